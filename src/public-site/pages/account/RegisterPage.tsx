/** Temporary page so the public router can be wired; the full form follows. */
export default function RegisterPage() {
  return (
    <main>
      <h1>Créer un compte</h1>
    </main>
  );
}
