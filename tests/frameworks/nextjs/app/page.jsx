// A server component: the page is rendered on the server, the board (a client component) with it.
import Board from './board';

// Rendered on each request (not prerendered at build time): server-side rendering as a live site does it.
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>A game on a Next.js page</h1>
      <Board />
    </main>
  );
}
