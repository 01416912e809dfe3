// Violation: cycle-b and cycle-a import each other.
import { a } from './cycle-a.ts';

export const b = () => a;
