// Violation: billing and invoices import each other through different files (no file cycle, a folder cycle).
import type { InvoicesService } from '../invoices/invoices.service.ts';

export const billingService = (invoices: InvoicesService) => invoices;
