// Words made outside the extension host are message ids with arguments: the core builds a
// Message, each process renders it once, in its reader's language (docs/architecture.md, "Words").
import { en } from './en';
import { zhCn } from './zhCn';

export type MessageId = keyof typeof en;
/** The arguments each message takes, as its English wording names them. */
export type MessageArgs<K extends MessageId> = Parameters<(typeof en)[K]>[0];

/** A catalogue: one wording per message, with the same arguments; a missing id fails to compile. */
export type Catalogue = { readonly [K in MessageId]: (args: MessageArgs<K>) => string };

/** An argument as the core gives it: a string argument may be a message of its own, worded in the same language. */
type Given<A> = { readonly [P in keyof A]: A[P] extends string ? A[P] | Message : A[P] };

export interface Message {
  readonly id: MessageId;
  readonly args: Readonly<Record<string, unknown>>;
}

/** A message with its arguments checked against its wording. */
export function msg<K extends MessageId>(id: K, ...args: MessageArgs<K> extends undefined ? [] : [Given<MessageArgs<K>>]): Message {
  return { id, args: (args[0] ?? {}) as Record<string, unknown> };
}

export type Language = 'en' | 'zh-cn';

const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, 'zh-cn': zhCn };

/** Whether a value is a Message (arguments that are messages are worded first). */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string' && (value as Message).id in en;
}

/** A message in `language`'s words; an unknown id (from another build's wire) is shown as its id. */
export function say(message: Message, language: Language = 'en'): string {
  const catalogue = CATALOGUES[language];
  const word = catalogue[message.id] as ((args: Record<string, unknown>) => string) | undefined;
  if (!word) return message.id;
  const args: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(message.args)) args[k] = isMessage(v) ? say(v, language) : v;
  return word(args);
}

/**
 * The shape a translation of an English word table must have: the same keys, a string for each
 * string (a table made `as const` has literal types) and a function with the same parameters for
 * each function. Typing the Chinese table with it makes a missing or extra key a compile error.
 */
export type Translated<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translated<T[K]>;
};

/**
 * The marks that join two parts of one sentence made in code ("title: detail", "theirs, ours"):
 * a Chinese sentence takes the full-width marks, which bring their own spacing.
 */
export const JOINERS: Readonly<Record<Language, { readonly colon: string; readonly comma: string }>> = {
  en: { colon: ': ', comma: ', ' },
  'zh-cn': { colon: '：', comma: '，' },
};

/** A word table in the language asked: the English one, or its translation. */
export function pick<T>(tables: { readonly en: T; readonly 'zh-cn': Translated<T> }, language: Language): Translated<T> {
  // The English table is its own translation (Translated<T> only widens its literal types).
  return language === 'en' ? (tables.en as Translated<T>) : tables[language];
}

/**
 * The language a locale names: VS Code's `zh-cn`, a BCP 47 `zh-Hans-CN`, a POSIX
 * `zh_CN.UTF-8`. Chinese written in simplified characters is zh-CN; everything else is English
 * (the only other catalogue), including zh-TW, which reads traditional characters.
 */
export function languageOf(locale: string | undefined): Language {
  const tag = (locale ?? '')
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/[.@].*$/, '');
  if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh-cn';
  return 'en';
}
