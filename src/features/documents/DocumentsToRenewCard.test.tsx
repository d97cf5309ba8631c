import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DOCUMENTS_EXPIRING_URL, documentsExpiringOn } from '../../../mocks/documentExpiry';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { DocumentsToRenewCard } from './DocumentsToRenewCard';

describe('DocumentsToRenewCard', () => {
  it('lists what expired and what expires soon, soonest first, each opening what it belongs to', async () => {
    storeSession();
    await renderWithProviders(<DocumentsToRenewCard />);
    const list = await screen.findByRole('list', { name: 'Documents to renew' });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((l) => [l.textContent?.replace(/ · [A-Z][a-z]{2} \d+, \d{4}/, ''), l.getAttribute('href')]),
    ).toEqual([
      ['Lease, Unit 101Tasha Green · Unit 101 · Oakwood FourplexExpired', '/tenancies/ten-1'],
      ['Insurance policy, Oakwood FourplexOakwood FourplexExpires in 12 days', '/properties/p-oak'],
      ['W-9, Ace PlumbingAce PlumbingExpires in 20 days', '/vendors/v-ace'],
    ]);
    expect(screen.getByText('1 expired')).toBeInTheDocument();
    expect(screen.queryByText(/more to renew after these/)).not.toBeInTheDocument();
  });

  it('shows the soonest 50 and says how many more there are to renew', async () => {
    storeSession();
    let asked: { limit: string | null; prefer: string | null } | undefined;
    server.use(
      http.post(DOCUMENTS_EXPIRING_URL, async ({ request }) => {
        asked = { limit: new URL(request.url).searchParams.get('limit'), prefer: request.headers.get('prefer') };
        const { p_on: on } = (await request.json()) as { p_on: string };
        const rows = Array.from({ length: 50 }, (_, i) => ({
          ...documentsExpiringOn(on)[2],
          id: `doc-${i}`,
          name: `W-9 ${i + 1}`,
        }));
        return HttpResponse.json(rows, { headers: { 'Content-Range': '0-49/62' } });
      }),
    );
    await renderWithProviders(<DocumentsToRenewCard />);
    const list = await screen.findByRole('list', { name: 'Documents to renew' });
    expect(within(list).getAllByRole('link')).toHaveLength(50);
    expect(screen.getByText('The soonest 50 of 62: 12 more to renew after these.')).toBeInTheDocument();
    expect(asked).toEqual({ limit: '50', prefer: expect.stringContaining('count=exact') });
  });

  it('says so when nothing expires in the next 30 days', async () => {
    storeSession();
    server.use(http.post(DOCUMENTS_EXPIRING_URL, () => HttpResponse.json([])));
    await renderWithProviders(<DocumentsToRenewCard />);
    expect(await screen.findByText('No document expires in the next 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Documents to renew' })).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, and the list once a retry answers', async () => {
    storeSession();
    let fail = true;
    server.use(
      http.post(DOCUMENTS_EXPIRING_URL, () =>
        fail ? HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<DocumentsToRenewCard />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Documents to renew' })).toBeInTheDocument();
  });
});
