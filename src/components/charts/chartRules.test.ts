import { labelStep, shownLabels } from './chartRules';

describe('labelStep', () => {
  it.each([
    // bands, labels, font size → step (widest label: length × size × 0.6 + 6)
    [60, ['Nov 3', 'Nov 10'], 11, 1], // 6 × 6.6 + 6 = 45.6 ≤ 60
    [40, ['Nov 3', 'Nov 10'], 11, 2], // 45.6 / 40 → 2
    [22, ['Nov 3', 'Nov 10'], 11, 3], // 45.6 / 22 → 2.07 → 3
    [30, ['Mar 27'], 10, 2], // 6 × 6 + 6 = 42 / 30 → 2
    [100, ['Mar 27'], 10, 1],
    [0, ['Nov 3'], 11, 1],
    [20, [], 11, 1],
  ])('bands of %s px, %j at %s px: every %s', (band, labels, size, step) => {
    expect(labelStep(band, labels, size)).toBe(step);
  });
});

describe('shownLabels', () => {
  it.each([
    [['a', 'b', 'c', 'd', 'e'], 1, ['a', 'b', 'c', 'd', 'e']],
    [['a', 'b', 'c', 'd', 'e'], 2, ['a', 'c', 'e']],
    [['a', 'b', 'c', 'd', 'e', 'f'], 2, ['b', 'd', 'f']],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3, ['a', 'd', 'g']],
    [[], 2, []],
  ])('%j every %s from the last: %j', (items, step, shown) => {
    expect(shownLabels(items, step)).toEqual(shown);
  });
});
