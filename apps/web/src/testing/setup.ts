import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// After every web test: spies, fake timers and stubbed globals are undone — here once, instead of an afterEach
// of its own in each test file that uses them (first, as those hooks ran before this one) — then the DOM and
// storage are emptied.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
