// The rules tour (learn.html): one lesson at a time on the real board (friend mode, the lesson's
// variant and position), a list of lessons with the progress remembered, and the learner's every
// move judged by the core (WasmLesson, src/lesson). Every lesson takes the same path, on every
// board: the board loads the build its variant needs, and the judge comes from the build the core
// names for the lesson's variant (`buildOf`: the study build judges the 8×8 boards' lessons, the
// wide build the others). A miss is explained and taken back; a completed lesson is praised and
// offers the next one. `learn.html#parachute` opens that lesson.

import { mount } from '../board.js';
import { loadCore, reasonOf } from '../component/core.js';
import { loadSettings, pageLanguage } from '../site/settings.js';
import { applyLooks } from '../site/looks.js';
import { applyPageWords } from '../site/page-words.js';
import { lessonWords, missText } from './words.js';
import { loadProgress, saveProgress } from './progress.js';
import { renderLessonList } from './nav.js';
import '../site/offline.js'; // service worker, update offer; tells boot.js the app runs
import { useStudyCore } from '../component/study-core.js';
import { hashText } from '../site/hash.js';
import { excerpt } from '../words/words.js';

useStudyCore(); // the lessons are in the study wasm, not in the game page's

/** @typedef {import('./words.js').Verdict} Verdict */
/** A lesson as the core lists it: a wide board's has no position string, it starts from its
 *  variant's start. @typedef {{id: string, variant: string, start?: string, moves: string[]}} LessonInfo */

/** @type {(selector: string) => HTMLElement} */
const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));

/** How long a missed move stays on the board before it goes back, so the learner sees it. */
const TAKE_BACK_MS = 600;

const params = new URLSearchParams(location.search);
const settings = loadSettings();
applyLooks(settings);
const language = pageLanguage(params, settings);
const words = lessonWords(language.language);
applyPageWords(words);

const board = mount($('#board'), {
  mode: 'friend',
  locale: words.locale,
  coordinates: settings.coordinates,
  animation: { duration: settings.animation },
  events: { error: ({ message }) => showError(message) },
});

/** @param {string} text */
function showError(text) {
  const box = $('#page-error');
  box.textContent = text;
  box.hidden = false;
}

/** The core's exports (lessons, WasmLesson), once loaded. @type {typeof import('../../pkg/loa.js') | null} */
let core = null;

/** The tour's state: the lessons, the one shown, the core's judge of it, what is done. */
const tour = {
  /** @type {LessonInfo[]} */ lessons: [],
  /** @type {LessonInfo | null} */ current: null,
  /** @type {import('../../pkg/loa.js').WasmLesson | null} */ judge: null,
  /** @type {Set<string>} */ done: new Set(),
  /** The plies on the board when the lesson began (its own history), to take a miss back to. */
  base: 0,
  /** @type {ReturnType<typeof setTimeout> | null} */ takeBack: null,
  /** The board's start position for the lesson, as the core writes it; null while setting up. @type {string | null} */
  start: null,
};

/** Says what the core's judge said of the learner's try, and marks a completed lesson done. @param {Verdict} verdict */
function answer(verdict) {
  const lesson = /** @type {LessonInfo} */ (tour.current);
  if (verdict.verdict === 'done') {
    tour.done.add(lesson.id);
    saveProgress(tour.done);
    const last = lesson === tour.lessons[tour.lessons.length - 1];
    say(words.t(last ? 'learn.allDone' : 'learn.done'), 'done');
    render();
    (last ? $('#lesson-play') : $('#lesson-next')).focus();
  } else if (verdict.verdict === 'continue') {
    say(words.t('learn.continue'), 'info');
  } else if (verdict.verdict === 'miss') {
    say(`${missText(words, verdict, lesson.id)} ${words.t('learn.tryAgain')}`, 'miss');
  } else if (verdict.verdict === 'illegal' && verdict.refusal) {
    say(`${words.t('learn.illegal', { reason: words.refusal(verdict.refusal) })} ${words.t('learn.tryAgain')}`, 'miss');
  }
}

/** @param {string} text @param {'done' | 'miss' | 'info'} kind */
function say(text, kind) {
  const box = $('#lesson-feedback');
  box.textContent = text;
  box.dataset.kind = kind;
}

/** Sets `lesson`'s game up on the board: → a promise kept once the board shows it. On a board of
 *  the same build the game starts at once; another build is loaded first, and the board's
 *  `change` event then brings the lesson's variant. @param {LessonInfo} lesson @returns {Promise<void>} */
function setUp(lesson) {
  board.set({ variant: /** @type {any} */ (lesson.variant), position: lesson.start ?? null, moves: lesson.moves });
  if (board.state()?.variant === lesson.variant) return Promise.resolve();
  return new Promise((resolve) => {
    const off = board.on('change', ({ state }) => {
      if (state.variant !== lesson.variant) return;
      off();
      resolve();
    });
  });
}

/** Which lesson is being set up: a later `open` makes an earlier one's set-up stale. */
let opening = 0;

/** Shows lesson `id` (or the first one not yet done) and sets its variant and position on the
 *  board (a board of another build loads that build first). @param {string} id */
