import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#content">
        Aller au contenu
      </a>
      <ScrollToTop />
      <Header />
      <main id="content" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
