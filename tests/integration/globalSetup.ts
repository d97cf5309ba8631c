import { INTEGRATION_PORT_BASE, INTEGRATION_DATA_DIR } from './ports';
import { startStackProcess, type StackProcess } from './stackProcess';

declare global {
  var __INTEGRATION_STACK__: StackProcess | undefined;
}

/** One throwaway stack per run: its own ports and a wiped data folder. */
export default async function globalSetup() {
  globalThis.__INTEGRATION_STACK__ = await startStackProcess({
    portBase: INTEGRATION_PORT_BASE,
    dataDir: INTEGRATION_DATA_DIR,
    wipe: true,
  });
}
