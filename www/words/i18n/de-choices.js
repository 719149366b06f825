// The German catalogue's choices of a new game: the variants' names and one-line
// descriptions, the computer's level names and descriptions, and the rule options — apart from
// de.js, which spreads them in, so that each file stays one readable size.

/** @type {import('../../types/types.js').Catalogue} */
const choices = {
  'variant.standard': 'Standard',
  'variant.scrambled-eggs': 'Rührei',
  'variant.parachute': 'Fallschirm',
  'variant.ambiloa': 'AmbiLOA',
  'variant.standard-6x6': '6×6',
  'variant.standard-7x7': '7×7',
  'option.problem': '„{label}“ ist unbekannt (erwartet: {expected})',
  'option.expectWhole': 'eine ganze Zahl von {min} bis {max}',
  'option.expectMilliseconds': 'eine ganze Zahl von {min} bis {max} (Millisekunden)',
  'option.expectAnimation': 'eine ganze Zahl von {min} bis {max} (Millisekunden; unter 70 keine Animation)',
  'option.expectFlag': 'true oder false',
  'option.expectText': 'ein Text',
  'option.expectMoves': 'Züge, getrennt durch Leerzeichen oder Kommas',
  'option.expectMoveLimit': 'none oder eine ganze Zahl von Zügen von {min} bis {max}',
  'variantAbout.standard': 'Der Klassiker: zwölf Steine je Seite, Schwarz zieht zuerst.',
  'variantAbout.scrambled-eggs': 'Dieselben Felder wie bei Standard, aber die Farben wechseln sich an jedem Rand ab.',
  'variantAbout.parachute': 'In deinen ersten sechs Zügen musst du nach jedem Zug einen Stein des Gegners auf ein beliebiges leeres Feld setzen.',
  'variantAbout.ambiloa': 'Vier Spieler in zwei Teams: der Süden (Weiß) beginnt, dann Westen, Norden und Osten; Nord und Süd spielen gegen Ost und West.',
  'variantAbout.standard-6x6': 'Eine schnelle Partie auf einem 6×6-Brett, acht Steine je Seite.',
  'variantAbout.standard-7x7': 'Die Standard-Aufstellung auf einem 7×7-Brett, zehn Steine je Seite.',
  'levelName.1': 'Anfänger',
  'levelAbout.1': 'viele planlose Züge, übersieht oft den Sieg',
  'levelName.2': 'Neuling',
  'levelAbout.2': 'hat einen Plan, patzt aber noch oft',
  'levelName.3': 'Gelegenheitsspieler',
  'levelAbout.3': 'denkt zwei Züge voraus, patzt oft',
  'levelName.4': 'Vereinsspieler',
  'levelAbout.4': 'rechnet drei Züge voraus, patzt ab und zu',
  'levelName.5': 'Experte',
  'levelAbout.5': 'rechnet tief, nur gelegentlich ein Patzer',
  'levelName.6': 'Volle Stärke',
  'levelAbout.6': 'der beste Zug in der Zeit, die du ihm gibst',
  'variant.gemma': 'Gemma',
  'variantAbout.gemma': 'Jedes Feld, das ein Stein verlässt, wird zum Loch; ein festsitzender Stein darf das Brett verlassen.',
  'variant.black-hole': 'Schwarzes Loch 9×9',
  'variant.standard-12x12': '12×12',
  'variant.hex-5': 'Hex-LOA, Seite 5',
  'variant.hex-6': 'Hex-LOA, Seite 6',
  'variantAbout.black-hole': 'Ein 9×9-Brett, dessen Mitte ein schwarzes Loch ist: Linien zählen es leer, und ein Stein, der darauf landet, ist verloren.',
  'variantAbout.standard-12x12': 'Die Standardregeln auf einem 12×12-Brett, zehn Steine an jedem Rand.',
  'variantAbout.hex-5': 'Sechsecke, 61 Felder: drei Linienrichtungen und sechs Nachbarn je Feld.',
  'variantAbout.hex-6': 'Sechsecke, 91 Felder, mit einem schwarzen Loch in der Mitte.',
  // widerules: Abstract Play's scrambled start of the wide boards (black-hole, hex-6).
  'ui.scrambled': 'Gemischter Anfang (die Farben wechseln sich an jedem Rand ab)',
  // The modes: who plays the two sides.
  'mode.computer': 'Du gegen den Computer',
  'mode.friend': 'Zwei Spieler',
  'mode.watch': 'Computer gegen Computer',
  'mode.study': 'Eine Partie, nachgespielt',
  "mode.link": "Mit Freunden per Link",
};

export default choices;