async function open(id) {
  const lesson = tour.lessons.find((l) => l.id === id) ?? tour.lessons.find((l) => !tour.done.has(l.id)) ?? tour.lessons[0];
  const mine = ++opening;
  if (tour.takeBack) clearTimeout(tour.takeBack);
  tour.takeBack = null;
  tour.judge?.free();
  tour.judge = null;
  tour.current = lesson;
  tour.start = null; // the board's change events during the set-up are the lesson's own
  if (location.hash !== `#${lesson.id}`) history.replaceState(null, '', `#${lesson.id}`);
  say('', 'info');
  render();
  try {
    // The core names the build that plays (and judges) the lesson's variant.
    const build = /** @type {typeof import('../../pkg/loa.js')} */ (core).buildOf(lesson.variant);
    /** Both builds export the one `WasmLesson` interface. @type {Promise<{WasmLesson: typeof import('../../pkg/loa.js').WasmLesson}>} */
    const judging = build === 'wide' ? loadCore('wide') : loadCore('game');
    const [judgeCore] = await Promise.all([judging, setUp(lesson)]);
    if (mine !== opening) return;
    tour.base = board.state()?.history.length ?? 0;
    tour.start = board.state()?.start ?? null;
    tour.judge = new judgeCore.WasmLesson(lesson.id);
  } catch (err) {
    if (mine === opening) showError(reasonOf(err));
  }
  if (mine === opening) render();
}

/** Words the lesson shown, its place in the tour and the list. */
function render() {
  const lesson = tour.current;
  if (!lesson) return;
  const index = tour.lessons.indexOf(lesson);
  $('#lesson-progress').textContent = words.t('learn.progress', { number: index + 1, total: tour.lessons.length });
  $('#lesson-title').textContent = words.t(`learn.${lesson.id}.title`);
  $('#lesson-text').textContent = words.t(`learn.${lesson.id}.text`);
  $('#lesson-task').textContent = words.t(`learn.${lesson.id}.task`);
  const finished = tour.judge?.isDone() ?? false;
  const last = index === tour.lessons.length - 1;
  $('#lesson-next').hidden = !finished || last;
  $('#lesson-play').hidden = !(finished && last);
  renderLessonList(/** @type {HTMLOListElement} */ ($('#lesson-list')), tour.lessons, { current: lesson.id, done: tour.done, words });
}

/** Judges a move the learner made on the board. @param {{move: {text: string}}} detail */
function judgeMove({ move }) {
  if (!tour.judge || !tour.current || tour.takeBack || tour.judge.isDone()) return;
  /** @type {Verdict} */
  let verdict;
  try {
    verdict = tour.judge.check(move.text);
  } catch (err) {
    showError(reasonOf(err));
    return;
  }
  answer(verdict);
  if (verdict.verdict === 'miss') {
    // The core has taken the turn back; the board follows once the learner has seen the move.
    tour.takeBack = setTimeout(() => {
      tour.takeBack = null;
      while ((board.state()?.history.length ?? 0) > tour.base && board.undo()) {
        /* back to the lesson's position */
      }
    }, TAKE_BACK_MS);
  }
}

$('#lesson-next').addEventListener('click', () => {
  const index = tour.lessons.indexOf(/** @type {LessonInfo} */ (tour.current));
  open(tour.lessons[index + 1].id);
  $('#lesson-title').focus();
});
$('#lesson-again').addEventListener('click', () => open(/** @type {LessonInfo} */ (tour.current).id));
/** Opens the lesson the address names (`#id`), or the first one not yet done, saying so when the
 *  address names a lesson the tour does not have. */
function openFromAddress() {
  const id = hashText();
  open(id);
  if (id && tour.current?.id !== id) say(words.t('learn.unknown', { id: excerpt(id) }), 'info');
}
window.addEventListener('hashchange', () => {
  if (tour.lessons.length && hashText() !== tour.current?.id) openFromAddress();
});

board.on('move', judgeMove);
// The result banner's "Play again" starts another game on the board: the lesson is set up anew.
board.on('change', ({ state }) => {
  if (tour.current && tour.start !== null && state.start !== tour.start) open(tour.current.id);
});
// A move the rules refuse never reaches the board's game; the board words why, and so does the lesson.
// The lesson says it, so the board does not say it again in a toast (detail.said).
board.on('illegal', (detail) => {
  if (!tour.judge || tour.judge.isDone()) return;
  say(`${words.t('learn.illegal', { reason: detail.reason })} ${words.t('learn.tryAgain')}`, 'miss');
  detail.said = true;
});

Promise.all([loadCore(), board.ready]).then(
  ([loaded]) => {
    core = loaded;
    // Every lesson, the wide boards' last: the study build judges the 8×8 ones, the wide build the others.
    tour.lessons = core.lessons();
    tour.done = loadProgress(tour.lessons.map((l) => l.id));
    openFromAddress();
  },
  (err) => showError(words.t('page.noWasm', { message: reasonOf(err) })),
);

// Only with ?test in the address: the end-to-end tests read the board's state through it.
if (params.has('test')) /** @type {any} */ (window).loaTest = { board };
