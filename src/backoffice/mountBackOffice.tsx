import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loginScreen } from './login/loginScreen';

/**
 * Mounts the back-office in the page's root, once the entry (src/admin.tsx) decided what comes
 * first: the login form, already in the HTML and hydrated here, or react-admin itself. After login
 * react-admin is rendered into the same root at the page asked for (no reload).
 */
let root: Root | undefined;
const loadBackOffice = () => import('./App');

export async function openBackOffice(container: HTMLElement, path?: string): Promise<void> {
  const { App } = await loadBackOffice();
  if (path) window.history.replaceState(null, '', path);
  root ??= createRoot(container);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** `submittedEarly` tells whether « Connexion » was pressed on the form of the HTML, before this ran. */
export function showLoginForm(container: HTMLElement, requested: string, submittedEarly: () => boolean): void {
  const screen = loginScreen({
    requested,
    submittedEarly,
    openBackOffice: (path) => openBackOffice(container, path),
    prepareBackOffice: () => void loadBackOffice().catch(() => {}),
  });
  // The build wrote the form into the page; the dev server's page is empty.
  if (container.firstElementChild) root = hydrateRoot(container, screen);
  else {
    root = createRoot(container);
    root.render(screen);
  }
}
