import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 1 s by default; a DataGrid re-rendering on a loaded 2-core CI machine (the
// browser suite runs beside this one) took longer. A test that passes waits no longer for this.
configure({ asyncUtilTimeout: 5_000 });

// After every web test: spies, fake timers and stubbed globals are undone — here once, instead of an afterEach
// of its own in each test file that uses them (first, as those hooks ran before this one) — then the DOM and
// storage are emptied and the address is / again. The web files share one jsdom window (isolate: false in
// vitest.config.ts), so what a test leaves there would reach the next file.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
