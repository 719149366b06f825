// The analysis panel: what the engine thinks of the position, from its latest search report
// (board.analysis() or the board's 'analysis' event). Everything is text except the bar, which is
// a meter with its value in words too, so a screen reader gets the same as the eye.
//
//   const panel = createAnalysisPanel(document.querySelector('#analysis'), board.words());
//   board.on('analysis', ({ analysis }) => panel.update(analysis, board.state()));
//
// Scores arrive in hundredths of a piece from the view of the side that was to move; the panel
// shows them from the view of the side Black names (Black, or East–West in AmbiLOA), as chess
// GUIs show White's. Which side that is, is read from `state.players`.

import { english } from './words/words.js';

/** @typedef {import('./types/types.js').Analysis} Analysis */
/** @typedef {import('./types/types.js').State} State */
/** @typedef {import('./words/words.js').Words} Words */

/** The bar is full at ±10 pieces; it bends smoothly so small edges stay visible. */
const METER_RANGE = 10;
const BAR_SCALE = 500;
const PV_TURNS = 12;

/**
 * Wires the analysis panel inside `host` (an empty element) and returns {update, element}.
 * @param {HTMLElement} host
 * @param {Words} [words] a board's words (`board.words()`); English by default
 */
export function createAnalysisPanel(host, words = english) {
  const t = words.t.bind(words);
  host.classList.add('loa-analysis');
  host.innerHTML = `
    <div class="an-head">
      <h2></h2>
      <span class="an-source"></span>
    </div>
    <p class="an-empty"></p>
    <div class="an-body" hidden>
      <div class="an-eval">
        <div class="an-bar" role="meter" aria-valuemin="${-METER_RANGE}" aria-valuemax="${METER_RANGE}">
          <div class="an-fill"></div>
          <div class="an-mid"></div>
        </div>
        <strong class="an-score"></strong>
      </div>
      <div class="an-ends" aria-hidden="true"><span class="an-first"></span><span class="an-second"></span></div>
      <p class="an-verdict"></p>
      <dl class="an-figures">
        <div><dt class="an-depth-label"></dt><dd class="an-depth"></dd></div>
        <div><dt class="an-nps-label"></dt><dd class="an-nps"></dd></div>
        <div><dt class="an-nodes-label"></dt><dd class="an-nodes"></dd></div>
      </dl>
      <div class="an-line">
        <h3></h3>
        <ol class="an-pv"></ol>
      </div>
    </div>`;
  /** @type {(selector: string) => HTMLElement} */
  const $ = (selector) => /** @type {HTMLElement} */ (host.querySelector(selector));
  // The fixed words, set as text (never parsed as HTML).
  $('h2').textContent = t('analysis.title');
  $('.an-empty').textContent = t('analysis.empty');
  $('.an-depth-label').textContent = t('analysis.depth');
  $('.an-nps-label').textContent = t('analysis.speed');
  $('.an-nodes-label').textContent = t('analysis.nodes');
  $('.an-line h3').textContent = t('analysis.bestLine');
  const parts = {
    source: $('.an-source'),
    empty: $('.an-empty'),
    body: $('.an-body'),
    bar: $('.an-bar'),
    fill: $('.an-fill'),
    score: $('.an-score'),
    verdict: $('.an-verdict'),
    depth: $('.an-depth'),
    nps: $('.an-nps'),
    nodes: $('.an-nodes'),
    pv: $('.an-pv'),
    ends: [$('.an-first'), $('.an-second')],
  };

  return {
    element: host,
    /**
     * Shows `analysis` (a board's analysis() report, or null) for a game in `state`.
     * @param {Analysis | null | undefined} analysis @param {State | null | undefined} state
     */
    update(analysis, state) {
      // Once the game is over the panel gives the result, not a search from before the end.
      const over = state?.outcome;
      parts.empty.textContent = over ? t('analysis.over', { headline: words.headline(over), reason: words.outcomeReason(over) }) : t('analysis.empty');
      if (over) analysis = null;
      const shown = !!analysis && !!state;
      parts.empty.hidden = shown;
      parts.body.hidden = !shown;
      parts.source.textContent = '';
      if (!analysis || !state) return;
      const view = evaluate(analysis, state, words);
      const source = t({ hint: 'analysis.sourceHint', move: 'analysis.sourceMove', review: 'analysis.sourceReview' }[analysis.purpose]);
      // After the computer has moved, its last report is about the position before that move.
      parts.source.textContent = analysis.ply !== state.history.length ? t('analysis.earlier', { source }) : source;
      parts.bar.setAttribute('aria-label', t('analysis.meter', { side: view.first }));
      parts.ends[0].textContent = view.first;
      parts.ends[1].textContent = view.second;
      parts.bar.setAttribute('aria-valuenow', String(view.meter));
      parts.bar.setAttribute('aria-valuetext', view.verdict);
      parts.fill.style.width = `${(view.fraction * 100).toFixed(1)}%`;
      parts.score.textContent = view.score;
      parts.score.dataset.leader = view.leader;
      parts.verdict.textContent = view.verdict;
      parts.depth.textContent = String(analysis.depth);
      parts.nps.textContent = analysis.nps > 0 ? t('analysis.perSecond', { value: words.count(analysis.nps) }) : '—';
      parts.nodes.textContent = words.count(analysis.nodes);
      const turns = analysis.pv.slice(0, PV_TURNS).map((text, i) => {
        const li = document.createElement('li');
        const disc = document.createElement('span');
        const colour = analysis.pvColours?.[i];
        disc.className = `loa-disc loa-small loa-${colour}`;
        disc.setAttribute('aria-hidden', 'true');
        li.append(disc, text);
        if (colour) li.title = t('analysis.pvTurn', { colour: words.colour(colour), move: text });
        return li;
      });
      if (analysis.pv.length > PV_TURNS) turns.push(Object.assign(document.createElement('li'), { textContent: '…' }));
      parts.pv.replaceChildren(...turns);
    },
  };
}

