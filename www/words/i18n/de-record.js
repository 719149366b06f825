// Die Wörter des deutschen Katalogs zu einer Partieaufzeichnung: die Angaben ihres Kopfes und die
// Studie, zu der sie geöffnet wird, mit „Von hier neu spielen“ (siehe en-record.js).

/** @type {import('../../types/types.js').Catalogue} */
const record = {
  'review.playFromHere': 'Von hier neu spielen',
  'review.playComputer': 'Von hier gegen den Computer',
  'review.playFriend': 'Von hier zu zweit',
  'study.banner': 'Eine Partie, nachgespielt',
  'study.detail': 'Geh die Züge durch oder spiel von einer Stellung aus weiter.',
  'error.playFromHereMode': '„Von hier neu spielen“ geht gegen den Computer oder zu zweit, nicht „{mode}“.',
  "record.players": "{black} (Schwarz) – {white} (Weiß)",
  "record.event": "Turnier: {value}",
  "record.site": "Ort: {value}",
  "record.round": "Runde: {value}",
  "record.date": "Datum: {value}",
  "record.result": "Ergebnis: {value}",
};

export default record;
