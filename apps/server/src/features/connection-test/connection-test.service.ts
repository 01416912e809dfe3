import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CONNECTION_TEST_MAX_BYTES,
  CONNECTION_TEST_MAX_REQUESTS,
  CONNECTION_TEST_WINDOW_SECONDS,
} from '@talent/contract/connection-test';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

const TOO_LARGE = `Send at most ${CONNECTION_TEST_MAX_BYTES} bytes.`;

/**
 * Reads a body to its end and keeps none of it, only the count. Over `cap` it stops listening and answers at once
 * (the route drains or cuts the rest), so a client can never make us read more than the cap before it hears 413.
 */
function countAndDrop(body: Readable, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const settle = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > cap) {
        settle();
        reject(new AppError('payload_too_large', { message: TOO_LARGE }));
      }
    };
    const onEnd = () => {
      settle();
      resolve(received);
    };
    const onError = () => {
      settle();
      reject(new AppError('bad_request', { message: 'The upload broke off.' }));
    };
    // A client that goes away closes the stream without an end.
    const onClose = () => {
      if (body.readableEnded) return;
      onError();
    };
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onClose);
    body.resume();
  });
}

/**
 * The probes behind the device check: bytes in (upload speed) and bytes out (download speed). They store nothing
 * and need no account, so each client address gets a budget of requests per window, shared by every process
 * (the limiter's counters are in the database).
 */
export class ConnectionTestService {
  private readonly limiter: RateLimiter;
  private payload: Buffer | null = null;

  constructor({ limiter }: { limiter: RateLimiter }) {
    this.limiter = limiter;
  }

  /** Counts one probe for `client`; past the budget, 429 with the seconds until the window reopens. */
  async admit(client: string): Promise<void> {
    const { hits, retryAfter } = await this.limiter.hit(
      `connection-test:${client}`,
      CONNECTION_TEST_WINDOW_SECONDS,
    );
    if (hits > CONNECTION_TEST_MAX_REQUESTS) throw new AppError('too_many_attempts', { retryAfter });
  }

  /** The number of bytes received; refused before reading when the declared length is already over the cap. */
  async receive(body: Readable, declaredLength: number | undefined): Promise<number> {
    if (declaredLength !== undefined && declaredLength > CONNECTION_TEST_MAX_BYTES) {
      throw new AppError('payload_too_large', { message: TOO_LARGE });
    }
    return countAndDrop(body, CONNECTION_TEST_MAX_BYTES);
  }

  /**
   * `bytes` bytes that no proxy can compress (random), so the measure is of the line and not of gzip. One buffer
   * of the largest size is made on first use and sliced; its content is no secret.
   */
  download(bytes: number): Buffer {
    this.payload ??= randomBytes(CONNECTION_TEST_MAX_BYTES);
    return this.payload.subarray(0, Math.min(bytes, CONNECTION_TEST_MAX_BYTES));
  }
}
