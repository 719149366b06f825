// React 18's createRoot around the embedding guide's <Board> (app/board.jsx of the Next.js
// recipe, copied here as board.jsx): React 18 attaches no event prop to a custom element, so
// the handlers reach the app only through <LoaBoard>'s listeners.
import { createRoot } from 'react-dom/client';
import Board from './board.jsx';

createRoot(document.getElementById('root')).render(<Board />);
