import { composeDigest } from './digestContent.ts';
import {
  EMPTY_DIGEST_DATA,
  MAX_ITEMS_PER_SECTION,
  type DigestData,
  type DigestDocument,
  type DigestTask,
} from './digestRules.ts';

const NY = 'America/New_York';
const APP = 'https://app.example.com/';
// Monday 2026-11-23, 07:00 in New York.
const now = new Date('2026-11-23T12:00:00Z');
const options = { now, timezone: NY, appUrl: APP };

const task = (id: string, due: string, extra: Partial<DigestTask> = {}): DigestTask => ({
  id,
  title: `Task ${id}`,
  due,
  propertyName: 'Maple Duplex',
  unitLabel: 'Unit A',
  vendorName: null,
  account: null,
  ...extra,
});

const data = (overrides: Partial<DigestData> = {}): DigestData => ({ ...EMPTY_DIGEST_DATA, ...overrides });
const titles = (content: ReturnType<typeof composeDigest>, id: string) =>
  content.sections.find((s) => s.id === id)?.items.map((i) => i.text) ?? [];

describe('daily digest content', () => {
  const tasks = [
    task('old', '2026-11-20'),
    task('yesterday', '2026-11-22'),
    task('today', '2026-11-23'),
    task('plus1', '2026-11-24'),
    task('plus3', '2026-11-26'),
    task('plus4', '2026-11-27'),
  ];

  it('has overdue, due today and the next 3 days, in the user timezone', () => {
    const digest = composeDigest('daily', data({ tasks }), options);
    expect(digest.sections.map((s) => s.id)).toEqual(['overdue', 'dueToday', 'next3']);
    expect(titles(digest, 'overdue')).toEqual(['Task old', 'Task yesterday']);
    expect(titles(digest, 'dueToday')).toEqual(['Task today']);
    expect(titles(digest, 'next3')).toEqual(['Task plus1', 'Task plus3']);
    expect(digest.isEmpty).toBe(false);
    expect(digest.subject).toBe('Daily digest for Nov 23, 2026: 2 overdue, 1 due today, 2 in the next 3 days');
  });

  it('counts "today" by the user clock: 23:30 Sunday in New York is already Monday in UTC', () => {
    const lateSunday = new Date('2026-11-23T04:30:00Z');
    const digest = composeDigest('daily', data({ tasks }), { ...options, now: lateSunday });
    expect(titles(digest, 'dueToday')).toEqual(['Task yesterday']);
    expect(titles(digest, 'overdue')).toEqual(['Task old']);
    // In Honolulu it is still Sunday 18:30 too; in UTC terms it would be Monday.
    expect(
      composeDigest('daily', data({ tasks }), { ...options, now: lateSunday, timezone: 'Pacific/Honolulu' }).localDate,
    ).toBe('2026-11-22');
  });

  it('says how late or soon each task is, where it is, and links to it', () => {
    const digest = composeDigest(
      'daily',
      data({ tasks: [task('t1', '2026-11-20'), task('t2', '2026-11-24', { propertyName: null, unitLabel: null })] }),
      options,
    );
    const [overdue] = digest.sections[0].items;
    expect(overdue).toEqual({
      text: 'Task t1',
      detail: 'Maple Duplex · Unit A · 3 days overdue (Nov 20, 2026)',
      href: 'https://app.example.com/tasks/t1',
    });
    expect(digest.sections[1].items[0].detail).toBe('Business · due tomorrow (Nov 24, 2026)');
  });

  it.each([
    [
      'the vendor and the account the bill is paid under',
      'Riverside Water',
      'RW-552-0187',
      ' · Riverside Water, account RW-552-0187',
    ],
    ['the vendor alone when it has no account', 'Riverside Water', null, ' · Riverside Water'],
    ['nothing more without a vendor', null, null, ''],
  ])('names %s', (_case, vendorName, account, tail) => {
    const digest = composeDigest(
      'daily',
      data({ tasks: [task('t1', '2026-11-23', { vendorName, account })] }),
      options,
    );
    expect(digest.sections[0].items[0].detail).toBe(`Maple Duplex · Unit A · due today${tail}`);
  });

  it('includes rent increases in its period, past-due ones flagged', () => {
    const rentIncreases = [
      {
        id: 'r1',
        propertyId: 'p1',
        propertyName: 'Oak',
        unitLabel: '2',
        effectiveDate: '2026-11-16',
        currentRent: 1240,
        newRent: 1265,
      },
      {
        id: 'r2',
        propertyId: 'p1',
        propertyName: 'Oak',
        unitLabel: '3',
        effectiveDate: '2026-11-25',
        currentRent: null,
        newRent: 1300,
      },
      {
        id: 'r3',
        propertyId: 'p1',
        propertyName: 'Oak',
        unitLabel: '4',
        effectiveDate: '2026-12-20',
        currentRent: 1000,
        newRent: 1050,
      },
    ];
    const digest = composeDigest('daily', data({ rentIncreases }), options);
    expect(digest.sections.map((s) => s.id)).toEqual(['rent']);
    expect(digest.sections[0].items).toEqual([
      {
        text: 'Oak · 2',
        detail: '$1,240.00 → $1,265.00 · Rent increase (Past Due), Nov 16, 2026',
        href: 'https://app.example.com/properties/p1',
      },
      { text: 'Oak · 3', detail: '$1,300.00 · effective Nov 25, 2026', href: 'https://app.example.com/properties/p1' },
    ]);
    expect(digest.subject).toMatch(/: 2 rent increases$/);
    // The weekly digest looks 30 days ahead.
    expect(
      composeDigest('weekly', data({ rentIncreases }), options).sections.find((s) => s.id === 'rent')?.items,
    ).toHaveLength(3);
  });

  it('has nothing to report when nothing is overdue or due within 3 days', () => {
    const digest = composeDigest('daily', data({ tasks: [task('later', '2026-11-27')] }), options);
    expect(digest.isEmpty).toBe(true);
    expect(digest.sections).toEqual([]);
    expect(digest.subject).toBe('Daily digest for Nov 23, 2026: nothing to report');
  });

  it('a test digest says so and is composed even with nothing to report', () => {
    const digest = composeDigest('daily', EMPTY_DIGEST_DATA, { ...options, test: true });
    expect(digest.isEmpty).toBe(true);
    expect(digest.subject).toBe('[Test] Daily digest for Nov 23, 2026: nothing to report');
    expect(digest.text).toContain('This is a test digest you asked for in Settings.');
    expect(digest.text).toContain('Nothing to report. A scheduled digest like this one is not sent.');
  });

  it('shows at most MAX_ITEMS_PER_SECTION lines and links to the rest', () => {
    const many = Array.from({ length: MAX_ITEMS_PER_SECTION + 4 }, (_, i) =>
      task(`t${String(i).padStart(2, '0')}`, '2026-11-01'),
    );
    const digest = composeDigest('daily', data({ tasks: many }), options);
    expect(digest.sections[0]).toMatchObject({ more: 4, moreHref: 'https://app.example.com/tasks' });
    expect(digest.sections[0].items).toHaveLength(MAX_ITEMS_PER_SECTION);
    expect(digest.subject).toContain(`${MAX_ITEMS_PER_SECTION + 4} overdue`);
    expect(digest.html).toContain('>and 4 more</a>');
  });
});

