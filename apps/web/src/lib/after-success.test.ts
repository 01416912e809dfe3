import { describe, expect, it, vi } from 'vitest';
import { afterSuccess } from './after-success.ts';

describe('afterSuccess', () => {
  it('runs the follow-up with the result once the action succeeded, and not after a failure', async () => {
    const then = vi.fn();
    await afterSuccess(Promise.resolve(7), then);
    expect(then).toHaveBeenCalledWith(7);
    const never = vi.fn();
    await expect(afterSuccess(Promise.reject(new Error('409')), never)).resolves.toBeUndefined();
    expect(never).not.toHaveBeenCalled();
  });
});
