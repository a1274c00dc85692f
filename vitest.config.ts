import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { readmeGuide } from './apps/web/build/readme-guide.ts';
import { LongWaitingFirst } from './scripts/test-order.ts';

// One config, three projects. The server project runs on the driver TEST_DB selects
// (pglite by default, postgres with TEST_DATABASE_URL); scripts/test-all.ts runs both.
export default defineConfig({
  test: {
    sequence: { sequencer: LongWaitingFirst },
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'eval/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        plugins: [react(), readmeGuide()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Rendering and clicking through MUI in jsdom takes 1–3 s a test; under a loaded CI machine 5 s ran out.
          testTimeout: 15_000,
          // The files share jsdom, MUI and the app's modules instead of importing them anew each (5 min → about
          // 1.5–2 min). testing/setup.ts resets what a test leaves in the window; tests spy instead of vi.mock.
          isolate: false,
          // Vitest refuses a whole run whose projects share a sequence group but not a worker count ("different
          // 'maxWorkers' but same 'sequence.groupOrder'"), which isolate: false brings about: the server's count.
          maxWorkers: 2,
        },
      },
    ],
  },
});
