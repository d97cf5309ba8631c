import { rentRollFiltersFrom, rentRollSearchParams, rentStatusLabel } from './rentRollRules';

describe('rent roll filters in the address bar', () => {
  it.each([
    ['', { search: '', property: null, status: null }],
    ['q=oak&property=p1&status=late', { search: 'oak', property: 'p1', status: 'late' }],
    ['status=partly-paid', { search: '', property: null, status: 'partly paid' }],
    ['status=partly%20paid', { search: '', property: null, status: null }],
    ['status=overdue&property=', { search: '', property: null, status: null }],
  ])('?%s reads as %j', (search, filters) => {
    expect(rentRollFiltersFrom(new URLSearchParams(search))).toEqual(filters);
  });

  it.each([
    [{ search: '', property: null, status: null }, ''],
    [{ search: '  ', property: 'p1', status: 'partly paid' as const }, 'property=p1&status=partly-paid'],
    [{ search: 'Ana D', property: null, status: 'vacant' as const }, 'q=Ana+D&status=vacant'],
  ])('%j writes ?%s', (filters, search) => {
    expect(rentRollSearchParams(filters).toString()).toBe(search);
  });

  it.each([
    ['partly paid', 'Partly paid'],
    ['late', 'Late'],
  ] as const)('%s shows as %s', (status, label) => {
    expect(rentStatusLabel(status)).toBe(label);
  });
});
