import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ERROR_TEXT } from '../../api/errors';
import { server } from '../../../mocks/node';
import { UNITS_URL } from '../../../mocks/properties';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

// The whole property page is drawn here (units, loan, profit, mortgage, depreciation and owner
// statements cards), and read again after every save: on a busy two-core run a test of many steps
// can outlast the suite's 30 s, though each step waits for what it needs.
jest.setTimeout(60_000);

async function openAddUnit() {
  storeSession();
  await renderApp('/properties/p-oak');
  await screen.findByRole('heading', { name: 'Oakwood Fourplex' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Unit' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Unit' }) };
}

describe('Adding units', () => {
  it('saves one unit after another in the same dialog, each time with empty fields and the label focused', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(UNITS_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json({ id: `u-new-${posted.length}`, ...body }, { status: 201 });
      }),
    );
    const { user, dialog } = await openAddUnit();
    const label = () => within(dialog).getByRole('textbox', { name: /^Unit label/ });
    const rent = () => within(dialog).getByRole('textbox', { name: 'Monthly rent' });

    for (const unit of ['1A', '1B', '2A']) {
      await user.type(label(), unit);
      await user.type(rent(), '1200');
      await user.click(within(dialog).getByRole('button', { name: 'Save and add another' }));
      expect(await within(dialog).findByText(`Unit ${unit} saved. Add the next one.`)).toBeInTheDocument();
      expect(label()).toHaveValue('');
      expect(rent()).toHaveValue('');
      expect(label()).toHaveFocus();
    }
    await user.type(label(), '2B');
    await user.click(within(dialog).getByRole('button', { name: 'Save Unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted.map((b) => b.unit_label)).toEqual(['1A', '1B', '2A', '2B']);
  });

  it('keeps what was typed when a save and add another fails', async () => {
    server.use(http.post(UNITS_URL, () => HttpResponse.json({ message: 'duplicate key value' }, { status: 409 })));
    const { user, dialog } = await openAddUnit();
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit label/ }), 'Unit 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save and add another' }));
    expect(await within(dialog).findByText(ERROR_TEXT.conflict)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Unit label/ })).toHaveValue('Unit 5');
    expect(within(dialog).queryByText(/saved\. Add the next one/)).not.toBeInTheDocument();
  });

  it('offers Save and add another only when adding', async () => {
    storeSession();
    await renderApp('/properties/p-oak');
    await screen.findByRole('heading', { name: 'Oakwood Fourplex' });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: /^Edit unit/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: /^Edit unit/ });
    expect(within(dialog).queryByRole('button', { name: 'Save and add another' })).not.toBeInTheDocument();
  });
});
