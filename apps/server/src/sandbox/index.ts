// createSandbox returns the Sandbox of types.ts plus whenWarm (see ManagedSandbox and SandboxOptions in sandbox.ts).
export { createSandbox } from './sandbox.ts';
export * from './types.ts';
