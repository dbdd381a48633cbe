import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { pageRoutes } from '~/client/route-table';
import { sessions, signInFailures, users } from '~/server/db/schema';
import { SESSION_LIFETIME_MS } from '~/server/modules/auth/service';
import { hashSessionToken, SESSION_COOKIE } from '~/server/modules/auth/session-token';
import {
  createFuzzApp,
  databaseRows,
  describeRequest,
  errorShapeProblem,
  FUZZ_ADMIN,
  type FuzzApp,
  type FuzzRequest,
  type FuzzResponse,
  PROFILE_NAME,
} from './fuzz-app';
import {
  hostileBody,
  hostilePathSegment,
  hostileQuery,
  hostileString,
  hostileUrlValue,
} from './hostile-input';

/**
 * Generated requests over every route the server registers and every page
 * the client's route table knows, with every method: hostile paths, query
 * strings with repeats, commas, Unicode and huge values, headers (the Host
 * header too, over a real socket), bodies of every content type, signed in
 * and not. Every answer must be below 500, every API error in the JSON error
 * shape, no log line may carry a stack trace, and a refused request must
 * leave the data as it was. Run by tests/hardening/request-fuzz.test.ts
 * (short) and bench/request-fuzz.ts (10,000 requests).
 */

export interface RequestFuzzOptions {
  /** Generated requests in all, spread evenly over the targets. */
  requests: number;
  /** Replays a run; a random one otherwise (printed on failure). */
  seed?: number;
  /** Share of requests sent over a TCP socket with a generated Host header. */
  wireShare?: number;
  /** Called with the app before the first request (a test breaks it on purpose). */
  prepare?: (app: FuzzApp) => void;
  /** Only the targets whose label this names (a test aims at the route it broke). */
  only?: (label: string) => boolean;
}

export interface RequestFuzzFigures {
  seed: number;
  requests: number;
  /** Requests sent over a socket (with a generated Host header). */
  wire: number;
  /** Routes the server registers, every one fuzzed. */
  registeredRoutes: number;
  /** Page routes of the client's route table reached through the server's catch-all. */
  pageRoutes: number;
  /** How many requests each target got. */
  targets: Array<{ label: string; requests: number }>;
  statuses: Record<string, number>;
  serverErrors: number;
  logLines: number;
  ms: number;
}

/** One kind of request: a route (method and path template) and what it takes. */
interface Target {
  label: string;
  method: string;
  /** With `:param` slots, filled from `segments`. */
  template: string;
  /** The query parameters it reads. */
  params: readonly string[];
  /** A valid body, which the hostile bodies vary. */
  body?: Record<string, unknown>;
}

interface GeneratedRequest extends FuzzRequest {
  label: string;
  /** Sent over a socket with this Host header (null: none), instead of in-process. */
  wire?: { host: string | null; version: '1.0' | '1.1' };
}

const ARTICLE_QUERY = ['author', 'section', 'status', 'featured', 'q', 'sort', 'limit', 'offset'];
const SEARCH_QUERY = ['q', 'section', 'status', 'sort'];

/** Query parameters by route; the rest read none, and get them anyway. */
const QUERY_PARAMS: Record<string, readonly string[]> = {
  'GET /api/articles': [...ARTICLE_QUERY, 'omit'],
  'GET /api/search': SEARCH_QUERY,
  'GET /api/author-stats': ['author'],
  'GET /api/admin/articles': ['q', 'status', 'section'],
  'GET /sitemap-articles.xml': ['page'],
};

const PAGE_QUERY = ['q', 'section', 'status', 'sort', 'page'];

const ARTICLE_BODY = {
  title: 'Portal Commission Reports Findings',
  slug: 'fuzz-request-article',
  section: 'global-affairs',
  summary: 'What the commission found.',
  content: '<p>The commission met in closed session.</p>',
  author: PROFILE_NAME,
  date: '2026-10-01T12:00:00.000Z',
  image: '',
  imagePosition: 'center',
  status: 'draft',
  tags: ['portal'],
  featured: false,
  readTime: 3,
  additionalImages: [],
};

