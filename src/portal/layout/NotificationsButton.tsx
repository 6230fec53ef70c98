import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { fr } from '../i18n/fr';
import NotificationsPanel from './NotificationsPanel';

/** The bell of the top bar: a panel of the company's latest answers, read when opened. */
export default function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('mousedown', closeOnOutsideClick);
    };
  }, [open]);

  return (
    <div className="notifications" ref={containerRef}>
      <button
        type="button"
        className="portal-topbar__icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="chat" size={20} />
        <span className="portal-topbar__icon-label">{fr.topBar.notifications}</span>
      </button>
      {open ? <NotificationsPanel id={panelId} /> : null}
    </div>
  );
}
