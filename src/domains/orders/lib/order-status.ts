/**
 * An order's life (issue 9): pending while the card is being charged, paid once the money is
 * taken, fulfilled once its vouchers are issued; or failed (declined), cancelled (abandoned before
 * payment) and refunded (money returned). Every status change goes through `canMoveOrder`, so no
 * code path can, say, refund an order that was never paid or fulfil a failed one.
 */
export const orderStatuses = ['PENDING', 'PAID', 'FULFILLED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const allowedMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PAID', 'FAILED', 'CANCELLED'],
  PAID: ['FULFILLED', 'REFUNDED'],
  FULFILLED: ['REFUNDED'],
  FAILED: [],
  CANCELLED: [],
  REFUNDED: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return allowedMoves[from].includes(to);
}

/** The statuses an order may be in for a move to `to`: what a conditional UPDATE matches on. */
export function getOrderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return orderStatuses.filter((from) => canMoveOrder(from, to));
}

/** No further move is possible. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return allowedMoves[status].length === 0;
}

/** Money was taken and not returned: what the buyer has paid for. */
export function isPaidOrderStatus(status: OrderStatus): boolean {
  return status === 'PAID' || status === 'FULFILLED';
}
