// A host page of embed.html using its message types (types/embed.d.ts), type-checked by
// `tsc -p tsconfig.json` like usage.ts; each @ts-expect-error is a message the types must refuse.

import type { EmbedCommand, FrameMessage, GamePosition } from '../embed.js';

export function hostTheFrame(frame: HTMLIFrameElement, origin: string): void {
  const send = (command: EmbedCommand) => frame.contentWindow?.postMessage(command, origin);
  send({ type: 'loa:play', move: 'b1-d3', id: 1 });
  send({ type: 'loa:set', options: { moves: 'b1-d3 a3xd3', lang: 'it', level: 4, movetime: '500' }, id: 'set' });
  send({ type: 'loa:getPosition' });
  send({ type: 'loa:newGame' });
  // @ts-expect-error: a move is text
  send({ type: 'loa:play', move: 3 });
  // @ts-expect-error: no such command
  send({ type: 'loa:resign' });
  // @ts-expect-error: no such option
  send({ type: 'loa:set', options: { colour: 'black' } });
  window.addEventListener('message', (event: MessageEvent<FrameMessage>) => {
    const message = event.data;
    switch (message.type) {
      case 'loa:reply': {
        if (!message.ok) return console.warn(message.command, message.reason ?? 'nothing to do');
        const position: GamePosition | null | undefined = message.position;
        return void position?.link;
      }
      case 'loa:move':
        return void [message.move.text, message.by, message.position?.moves];
      case 'loa:gameover':
        return void message.outcome.reason;
      case 'loa:ready':
        return void message.position?.record;
      case 'loa:error':
        return void message.message;
      // @ts-expect-error: the frame sends no such event
      case 'loa:change':
        return;
    }
  });
}
