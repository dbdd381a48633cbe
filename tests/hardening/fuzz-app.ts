import type { Database } from 'bun:sqlite';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAdmin, peerAt, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import fc from 'fast-check';
import type { z } from 'zod';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { buildEditorialTeamMember } from '~/server/db/seed/factories/editorial-team';
import { SESSION_COOKIE } from '~/server/modules/auth/session-token';
import { hostileHeaders } from './hostile-input';

/**
 * The in-process app the API fuzz tests attack: seeded with a little of
 * everything, one admin signed in, and a picture of every row of the
 * database to tell whether a request changed anything.
 */

export const FUZZ_ADMIN = 'fuzz-editor';
export const PROFILE_NAME = 'Marcus Okafor';

export interface FuzzRequest {
  method: string;
  /** Path and query string, as sent. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The peer address it arrives from (sign-in attempts are throttled per address). */
  address?: string;
}

export interface FuzzResponse {
  status: number;
  /** The parsed JSON body; undefined when there is none (HEAD, 204, 304). */
  json: unknown;
}

/** How one endpoint is fuzzed. */
export interface FuzzPlan<T> {
  /** Names the endpoint in failures and in the run counts. */
  label: string;
  cases: fc.Arbitrary<T>;
  request: (value: T) => FuzzRequest;
  numRuns: number;
  /**
   * The payload schema the route validates its body with: a body it refuses
   * must be answered with an error, whatever else the request carries.
   */
  bodySchema?: z.ZodType;
  /** Every request must be refused (no valid session, say). */
  refuseAll?: boolean;
  /**
   * Changes a refused request may legitimately make, undone before the
   * database is compared (say why at the call site).
   */
  settle?: (request: FuzzRequest, response: FuzzResponse) => void | Promise<void>;
}

/** Anything in an error body that would tell an attacker about the server's insides. */
const LEAKS = [
  /\(\S+:\d+:\d+\)/, // a stack frame "(file:line:column)"
  /\bat \S+ \(/,
  /\.(?:ts|tsx|js|mjs):\d+/,
  /node_modules/,
  /\/(?:work|home|tmp|usr|var)\//,
  /SQLITE_[A-Z]+/,
  /\bsqlite\b/i,
  /\bSELECT\b[\s\S]+\bFROM\b/i,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError)\b/,
];

const ERROR_KEYS = new Set(['status', 'message', 'issues']);

/** Why an error body breaks the one error shape, or null when it has it. */
export function errorShapeProblem(json: unknown, status: number): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'not an object';
  const body = json as Record<string, unknown>;
  const extra = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `unexpected keys ${extra.join(', ')}`;
  if (body.status !== status) return `status ${String(body.status)} in a ${status} response`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'no message';
  if (body.issues !== undefined) {
    if (!Array.isArray(body.issues)) return 'issues is not a list';
    for (const issue of body.issues) {
      const keys = typeof issue === 'object' && issue !== null ? Object.keys(issue).sort() : [];
      if (keys.join() !== 'message,path') return `issue ${JSON.stringify(issue)}`;
      const { path, message } = issue as { path: unknown; message: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') return 'issue fields';
    }
  }
  const text = JSON.stringify(body);
  const leak = LEAKS.find((pattern) => pattern.test(text));
  return leak ? `leaks internals (${leak})` : null;
}

/** A request as a failure message shows it: long texts cut, bytes in hex. */
export function describeRequest(request: FuzzRequest & { wire?: unknown }): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text;
  return JSON.stringify({
    method: request.method,
    path: cut(request.path),
    wire: request.wire,
    headers: Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name, cut(value)]),
    ),
    body:
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? cut(request.body)
          : `bytes ${Buffer.from(request.body.slice(0, 200)).toString('hex')}`,
  });
}

