import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { http } from 'msw';
import { notesTable } from '../../../mocks/notes';
import { PROPERTY_MANAGERS_URL, managerRows } from '../../../mocks/propertyManagers';
import { server } from '../../../mocks/node';
import { inDays, makeIncrease, rentIncreasesList } from '../../../mocks/rentIncreases';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { settingsRow } from '../../../mocks/settings';
import { storeSession } from '../../../tests/support/session';
import { landlordToday } from '../../utils/landlordToday';
import { emailSubject } from './emailRules';

async function openPreview() {
  storeSession();
  await renderApp('/notes/bulk');
  const user = userEvent.setup();
  await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 1' });
  await user.click(screen.getByRole('button', { name: 'Generate Preview' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Email Preview' }) };
}

// The month of the landlord's today, in the mocked settings' time zone.
const subject = emailSubject(landlordToday(settingsRow.timezone, new Date()));

describe('Email Preview', () => {
  beforeEach(() => {
    server.use(
      ...notesTable(),
      // Unit 2 (Oakwood, Maria Delgado): one increase ten days past due, one ahead.
      rentIncreasesList(() =>
        HttpResponse.json([
          makeIncrease({ id: 'ri-late', unit_id: 'u-2', effective_date: inDays(-10), planned_new_rent: 1030 }),
          makeIncrease({ id: 'ri-next', unit_id: 'u-2', effective_date: inDays(40), planned_new_rent: 1080 }),
        ]),
      ),
    );
  });

  it("previews the first manager's summary as HTML and text, and copies the text", async () => {
    const { user, dialog } = await openPreview();
    expect(within(dialog).getByRole('combobox', { name: 'Property manager' })).toHaveTextContent('Maria Delgado');
    const html = await within(dialog).findByRole('region', { name: 'HTML preview' });
    expect(html).toHaveTextContent('Oakwood Fourplex');
    expect(html).toHaveTextContent('Unit 1: Leaky faucet in the kitchen');
    expect(html).toHaveTextContent(
      `Unit 2: Rent increase (Past Due) ${format(new Date(inDays(-10) + 'T12:00'), 'MMM')}: $1,000.00 → $1,030.00`,
    );
    expect(html).not.toHaveTextContent('Painted the bedroom');
    expect(within(dialog).getByText(subject, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('Skipped (no e-mail address): Sam Whitfield')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Text' }));
    const text = within(dialog).getByRole('region', { name: 'Text preview' });
    expect(text.textContent).toContain(
      'Oakwood Fourplex\n- Unit 1: Leaky faucet in the kitchen\n- Unit 2: Rent increase (Past Due)',
    );

    // user-event installs a clipboard stub; jsdom cannot read its blobs back, so watch the writes.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Text' }));
    expect(await screen.findByText('Text copied to the clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenLastCalledWith(text.textContent);
    await user.click(within(dialog).getByRole('button', { name: 'Copy HTML' }));
    expect(await screen.findByText('HTML copied to the clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenLastCalledWith(
      expect.stringContaining('<li><strong>Unit 1:</strong> Leaky faucet in the kitchen</li>'),
    );

    const email = within(dialog).getByRole('link', { name: 'Email' });
    expect(email.getAttribute('href')).toBe(
      `mailto:maria.delgado@keystonepm.example?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.textContent ?? '')}`,
    );
  });

  it('says so when a manager has nothing to include', async () => {
    const { user, dialog } = await openPreview();
    await user.click(within(dialog).getByRole('combobox', { name: 'Property manager' }));
    await user.click(await screen.findByRole('option', { name: 'Derek Thompson' }));
    expect(await within(dialog).findByText('No includable notes for this manager.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Text' })).toBeDisabled();
  });

  it('warns when rent increases could not be loaded, keeps the notes, and retries', async () => {
    let fail = true;
    server.use(
      rentIncreasesList(() => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([]))),
    );
    const { user, dialog } = await openPreview();
    expect(await within(dialog).findByText('Some rent increases could not be loaded. Try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'HTML preview' })).toHaveTextContent(
      'Leaky faucet in the kitchen',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Some rent increases could not be loaded. Try again.')).not.toBeInTheDocument(),
    );
  });

  it('without a property manager, leads to the managers page, the typed note saved on the way', async () => {
    server.use(http.get(PROPERTY_MANAGERS_URL, () => HttpResponse.json([])));
    storeSession();
    const { router } = await renderApp('/notes/bulk');
    const user = userEvent.setup();
    const unit = await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 1' });
    await user.type(within(unit).getByRole('textbox', { name: 'Note for Unit 1' }), 'Gutter loose');
    await user.click(screen.getByRole('button', { name: 'Generate Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Preview' });
    expect(within(dialog).getByText(/No property managers yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Add a property manager' }));
    // The note was saved when its box lost focus, so nothing holds the landlord back.
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-managers'));
  });

  it('leads to the managers page when no manager has an e-mail address', async () => {
    server.use(
      http.get(PROPERTY_MANAGERS_URL, () =>
        HttpResponse.json(managerRows.map((m) => ({ id: m.id, name: m.name, email: null }))),
      ),
    );
    const { dialog } = await openPreview();
    expect(within(dialog).getByText(/No property manager has an e-mail address yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add an e-mail address' })).toHaveAttribute(
      'href',
      '/property-managers',
    );
  });
});
