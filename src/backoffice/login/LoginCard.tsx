import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { toAuthFailure } from '../../shared/auth/authFailure';
import { describeAuthFailure } from '../../shared/auth/messages';
import { PasswordField } from '../../shared/auth/PasswordField';
import { FormField } from '../../shared/ui/FormField';
import { adminBasename, forgotPasswordPath } from '../auth/authPages';
import { loginTexts } from './loginTexts';
import './loginCard.css';

interface LoginCardProps {
  /** Signs in; resolves once the page moves on, throws supabase-js's error when the password is refused. */
  signIn(email: string, password: string): Promise<void>;
  /** Called once, at the first character typed: the moment to get ready for what follows the login. */
  onFirstInput?(): void;
  /**
   * Whether « Connexion » was pressed before this form came alive: the first screen's form is in the page's HTML
   * (scripts/vite/loginMarkup.ts) and is hydrated at the first touch, so what was typed or pressed before is taken over.
   */
  submittedEarly?(): boolean;
}

/**
 * The back-office login form in plain React (no react-admin, no MUI): the first screen of a
 * logged-out visit, drawn from the entry chunk while react-admin loads behind it, and also
 * react-admin's own login page after a logout, so both look and answer alike.
 */
export function LoginCard({ signIn, onFirstInput, submittedEarly }: LoginCardProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const typed = useRef(false);
  const firstInput = () => {
    if (typed.current) return;
    typed.current = true;
    onFirstInput?.();
  };
  const form = useRef<HTMLFormElement>(null);
  const [submitPending, setSubmitPending] = useState(false);

  // Hydration keeps what the browser's fields hold but not in this state: take it over, then replay an early « Connexion ».
  // A layout effect: it runs in the commit that hydrates, before any event can reach the live form.
  useLayoutEffect(() => {
    const field = (name: string) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const [typedEmail, typedPassword] = [field('email'), field('password')];
    if (typedEmail || typedPassword) {
      setEmail(typedEmail);
      setPassword(typedPassword);
      firstInput();
    }
    if (submittedEarly?.()) setSubmitPending(true);
    // Once, when the form comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!submitPending) return;
    setSubmitPending(false);
    form.current?.requestSubmit();
  }, [submitPending]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nowMissing = { email: !email.trim(), password: !password };
    setMissing(nowMissing);
    if (nowMissing.email || nowMissing.password) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      setProblem(describeAuthFailure(toAuthFailure(error).reason, loginTexts.failed));
    } finally {
      setBusy(false);
    }
  }

  const emailError = missing.email ? loginTexts.required : undefined;
  return (
    <main className="admin-login">
      {/* method="dialog": before it is hydrated, the form of the page's HTML sends nothing anywhere (no password in an address). */}
      <form ref={form} className="admin-login__card" method="dialog" onSubmit={submit} onInput={firstInput} noValidate aria-busy={busy}>
        <span className="admin-login__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24">
            <path fill="currentColor" d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z" />
          </svg>
        </span>
        <h1 className="admin-login__heading">{loginTexts.heading}</h1>
        {problem ? (
          <p className="admin-login__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <FormField id="email" label={loginTexts.email} required error={emailError}>
          <input
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoFocus
            required
          />
        </FormField>
        <PasswordField
          id="password"
          label={loginTexts.password}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
          error={missing.password ? loginTexts.required : undefined}
        />
        <button type="submit" className="admin-login__submit" disabled={busy}>
          {loginTexts.submit}
        </button>
        {/* A plain link: the forgot-password page belongs to react-admin, a full load opens it. */}
        <a className="admin-login__link" href={`${adminBasename}${forgotPasswordPath}`}>
          {loginTexts.forgotPassword}
        </a>
      </form>
    </main>
  );
}
