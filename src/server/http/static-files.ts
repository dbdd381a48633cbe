import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { acceptsEncoding } from './compression';

type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  path: string;
  body: Bytes;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  /** Filled on first request, or from the build's precompressed siblings. */
  gzip?: Bytes;
  brotli?: Bytes;
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Hashed build output never changes under its name; everything else revalidates daily. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_DAILY = 'public, max-age=86400, must-revalidate';

/** Precompressed siblings written by the client build (scripts/build-client.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (!PRECOMPRESSED.test(path)) yield path;
  }
}

function readSibling(path: string): Bytes | undefined {
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
}

export interface StaticMount {
  /** Folder on disk (or in the binary's embedded file system). */
  dir: string;
  /** URL prefix it is served under, e.g. "/" or "/assets/". */
  prefix: string;
  immutable: boolean;
}

/**
 * Files the site serves as they are, read once at start-up so each request is
 * a map lookup (the set is small: the client bundle, the CSS, public/).
 * Compressed copies come from the build where it wrote them, else they are
 * made on a file's first request and kept, so start-up stays fast.
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
    this.files.set(url, {
      path,
      body,
      type,
      cacheControl,
      etag: `"${Bun.hash(body).toString(36)}"`,
      compressible: TEXT_TYPES.test(type) && body.byteLength > 1024,
      gzip: readSibling(`${path}.gz`),
      brotli: readSibling(`${path}.br`),
    });
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
    if (file.compressible && acceptsEncoding(request, 'br')) {
      file.brotli ??= new Uint8Array(brotliCompressSync(file.body));
      body = file.brotli;
      headers.set('Content-Encoding', 'br');
    } else if (file.compressible && acceptsEncoding(request, 'gzip')) {
      file.gzip ??= new Uint8Array(Bun.gzipSync(file.body, { level: 9 }));
      body = file.gzip;
      headers.set('Content-Encoding', 'gzip');
    }
    return new Response(request.method === 'HEAD' ? null : body, { headers });
  }
}
