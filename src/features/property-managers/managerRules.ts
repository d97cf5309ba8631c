import type { Tables, TablesInsert } from '../../api/database.types';

export type PropertyManager = Tables<'property_managers'>;

/** The columns the form writes; user_id is added on create only (SPEC §6). */
export type ManagerFields = Pick<TablesInsert<'property_managers'>, 'name' | 'email' | 'phone' | 'portal_link'>;

export const MANAGER_ADDED = 'Property manager added';
export const MANAGER_UPDATED = 'Property manager updated';
export const MANAGER_DELETED = 'Property manager deleted';

/** SPEC §5 manager delete confirmation. */
export function deleteManagerMessage(name: string): string {
  return `Are you sure you want to delete "${name}"? This will remove them from all associated properties.`;
}