/** Valid bodies by route, varied by the hostile bodies. */
const BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/admin/auth/login': { username: FUZZ_ADMIN, password: 'not-the-password' },
  'PATCH /api/admin/auth/username': {
    newUsername: 'renamed-editor',
    currentPassword: 'not-the-password',
  },
  'POST /api/admin/articles': ARTICLE_BODY,
  'PATCH /api/admin/articles/:id': ARTICLE_BODY,
  'POST /api/admin/author-profiles': { name: 'Fuzz Reporter', bio: 'Covers portals.' },
  'PATCH /api/admin/author-profiles/:id': { name: 'Fuzz Reporter', bio: 'Covers portals.' },
  'POST /api/admin/breaking-news': { text: 'Portal sighted', link: '', priority: 3, active: true },
  'PATCH /api/admin/breaking-news/:id': { text: 'Portal sighted', priority: 3, active: true },
  'POST /api/admin/users/unlock': { username: FUZZ_ADMIN },
  'POST /api/admin/import-database': { version: 1, data: {} },
};

/** What the hostile bodies vary for a route that takes none. */
const ANY_BODY = { text: 'Portal sighted' };

/** Files the catch-all serves besides pages (after its leading slash). */
const FILE_PATHS = [
  'favicon.svg',
  'images/placeholder.svg',
  'images/../../etc/passwd',
  'data/sections.json',
  'assets/entry.js',
  'assets/%2e%2e/%2e%2e/package.json',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'];

/** Values with commas, repeats' worth of variety: text a reader types, Unicode, huge. */
const commaValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'portal, rift',
    'portal,rift',
    ',',
    ',,,',
    'a,b,c',
    'published,draft',
    'verified, breaking',
    'Smith, Jr.',
    '1,2',
    '[1,2]',
    '{"a":1}',
    'é, 東京, \u{1f4a9}',
    '\u202e, \u200b',
  ),
  fc.constantFrom(200, 5_000, 60_000).map((length) => 'a,'.repeat(length / 2)),
  hostileString.filter((text) => text.length < 500).map((text) => `${text},${text}`),
);

/** A query value written as browsers do (%2C, +) or raw. */
function encodeValue(value: string, style: number): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    encoded = encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''));
  }
  if (style === 0) return encoded.replaceAll('%20', '+');
  if (style === 1) return encoded.replaceAll('%2C', ',');
  return encoded;
}

/** Query strings whose parameters repeat and whose values hold commas. */
function repeatedQuery(params: readonly string[]): fc.Arbitrary<string> {
  const names = params.length > 0 ? params : ['q', 'page'];
  return fc
    .array(
      fc.tuple(fc.constantFrom(...names), commaValue, fc.integer({ min: 0, max: 2 }), fc.nat(3)),
      { minLength: 1, maxLength: 5 },
    )
    .map((pairs) =>
      pairs
        .flatMap(([name, value, style, repeats]) =>
          Array.from(
            { length: repeats + 1 },
            (_, i) => `${name}=${encodeValue(i === 0 ? value : `${value}${i}`, style)}`,
          ),
        )
        .join('&'),
    );
}

function queryFor(params: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: hostileQuery(params), weight: 4 },
    { arbitrary: repeatedQuery(params), weight: 4 },
  );
}

