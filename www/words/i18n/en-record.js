// The English catalogue's words of a game record: its head's labels (the players, event, site,
// round, date, result) and the study an opened record becomes, with "Play from here" — apart
// from en.js, which spreads them in, so that each file stays one readable size.

/** @type {import('../../types/types.js').Catalogue} */
const record = {
  'review.playFromHere': 'Play from here',
  'review.playComputer': 'Play the computer from here',
  'review.playFriend': 'Play a friend from here',
  'study.banner': 'A record, replayed',
  'study.detail': 'Step through it, or play on from any position.',
  'error.playFromHereMode': 'Play from here is against the computer or a friend, not “{mode}”.',
  "record.players": "{black} (Black) – {white} (White)",
  "record.event": "Event: {value}",
  "record.site": "Site: {value}",
  "record.round": "Round: {value}",
  "record.date": "Date: {value}",
  "record.result": "Result: {value}",
};

export default record;
