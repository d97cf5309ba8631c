import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { PROPERTIES_URL, UNIT_NOTES_URL, UNITS_URL } from '../../../mocks/properties';
import { notesTable } from '../../../mocks/notes';
import { inDays, makeIncrease, rentIncreasesWithStatusList, rpcUrl } from '../../../mocks/rentIncreases';
import { formatDate } from '../../utils/format';
import { RATE_MESSAGE } from './propertyRules';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { settingsRow } from '../../../mocks/settings';
import { storeSession } from '../../../tests/support/session';
import { MONEY_MESSAGE } from '../../utils/money';
import { landlordToday, yearOf } from '../../utils/landlordToday';

// The whole property page is drawn here (units, loan, profit, mortgage, depreciation and owner
// statements cards), and read again after every save: on a busy two-core run a test of many steps
// can outlast the suite's 30 s, though each step waits for what it needs.
jest.setTimeout(60_000);

/** This year on the landlord's calendar (the mocked settings' time zone). */
const thisYear = () => yearOf(landlordToday(settingsRow.timezone, new Date()));

async function openOakwood() {
  storeSession();
  const rendered = await renderApp('/properties/p-oak');
  await screen.findByRole('heading', { name: 'Oakwood Fourplex' });
  return { ...rendered, user: userEvent.setup() };
}