/**
 * A report seen from the side Black names: {first, second (the sides' names), leader, score
 * ('+0.35', 'M3'), verdict in words, meter value in pieces, bar fraction for the first side}.
 * @param {Analysis} analysis @param {State} state @param {Words} [words]
 */
export function evaluate(analysis, state, words = english) {
  const t = words.t.bind(words);
  // The two sides as the core names them; the first is the one "black" stands for.
  const sides = [...new Set(state.players.map((p) => p.side))];
  const firstSide = state.players.find((p) => p.sideColour === 'black')?.side ?? sides[0];
  const secondSide = sides.find((s) => s !== firstSide) ?? firstSide;
  const [first, second] = [words.side(firstSide), words.side(secondSide)];
  const sign = analysis.side === firstSide ? 1 : -1;
  const points = (sign * analysis.score) / 100;
  if (analysis.decisive) {
    const firstWins = sign * analysis.score > 0;
    const side = firstWins ? first : second;
    const mate = analysis.mate == null ? null : Math.abs(analysis.mate);
    return {
      first,
      second,
      leader: firstWins ? 'first' : 'second',
      score: mate == null ? `${firstWins ? '+' : '−'}M` : `${firstWins ? '+' : '−'}M${mate}`,
      verdict: mate == null ? t('analysis.winsByForce', { side }) : t('analysis.winsIn', { side, count: mate }),
      meter: firstWins ? METER_RANGE : -METER_RANGE,
      fraction: firstWins ? 1 : 0,
    };
  }
  const digits = Math.abs(points).toFixed(2);
  // In the language's decimal mark, as the speed beside it ("+1,28" by "4,6 Mln/s" in Italian).
  const abs = digits.replace('.', t('number.decimalMark'));
  const even = Math.abs(points) < 0.1;
  return {
    first,
    second,
    leader: even ? 'even' : points > 0 ? 'first' : 'second',
    score: even ? `${abs}` : `${points > 0 ? '+' : '−'}${abs}`,
    verdict: even
      ? t('analysis.even')
      : t('analysis.ahead', { side: points > 0 ? first : second, amount: abs, count: Number(digits) }),
    meter: Math.max(-METER_RANGE, Math.min(METER_RANGE, Math.round(points * 100) / 100)),
    fraction: 0.5 + 0.5 * Math.tanh((sign * analysis.score) / BAR_SCALE),
  };
}
