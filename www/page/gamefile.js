// The index page's game files: share the game (the device's share sheet, or the link copied),
// copy the link, the record or the SGF; download the record (.txt) and the SGF (.sgf); open a
// pasted text or a file. The core writes and reads every format.

/** @typedef {import('../types/types.js').Api} Api */

/** A file longer than this (in characters) is opened without being shown in the text box. */
const LARGE_FILE = 100_000;

/**
 * The address that replays this game: the core's compact link plus the page's settings.
 * @param {Api} board @param {string} base the page's address
 */
export function gameAddress(board, base) {
  const pos = board.getPosition();
  const cfg = board.config();
  const url = new URL(base);
  /** @type {Record<string, string>} */
  const query = { g: pos?.link ?? '', mode: cfg.mode, side: cfg.human, level: String(cfg.level) };
  if (cfg.level === 6) query.movetime = String(cfg.moveTime);
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.href;
}

/**
 * Wires the copy, download and open buttons of the page.
 * @param {Api} board
 * @param {{note: HTMLElement, dialog: HTMLDialogElement, onOpened: () => void, onCollection?: (text: string) => Promise<boolean>}} parts
 *   `onCollection` is offered a text that is not one game (a collection, say): true when it took it
 * @returns {Record<string, () => unknown>} the actions by name
 */
export function createGameFile(board, { note, dialog, onOpened, onCollection }) {
  const t = board.words().t.bind(board.words());
  /** @param {string} text @param {string} done the key of the sentence on success */
  const copy = async (text, done) => {
    try {
      await navigator.clipboard.writeText(text);
      note.textContent = t(done);
    } catch {
      note.textContent = text; // the clipboard is refused: the text is shown to copy by hand
    }
    note.hidden = false;
  };
  /** @param {string} text @param {string} ext @param {string} type */
  const download = (text, ext, type) => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type }));
    a.download = `lines-of-action.${ext}`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  };
  const record = () => board.getPosition()?.record ?? '';

  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
  const text = /** @type {HTMLTextAreaElement} */ (form.elements.namedItem('text'));
  const file = /** @type {HTMLInputElement} */ (form.elements.namedItem('file'));
  const error = /** @type {HTMLElement} */ (dialog.querySelector('#open-error'));
  /** @param {string} reason */
  const refuse = (reason) => {
    error.textContent = reason;
    error.hidden = false;
  };
  /** The text of a large file chosen, kept out of the text box; null when the box is what opens. @type {string | null} */
  let chosenText = null;
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    // The core reads at most 16 MB (MAX_TEXT_BYTES); a larger file is not read into the page.
    if (chosen.size > 16 * 1024 * 1024) {
      // Rounded up to a tenth: a file over the limit never reads as the limit itself (16.1, not 16).
      refuse(t('open.tooLarge', { size: board.words().decimal(Math.ceil((chosen.size / 1024 / 1024) * 10) / 10) }));
      return;
    }
    const read = await chosen.text();
    // A large file (a tournament's collection) is kept aside, not put in the text box: a box of
    // megabytes makes the page crawl. Typing in the box opens what is typed instead.
    chosenText = read.length > LARGE_FILE ? read : null;
    text.value = chosenText === null ? read : '';
    text.placeholder = chosenText === null ? '' : t('open.large', { name: chosen.name });
  });
  text.addEventListener('input', () => {
    chosenText = null;
    text.placeholder = '';
  });
  form.addEventListener('submit', async (e) => {
    if (/** @type {HTMLButtonElement | null} */ (e.submitter)?.value !== 'open') return;
    const opened = chosenText ?? text.value;
    // The readers load on first use, so the dialog closes itself once the game is read; on a
    // refusal it stays open with the reason, the game untouched.
    e.preventDefault();
    const result = await board.importGame(opened);
    if (result.ok) {
      dialog.close();
      onOpened();
      return;
    }
    // An SGF file of several games (a tournament) opens as a list to pick from: the reader's
    // "one game is read here" is no refusal to show for it.
    const listed = opened.trimStart().startsWith('(') ? await board.readCollection(opened) : null;
    if (!listed?.ok || !listed.games || listed.games.length < 2) {
      refuse(result.reason ?? '');
      return;
    }
    const { showCollection } = await import('./collection.js');
    error.hidden = true;
    // The index page can also keep every game of the file in its games list (its own export).
    const keepAll = onCollection && (() => onCollection(opened).then((taken) => taken && dialog.close()));
    showCollection(board, listed.games, { dialog, error, onOpened, keepAll });
  });

  /** The share sheet where the device has one (phones); elsewhere, or if it fails, the link is copied. */
  const share = async () => {
    const url = gameAddress(board, location.href);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('share.title'), text: t('share.text'), url });
        return;
      } catch (err) {
        // The person closed the sheet: nothing more to do. Any other failure falls back to copying.
        if (/** @type {Error} */ (err)?.name === 'AbortError') return;
      }
    }
    await copy(url, 'panel.copyLink');
  };

  return {
    share,
    'copy-link': () => copy(gameAddress(board, location.href), 'panel.copyLink'),
    'copy-record': () => copy(record(), 'panel.copyRecord'),
    'copy-sgf': () => copy(board.sgf() ?? '', 'panel.copySgf'),
    'download-txt': () => download(record(), 'txt', 'text/plain'),
    'download-sgf': () => download(board.sgf() ?? '', 'sgf', 'application/x-go-sgf'),
    open: () => {
      dialog.querySelector('#open-collection')?.remove();
      chosenText = null;
      text.placeholder = '';
      error.hidden = true;
      text.value = '';
      file.value = '';
      dialog.showModal();
    },
  };
}
