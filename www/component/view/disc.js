// A piece as a disc: a radial gradient lit from the upper left, a drop shadow, a thin rim and,
// on the 8×8 board, an inner bevel. The one board component (render.js) paints every board's
// pieces with it, squares and hexagons alike.

/**
 * Paints a disc of radius `r` centred on (x, y).
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} r
 * @param {[string, string]} colours highlight and base @param {string} rim the outline
 * @param {{blur: number, offsetY: number, rimWidth: number, bevel?: boolean, alpha?: number}} look
 *   the shadow's blur and drop, the rim's width, an inner bevel, the opacity
 */
export function paintDisc(ctx, x, y, r, [hi, base], rim, { blur, offsetY, rimWidth, bevel = false, alpha = 1 }) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = blur;
  ctx.shadowOffsetY = offsetY;
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  g.addColorStop(0, hi);
  g.addColorStop(1, base);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = rimWidth;
  ctx.strokeStyle = rim;
  ctx.stroke();
  if (bevel) {
    // An inner ring gives the disc a little depth.
    ctx.beginPath();
    ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.18)';
    ctx.stroke();
  }
  ctx.restore();
}
