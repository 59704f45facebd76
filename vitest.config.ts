import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file builds its own database; PGlite needs time and memory to start.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Its own worker limit needs its own group when all projects run together (`vitest run`).
          sequence: { groupOrder: 1 },
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
