// The sentences of variations (www/component/variations.js), which load with it, and the
// readers' reasons for a variation they cannot read, which load with the readers' own
// (files.js loadTextWords): the one-file edition, which keeps no variations, leaves them out
// (its readers' few such refusals keep the core's English). Added by addLateWords.

import { addLateWords } from './late-words.js';

/** @type {Record<string, import('../types/types.js').Catalogue>} */
const SENTENCES = {
  en: {
    "reason.variation-no-turn": 'a variation ( with no turn before it to replace',
    "reason.variation-not-open": 'a ) with no variation ( open',
    "reason.variation-not-closed": "the variation's closing ) is missing",
    "reason.variation-result": 'the result {token} inside a variation: only the main line has one',
    "reason.variation-too-deep": 'variations nested deeper than {count}',
    "variation.heading": "Variations",
    "variation.viewing": "In a variation: move {number}, {player}",
    "variation.promote": "Promote variation",
    "variation.delete": "Delete variation",
    "variation.none": "No variation is shown.",
    "variation.continue": "This position is in a variation: promote the variation to play on from it in this game, or play from here.",
    "variation.keeping": "One moment: the variation is being kept.",
  },
  it: {
    "reason.variation-no-turn": 'una variante ( senza un turno prima da sostituire',
    "reason.variation-not-open": 'una ) senza nessuna variante ( aperta',
    "reason.variation-not-closed": 'manca la ) che chiude la variante',
    "reason.variation-result": 'il risultato {token} dentro una variante: solo la linea principale ne ha uno',
    "reason.variation-too-deep": 'varianti annidate oltre {count} livelli',
    "variation.heading": "Varianti",
    "variation.viewing": "In una variante: mossa {number}, {player}",
    "variation.promote": "Promuovi la variante",
    "variation.delete": "Elimina la variante",
    "variation.none": "Nessuna variante è mostrata.",
    "variation.continue": "Questa posizione è in una variante: promuovi la variante per continuare da qui in questa partita, o gioca da qui.",
    "variation.keeping": "Un attimo: la variante viene salvata.",
  },
  de: {
    "reason.variation-no-turn": 'Eine Variante ( ohne einen Zug davor, den sie ersetzt',
    "reason.variation-not-open": 'Eine ) ohne offene Variante (',
    "reason.variation-not-closed": 'Die schließende ) der Variante fehlt',
    "reason.variation-result": 'Das Ergebnis {token} innerhalb einer Variante: Nur die Hauptlinie hat eines',
    "reason.variation-too-deep": 'Varianten tiefer als {count} Ebenen verschachtelt',
    "variation.heading": "Varianten",
    "variation.viewing": "In einer Variante: Zug {number}, {player}",
    "variation.promote": "Variante hochstufen",
    "variation.delete": "Variante löschen",
    "variation.none": "Keine Variante wird gezeigt.",
    "variation.continue": "Diese Stellung liegt in einer Variante: Stufe die Variante hoch, um in dieser Partie von hier weiterzuspielen, oder spiele von hier.",
    "variation.keeping": "Einen Moment: Die Variante wird gespeichert.",
  },
};

/**
 * Adds the sentences of variations to the catalogue `words` speaks and to English, each where
 * missing (an embedder's own words and a catalogue's own sentences stay).
 * @param {import('./words.js').Words} words
 */
export const addVariationWords = (words) => addLateWords(words, SENTENCES);

/** Every language's sentences of variations, for the tests that hold them to English's keys. */
export const VARIATION_SENTENCES = SENTENCES;
