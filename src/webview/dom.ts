// Small DOM builders for the panel's page: text only through textContent, never parsed as HTML.

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function button(className: string, text: string, label: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', className, text);
  b.type = 'button';
  b.title = label;
  b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

// Icons drawn as SVG paths (16×16, currentColor): the panel has no icon font, and media
// control characters are missing from many fonts.
const ICONS = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L5 8z',
  play: 'M4 3v10l9-5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  forward: 'M4 3v10l7-5zM12 3h1v10h-1z',
  last: 'M3 3v10l7-5zM11 3h2v10h-2z',
} as const;

export function icon(name: keyof typeof ICONS): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const root = document.createElementNS(ns, 'svg');
  root.setAttribute('viewBox', '0 0 16 16');
  root.setAttribute('class', 'icon');
  root.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name]);
  root.append(path);
  return root;
}

export function iconButton(className: string, name: keyof typeof ICONS, label: string, onClick: () => void): HTMLButtonElement {
  const b = button(className, '', label, onClick);
  b.append(icon(name));
  return b;
}

/** A text field the reader is typing in: what it holds and where the caret is. */
export interface TypedField {
  readonly id: string;
  readonly value: string;
  readonly start: number;
  readonly end: number | null;
}

/**
 * The text field with the keyboard's focus inside `root`, if any. The page is rebuilt on
 * every message from the host; a rebuild while the reader types must not put the old value
 * back. Only a field one types in (it has a caret): a scrubber's value is the playback's,
 * which the rebuild draws anew.
 */
export function typedField(root: HTMLElement): TypedField | undefined {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement) || field.id === '' || field.selectionStart === null || !root.contains(field)) return undefined;
  return { id: field.id, value: field.value, start: field.selectionStart, end: field.selectionEnd };
}

/** Gives the rebuilt field of the same id what the reader had typed, the caret, and the focus. */
export function restoreTypedField(typed: TypedField | undefined): void {
  if (!typed) return;
  const field = document.getElementById(typed.id);
  if (!(field instanceof HTMLInputElement)) return;
  field.value = typed.value;
  field.focus();
  if (field.selectionStart !== null) field.setSelectionRange(typed.start, typed.end ?? typed.start);
}
