import type { Env } from './env';
import type { Services } from './services';

/**
 * The first account. Without ADMIN_USERNAME/ADMIN_PASSWORD an "admin" gets a
 * random password, printed once: it is stored only as a hash.
 */
export async function ensureAdminUser(
  services: Services,
  env: Env,
  log = console.log,
): Promise<void> {
  if ((await services.users.count()) > 0) return;
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    await services.users.create({
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      role: 'admin',
    });
    log(`Created admin user "${env.ADMIN_USERNAME}".`);
    return;
  }
  const password = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url');
  await services.users.create({ username: 'admin', password, role: 'admin' });
  log(
    `Created admin user "admin" with password: ${password}  (shown once; change the username in Settings)`,
  );
}
