import { getLocalDate } from '@/lib/local-time';
import type { VoucherCheck, VoucherCheckState } from '../schemas';
import { VOUCHER_TIME_ZONE } from './printable-voucher';

type VoucherStatus = 'ISSUED' | 'ACTIVATED' | 'VOID' | 'REFUNDED';

/**
 * What the public voucher check says of a status. Vouchers never expire and their value moves to
 * the balance whole on activation, so a voided or refunded one is the only kind "no longer valid".
 */
export function getVoucherCheckState(status: VoucherStatus): VoucherCheckState {
  switch (status) {
    case 'ISSUED':
      return 'ready';
    case 'ACTIVATED':
      return 'activated';
    case 'VOID':
    case 'REFUNDED':
      return 'noLongerValid';
  }
}

/**
 * The answer to a check: the state, the value and, once activated, only the day (in the shop's
 * zone, as the account page shows it): never the hour, nor who activated it, bought it or for whom.
 */
export function toVoucherCheck(certificateNumber: string, voucher: { status: VoucherStatus; valueCents: number; activatedAt: Date | null }): VoucherCheck {
  const state = getVoucherCheckState(voucher.status);
  return {
    certificateNumber,
    state,
    valueCents: voucher.valueCents,
    activatedOn: state === 'activated' && voucher.activatedAt ? getLocalDate(VOUCHER_TIME_ZONE, voucher.activatedAt) : null,
  };
}
