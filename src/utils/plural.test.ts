import { countOf, nounFor } from './plural';

describe('countOf', () => {
  it.each([
    [0, 'task', undefined, '0 tasks'],
    [1, 'task', undefined, '1 task'],
    [2, 'task', undefined, '2 tasks'],
    [1200, 'payment', undefined, '1,200 payments'],
    [1, 'property', 'properties', '1 property'],
    [3, 'property', 'properties', '3 properties'],
    [1, 'row has errors', 'rows have errors', '1 row has errors'],
  ])('%d %s reads as %s', (count, singular, plural, expected) => {
    expect(countOf(count, singular, plural)).toBe(expected);
  });
});

describe('nounFor', () => {
  it('is singular for exactly one', () => {
    expect(nounFor(1, 'Task')).toBe('Task');
    expect(nounFor(0, 'Task')).toBe('Tasks');
    expect(nounFor(2, 'Property', 'Properties')).toBe('Properties');
  });
});