/** A raw body and the content type it claims, of every kind a client may send. */
function bodyFor(valid: Record<string, unknown>): fc.Arbitrary<{
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string | null;
}> {
  const json = hostileBody(valid).map((body) => ({ body, contentType: null }));
  const form = fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(valid), 'a', '__proto__'), hostileUrlValue), {
      maxLength: 5,
    })
    .map((pairs) => ({
      body: pairs.map(([name, value]) => `${name}=${value}`).join('&'),
      contentType: 'application/x-www-form-urlencoded',
    }));
  const multipart = fc
    .tuple(
      fc.constantFrom('boundary', 'x'.repeat(70), '', '"quoted"'),
      fc.array(fc.tuple(fc.constantFrom(...Object.keys(valid), 'file'), hostileString), {
        maxLength: 3,
      }),
      fc.boolean(),
    )
    .map(([boundary, parts, closed]) => ({
      body:
        parts
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${value}\r\n`,
          )
          .join('') + (closed ? `--${boundary}--\r\n` : ''),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }));
  const other = fc.oneof(
    hostileString.map((body) => ({ body, contentType: 'text/plain' })),
    fc
      .uint8Array({ maxLength: 2_000 })
      .map((bytes) => ({ body: new Uint8Array(bytes), contentType: 'application/octet-stream' })),
    fc.constant({
      body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>',
      contentType: 'application/xml',
    }),
    fc.constant({ body: '{"a":1}', contentType: 'application/json; charset=utf-16' }),
    fc.constant({ body: '', contentType: 'application/json' }),
    fc.constant({ body: '{"username":"x"}', contentType: 'application/vnd.api+json' }),
  );
  return fc.oneof(
    { arbitrary: json, weight: 5 },
    { arbitrary: form, weight: 1 },
    { arbitrary: multipart, weight: 1 },
    { arbitrary: other, weight: 2 },
  );
}

/** Host headers: the site's own, none, empty, and ones that are no host name. */
const hostHeader: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant('gazette.test'), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      null,
      '',
      ' ',
      'a b',
      'a/b',
      'a?b',
      'a#b',
      'a@b',
      '[::1',
      '[::1]',
      'x:99999',
      'x:-1',
      'a%20b',
      'a\\b',
      '\u00fc.example',
      'evil.example',
      '127.0.0.1:1',
      `${'h'.repeat(300)}.example`,
    ),
    weight: 3,
  },
);

/** Where requests come from: a few addresses again and again, and new ones. */
const clientAddress = fc.oneof(
  fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::1', '2001:db8::2'),
  fc.ipV4(),
  fc.ipV6(),
);

export async function runRequestFuzz(options: RequestFuzzOptions): Promise<RequestFuzzFigures> {
  const seed = options.seed ?? (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0;
  const wireShare = options.wireShare ?? 0.05;
  const started = performance.now();
  const app = await createFuzzApp();
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.t.fetch });
  const log = captureLog();
  try {
    options.prepare?.(app);
    const targets = targetsOf(app).filter((target) => options.only?.(target.label) ?? true);
    const perTarget = Math.max(1, Math.ceil(options.requests / targets.length));
    const statuses: Record<string, number> = {};
    const counts = new Map<string, number>();
    let wire = 0;
    let current = rows(app);

    for (const [index, target] of targets.entries()) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(app, target, wireShare), async (request) => {
          const response = request.wire
            ? await sendOverSocket(server.port!, request)
            : await app.send(request);
          if (request.wire) wire += 1;
          const status = String(response.status);
          statuses[status] = (statuses[status] ?? 0) + 1;
          counts.set(target.label, (counts.get(target.label) ?? 0) + 1);
          const where = () => `${target.label}: ${response.status} for ${describeRequest(request)}`;

          const stack = log.takeStackTraces();
          if (stack) throw new Error(`a stack trace in the log, ${where()}:\n${stack}`);
          settle(app, request, response);
          const after = rows(app);
          if (response.status >= 400 && after !== current) {
            current = after;
            throw new Error(`a refused request changed the data, ${where()}`);
          }
          current = after;
        }),
        { numRuns: perTarget, seed: seed + index, includeErrorInReport: true },
      );
    }
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return {
      seed,
      requests: total,
      wire,
      registeredRoutes: app.t.app.routes.length,
      pageRoutes: pageRoutes.length,
      targets: targets.map((target) => ({
        label: target.label,
        requests: counts.get(target.label) ?? 0,
      })),
      statuses,
      serverErrors: Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0),
      logLines: log.lines(),
      ms: performance.now() - started,
    };
  } catch (error) {
    throw new Error(
      `The request fuzz failed; replay it with FUZZ_SEED=${seed}.\n${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    log.restore();
    server.stop(true);
    app.close();
  }
}

/** Every registered route, with the catch-all as the page routes and files it serves. */
function targetsOf(app: FuzzApp): Target[] {
  const targets: Target[] = [];
  for (const route of app.t.app.routes) {
    const label = `${route.method} ${route.path}`;
    if (route.path === '/*') {
      for (const page of pageRoutes) {
        targets.push({
          label: `GET ${page.path} (page)`,
          method: 'GET',
          template: page.path.replace('/*?', '/:rest'),
          params: PAGE_QUERY,
        });
      }
      targets.push({ label: 'GET /* (files)', method: 'GET', template: '/:file', params: [] });
      targets.push({ label: 'GET /* (no page)', method: 'GET', template: '/:rest', params: [] });
      continue;
    }
    targets.push({
      label,
      method: route.method === 'ALL' ? 'PUT' : route.method,
      template: route.path.replace('/*', '/:rest'),
      params: QUERY_PARAMS[label] ?? [],
      body: BODIES[label] ?? ANY_BODY,
    });
  }
  return targets;
}

/** Real references by slot name, so some requests reach real records. */
function realSegments(app: FuzzApp, slot: string): string[] {
  switch (slot) {
    case 'id':
      return [...app.ids.articles, app.ids.profile, ...app.ids.breakingNews].map(String);
    case 'reference':
      return [app.ids.publicSlug, app.ids.draftSlug, String(app.ids.articles[0])];
    case 'slug':
      return ['global-affairs', 'cosmic-watch', app.ids.publicSlug, app.ids.draftSlug];
    case 'name':
      return [encodeURIComponent(PROFILE_NAME), 'Priya%20Castellanos'];
    case 'file':
      return FILE_PATHS;
    default:
      return ['articles', 'search', 'login', 'articles/1', 'settings'];
  }
}

function requestArbitrary(
  app: FuzzApp,
  target: Target,
  wireShare: number,
): fc.Arbitrary<GeneratedRequest> {
  const slots = [...target.template.matchAll(/:(\w+)\??/g)].map((match) => match[1]!);
  const segments = fc.tuple(
    ...slots.map((slot) =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...realSegments(app, slot)), weight: 3 },
        { arbitrary: hostilePathSegment, weight: 2 },
      ),
    ),
  );
  const method = fc.oneof(
    { arbitrary: fc.constant(target.method), weight: 8 },
    { arbitrary: fc.constantFrom(...METHODS), weight: 2 },
  );
  const wire = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: Math.round((1 - wireShare) * 100) },
    {
      arbitrary: fc.record({ host: hostHeader, version: fc.constantFrom('1.0', '1.1' as const) }),
      weight: Math.round(wireShare * 100),
    },
  );
  return fc
    .record({
      segments,
      query: queryFor(target.params),
      method,
      signedIn: fc.boolean(),
      body: fc.option(bodyFor(target.body ?? ANY_BODY), { freq: 5 }),
      address: clientAddress,
      wire,
    })
    .chain((parts) => app.hostileHeaders(parts.signedIn).map((headers) => ({ ...parts, headers })))
    .map(({ segments, query, method, body, headers, address, wire }) => {
      let index = 0;
      const path = target.template.replace(/:(\w+)\??/g, () => segments[index++] ?? '');
      const withBody = method !== 'GET' && method !== 'HEAD' && body !== null;
      const sent: Record<string, string> = { ...headers };
      if (withBody && body.contentType) sent['content-type'] = body.contentType;
      return {
        label: target.label,
        method,
        path: query ? `${path}?${query}` : path,
        headers: sent,
        body: withBody ? body.body : undefined,
        address,
        wire: wire && path.length + query.length < 6_000 ? wire : undefined,
      };
    });
}