describe('weekly digest content', () => {
  it('has overdue, next 7 days, later in 30 days, spend by vendor and completions', () => {
    const digest = composeDigest(
      'weekly',
      data({
        tasks: [
          task('over', '2026-11-22'),
          task('today', '2026-11-23'),
          task('d7', '2026-11-30'),
          task('d8', '2026-12-01'),
          task('d30', '2026-12-23'),
          task('d31', '2026-12-24'),
        ],
        spend: [
          {
            taskId: 's1',
            title: 'Water',
            vendorId: 'v1',
            vendorName: 'City Water',
            amount: 80.1,
            paidOn: '2026-11-20',
          },
          {
            taskId: 's2',
            title: 'Water 2',
            vendorId: 'v1',
            vendorName: 'City Water',
            amount: 19.9,
            paidOn: '2026-11-22',
          },
          {
            taskId: 's3',
            title: 'Plumber',
            vendorId: 'v2',
            vendorName: 'Ace Plumbing',
            amount: 250,
            paidOn: '2026-11-18',
          },
          { taskId: 's4', title: 'Handyman', vendorId: null, vendorName: null, amount: 40, paidOn: '2026-11-21' },
          {
            taskId: 's5',
            title: 'Too old',
            vendorId: 'v3',
            vendorName: 'Old Vendor',
            amount: 999,
            paidOn: '2026-11-16',
          },
        ],
        completions: [
          { taskId: 'c1', title: 'Lawn', at: '2026-11-21T14:00:00Z', actualCost: 55 },
          { taskId: 'c2', title: 'Filters', at: '2026-11-22T14:00:00Z', actualCost: null },
          { taskId: 'c3', title: 'Long ago', at: '2026-11-10T14:00:00Z', actualCost: null },
        ],
      }),
      options,
    );
    expect(digest.sections.map((s) => s.id)).toEqual(['overdue', 'next7', 'next30', 'spend', 'completions']);
    expect(titles(digest, 'overdue')).toEqual(['Task over']);
    expect(titles(digest, 'next7')).toEqual(['Task today', 'Task d7']);
    expect(titles(digest, 'next30')).toEqual(['Task d8', 'Task d30']);
    const spend = digest.sections.find((s) => s.id === 'spend')!;
    expect(spend.summary).toBe('Total $390.00');
    expect(spend.items).toEqual([
      { text: 'Ace Plumbing', detail: '$250.00 · 1 payment', href: 'https://app.example.com/vendors/v2' },
      { text: 'City Water', detail: '$100.00 · 2 payments', href: 'https://app.example.com/vendors/v1' },
      { text: 'No vendor', detail: '$40.00 · 1 payment', href: 'https://app.example.com/vendors' },
    ]);
    expect(digest.sections.find((s) => s.id === 'completions')!.items).toEqual([
      { text: 'Filters', detail: 'completed Nov 22, 2026', href: 'https://app.example.com/tasks/c2' },
      { text: 'Lawn', detail: 'completed Nov 21, 2026 · $55.00', href: 'https://app.example.com/tasks/c1' },
    ]);
    expect(digest.subject).toBe('Weekly digest for the week of Nov 23, 2026: 1 overdue, 2 due this week, 2 completed');
  });

  it('lists the bills that jumped in the last 7 days, newest first', () => {
    const jump = (taskId: string, paidOn: string) => ({
      taskId,
      title: `Bill ${taskId}`,
      amount: 131,
      usual: 48,
      ratio: 2.7,
      paidOn,
    });
    const digest = composeDigest(
      'weekly',
      data({ jumps: [jump('old', '2026-11-16'), jump('a', '2026-11-17'), jump('b', '2026-11-23')] }),
      options,
    );
    expect(digest.sections.find((s) => s.id === 'jumps')!.items).toEqual([
      {
        text: 'Bill b',
        detail: '$131.00 is 2.7× the usual $48.00, paid Nov 23, 2026',
        href: 'https://app.example.com/tasks/b',
      },
      {
        text: 'Bill a',
        detail: '$131.00 is 2.7× the usual $48.00, paid Nov 17, 2026',
        href: 'https://app.example.com/tasks/a',
      },
    ]);
    expect(digest.isEmpty).toBe(false);
  });

  it('has nothing to report with no tasks, spend, completions or rent increases in range', () => {
    const digest = composeDigest('weekly', data({ tasks: [task('far', '2027-01-15')] }), options);
    expect(digest.isEmpty).toBe(true);
  });
});

