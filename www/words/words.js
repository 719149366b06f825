// Every sentence the board and the index page say comes from here: `t(key, params)` looks a key
// up in a catalogue (www/words/i18n/en.js is the English one and the fallback) and fills in its
// parameters; the phrase helpers below build the recurring sentences from what the core's state
// says (players, seats, sides, the colour a drop places). They word facts, they never derive them:
// which colour a drop places or which seat a colour sits on is read from the state.
//
// Translations plug in here:
//   import { registerCatalogue } from './www/board.js';
//   registerCatalogue('de', { 'status.toMove': '{player} ist am Zug.', … });
//   mount(element, { locale: 'de' });                       // a whole catalogue
//   mount(element, { words: { 'chip.you': 'Me' } });        // or a few sentences replaced
// Keys missing from a catalogue fall back to English, so a partial catalogue still works.

import en from './i18n/en.js';

/** @typedef {import('../types/types.js').Catalogue} Catalogue */
/** @typedef {import('../types/types.js').State} State */
/** @typedef {import('../types/types.js').Player} Player */
/** @typedef {import('../types/types.js').Played} Played */
/** @typedef {import('../types/types.js').Outcome} Outcome */
/** @typedef {Record<string, string | number>} Params */

/**
 * At most the first 40 characters of what someone typed or sent, for quoting it in a sentence:
 * a message names the input without repeating a whole address or file on the page.
 * @param {string} text
 */
export function excerpt(text) {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** @type {Map<string, Catalogue>} */
const catalogues = new Map([['en', en]]);

/** The plural categories Intl.PluralRules may answer. */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * Adds (or replaces) the catalogue for `locale`, a BCP 47 tag such as 'it' or 'de'. Boards
 * mounted afterwards with `{locale}` speak it. Throws if a value is neither a template nor an
 * object of plural forms with an `other` form.
 * @param {string} locale
 * @param {Catalogue} catalogue
 */
export function registerCatalogue(locale, catalogue) {
  if (typeof locale !== 'string' || !locale) throw new Error('a catalogue needs a locale such as "de"');
  checkCatalogue(catalogue, `the "${locale}" catalogue`);
  catalogues.set(locale, catalogue);
}

/** The locales with a registered catalogue ('en' always). */
export function locales() {
  return [...catalogues.keys()];
}

/**
 * @param {unknown} catalogue
 * @param {string} what
 * @returns {asserts catalogue is Catalogue}
 */
function checkCatalogue(catalogue, what) {
  if (!catalogue || typeof catalogue !== 'object') throw new Error(`${what} must be an object of key → sentence`);
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') continue;
    const forms = value && typeof value === 'object' ? Object.keys(value) : [];
    const valid =
      forms.includes('other') &&
      forms.every((f) => PLURAL_FORMS.has(f) && typeof (/** @type {any} */ (value)[f]) === 'string');
    if (!valid) throw new Error(`${what}: "${key}" must be a sentence or plural forms with an "other" form`);
  }
}

/**
 * The words of one board: its locale's catalogue with the embedder's own sentences on top.
 * Throws for a locale with no registered catalogue or a malformed `words` object.
 * @param {{locale?: string, words?: Catalogue}} [options]
 * @returns {Words}
 */
export function createWords({ locale = 'en', words = {} } = {}) {
  const catalogue = catalogues.get(locale);
  if (!catalogue) {
    throw new Error(`no catalogue for the locale "${locale}" (registered: ${locales().join(', ')}); using English`);
  }
  checkCatalogue(words, 'the words option');
  return new Words(locale, catalogue, words);
}

export class Words {
  /**
   * @param {string} locale
   * @param {Catalogue} catalogue
   * @param {Catalogue} overrides
   */
  constructor(locale, catalogue, overrides) {
    this.locale = locale;
    this.catalogue = catalogue;
    this.overrides = overrides;
    this.plurals = new Intl.PluralRules(locale);
  }

  /**
   * The sentence for `key` with `{name}` parameters filled in; a plural entry picks its form by
   * `params.count`. An unknown key comes back as itself, visible but harmless.
   * @param {string} key
   * @param {Params} [params]
   */
  t(key, params = {}) {
    const entry = this.overrides[key] ?? this.catalogue[key] ?? en[key];
    if (entry === undefined) return key;
    const template =
      typeof entry === 'string' ? entry : (entry[this.plurals.select(Number(params.count ?? 0))] ?? entry.other);
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  }

  /** @param {string} colour "Black" */
  colour(colour) {
    return this.t(`colour.${colour}`);
  }

  /** @param {string} colour "black", as in "a black piece" */
  piece(colour) {
    return this.t(`piece.${colour}`);
  }

  /** @param {string} side "East–West" */
  side(side) {
    return this.t(`side.${side}`);
  }

  /** @param {string} key a variant key */
  variant(key) {
    return this.t(`variant.${key}`);
  }

  /** @param {string} key a mode key */
  mode(key) {
    return this.t(`mode.${key}`);
  }

