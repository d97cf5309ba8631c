import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { SCHEMA_CHECK_URL } from '../../../mocks/schema';
import { holdRequests } from '../../../tests/support/gate';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { makeStore } from '../../app/store';
import { DatabaseSetupOverlay } from './DatabaseSetupOverlay';
import { answeredSchemaCheck } from './schemaCheckApi';
import { answeredSchemaProbe, startSchemaProbe, takeSchemaProbe } from './schemaProbe';

const app = (
  <DatabaseSetupOverlay>
    <p>The app</p>
  </DatabaseSetupOverlay>
);

describe('DatabaseSetupOverlay', () => {
  it('checks, then gets out of the way when the table exists', async () => {
    server.use(http.get(SCHEMA_CHECK_URL, () => HttpResponse.json([])));
    const release = holdRequests(SCHEMA_CHECK_URL);
    await renderWithProviders(app);
    expect(screen.getByText('Checking database schema...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Database Setup Required' })).toBeInTheDocument();
    // Mounted beneath the overlay, hidden, so its own reads start with the check.
    expect(screen.getByText('The app').closest('[aria-hidden="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByText('Database Setup Required')).not.toBeInTheDocument());
    expect(screen.getByText('The app').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('sends the exact SPEC §7 request with the public key headers', async () => {
    let seen: Request | undefined;
    server.use(http.get(SCHEMA_CHECK_URL, ({ request }) => ((seen = request), HttpResponse.json([]))));
    await renderWithProviders(app);
    await screen.findByText('The app');
    const url = new URL(seen!.url);
    expect(url.searchParams.get('select')).toBe('id');
    expect(url.searchParams.get('limit')).toBe('1');
    expect(seen!.headers.get('apikey')).toBe('test-anon-key');
    expect(seen!.headers.get('authorization')).toBe('Bearer test-anon-key');
  });

  it('takes the probe the entry started on a cold start (one request), and sends its own on Check Again', async () => {
    let status = 404;
    const seen: number[] = [];
    server.use(
      http.get(
        SCHEMA_CHECK_URL,
        () => (
          seen.push(status),
          status === 404 ? HttpResponse.json({ code: '42P01' }, { status }) : HttpResponse.json([])
        ),
      ),
    );
    startSchemaProbe();
    await waitFor(() => expect(seen).toEqual([404]));
    // Answered before the check mounts: the check reads that answer, not a second request.
    status = 200;
    await renderWithProviders(app);
    expect(await screen.findByText(/Rent management tables not found/)).toBeInTheDocument();
    expect(seen).toEqual([404]);
    expect(takeSchemaProbe()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(seen).toEqual([404, 200]);
  });

  it('blocks the app when the table is missing, until Check Again finds it', async () => {
    server.use(http.get(SCHEMA_CHECK_URL, () => HttpResponse.json({ code: '42P01' }, { status: 404 })));
    await renderWithProviders(app);
    expect(
      await screen.findByText(/Rent management tables not found. Please run the migration file/),
    ).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  it('shows a schema check error with the HTTP status text and a Try Again button', async () => {
    server.use(
      http.get(SCHEMA_CHECK_URL, () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await renderWithProviders(app);
    expect(await screen.findByText('Schema Check Error')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  // Offline use narrows SPEC §8 'Schema check failed': without any HTTP answer the check cannot tell, and
  // blocking the app would hide what the browser holds; the shell's banner says it is offline.
  it('lets the app run when there is no HTTP answer at all (offline)', async () => {
    server.use(http.get(SCHEMA_CHECK_URL, () => HttpResponse.error()));
    await renderWithProviders(app);
    await waitFor(() => expect(screen.queryByText('Database Setup Required')).not.toBeInTheDocument());
    expect(screen.getByText('The app').closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.queryByText('Schema check failed')).not.toBeInTheDocument();
  });

  describe("the entry's probe answered before the first render (startApp)", () => {
    /** Starts the entry's probe against `status` and waits for its answer; the requests it saw. */
    async function probeAnswered(status: number) {
      const seen: number[] = [];
      server.use(
        http.get(SCHEMA_CHECK_URL, () => {
          seen.push(status);
          return status === 200
            ? HttpResponse.json([])
            : new HttpResponse(null, { status, statusText: status === 503 ? 'Service Unavailable' : 'Not Found' });
        }),
      );
      startSchemaProbe();
      await waitFor(() => expect(answeredSchemaProbe()).toBeDefined());
      return seen;
    }

    it("draws the app at once, without the check's overlay or a second request", async () => {
      const seen = await probeAnswered(200);
      const store = makeStore();
      store.dispatch(answeredSchemaCheck()!);
      await renderWithProviders(app, { store });
      expect(screen.getByText('The app').closest('[aria-hidden="true"]')).toBeNull();
      expect(screen.queryByText('Checking database schema...')).not.toBeInTheDocument();
      expect(seen).toEqual([200]);
      expect(takeSchemaProbe()).toBeUndefined();
    });

    it('draws the setup screen at once when the table is missing, and Check Again sends its own request', async () => {
      const seen = await probeAnswered(404);
      const store = makeStore();
      store.dispatch(answeredSchemaCheck()!);
      await renderWithProviders(app, { store });
      expect(screen.getByText(/Rent management tables not found/)).toBeInTheDocument();
      expect(screen.queryByText('The app')).not.toBeInTheDocument();
      seen.length = 0;
      await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));
      await waitFor(() => expect(seen).toEqual([404]));
    });

    it('leaves an error to the check, which takes that same answer', async () => {
      const seen = await probeAnswered(503);
      expect(answeredSchemaCheck()).toBeUndefined();
      await renderWithProviders(app);
      expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
      expect(seen).toEqual([503]);
    });

    it('has nothing to put while the probe is on its way', async () => {
      server.use(http.get(SCHEMA_CHECK_URL, () => HttpResponse.json([])));
      const release = holdRequests(SCHEMA_CHECK_URL);
      startSchemaProbe();
      expect(answeredSchemaCheck()).toBeUndefined();
      release();
      await renderWithProviders(app);
      expect(await screen.findByText('The app')).toBeInTheDocument();
    });
  });
});
