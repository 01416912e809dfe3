// Clean: a test may use the test kit.
import { testApp } from '../../test/harness.ts';
import { listWidgets } from './widgets.repository.ts';

export const cases = [testApp, listWidgets];
