/**
 * The share card worker's entry point: draws the cards the server asks for
 * on its own thread (modules/share-cards/card-worker-client.ts). It sits
 * beside index.ts because the compiled binary keeps each entry point's path
 * relative to their common folder (scripts/build-binary.ts, resources.ts).
 */
import { renderCard } from './modules/share-cards/card-renderer';
import type { CardReply, CardRequest } from './modules/share-cards/card-worker-client';

declare const self: Worker;

self.addEventListener('message', async (event: MessageEvent<CardRequest>) => {
  const { id, spec } = event.data;
  let reply: CardReply;
  try {
    reply = { id, bytes: await renderCard(spec) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  self.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []);
});
