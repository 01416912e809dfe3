import { ConfigError } from '../config.ts';

/** Runs a command-line task: clear message and exit code 1 on failure, no stack for configuration mistakes. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  }
}
