/**
 * next/navigation's address hooks for component tests. Test files share their worker's modules
 * (vitest.config.ts), so a component loaded by one file keeps the mock it was loaded with: every
 * file that mocks these hooks uses this one, and drives the address through `mockedAddress`.
 */
export const mockedAddress = { pathname: '/', search: '' };

export const nextNavigationMock = {
  usePathname: () => mockedAddress.pathname,
  useSearchParams: () => new URLSearchParams(mockedAddress.search),
};

export function resetMockedAddress(): void {
  mockedAddress.pathname = '/';
  mockedAddress.search = '';
}
