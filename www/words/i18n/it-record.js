// Le parole del catalogo italiano per una partita registrata: le etichette della sua intestazione e
// lo studio che diventa una volta aperta, con «Gioca da qui» (vedi en-record.js).

/** @type {import('../../types/types.js').Catalogue} */
const record = {
  'review.playFromHere': 'Gioca da qui',
  'review.playComputer': 'Gioca da qui contro il computer',
  'review.playFriend': 'Gioca da qui con un amico',
  'study.banner': 'Una partita registrata, rivista',
  'study.detail': 'Scorri le mosse, o gioca da qualsiasi posizione.',
  'error.playFromHereMode': '«Gioca da qui» è contro il computer o un amico, non «{mode}».',
  "record.players": "{black} (Nero) – {white} (Bianco)",
  "record.event": "Evento: {value}",
  "record.site": "Luogo: {value}",
  "record.round": "Turno: {value}",
  "record.date": "Data: {value}",
  "record.result": "Risultato: {value}",
};

export default record;
