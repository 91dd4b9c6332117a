import { describe, expect, it } from 'vitest';
import { canMoveOrder, getOrderStatusesBefore, isFinalOrderStatus, isPaidOrderStatus, orderStatuses } from './order-status';

describe('order status', () => {
  it('moves a pending order to paid, failed or cancelled only', () => {
    expect(orderStatuses.filter((to) => canMoveOrder('PENDING', to))).toEqual(['PAID', 'FAILED', 'CANCELLED']);
  });

  it('fulfils or refunds a paid order, and refunds a fulfilled one', () => {
    expect(canMoveOrder('PAID', 'FULFILLED')).toBe(true);
    expect(canMoveOrder('PAID', 'REFUNDED')).toBe(true);
    expect(canMoveOrder('FULFILLED', 'REFUNDED')).toBe(true);
    expect(canMoveOrder('FULFILLED', 'PAID')).toBe(false);
  });

  it('never fulfils or refunds an order that was not paid', () => {
    for (const from of ['PENDING', 'FAILED', 'CANCELLED'] as const) {
      expect(canMoveOrder(from, 'FULFILLED')).toBe(false);
      expect(canMoveOrder(from, 'REFUNDED')).toBe(false);
    }
  });

  it('cannot leave failed, cancelled or refunded, nor stay where it is', () => {
    for (const status of ['FAILED', 'CANCELLED', 'REFUNDED'] as const) {
      expect(isFinalOrderStatus(status)).toBe(true);
      expect(orderStatuses.some((to) => canMoveOrder(status, to))).toBe(false);
    }
    for (const status of orderStatuses) expect(canMoveOrder(status, status)).toBe(false);
  });

  it('names the statuses a conditional update starts from', () => {
    expect(getOrderStatusesBefore('PAID')).toEqual(['PENDING']);
    expect(getOrderStatusesBefore('REFUNDED')).toEqual(['PAID', 'FULFILLED']);
    expect(getOrderStatusesBefore('PENDING')).toEqual([]);
  });

  it('counts paid and fulfilled orders as paid for', () => {
    expect(orderStatuses.filter(isPaidOrderStatus)).toEqual(['PAID', 'FULFILLED']);
  });
});
