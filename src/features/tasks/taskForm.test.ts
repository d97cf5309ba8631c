import { previewArgs, toRecurrence } from './recurrenceForm';
import {
  EMPTY_TASK_FORM,
  fromTask,
  newTaskForm,
  toTaskInput,
  toTaskUpdate,
  validateTaskForm,
  type TaskForm,
} from './taskForm';
import type { TaskDetail, TaskFormOptions } from './tasksApi';

const options: TaskFormOptions = {
  properties: [
    { id: 'p-oak', name: 'Oakwood', units: [{ id: 'u-1', unit_label: 'Unit 1' }] },
    { id: 'p-lot', name: 'Empty lot', units: [] },
  ],
  vendors: [{ id: 'v-water', name: 'City Water' }],
};

const form = (overrides: Partial<TaskForm>): TaskForm => ({
  ...EMPTY_TASK_FORM,
  title: 'Pay bill',
  scope: 'Business',
  ...overrides,
});

describe('newTaskForm', () => {
  it('prefills scope Property with ?property= and the vendor with ?vendor=', () => {
    expect(newTaskForm(new URLSearchParams('property=p-oak&vendor=v-water'))).toMatchObject({
      scope: 'Property',
      property_id: 'p-oak',
      vendor_id: 'v-water',
    });
    expect(newTaskForm(new URLSearchParams())).toMatchObject({ scope: '', property_id: '', vendor_id: '' });
  });
});

describe('validateTaskForm', () => {
  it('asks for a unit only when the property has units', () => {
    expect(validateTaskForm(form({ scope: 'Unit', property_id: 'p-oak' }), options).unit_id).toBe('Unit is required');
    expect(validateTaskForm(form({ scope: 'Unit', property_id: 'p-lot' }), options)).toEqual({});
  });

  it('checks the recurrence only when the task repeats', () => {
    const everyX = { ...EMPTY_TASK_FORM.recurrence, type: 'everyXMonths' as const, interval: '13' };
    expect(validateTaskForm(form({ recurring: true, recurrence: everyX }), options).interval).toBe(
      'Interval must be between 1 and 12 months',
    );
    expect(validateTaskForm(form({ recurring: false, recurrence: everyX }), options)).toEqual({});
  });

  it('rejects a date the picker could not read', () => {
    expect(validateTaskForm(form({ due_date: new Date('nope') }), options).due_date).toBe('Please enter a valid date');
  });
});

describe('toRecurrence', () => {
  it('keeps only the chosen type’s fields, and fixed dates sorted without blanks or repeats', () => {
    const base = {
      type: 'monthly' as const,
      dayOfWeek: '2',
      dayOfMonth: '31',
      interval: '3',
      fixedDates: [],
      lastDayOfMonth: false,
      repeatYearly: false,
    };
    expect(toRecurrence(base)).toEqual({ type: 'monthly', dayOfMonth: 31 });
    expect(toRecurrence({ ...base, type: 'weekly' })).toEqual({ type: 'weekly', dayOfWeek: 2 });
    expect(toRecurrence({ ...base, type: 'everyXMonths' })).toEqual({ type: 'everyXMonths', interval: 3 });
    const fixedDates = [new Date(2027, 3, 15), null, new Date(2027, 0, 31), new Date(2027, 3, 15)];
    expect(toRecurrence({ ...base, type: 'fixedDays', fixedDates })).toEqual({
      type: 'fixedDays',
      fixedDates: ['2027-01-31', '2027-04-15'],
    });
  });

  it('saves the last-day and every-year choices only when they are set', () => {
    const base = {
      type: 'monthly' as const,
      dayOfWeek: '',
      dayOfMonth: '15',
      interval: '',
      fixedDates: [new Date(2027, 0, 31)],
      lastDayOfMonth: true,
      repeatYearly: true,
    };
    expect(toRecurrence(base)).toEqual({ type: 'monthly', lastDayOfMonth: true });
    expect(toRecurrence({ ...base, type: 'fixedDays' })).toEqual({
      type: 'fixedDays',
      fixedDates: ['2027-01-31'],
      repeatYearly: true,
    });
  });
});

