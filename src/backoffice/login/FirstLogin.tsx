import { customerHome, adminBasename, mfaPath } from '../auth/authPages';
import { signInAdministrator } from '../auth/signInAdministrator';
import { LoginCard } from './LoginCard';

interface FirstLoginProps {
  /** The page to open once signed in (the one asked for). */
  requested: string;
  /** Opens react-admin on this address, in the same page (its chunk was fetched meanwhile). */
  openBackOffice(path: string): Promise<void>;
}

/** supabase-js comes with the back-office's one client, fetched beside the form rather than before it. */
const loadClient = () => import('../supabaseClient').then((module) => module.supabase);

/**
 * The login form of the first chunk. The password decides as react-admin's auth provider does
 * (signInAdministrator): an administrator opens the page asked for, or /admin/mfa first when the
 * database wants the second factor; a customer goes to the portal.
 */
export function FirstLogin({ requested, openBackOffice }: FirstLoginProps) {
  async function signIn(email: string, password: string) {
    const outcome = await signInAdministrator(await loadClient(), email, password);
    if (outcome === 'not_admin') {
      window.location.replace(customerHome);
      // The browser is leaving: the form stays busy meanwhile.
      return new Promise<void>(() => {});
    }
    await openBackOffice(outcome === 'granted' ? requested : `${adminBasename}${mfaPath}`);
  }
  return <LoginCard signIn={signIn} />;
}
