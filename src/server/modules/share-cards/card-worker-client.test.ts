import { afterEach, describe, expect, test } from 'bun:test';
import { resources } from '../../resources';
import type { CardSpec } from './card-spec';
import { CardsBusyError, CardWorkerClient } from './card-worker-client';

const SLOW = 60_000;
const site: CardSpec = { kind: 'site', title: 'The Multiverse Gazette', text: 'News' };

let client: CardWorkerClient | undefined;
afterEach(() => client?.close());

describe('CardWorkerClient', () => {
  test(
    'draws a card on the worker thread',
    async () => {
      client = new CardWorkerClient(resources.cardWorker);
      const bytes = await client.render(site);
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    },
    SLOW,
  );

  test(
    'a card the worker cannot draw fails alone; the worker goes on',
    async () => {
      client = new CardWorkerClient(resources.cardWorker);
      // A section card without its list of pictures: the renderer throws.
      const broken = { kind: 'section', title: 'T', label: 'L', text: 'X' } as unknown as CardSpec;
      await expect(client.render(broken)).rejects.toThrow('Drawing a share card failed');
      expect((await client.render(site)).byteLength).toBeGreaterThan(0);
    },
    SLOW,
  );

  test(
    'refuses more waiting cards than it allows, rather than queueing without end',
    async () => {
      client = new CardWorkerClient(resources.cardWorker, 1);
      const first = client.render(site);
      await expect(client.render(site)).rejects.toBeInstanceOf(CardsBusyError);
      expect((await first).byteLength).toBeGreaterThan(0);
    },
    SLOW,
  );

  test(
    'after its worker is stopped, the next card starts a new one',
    async () => {
      client = new CardWorkerClient(resources.cardWorker);
      const pending = client.render(site);
      client.close();
      await expect(pending).rejects.toThrow('The card worker was stopped');
      expect((await client.render(site)).byteLength).toBeGreaterThan(0);
    },
    SLOW,
  );
});
