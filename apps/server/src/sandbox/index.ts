export { createSandbox, type SandboxOptions } from './sandbox.ts';
export * from './types.ts';
