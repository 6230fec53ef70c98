import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Sidebar from './Sidebar';
import TopBar from './TopBar';

const narrowScreen = '(max-width: 1023.98px)';

interface PortalLayoutProps {
  children: ReactNode;
  onLogOut(): void;
  signingOut: boolean;
}

/** Sidebar, top bar and the page; focus moves to the page on navigation so screen readers follow. */
export default function PortalLayout({ children, onLogOut, signingOut }: PortalLayoutProps) {
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  const closeOnNarrowScreen = useCallback(() => {
    if (window.matchMedia(narrowScreen).matches) setDrawerOpen(false);
  }, []);

  return (
    <div className="portal">
      <Sidebar id={drawerId} open={drawerOpen} onNavigate={closeOnNarrowScreen} />
      {drawerOpen ? <div className="portal__backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
      <div className="portal__body">
        <TopBar drawerId={drawerId} drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} onLogOut={onLogOut} signingOut={signingOut} />
        {/* The site's layout already provides <main>; this is where focus lands after navigation. */}
        <div ref={mainRef} className="portal-page" tabIndex={-1}>
          {children}
        </div>
      </div>
    </div>
  );
}
