export { createSandbox, type ManagedSandbox, type SandboxOptions } from './sandbox.ts';
export * from './types.ts';
