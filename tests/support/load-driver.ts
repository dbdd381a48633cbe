/**
 * A load run against a running site: concurrent readers loop over the public
 * pages and API (as browsers, with compression and revalidation) while one
 * editor creates and edits stories; then every acknowledged write is checked.
 * Run it from another process than the server's: both would share one event
 * loop otherwise, and the figures would measure the client too.
 */
import { type AdminCredentials, type EditorReport, LoadEditor } from './load-editor';
import { discoverSite, isPagePath, readerPath } from './load-paths';

export interface LoadOptions {
  baseUrl: string;
  durationMs: number;
  readers: number;
  admin: AdminCredentials;
  /** Editors writing at once, each its own stories; one unless set. */
  editors?: number;
  /** A pause between the editor's writes; 0 writes back to back. */
  editorPauseMs?: number;
  /**
   * Where the writes are checked afterwards (another process on the same
   * database, say); the site itself unless set.
   */
  checkUrl?: string;
  /** A read slower than this fails. */
  readTimeoutMs?: number;
}

export interface ReadFailure {
  path: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  message: string;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadReport {
  durationMs: number;
  readers: number;
  reads: {
    total: number;
    perSecond: number;
    byStatus: Record<string, number>;
    serverErrors: number;
    failed: number;
    /** The first failures, for the report. */
    failures: ReadFailure[];
    latencyMs: LatencySummary;
    pageLatencyMs: LatencySummary;
    apiLatencyMs: LatencySummary;
  };
  writes: EditorReport;
}

const KEPT_FAILURES = 20;
/** What current Chrome, Edge and Firefox send. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** The p-th percentile (0-100) by nearest rank. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

function summarize(latencies: number[]): LatencySummary {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** The useful part of an error answer: a page's title, or the start of anything else. */
function gist(response: Response, body: ArrayBuffer): string {
  const text = new TextDecoder().decode(body);
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    return text.match(/<title>([^<]*)<\/title>/)?.[1] ?? 'an HTML page without a title';
  }
  return text.slice(0, 200);
}

/** Several editors' reports as one. */
function combined(reports: EditorReport[]): EditorReport {
  const sum = (key: 'attempted' | 'acknowledged' | 'created' | 'edited' | 'verified') =>
    reports.reduce((total, report) => total + report[key], 0);
  return {
    attempted: sum('attempted'),
    acknowledged: sum('acknowledged'),
    created: sum('created'),
    edited: sum('edited'),
    verified: sum('verified'),
    failures: reports.flatMap((report) => report.failures),
    problems: reports.flatMap((report) => report.problems),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { baseUrl, durationMs, readers } = options;
  const readTimeoutMs = options.readTimeoutMs ?? 20_000;
  const site = await discoverSite(baseUrl);
  const editors = Array.from(
    { length: options.editors ?? 1 },
    (_, desk) => new LoadEditor(baseUrl, options.admin, site.authors, desk),
  );
  for (const editor of editors) await editor.signIn();

  const fresh: string[] = [];
  const byStatus: Record<string, number> = {};
  const failures: ReadFailure[] = [];
  const pageLatencies: number[] = [];
  const apiLatencies: number[] = [];
  let total = 0;
  let failed = 0;
  let serverErrors = 0;

  const fail = (failure: ReadFailure) => {
    failed += 1;
    if (failures.length < KEPT_FAILURES) failures.push(failure);
  };

  async function readOnce(path: string, etags: Map<string, string>): Promise<void> {
    const page = isPagePath(path);
    const headers: Record<string, string> = {
      'Accept-Encoding': BROWSER_ENCODING,
      Accept: page ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json, */*',
    };
    // A browser revisiting a page it holds asks whether it changed.
    const etag = etags.get(path);
    if (etag) headers['If-None-Match'] = etag;
    const started = performance.now();
    total += 1;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers,
        signal: AbortSignal.timeout(readTimeoutMs),
      });
      // The whole body, decompressed: a truncated or corrupt stream fails here.
      const body = await response.arrayBuffer();
      (page ? pageLatencies : apiLatencies).push(performance.now() - started);
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) serverErrors += 1;
      if (!response.ok && response.status !== 304) {
        fail({ path, status: response.status, message: gist(response, body) });
      }
      const newTag = response.headers.get('etag');
      if (newTag) etags.set(path, newTag);
    } catch (error) {
      fail({ path, status: null, message: String(error) });
    }
  }

  async function reader(deadline: number): Promise<void> {
    const etags = new Map<string, string>();
    while (performance.now() < deadline) {
      await readOnce(readerPath(site, fresh), etags);
    }
  }

  const started = performance.now();
  const deadline = started + durationMs;
  const readerRuns = Array.from({ length: readers }, () => reader(deadline));
  await Promise.all(
    editors.map((editor) =>
      editor.run(deadline, (slug) => fresh.push(slug), options.editorPauseMs ?? 0),
    ),
  );
  await Promise.all(readerRuns);
  const elapsed = performance.now() - started;

  const writes = combined(
    await Promise.all(editors.map((editor) => editor.verify(options.checkUrl ?? baseUrl))),
  );
  return {
    durationMs: elapsed,
    readers,
    reads: {
      total,
      perSecond: total / (elapsed / 1000),
      byStatus,
      serverErrors,
      failed,
      failures,
      latencyMs: summarize([...pageLatencies, ...apiLatencies]),
      pageLatencyMs: summarize(pageLatencies),
      apiLatencyMs: summarize(apiLatencies),
    },
    writes,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
const latencyLine = (name: string, l: LatencySummary) =>
  `${name.padEnd(14)} p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`;

/** The run's figures as lines of text, failures listed. */
export function formatLoadReport(report: LoadReport): string {
  const { reads, writes } = report;
  const statuses = Object.entries(reads.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    `${report.readers} readers for ${(report.durationMs / 1000).toFixed(1)} s`,
    `reads          ${reads.total} (${reads.perSecond.toFixed(0)}/s); ${statuses}`,
    latencyLine('read latency', reads.latencyMs),
    latencyLine('  pages', reads.pageLatencyMs),
    latencyLine('  API, feeds', reads.apiLatencyMs),
    `5xx            ${reads.serverErrors}`,
    `failed reads   ${reads.failed}`,
    ...reads.failures.map((f) => `  ${f.status ?? 'no answer'} ${f.path}: ${f.message}`),
    `writes         ${writes.acknowledged} acknowledged of ${writes.attempted} (${writes.created} new stories, ${writes.edited} edits)`,
    ...writes.failures.map(
      (f) => `  ${f.status ?? 'no answer'} ${f.method} ${f.path}: ${f.message}`,
    ),
    `verified       ${writes.verified} stories hold their last acknowledged write; ${writes.problems.length} do not`,
    ...writes.problems.map((problem) => `  ${problem}`),
  ].join('\n');
}
