/** Temporary page so the public router can be wired; the full form follows. */
export default function ResetPasswordPage() {
  return (
    <main>
      <h1>Nouveau mot de passe</h1>
    </main>
  );
}
