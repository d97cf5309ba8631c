import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.bulkNotes,
    page: () => import('./BulkNotesPage').then((m) => m.BulkNotesPage),
    reads: () => import('./bulkNotesReads').then((m) => m.bulkNotesReads),
  },
  {
    path: at.unitNotes,
    page: () => import('./NotesHistoryPage').then((m) => m.NotesHistoryPage),
    reads: () => import('./notesHistoryReads').then((m) => m.notesHistoryReads),
  },
];
