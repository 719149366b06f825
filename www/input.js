// Pointer input on the canvas: click-click (tap-tap) and drag-and-drop, for mouse, pen and touch
// alike through Pointer Events. A press becomes a drag once it moves 3 px (chessground's
// threshold); otherwise its release is a click. The canvas has `touch-action: none`, so a finger
// dragging a piece never scrolls the page.

const DRAG_THRESHOLD = 3;

/**
 * Listens on `canvas`. `squareAt(x, y)` maps canvas CSS pixels to a square name or null.
 * `ctl` receives: press(square) → whether a drag may start from it, release(square) for a
 * click, dragMove(x, y), drop(square|null), cancel().
 * @returns {() => void} a function that removes every listener
 */
export function listen(canvas, squareAt, ctl) {
  let track = null; // {id, square, x0, y0, dragging}

  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const down = (e) => {
    if (track || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const { x, y } = local(e);
    const square = squareAt(x, y);
    if (!square) return;
    e.preventDefault();
    const draggable = ctl.press(square);
    track = { id: e.pointerId, square, x0: x, y0: y, dragging: false, draggable };
    canvas.setPointerCapture?.(e.pointerId);
  };

  const move = (e) => {
    if (!track || e.pointerId !== track.id) return;
    const { x, y } = local(e);
    if (!track.dragging && track.draggable && Math.hypot(x - track.x0, y - track.y0) >= DRAG_THRESHOLD) {
      track.dragging = true;
    }
    if (track.dragging) ctl.dragMove(track.square, x, y);
  };

  const up = (e) => {
    if (!track || e.pointerId !== track.id) return;
    const t = track;
    track = null;
    const { x, y } = local(e);
    if (t.dragging) ctl.drop(t.square, squareAt(x, y));
    else ctl.release(t.square);
  };

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
  const noMenu = (e) => e.preventDefault();
  canvas.addEventListener('contextmenu', noMenu);
  return () => {
    canvas.removeEventListener('pointerdown', down, opts);
    canvas.removeEventListener('pointermove', move, opts);
    canvas.removeEventListener('pointerup', up, opts);
    canvas.removeEventListener('pointercancel', cancel, opts);
    canvas.removeEventListener('lostpointercapture', cancel, opts);
    canvas.removeEventListener('contextmenu', noMenu);
  };
}
