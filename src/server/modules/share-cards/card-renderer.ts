/**
 * Draws a share card: satori lays the card out as SVG (text set in the
 * embedded fonts, turned into outlines), resvg (WebAssembly) rasterises it,
 * and Bun's image codecs encode the JPEG. All three are plain JavaScript,
 * WebAssembly or part of the runtime, so the same code runs under `bun`, in
 * the compiled binary and in the container; nothing loads a native library.
 * Runs in the card worker (src/server/card-worker.ts), off the request path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gelasioRegular from '@fontsource/gelasio/files/gelasio-latin-400-normal.woff' with {
  type: 'file',
};
import gelasioBold from '@fontsource/gelasio/files/gelasio-latin-700-normal.woff' with {
  type: 'file',
};
import gelasioRegularExt from '@fontsource/gelasio/files/gelasio-latin-ext-400-normal.woff' with {
  type: 'file',
};
import gelasioBoldExt from '@fontsource/gelasio/files/gelasio-latin-ext-700-normal.woff' with {
  type: 'file',
};
import interSemibold from '@fontsource/inter/files/inter-latin-600-normal.woff' with {
  type: 'file',
};
import interSemiboldExt from '@fontsource/inter/files/inter-latin-ext-600-normal.woff' with {
  type: 'file',
};
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm' with { type: 'file' };
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '~/shared/share-cards';
import { siteConfig } from '~/shared/site-config';
import { resources } from '../../resources';
import {
  AVATAR_SIZE,
  articleLayout,
  authorLayout,
  CARD_FONTS,
  type PlacedImage,
  sectionLayout,
  siteLayout,
} from './card-layouts';
import type { CardFocus, CardImageBytes, CardSpec } from './card-spec';

/** A picture bigger than this (about 8k x 5k) is not decoded for a card. */
const MAX_SOURCE_PIXELS = 40_000_000;
const JPEG_QUALITY = 84;

interface Toolkit {
  fonts: Font[];
  logo: string | null;
}

let toolkit: Promise<Toolkit> | undefined;

function loadToolkit(): Promise<Toolkit> {
  toolkit ??= (async () => {
    await initWasm(await Bun.file(resvgWasm).arrayBuffer());
    const font = async (path: string, name: string, weight: Font['weight']): Promise<Font> => ({
      name,
      data: await Bun.file(path).arrayBuffer(),
      weight,
      style: 'normal',
    });
    const fonts = await Promise.all([
      font(gelasioBold, CARD_FONTS.serif, 700),
      font(gelasioBoldExt, CARD_FONTS.serif, 700),
      font(gelasioRegular, CARD_FONTS.serif, 400),
      font(gelasioRegularExt, CARD_FONTS.serif, 400),
      font(interSemibold, CARD_FONTS.sans, 600),
      font(interSemiboldExt, CARD_FONTS.sans, 600),
    ]);
    let logo: string | null = null;
    try {
      logo = svgDataUrl(readFileSync(join(resources.publicDir, siteConfig.logo)));
    } catch {
      // A rebranded site without a logo file still gets its cards, without the mark.
    }
    return { fonts, logo };
  })();
  return toolkit;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const svgDataUrl = (bytes: Uint8Array) => `data:image/svg+xml;base64,${base64(bytes)}`;

/** SVG is text that opens with markup; every raster format opens with binary magic. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, '');
  return head.trimStart().startsWith('<') && /<svg[\s>]/i.test(head);
}

interface Box {
  width: number;
  height: number;
}

/** Where a width x height picture goes to cover the box, cropped around `focus`. */
export function coverPlacement(source: Box, box: Box, focus: CardFocus): Omit<PlacedImage, 'src'> {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const spare = box.height - height;
  const top = focus === 'top' ? 0 : focus === 'bottom' ? spare : Math.round(spare / 2);
  return { width, height, left: Math.round((box.width - width) / 2), top };
}

/**
 * The picture, scaled to cover the box. SVG stays vector (resvg draws it
 * inside the card); raster pictures are decoded, scaled down to the box and
 * passed on as PNG. Throws when the bytes are no picture it can draw.
 */
async function placeImage(bytes: CardImageBytes, box: Box, focus: CardFocus): Promise<PlacedImage> {
  if (isSvg(bytes)) {
    // Parsing it checks the SVG now, so a broken one falls back to the next picture.
    const parsed = new Resvg(bytes);
    const natural = { width: parsed.width, height: parsed.height };
    parsed.free();
    if (!(natural.width > 0 && natural.height > 0)) throw new Error('The SVG has no size');
    return { src: svgDataUrl(bytes), ...coverPlacement(natural, box, focus) };
  }
  const natural = await new Bun.Image(bytes, { maxPixels: MAX_SOURCE_PIXELS }).metadata();
  const placement = coverPlacement(natural, box, focus);
  const png = await new Bun.Image(bytes, { maxPixels: MAX_SOURCE_PIXELS })
    .resize(placement.width, placement.height, { fit: 'fill' })
    .png()
    .bytes();
  return { src: `data:image/png;base64,${base64(png)}`, ...placement };
}

/** The first of the candidates that can be drawn; none when no candidate can. */
async function firstDrawable(
  candidates: CardImageBytes[],
  box: Box,
  focus: CardFocus,
): Promise<PlacedImage | undefined> {
  for (const bytes of candidates) {
    try {
      return await placeImage(bytes, box, focus);
    } catch {
      // Not a picture this can draw (damaged, unknown format, too large): try the next.
    }
  }
  return undefined;
}

const CARD_BOX: Box = { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT };

async function layout(spec: CardSpec, logo: string | null): Promise<ReactNode> {
  switch (spec.kind) {
    case 'article':
      return articleLayout({
        title: spec.title,
        label: spec.label,
        logo,
        background: await firstDrawable(spec.backgrounds, CARD_BOX, spec.focus),
      });
    case 'section':
      return sectionLayout({
        title: spec.title,
        label: spec.label,
        text: spec.text,
        logo,
        background: await firstDrawable(spec.backgrounds, CARD_BOX, 'center'),
      });
    case 'author':
      return authorLayout({
        name: spec.name,
        label: spec.label,
        logo,
        avatar: await firstDrawable(
          spec.avatars,
          { width: AVATAR_SIZE, height: AVATAR_SIZE },
          'center',
        ),
      });
    case 'site':
      return siteLayout({ title: spec.title, text: spec.text, logo });
  }
}

/** The card as a 1200x630 JPEG. */
export async function renderCard(spec: CardSpec): Promise<Uint8Array> {
  const { fonts, logo } = await loadToolkit();
  const svg = await satori(await layout(spec, logo), {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts,
  });
  const rendered = new Resvg(svg).render();
  const png = rendered.asPng();
  rendered.free();
  return new Bun.Image(png).jpeg({ quality: JPEG_QUALITY }).bytes();
}
