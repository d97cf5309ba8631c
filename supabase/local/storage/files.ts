import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS } from './errors';

/** Storage's own rule for object keys (S3's safe characters), plus no empty, `.` or `..` segment, since keys are paths on disk here. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;

export function mustBeValidKey(key: string) {
  const segments = key.split('/');
  if (!key || !VALID_OBJECT_KEY.test(key) || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw ERRORS.invalidKey(key);
}

export function mustBeValidBucket(bucket: string) {
  if (!VALID_BUCKET_NAME.test(bucket) || bucket === '.' || bucket === '..') throw ERRORS.noSuchBucket();
}

/**
 * Objects' bytes on disk: `<root>/<bucket>/<object name>`. A new file is written beside its place
 * under a temporary name and renamed into it once its row is in, so a failed upload leaves nothing
 * and a reader never sees half a file.
 */
export function createFileStore(root: string) {
  const fileOf = (bucket: string, name: string) => {
    mustBeValidBucket(bucket);
    mustBeValidKey(name);
    return path.join(root, bucket, ...name.split('/'));
  };
  const tempDir = path.join(root, '.uploads');

  return {
    root,
    fileOf,
    /** Writes bytes to a temporary file; returns its path. */
    async stage(bytes: Uint8Array): Promise<string> {
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      await writeFile(temp, bytes);
      return temp;
    },
    async stageCopy(bucket: string, name: string): Promise<string> {
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      await copyFile(fileOf(bucket, name), temp);
      return temp;
    },
    async place(temp: string, bucket: string, name: string) {
      const target = fileOf(bucket, name);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
    },
    async move(fromBucket: string, from: string, toBucket: string, to: string) {
      const target = fileOf(toBucket, to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(fileOf(fromBucket, from), target);
    },
    discard: (temp: string) => rm(temp, { force: true }),
    remove: (bucket: string, name: string) => rm(fileOf(bucket, name), { force: true }),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
