import { paths } from '../../config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Path prefixes that count as this entry being active. */
  match: string[];
}

export interface NavGroup {
  label: 'Rent' | 'Properties';
  items: NavLinkItem[];
}

/** SPEC §2 app shell navigation. */
export const TOP_LINKS: NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard, match: ['/'] },
  { label: 'Tasks', to: paths.tasks, match: ['/tasks'] },
  { label: 'Expenses', to: paths.expenses, match: ['/expenses'] },
  { label: 'Profit', to: paths.profit, match: ['/profit'] },
  { label: 'Documents', to: paths.documents, match: ['/documents'] },
  { label: 'Bulk Notes', to: paths.bulkNotes, match: ['/notes'] },
  { label: 'Property Calculator', to: paths.calculator, match: ['/property-calculator'] },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Rent',
    items: [
      { label: 'Rent Roll', to: paths.rentRoll, match: ['/rent-roll', '/tenancies'] },
      { label: 'Rent Planner', to: paths.rentPlanner, match: ['/rent-planner'] },
      { label: 'Upcoming Increases', to: paths.upcomingIncreasesRange('90d'), match: ['/rent/increases'] },
    ],
  },
  {
    label: 'Properties',
    items: [
      { label: 'Properties', to: paths.properties, match: ['/properties'] },
      { label: 'Property Managers', to: paths.propertyManagers, match: ['/property-managers'] },
      { label: 'Vendors', to: paths.vendors, match: ['/vendors'] },
    ],
  },
];

export function isActive(item: NavLinkItem, pathname: string): boolean {
  return item.match.some((prefix) =>
    prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => isActive(item, pathname));
}
