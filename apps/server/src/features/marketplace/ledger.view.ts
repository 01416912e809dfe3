import type { Balance, LedgerRow } from '@talent/contract/marketplace';
import type { BalanceFigures, PostingView } from './ledger.repository.ts';

export function balanceJson(figures: BalanceFigures): Balance {
  return {
    currency: figures.currency as Balance['currency'],
    available_minor: figures.available,
    incoming_minor: figures.incoming,
    fees_minor: figures.fees,
    in_escrow_minor: figures.inEscrow,
    spent_minor: figures.spent,
    refunded_minor: figures.refunded,
  };
}

/** `funding:{id}` → `funding`: which of my accounts moved. */
const accountKind = (account: string) => account.split(':', 1)[0] ?? account;

export function ledgerRowJson(row: PostingView): LedgerRow {
  return {
    id: String(row.id),
    entry_id: row.entryId,
    kind: row.kind as LedgerRow['kind'],
    account: accountKind(row.account),
    order_id: row.orderId,
    order_reference: row.orderReference,
    memo: row.memo,
    currency: row.currency as LedgerRow['currency'],
    amount_minor: row.amountMinor,
    created_at: row.createdAt.toISOString(),
  };
}

const KIND_LABELS: Record<LedgerRow['kind'], string> = {
  hold: 'Payment into escrow',
  release: 'Release',
  refund: 'Refund',
  partial_refund: 'Partial refund',
};
const ACCOUNT_LABELS: Record<string, string> = { funding: 'Payments', earnings: 'Earnings' };

/** Cents as a decimal string, exactly (no floating point): -1234 → "-12.34". */
export function decimal(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+\.\d{2}$/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading quote; our own amounts stay numbers (a negative amount is not a formula). Cells with a comma, a
 * quote or a line break are quoted.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const HEADER = ['Date', 'Reference', 'Type', 'Account', 'Description', 'Currency', 'Amount'];

/** My movements as a spreadsheet: a header row, then one row per posting, newest first (CRLF, as RFC 4180). */
export function ledgerCsv(rows: PostingView[]): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.orderReference ?? '',
      KIND_LABELS[row.kind as LedgerRow['kind']] ?? row.kind,
      ACCOUNT_LABELS[accountKind(row.account)] ?? accountKind(row.account),
      row.memo,
      row.currency,
      decimal(row.amountMinor),
    ]),
  ];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
