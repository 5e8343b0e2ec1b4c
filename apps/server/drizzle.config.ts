import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations for both PGlite and PostgreSQL (DESIGN.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
