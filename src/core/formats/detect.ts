import { FORMAT_IDS, type FormatId } from './format';
import { FORMATS } from './registry';

/*
 * Telling the formats apart by content, so files of any name work: the first token (of the
 * first DETECTION_TOKENS) made only of one format's signature characters (Tempter's grid
 * squares S, D, X, .) means that format; a file without one (all numbers, perhaps a typo)
 * is read as the format that has no signature (Holedox). One scanner, for text (the editor,
 * the streaming lane) and for bytes (the fast lane), with the tokenizer's whitespace.
 */

/** How many tokens detection looks at: a file's start says what it is. */
export const DETECTION_TOKENS = 4096;

/** The formats that have a signature; bit k below stands for the k-th of them. */
const SIGNED: readonly FormatId[] = FORMAT_IDS.filter((id) => FORMATS[id].signature !== undefined);
/** Per ASCII character: the bits of the signatures it belongs to. */
const SIGNATURE_BITS = new Uint8Array(128);
SIGNED.forEach((id, k) => {
  for (const ch of FORMATS[id].signature ?? '') SIGNATURE_BITS[ch.charCodeAt(0)]! |= 1 << k;
});
const ALL_SIGNED = (1 << SIGNED.length) - 1;
/** The format of a file without a signature token: the one whose files have none. */
const FALLBACK: FormatId = FORMAT_IDS.find((id) => FORMATS[id].signature === undefined) ?? FORMAT_IDS[0];

/** The format a file's content says it is: a string, or its UTF-8 bytes (the same answer for both). */
export function detectFormat(input: string | Uint8Array): FormatId {
  return typeof input === 'string' ? detect(input.length, (i) => input.charCodeAt(i)) : detect(input.length, (i) => input[i]!);
}

function detect(length: number, codeAt: (i: number) => number): FormatId {
  let i = 0;
  for (let k = 0; k < DETECTION_TOKENS; k++) {
    while (i < length && isSpace(codeAt(i))) i++;
    if (i === length) break;
    let bits = ALL_SIGNED;
    for (; i < length; i++) {
      const code = codeAt(i);
      if (isSpace(code)) break;
      bits &= code < 128 ? SIGNATURE_BITS[code]! : 0;
    }
    if (bits !== 0) return SIGNED[31 - Math.clz32(bits & -bits)]!;
  }
  return FALLBACK;
}

/** Whether `text` holds at least `wanted` tokens, counted as detection counts them. */
export function hasTokens(text: string, wanted: number): boolean {
  let count = 0;
  for (let i = 0; i < text.length && count < wanted;) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i === text.length) break;
    count++;
    while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
  }
  return count >= wanted;
}

function isSpace(code: number): boolean {
  // scanf's whitespace, as the tokenizer's: space, \t, \n, \v, \f, \r.
  return code === 32 || (code >= 9 && code <= 13);
}
