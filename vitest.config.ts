import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'eslint'],
    // Vitest's default is one worker fewer than the cores: one on CI's two, which ran the files
    // one by one although most of their time is spent waiting (on PostgreSQL, SMTP and HTTP
    // peers, timers). Three took the suite from 897 s to 567 s on two cores; four, 580 s
    // (docs/decisions/0030-test-run-time.md).
    maxWorkers: 3,
  },
});
