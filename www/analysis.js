// The analysis panel: what the engine thinks of the position, from its latest search report
// (board.analysis() or the board's 'analysis' event). Everything is text except the bar, which is
// a meter with its value in words too, so a screen reader gets the same as the eye.
//
//   const panel = createAnalysisPanel(document.querySelector('#analysis'));
//   board.on('analysis', ({ analysis }) => panel.update(analysis, board.state()));
//
// Scores arrive in hundredths of a piece from the view of the side that was to move; the panel
// shows them from the first side's view (Black, or East–West in AmbiLOA), as chess GUIs show White's.

/** The bar is full at ±10 pieces; it bends smoothly so small edges stay visible. */
const METER_RANGE = 10;
const BAR_SCALE = 500;
const PV_TURNS = 12;

/** Wires the analysis panel inside `host` (an empty element) and returns {update, element}. */
export function createAnalysisPanel(host) {
  host.classList.add('loa-analysis');
  host.innerHTML = `
    <div class="an-head">
      <h2>Analysis</h2>
      <span class="an-source"></span>
    </div>
    <p class="an-empty">The engine's view appears here while the computer thinks or finds a hint.</p>
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
        <div><dt>Depth</dt><dd class="an-depth"></dd></div>
        <div><dt>Speed</dt><dd class="an-nps"></dd></div>
        <div><dt>Nodes</dt><dd class="an-nodes"></dd></div>
      </dl>
      <div class="an-line">
        <h3>Best line</h3>
        <ol class="an-pv"></ol>
      </div>
    </div>`;
  const $ = (sel) => host.querySelector(sel);
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
    /** Shows `analysis` (a board's analysis() report, or null) for a game in `state`. */
    update(analysis, state) {
      const shown = !!analysis && !!state;
      parts.empty.hidden = shown;
      parts.body.hidden = !shown;
      parts.source.textContent = '';
      if (!shown) return;
      const view = evaluate(analysis, state.variant);
      // After the computer has moved, its last report is about the position before that move.
      const earlier = analysis.ply < state.history.length ? ' · previous position' : '';
      parts.source.textContent = `${analysis.purpose === 'hint' ? 'Hint search' : "Computer's search"}${earlier}`;
      parts.bar.setAttribute('aria-label', `Evaluation, ${view.first}'s view`);
      parts.ends[0].textContent = view.first;
      parts.ends[1].textContent = view.second;
      parts.bar.setAttribute('aria-valuenow', String(view.meter));
      parts.bar.setAttribute('aria-valuetext', view.verdict);
      parts.fill.style.width = `${(view.fraction * 100).toFixed(1)}%`;
      parts.score.textContent = view.score;
      parts.score.dataset.leader = view.leader;
      parts.verdict.textContent = view.verdict;
      parts.depth.textContent = String(analysis.depth);
      parts.nps.textContent = analysis.nps > 0 ? `${count(analysis.nps)}/s` : '—';
      parts.nodes.textContent = count(analysis.nodes);
      const turns = analysis.pv.slice(0, PV_TURNS).map((text, i) => {
        const li = document.createElement('li');
        const disc = document.createElement('span');
        const colour = analysis.pvColours?.[i];
        disc.className = `loa-disc loa-small loa-${colour}`;
        disc.setAttribute('aria-hidden', 'true');
        li.append(disc, text);
        if (colour) li.title = `${cap(colour)}: ${text}`;
        return li;
      });
      if (analysis.pv.length > PV_TURNS) turns.push(Object.assign(document.createElement('li'), { textContent: '…' }));
      parts.pv.replaceChildren(...turns);
    },
  };
}

/**
 * A report seen from the first side: {first, second (their names), leader, score ('+0.35', 'M3'), verdict in words,
 * meter value in pieces, bar fraction for the first side}.
 */
export function evaluate(analysis, variant) {
  const [first, second] = variant === 'ambiloa' ? ['East–West', 'North–South'] : ['Black', 'White'];
  const sign = analysis.side === 'black' || analysis.side === 'east_west' ? 1 : -1;
  const points = (sign * analysis.score) / 100;
  if (analysis.decisive) {
    const firstWins = sign * analysis.score > 0;
    const winner = firstWins ? first : second;
    const mate = analysis.mate == null ? null : Math.abs(analysis.mate);
    return {
      first,
      second,
      leader: firstWins ? 'first' : 'second',
      score: mate == null ? `${firstWins ? '+' : '−'}M` : `${firstWins ? '+' : '−'}M${mate}`,
      verdict:
        mate == null
          ? `${winner} wins by force`
          : `${winner} wins in ${mate} move${mate === 1 ? '' : 's'}`,
      meter: firstWins ? METER_RANGE : -METER_RANGE,
      fraction: firstWins ? 1 : 0,
    };
  }
  const abs = Math.abs(points).toFixed(2);
  const even = Math.abs(points) < 0.1;
  return {
    first,
    second,
    leader: even ? 'even' : points > 0 ? 'first' : 'second',
    score: even ? `${abs}` : `${points > 0 ? '+' : '−'}${abs}`,
    verdict: even
      ? 'About even'
      : `${points > 0 ? first : second} is ahead by ${abs} piece${abs === '1.00' ? '' : 's'}`,
    meter: Math.max(-METER_RANGE, Math.min(METER_RANGE, Math.round(points * 100) / 100)),
    fraction: 0.5 + 0.5 * Math.tanh((sign * analysis.score) / BAR_SCALE),
  };
}

/** 950 → "950", 12_345 → "12.3 k", 330_000 → "330 k", 4_500_000 → "4.5 M". */
function count(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} M`;
  if (n >= 1e4) return `${(n / 1e3).toFixed(n >= 1e5 ? 0 : 1)} k`;
  return String(Math.round(n));
}

const cap = (s) => s[0].toUpperCase() + s.slice(1);
