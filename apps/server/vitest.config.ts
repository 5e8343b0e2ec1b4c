import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file starts its own database (PGlite, and PostgreSQL when DATABASE_URL is set).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
