/**
 * Newsrooms of any size for the benchmarks: the demo content, then stories
 * rebuilt from its text (same sections, authors, tags, statuses and body
 * lengths, paragraphs mixed across stories), inserted in one transaction.
 * A generated database is kept in the temp folder and reused while the
 * migrations and this generator are unchanged.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
} from 'node:fs';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '~/server/db/client';
import { demoArticles, seedDemoContent } from '~/server/db/seed/seed-demo';
import { createSqliteStore } from '~/server/db/store';
import { resources } from '~/server/resources';
import { createServices } from '~/server/services';
import { readingTime } from '~/shared/reading-time';
import { slugify } from '~/shared/slugify';

/** Bump when the generated rows change, so cached databases are rebuilt. */
const GENERATOR_VERSION = 2;
const HOUR = 3_600_000;
/** Generated stories go back this far before the oldest demo story. */
const ARCHIVE_SPAN = 8 * 365 * 24 * HOUR;

/**
 * A word no demo story holds, planted in RARE_WORD_STORIES generated stories
 * at every size: a rare word stays rare as the archive grows, as a name in the
 * news does. (Words of the demo's text keep their share of the stories at
 * every size instead: one in 1% of 1,000 stories is in 1,000 of 100,000.)
 */
export const RARE_WORD = 'quokka';
export const RARE_WORD_STORIES = 8;

/** A small fast PRNG: the same seed gives the same newsroom. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Blocks of a demo body: HTML bodies hold one element per line, plain ones blank-line paragraphs. */
function blocksOf(content: string): string[] {
  return content.trimStart().startsWith('<')
    ? content.split('\n').filter((line) => line.trim())
    : content.split(/\n\s*\n/).filter((block) => block.trim());
}

const isHtml = (content: string) => content.trimStart().startsWith('<');

/** One generated story's column values, ready for the insert statement. */
export type GeneratedArticle = ReturnType<ReturnType<typeof articleGenerator>>;

/**
 * Builds the n-th generated story: a demo story's title, summary, tags,
 * author and status, with about half its paragraphs swapped for paragraphs
 * of other stories in the same format, dated before the demo stories.
 */
export function articleGenerator(now: number, count: number, seed = 42) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const htmlBlocks = demoArticles
    .filter((a) => isHtml(a.content))
    .flatMap((a) => blocksOf(a.content));
  const textBlocks = demoArticles
    .filter((a) => !isHtml(a.content))
    .flatMap((a) => blocksOf(a.content));
  const oldestDemo = now - Math.max(...demoArticles.map((a) => a.hoursAgo)) * HOUR;
  const step = ARCHIVE_SPAN / Math.max(1, count);
  // Spread over the archive, so each sort finds them in different places.
  const rareStories = new Set(
    Array.from({ length: RARE_WORD_STORIES }, (_, k) =>
      Math.floor(((k + 0.5) * count) / RARE_WORD_STORIES),
    ),
  );

  return (n: number) => {
    const template = pick(demoArticles);
    const html = isHtml(template.content);
    const pool = html ? htmlBlocks : textBlocks;
    const blocks = blocksOf(template.content).map((block) => (random() < 0.5 ? block : pick(pool)));
    if (rareStories.has(n)) {
      const sentence = `A ${RARE_WORD} was seen near the crossing again this week.`;
      blocks.push(html ? `<p>${sentence}</p>` : sentence);
    }
    const content = blocks.join(html ? '\n' : '\n\n');
    // Oldest first, so ids grow with dates; a little jitter keeps times distinct.
    const time = Math.round(oldestDemo - (count - n) * step + random() * step * 0.5);
    const iso = new Date(time).toISOString();
    return {
      slug: `${slugify(template.title).slice(0, 80)}-${n}`,
      title: template.title,
      section: template.section,
      summary: template.summary,
      content,
      author: template.author,
      date: iso,
      sortTime: time,
      image: template.image ?? null,
      imagePosition: template.imagePosition ?? 'center',
      additionalImages: JSON.stringify(template.additionalImages ?? []),
      status: template.status,
      tags: JSON.stringify(template.tags),
      // A newsroom features a few stories, not a tenth of its archive.
      featured: random() < 0.01 ? 1 : 0,
      readTime: Math.min(60, readingTime(content)),
      createdAt: time,
      publishedAt: template.status === 'draft' ? null : time,
    };
  };
}

/**
 * Creates a database at `path` holding `count` articles (the demo's 60
 * included), with the demo's profiles, breaking news and team.
 */
export async function generateNewsroom(path: string, count: number, now = Date.now()) {
  const started = performance.now();
  const db = openDatabase(path);
  const store = createSqliteStore(db);
  await seedDemoContent(createServices(store), now);
  store.close();
  const sqlite = db.$client;
  const profileIds = new Map(
    (
      sqlite.query('SELECT id, name FROM author_profiles').all() as { id: number; name: string }[]
    ).map((row) => [row.name, row.id]),
  );
  const insert = sqlite.prepare(`
    INSERT INTO articles (slug, title, section, summary, content, author, date, sort_time, image,
      image_position, additional_images, status, tags, featured, read_time, created_at, updated_at,
      published_at, version, author_id)
    VALUES ($slug, $title, $section, $summary, $content, $author, $date, $sortTime, $image,
      $imagePosition, $additionalImages, $status, $tags, $featured, $readTime, $createdAt, $createdAt,
      $publishedAt, 1, $authorId)`);
  const generated = Math.max(0, count - demoArticles.length);
  const next = articleGenerator(now, generated);
  sqlite.transaction(() => {
    for (let n = 0; n < generated; n += 1) {
      const article = next(n);
      insert.run({ ...article, authorId: profileIds.get(article.author) ?? null });
    }
  })();
  // Merge the full-text index's segments as a long-running site's would be.
  sqlite.run("INSERT INTO articles_search (articles_search) VALUES ('optimize')");
  sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)');
  insert.finalize();
  store.close();
  sqlite.close(true);
  return { articles: generated + demoArticles.length, ms: performance.now() - started };
}

function fingerprint(): string {
  const migrations = readdirSync(resources.migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(resources.migrationsDir, name), 'utf8'))
    .join('\n');
  return Bun.hash(`${GENERATOR_VERSION}\n${migrations}`).toString(36);
}

export const BENCH_CACHE_DIR = join(tmpdir(), 'gazette-bench');

/**
 * The path of a generated newsroom of `count` articles, built on first use
 * and reused after. Treat it as read-only: copy it before serving from it.
 */
export async function cachedNewsroom(count: number, log = console.log): Promise<string> {
  mkdirSync(BENCH_CACHE_DIR, { recursive: true });
  const path = join(BENCH_CACHE_DIR, `newsroom-${count}-${fingerprint()}.db`);
  if (existsSync(path)) return path;
  const building = `${path}.${process.pid}.tmp`;
  log(`Generating ${count.toLocaleString('en-US')} articles…`);
  const { ms } = await generateNewsroom(building, count);
  renameSync(building, path);
  log(`  done in ${(ms / 1000).toFixed(1)} s (${path})`);
  return path;
}

/** A private copy of a generated newsroom in `dir`, as `gazette.db`. */
export function copyNewsroom(template: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'gazette.db');
  copyFileSync(template, path);
  return path;
}
