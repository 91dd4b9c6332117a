import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockedAddress, mockedRouter, resetMockedAddress } from '../../../tests/support/next-navigation-mock';
import { useAdminListParams } from './use-admin-list-params';

vi.mock('next/navigation', async () => (await import('../../../tests/support/next-navigation-mock')).nextNavigationMock);

// The address stays as it is: router.replace has not reached it yet (the server is answering).
beforeEach(() => {
  mockedAddress.pathname = '/admin/orders';
  mockedAddress.search = 'sort=placed';
});
afterEach(resetMockedAddress);

it('a search typed before the chosen view reaches the address keeps the view', () => {
  const { result } = renderHook(() => useAdminListParams());
  act(() => result.current.setFilter('view', 'vouchers'));
  act(() => result.current.setSearch('A6XA'));
  expect(mockedRouter.replace).toHaveBeenLastCalledWith('/admin/orders?sort=placed&view=vouchers&search=A6XA', { scroll: false });
});

it('a change builds on the address once the last one has reached it', () => {
  const { result } = renderHook(() => useAdminListParams());
  act(() => result.current.setPage(3));
  expect(mockedRouter.replace).toHaveBeenLastCalledWith('/admin/orders?sort=placed&page=3', { scroll: false });
});