describe('schedule checks', () => {
  const monthly = { ...EMPTY_TASK_FORM.recurrence, dayOfMonth: '31' };
  const recurring = (overrides: Partial<TaskForm>) =>
    form({ recurring: true, recurrence: monthly, start_date: new Date(2027, 0, 31), ...overrides });

  it('asks a recurring task for a start date', () => {
    expect(validateTaskForm(recurring({ start_date: null }), options).start_date).toBe(
      'A recurring task needs a start date',
    );
  });

  it('refuses an end before the start, and fixed dates with none set', () => {
    expect(validateTaskForm(recurring({ end_date: new Date(2027, 0, 30) }), options).end_date).toBe(
      'The end date cannot be before the start date',
    );
    expect(validateTaskForm(recurring({ end_date: new Date(2027, 0, 31) }), options)).toEqual({});
    const fixed = { ...monthly, type: 'fixedDays' as const, fixedDates: [null] };
    expect(validateTaskForm(recurring({ recurrence: fixed }), options).fixedDates).toBe('Add at least one date');
  });

  it('previews only a complete, valid schedule', () => {
    expect(previewArgs(recurring({}), null)).toEqual({
      recurrence: { type: 'monthly', dayOfMonth: 31 },
      start: '2027-01-31',
      end: null,
      from: null,
    });
    expect(previewArgs(recurring({}), '2027-03-31')).toMatchObject({ from: '2027-03-31' });
    expect(previewArgs(recurring({ start_date: null }), null)).toBeNull();
    expect(previewArgs(recurring({ recurrence: { ...monthly, dayOfMonth: '0' } }), null)).toBeNull();
    expect(previewArgs(form({ recurring: false }), null)).toBeNull();
  });

  it('turns Completed or Skipped on an Open task into a finish, keeping the status write out', () => {
    expect(toTaskUpdate(recurring({ status: 'Completed' }), 'Open')).toMatchObject({
      changes: { status: 'Open' },
      finish: 'Completed',
    });
    expect(toTaskUpdate(recurring({ status: 'Skipped' }), 'Open')).toMatchObject({ finish: 'Skipped' });
    expect(toTaskUpdate(recurring({ status: 'Open' }), 'Completed')).toEqual({
      changes: expect.objectContaining({ status: 'Open' }),
    });
  });
});

describe('toTaskInput', () => {
  it('saves a one-time task with its due date only and clears an old next date', () => {
    const input = toTaskInput(
      form({ due_date: new Date(2027, 0, 15), start_date: new Date(2027, 0, 1), end_date: new Date(2027, 5, 1) }),
    );
    expect(input).toMatchObject({
      due_date: '2027-01-15',
      start_date: null,
      end_date: null,
      recurrence: null,
      next_due_date: null,
    });
  });

  it('saves a recurring task with its start date, end date and recurrence', () => {
    const recurrence = { ...EMPTY_TASK_FORM.recurrence, dayOfMonth: '5' };
    const input = toTaskInput(
      form({
        recurring: true,
        recurrence,
        due_date: new Date(2027, 0, 15),
        start_date: new Date(2027, 0, 5),
        end_date: new Date(2027, 11, 5),
      }),
    );
    expect(input).toMatchObject({
      due_date: null,
      start_date: '2027-01-05',
      end_date: '2027-12-05',
      recurrence: { type: 'monthly', dayOfMonth: 5 },
    });
    expect(input).not.toHaveProperty('next_due_date');
  });

  it('follows the scope rules and drops blank list entries', () => {
    const input = toTaskInput(
      form({
        title: '  Fix roof ',
        scope: 'Property',
        property_id: 'p-oak',
        unit_id: 'u-1',
        estimated_cost: '$1,012.50',
        notes: '  ',
        links: [
          { label: 'Quote', url: 'https://q.example' },
          { label: 'No url', url: ' ' },
        ],
        account_numbers: [' 123 ', ''],
        payment_methods: ['  '],
        checklist: [
          { id: 'c1', text: ' Call ', done: true },
          { id: 'c2', text: ' ', done: false },
        ],
      }),
    );
    expect(input).toMatchObject({
      title: 'Fix roof',
      property_id: 'p-oak',
      unit_id: null,
      estimated_cost: 1012.5,
      notes: null,
      links: [{ label: 'Quote', url: 'https://q.example' }],
      account_numbers: ['123'],
      payment_methods: [],
      checklist: [{ id: 'c1', text: 'Call', done: true }],
    });
    expect(toTaskInput(form({ scope: 'Business', property_id: 'p-oak' })).property_id).toBeNull();
  });
});

describe('fromTask', () => {
  it('reads a recurring task back into the form, numbers as text', () => {
    const task = {
      title: 'Water',
      scope: 'Property',
      property_id: 'p-oak',
      unit_id: null,
      vendor_id: 'v-water',
      status: 'Open',
      due_date: null,
      start_date: '2027-01-05',
      end_date: null,
      recurrence: { type: 'monthly', dayOfMonth: 5 },
      estimated_cost: 165,
      notes: null,
      links: [],
      account_numbers: ['400'],
      payment_methods: [],
      checklist: [],
    } as unknown as TaskDetail;
    const result = fromTask(task);
    expect(result).toMatchObject({
      recurring: true,
      property_id: 'p-oak',
      unit_id: '',
      estimated_cost: '165.00',
      notes: '',
      account_numbers: ['400'],
    });
    expect(result.recurrence).toMatchObject({ type: 'monthly', dayOfMonth: '5', interval: '' });
    expect(result.start_date).toEqual(new Date(2027, 0, 5));
    expect(toTaskInput(result)).toMatchObject({
      start_date: '2027-01-05',
      recurrence: { type: 'monthly', dayOfMonth: 5 },
    });
  });
});
