// embed.html's layout: the board takes the frame's smaller side, whatever the frame's shape.
// CSS alone cannot compare a frame's width with its height minus the controls' height, so this
// measures the controls and sets the board's side (--board-side) and one of three layouts on
// <body> (see embed.css): 'tall', 'compact' or 'wide'.

/** A frame at least this much wider than tall gets its controls in a column beside the board. */
const SIDE_COLUMN_MIN = 140;

/**
 * Keeps `element` (a <loa-board>) fitted to the window; re-fits on every resize.
 * @param {HTMLElement} element
 */
export function fitToFrame(element) {
  const body = document.body;
  const stage = () => element.shadowRoot?.querySelector('[part~="stage"]');

  /** @param {'tall' | 'compact' | 'wide'} layout @param {number} side the board's side, px */
  const setLayout = (layout, side) => {
    body.classList.remove('tall', 'compact', 'wide');
    body.classList.add(layout);
    body.style.setProperty('--board-side', `${Math.max(0, Math.floor(side))}px`);
  };
  /** What the element adds to the board's height: bars and controls, as laid out now. */
  const extraHeight = () => {
    const board = stage();
    return board ? element.getBoundingClientRect().height - board.getBoundingClientRect().height : 0;
  };

  function fit() {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    if (width - height >= SIDE_COLUMN_MIN) {
      setLayout('wide', Math.min(height, width - SIDE_COLUMN_MIN));
      return;
    }
    // Tall first: the board as wide as the frame, if bars and controls still fit below it.
    setLayout('tall', width);
    if (height - extraHeight() >= width) return;
    setLayout('compact', Math.min(width, height));
    setLayout('compact', Math.min(width, height - extraHeight()));
  }

  // The frame's size, and the element's own: its bars and controls change height after the
  // first fit (the stylesheet loads after the element is defined, the status line wraps
  // differently, a catalogue arrives, the board mounts later), and the element's box follows
  // each of them. A fit that changes nothing ends the round.
  const observer = new ResizeObserver(fit);
  observer.observe(document.documentElement);
  observer.observe(element);
  const board = stage();
  if (board) observer.observe(board);
  fit();
  return fit;
}
