import { beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '../../resources';
import { coverPlacement, renderCard } from './card-renderer';
import type { CardImageBytes, CardSpec } from './card-spec';

const SLOW = 60_000;

const publicFile = (path: string): CardImageBytes =>
  new Uint8Array(readFileSync(join(resources.publicDir, path)));

async function expectCard(bytes: Uint8Array) {
  // JPEG's start-of-image marker, then the size the card promises.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { width, height, format } = await new Bun.Image(bytes).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
}

const article = (
  backgrounds: CardImageBytes[],
  title = 'Rift widens over the harbor',
): CardSpec => ({
  kind: 'article',
  title,
  label: 'Cosmic Watch',
  focus: 'center',
  backgrounds,
});

describe('coverPlacement', () => {
  const card = { width: 1200, height: 630 };
  test('a 16:9 picture fills the width and is cropped top and bottom around its focus', () => {
    const source = { width: 1200, height: 675 };
    expect(coverPlacement(source, card, 'top')).toEqual({
      width: 1200,
      height: 675,
      left: 0,
      top: 0,
    });
    expect(coverPlacement(source, card, 'center').top).toBe(-22);
    expect(coverPlacement(source, card, 'bottom').top).toBe(-45);
  });

  test('a wide picture fills the height and is cropped at the sides', () => {
    expect(coverPlacement({ width: 3000, height: 1000 }, card, 'center')).toEqual({
      width: 1890,
      height: 630,
      left: -345,
      top: 0,
    });
  });

  test('a small portrait is scaled up to cover a square', () => {
    expect(coverPlacement({ width: 50, height: 100 }, { width: 300, height: 300 }, 'top')).toEqual({
      width: 300,
      height: 600,
      left: 0,
      top: 0,
    });
  });
});

describe('renderCard', () => {
  let plain: Uint8Array;
  let raster: { png: CardImageBytes; jpeg: CardImageBytes; webp: CardImageBytes };

  beforeAll(async () => {
    plain = await renderCard(article([]));
    // Any raster picture will do as an article's own: a card is one.
    const source = await renderCard({ kind: 'site', title: 'Source', text: 'A picture' });
    raster = {
      png: await new Bun.Image(source).png().bytes(),
      jpeg: new Uint8Array(source),
      webp: await new Bun.Image(source).webp().bytes(),
    };
  }, SLOW);

  test(
    'every kind of card is a 1200x630 JPEG',
    async () => {
      const cards: CardSpec[] = [
        { kind: 'site', title: 'The Multiverse Gazette', text: 'News Without Borders' },
        {
          kind: 'section',
          title: 'Cosmic Watch',
          label: 'Cosmic',
          text: 'Portals, incursions and news from beyond the stars.',
          backgrounds: [publicFile('images/sections/cosmic-watch-1.svg')],
        },
        article([publicFile('images/sections/cosmic-watch-2.svg')]),
        {
          kind: 'author',
          name: 'Helena Voss',
          label: 'Science Editor',
          avatars: [publicFile('images/avatars/helena-voss.svg')],
        },
      ];
      for (const spec of cards) await expectCard(await renderCard(spec));
      await expectCard(plain);
    },
    SLOW,
  );

  test(
    'draws the article’s own raster picture, whatever its format',
    async () => {
      for (const bytes of Object.values(raster)) {
        const card = await renderCard(article([bytes]));
        await expectCard(card);
        expect(Buffer.from(card).equals(Buffer.from(plain))).toBe(false);
      }
    },
    SLOW,
  );

  test(
    'a picture it cannot draw falls back to the next one, and to none',
    async () => {
      const damaged = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
      const brokenSvg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect');
      const withPicture = await renderCard(article([raster.png]));
      const afterFailures = await renderCard(article([damaged, brokenSvg, raster.png]));
      expect(Buffer.from(afterFailures).equals(Buffer.from(withPicture))).toBe(true);
      const nothingDrawable = await renderCard(article([damaged, brokenSvg]));
      expect(Buffer.from(nothingDrawable).equals(Buffer.from(plain))).toBe(true);
    },
    SLOW,
  );

  test(
    'sets long headlines and accented names without failing',
    async () => {
      const title =
        'Łódź, Øresund and Škofja Loka: naïve façades crumble as the rift reaches Ærø – a very long headline that runs on past three lines of the card for sure';
      await expectCard(await renderCard(article([], title)));
    },
    SLOW,
  );
});
