import { say, type Message } from '../../../src/core/l10n/message';

/** A message as the English catalogue words it (what the CLI prints under `--lang en`); undefined for none. */
export function english(message: Message | undefined): string | undefined {
  return message === undefined ? undefined : say(message);
}
