/**
 * Preloaded for every test run (bunfig.toml) and by every server a test
 * starts from source (`startServer`). Argon2id at the site's cost (64 MiB,
 * two passes) takes 0.15-0.3 s of CPU a hash on a small machine, and the
 * unit and API tests make some five hundred hashes and checks on each
 * engine: more than half of their run; each server start hashes twice (the
 * first admin, the decoy for unknown names) and each browser sign-in checks
 * once. Hashes made there use argon2id at a small cost instead (1 MiB, one
 * pass). Everything else is as served: the same algorithm and calls, and a
 * check reads the cost from the hash it checks. The compiled binary's tests
 * hash at the site's cost.
 *
 * A test that times the hash itself runs at the site's cost with
 * `atSiteCost`.
 */
const QUICK_COST = { memoryCost: 1024, timeCost: 1 };

let siteCost = false;
const password = Bun.password;
const hash = password.hash.bind(password);

password.hash = ((secret, options) => {
  const quick =
    !siteCost &&
    typeof options === 'object' &&
    options.algorithm === 'argon2id' &&
    !('memoryCost' in options) &&
    !('timeCost' in options);
  return hash(secret, quick ? { ...options, ...QUICK_COST } : options);
}) as typeof password.hash;

/** Runs `work` with every hash it makes at the site's cost. */
export async function atSiteCost<T>(work: () => Promise<T>): Promise<T> {
  siteCost = true;
  try {
    return await work();
  } finally {
    siteCost = false;
  }
}