async function bodyText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  // A HEAD answer names the encoding a GET would get, and has no bytes to decode.
  if (bytes.length === 0) return '';
  if (encoding === 'gzip') return new TextDecoder().decode(gunzipSync(bytes));
  // Static files keep brotli for clients that accept it.
  if (encoding === 'br') return new TextDecoder().decode(brotliDecompressSync(bytes));
  // A page rendered for one answer (a missing one, say) goes out as zstd where the client takes it.
  if (encoding === 'zstd') return new TextDecoder().decode(Bun.zstdDecompressSync(bytes));
  if (encoding) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return new TextDecoder().decode(bytes);
}

/** The body the route would see, parsed as Bun parses it (a BOM is dropped, for one). */
async function parsedJson(
  text: string | Uint8Array<ArrayBuffer>,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await new Response(text).json() };
  } catch {
    return { ok: false };
  }
}

/**
 * Every row of every table in `sqlite`, as text, blobs in hex. The audit
 * trail and the sign-in attempts per address are left out: they record
 * refused requests too (a failed sign-in is exactly what they are for), so
 * they are not data a refusal must leave alone.
 */
export function databaseRows(sqlite: Database): string {
  const tables = sqlite
    .query<{ name: string }, []>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('audit_events', 'sign_in_attempts') ORDER BY name",
    )
    .all();
  const hexBlobs = (_key: string, value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value;
  return tables
    .map(({ name }) => {
      const rows = sqlite.query(`SELECT * FROM "${name}"`).values();
      return `${name} ${JSON.stringify(rows, hexBlobs)}`;
    })
    .join('\n');
}

/** Replays a failure: fast-check prints the seed of a failing run. */
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Multiplies every endpoint's runs, for a longer hunt than the suite affords (FUZZ_SCALE=10). */
const FUZZ_SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);

