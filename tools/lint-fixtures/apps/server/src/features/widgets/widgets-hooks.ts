// Violation: production code imports a test kit.
import { testApp } from '../../test/harness.ts';

export const hooks = testApp;
