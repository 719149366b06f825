// embed.html: one <loa-board> filling the frame, configured from the URL like index.html
//   embed.html?variant=parachute&mode=computer&level=4&controls=minimal&origin=https://blog.example
// Bad parameters are named in a note over the board (a click dismisses it) and otherwise ignored.

import { OPTIONS, readOption } from './options.js';
import { defineLoaBoard } from './element.js';
import { fitToFrame } from './embed-layout.js';
import { connectToHost, readHostOrigin } from './embed-bridge.js';
import { CONTROL_MODES } from './element-controls.js';

const params = new URLSearchParams(location.search);
const board = document.getElementById('board');
const note = document.getElementById('embed-note');
const problems = [];

// Attributes are set before the element is defined, so the first game is already the right one.
for (const option of OPTIONS) {
  if (!params.has(option.param)) continue;
  const value = params.get(option.param);
  const { problem } = readOption(option, value, `${option.param}=${value}`);
  if (problem) problems.push(problem);
  else board.setAttribute(option.attr, value);
}
if (params.has('controls')) {
  const controls = params.get('controls');
  if (CONTROL_MODES.includes(controls)) board.setAttribute('controls', controls);
  else problems.push(`“controls=${controls}” is not understood (expected ${CONTROL_MODES.join(', ')})`);
}
const { origin: hostOrigin, problem: originProblem } = readHostOrigin(params.get('origin'));
if (originProblem) problems.push(`${originProblem}; the frame talks to no page`);

function showNote(text) {
  note.textContent = text;
  note.hidden = false;
}
note.addEventListener('click', () => (note.hidden = true));
if (problems.length) showNote(`Ignored: ${problems.join('; ')}.`);

// A bad origin fails closed: no messages either way rather than messages to anyone.
if (!originProblem) connectToHost(board, hostOrigin);
defineLoaBoard();
fitToFrame(board);

if (params.has('test')) window.loaTest = { board };
