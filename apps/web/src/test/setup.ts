import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { defaultBasketOptions, resetCartStore, useBasketOptions } from '@/features/cart';
import { resetAuthStore } from '@/features/auth';
import { useUiStore } from '@/lib/ui-store.ts';
import { queryClient } from '@/lib/query-client.ts';

// A console.error during a test fails it.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  resetCartStore();
  resetAuthStore();
  useUiStore.setState({ modal: null });
  useBasketOptions.setState(defaultBasketOptions, true);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    const messages = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
