// The sentences of a text the file readers refuse — a malformed tag, SGF syntax, a record's move
// numbers — by the reason's code (src/boundary/text_reason.rs): only a refused file or paste says
// them, so they load with the readers (www/component/files.js), not with the page, whose first
// load has a size budget. English says what the core's `Display` says.

import { addLateWords } from './late-words.js';

/** @type {Record<string, import('../types/types.js').Catalogue>} */
const SENTENCES = {
  en: {
    'reason.tag-no-name': 'tag has no name: expected [Name "value"]',
    'reason.tag-not-quoted': 'tag {name}: expected a quoted value, as in [{name} "value"]',
    'reason.tag-quote-not-closed': "tag {name}: the value's closing quote is missing",
    'reason.tag-not-closed': 'tag {name}: expected ] after the value',
    'reason.comment-not-closed': "the comment's closing } is missing",
    'reason.after-result': '"{token}" after the result {result}',
    'reason.not-a-number': '"{token}" is neither a move number (like 12.) nor a move nor a result',
    'reason.wrong-number': 'move number {token}, expected {expected}',
    'reason.sgf-no-start': 'an SGF game starts with (;',
    'reason.sgf-text-after': 'text after game {game}: expected ( to start another game',
    'reason.sgf-tree-not-closed': 'the game tree is not closed: {count} ) missing',
    'reason.sgf-no-node': 'a game tree needs at least one node (;)',
    'reason.sgf-property-outside-node': 'a property outside a node: expected ; before it',
    'reason.sgf-unexpected': "unexpected '{found}'",
    'reason.sgf-value-not-closed': 'the value of {name} is not closed by ]',
    'reason.sgf-no-value': 'property {name} has no [value]',
    'reason.in-game': 'game {game}: {reason}',
  },
  it: {
    'reason.tag-no-name': 'tag senza nome: si attende [Nome "valore"]',
    'reason.tag-not-quoted': 'tag {name}: manca il valore tra virgolette, come in [{name} "valore"]',
    'reason.tag-quote-not-closed': 'tag {name}: manca la virgoletta che chiude il valore',
    'reason.tag-not-closed': 'tag {name}: dopo il valore ci vuole ]',
    'reason.comment-not-closed': 'manca la } che chiude il commento',
    'reason.after-result': '«{token}» dopo il risultato {result}',
    'reason.not-a-number': '«{token}» non è né un numero di mossa (come 12.) né una mossa né un risultato',
    'reason.wrong-number': 'numero di mossa {token}, ci si aspettava {expected}',
    'reason.sgf-no-start': 'una partita SGF comincia con (;',
    'reason.sgf-text-after': 'testo dopo la partita {game}: un’altra partita comincia con (',
    'reason.sgf-tree-not-closed': { one: 'l’albero della partita non è chiuso: manca 1 )', other: 'l’albero della partita non è chiuso: mancano {count} )' },
    'reason.sgf-no-node': 'un albero di partita ha bisogno di almeno un nodo (;)',
    'reason.sgf-property-outside-node': 'una proprietà fuori da un nodo: prima ci vuole ;',
    'reason.sgf-unexpected': 'carattere inatteso «{found}»',
    'reason.sgf-value-not-closed': 'il valore di {name} non è chiuso da ]',
    'reason.sgf-no-value': 'la proprietà {name} non ha un [valore]',
    'reason.in-game': 'partita {game}: {reason}',
  },
  de: {
    'reason.tag-no-name': 'Tag ohne Namen: Erwartet wird [Name "Wert"]',
    'reason.tag-not-quoted': 'Tag {name}: Es fehlt ein Wert in Anführungszeichen, wie in [{name} "Wert"]',
    'reason.tag-quote-not-closed': 'Tag {name}: Das schließende Anführungszeichen des Werts fehlt',
    'reason.tag-not-closed': 'Tag {name}: Nach dem Wert muss ] stehen',
    'reason.comment-not-closed': 'Die schließende } des Kommentars fehlt',
    'reason.after-result': '„{token}“ nach dem Ergebnis {result}',
    'reason.not-a-number': '„{token}“ ist weder eine Zugnummer (wie 12.) noch ein Zug noch ein Ergebnis',
    'reason.wrong-number': 'Zugnummer {token}, erwartet war {expected}',
    'reason.sgf-no-start': 'Eine SGF-Partie beginnt mit (;',
    'reason.sgf-text-after': 'Text nach Partie {game}: Eine weitere Partie beginnt mit (',
    'reason.sgf-tree-not-closed': { one: 'Der Partiebaum ist nicht geschlossen: Es fehlt 1 )', other: 'Der Partiebaum ist nicht geschlossen: Es fehlen {count} )' },
    'reason.sgf-no-node': 'Ein Partiebaum braucht mindestens einen Knoten (;)',
    'reason.sgf-property-outside-node': 'Eine Eigenschaft außerhalb eines Knotens: Davor muss ; stehen',
    'reason.sgf-unexpected': 'Unerwartetes Zeichen „{found}“',
    'reason.sgf-value-not-closed': 'Der Wert von {name} ist nicht mit ] geschlossen',
    'reason.sgf-no-value': 'Die Eigenschaft {name} hat keinen [Wert]',
    'reason.in-game': 'Partie {game}: {reason}',
  },
};

/** Adds the text readers' sentences to the catalogue `words` speaks. @param {import('./words.js').Words} words */
export const addTextWords = (words) => addLateWords(words, SENTENCES);

/** Every language's text-reader sentences, for the tests that hold them to the core's codes. */
export const TEXT_SENTENCES = SENTENCES;
