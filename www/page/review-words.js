// The words of the whole-game analysis (game-review.js) in every language, loaded with it: they
// are not in the board's catalogues (www/words/i18n/*.js), which every page load fetches. Only the
// button's label and the failure to load (gameReview.run, .title, .failed) are there. Same rules
// as the catalogues: `{name}` parameters, plural forms chosen by `count`.

/** @typedef {Record<string, string | Record<string, string>>} Sentences */

/** @type {Record<'en' | 'it' | 'de', Sentences>} */
const SENTENCES = {
  en: {
    "gameReview.stop": "Stop",
    "gameReview.progress": "Analysing position {done} of {total}…",
    "gameReview.done": { one: "{count} position analysed.", other: "All {count} positions analysed." },
    "gameReview.stopped": "Stopped after {done} of {total} positions.",
    "gameReview.offline": "The game analysis needs the computer's files, which are not available offline yet ({message}).",
    "gameReview.graph": "Evaluation graph: {side}'s share of the game, move by move. Click a point to see that move.",
    "gameReview.inaccuracy": "Inaccuracy",
    "gameReview.mistake": "Mistake",
    "gameReview.blunder": "Blunder",
    "gameReview.legend": "Dark: {side}'s share of the game. Top: {side} wins; bottom: {other} wins; dashed: level.",
    "gameReview.fine": "no mistake found.",
    "gameReview.better": "Better: {move}",
    "gameReview.missedWin": "missed a win in {count}",
    "gameReview.allowedLoss": "allowed a loss in {count}",
    "gameReview.notKept": "This analysis could not be kept on this device (storage is full or blocked): it stays shown until you leave the page.",
  },
  it: {
    "gameReview.stop": "Ferma",
    "gameReview.progress": "Analisi della posizione {done} di {total}…",
    "gameReview.done": { one: "{count} posizione analizzata.", other: "Tutte le {count} posizioni analizzate." },
    "gameReview.stopped": "Fermata dopo {done} posizioni su {total}.",
    "gameReview.offline": "L'analisi della partita ha bisogno dei file del computer, non ancora disponibili offline ({message}).",
    "gameReview.graph": "Grafico della valutazione: la parte di partita di {side}, mossa per mossa. Fai clic su un punto per vedere quella mossa.",
    "gameReview.inaccuracy": "Imprecisione",
    "gameReview.mistake": "Errore",
    "gameReview.blunder": "Svista grave",
    "gameReview.legend": "Scuro: la parte di partita di {side}. In alto vince {side}, in basso {other}; tratteggio: parità.",
    "gameReview.fine": "nessun errore trovato.",
    "gameReview.better": "Meglio: {move}",
    "gameReview.missedWin": { one: "ha mancato una vittoria in {count} mossa", other: "ha mancato una vittoria in {count} mosse" },
    "gameReview.allowedLoss": { one: "ha concesso una sconfitta in {count} mossa", other: "ha concesso una sconfitta in {count} mosse" },
    "gameReview.notKept": "Non è stato possibile conservare questa analisi sul dispositivo (memoria piena o bloccata): resta visibile finché non lasci la pagina.",
  },
  de: {
    "gameReview.stop": "Stopp",
    "gameReview.progress": "Analysiere Stellung {done} von {total}…",
    "gameReview.done": { one: "{count} Stellung analysiert.", other: "Alle {count} Stellungen analysiert." },
    "gameReview.stopped": "Angehalten nach {done} von {total} Stellungen.",
    "gameReview.offline": "Die Partieanalyse braucht die Dateien des Computers, die offline noch nicht bereitstehen ({message}).",
    "gameReview.graph": "Bewertungsgraph: der Anteil von {side} an der Partie, Zug für Zug. Klicke auf einen Punkt, um diesen Zug zu sehen.",
    "gameReview.inaccuracy": "Ungenauigkeit",
    "gameReview.mistake": "Fehler",
    "gameReview.blunder": "Grober Fehler",
    "gameReview.legend": "Dunkel: der Anteil von {side} an der Partie. Oben gewinnt {side}, unten {other}; gestrichelt: ausgeglichen.",
    "gameReview.fine": "kein Fehler gefunden.",
    "gameReview.better": "Besser: {move}",
    "gameReview.missedWin": { one: "Gewinn in {count} Zug verpasst", other: "Gewinn in {count} Zügen verpasst" },
    "gameReview.allowedLoss": { one: "Verlust in {count} Zug zugelassen", other: "Verlust in {count} Zügen zugelassen" },
    "gameReview.notKept": "Diese Analyse konnte auf diesem Gerät nicht gespeichert werden (Speicher voll oder gesperrt); sie bleibt sichtbar, bis du die Seite verlässt.",
  },
};

/**
 * A `t(key, params)` for the analysis in the language of `words` (the board's), English where
 * that language has no such sentence; it falls back on the board's own words for their keys.
 * @param {import('../words/words.js').Words} words
 * @returns {(key: string, params?: Record<string, string | number>) => string}
 */
export function reviewWords(words) {
  const own = SENTENCES[/** @type {'en' | 'it' | 'de'} */ (words.locale)] ?? SENTENCES.en;
  const plurals = new Intl.PluralRules(words.locale);
  return (key, params = {}) => {
    const entry = own[key] ?? SENTENCES.en[key];
    if (entry === undefined) return words.t(key, params);
    const sentence = typeof entry === 'string' ? entry : (entry[plurals.select(Number(params.count ?? 0))] ?? entry.other);
    return sentence.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  };
}

/** Every language's sentences, for the test that each language has every key. */
export const REVIEW_SENTENCES = SENTENCES;
