/** Temporary page so the public router can be wired; the full form follows. */
export default function ForgotPasswordPage() {
  return (
    <main>
      <h1>Mot de passe oublié</h1>
    </main>
  );
}
