// Violation: the other half of the billing <-> invoices loop.
import { findAccount } from '../billing/billing.repository.ts';

export const invoicesService = { account: findAccount };
export type InvoicesService = typeof invoicesService;
