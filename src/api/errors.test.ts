import { ERROR_TEXT, errorMessage, isTransportError, storageError, toAppError } from './errors';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('toAppError: failures → sentences a landlord can act on', () => {
  it.each([
    ['fetch TypeError (browser offline)', new TypeError('Failed to fetch'), undefined, ERROR_TEXT.offline, true],
    [
      'supabase-js network failure (status 0)',
      { message: 'TypeError: Failed to fetch', code: '' },
      0,
      ERROR_TEXT.offline,
      true,
    ],
    [
      'Firefox network failure',
      { message: 'NetworkError when attempting to fetch resource.' },
      undefined,
      ERROR_TEXT.offline,
      true,
    ],
    [
      'abort / timeout',
      { name: 'AbortError', message: 'signal is aborted without reason' },
      undefined,
      ERROR_TEXT.timeout,
      true,
    ],
    ['gateway timeout 504', { message: 'upstream timed out' }, 504, ERROR_TEXT.timeout, true],
    ['request timeout 408', { message: 'x' }, 408, ERROR_TEXT.timeout, true],
    ['500', { message: 'boom', code: 'X' }, 500, ERROR_TEXT.server, true],
    ['503', { message: 'Service Unavailable' }, 503, ERROR_TEXT.server, true],
    ['401 JWT expired', { message: 'JWT expired', code: 'PGRST301' }, 401, ERROR_TEXT.session, false],
    ['JWT expired without a status', { message: 'JWT expired' }, undefined, ERROR_TEXT.session, false],
    ['403 RLS', { message: 'permission denied for table properties', code: '42501' }, 403, ERROR_TEXT.forbidden, false],
    ['403 without a code', { message: 'Forbidden' }, 403, ERROR_TEXT.forbidden, false],
    ['404', { message: 'Not Found' }, 404, ERROR_TEXT.notFound, false],
    [
      'PGRST116 no row for .single()',
      { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
      406,
      ERROR_TEXT.notFound,
      false,
    ],
    [
      '409 unique violation',
      { message: 'duplicate key value violates unique constraint "unit_notes_pkey"', code: '23505' },
      409,
      ERROR_TEXT.conflict,
      false,
    ],
    ['409 without a code', { message: 'Conflict' }, 409, ERROR_TEXT.conflict, false],
    ["413 from the API's gateway", { message: 'Payload too large' }, 413, ERROR_TEXT.tooLarge, false],
    [
      'foreign key',
      { message: 'insert or update on table "tasks" violates foreign key constraint', code: '23503' },
      409,
      ERROR_TEXT.missingReference,
      false,
    ],
    [
      'not null',
      { message: 'null value in column "name" violates not-null constraint', code: '23502' },
      400,
      ERROR_TEXT.required,
      false,
    ],
    [
      'invalid uuid',
      { message: 'invalid input syntax for type uuid: "x"', code: '22P02' },
      400,
      ERROR_TEXT.badFormat,
      false,
    ],
    [
      'too long',
      { message: 'value too long for type character varying(10)', code: '22001' },
      400,
      ERROR_TEXT.tooLong,
      false,
    ],
    [
      'check constraint',
      { message: 'new row for relation "units" violates check constraint', code: '23514' },
      400,
      ERROR_TEXT.notAllowed,
      false,
    ],
    [
      'a link check',
      {
        message: 'new row for relation "vendors" violates check constraint "vendors_website_url_link_scheme"',
        code: '23514',
      },
      400,
      'Links must start with http://, https://, mailto: or tel:',
      false,
    ],
    [
      'a task link check',
      { message: 'new row for relation "tasks" violates check constraint "tasks_links_link_scheme"', code: '23514' },
      400,
      'Links must start with http://, https://, mailto: or tel:',
      false,
    ],
    [
      'a link check the account import quotes',
      {
        message:
          'The export could not be imported (vendors): new row for relation "vendors" violates check constraint "vendors_website_url_link_scheme"',
        code: '22023',
      },
      400,
      'Links must start with http://, https://, mailto: or tel:',
      false,
    ],
    [
      'unknown PostgREST code',
      { message: 'Could not find the function public.x in the schema cache', code: 'PGRST202' },
      400,
      ERROR_TEXT.generic,
      false,
    ],
    [
      'unknown SQLSTATE',
      { message: 'syntax error at or near "select"', code: '42601' },
      400,
      ERROR_TEXT.generic,
      false,
    ],
    [
      'auth request limit (429)',
      { message: 'Request rate limit reached', code: 'over_request_rate_limit' },
      429,
      ERROR_TEXT.tooManyAttempts,
      false,
    ],
    [
      'auth max_frequency for one address (429)',
      {
        message: 'For security purposes, you can only request this after 42 seconds.',
        code: 'over_email_send_rate_limit',
      },
      429,
      ERROR_TEXT.tooManyEmailsToAddress,
      false,
    ],
    [
      'auth hourly e-mail limit (429)',
      { message: 'email rate limit exceeded', code: 'over_email_send_rate_limit' },
      429,
      ERROR_TEXT.tooManyEmails,
      false,
    ],
    ['429 without a code', { message: 'Too Many Requests' }, 429, ERROR_TEXT.tooManyAttempts, false],
  ])('%s', (_case, raw, status, message, transport) => {
    const error = toAppError(raw, undefined, status);
    expect(error.message).toBe(message);
    expect(error.transport).toBe(transport);
    expect(isTransportError(error)).toBe(transport);
  });

  it.each([
    [
      'SPEC §8 service error raised by a database function',
      { message: 'This rent increase has already been applied', code: 'P0001' },
      400,
    ],
    ['SPEC §8 missing record raised with P0002', { message: 'Task not found', code: 'P0002' }, 400],
    ['a rent function refusal (55000)', { message: 'This rent increase has already been applied', code: '55000' }, 400],
    [
      'a take-back refused past the effective date (55000)',
      { message: 'This rent increase has taken effect and can no longer be taken back', code: '55000' },
      400,
    ],
    ['an import refusal (22023)', { message: 'At most 5,000 rows at once', code: '22023' }, 400],
    ['a sign-in refusal of a function (42501)', { message: 'Sign in to import', code: '42501' }, 403],
    ['a ledger refusal raised as a foreign key (23503)', { message: 'Vendor not found', code: '23503' }, 409],
    ['a ledger refusal raised as a check (23514)', { message: 'Amount must be more than $0', code: '23514' }, 400],
    [
      'a duplicate increase raised as unique (23505)',
      { message: 'A rent increase for this unit on 2027-03-01 already exists', code: '23505' },
      409,
    ],
    ['an auth server sentence', { message: 'Invalid login credentials', code: 'invalid_credentials' }, 400],
    ['a sentence without a code', { message: 'Save failed' }, undefined],
  ])('keeps %s as it is', (_case, raw, status) => {
    expect(toAppError(raw, undefined, status).message).toBe(raw.message);
  });

  it('never shows the technical text, but logs it to the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(errorMessage(new TypeError('Failed to fetch'))).not.toMatch(/TypeError|fetch/);
    expect(warn).toHaveBeenCalledWith('[api]', '', 'Failed to fetch');
  });

  it('keeps an already mapped error, with the message an endpoint gave it', () => {
    const mapped = {
      ...toAppError({ message: 'dup', code: '23505' }, undefined, 409),
      message: 'A test digest is already on its way',
    };
    expect(errorMessage(mapped)).toBe('A test digest is already on its way');
  });
});

