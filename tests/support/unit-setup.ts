import { AsyncLocalStorage } from 'node:async_hooks';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Next's request-scoped stores take AsyncLocalStorage from globalThis, where its server puts it.
// Without it they are stand-ins that throw when used, and with files sharing a worker's modules
// (vitest.config.ts) whichever file loads them first decides: a flaky failure in CI.
(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage;

// Runs before each test file. Files share their worker's DOM (vitest.config.ts), so each starts
// with the cookies and storage a fresh page would have.
if (typeof document !== 'undefined') {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

afterEach(() => {
  // Files may opt into the node environment, where there is no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.className = '';
});
