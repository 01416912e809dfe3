import { JAVA_TEST } from './java.ts';
import { JAVASCRIPT_TEST } from './javascript.ts';
import { NODE_JS_TEST } from './node-js.ts';
import { PYTHON_TEST } from './python.ts';
import { REACT_TEST } from './react.ts';
import type { BankTest } from './types.ts';
import { TYPESCRIPT_TEST } from './typescript.ts';

/** JavaScript, TypeScript, React, Node.js, Python, Java. */
export const BANK_A: readonly BankTest[] = [
  JAVASCRIPT_TEST,
  TYPESCRIPT_TEST,
  REACT_TEST,
  NODE_JS_TEST,
  PYTHON_TEST,
  JAVA_TEST,
];
