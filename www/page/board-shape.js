// The page's board column takes the board's shape. The layout (www/site/style.css) sizes the column
// so that a square board fills the height it has; a hexagonal board is wider than high, and in a
// square column it left a band of the screen unused (a phone in landscape most of all). This tells
// the layout the shape as it is drawn, the width of the board's stage over its height, in
// --board-aspect; the column is then that much wider and the space kept for the board that much
// lower. Read from the drawn box, so the shape is known once, where the board lays itself out.

/** Ratios are rounded so that a box's subpixel sizes do not set the variable again and again. */
const PRECISION = 1000;

/**
 * Keeps `--board-aspect` on the document's root equal to the width over the height of `stage`.
 * @param {HTMLElement} stage the board's stage (.loa-stage), whose CSS aspect ratio is the shape's
 */
export function followBoardShape(stage) {
  const root = document.documentElement;
  const update = () => {
    const { width, height } = stage.getBoundingClientRect();
    if (!width || !height) return;
    const aspect = String(Math.round((width / height) * PRECISION) / PRECISION);
    if (root.style.getPropertyValue('--board-aspect') !== aspect) root.style.setProperty('--board-aspect', aspect);
  };
  new ResizeObserver(update).observe(stage);
  update();
}
