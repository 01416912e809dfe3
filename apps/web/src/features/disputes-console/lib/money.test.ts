import { describe, expect, it } from 'vitest';
import { parseMinor, splitEscrow } from './money.ts';

describe('amounts in the order’s currency', () => {
  it('reads what an operator types as cents, without float drift, and refuses anything else', () => {
    expect(parseMinor('40')).toBe(4000);
    expect(parseMinor(' 40.5 ')).toBe(4050);
    expect(parseMinor('0.29')).toBe(29);
    expect(parseMinor('1,040.05')).toBe(104_005);
    for (const bad of ['', '.5', '40.', '40.505', '-5', '4e3', 'forty', '1 000'])
      expect(parseMinor(bad)).toBeNull();
  });

  it('splits the escrow: the refund back whole, the rest released less the fee', () => {
    const order = { total_minor: 12_000, fee_minor: 1_200 };
    expect(splitEscrow(order, 0)).toEqual({ refund: 0, released: 12_000, fee: 1_200, payout: 10_800 });
    expect(splitEscrow(order, 4_050)).toEqual({ refund: 4_050, released: 7_950, fee: 795, payout: 7_155 });
    expect(splitEscrow(order, 12_000)).toEqual({ refund: 12_000, released: 0, fee: 0, payout: 0 });
    // Money is neither made nor lost.
    for (const refund of [1, 333, 5_555, 11_999]) {
      const split = splitEscrow(order, refund);
      expect(split.refund + split.payout + split.fee).toBe(order.total_minor);
    }
  });
});
