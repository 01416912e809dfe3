import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

/**
 * The store the app keeps uploads in: the S3 bucket when S3_* are set (staging under DATA_DIR/files-staging), else
 * local disk under DATA_DIR/files. Opening either sweeps what a crash left half-written.
 */
export async function openFileStorage(config: Config): Promise<FileStorage> {
  if (config.s3) {
    // The AWS SDK loads only when a bucket is configured.
    const { S3FileStorage } = await import('./s3-file-storage.ts');
    return S3FileStorage.open(config.s3, join(config.dataDir, 'files-staging'));
  }
  return LocalFileStorage.open(join(config.dataDir, 'files'));
}