/** The data as text: every row of every table, the session's idle clock set back. */
function rows(app: FuzzApp): string {
  app.t.db.$client.run('UPDATE sessions SET last_seen_at = created_at');
  return databaseRows(app.t.db.$client);
}

/**
 * Undoes what a request may legitimately change although refused, and keeps
 * the fuzz's own session open. A wrong password is counted, for names with
 * and without an account alike (the lockout's record); a sign-out ends the
 * session the fuzz signs its requests with.
 */
function settle(app: FuzzApp, request: GeneratedRequest, response: FuzzResponse) {
  const { db } = app.t;
  const path = request.path.split('?', 1)[0];
  const passwordChecked =
    (path === '/api/admin/auth/login' || path === '/api/admin/auth/username') &&
    [401, 403, 423].includes(response.status);
  if (passwordChecked) {
    db.delete(signInFailures).run();
    db.update(users).set({ failedAttempts: 0, lockCount: 0, lockedUntil: null }).run();
  }
  const token = app.cookie.slice(`${SESSION_COOKIE}=`.length);
  const tokenHash = hashSessionToken(token);
  if (!db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).get()) {
    const admin = db.select().from(users).where(eq(users.username, FUZZ_ADMIN)).get();
    if (!admin) throw new Error(`the fuzz admin is gone, after ${describeRequest(request)}`);
    const now = Date.now();
    db.insert(sessions)
      .values({
        tokenHash,
        userId: admin.id,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(now + SESSION_LIFETIME_MS),
      })
      .run();
  }
}

