// Clean: a test may drive two features; tests do not count in the folder graph.
import { billingService } from '../billing/billing.service.ts';

export const cases = [billingService];
