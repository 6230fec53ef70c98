import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navPages } from '../../shared/pageTable';
import { paths } from '../../shared/paths';
import { closePath, menuPath } from '../../shared/ui/layoutIconPaths';
import { SvgIcon } from '../../shared/ui/SvgIcon';
import { AccountLinks } from './AccountLinks';
import { CartLink } from './CartLink';
import { pageLinks } from './pageLinks';
import { useScrolledPast } from './useScrolledPast';
import { layoutText } from '../i18n/fr/layout';

const menuId = 'main-menu';
/** The menu's links: the pages the page table puts in it. */
const menuLinks = pageLinks(navPages());

/**
 * Fixed header: opaque after 20 px of scroll; on small screens a menu that
 * closes on navigation and on Escape (focus returns to its button).
 */
export function Header() {
  const scrolled = useScrolledPast(20);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={scrolled ? 'header header--opaque' : 'header'}>
      <div className="container header__bar">
        <Link to={paths.home} className="header__brand">
          <span className="header__logo" aria-hidden="true">
            OIT
          </span>
          Ouaga IT Services
        </Link>
        <CartLink />
        <button
          ref={toggleRef}
          type="button"
          className="header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <SvgIcon path={menuOpen ? closePath : menuPath} />
          <span className="visually-hidden">{menuOpen ? layoutText.menu.close : layoutText.menu.open}</span>
        </button>
        <div id={menuId} ref={menuRef} className={menuOpen ? 'header__menu header__menu--open' : 'header__menu'}>
          <nav aria-label={layoutText.navigation.label}>
            <ul className="header__links">
              {menuLinks.map((item) => (
                <li key={item.page}>
                  <NavLink to={item.to} end={item.to === paths.home}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header__account">
            <AccountLinks />
          </div>
        </div>
      </div>
    </header>
  );
}
