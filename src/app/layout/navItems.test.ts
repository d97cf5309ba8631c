import { isActive, isGroupActive, NAV_GROUPS, TOP_LINKS } from './navItems';

const link = (label: string) => [...TOP_LINKS, ...NAV_GROUPS.flatMap((g) => g.items)].find((l) => l.label === label)!;

describe('active navigation entry', () => {
  it.each([
    ['Dashboard', '/', true],
    ['Dashboard', '/tasks', false],
    ['Tasks', '/tasks/123/edit', true],
    ['Expenses', '/expenses/summary', true],
    ['Expenses', '/expenses-old', false],
    ['Bulk Notes', '/notes/unit/42', true],
    ['Properties', '/properties/7', true],
    ['Properties', '/property-managers', false],
    ['Property Managers', '/property-managers', true],
    ['Upcoming Increases', '/rent/increases/upcoming', true],
    ['Rent Planner', '/rent-planner', true],
    ['Rent Roll', '/rent-roll', true],
    ['Rent Roll', '/tenancies/7', true],
    ['Rent Roll', '/rent-rolls', false],
    ['Vendors', '/vendorsx', false],
    ['Documents', '/documents', true],
  ])('%s on %s → %s', (label, pathname, expected) => {
    expect(isActive(link(label), pathname)).toBe(expected);
  });

  it('marks a menu active when one of its entries is', () => {
    const [rent, properties] = NAV_GROUPS;
    expect(isGroupActive(rent, '/rent-planner')).toBe(true);
    expect(isGroupActive(properties, '/rent-planner')).toBe(false);
    expect(isGroupActive(properties, '/vendors/3/edit')).toBe(true);
  });

  it('sends Upcoming Increases to the 90-day range', () => {
    expect(link('Upcoming Increases').to).toBe('/rent/increases/upcoming?range=90d');
  });
});
