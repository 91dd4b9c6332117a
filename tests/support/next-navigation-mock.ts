/**
 * next/navigation's address hooks for component tests. Test files share their worker's modules
 * (vitest.config.ts), so a component loaded by one file keeps the mock it was loaded with: every
 * file that mocks these hooks uses this one, and drives the address through `mockedAddress`.
 */
import { vi } from 'vitest';

export const mockedAddress = { pathname: '/', search: '' };

/** The router's moves are recorded and change nothing: the address stays as the test set it. */
export const mockedRouter = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };

export const nextNavigationMock = {
  useRouter: () => mockedRouter,
  usePathname: () => mockedAddress.pathname,
  useSearchParams: () => new URLSearchParams(mockedAddress.search),
};

export function resetMockedAddress(): void {
  mockedAddress.pathname = '/';
  mockedAddress.search = '';
  for (const move of Object.values(mockedRouter)) move.mockClear();
}
