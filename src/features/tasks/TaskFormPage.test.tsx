import { screen, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { COMPLETE_TASK_URL, PREVIEW_OCCURRENCES_URL, TASKS_URL } from '../../../mocks/tasks';
import { holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

type Body = Record<string, unknown>;

/** Records what the form POSTs or PATCHes, answering like PostgREST's .single(). */
function captureWrites() {
  const sent: { post?: Body; patch?: Body; patchUrl?: string } = {};
  server.use(
    http.post(
      TASKS_URL,
      async ({ request }) => (
        (sent.post = (await request.json()) as Body),
        HttpResponse.json({ id: 't-new', ...sent.post }, { status: 201 })
      ),
    ),
    http.patch(
      TASKS_URL,
      async ({ request }) => (
        (sent.patch = (await request.json()) as Body),
        (sent.patchUrl = request.url),
        HttpResponse.json({ id: 't-gutter', ...sent.patch })
      ),
    ),
  );
  return sent;
}

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function choose(user: UserEvent, label: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** MUI X pickers edit a date section by section; typing digits into the month section fills the rest. */
async function typeDate(user: UserEvent, label: string, digits: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard(digits);
}

async function openNew(route = '/tasks/new') {
  const rendered = await renderApp(route);
  await screen.findByRole('heading', { name: 'New Task' });
  return { ...rendered, user: userEvent.setup() };
}

describe('TaskFormPage', () => {
  beforeEach(() => storeSession());

  it('shows the title and scope messages and sends nothing', async () => {
    const sent = captureWrites();
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('Task title is required')).toBeInTheDocument();
    expect(screen.getByText('Scope is required')).toBeInTheDocument();
    expect(sent.post).toBeUndefined();
  });

  it('asks for the property, then the unit only when the property has units', async () => {
    const { user } = await openNew();
    await user.type(textbox(/^Task title/), 'Replace smoke detector');
    await choose(user, /^Scope/, 'Unit');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('Property is required')).toBeInTheDocument();

    await choose(user, /^Property/, 'Oakwood Fourplex');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('Unit is required')).toBeInTheDocument();
    expect(screen.queryByText('Property is required')).not.toBeInTheDocument();

    await choose(user, /^Property/, 'Elm House');
    await choose(user, /^Unit/, 'House');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created')).toBeInTheDocument();
  });

  it('saves a one-time task with its due date only and returns to /tasks', async () => {
    const sent = captureWrites();
    const { user, router } = await openNew();
    await user.type(textbox(/^Task title/), 'Fix porch light');
    await choose(user, /^Scope/, 'Business');
    await typeDate(user, 'Due date', '03152027');
    await user.type(screen.getByRole('textbox', { name: 'Estimated cost' }), '$45.50');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tasks');
    expect(sent.post).toMatchObject({
      title: 'Fix porch light',
      scope: 'Business',
      property_id: null,
      due_date: '2027-03-15',
      start_date: null,
      recurrence: null,
      estimated_cost: 45.5,
    });
  });

  it('saves a recurring task with its start date and recurrence, within the editor’s bounds', async () => {
    const sent = captureWrites();
    const { user } = await openNew();
    await user.type(textbox(/^Task title/), 'Pay HOA dues');
    await choose(user, /^Scope/, 'Business');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    await typeDate(user, 'Start date', '01052027');
    await user.type(screen.getByRole('spinbutton', { name: 'Day of month' }), '32');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('Day of month must be between 1 and 31')).toBeInTheDocument();

    await choose(user, 'Repeats', 'Every X months');
    await user.type(screen.getByRole('spinbutton', { name: /^Every how many months/ }), '13');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('Interval must be between 1 and 12 months')).toBeInTheDocument();
    expect(sent.post).toBeUndefined();

    await user.clear(screen.getByRole('spinbutton', { name: /^Every how many months/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Every how many months/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created')).toBeInTheDocument();
    expect(sent.post).toMatchObject({
      due_date: null,
      start_date: '2027-01-05',
      end_date: null,
      recurrence: { type: 'everyXMonths', interval: 3 },
    });
  });

  // Two tests rather than one: typing into MUI fields is slow, and each test has its own time limit.
  it('drops links missing a label or url and blank account numbers', async () => {
    const sent = captureWrites();
    const { user } = await openNew();
    await user.type(textbox(/^Task title/), 'Insure');
    await choose(user, /^Scope/, 'Business');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(textbox('Link 1 label'), 'Policy');
    await user.type(textbox('Link 1 URL'), 'https://i.example');
    await user.type(textbox('Link 2 label'), 'Bad');
    await user.click(screen.getByRole('button', { name: 'Add account number' }));
    await user.click(screen.getByRole('button', { name: 'Add account number' }));
    await user.type(textbox('Account number 2'), 'DP3');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created')).toBeInTheDocument();
    expect(sent.post).toMatchObject({
      links: [{ label: 'Policy', url: 'https://i.example' }],
      account_numbers: ['DP3'],
    });
  });

  it('says which link the database would refuse before saving, keeps it as typed, and adds https:// to an address', async () => {
    const sent = captureWrites();
    const { user } = await openNew();
    await user.type(textbox(/^Task title/), 'Pay water');
    await choose(user, /^Scope/, 'Business');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(textbox('Link 1 label'), 'Portal');
    // Addresses pasted, as they mostly are: typed a key at a time, this test took half a minute on a busy machine.
    await user.click(textbox('Link 1 URL'));
    await user.paste('www.water.example/pay');
    await user.type(textbox('Link 2 label'), 'Trap');
    await user.click(textbox('Link 2 URL'));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(screen.getByText('Links must start with http://, https://, mailto: or tel:')).toBeInTheDocument();
    expect(textbox('Link 2 URL')).toHaveValue('javascript:alert(1)');
    expect(sent.post).toBeUndefined();

    await user.clear(textbox('Link 2 URL'));
    await user.click(textbox('Link 2 URL'));
    await user.paste('mailto:billing@water.example');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created')).toBeInTheDocument();
    expect(sent.post).toMatchObject({
      links: [
        { label: 'Portal', url: 'https://www.water.example/pay' },
        { label: 'Trap', url: 'mailto:billing@water.example' },
      ],
    });
  });

  it('drops blank payment methods and checklist items, keeping what is ticked', async () => {
    const sent = captureWrites();
    const { user } = await openNew();
    await user.type(textbox(/^Task title/), 'Insure');
    await choose(user, /^Scope/, 'Business');
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await user.type(textbox('Payment method 1'), ' ');
    await user.click(screen.getByRole('button', { name: 'Add checklist item' }));
    await user.click(screen.getByRole('button', { name: 'Add checklist item' }));
    await user.type(textbox('Checklist item 1'), 'Quote');
    await user.click(screen.getByRole('checkbox', { name: 'Checklist item 1 done' }));
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created')).toBeInTheDocument();
    expect(sent.post).toMatchObject({ payment_methods: [], checklist: [{ text: 'Quote', done: true }] });
    expect((sent.post?.checklist as unknown[]).length).toBe(1);
  });

  it('prefills scope, property and vendor from ?property= and ?vendor=', async () => {
    await openNew('/tasks/new?property=p-oak&vendor=v-water');
    expect(screen.getByRole('combobox', { name: /^Scope/ })).toHaveTextContent('Property');
    expect(screen.getByRole('combobox', { name: /^Property/ })).toHaveTextContent('Oakwood Fourplex');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('City Water');
  });

  it("books a property's mortgage payment, and shows the database's sentence when its loan cannot split it", async () => {
    const sentence = 'Add the loan amount and interest rate to the property first, so the payment can be split';
    let posted: Body | undefined;
    server.use(
      http.post(TASKS_URL, async ({ request }) => {
        posted = (await request.json()) as Body;
        return HttpResponse.json({ code: '23514', message: sentence }, { status: 400 });
      }),
    );
    const { user, router } = await openNew('/tasks/new?property=p-elm');
    await user.type(textbox(/^Task title/), 'Mortgage');
    await typeDate(user, 'Due date', '03012027');
    expect(screen.getByText('Completions are booked as an expense.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "This is the property's mortgage payment" }));
    expect(screen.getByText(/booked split by the property's loan/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText(sentence, { exact: false })).toBeInTheDocument();
    expect(posted).toMatchObject({ scope: 'Property', property_id: 'p-elm', mortgage_payment: true });
    expect(screen.getByRole('checkbox', { name: "This is the property's mortgage payment" })).toBeChecked();
    expect(router.state.location.pathname).toBe('/tasks/new');
  });

  it('tells the landlord a save failed and keeps every field', async () => {
    server.use(
      http.post(TASKS_URL, () =>
        HttpResponse.json({ message: 'new row violates row-level security policy' }, { status: 403 }),
      ),
    );
    const { user, router } = await openNew('/tasks/new?vendor=v-water');
    await user.type(textbox(/^Task title/), 'Pay water bill');
    await choose(user, /^Scope/, 'Business');
    await user.type(textbox('Notes'), 'Autopay failed');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    expect(
      await screen.findByText(`Could not save the task: ${ERROR_TEXT.forbidden}`, { exact: false }),
    ).toBeInTheDocument();
    expect(textbox(/^Task title/)).toHaveValue('Pay water bill');
    expect(textbox('Notes')).toHaveValue('Autopay failed');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('City Water');
    expect(router.state.location.pathname).toBe('/tasks/new');
  });

  it('loads an existing task, then PATCHes it and returns to /tasks', async () => {
    const sent = captureWrites();
    const release = holdRequests(TASKS_URL);
    const { router } = await renderApp('/tasks/t-water/edit');
    expect(await screen.findByText('Loading task...')).toBeInTheDocument();
    release();
    const title = await screen.findByRole('textbox', { name: /^Task title/ });
    const user = userEvent.setup();
    expect(title).toHaveValue('Pay water bill');
    expect(screen.getByRole('radio', { name: 'Recurring' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Day of month' })).toHaveValue(5);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open');
    await user.clear(title);
    await user.type(title, 'Pay city water bill');
    await user.click(screen.getByRole('button', { name: 'Save Task' }));

    expect(await screen.findByText('Task saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tasks');
    expect(sent.patchUrl).toContain('id=eq.t-water');
    expect(sent.patch).toMatchObject({
      title: 'Pay city water bill',
      start_date: '2026-01-05',
      due_date: null,
      recurrence: { type: 'monthly', dayOfMonth: 5 },
      account_numbers: ['400-3317-12'],
    });
  });

  it('previews the next dates the database computes, and offers the last day of the month', async () => {
    let asked: Body | undefined;
    server.use(
      http.post(PREVIEW_OCCURRENCES_URL, async ({ request }) => {
        asked = (await request.json()) as Body;
        return HttpResponse.json(['2027-01-31', '2027-02-28', '2027-03-31']);
      }),
    );
    const { user } = await openNew();
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    expect(screen.getByTestId('occurrence-preview')).toHaveTextContent('Choose a start date to see the next dates.');
    await typeDate(user, 'Start date', '01152027');
    await user.click(screen.getByRole('checkbox', { name: 'Last day of the month' }));
    expect(await screen.findByText('Next: Jan 31, 2027 · Feb 28, 2027 · Mar 31, 2027')).toBeInTheDocument();
    expect(asked).toMatchObject({ p_recurrence: { type: 'monthly', lastDayOfMonth: true }, p_start: '2027-01-15' });
    expect(screen.getByRole('spinbutton', { name: 'Day of month' })).toBeDisabled();
  });

  it('asks a recurring task for a start date before saving', async () => {
    const sent = captureWrites();
    const { user } = await openNew();
    await user.type(textbox(/^Task title/), 'Pay water');
    await choose(user, /^Scope/, 'Business');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByText('A recurring task needs a start date')).toBeInTheDocument();
    expect(sent.post).toBeUndefined();
  });

  it('completes through the same completion when the status is set to Completed', async () => {
    let patched: Body | undefined;
    let completed: Body | undefined;
    server.use(
      // The saved row, as PostgREST returns it: its pending occurrence is next_due_date.
      http.patch(TASKS_URL, async ({ request }) => {
        patched = (await request.json()) as Body;
        return HttpResponse.json({ ...patched, id: 't-water', next_due_date: '2099-01-05' });
      }),
      http.post(COMPLETE_TASK_URL, async ({ request }) => {
        completed = (await request.json()) as Body;
        return HttpResponse.json({ id: 't-water', status: 'Open', next_due_date: '2099-02-05' });
      }),
    );
    await renderApp('/tasks/t-water/edit');
    await screen.findByRole('textbox', { name: /^Task title/ });
    const user = userEvent.setup();
    await choose(user, 'Status', 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save Task' }));

    expect(await screen.findByText('Task saved')).toBeInTheDocument();
    // The status itself is not written: the completion steps the task and logs it.
    expect(patched).toMatchObject({ status: 'Open' });
    expect(completed).toEqual({ p_task_id: 't-water', p_occurrence: '2099-01-05' });
  });

  it('says when the task to edit does not exist', async () => {
    await renderApp('/tasks/nope/edit');
    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tasks' })).toHaveAttribute('href', '/tasks');
  });

  it('closes back to /tasks on Cancel', async () => {
    const { user, router } = await openNew();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/tasks');
  });
});
