import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstLogin } from './backoffice/login/FirstLogin';
import { prefetchBackOffice } from './backoffice/login/prefetchBackOffice';
import { requestedPage, showLoginAddress, startsOnLoginForm } from './backoffice/login/firstScreen';

/**
 * The back-office's entry, kept small: a logged-out visit gets the login form at once, from this
 * chunk (plain React, the shared auth code, a little CSS), while react-admin and MUI are fetched
 * behind it; anyone else goes straight to react-admin.
 */
const root = createRoot(document.getElementById('root')!);
const loadBackOffice = () => import('./backoffice/App');

async function openBackOffice(path?: string): Promise<void> {
  const { App } = await loadBackOffice();
  if (path) window.history.replaceState(null, '', path);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (startsOnLoginForm()) {
  const requested = requestedPage(window.location, window.history.state);
  showLoginAddress(requested);
  root.render(
    <StrictMode>
      <FirstLogin requested={requested} openBackOffice={openBackOffice} prepareBackOffice={() => void loadBackOffice().catch(() => {})} />
    </StrictMode>,
  );
  prefetchBackOffice();
} else {
  void openBackOffice();
}
