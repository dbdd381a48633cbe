import { join } from 'node:path';
import { ensureAdminUser } from './bootstrap';
import { whileLocked } from './db/postgres/connect';
import { DEMO_ART_FOLDER, prepareDemoMedia } from './db/seed/demo-media';
import { seedDemoContent } from './db/seed/seed-demo';
import type { Env } from './env';
import { resources } from './resources';
import type { Services } from './services';

/**
 * Several servers starting together on one empty PostgreSQL database would
 * each find no account and no article: both would create the first admin
 * (the second start then dies on the unique username) and both would load
 * the demo newsroom. Each holds this session lock while it looks and
 * writes, so the first does the work and the others find it done. Any
 * number will do as long as nothing else on the database uses it.
 */
const FIRST_START_LOCK = 4_707_021_966;

/** The first admin and, on an empty newsroom with SEED_DEMO, the demo content. */
export async function prepareFirstStart(services: Services, env: Env): Promise<void> {
  const prepare = async () => {
    await ensureAdminUser(services, env);
    if (!env.SEED_DEMO || (await services.adminArticles.count()) > 0) return;
    const pictures = await prepareDemoMedia(
      services,
      resources.publicDir,
      join(resources.clientDir, DEMO_ART_FOLDER),
    );
    const { articles } = await seedDemoContent(services, Date.now(), pictures);
    console.log(`Loaded the demo content (${articles} articles).`);
  };
  // SQLite: a newsroom's file is served by one process.
  if (!env.DATABASE_URL) return prepare();
  return whileLocked(env.DATABASE_URL, FIRST_START_LOCK, prepare, env.DATABASE_CONNECT_TIMEOUT_S);
}
