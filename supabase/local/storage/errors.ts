import { DatabaseError } from 'pg';

/**
 * An error as Supabase Storage renders it: `{ statusCode, code, error, message }`, where statusCode is
 * the error's own status as a string. Hosted Storage answers every such error with HTTP 400 unless it
 * is a 500 (a few with the status they name), and storage-js reads the body, not the HTTP status.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
  }

  render() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors of Storage's `ERRORS` table this service can give, with hosted's codes and messages. */
export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  alreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  internal: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
};

/** A PostgreSQL error as Storage's DBError.fromDBError maps it. */
export function fromDatabaseError(error: DatabaseError): StorageError {
  switch (error.code) {
    case '42501':
      return ERRORS.accessDenied(
        error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
      );
    case '23505':
      return ERRORS.alreadyExists();
    case '23503':
      return new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '22P02':
      return new StorageError(400, 'InvalidParameter', error.message);
    default:
      return new StorageError(500, 'DatabaseError', `database error, code: ${error.code}`);
  }
}

export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof DatabaseError) return fromDatabaseError(error);
  return ERRORS.internal(error instanceof Error ? error.message : undefined);
}
