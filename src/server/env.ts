import { z } from 'zod';

/** Every setting the server reads from the environment, with its default and meaning. */
export const ENV_DOCS = [
  ['PORT', '3000', 'listen port'],
  ['HOST', '0.0.0.0', 'listen address'],
  ['DATABASE_PATH', 'data/gazette.db', 'SQLite file; its folder is created'],
  [
    'ADMIN_USERNAME, ADMIN_PASSWORD',
    '-',
    'when no user exists at start, create this admin; without them "admin" gets a random password printed once to the log',
  ],
  ['SEED_DEMO', 'true', 'load the demo content into an empty database; "false" starts empty'],
  ['SITE_URL', 'http://localhost:PORT', 'absolute base for canonical links, OpenGraph and feeds'],
  [
    'PAGE_CACHE',
    'true',
    'keep rendered public pages in memory until the data changes; "false" renders every request',
  ],
] as const;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    DATABASE_PATH: z.string().trim().min(1, 'must not be empty').default('data/gazette.db'),
    ADMIN_USERNAME: z
      .string()
      .trim()
      .min(3, 'must be at least 3 characters')
      .max(50, 'must be less than 50 characters')
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(6, 'must be at least 6 characters')
      .max(100, 'must be less than 100 characters')
      .optional(),
    SEED_DEMO: booleanText.default(true),
    PAGE_CACHE: booleanText.default(true),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'must be set together with the other of ADMIN_USERNAME and ADMIN_PASSWORD',
      });
    }
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

/** Reads the configuration; throws one clear line naming the variable when a value is invalid. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= cmd` usage.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new EnvError(
    `Invalid ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? '')})`,
  );
}

export function helpText(): string {
  const width = Math.max(...ENV_DOCS.map(([name]) => name.length));
  const rows = ENV_DOCS.map(
    ([name, fallback, meaning]) => `  ${name.padEnd(width)}  ${meaning} (default: ${fallback})`,
  );
  return [
    "The Multiverse Gazette: a news site and its editors' back office.",
    '',
    'Usage: gazette [--help]',
    '',
    'Configuration is read from the environment:',
    ...rows,
  ].join('\n');
}
