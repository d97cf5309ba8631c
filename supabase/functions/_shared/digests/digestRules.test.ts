import { subjectLine } from './digestRender.ts';
import { digestHeadline, form1099Year, type DigestSection, type SectionId } from './digestRules.ts';

const section = (id: SectionId, shown: number, more = 0): DigestSection => ({
  id,
  title: id,
  items: Array.from({ length: shown }, (_, i) => ({ text: `item ${i}`, detail: '', href: '' })),
  more,
  moreHref: '',
});

describe('digestHeadline', () => {
  it.each<[Parameters<typeof digestHeadline>[0], string, DigestSection[], { title: string; counts: string[] }]>([
    ['daily', '2026-11-23', [], { title: 'Daily digest for Nov 23, 2026', counts: [] }],
    [
      'daily',
      '2026-11-23',
      [section('overdue', 2), section('dueToday', 1), section('rent', 1)],
      { title: 'Daily digest for Nov 23, 2026', counts: ['2 overdue', '1 due today', '1 rent increase'] },
    ],
    // Lines over the section limit still count.
    [
      'daily',
      '2026-11-23',
      [section('next3', 15, 4), section('rent', 2)],
      { title: 'Daily digest for Nov 23, 2026', counts: ['19 in the next 3 days', '2 rent increases'] },
    ],
    // A weekly digest names the week, this week's tasks and completions, not today's.
    [
      'weekly',
      '2026-11-23',
      [section('dueToday', 3), section('next7', 5), section('completions', 2)],
      { title: 'Weekly digest for the week of Nov 23, 2026', counts: ['5 due this week', '2 completed'] },
    ],
  ])('%s on %s', (kind, date, sections, headline) => {
    expect(digestHeadline(kind, date, sections)).toEqual(headline);
  });
});

describe('subjectLine', () => {
  it('joins the counts, says when there is nothing, and marks a test', () => {
    expect(subjectLine({ title: 'Daily digest for Nov 23, 2026', counts: ['2 overdue', '1 due today'] })).toBe(
      'Daily digest for Nov 23, 2026: 2 overdue, 1 due today',
    );
    expect(subjectLine({ title: 'Weekly digest for the week of Nov 23, 2026', counts: [] }, true)).toBe(
      '[Test] Weekly digest for the week of Nov 23, 2026: nothing to report',
    );
  });
});

describe('form1099Year', () => {
  it.each([
    ['2027-01-01', 2026],
    ['2027-01-31', 2026],
    ['2026-10-01', 2026],
    ['2026-10-31', 2026],
    ['2026-02-01', null],
    ['2026-09-30', null],
    ['2026-11-01', null],
    ['2026-12-31', null],
  ])('on %s: %s', (today, year) => {
    expect(form1099Year(today)).toBe(year);
  });
});
