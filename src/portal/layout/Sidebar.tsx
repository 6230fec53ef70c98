import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { Icon } from '../../shared/ui/Icon';
import { fr } from '../i18n/fr';
import { isActiveItem, navigationItems } from './navigationItems';

interface SidebarProps {
  id: string;
  open: boolean;
  /** Called when an item is chosen (the layout closes the drawer on narrow screens). */
  onNavigate(): void;
}

/** The portal's menu: a fixed column on wide screens, a drawer below 1024 px. */
export default function Sidebar({ id, open, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // A keyboard user who opens the drawer lands in it, not on the page it covers.
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [open]);
  return (
    <aside id={id} className={open ? 'portal-sidebar portal-sidebar--open' : 'portal-sidebar'}>
      <div className="portal-sidebar__heading">
        <span className="portal-sidebar__title">{fr.area}</span>
        <span className="portal-sidebar__role">{fr.role}</span>
      </div>
      <nav aria-label={fr.nav.label}>
        <ul className="portal-sidebar__list" ref={listRef}>
          {navigationItems.map((item) => {
            const active = isActiveItem(item.to, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={active ? 'portal-sidebar__link portal-sidebar__link--active' : 'portal-sidebar__link'}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon name={item.icon} size={20} />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Link className="portal-sidebar__back" to={paths.home} onClick={onNavigate}>
        ← {fr.nav.backToSite}
      </Link>
    </aside>
  );
}
