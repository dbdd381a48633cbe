import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where the fixture says it was taken: a test reads served bytes for it. */
export const PHOTO_GPS_LATITUDE = '48/1 51/1 2400/100';

/**
 * A photo as a phone writes it: a JPEG stored sideways (wider than tall)
 * with EXIF orientation 6 ("turn 90° clockwise to view"), the camera's
 * make and model, and GPS coordinates. Viewed upright it is `height` wide
 * and `width` tall, red on its top half and blue on the bottom half.
 */
export async function phonePhoto({ width = 1200, height = 800 } = {}): Promise<Buffer> {
  // Upright picture: red top half, blue bottom half.
  const uprightW = height;
  const uprightH = width;
  const half = Math.round(uprightH / 2);
  const upright = await sharp({
    create: { width: uprightW, height: uprightH, channels: 3, background: '#d02020' },
  })
    .composite([
      {
        input: {
          create: { width: uprightW, height: uprightH - half, channels: 3, background: '#2040d0' },
        },
        top: half,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  // Stored as the sensor saw it: turned back a quarter, to be turned on display.
  const sideways = await sharp(upright).rotate(-90).toBuffer();
  return sharp(sideways)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', ImageDescription: 'gazette fixture' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_GPS_LATITUDE,
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4000/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a black 1-bit PNG of `side` × `side` pixels, a few
 * kilobytes on disk and side² pixels once decoded. Written by hand because
 * drawing one with an image library would decode all those pixels here.
 */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(new Uint8Array(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array()),
  ]);
}
