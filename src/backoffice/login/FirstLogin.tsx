import { customerHome, adminBasename, mfaPath } from '../auth/authPages';
import { signInAdministrator } from '../auth/signInAdministrator';
import { LoginCard } from './LoginCard';

export interface FirstLoginProps {
  /** The page to open once signed in (the one asked for). */
  requested: string;
  /** Opens react-admin on this address, in the same page (its chunk was fetched meanwhile). */
  openBackOffice(path: string): Promise<void>;
  /** Loads and runs react-admin's modules without showing it yet. */
  prepareBackOffice(): void;
  /** Whether « Connexion » was pressed on the form of the page's HTML before it came alive. */
  submittedEarly?(): boolean;
}

/** supabase-js comes with the back-office's one client, fetched beside the form rather than before it. */
const loadClient = () => import('../supabaseClient').then((module) => module.supabase);

/**
 * The login form of the first chunk. The password decides as react-admin's auth provider does
 * (signInAdministrator): an administrator opens the page asked for, or /admin/mfa first when the
 * database wants the second factor; a customer goes to the portal.
 */
export function FirstLogin({ requested, openBackOffice, prepareBackOffice, submittedEarly }: FirstLoginProps) {
  async function signIn(email: string, password: string) {
    const outcome = await signInAdministrator(await loadClient(), email, password);
    if (outcome === 'not_admin') {
      window.location.replace(customerHome);
      // The browser is leaving: the form stays busy meanwhile.
      return new Promise<void>(() => {});
    }
    await openBackOffice(outcome === 'granted' ? requested : `${adminBasename}${mfaPath}`);
  }
  // react-admin's modules run while the password is typed (their files were prefetched after the page's load), not
  // before the form shows: that long task on a phone would delay the form; after « Connexion » it would delay the dashboard.
  return <LoginCard signIn={signIn} onFirstInput={prepareBackOffice} submittedEarly={submittedEarly} />;
}
