/**
 * What Lighthouse says could be better on a page, as short lines: the
 * performance audits and insights it scored below 0.9 (with their largest
 * items), the element it took for the largest contentful paint and the
 * elements that shifted.
 */
import type { Result } from 'lighthouse';
import { kb, ms } from './report';

type Audit = Result['audits'][string];

/** The loose shape shared by Lighthouse's table, opportunity and list details. */
interface Item {
  [key: string]: unknown;
  url?: unknown;
  node?: { selector?: string; nodeLabel?: string; snippet?: string };
  wastedMs?: unknown;
  wastedBytes?: unknown;
  totalBytes?: unknown;
  score?: unknown;
  reflowTime?: unknown;
  source?: unknown;
  label?: unknown;
  duration?: unknown;
}

function itemsOf(details: unknown): Item[] {
  if (typeof details !== 'object' || details === null) return [];
  const items = (details as { items?: unknown }).items;
  return Array.isArray(items)
    ? items.filter((item): item is Item => typeof item === 'object' && item !== null)
    : [];
}

/** A list detail's rows are those of the tables nested in it. */
function rowsOf(details: unknown): Item[] {
  const items = itemsOf(details);
  if ((details as { type?: unknown } | undefined)?.type !== 'list') return items;
  return items.flatMap((item) =>
    item.type === 'table' || item.type === 'opportunity' ? itemsOf(item) : [],
  );
}

/** The checks an insight's checklist failed, e.g. "LCP resources should not use loading=lazy". */
function failedChecks(details: unknown): string[] {
  return itemsOf(details)
    .filter((item) => item.type === 'checklist')
    .flatMap((checklist) => Object.values((checklist as { items?: object }).items ?? {}))
    .filter((check: { label?: unknown; value?: unknown }) => check.value === false)
    .map((check: { label?: unknown }) => String(check.label));
}

interface ChainLink {
  url?: string;
  navStartToEndTime?: number;
  isLongest?: boolean;
  children?: Record<string, ChainLink>;
}

/** The longest chain of a network dependency tree, as "/ → /assets/app.css (215 ms)". */
function longestChain(details: unknown): string[] {
  const tree = itemsOf(details)
    .map((item) => item.value as { type?: string; chains?: Record<string, ChainLink> } | undefined)
    .find((value) => value?.type === 'network-tree');
  const urls: string[] = [];
  let end = 0;
  let links = Object.values(tree?.chains ?? {});
  for (;;) {
    const link = links.find((candidate) => candidate.isLongest) ?? links[0];
    if (!link?.url) break;
    urls.push(shortUrl(link.url));
    end = link.navStartToEndTime ?? end;
    links = Object.values(link.children ?? {});
  }
  return urls.length > 1 ? [`longest chain: ${urls.join(' → ')} (ends at ${ms(end)})`] : [];
}

/** A URL without the local origin, which differs on every run. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.hostname === '127.0.0.1' ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/** A source location ({url, line, column}), as "/assets/x.js:1:200". */
function sourceOf(source: unknown): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const { url, line, column, value } = source as Record<string, unknown>;
  if (typeof value === 'string') return value;
  if (typeof url !== 'string') return null;
  return `${shortUrl(url)}${typeof line === 'number' ? `:${line + 1}:${Number(column ?? 0) + 1}` : ''}`;
}

function describeItem(item: Item): string | null {
  const what =
    typeof item.url === 'string'
      ? shortUrl(item.url)
      : (item.node?.selector ??
        item.node?.nodeLabel ??
        sourceOf(item.source) ??
        (typeof item.label === 'string' ? item.label : null));
  if (!what) return null;
  const figures: string[] = [];
  if (typeof item.wastedMs === 'number' && item.wastedMs > 0) figures.push(ms(item.wastedMs));
  if (typeof item.wastedBytes === 'number' && item.wastedBytes > 0) {
    figures.push(`${kb(item.wastedBytes)} unused`);
  } else if (typeof item.totalBytes === 'number' && item.totalBytes > 0) {
    figures.push(kb(item.totalBytes));
  }
  if (typeof item.reflowTime === 'number') figures.push(`reflow ${ms(item.reflowTime)}`);
  if (typeof item.score === 'number') figures.push(`shift ${item.score.toFixed(3)}`);
  return figures.length > 0 ? `${what} (${figures.join(', ')})` : what;
}

function savingsOf(audit: Audit): string {
  const savings = Object.entries(audit.metricSavings ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
  );
  return savings
    .map(([metric, value]) => `${metric} −${metric === 'CLS' ? value.toFixed(3) : ms(value)}`)
    .join(', ');
}

/** Performance audits scored under 0.9, the worst first, each with its top items. */
function weakAudits(lhr: Result): string[] {
  const lines: string[] = [];
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const weak = refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => audit !== undefined)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  for (const audit of weak) {
    const notes = [audit.displayValue, savingsOf(audit)].filter(Boolean).join('; ');
    lines.push(
      `${audit.title} [${audit.id}, score ${audit.score?.toFixed(2)}]${notes ? `: ${notes}` : ''}`,
    );
    for (const check of failedChecks(audit.details)) lines.push(`    not met: ${check}`);
    for (const chain of longestChain(audit.details)) lines.push(`    ${chain}`);
    for (const item of rowsOf(audit.details).slice(0, 3)) {
      const line = describeItem(item);
      if (line) lines.push(`    ${line}`);
    }
  }
  return lines;
}

/** The LCP element and how its time splits (to first byte, load delay, load, render delay). */
function lcpElement(lhr: Result): string[] {
  const parts = itemsOf(lhr.audits['lcp-breakdown-insight']?.details);
  const node = parts.find((part) => part.type === 'node') as Item['node'] | undefined;
  if (!node) return [];
  const phases = itemsOf(parts.find((part) => part.type === 'table'))
    .filter((phase) => typeof phase.label === 'string' && typeof phase.duration === 'number')
    .map((phase) => `${phase.label} ${ms(phase.duration as number)}`);
  const lines = [`LCP element: ${node.selector ?? node.nodeLabel}`];
  if (node.snippet) lines.push(`    ${node.snippet.slice(0, 160)}`);
  if (phases.length > 0) lines.push(`    ${phases.join(', ')}`);
  return lines;
}

/** The elements that shifted most, with each shift's score and causes. */
function layoutShifts(lhr: Result): string[] {
  const shifts = itemsOf(lhr.audits['layout-shifts']?.details);
  if (shifts.length === 0) return [];
  const lines = ['Layout shifts:'];
  for (const shift of shifts.slice(0, 5)) {
    const causes = itemsOf((shift as { subItems?: unknown }).subItems)
      .map((sub) => (typeof sub.cause === 'string' ? sub.cause : null))
      .filter(Boolean);
    lines.push(
      `    ${describeItem(shift) ?? 'an element'}${causes.length > 0 ? `; ${causes.join(', ')}` : ''}`,
    );
  }
  return lines;
}

export function findingsOf(lhr: Result): string[] {
  return [...weakAudits(lhr), ...lcpElement(lhr), ...layoutShifts(lhr)];
}
