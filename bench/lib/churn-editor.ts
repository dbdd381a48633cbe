/**
 * The editor of the churn benchmark, on a thread of its own as the readers
 * are: an editor's browser is not on the server's thread, so neither is the
 * work of sending a save and reading its answer. Saves the article once a
 * second (its title) for the given seconds and answers when each save was
 * sent and answered (milliseconds since the epoch).
 */
import type { ArticleInput } from '~/shared/schemas/article';

declare const self: Worker;

/** Each save's span, from sending it to its answer read. */
export type SaveSpans = [number, number][];

export interface EditorJob {
  /** The article's admin address, and the headers of a signed-in save. */
  url: string;
  headers: Record<string, string>;
  input: ArticleInput;
  seconds: number;
}

self.onmessage = async (event: MessageEvent<EditorJob>) => {
  const { url, headers, input, seconds } = event.data;
  let saves = 0;
  const spans: SaveSpans = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const wait = started + saves * 1000 - performance.now();
    if (wait > 0) await Bun.sleep(wait);
    const sent = performance.timeOrigin + performance.now();
    const response = await fetch(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ ...input, title: `${input.title} (update ${saves + 1})` }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`A save answered ${response.status}`);
    saves += 1;
    spans.push([sent, performance.timeOrigin + performance.now()]);
  }
  postMessage(spans);
};
