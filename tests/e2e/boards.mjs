// The boards a test is run on as rows (the page plays them all through one board component): the
// 8×8 board and the four wide ones, Black Hole's 9×9 with its hole, 12×12, and hex LOA of side 5
// and 6, so a behaviour tested on the 8×8 board is tested on every shape and size with one test.

/** The wide boards, played through the wide build (src/cell_board/, pkg/wide/). */
export const WIDE = ['black-hole', 'standard-12x12', 'hex-5', 'hex-6'];

/** Every board shape and size: the 8×8 standard board first, then the wide ones. */
export const BOARDS = ['standard', ...WIDE];

/**
 * The rows of a browser test that runs on one board of each kind, where running every board would
 * cost more time than it finds: the 8×8 board (the game's own wasm), a wide square board with its
 * hole and a hexagonal one (the wide build).
 */
export const ROWS = ['standard', 'black-hole', 'hex-5'];