/**
 * Sends the request as bytes over a socket, Host header as generated, and
 * checks the answer as `send` does in-process: below 500, and an API error
 * (or a refused Host) in the JSON error shape.
 */
async function sendOverSocket(port: number, request: GeneratedRequest): Promise<FuzzResponse> {
  const { host, version } = request.wire!;
  const body =
    request.body === undefined
      ? new Uint8Array()
      : typeof request.body === 'string'
        ? new TextEncoder().encode(request.body)
        : request.body;
  // Framing and encoding are this function's to set: the answer is read as plain bytes.
  const own = new Set(['host', 'accept-encoding', 'connection', 'content-length']);
  const headerLines = Object.entries(request.headers ?? {})
    .filter(([name]) => !own.has(name))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head =
    `${request.method} ${request.path} HTTP/${version}\r\n` +
    (host === null ? '' : `Host: ${host}\r\n`) +
    headerLines +
    'Accept-Encoding: identity\r\nConnection: close\r\n' +
    (body.length > 0 ? `Content-Length: ${body.length}\r\n` : '') +
    '\r\n';
  const raw = await exchange(port, Buffer.concat([Buffer.from(head, 'latin1'), body]));
  const headEnd = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, headEnd).split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const fail = (problem: string) =>
    new Error(`${problem}: ${statusLine} over a socket for ${describeRequest(request)}`);
  if (!Number.isInteger(status) || status === 0) throw fail('no answer');
  if (status >= 500) throw fail('server error');
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const isJson = headers.get('content-type')?.startsWith('application/json');
  const whole = headers.has('content-length') && !headers.has('transfer-encoding');
  if (status >= 400 && isJson && whole && request.method !== 'HEAD') {
    const text = raw.slice(headEnd + 4);
    const json = JSON.parse(Buffer.from(text, 'latin1').toString('utf8')) as unknown;
    const problem = errorShapeProblem(json, status);
    if (problem) throw fail(`error shape: ${problem}`);
    return { status, json };
  }
  return { status, json: undefined };
}

/**
 * Writes the bytes and reads until the server closes (every request says
 * Connection: close). The socket stays open for writing, as an HTTP client
 * leaves it: a half-closed one may be taken for a client gone away.
 */
function exchange(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close as soon as it has answered a request it refused unread.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(received);
      else reject(error);
    });
    socket.on('close', () => resolve(received));
  });
}

/** A stack frame, as Bun and V8 print them, or Bun's source excerpt above one. */
const STACK_TRACE = /^\s+at .+|^\s*\d+ \| /m;

/**
 * Everything the server logs while the fuzz runs, kept from the terminal.
 * An Error handed to the log is a stack trace; so is text with frames.
 */
export function captureLog() {
  const methods = ['error', 'warn', 'log', 'info'] as const;
  const originals = methods.map((method) => console[method]);
  let pending: string[] = [];
  let total = 0;
  for (const method of methods) {
    console[method] = (...parts: unknown[]) => {
      total += 1;
      const hasError = parts.some((part) => part instanceof Error);
      const text = parts
        .map((part) => (part instanceof Error ? (part.stack ?? String(part)) : String(part)))
        .join(' ');
      if (hasError || STACK_TRACE.test(text)) pending.push(text);
    };
  }
  return {
    /** The stack traces logged since the last call, or null. */
    takeStackTraces(): string | null {
      const found = pending;
      pending = [];
      return found.length > 0 ? found.join('\n').slice(0, 2_000) : null;
    },
    lines: () => total,
    restore() {
      methods.forEach((method, index) => {
        console[method] = originals[index]!;
      });
    },
  };
}
