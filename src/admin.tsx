import { requestedPage, showLoginAddress, startsOnLoginForm } from './backoffice/login/firstScreen';
import { preloadBackOffice, prefetchBackOffice } from './backoffice/login/prefetchBackOffice';
// The form in the HTML is drawn with its stylesheet alone: it is linked from the page, not loaded with the form's script.
import './backoffice/login/loginCard.css';

/**
 * The back-office's entry, kept tiny (no React). A logged-out visit already shows the login form,
 * written into the page by the build (scripts/vite/loginMarkup.ts): React and the form's code are
 * fetched after the page's load and run at the visitor's first touch or key, which hydrates the form
 * keeping what was typed (and a « Connexion » pressed meanwhile); a phone's main thread stays free
 * while the page loads. Anyone else goes straight to react-admin.
 */
const container = document.getElementById('root')!;
const mount = () => import('./backoffice/mountBackOffice');
const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;

if (startsOnLoginForm()) {
  const requested = requestedPage(window.location, window.history.state);
  showLoginAddress(requested);
  // The form in the HTML cannot send anything (method="dialog"); a submit until it is alive is replayed then.
  let alive = false;
  let submittedEarly = false;
  container.addEventListener('submit', (event) => {
    if (alive) return;
    event.preventDefault();
    submittedEarly = true;
  });
  // Asked by the form as it comes alive (a layout effect of its hydration: no event can come in between).
  const takeOver = () => {
    alive = true;
    return submittedEarly;
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, start, { capture: true });
    void mount().then(({ showLoginForm }) => showLoginForm(container, requested, takeOver));
  };
  for (const type of interactions) addEventListener(type, start, { passive: true, capture: true });
  // The dev server's page has no form in it: draw it at once.
  if (!container.firstElementChild) start();
  prefetchBackOffice();
} else {
  // The login form of the HTML is not this visit's page.
  container.replaceChildren();
  preloadBackOffice();
  void mount().then(({ openBackOffice }) => openBackOffice(container));
}
