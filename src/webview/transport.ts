// The playback controls the case's study tools and the Search view both show: first, back,
// play, forward, last, a scrubber and a speed menu, each driving one Playback.
import type { Message } from '../core/l10n/message';
import { el, icon, iconButton } from './dom';
import { pageSay } from './pageLanguage';
import { SPEEDS, type Playback } from './playback';

/** The controls' tooltips and labels, worded in the page's language. */
export interface TransportWords {
  readonly first: Message;
  readonly back: Message;
  readonly play: Message;
  readonly pause: Message;
  readonly forward: Message;
  readonly last: Message;
  readonly speed: Message;
}

/** The controls, for the caller to place, name (ids) and keep in step with `showTransport`. */
export interface Transport {
  readonly first: HTMLButtonElement;
  readonly back: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly last: HTMLButtonElement;
  readonly scrubber: HTMLInputElement;
  readonly speed: HTMLSelectElement;
}

/** The controls over `playback`'s steps 0 to `total`; `scrubLabel` names what a step is. */
export function transport(playback: Playback, total: number, words: TransportWords, scrubLabel: string): Transport {
  const scrubber = el('input', 'scrubber');
  scrubber.type = 'range';
  scrubber.min = '0';
  scrubber.max = String(total);
  scrubber.setAttribute('aria-label', scrubLabel);
  scrubber.addEventListener('input', () => playback.go(Number(scrubber.value)));
  const speed = el('select', 'speed');
  speed.title = pageSay(words.speed);
  speed.setAttribute('aria-label', speed.title);
  for (const s of SPEEDS) {
    const option = el('option', undefined, `${s}×`);
    option.value = String(s);
    option.selected = s === playback.speed;
    speed.append(option);
  }
  speed.addEventListener('change', () => playback.setSpeed(Number(speed.value)));
  return {
    first: iconButton('tool transport first', 'first', pageSay(words.first), () => playback.go(0)),
    back: iconButton('tool transport back', 'back', pageSay(words.back), () => playback.go(playback.step - 1)),
    play: iconButton('tool transport play', 'play', pageSay(words.play), () => playback.toggle()),
    forward: iconButton('tool transport forward', 'forward', pageSay(words.forward), () => playback.go(playback.step + 1)),
    last: iconButton('tool transport last', 'last', pageSay(words.last), () => playback.go(total)),
    scrubber,
    speed,
  };
}

/** The five buttons, in the order they stand. */
export function transportButtons(controls: Transport): HTMLButtonElement[] {
  return [controls.first, controls.back, controls.play, controls.forward, controls.last];
}

/** Sets the scrubber to the step and the play button to play or pause. */
export function showTransport(
  controls: Pick<Transport, 'play' | 'scrubber'>,
  playback: Pick<Playback, 'step' | 'playing'>,
  words: TransportWords,
): void {
  controls.scrubber.value = String(playback.step);
  controls.play.replaceChildren(icon(playback.playing ? 'pause' : 'play'));
  const label = pageSay(playback.playing ? words.pause : words.play);
  controls.play.title = label;
  controls.play.setAttribute('aria-label', label);
  controls.play.setAttribute('aria-pressed', String(playback.playing));
}
