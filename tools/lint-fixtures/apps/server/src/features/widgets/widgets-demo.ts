// Violation: a feature imports the demo data, which sits above the features.
import { seedWidgets } from '../../seed/demo.ts';

export const demo = seedWidgets;
