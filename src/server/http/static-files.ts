import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { acceptsEncoding } from './compression';

type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  body: Bytes;
  gzip: Bytes | null;
  brotli: Bytes | null;
  type: string;
  etag: string;
  cacheControl: string;
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Hashed build output never changes under its name; everything else revalidates daily. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_DAILY = 'public, max-age=86400, must-revalidate';

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export interface StaticMount {
  /** Folder on disk (or in the binary's embedded file system). */
  dir: string;
  /** URL prefix it is served under, e.g. "/" or "/assets/". */
  prefix: string;
  immutable: boolean;
}

/**
 * Files the site serves as they are. They are read once at start-up and
 * compressed then (gzip and brotli), so each request is a map lookup; the set
 * is small (the client bundle, the CSS and the images of public/).
 */
export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();

  constructor(mounts: StaticMount[]) {
    for (const mount of mounts) {
      for (const path of walk(mount.dir)) {
        const url = `${mount.prefix}${relative(mount.dir, path).split('\\').join('/')}`;
        this.add(url, path, mount.immutable ? IMMUTABLE : REVALIDATE_DAILY);
      }
    }
  }

  /** Adds one file under an exact URL. */
  add(url: string, path: string, cacheControl: string): void {
    const body: Bytes = new Uint8Array(readFileSync(path));
    const type = Bun.file(path).type || 'application/octet-stream';
    const compressible = TEXT_TYPES.test(type) && body.byteLength > 1024;
    this.files.set(url, {
      body,
      type,
      cacheControl,
      etag: `"${Bun.hash(body).toString(36)}"`,
      gzip: compressible ? new Uint8Array(Bun.gzipSync(body, { level: 9 })) : null,
      brotli: compressible ? new Uint8Array(brotliCompressSync(body)) : null,
    });
  }

  has(url: string): boolean {
    return this.files.has(url);
  }

  /** The response for a GET or HEAD of `url`, or null when no such file exists. */
  respond(request: Request, url: string): Response | null {
    const file = this.files.get(url);
    if (!file) return null;
    const headers = new Headers({
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    });
    if (request.headers.get('if-none-match') === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    let body = file.body;
    if (file.brotli && acceptsEncoding(request, 'br')) {
      body = file.brotli;
      headers.set('Content-Encoding', 'br');
    } else if (file.gzip && acceptsEncoding(request, 'gzip')) {
      body = file.gzip;
      headers.set('Content-Encoding', 'gzip');
    }
    return new Response(request.method === 'HEAD' ? null : body, { headers });
  }
}
