// The Italian catalogue's choices of a new game: the variants' names and one-line
// descriptions, the computer's level names and descriptions, and the rule options — apart from
// it.js, which spreads them in, so that each file stays one readable size.

/** @type {import('../../types/types.js').Catalogue} */
const choices = {
  'variant.standard': 'Standard',
  'variant.scrambled-eggs': 'Uova strapazzate',
  'variant.parachute': 'Paracadute',
  'variant.ambiloa': 'AmbiLOA',
  'variant.standard-6x6': '6×6',
  'variant.standard-7x7': '7×7',
  'option.problem': '«{label}» non è valido (atteso: {expected})',
  'option.expectWhole': 'un numero intero da {min} a {max}',
  'option.expectMilliseconds': 'un numero intero da {min} a {max} (millisecondi)',
  'option.expectAnimation': 'un numero intero da {min} a {max} (millisecondi; sotto 70 niente animazione)',
  'option.expectFlag': 'true o false',
  'option.expectText': 'un testo',
  'option.expectMoves': 'mosse separate da spazi o virgole',
  'option.expectMoveLimit': 'none o un numero intero di turni da {min} a {max}',
  'variantAbout.standard': 'La classica: dodici pedine a testa, muove per primo il Nero.',
  'variantAbout.scrambled-eggs': 'Le stesse caselle della Standard, ma i colori si alternano lungo ogni bordo.',
  'variantAbout.parachute': 'Nei tuoi primi sei turni, dopo ogni mossa devi collocare una pedina dell’avversario in una qualsiasi casella vuota.',
  'variantAbout.ambiloa': 'Quattro giocatori in due squadre: Sud (bianco) muove per primo, poi Ovest, Nord ed Est; Nord e Sud giocano contro Est e Ovest.',
  'variantAbout.standard-6x6': 'Una partita veloce su una scacchiera 6×6, otto pedine a testa.',
  'variantAbout.standard-7x7': 'La disposizione Standard su una scacchiera 7×7, dieci pedine a testa.',
  'levelName.1': 'Principiante',
  'levelAbout.1': 'molte mosse senza piano, spesso manca la vittoria',
  'levelName.2': 'Novizio',
  'levelAbout.2': 'ha un piano, ma sbaglia ancora spesso',
  'levelName.3': 'Dilettante',
  'levelAbout.3': 'guarda due mosse avanti, sbaglia spesso',
  'levelName.4': 'Giocatore di circolo',
  'levelAbout.4': 'calcola tre mosse avanti, ogni tanto sbaglia',
  'levelName.5': 'Esperto',
  'levelAbout.5': 'calcola a fondo, qualche rara svista',
  'levelName.6': 'Massima forza',
  'levelAbout.6': 'la mossa migliore nel tempo che gli dai',
  'variant.gemma': 'Gemma',
  'variantAbout.gemma': 'Ogni casella lasciata da una pedina diventa un buco; una pedina bloccata può uscire dalla scacchiera.',
  'variant.black-hole': 'Buco nero 9×9',
  'variant.standard-12x12': '12×12',
  'variant.hex-5': 'LOA esagonale, lato 5',
  'variant.hex-6': 'LOA esagonale, lato 6',
  'variantAbout.black-hole': 'Una scacchiera 9×9 il cui centro è un buco nero: sulle linee conta come vuoto, e una pedina che vi arriva è perduta.',
  'variantAbout.standard-12x12': 'Le regole standard su una scacchiera 12×12, dieci pedine su ogni bordo.',
  'variantAbout.hex-5': 'Esagoni, 61 caselle: tre direzioni di linea e sei vicine per casella.',
  'variantAbout.hex-6': 'Esagoni, 91 caselle, con un buco nero al centro.',
  // widerules: Abstract Play's scrambled start of the wide boards (black-hole, hex-6).
  'ui.scrambled': 'Partenza mescolata (i colori si alternano lungo ogni lato)',
  // The modes: who plays the two sides.
  'mode.computer': 'Tu contro il computer',
  'mode.friend': 'Due giocatori',
  'mode.watch': 'Computer contro computer',
  'mode.study': 'Una partita registrata, rivista',
  "mode.link": "Un amico, via link",
};

export default choices;
