import { BANK_A } from './bank-a.ts';
import { BANK_B } from './bank-b.ts';
import type { BankTest } from './types.ts';

/** Every skill test we publish, as written; loaded into the database at start-up. */
export const ITEM_BANK: readonly BankTest[] = [...BANK_A, ...BANK_B];
