// A consumer of the published declarations (types/loa-board.d.ts, types/board.d.ts), type-checked
// by `tsc -p tsconfig.json` in ./build.sh test; never run, never shipped. It uses the element and
// mount() as docs/embedding.md shows, and each @ts-expect-error is a mistake the declarations must
// catch: if one stops being an error, tsc fails ("Unused '@ts-expect-error' directive").

import { LoaBoardElement, EVENTS, mount, VARIANTS, DEFAULTS } from '../loa-board.js';
import type {
  GamePosition, Move, State, BoardWords, BoardApi, Result, RecordNotes, CollectionGame, SearchAnswer, Analysis, Config,
} from '../loa-board.js';
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

// Every member of mount()'s api as the README documents it, with its answer's type: a member the
// declarations lack, or an answer typed otherwise than it is, fails the type check.
export async function useEveryMember(host: HTMLElement): Promise<void> {
  const api: BoardApi = mount(host, { variant: 'standard', mode: 'link', link: null, human: 'white' });
  await api.ready;
  const played: Result = api.play('b1-d3');
  const reason: string | null = played.ok ? null : played.reason;
  const changed: boolean[] = [api.undo(), api.redo(), api.resign('black'), api.resign(), api.offerDraw(), api.acceptDraw(), api.drawOffered()];
  api.flip();
  api.set({ link: api.getPosition()?.link ?? null, clockTimes: api.clockTimes() });
  api.newGame();
  const sgf: string | null = api.sgf();
  const notes: RecordNotes | null = api.notes();
  const comment: Result = api.setComment(0, notes?.comments[0] ?? null);
  const imported: Result = await api.importGame(sgf ?? '');
  const tagged: Result = await api.importNotes(api.getPosition()?.record ?? '');
  const listed = await api.readCollection(sgf ?? '');
  const games: CollectionGame[] = listed.ok ? listed.games : [];
  const shownPly: (number | null)[] = [api.review(1), api.review(null), api.reviewStep('back'), api.reviewing()];
  // @ts-expect-error: not a place to review
  api.reviewStep('middle');
  const continued: Result = api.continueFromHere();
  const studied: Result = await api.importGame(sgf ?? '', { study: true });
  const fromHere: Result[] = [api.playFromHere(), api.playFromHere('friend')];
  // @ts-expect-error: nobody plays a study from here
  api.playFromHere('study');
  api.pause();
  api.resume();
  const watched: boolean[] = [api.step(), api.setWatchDelay(500), api.isPaused()];
  const shown: State | null = api.shown();
  const answer: SearchAnswer = await api.analyse();
  api.computerElsewhere(true);
  const centre = api.squareCenter('d4');
  const flags: boolean[] = [api.isThinking(), api.computerToMove()];
  const hint: Move = await api.hint();
  api.suggest(hint);
  api.suggest(null);
  const analysis: Analysis | null = api.analysis();
  const config: Config = api.config();
  const offs = [
    api.on('review', ({ ply, state }) => void [ply satisfies number | null, state]),
    api.on('watch', ({ paused }) => void (paused satisfies boolean)),
    api.on('restart', ({ message }) => void (message satisfies string)),
  ];
  api.say(api.words().t('ui.newGame'));
  // @ts-expect-error: resign takes a side, not a colour of AmbiLOA's seats
  api.resign('blue');
  void [reason, changed, comment, imported, tagged, games, shownPly, continued, studied, fromHere, watched, shown, answer, centre, flags, analysis, config, offs];
  api.destroy();
}

// The element's events that only the api had before: review and watch, typed by their detail.
export function useElementEvents(board: LoaBoardElement): void {
  board.addEventListener('review', (event) => void (event.detail.ply satisfies number | null));
  board.addEventListener('watch', (event) => void (event.detail.paused satisfies boolean));
  board.reversed = true;
}
