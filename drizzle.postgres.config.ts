import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL schema's migrations, beside SQLite's (drizzle.config.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/postgres/schema.ts',
  out: './drizzle-postgres',
});
