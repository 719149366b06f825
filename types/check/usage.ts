// A consumer of the published declarations (types/loa-board.d.ts, types/board.d.ts), type-checked
// by `tsc -p tsconfig.json` in ./build.sh test; never run, never shipped. It uses the element and
// mount() as docs/embedding.md shows, and each @ts-expect-error is a mistake the declarations must
// catch: if one stops being an error, tsc fails ("Unused '@ts-expect-error' directive").

import { LoaBoardElement, EVENTS, mount, VARIANTS, DEFAULTS } from '../loa-board.js';
import type { GamePosition, Move, State, BoardWords } from '../loa-board.js';
import { registerCatalogue } from '../board.js';

export async function useTheElement(): Promise<string> {
  const board = document.createElement('loa-board');
  const typed: LoaBoardElement = board; // the tag map knows the element
  typed.variant = 'ambiloa';
  typed.level = 4;
  typed.locale = 'it';
  typed.controls = 'minimal';
  typed.moves = 'b1-d3 a3xd3';
  // @ts-expect-error: not a variant
  typed.variant = 'chess';
  // @ts-expect-error: not a control mode
  typed.controls = 'some';
  document.body.append(board);
  const ready: LoaBoardElement = await board.ready;
  const result = ready.play('b1-d3');
  if (!result.ok) return result.reason;
  board.addEventListener('move', (event) => {
    const by: 'player' | 'computer' = event.detail.by;
    const state: State = event.detail.state;
    void [by, state];
  });
  board.addEventListener('error', (event) => console.warn(event.detail.message));
  const hint: Move = await board.hint();
  const position: GamePosition | null = board.getPosition();
  if (position) board.set(position);
  board.set({ locale: 'de', level: 6 });
  // @ts-expect-error: levels are 1 to 6
  board.set({ level: 7 });
  const words: BoardWords = board.words();
  const names: string[] = [...EVENTS];
  return `${hint.text} ${words.status(board.state())} ${words.t('ui.newGame')} ${names.length} ${board.computerToMove()}`;
}

export function useMount(host: HTMLElement): () => void {
  registerCatalogue('fr', { 'ui.newGame': 'Nouvelle partie', 'chip.hand': { one: '{count} pièce', other: '{count} pièces' } });
  const api = mount(host, { variant: 'parachute', mode: 'friend', locale: 'fr', words: { 'chip.you': 'Moi' } });
  const off = api.on('gameover', ({ outcome }) => console.log(api.words().headline(outcome), outcome.reason));
  // @ts-expect-error: not an event
  api.on('moved', () => {});
  // @ts-expect-error: a catalogue entry is a sentence or plural forms with `other`
  registerCatalogue('xx', { 'ui.newGame': { one: 'a' } });
  const variants: string[] = Object.keys(VARIANTS);
  void [variants, DEFAULTS.locale, api.computerToMove()];
  return off;
}