describe('digest e-mail', () => {
  const digest = composeDigest(
    'daily',
    data({ tasks: [task('x', '2026-11-23', { title: 'Fix <script> & "door"' })] }),
    options,
  );

  it('escapes user text in the HTML and links back into the app', () => {
    expect(digest.html).toContain('Fix &lt;script&gt; &amp; &quot;door&quot;');
    expect(digest.html).not.toContain('<script>');
    expect(digest.html).toContain('href="https://app.example.com/tasks/x"');
    expect(digest.html).toContain('href="https://app.example.com/settings"');
  });

  it('has a plain-text version with the same items and links', () => {
    expect(digest.text).toContain(
      'DUE TODAY (1)\n- Fix <script> & "door": Maple Duplex · Unit A · due today\n  https://app.example.com/tasks/x',
    );
    expect(digest.text).toContain('Change your digest settings: https://app.example.com/settings');
  });
});

describe('money coming in', () => {
  const rentDue = [
    {
      tenancyId: 't-late',
      tenants: 'Luis Ortega',
      propertyName: 'Maple Duplex',
      unitLabel: 'Unit B',
      balance: 1820,
      monthOpen: 1310,
      dueOn: '2026-11-01',
      late: true,
      lateSince: '2026-11-07',
    },
    {
      tenancyId: 't-due',
      tenants: null,
      propertyName: 'Oak Court',
      unitLabel: '2',
      balance: 950,
      monthOpen: 950,
      dueOn: '2026-11-20',
      late: false,
      lateSince: null,
    },
  ];
  const depositsDue = [
    {
      tenancyId: 't-gone',
      tenants: 'Marcus Webb',
      propertyName: 'Oak Court',
      unitLabel: '1',
      amount: 1000,
      returnBy: '2026-11-28',
    },
  ];

  it('the daily digest lists rent not received, late first as the database orders it, and deposits to settle', () => {
    const digest = composeDigest('daily', data({ rentDue, depositsDue }), options);
    expect(digest.sections.map((s) => s.id)).toEqual(['rentDue', 'deposits']);
    const rent = digest.sections.find((s) => s.id === 'rentDue')!;
    expect(rent.title).toBe('Rent not received');
    expect(rent.items).toEqual([
      {
        text: 'Luis Ortega · Maple Duplex · Unit B',
        detail: '$1,820.00 owed · late since Nov 7, 2026',
        href: 'https://app.example.com/tenancies/t-late',
      },
      {
        text: 'Tenant · Oak Court · 2',
        detail: '$950.00 owed · due Nov 20, 2026',
        href: 'https://app.example.com/tenancies/t-due',
      },
    ]);
    expect(rent.moreHref).toBe('https://app.example.com/rent-roll?status=late');
    expect(digest.sections.find((s) => s.id === 'deposits')!.items).toEqual([
      {
        text: 'Marcus Webb · Oak Court · 1',
        detail: '$1,000.00 · return by Nov 28, 2026',
        href: 'https://app.example.com/tenancies/t-gone',
      },
    ]);
    expect(digest.subject).toBe('Daily digest for Nov 23, 2026: 2 rent not received, 1 deposit to settle');
  });

  it('the weekly digest reminds of deposits, not of each unpaid rent; a passed deadline says so', () => {
    const digest = composeDigest(
      'weekly',
      data({ rentDue, depositsDue: [{ ...depositsDue[0], returnBy: '2026-11-20' }] }),
      options,
    );
    expect(digest.sections.map((s) => s.id)).toEqual(['deposits']);
    expect(digest.sections[0].items[0].detail).toBe('$1,000.00 · return was due Nov 20, 2026');
  });

  it('rent alone makes a digest worth sending', () => {
    expect(composeDigest('daily', data({ rentDue }), options).isEmpty).toBe(false);
  });
});

