// The wide board's pointer: click-click and drag, as the 8×8 board's input (a press on a piece
// picks it up; moving it past a third of a cell drags it; the release on a cell plays there).

/** @typedef {import('./wide-game.js').WideBoard} WideBoard */

/** Listens to the pointer on `board`'s canvas. @param {WideBoard} board */
export function bindPointer(board) {
  /** @type {{id: number, x: number, y: number, from: number, moved: boolean} | null} */
  let press = null;
  /** @param {PointerEvent} e */
  const point = (e) => {
    const r = board.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  board.canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    const { x, y } = point(e);
    const i = board.lay.at(x, y);
    const wasSelected = board.selected;
    board.activate(i);
    // A press on a piece that is now selected may become a drag.
    if (i >= 0 && board.selected === i) {
      press = { id: e.pointerId, x, y, from: i, moved: false };
      board.canvas.setPointerCapture(e.pointerId);
      if (wasSelected === i) press.moved = false;
    }
    e.preventDefault();
  });
  board.canvas.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    const { x, y } = point(e);
    if (!press.moved && Math.hypot(x - press.x, y - press.y) < board.lay.unit * 0.3) return;
    press.moved = true;
    board.dragged = { index: press.from, x, y };
    board.draw();
  });
  const release = (/** @type {PointerEvent} */ e) => {
    if (!press || e.pointerId !== press.id) return;
    const moved = press.moved;
    press = null;
    board.dragged = null;
    if (moved) {
      const { x, y } = point(e);
      const to = board.lay.at(x, y);
      if (to >= 0 && to !== board.selected) board.activate(to);
    }
    board.draw();
  };
  board.canvas.addEventListener('pointerup', release);
  board.canvas.addEventListener('pointercancel', release);
}
