import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  return (
    <main>
      <h1>Ouaga IT Services</h1>
      <p>Matériel, logiciels, réseaux et support informatique à Ouagadougou.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Home />
  </StrictMode>,
);
