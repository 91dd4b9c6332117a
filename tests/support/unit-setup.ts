import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
