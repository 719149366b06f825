// Pointer input on the canvas: click-click (tap-tap) and drag-and-drop, for mouse, pen and touch
// alike through Pointer Events. A press becomes a drag once it moves 3 px (chessground's
// threshold); otherwise its release is a click. The canvas has `touch-action: none`, so a finger
// dragging a piece never scrolls the page.

const DRAG_THRESHOLD = 3;

/**
 * @typedef {object} PointerIntents
 * @property {(square: string, pointerType: string) => boolean} press whether a drag may start from the square
 * @property {(square: string) => void} release the end of a click
 * @property {(from: string, x: number, y: number) => void} dragMove
 * @property {(from: string, to: string | null) => void} drop
 * @property {() => void} cancel
 */

/**
 * Listens on `canvas`. `squareAt(x, y)` maps canvas CSS pixels to a square name or null.
 * @param {HTMLCanvasElement} canvas
 * @param {(x: number, y: number) => string | null} squareAt
 * @param {PointerIntents} ctl
 * @returns {() => void} a function that removes every listener
 */
export function listen(canvas, squareAt, ctl) {
  /** @type {{id: number, square: string, x0: number, y0: number, dragging: boolean, draggable: boolean} | null} */
  let track = null;

  /** @param {PointerEvent} e */
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  /** @param {PointerEvent} e */
  const down = (e) => {
    if (track || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const { x, y } = local(e);
    const square = squareAt(x, y);
    if (!square) return;
    e.preventDefault();
    const draggable = ctl.press(square, e.pointerType);
    track = { id: e.pointerId, square, x0: x, y0: y, dragging: false, draggable };
    canvas.setPointerCapture?.(e.pointerId);
  };

  /** @param {PointerEvent} e */
  const move = (e) => {
    if (!track || e.pointerId !== track.id) return;
    const { x, y } = local(e);
    if (!track.dragging && track.draggable && Math.hypot(x - track.x0, y - track.y0) >= DRAG_THRESHOLD) {
      track.dragging = true;
    }
    if (track.dragging) ctl.dragMove(track.square, x, y);
  };

  /** @param {PointerEvent} e */
  const up = (e) => {
    if (!track || e.pointerId !== track.id) return;
    const t = track;
    track = null;
    const { x, y } = local(e);
    if (t.dragging) ctl.drop(t.square, squareAt(x, y));
    else ctl.release(t.square);
  };

  /** @param {PointerEvent} e */
  const cancel = (e) => {
    if (!track || e.pointerId !== track.id) return;
    track = null;
    ctl.cancel();
  };

  const opts = { passive: false };
  canvas.addEventListener('pointerdown', down, opts);
  canvas.addEventListener('pointermove', move, opts);
  canvas.addEventListener('pointerup', up, opts);
  canvas.addEventListener('pointercancel', cancel, opts);
  canvas.addEventListener('lostpointercapture', cancel, opts);
  const noMenu = (/** @type {Event} */ e) => e.preventDefault();
  canvas.addEventListener('contextmenu', noMenu);
  return () => {
    canvas.removeEventListener('pointerdown', down);
    canvas.removeEventListener('pointermove', move);
    canvas.removeEventListener('pointerup', up);
    canvas.removeEventListener('pointercancel', cancel);
    canvas.removeEventListener('lostpointercapture', cancel);
    canvas.removeEventListener('contextmenu', noMenu);
  };
}
