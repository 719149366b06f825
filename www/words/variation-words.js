// The sentences of variations (www/component/variations.js), which load with it: the one-file
// edition, which keeps no variations, leaves them out with it. Added by addLateWords.

import { addLateWords } from './late-words.js';

/** @type {Record<string, import('../types/types.js').Catalogue>} */
const SENTENCES = {
  en: {
    "variation.heading": "Variations",
    "variation.viewing": "In a variation: move {number}, {player}",
    "variation.promote": "Promote variation",
    "variation.delete": "Delete variation",
    "variation.none": "No variation is shown.",
    "variation.continue": "This position is in a variation: promote the variation to play on from it in this game, or play from here.",
    "variation.keeping": "One moment: the variation is being kept.",
  },
  it: {
    "variation.heading": "Varianti",
    "variation.viewing": "In una variante: mossa {number}, {player}",
    "variation.promote": "Promuovi la variante",
    "variation.delete": "Elimina la variante",
    "variation.none": "Nessuna variante è mostrata.",
    "variation.continue": "Questa posizione è in una variante: promuovi la variante per continuare da qui in questa partita, o gioca da qui.",
    "variation.keeping": "Un attimo: la variante viene salvata.",
  },
  de: {
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
