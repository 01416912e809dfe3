// createSandbox runs the sandbox in a process of its own (process-sandbox.ts); its options are sandbox.ts's SandboxOptions.
export { createSandbox, type ProcessSandbox } from './process-sandbox.ts';
export * from './types.ts';
