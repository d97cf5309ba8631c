import { tenantNames } from './rentRules';

describe('tenantNames', () => {
  it.each([
    [[{ name: 'Ana Diaz' }], 'Ana Diaz'],
    [[{ name: ' Ana Diaz ' }, { name: '' }, { name: 'Ben Diaz', email: 'b@x.test' }], 'Ana Diaz & Ben Diaz'],
    [[], null],
    [null, null],
  ])('%j → %s', (tenants, names) => {
    expect(tenantNames(tenants)).toBe(names);
  });
});