describe('1099s in the weekly digest', () => {
  const missingW9 = [
    { vendorId: 'v-handy', vendorName: 'Handy Co', paid: 2000 },
    { vendorId: 'v-roof', vendorName: 'Top Roofing', paid: 5250.5 },
  ];
  // Mondays, 07:00 in New York.
  const at = (iso: string) => ({ ...options, now: new Date(iso) });

  it('in January lists the vendors of the year just ended that need a 1099 and have no W-9, by name and amount', () => {
    const digest = composeDigest('weekly', data({ missingW9 }), at('2027-01-11T12:00:00Z'));
    const section = digest.sections.find((s) => s.id === 'missingW9')!;
    expect(section.title).toBe('Need a 1099 for 2026, no W-9 on file');
    expect(section.items).toEqual([
      { text: 'Top Roofing', detail: '$5,250.50 paid in 2026', href: 'https://app.example.com/vendors/v-roof' },
      { text: 'Handy Co', detail: '$2,000.00 paid in 2026', href: 'https://app.example.com/vendors/v-handy' },
    ]);
    expect(section.moreHref).toBe('https://app.example.com/expenses/1099?year=2026');
    expect(digest.subject).toBe('Weekly digest for the week of Jan 11, 2027: 2 W-9s missing');
    expect(digest.isEmpty).toBe(false);
    expect(digest.text).toContain('NEED A 1099 FOR 2026, NO W-9 ON FILE (2)\n- Top Roofing: $5,250.50 paid in 2026');
  });

  it('in October lists the year so far', () => {
    const digest = composeDigest('weekly', data({ missingW9: missingW9.slice(0, 1) }), at('2026-10-12T12:00:00Z'));
    expect(digest.sections.find((s) => s.id === 'missingW9')).toMatchObject({
      title: 'Need a 1099 for 2026, no W-9 on file',
      items: [{ text: 'Handy Co', detail: '$2,000.00 paid in 2026 so far' }],
    });
    expect(digest.subject).toContain('1 W-9 missing');
  });

  it('says nothing of them in the other months, nor in the daily digest', () => {
    expect(composeDigest('weekly', data({ missingW9 }), at('2026-11-23T12:00:00Z')).isEmpty).toBe(true);
    expect(composeDigest('daily', data({ missingW9 }), at('2027-01-11T12:00:00Z')).isEmpty).toBe(true);
  });
});