  /** "Black", or in AmbiLOA "South (White)". @param {Pick<Player, 'colour' | 'seat'>} player */
  player(player) {
    const colour = this.colour(player.colour);
    return player.seat ? this.t('player.seated', { seat: this.t(`seat.${player.seat}`), colour }) : this.t('player.plain', { colour });
  }

  /** The player of `colour` in `state`, worded; the bare colour if the state lacks it. */
  playerOf(/** @type {State} */ state, /** @type {string} */ colour) {
    const player = state.players.find((p) => p.colour === colour);
    return player ? this.player(player) : this.colour(colour);
  }

  /** "Black wins", "East–West wins" or "Draw". @param {Outcome} outcome */
  headline(outcome) {
    return outcome.winner ? this.t('headline.win', { side: this.side(outcome.winner) }) : this.t('headline.draw');
  }

  /**
   * Why a game ended, capitalised for display: "Black connected all pieces", "Draw by threefold
   * repetition". Worded from the core's cause and sides; a cause this page does not know yet
   * keeps the core's English reason.
   * @param {{cause?: string, winner?: string | null, loser?: string | null, reason?: string}} outcome
   */
  outcomeReason(outcome) {
    const text = this.reasonInSentence(outcome);
    return text.charAt(0).toLocaleUpperCase(this.locale) + text.slice(1);
  }

  /** The reason a game ended as the middle of a sentence (lower case where the language allows). */
  reasonInSentence(/** @type {{cause?: string, winner?: string | null, loser?: string | null, reason?: string}} */ outcome) {
    const cause = outcome.cause === 'simultaneous' ? (outcome.winner ? 'simultaneous-win' : 'simultaneous-draw') : outcome.cause;
    const key = `reason.${cause}`;
    if (!(key in en)) return outcome.reason ?? '';
    return this.t(key, { winner: outcome.winner ? this.side(outcome.winner) : '', loser: outcome.loser ? this.side(outcome.loser) : '' });
  }

  /**
   * A move the core refused, in words. The core's Error carries `code` and `params` for a
   * refusal by the rules (src/boundary/refusal.rs); the English catalogue words them exactly as
   * the core's message. Anything else (a malformed request) keeps the core's English message.
   * @param {unknown} err an Error from WasmGame.play, or the object explainCode returns
   */
  refusal(err) {
    const e = /** @type {{code?: unknown, params?: Record<string, any>, message?: string} | null} */ (err);
    const key = `play.${e?.code}`;
    if (!e || typeof e.code !== 'string' || !(key in en)) return String(e?.message ?? err);
    const p = e.params ?? {};
    /** @type {Params} */
    const named = { ...p };
    if (p.owner) named.owner = this.colour(p.owner);
    if (p.turn) named.turn = this.colour(p.turn);
    if (p.variant) named.variant = this.variant(p.variant);
    if (p.lineKind) named.line = this.t(`line.${p.lineKind}`, { name: p.line });
    if (p.pieces !== undefined) named.count = p.pieces;
    // The core's sentence names the result in lower case ("the game is over: draw by …").
    if (p.cause) named.reason = this.reasonInSentence(p);
    return this.t(key, named);
  }

  /**
   * A text the file readers refused, in words: the kind of text and its place, then what is
   * wrong. The core's Error carries `text` (src/boundary/text_error.rs): a turn that cannot be
   * played is worded with its number, player and the rules' refusal as a refused move is
   * (`refusal`); a reason the core sends no code for, and an Error without `text`, keep the
   * core's English.
   * @param {unknown} err an Error from the file readers' importText or readRecord
   */
  textError(err) {
    const e = /** @type {{text?: import('../types/types.js').TextErrorView, message?: string} | null} */ (err);
    const text = e?.text;
    if (!text || typeof text !== 'object') return String(e?.message ?? err);
    const place = text.format ? this.t(`text.${text.format}`, { line: text.line, column: text.column }) : '';
    const turn = text.turn;
    let what = text.detail;
    if (text.code === 'empty') what = this.t('text.empty');
    else if (text.reason) {
      // Its sentence loads with the readers (text-words.js); without it the core's English stands.
      const { code, facts } = text.reason;
      const said = this.t(`reason.${code}`, facts);
      if (said !== `reason.${code}`) what = facts.inGame ? this.t('reason.in-game', { game: facts.inGame, reason: said }) : said;
    }
    else if (text.code === 'move' && turn) {
      const said = { number: turn.number, player: this.player({ colour: turn.player, seat: turn.seat ?? null }), token: turn.token };
      if (turn.code === 'wrong-turn') what = this.t('text.wrongTurn', said);
      else if (turn.code) {
        const reason = this.refusal({ code: turn.code, params: turn.params, message: turn.why });
        // A refusal that names the move's squares says the move itself; others follow its text.
        what = this.t(turn.params?.from ? 'text.moveRefused' : 'text.move', { ...said, reason });
      } else what = this.t('text.move', { ...said, reason: turn.why });
    }
    return place ? `${place}: ${what}` : what;
  }

