import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import { AppError } from '../../lib/app-error.ts';

export interface UploadPart {
  /** The text fields sent before the file (later ones are ignored: the file's checks need them first). */
  fields: Record<string, string>;
  filename: string;
  stream: Readable;
}

/** The body ended early or was not valid multipart: the client retries, nothing was kept. */
export const interrupted = () =>
  new AppError('bad_request', { message: 'The upload was interrupted or malformed. Please try again.' });

/**
 * Reads a multipart request whose fields come first and whose one `file` part comes last, handing the file to
 * `onFile` as a stream: nothing is buffered whole. Settles once `onFile` has settled, so its clean-up has run.
 */
export function readUpload<T>(
  raw: IncomingMessage,
  maxFileBytes: number,
  onFile: (part: UploadPart) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };

    let parser: ReturnType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: raw.headers as { 'content-type': string },
        // One more byte than allowed, so "exactly at the limit" and "over it" can be told apart.
        limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, fileSize: maxFileBytes + 1 },
      });
    } catch {
      reject(new AppError('bad_request', { message: 'The multipart body has no boundary.' }));
      return;
    }

    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let current: Readable | undefined;
    let result: Promise<T> | undefined;
    let finished = false;

    // Stop feeding the parser and let the rest of the body drain, so the client still reads our answer.
    const release = () => {
      raw.unpipe(parser);
      raw.resume();
    };

    const fail = (error: unknown) => {
      current?.destroy(error instanceof Error ? error : undefined);
      release();
      if (result)
        // A file that was whole before the body broke (a cut in the closing boundary) is stored: answer with it.
        result.then(
          (value) => settle(() => resolve(value)),
          () => settle(() => reject(error)),
        );
      else settle(() => reject(error));
    };

    parser.on('field', (name: string, value: string) => {
      if (!result && !(name in fields)) fields[name] = value;
    });
    parser.on('file', (name: string, stream: Readable, filename: string) => {
      if (name !== 'file' || result) {
        stream.resume();
        return;
      }
      current = stream;
      result = onFile({ fields: { ...fields }, filename, stream });
      result.then(
        (value) => {
          if (finished) settle(() => resolve(value));
        },
        (error: unknown) => {
          release();
          settle(() => reject(error));
        },
      );
    });
    parser.on('finish', () => {
      finished = true;
      if (!result) {
        settle(() => reject(AppError.validation({ file: ['Choose a file to upload.'] })));
        return;
      }
      result.then(
        (value) => settle(() => resolve(value)),
        () => undefined,
      );
    });
    parser.on('error', () => fail(interrupted()));
    raw.on('close', () => {
      if (raw.readableAborted) fail(interrupted());
    });
    raw.on('error', () => fail(interrupted()));
    raw.pipe(parser);
  });
}