export async function createFuzzApp() {
  const t: TestApp = await createTestApp();
  const { services } = t;

  const profile = await services.authors.createProfile(buildAuthorProfile({ name: PROFILE_NAME }));
  await services.authors.createProfile(
    buildAuthorProfile({ name: 'Retired Reporter', isActive: false }),
  );
  const articles = await Promise.all(
    (['published', 'verified', 'breaking', 'developing', 'draft'] as const).map((status, index) =>
      createArticle(
        services,
        buildArticle({
          status,
          author: index % 2 === 0 ? PROFILE_NAME : 'Priya Castellanos',
          section: index % 2 === 0 ? 'global-affairs' : 'cosmic-watch',
          tags: ['portal', `tag-${index}`],
          featured: index === 0,
        }),
      ),
    ),
  );
  const breaking = [
    await services.breakingNews.create(buildBreakingNews({ priority: 2 })),
    await services.breakingNews.create(buildBreakingNews({ priority: 9 })),
  ];
  await services.breakingNews.create(buildBreakingNews({ active: false }));
  await services.editorialTeam.create(buildEditorialTeamMember());
  await services.editorialTeam.create(buildEditorialTeamMember({ isActive: false }));

  await createAdmin(t, FUZZ_ADMIN);
  const cookie = await signIn(t, FUZZ_ADMIN);
  // Builds the search scratch tables (temp schema, not part of the file).
  await t.request('/api/search?q=portal');

  const sqlite = t.db.$client;
  /**
   * Every row of every table, as text: what the data is, whatever pages
   * SQLite keeps it in (a row added and removed again leaves none). Every
   * authenticated request moves its session's last_seen_at forward (the
   * 2-hour idle timeout), so exactly that column is set back to the sign-in
   * time first; anything else a request writes shows.
   */
  function snapshot(): string {
    sqlite.run('UPDATE sessions SET last_seen_at = created_at');
    return databaseRows(sqlite);
  }

  /** Per endpoint, how many generated requests got each status. */
  const runs = new Map<string, Map<number, number>>();
  let current = snapshot();

  /** Sends one request and checks what any answer must be: no 5xx, JSON, the error shape. */
  async function send(request: FuzzRequest): Promise<FuzzResponse> {
    const sent = new Request(`${t.siteUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const response = await (request.address === undefined
      ? t.fetch(sent)
      : t.fetch(sent, peerAt(request.address)));
    const { status } = response;
    const fail = (problem: string, text = '') =>
      new Error(`${problem}: ${status} ${text.slice(0, 500)}\n  for ${describeRequest(request)}`);
    const text = await bodyText(response);
    if (status >= 500) throw fail('server error', text);
    // Dot segments ("/api/x/%2e%2e/%2e%2e") leave the API as the URL is
    // parsed, before any server sees it: a page answers those.
    const { pathname } = new URL(sent.url);
    if (!pathname.startsWith('/api/') && pathname !== '/healthz')
      return { status, json: undefined };
    const empty = request.method === 'HEAD' || status === 204 || status === 304;
    if (empty) {
      if (text !== '') throw fail('body on an empty answer', text);
      return { status, json: undefined };
    }
    if (!response.headers.get('content-type')?.startsWith('application/json')) {
      throw fail(`content type ${response.headers.get('content-type')}`, text);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw fail('body is not JSON', text);
    }
    if (status >= 400) {
      const problem = errorShapeProblem(json, status);
      if (problem) throw fail(`error shape: ${problem}`, text);
    }
    return { status, json };
  }

  /**
   * Runs `plan.numRuns` generated requests. Each must be answered without a
   * 5xx, in JSON, with the error shape when refused; a refused request must
   * leave the database byte-identical; a body the route's schema refuses must
   * be refused. A request that succeeds may change data: the next one is
   * compared with the database as it left it.
   */
  async function fuzz<T>(plan: FuzzPlan<T>): Promise<void> {
    await fc.assert(
      fc.asyncProperty(plan.cases, async (value) => {
        const request = plan.request(value);
        const response = await send(request);
        const statuses = runs.get(plan.label) ?? new Map<number, number>();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        runs.set(plan.label, statuses);
        const where = `${plan.label}: ${response.status} for ${describeRequest(request)}`;
        if (plan.refuseAll && response.status < 400) throw new Error(`not refused, ${where}`);
        if (plan.bodySchema && request.body !== undefined && response.status < 400) {
          const parsed = await parsedJson(request.body);
          if (!parsed.ok || !plan.bodySchema.safeParse(parsed.value).success) {
            throw new Error(`accepted a body its schema refuses, ${where}`);
          }
        }
        await plan.settle?.(request, response);
        const after = snapshot();
        if (response.status >= 400 && after !== current) {
          current = after;
          throw new Error(`a refused request changed the database, ${where}`);
        }
        current = after;
      }),
      {
        numRuns: plan.numRuns * FUZZ_SCALE,
        // The failure's own message (what broke, for which request) in the report.
        includeErrorInReport: true,
        ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
      },
    );
  }

  return {
    t,
    cookie,
    ids: {
      articles: articles.map((article) => article.id),
      publicSlug: articles[0]!.slug,
      draftSlug: articles[4]!.slug,
      draftId: articles[4]!.id,
      profile: profile.id,
      breakingNews: breaking.map((item) => item.id),
    },
    send,
    fuzz,
    /** Hostile headers for a request, carrying the admin's session cookie when `signedIn`. */
    hostileHeaders(signedIn = false) {
      return hostileHeaders({
        origin: t.siteUrl,
        sessionCookie: signedIn ? cookie : undefined,
        sessionCookieName: SESSION_COOKIE,
      });
    },
    /** Takes a fresh picture after the test itself changed the database. */
    resnapshot() {
      current = snapshot();
    },
    /** Generated cases run per endpoint, for the test log. */
    report(title: string) {
      const sum = (counts: Iterable<number>) => [...counts].reduce((total, n) => total + n, 0);
      // Checks of the harness itself are not fuzzing.
      const fuzzed = [...runs].filter(([label]) => !label.startsWith('harness check'));
      const total = sum(fuzzed.map(([, statuses]) => sum(statuses.values())));
      const lines = fuzzed.map(([label, statuses]) => {
        const byStatus = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ');
        return `  ${label}: ${sum(statuses.values())} (${byStatus})`;
      });
      console.log(`${title}: ${total} generated requests\n${lines.join('\n')}`);
    },
    close: () => t.close(),
  };
}

export type FuzzApp = Awaited<ReturnType<typeof createFuzzApp>>;
