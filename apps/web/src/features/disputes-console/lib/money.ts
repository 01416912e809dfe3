import { MARKETPLACE_FEE_PERCENT } from '@talent/contract/marketplace';

/**
 * What an operator typed as an amount ("40", "40.5", "1,040.50") in minor units, or null when it is not an
 * amount with at most two decimals. Read as text, never through floats, so 0.29 stays 29 cents.
 */
export function parseMinor(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The platform's fee on what is released to a seller. */
export function feeOn(releasedMinor: number): number {
  return Math.round((releasedMinor * MARKETPLACE_FEE_PERCENT) / 100);
}

export interface Split {
  /** Back to the buyer. */
  refund: number;
  /** Released from escrow towards the seller, before the fee. */
  released: number;
  fee: number;
  /** What the seller keeps. */
  payout: number;
}

/**
 * How an order's escrow would be split: the refund goes back whole, the rest is released less the fee. A full
 * release takes the order's own fee (the server's figure); a partial one the fee on the part released.
 */
export function splitEscrow(order: { total_minor: number; fee_minor: number }, refundMinor: number): Split {
  const released = order.total_minor - refundMinor;
  const fee = refundMinor === 0 ? order.fee_minor : released > 0 ? feeOn(released) : 0;
  return { refund: refundMinor, released, fee, payout: released - fee };
}
