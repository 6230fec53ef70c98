/** Temporary page so the public router can be wired; the full form follows. */
export default function LoginPage() {
  return (
    <main>
      <h1>Connexion</h1>
    </main>
  );
}
