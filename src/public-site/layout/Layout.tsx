import type { ReactNode } from 'react';
import { AccountActivatedNotice } from './AccountActivatedNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { PendingRequestsOutlet } from '../offline/PendingRequestsOutlet';
import { ScrollToTop } from './ScrollToTop';
import { layoutText } from '../i18n/fr/layout';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#content">
        {layoutText.skipToContent}
      </a>
      <ScrollToTop />
      <Header />
      <main id="content" className="main" tabIndex={-1}>
        <PendingRequestsOutlet />
        <AccountActivatedNotice />
        {children}
      </main>
      <Footer />
    </>
  );
}