  /** The board's status line: "Black to move.", "Black: place one of White's pieces …", or the result. */
  status(/** @type {State | null} */ state) {
    if (!state) return '';
    const o = state.outcome;
    if (o) return this.t('status.over', { headline: this.headline(o), reason: this.outcomeReason(o) });
    return this.turn(state, 'status');
  }

  /**
   * What the player to move is asked, under `prefix` ('status' for the board, 'panel' for the
   * index page): "Black: place one of White's pieces on any empty square (3 left)" when a drop is
   * due, "North–South team: South (White) moves next" when the mover plays in a team, else
   * "Black to move". Every fact is the core's: the drop's colour, the pieces the mover holds, the
   * sides of the players (a team is two players with one side).
   * @param {State} state @param {'status' | 'panel'} prefix
   */
  turn(state, prefix) {
    const player = this.playerOf(state, state.turn);
    const mover = state.players.find((p) => p.colour === state.turn);
    if (state.dropDue && state.dropColour) {
      return this.t(`${prefix}.toDrop`, { player, owner: this.colour(state.dropColour), count: mover?.inHand ?? 0 });
    }
    const team = mover && state.players.some((p) => p !== mover && p.side === mover.side);
    if (mover && team) return this.t(`${prefix}.teamToMove`, { team: this.side(mover.side), player });
    return this.t(`${prefix}.toMove`, { player });
  }

  /** A played move in words: "Black b1-d3", "White a3xd3, a capture", "Black drops a white piece on d4". */
  describe(/** @type {Played} */ move, /** @type {State} */ state) {
    const player = this.playerOf(state, move.colour);
    if (move.kind === 'pass') return this.t('move.pass', { player });
    if (move.kind === 'vacate') return this.t('move.vacate', { player, square: move.from ?? '' });
    if (move.kind === 'drop') {
      const hand = state.players.find((p) => p.colour === move.colour)?.handColour;
      return this.t('move.drop', { player, piece: hand ? this.piece(hand) : '', square: move.to ?? '' });
    }
    return this.t(move.capture ? 'move.capture' : 'move.slide', { player, move: move.text });
  }

  /** The index page's status: like the board's, plus what the computer is doing. */
  panelStatus(/** @type {State | null} */ state, /** @type {{computerThinking: boolean, hintThinking: boolean}} */ now) {
    if (!state) return this.t('panel.loading');
    if (state.outcome) return this.t('panel.over', { reason: this.outcomeReason(state.outcome) });
    const player = this.playerOf(state, state.turn);
    if (now.computerThinking) return this.t('panel.computerThinking', { player });
    if (now.hintThinking) return this.t('panel.hintThinking', { player });
    return this.turn(state, 'panel');
  }

  /** A chip's name: "Black", or in AmbiLOA "South · White". @param {Player} player */
  chipName(player) {
    const colour = this.colour(player.colour);
    return player.seat ? this.t('chip.seated', { seat: this.t(`seat.${player.seat}`), colour }) : colour;
  }

  /**
   * A grid cell's accessible name: "b1, black", "c3, empty, legal move", "d4, empty, hint: drop here".
   * @param {string} square
   * @param {string | undefined} colour the piece on it
   * @param {{selected: boolean, target: {capture: boolean} | undefined, hintFrom: boolean, hintTo: boolean, hintIsDrop: boolean, hole?: boolean}} marks
   */
  cell(square, colour, marks) {
    let text = colour ? this.t('grid.piece', { square, piece: this.piece(colour) }) : this.t(marks.hole ? 'grid.hole' : 'grid.empty', { square });
    if (marks.selected) text += this.t('grid.selected');
    if (marks.target) text += this.t(marks.target.capture ? 'grid.capture' : 'grid.target');
    if (marks.hintFrom) text += this.t('grid.hintFrom');
    if (marks.hintTo) text += this.t(marks.hintIsDrop ? 'grid.hintDrop' : 'grid.hintTo');
    return text;
  }

  /** A list of items ("b3, d3"). @param {string[]} items */
  list(items) {
    return items.join(this.t('list.separator'));
  }

  /**
   * 0.5 → "0,5" in Italian and German: a short number with the language's decimal mark. Not
   * Intl.NumberFormat, whose first use costs a phone tens of milliseconds while the page starts.
   * @param {number} n
   */
  decimal(n) {
    return String(n).replace('.', this.t('number.decimalMark'));
  }

  /** 950 → "950", 12_345 → "12.3 k", 330_000 → "330 k", 4_500_000 → "4.5 M" (the decimal mark of the language). @param {number} n */
  count(n) {
    const number = (/** @type {number} */ value, /** @type {number} */ digits) =>
      new Intl.NumberFormat(this.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
    if (n >= 1e6) return this.t('number.millions', { value: number(n / 1e6, 1) });
    if (n >= 1e4) return this.t('number.thousands', { value: number(n / 1e3, n >= 1e5 ? 0 : 1) });
    return number(n, 0);
  }
}

/** The English words, for code that has no board at hand (e.g. the exported `headline`). */
export const english = new Words('en', en, {});
