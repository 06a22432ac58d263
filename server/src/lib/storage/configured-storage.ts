import type { AppConfig } from '../../config/config';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

/** The storage this configuration names: S3 when configured, else the local upload folder. */
export function configuredStorage(config: Pick<AppConfig, 's3' | 'uploadDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadDir);
}
