// The formats' ids: no imports, so the issues, the scenes and the webview can name a format
// without reaching the interface (format.ts) or the formats themselves.

/**
 * Every puzzle format the product reads; each has one folder under src/core/formats and one
 * entry in registry.ts. A list with no imports, so the webview can check ids cheaply.
 */
export const FORMAT_IDS = ['holedox', 'tempter'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

export function isFormatId(value: unknown): value is FormatId {
  return (FORMAT_IDS as readonly unknown[]).includes(value);
}

/** The formats' file extensions ('.holedox'), for the panel's page, which has no registry. */
export const FORMAT_EXTENSIONS: readonly string[] = FORMAT_IDS.map((id) => `.${id}`);