describe('documents in the weekly digest', () => {
  const doc = (id: string, expiresOn: string, status: 'expired' | 'expiring', extra: Partial<DigestDocument> = {}) => ({
    id,
    name: `Document ${id}`,
    kind: 'Other',
    expiresOn,
    status,
    propertyId: null,
    propertyName: null,
    unitLabel: null,
    tenancyId: null,
    tenants: null,
    vendorId: null,
    vendorName: null,
    ...extra,
  });
  const documents = [
    doc('w9', '2026-12-20', 'expiring', { vendorId: 'v-ace', vendorName: 'Ace Plumbing' }),
    doc('policy', '2026-12-03', 'expiring', { propertyId: 'p-oak', propertyName: 'Oakwood Fourplex' }),
    doc('lease', '2026-11-20', 'expired', {
      tenancyId: 'ten-1',
      tenants: 'Tasha Green',
      unitLabel: 'Unit 101',
      propertyId: 'p-oak',
      propertyName: 'Oakwood Fourplex',
    }),
    doc('loose', '2026-10-01', 'expired'),
  ];

  it('lists what expires in the next 30 days and what has expired: name, what it belongs to, the date, a link', () => {
    const digest = composeDigest('weekly', data({ documents }), options);
    expect(digest.sections.find((s) => s.id === 'documentsExpiring')).toMatchObject({
      title: 'Documents expiring in the next 30 days',
      items: [
        {
          text: 'Document policy',
          detail: 'Oakwood Fourplex · expires Dec 3, 2026',
          href: 'https://app.example.com/properties/p-oak',
        },
        {
          text: 'Document w9',
          detail: 'Ace Plumbing · expires Dec 20, 2026',
          href: 'https://app.example.com/vendors/v-ace',
        },
      ],
    });
    expect(digest.sections.find((s) => s.id === 'documentsExpired')?.items).toEqual([
      { text: 'Document loose', detail: 'Not attached · expired Oct 1, 2026', href: 'https://app.example.com/' },
      {
        text: 'Document lease',
        detail: 'Tasha Green · Unit 101 · Oakwood Fourplex · expired Nov 20, 2026',
        href: 'https://app.example.com/tenancies/ten-1',
      },
    ]);
    expect(digest.subject).toBe(
      'Weekly digest for the week of Nov 23, 2026: 2 documents expiring, 2 documents expired',
    );
    expect(digest.text).toContain(
      'DOCUMENTS EXPIRING IN THE NEXT 30 DAYS (2)\n- Document policy: Oakwood Fourplex · expires Dec 3, 2026',
    );
  });

  it('leaves them to the weekly digest', () => {
    expect(composeDigest('daily', data({ documents }), options).isEmpty).toBe(true);
  });
});
