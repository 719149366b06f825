// Two independent boards, each one call to mount(); a module file, as the page's CSP allows no inline script.
import { mount } from '../www/board.js';
const left = mount(document.getElementById('left'), { variant: 'standard-7x7', mode: 'friend' });
const right = mount(document.getElementById('right'), { variant: 'scrambled-eggs', mode: 'watch', watchDelay: 300 });
const log = document.getElementById('log');
left.on('move', ({ move }) => (log.textContent = `Left board: ${move.colour} played ${move.text}`));
right.on('gameover', ({ outcome }) => (log.textContent = `Right board: ${outcome.reason}`));
if (new URLSearchParams(location.search).has('test')) window.loaBoards = { left, right };