describe('PropertyDetailPage', () => {
  it('shows counts, manager contacts, tasks and every link SPEC §2 lists', async () => {
    await openOakwood();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    const stat = (label: string) => summary.getByText(label).nextElementSibling?.textContent;
    expect(stat('Units')).toBe('4');
    expect(stat('Occupied')).toBe('3');
    expect(stat('Vacant')).toBe('1');
    expect(stat('Monthly rent roll')).toBe('$3,000.00');
    expect(screen.getByRole('link', { name: 'maria.delgado@keystonepm.example' })).toHaveAttribute(
      'href',
      'mailto:maria.delgado@keystonepm.example',
    );
    expect(screen.getByRole('link', { name: 'Fix gutter' })).toHaveAttribute('href', '/tasks/t-1');
    expect(screen.getByRole('link', { name: 'Add Task' })).toHaveAttribute('href', '/tasks/new?property=p-oak');
    expect(screen.getByRole('link', { name: 'All tasks' })).toHaveAttribute('href', '/tasks');
    // The cards below the first screenful draw right after it.
    expect(await screen.findByRole('link', { name: 'Manage All Increases' })).toHaveAttribute('href', '/rent-planner');
    expect(screen.getByRole('link', { name: 'Write notes for all units' })).toHaveAttribute('href', '/notes/bulk');
    expect(screen.getAllByRole('link', { name: 'History' })[0]).toHaveAttribute('href', '/notes/unit/u-1');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/properties/p-oak/edit');
  });

  it("shows this year's expenses by Schedule E line, linked to the filtered grid", async () => {
    await openOakwood();
    const year = thisYear();
    const card = await screen.findByRole('region', { name: `Expenses ${year}` });
    expect(await within(card).findByText('17 Utilities')).toBeInTheDocument();
    expect(card).toHaveTextContent('$275.00');
    expect(within(card).getByRole('link', { name: 'All expenses for this property' })).toHaveAttribute(
      'href',
      `/expenses?property=p-oak&year=${year}`,
    );
  });

  it("applies an upcoming increase from its card, and says 'Failed to apply' when it fails", async () => {
    const applied: string[] = [];
    server.use(
      http.post(rpcUrl('apply_rent_increase'), async ({ request }) => {
        const { p_id } = (await request.json()) as { p_id: string };
        applied.push(p_id);
        return p_id === 'ri-1'
          ? HttpResponse.json({ id: p_id, status: 'Applied', applied: true })
          : HttpResponse.json({ message: 'refused' }, { status: 400 });
      }),
    );
    const { user } = await openOakwood();
    // The card and its Apply boxes come with their own code, right after the first screenful.
    const card = (await screen.findByRole('link', { name: 'Manage All Increases' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const boxes = await within(card).findAllByRole('checkbox', { name: 'Apply' });
    expect(boxes).toHaveLength(2);
    // Both are ahead of their dates: each asks first.
    const applyNow = async () =>
      user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    await user.click(boxes[0]);
    await applyNow();
    await waitFor(() => expect(applied).toEqual(['ri-1']));
    await user.click(boxes[1]);
    await applyNow();
    expect(await within(card).findByText('Failed to apply')).toBeInTheDocument();
    expect(applied).toEqual(['ri-1', 'ri-2']);
  });

  it('says "Property not found" with a way back for a missing or foreign id', async () => {
    storeSession();
    await renderApp('/properties/someone-elses');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to properties' })).toHaveAttribute('href', '/properties');
  });

  it('edits a unit from FixedTerm to MonthToMonth, clearing and not saving the end date', async () => {
    let patch: Record<string, unknown> | undefined;
    server.use(
      http.patch(
        UNITS_URL,
        async ({ request }) => ((patch = (await request.json()) as Record<string, unknown>), HttpResponse.json(patch)),
      ),
    );
    const { user } = await openOakwood();
    await user.click(screen.getByRole('button', { name: 'Edit unit Unit 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit unit Unit 1' });
    expect(within(dialog).getByLabelText('Lease end date')).toHaveValue('2099-01-31');
    await user.click(within(dialog).getByRole('combobox', { name: 'Lease status' }));
    await user.click(screen.getByRole('option', { name: 'Month-to-month' }));
    expect(within(dialog).queryByLabelText('Lease end date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toMatchObject({
      lease_status: 'MonthToMonth',
      lease_end_date: null,
      unit_label: 'Unit 1',
      tenant_name: 'Ana Ruiz',
    });
  });

  it('requires a unit label and keeps the dialog open with the server message on failure', async () => {
    server.use(http.post(UNITS_URL, () => HttpResponse.json({ message: 'duplicate key value' }, { status: 409 })));
    const { user } = await openOakwood();
    await user.click(screen.getByRole('button', { name: 'Add Unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Unit' }));
    expect(within(dialog).getByText('Unit label is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit label/ }), 'Unit 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Unit' }));
    expect(await within(dialog).findByText(ERROR_TEXT.conflict)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Unit label/ })).toHaveValue('Unit 5');
  });

  it('takes rent and deposit as landlords type them, and refuses a typo keeping the text', async () => {
    let posted: unknown;
    server.use(
      http.post(
        UNITS_URL,
        async ({ request }) => ((posted = await request.json()), HttpResponse.json({}, { status: 201 })),
      ),
    );
    const { user } = await openOakwood();
    await user.click(screen.getByRole('button', { name: 'Add Unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Unit' }));
    await user.type(dialog.getByRole('textbox', { name: /^Unit label/ }), 'Unit 5');
    const rent = dialog.getByRole('textbox', { name: 'Monthly rent' });
    const deposit = dialog.getByRole('textbox', { name: 'Security deposit' });
    await user.type(rent, '$1,200');
    await user.type(deposit, '1,2,3');
    await user.click(dialog.getByRole('button', { name: 'Save Unit' }));
    expect(rent).toHaveValue('1,200.00');
    expect(dialog.getByText(MONEY_MESSAGE)).toBeInTheDocument();
    expect(deposit).toHaveValue('1,2,3');
    expect(posted).toBeUndefined();
    await user.clear(deposit);
    await user.type(deposit, '1200.5');
    await user.click(dialog.getByRole('button', { name: 'Save Unit' }));
    await waitFor(() => expect(posted).toMatchObject({ monthly_rent: 1200, security_deposit_amount: 1200.5 }));
  });

  it('saves a quick note on blur only when its trimmed text is not empty', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(
        UNIT_NOTES_URL,
        async ({ request }) => (bodies.push(await request.json()), new HttpResponse(null, { status: 201 })),
      ),
    );
    const { user } = await openOakwood();
    const box = screen.getByRole('textbox', { name: 'Quick note for Unit 1' });
    await user.type(box, '   ');
    await user.tab();
    expect(bodies).toEqual([]);
    await user.type(box, '  Smoke detector chirping  ');
    await user.tab();
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      { id: expect.any(String), unit_id: 'u-1', body: 'Smoke detector chirping', is_resolved: false },
    ]);
    expect(box).toHaveValue('');
  });

  it("shows each unit's latest note with its day, and a quick note becomes the latest at once", async () => {
    server.use(...notesTable());
    const { user } = await openOakwood();
    const latest = await screen.findByRole('note', { name: 'Latest note for Unit 1' });
    expect(latest).toHaveTextContent('Latest note · Nov 10, 2026');
    expect(latest).toHaveTextContent('Leaky faucet');
    expect(screen.getByRole('note', { name: 'Latest note for Unit 2' })).toHaveTextContent('Painted the bedroom');
    const unit1 = screen.getByRole('listitem', { name: 'Unit Unit 1' });
    expect(within(unit1).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/notes/unit/u-1');

    await user.type(within(unit1).getByRole('textbox', { name: 'Quick note for Unit 1' }), 'Smoke detector chirping');
    await user.tab();
    expect(await within(unit1).findByText('Note saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('note', { name: 'Latest note for Unit 1' })).toHaveTextContent('Smoke detector chirping'),
    );
  });

  it('marks the unit whose increase is overdue, beside its card entry', async () => {
    const late = makeIncrease({ id: 'ri-late', unit_id: 'u-2', effective_date: inDays(-6), planned_new_rent: 1030 });
    server.use(rentIncreasesWithStatusList(() => HttpResponse.json([{ ...late, status: 'Overdue' }])));
    await openOakwood();
    const unit2 = screen.getByRole('listitem', { name: 'Unit Unit 2' });
    expect(await within(unit2).findByText('Increase overdue')).toBeInTheDocument();
    expect(unit2).toHaveTextContent(`New rent $1,030.00 was due ${formatDate(inDays(-6))}, not applied yet`);
    expect(within(screen.getByRole('listitem', { name: 'Unit Unit 1' })).queryByText('Increase overdue')).toBeNull();
  });

  it('edits the loan inline and refuses an amount that is not a number', async () => {
    let patch: unknown;
    server.use(
      http.patch(PROPERTIES_URL, async ({ request }) => ((patch = await request.json()), HttpResponse.json({}))),
    );
    const { user } = await openOakwood();
    await user.click(await screen.findByRole('button', { name: 'Loan information' }));
    expect(screen.getByText('Loan amount: $250,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Loan' }));
    const amount = screen.getByRole('textbox', { name: 'Loan amount' });
    expect(amount).toHaveValue('250,000.00');
    await user.clear(amount);
    await user.type(amount, '12k');
    await user.click(screen.getByRole('button', { name: 'Save Loan' }));
    expect(screen.getByText(MONEY_MESSAGE)).toBeInTheDocument();
    expect(amount).toHaveValue('12k');
    await user.clear(amount);
    await user.type(amount, '$240,000');
    // The rate past the database's limit gets its sentence; what was typed stays.
    const rate = screen.getByRole('textbox', { name: 'Interest rate (%)' });
    await user.type(rate, '31');
    await user.click(screen.getByRole('button', { name: 'Save Loan' }));
    expect(screen.getByText(RATE_MESSAGE)).toBeInTheDocument();
    expect(rate).toHaveValue('31');
    await user.clear(rate);
    await user.type(rate, '6.75%');
    await user.type(screen.getByRole('textbox', { name: 'Term (years)' }), '30');
    await user.type(screen.getByLabelText('First payment'), '2026-05-01');
    await user.type(screen.getByRole('textbox', { name: 'Escrow for taxes (monthly)' }), '$250');
    await user.click(screen.getByRole('button', { name: 'Save Loan' }));
    await waitFor(() =>
      expect(patch).toEqual({
        loan_amount: 240000,
        loan_number: null,
        lender_name: 'First Bank',
        lender_website: null,
        loan_interest_rate: 6.75,
        loan_term_months: 360,
        loan_first_payment_on: '2026-05-01',
        loan_escrow_taxes: 250,
        loan_escrow_insurance: null,
      }),
    );
  });

  it('deletes the property after a confirmation that names what goes with it', async () => {
    const { user, router } = await openOakwood();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
    expect(dialog).toHaveTextContent('Delete "Oakwood Fourplex"? Its 4 units and 1 task will be deleted with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });

  describe('on a phone, where the columns stack', () => {
    atPhoneWidth();

    it('draws the summary and first units, then every unit and the cards below them', async () => {
      await openOakwood();
      await waitFor(() => expect(screen.getAllByRole('listitem', { name: /^Unit Unit \d$/ })).toHaveLength(4));
      expect(await screen.findByRole('link', { name: 'maria.delgado@keystonepm.example' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Fix gutter' })).toHaveAttribute('href', '/tasks/t-1');
      expect(await screen.findByRole('region', { name: `Expenses ${thisYear()}` })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Manage All Increases' })).toBeInTheDocument();
    });
  });
});
