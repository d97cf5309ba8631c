import { parseChecklist, parseLinks, parseTextList } from './taskJson';

describe("a task's JSON columns, checked at the API boundary", () => {
  it.each([
    [
      'a list of links',
      [{ label: 'Portal', url: 'https://pay.example' }],
      [{ label: 'Portal', url: 'https://pay.example' }],
    ],
    [
      'a link without a label keeps its address',
      [{ url: 'https://pay.example' }],
      [{ label: '', url: 'https://pay.example' }],
    ],
    ['items without an address are dropped', [{ label: 'Nothing' }, 'https://x', null, 3], []],
    ['not a list', { label: 'Portal', url: 'https://pay.example' }, []],
    ['null', null, []],
  ])('links: %s', (_case, stored, parsed) => {
    expect(parseLinks(stored)).toEqual(parsed);
  });

  it.each([
    [
      'ticked and not',
      [
        { id: 'c1', text: 'Filter', done: true },
        { id: 'c2', text: 'Valve', done: false },
      ],
      [
        { id: 'c1', text: 'Filter', done: true },
        { id: 'c2', text: 'Valve', done: false },
      ],
    ],
    ['done only when true', [{ id: 'c1', text: 'Filter', done: 'yes' }], [{ id: 'c1', text: 'Filter', done: false }]],
    ['items without an id or text are dropped', [{ text: 'No id' }, { id: 'c2' }, 'text'], []],
    ['not a list', 'Filter', []],
  ])('checklist: %s', (_case, stored, parsed) => {
    expect(parseChecklist(stored)).toEqual(parsed);
  });

  it.each([
    ['strings kept in order', ['ACH', 'Card'], ['ACH', 'Card']],
    ['other values dropped', ['ACH', 4, null, { a: 1 }], ['ACH']],
    ['not a list', 'ACH', []],
  ])('text lists: %s', (_case, stored, parsed) => {
    expect(parseTextList(stored)).toEqual(parsed);
  });
});
