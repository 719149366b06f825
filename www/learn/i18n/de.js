// Die deutschen Wörter der Regeltour (nur learn.html): dieselben Schlüssel wie en.js.

/** @type {import('../../types/types.js').Catalogue} */
const de = {
  'learn.title': 'Die Regeln lernen',
  'learn.description': 'Lines of Action in wenigen Minuten lernen: kurze Lektionen auf dem echten Brett, jeder Zug wird geprüft.',
  'learn.back': 'Zurück zur Partie',
  'learn.lessons': 'Lektionen',
  'learn.progress': 'Lektion {number} von {total}',
  'learn.completed': 'erledigt',
  'learn.taskLabel': 'Deine Aufgabe:',
  'learn.again': 'Neu beginnen',
  'learn.next': 'Nächste Lektion',
  'learn.play': 'Eine Partie spielen',
  'learn.loading': 'Die Lektionen werden geladen…',
  'learn.done': 'Sehr gut! Genau so.',
  'learn.allDone': 'Sehr gut! Du hast die Tour geschafft und kennst alle Regeln. Zeit für eine Partie.',
  'learn.continue': 'Gut. Jetzt vervollständige den Zug: setze den Stein ein.',
  'learn.illegal': 'Nicht erlaubt: {reason}.',
  'learn.tryAgain': 'Versuch es noch einmal.',
  'learn.unknown': 'Es gibt keine Lektion „{id}“; hier ist die erste, die noch nicht erledigt ist.',
  'learn.miss.other-move': 'Das ist ein gültiger Zug, aber nicht der, den diese Lektion verlangt.',
  'learn.miss.wrong-piece': 'Das ist ein gültiger Zug, aber die Lektion verlangt, den Stein auf {square} zu ziehen.',
  'learn.miss.no-capture': 'Dieser Zug schlägt nichts.',
  'learn.miss.not-connected': 'Dieser Zug verbindet nicht alle deine Steine.',
  'learn.miss.drawn': 'Damit sind beide Seiten verbunden, und nach diesen Regeln ist das ein Remis.',
  'learn.miss.opponent-wins': 'Dieses Schlagen lässt alle gegnerischen Steine in einer Gruppe zurück: der Gegner gewinnt.',
  'learn.miss.opponent-connects': 'Dann würde {move} die gegnerischen Steine verbinden.',
  'learn.miss.opponent-can-move': {
    one: 'Der Gegner hat noch einen gültigen Zug.',
    other: 'Der Gegner hat noch {count} gültige Züge.',
  },
  'learn.miss.no-draw': 'Dieser Zug wiederholt die Stellung nicht zum dritten Mal.',
  'learn.miss.no-drop': 'In diesem Zug wurde kein Stein eingesetzt.',

  'learn.count.title': 'Ziehen: die Linie zählen',
  'learn.count.text':
    'Ein Stein zieht geradlinig entlang einer Linie, Reihe oder Diagonale, und zwar genau so viele Felder, wie Steine auf dieser ganzen Linie stehen, beider Farben und er selbst mitgezählt. Der Stein auf b1 hat zwei Steine auf seiner Linie, zwei auf seiner Diagonale Richtung h7 und sechs auf Reihe 1.',
  'learn.count.task': 'Ziehe den Stein auf b1 entlang seiner Diagonale.',
  'learn.count.hint': 'Zähle die Steine auf der Diagonale von b1 nach h7: es sind zwei, also zieht der Stein zwei Felder.',

  'learn.jump.title': 'Überspringen',
  'learn.jump.text':
    'Unterwegs darf ein Stein eigene Steine überspringen, gegnerische aber nie. Hier kann der Stein auf f1 nicht drei Felder nach c4 ziehen: der weiße Stein auf d3 steht im Weg.',
  'learn.jump.task': 'Ziehe den Stein auf f1 so weit wie möglich.',
  'learn.jump.hint': 'Auf Reihe 1 stehen fünf Steine, also zieht der Stein auf f1 entlang dieser Reihe fünf Felder, über die eigenen Steine hinweg.',

  'learn.capture.title': 'Schlagen',
  'learn.capture.text':
    'Ein Stein, der seinen Zug auf einem gegnerischen Stein beendet, schlägt ihn. Vorsicht: lässt das Schlagen alle gegnerischen Steine in einer Gruppe zurück, gewinnt der Gegner.',
  'learn.capture.task': 'Schlage einen weißen Stein, ohne Weiß die Partie zu schenken.',

  'learn.connect.title': 'Verbinden',
  'learn.connect.text':
    'Man gewinnt, indem man alle eigenen Steine zu einer Gruppe vereint. Steine gehören zusammen, wenn sie sich an einer Seite oder an einer Ecke berühren: auch diagonale Verbindungen zählen.',
  'learn.connect.task': 'Verbinde alle deine Steine mit einem Zug.',

  'learn.block.title': 'Blockieren',
  'learn.block.text':
    'Achte auf die Drohungen des Gegners. Der schwarze Stein auf b6 kann nach d4 neben seine Gruppe ziehen und gewinnen, wenn dieses Feld nicht besetzt ist.',
  'learn.block.task': 'Verhindere, dass Schwarz sich im nächsten Zug verbindet.',

  'learn.simultaneous.title': 'Beide zugleich',
  'learn.simultaneous.text':
    'Ein Schlagzug kann beide Seiten zugleich verbinden: schlägt man hier auf c3, bleibt Weiß ein einziger Stein, und auch der ist eine Gruppe. Nach den Regeln dieser Partie gewinnt, wer gezogen hat; Turnierregeln werten es als Remis.',
  'learn.simultaneous.task': 'Gewinne mit einem Schlagzug, der beide Seiten verbindet.',

  'learn.pass.title': 'Passen',
  'learn.pass.text':
    'Wer keinen gültigen Zug hat, muss passen, und nur dann. Die schwarzen Steine auf a1 und h8 sind fast eingeschlossen.',
  'learn.pass.task': 'Nimm Schwarz den letzten Zug, sodass Schwarz passen muss.',

  'learn.repetition.title': 'Wiederholung',
  'learn.repetition.text':
    'Kommt dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug vor, endet die Partie remis. Schwarz ist zwischen a1 und a2 hin und her gezogen, Weiß zwischen h1 und h2: die Stellung mit Schwarz auf a1 und Weiß auf h1 kam schon zweimal vor.',
  'learn.repetition.task': 'Lass diese Stellung ein drittes Mal entstehen.',

  'learn.scrambled-eggs.title': 'Rührei',
  'learn.scrambled-eggs.text':
    'Dieselben Felder wie beim normalen Anfang, aber die Farben wechseln sich an jedem Rand ab, sodass ein Stein nicht über gegnerische Steine an seinem Rand entlangziehen kann. Sonst gelten dieselben Regeln.',
  'learn.scrambled-eggs.task': 'Ziehe den Stein auf b1.',

  'learn.parachute.title': 'Fallschirm',
  'learn.parachute.text':
    'Jeder Spieler hat zu Beginn sechs Steine des Gegners in der Hand. In seinen ersten sechs Zügen muss er nach dem Ziehen einen gegnerischen Stein auf ein beliebiges leeres Feld setzen. Schwarz hat von a3 nach c3 gezogen und muss jetzt einsetzen.',
  'learn.parachute.task': 'Setze einen weißen Stein auf ein beliebiges leeres Feld.',

  'learn.ambiloa.title': 'AmbiLOA: vier Spieler, zwei Teams',
  'learn.ambiloa.text':
    'Vier Spieler sitzen im Süden (Weiß), Westen (Schwarz), Norden (Gelb) und Osten (Blau) und ziehen in dieser Reihenfolge: der Süden beginnt. Nord und Süd spielen gemeinsam gegen Ost und West; ein Team gewinnt, wenn alle seine Steine, die beider Partner zusammen, eine Gruppe bilden.',
  'learn.ambiloa.task': 'Du bist der Süden: verbinde die weißen und gelben Steine mit einem Zug.',

  'learn.standard-6x6.title': 'Das 6×6-Brett',
  'learn.standard-6x6.text': 'Die kleinen Bretter behalten alle Regeln; auf 6×6 hat jede Seite acht Steine (zehn auf 7×7), daher sind die Partien kurz.',
  'learn.standard-6x6.task': 'Du spielst Weiß: verbinde deine Steine mit einem Zug.',

  'learn.standard-7x7.title': 'Das 7×7-Brett',
  'learn.standard-7x7.text': 'Der normale Anfang auf einem 7×7-Brett: jede Seite hat zehn Steine, und schon im ersten Zug kann man schlagen.',
  'learn.standard-7x7.task': 'Schlage einen weißen Stein.',
  // gemma: the Gemma lesson.
  'learn.gemma.title': 'Gemma: Löcher und Entfernen',
  'learn.gemma.text': 'In Gemma wird jedes Feld, das ein Stein verlässt, zum Loch: kein Stein darf dort landen, und es zählt auf der Linie nicht. Ein Stein, der nicht ziehen kann, darf stattdessen das Brett verlassen – drücke ihn zweimal.',
  'learn.gemma.task': 'Gewinne, indem du den Stein entfernst, der sich nie den anderen anschließen kann.',
  // Die großen Bretter, beurteilt von der Engine der großen Bretter (src/lesson/cell_board.rs).
  'learn.black-hole.title': 'Black Hole: das Loch auf e5',
  'learn.black-hole.text':
    'Black Hole wird auf 9×9 mit einem Loch in der Mitte, e5, gespielt. Das Loch ist ein leeres Feld, wenn die Steine einer Linie gezählt werden und wenn ein Stein es überquert; ein Stein aber, der auf dem Loch landet, fällt hinein und scheidet aus. Weniger Steine sind weniger zu verbinden: einen hineinfallen zu lassen kann ein Plan sein.',
  'learn.black-hole.task': 'Finde den Zug, der einen schwarzen Stein ins Loch fallen lässt.',
  'learn.hex-5.title': 'Hex-LOA: drei Linien, sechs Nachbarn',
  'learn.hex-5.text':
    'Auf den Sechseckbrettern hat jedes Feld sechs Nachbarn, und ein Stein zieht entlang einer von drei Linien: seiner Reihe oder einer der beiden schrägen Linien. Er zieht genau so viele Felder, wie Steine auf der ganzen Linie stehen, wie auf dem quadratischen Brett. Das Brett mit Seite 6 hat in der Mitte ein Loch, wie in Black Hole.',
  'learn.hex-5.task': 'Schlage den weißen Stein auf c6.',
  'learn.hex-6.title': 'Hex-LOA mit Seite 6: das Loch auf f6',
  'learn.hex-6.text': 'Das Brett mit Seite 6 hat 91 Felder und in der Mitte ein Loch, f6, mit der Regel von Black Hole: es zählt auf einer Linie als leer und darf überquert werden, aber ein Stein, der darauf landet, scheidet aus.',
  'learn.hex-6.task': 'Finde den Zug, der einen schwarzen Stein ins Loch fallen lässt.',
  'learn.standard-12x12.title': 'Das 12×12-Brett',
  'learn.standard-12x12.text':
    'Die Standard-Aufstellung auf einem 12×12-Brett: Schwarz auf b1–k1 und b12–k12, Weiß auf a2–a11 und l2–l11, zehn Steine an jedem Rand. Alle Regeln bleiben gleich, die Linien werden länger: zähle die Steine auf der ganzen Linie.',
  'learn.standard-12x12.task': 'Schlage mit deinem ersten Zug einen weißen Stein.',
  'learn.miss.no-hole': 'Dieser Stein ist nicht im Loch gelandet: zähle die Steine seiner Linie, das Loch zählt als leer.',
};

export default de;
