import { join } from 'node:path';
import { ensureAdminUser } from './bootstrap';
import { DEMO_ART_FOLDER, prepareDemoMedia } from './db/seed/demo-media';
import { seedDemoContent } from './db/seed/seed-demo';
import type { Store } from './db/store';
import type { Env } from './env';
import { resources } from './resources';
import type { Services } from './services';

/**
 * Several servers starting together on one empty PostgreSQL database would
 * each find no account and no article: both would create the first admin
 * (the second start then dies on the unique username) and both would load
 * the demo newsroom. Each waits for the cluster-wide lock while it looks and
 * writes, so the first does the work and the others find it done.
 */

/** The first admin and, on an empty newsroom with SEED_DEMO, the demo content. */
export async function prepareFirstStart(store: Store, services: Services, env: Env): Promise<void> {
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
  await store.alone('first start', prepare, { wait: true });
}