describe('storageError: Storage refusals → sentences', () => {
  it.each([
    [
      '413 with the status itself',
      413,
      { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
      ERROR_TEXT.fileTooLarge,
    ],
    [
      '400 with 413 in the body',
      400,
      { statusCode: '413', error: 'Payload too large', message: 'x' },
      ERROR_TEXT.fileTooLarge,
    ],
    [
      '415 invalid mime type',
      415,
      {
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'mime type text/plain is not supported',
      },
      ERROR_TEXT.fileType,
    ],
    [
      '400 with invalid_mime_type',
      400,
      { statusCode: '415', error: 'invalid_mime_type', message: 'mime type text/plain is not supported' },
      ERROR_TEXT.fileType,
    ],
    [
      '403 RLS',
      400,
      { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
      ERROR_TEXT.forbidden,
    ],
    ['the connection (status 0)', 0, null, ERROR_TEXT.offline],
    ['a 503', 503, { statusCode: '503', error: 'Service Unavailable', message: 'down' }, ERROR_TEXT.server],
  ])('%s', (_name, status, body, text) => {
    expect(storageError(status, body).message).toBe(text);
  });

  it('marks a lost connection as transport, so a queued upload waits for it', () => {
    expect(storageError(0, null).transport).toBe(true);
    expect(storageError(413, null).transport).toBe(false);
  });
});
