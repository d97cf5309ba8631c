import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootFrame } from './app/boot/BootFrame';
import { showsBootFrame } from './app/boot/bootRules';
import { STATUS_PATH } from './app/openRoutes';
import { registerServiceWorker } from './app/serviceWorker';
import { SignedOutApp } from './app/SignedOutApp';
import { StartFailed } from './app/StartFailed';
import { sessionMayExist } from './features/auth/storedSession';
import { startSchemaProbe } from './features/schema-check/schemaProbe';

const root = createRoot(document.getElementById('root')!);
// The router and everything past sign-in are a chunk of their own: the sign-in screen, with no
// session, runs the entry alone; with one, index.html has already started that chunk.
const loadApp = () => import('./app/startApp');
const start = () =>
  loadApp()
    .then((m) => m.startApp(root))
    .catch(() => root.render(<StartFailed />));

if (sessionMayExist()) {
  // The shell's outline while the signed-in code downloads; the app replaces it (startApp).
  if (showsBootFrame(window.location.pathname)) root.render(<BootFrame />);
  // The signed-in screens wait on the schema check: send it beside their code, not after it.
  startSchemaProbe();
  void start();
} else if (window.location.pathname === STATUS_PATH) void start();
else
  root.render(
    <StrictMode>
      <SignedOutApp start={start} warmUp={() => void loadApp().catch(() => undefined)} />
    </StrictMode>,
  );

registerServiceWorker();
