import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files may opt into the node environment, where there is no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.className = '';
});
