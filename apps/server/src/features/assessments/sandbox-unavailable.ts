import { AppError } from '../../lib/app-error.ts';
import type { Sandbox } from '../../sandbox/types.ts';

/** Until the sandbox is wired in: running or grading code answers 503 rather than pretending to run it. */
export const unavailableSandbox: Sandbox = {
  run: async () => {
    throw new AppError('service_unavailable', { message: 'Running code is not available right now.' });
  },
  close: async () => undefined,
};
