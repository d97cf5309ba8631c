/** A unit as the bulk notes screen lists it: with its property and the property's manager. */
export interface NoteUnit {
  id: string;
  unitLabel: string;
  propertyId: string;
  propertyName: string;
  managerId: string | null;
}

export interface ManagerRef {
  id: string;
  name: string;
  email: string | null;
}

/** A row of the unit_latest_notes view (SPEC §3), with the unit's note count. */
export interface LatestNote {
  unit_id: string;
  note_id: string;
  body: string;
  is_resolved: boolean;
  created_at: string;
  updated_at: string;
  note_count: number;
}

export interface UnitNote {
  id: string;
  unit_id: string;
  body: string;
  is_resolved: boolean;
  created_at: string;
  updated_at: string;
}

/** The bulk notes filters (SPEC §2), kept across visits. NO_MANAGER selects units without one. */
export interface NotesFilters {
  managerIds: string[];
  propertyIds: string[];
  search: string;
  onlyUnresolved: boolean;
}

export const NO_MANAGER = 'none';
export const NO_MANAGER_LABEL = 'No Manager';
