// Every sentence the extension shows, other than its manifest's (package.nls*.json), is a message
// id with arguments, worded by `say` from one catalogue in the reader's language
// (docs/architecture.md, "Words"). The catalogue is in parts by owner: the core's words here
// (en.ts, zhCn.ts), and each edge's own part (the host's, the panel's, the CLI's, the judge's),
// added with `addWords` by the code that speaks it, so a process carries only the parts it uses.
import { en } from './en';
import { zhCn } from './zhCn';

/** A part of the catalogue in English: one wording a message id, its parameter naming the arguments. */
export type WordTable = { readonly [id: string]: (args: never) => string };

/** The same part in another language: the same ids, each with the same arguments; a missing id fails to compile. */
export type Translation<E extends WordTable> = { readonly [K in keyof E]: (args: Parameters<E[K]>[0]) => string };

type CoreWords = typeof en;

/**
 * Every message id with its English wording: the core's, and each part's, which the part's file
 * adds to this interface (`declare module '…/core/l10n/message'`), so `msg` checks the id and
 * its arguments wherever the part is known.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with each part's ids
export interface Words extends CoreWords {}

export type MessageId = keyof Words & string;
/** The arguments each message takes, as its English wording names them. */
export type MessageArgs<K extends MessageId> = Parameters<Words[K]>[0];

/** The core's catalogue in another language. */
export type Catalogue = Translation<CoreWords>;

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

type Wording = (args: Record<string, unknown>) => string;
type Table = Readonly<Record<string, Wording | undefined>>;
/**
 * Each language's parts, the core's first. Kept as the tables they are, not copied into one: a
 * copy of every part at start-up is enough allocation to bring a short-lived CLI its first
 * garbage collection in the middle of a solve (docs/performance.md).
 */
const PARTS: Readonly<Record<Language, Table[]>> = {
  en: [en as unknown as Table],
  'zh-cn': [zhCn as unknown as Table],
};

/** The wording of `id` in one language's parts; undefined when no part words it. */
function wordingOf(parts: readonly Table[], id: string): Wording | undefined {
  // Own properties only: an id from a page or another build may be 'constructor' or 'toString'.
  for (const table of parts) if (Object.hasOwn(table, id)) return table[id];
  return undefined;
}

/** Adds a part of the catalogue, in both languages; adding it again is a no-op, an id two parts use throws. */
export function addWords<E extends WordTable>(part: { readonly en: E; readonly 'zh-cn': Translation<E> }): void {
  const tables: readonly (readonly [Language, Table])[] = [
    ['en', part.en as unknown as Table],
    ['zh-cn', part['zh-cn'] as unknown as Table],
  ];
  for (const [language, table] of tables) {
    const parts = PARTS[language];
    if (parts.includes(table)) continue;
    for (const id in table) {
      if (wordingOf(parts, id) !== undefined) throw new Error(`message id ${id} is worded by two parts of the catalogue`);
    }
    parts.push(table);
  }
}

/** Whether a value is a Message (arguments that are messages are worded first). */
export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).id === 'string' &&
    wordingOf(PARTS.en, (value as Message).id) !== undefined
  );
}

/** A message in `language`'s words; an unknown id (from another build's wire) is shown as its id. */
export function say(message: Message, language: Language = 'en'): string {
  const word = wordingOf(PARTS[language], message.id);
  if (!word) return message.id;
  const args: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(message.args)) args[k] = isMessage(v) ? say(v, language) : v;
  return word(args);
}

/**
 * The marks that join two parts of one sentence made in code ("title: detail", "theirs, ours"):
 * a Chinese sentence takes the full-width marks, which bring their own spacing.
 */
export const JOINERS: Readonly<Record<Language, { readonly colon: string; readonly comma: string }>> = {
  en: { colon: ': ', comma: ', ' },
  'zh-cn': { colon: '：', comma: '，' },
};

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
