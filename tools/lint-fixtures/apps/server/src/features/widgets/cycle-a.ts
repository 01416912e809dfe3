// Violation: cycle-a and cycle-b import each other.
import { b } from './cycle-b.ts';

export const a = () => b();
