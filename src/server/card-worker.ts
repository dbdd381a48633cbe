/**
 * The share card worker's entry point: draws the cards the server asks for
 * on its own thread (modules/share-cards/card-worker-client.ts). It sits
 * beside index.ts because the compiled binary keeps each entry point's path
 * relative to their common folder (scripts/build-binary.ts, resources.ts).
 */
import { renderCard } from './modules/share-cards/card-renderer';
import type { CardCall } from './modules/share-cards/card-worker-client';
import { answerCalls } from './worker-calls';

answerCalls<CardCall>(({ spec }) => renderCard(spec), {
  // The picture's bytes are moved to the server's thread, not copied.
  transfer: (bytes) => [(bytes as Uint8Array).buffer as ArrayBuffer],
});
