import {
  buildManagerEmail,
  collapseNewlines,
  emailSubject,
  mailtoHref,
  rentLine,
  toEmailIncreases,
  type EmailPropertyInput,
} from './emailRules';

// A pinned clock: Wednesday 18 November 2026, noon.
const TODAY = '2026-11-18';
const maria = { id: 'm1', name: 'Maria Delgado', email: 'maria@example.test' };

const properties: EmailPropertyInput[] = [
  {
    name: 'Oak Flats',
    units: [
      { id: 'u1', label: 'Unit 1', note: { body: 'Leaky faucet\n\nin the kitchen', is_resolved: false } },
      { id: 'u2', label: 'Unit 2', note: { body: 'Painted', is_resolved: true } },
      { id: 'u3', label: 'Unit 3', note: null },
    ],
  },
  {
    name: 'Elm <House> & Co',
    units: [{ id: 'u4', label: 'House', note: { body: 'Gutter <loose>', is_resolved: false } }],
  },
  { name: 'Quiet Place', units: [{ id: 'u5', label: 'A', note: { body: 'Done', is_resolved: true } }] },
];

const increases = toEmailIncreases(
  [
    {
      id: 'r2',
      unit_id: 'u3',
      effective_date: '2027-01-01',
      planned_new_rent: 1080,
      applied: false,
      monthly_rent: 1000,
    },
    {
      id: 'r1',
      unit_id: 'u3',
      effective_date: '2026-11-01',
      planned_new_rent: 1030,
      applied: false,
      monthly_rent: 1000,
    },
  ],
  TODAY,
);

describe('e-mail rules', () => {
  it("names the subject after the current month: '<Month name> Notes'", () => {
    expect(emailSubject(TODAY)).toBe('November Notes');
    expect(emailSubject('2027-01-02')).toBe('January Notes');
  });

  it('collapses newlines (and the spaces around them) to single spaces', () => {
    expect(collapseNewlines('a\nb')).toBe('a b');
    expect(collapseNewlines('a \r\n\r\n  b\n')).toBe('a b');
    expect(collapseNewlines('one  two')).toBe('one  two');
  });

  it('marks increases before today as past due and chains a unit’s increases from the previous new rent', () => {
    expect(increases.map((i) => [i.id, i.isPastDue, i.currentRent, i.newRent])).toEqual([
      ['r1', true, 1000, 1030],
      ['r2', false, 1030, 1080],
    ]);
    expect(
      toEmailIncreases(
        [{ id: 'r', unit_id: 'u', effective_date: TODAY, planned_new_rent: 5, applied: false, monthly_rent: 1 }],
        TODAY,
      )[0].isPastDue,
    ).toBe(false);
  });

  it('writes rent lines with the month abbreviation and dollars with 2 decimals', () => {
    expect(rentLine(increases[0])).toBe('Rent increase (Past Due) Nov: $1,000.00 → $1,030.00');
    expect(rentLine(increases[1])).toBe('Rent increase Jan: $1,030.00 → $1,080.00');
  });

  it('builds the text body: unresolved notes and increases, grouped by property', () => {
    const result = buildManagerEmail(maria, properties, increases, TODAY);
    if (result.status !== 'ready') throw new Error('expected an e-mail');
    expect(result.email.to).toBe('maria@example.test');
    expect(result.email.subject).toBe('November Notes');
    expect(result.email.text).toBe(
      [
        'Hi Maria Delgado,',
        "Here are this month's unit notes (November).",
        'Oak Flats\n- Unit 1: Leaky faucet in the kitchen\n- Unit 3: Rent increase (Past Due) Nov: $1,000.00 → $1,030.00\n- Unit 3: Rent increase Jan: $1,030.00 → $1,080.00',
        'Elm <House> & Co\n- House: Gutter <loose>',
        'Thank you!',
      ].join('\n\n'),
    );
    expect(result.email.text).not.toContain('Painted');
    expect(result.email.text).not.toContain('Quiet Place');
  });

  it('builds the same content as HTML, escaped', () => {
    const result = buildManagerEmail(maria, properties, increases, TODAY);
    if (result.status !== 'ready') throw new Error('expected an e-mail');
    expect(result.email.html).toContain('<h3>Oak Flats</h3>');
    expect(result.email.html).toContain('<li><strong>Unit 1:</strong> Leaky faucet in the kitchen</li>');
    expect(result.email.html).toContain(
      '<li><strong>Unit 3:</strong> Rent increase (Past Due) Nov: $1,000.00 → $1,030.00</li>',
    );
    expect(result.email.html).toContain('<h3>Elm &lt;House&gt; &amp; Co</h3>');
    expect(result.email.html).toContain('Gutter &lt;loose&gt;');
    expect(result.email.html).not.toContain('Painted');
  });

  it('leaves out applied increases and blank notes', () => {
    const applied = toEmailIncreases(
      [{ id: 'r', unit_id: 'u1', effective_date: '2026-12-01', planned_new_rent: 9, applied: true, monthly_rent: 1 }],
      TODAY,
    );
    const blank = [{ name: 'P', units: [{ id: 'u1', label: 'U', note: { body: ' \n ', is_resolved: false } }] }];
    expect(buildManagerEmail(maria, blank, applied, TODAY)).toEqual({
      status: 'skipped',
      reason: 'nothing-to-include',
    });
  });

  it('skips a manager without an e-mail address', () => {
    expect(buildManagerEmail({ ...maria, email: null }, properties, increases, TODAY)).toEqual({
      status: 'skipped',
      reason: 'no-email',
    });
    expect(buildManagerEmail({ ...maria, email: '  ' }, properties, increases, TODAY)).toEqual({
      status: 'skipped',
      reason: 'no-email',
    });
  });

  it('skips a manager with nothing includable', () => {
    expect(buildManagerEmail(maria, [properties[2]], [], TODAY)).toEqual({
      status: 'skipped',
      reason: 'nothing-to-include',
    });
  });

  it('includes a unit with only an increase', () => {
    const result = buildManagerEmail(
      maria,
      [properties[2]],
      toEmailIncreases(
        [
          {
            id: 'r',
            unit_id: 'u5',
            effective_date: '2026-12-05',
            planned_new_rent: 950,
            applied: false,
            monthly_rent: 900,
          },
        ],
        TODAY,
      ),
      TODAY,
    );
    expect(result.status === 'ready' && result.email.text).toContain('- A: Rent increase Dec: $900.00 → $950.00');
  });

  it('opens the mail client with the recipient, subject and text body encoded', () => {
    const href = mailtoHref({ to: 'maria@example.test', subject: 'November Notes', text: 'Hi & bye\nline 2' });
    expect(href).toBe('mailto:maria@example.test?subject=November%20Notes&body=Hi%20%26%20bye%0Aline%202');
  });
});
