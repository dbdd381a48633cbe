import { loadPostgresNewsrooms } from './postgres-newsroom';
import { type BenchSite, type SiteOptions, startOnCopy, startOnPostgresCopy } from './site';

export type BenchEngine = 'sqlite' | 'postgres';

/** The `--engine` value of a bench, or exits with a usage line. */
export function benchEngine(value: string | undefined): BenchEngine {
  if (value === 'sqlite' || value === 'postgres') return value;
  console.error('--engine is sqlite or postgres');
  process.exit(1);
}

/**
 * The server on a fresh copy of a generated newsroom, on either engine:
 * PostgreSQL loads the newsroom into a throw-away cluster first, stopped
 * with the site.
 */
export async function startOnEngine(
  engine: BenchEngine,
  template: string,
  options: SiteOptions = {},
): Promise<BenchSite> {
  if (engine === 'sqlite') return startOnCopy(template, options);
  const newsrooms = await loadPostgresNewsrooms([template]);
  try {
    const site = await startOnPostgresCopy(newsrooms, newsrooms.templateOf(template), options);
    return {
      ...site,
      async stop() {
        await site.stop();
        newsrooms.stop();
      },
    };
  } catch (error) {
    newsrooms.stop();
    throw error;
  }
}
