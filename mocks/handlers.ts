import { authHandlers } from './auth';
import { booksHandlers } from './books';
import { dashboardHandlers } from './dashboard';
import { dataTransferHandlers } from './dataTransfer';
import { digestsHandlers } from './digests';
import { documentExpiryHandlers } from './documentExpiry';
import { documentsHandlers } from './documents';
import { expensesHandlers } from './expenses';
import { notesHandlers } from './notes';
import { ownerStatementsHandlers } from './ownerStatements';
import { profitHandlers } from './profit';
import { propertiesHandlers } from './properties';
import { propertyManagersHandlers } from './propertyManagers';
import { rentHandlers } from './rent';
import { plannerUnitHandlers, rentIncreasesHandlers } from './rentIncreases';
import { schemaHandlers } from './schema';
import { settingsHandlers } from './settings';
import { systemHandlers } from './system';
import { tasksHandlers } from './tasks';
import { vendorsHandlers } from './vendors';

/** Happy-path handlers for every domain; tests override failures with server.use(). */
export const handlers = [
  ...plannerUnitHandlers,
  ...dashboardHandlers,
  ...dataTransferHandlers,
  ...notesHandlers,
  ...ownerStatementsHandlers,
  ...authHandlers,
  ...booksHandlers,
  ...digestsHandlers,
  ...documentExpiryHandlers,
  ...documentsHandlers,
  ...expensesHandlers,
  ...profitHandlers,
  ...propertiesHandlers,
  ...propertyManagersHandlers,
  ...rentIncreasesHandlers,
  ...rentHandlers,
  ...schemaHandlers,
  ...settingsHandlers,
  ...systemHandlers,
  ...tasksHandlers,
  ...vendorsHandlers,
];
