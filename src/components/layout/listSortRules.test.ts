import { shownSort, sortModelFor } from './listSortRules';

const choices = [
  { field: 'due', label: 'Due date' },
  { field: 'title', label: 'Task' },
];

describe('shownSort', () => {
  it.each([
    ['the first key, ascending', [{ field: 'title', sort: 'asc' as const }], { field: 'title', descending: false }],
    ['the first key, descending', [{ field: 'due', sort: 'desc' as const }], { field: 'due', descending: true }],
    ['no direction as ascending', [{ field: 'due', sort: null }], { field: 'due', descending: false }],
    ['no order as the first choice', [], { field: 'due', descending: false }],
    [
      'a field the menu lacks as the first choice',
      [{ field: 'memo', sort: 'desc' as const }],
      { field: 'due', descending: false },
    ],
  ])('reads %s', (_name, model, expected) => {
    expect(shownSort(model, choices)).toEqual(expected);
  });
});

describe('sortModelFor', () => {
  it('writes one key with its direction', () => {
    expect(sortModelFor({ field: 'due', descending: true })).toEqual([{ field: 'due', sort: 'desc' }]);
    expect(sortModelFor({ field: 'title', descending: false })).toEqual([{ field: 'title', sort: 'asc' }]);
  });
});
