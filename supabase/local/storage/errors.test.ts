import { DatabaseError } from 'pg';
import { ERRORS, fromDatabaseError, toStorageError } from './errors';

const pgError = (code: string, message: string) => Object.assign(new DatabaseError(message, 0, 'error'), { code });

describe('Storage errors', () => {
  it('render as hosted Storage renders them, answered with HTTP 400 unless a 500', () => {
    expect(ERRORS.noSuchKey().render()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    expect(ERRORS.noSuchKey().httpStatus).toBe(400);
    expect(ERRORS.entityTooLarge().render()).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(ERRORS.invalidMimeType('text/plain').render()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain is not supported',
    });
    expect(ERRORS.internal().httpStatus).toBe(500);
  });

  it("map PostgreSQL's refusals as Storage's database layer does", () => {
    expect(
      fromDatabaseError(pgError('42501', 'new row violates row-level security policy for table "objects"')).render(),
    ).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(fromDatabaseError(pgError('23505', 'duplicate key')).render()).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(toStorageError(pgError('XX000', 'boom')).render()).toMatchObject({
      statusCode: '500',
      code: 'DatabaseError',
    });
    expect(toStorageError(new Error('disk')).render()).toMatchObject({ statusCode: '500', code: 'InternalError' });
  });
});
