// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartContext, type CartState } from '../../shared/cart/CartContext';
import { footerPages, navPages, pageTable, sitemapPages, sitemapSections, type LinkedPageKey } from '../../shared/pageTable';
import { pageLinkText } from '../i18n/fr/pageLinks';
import { sitemapText } from '../i18n/fr/sitemap';

vi.mock('../../shared/auth/AuthProvider', () => ({ useAuth: () => ({ user: null, profile: null, isAdmin: false }) }));

const { Header } = await import('./Header');
const { Footer } = await import('./Footer');
const { default: SitemapPage } = await import('../pages/SitemapPage');

const emptyCart = { lines: [], ready: true, itemCount: 0, subtotal: 0 } as unknown as CartState;

/** The links of a list as a visitor reads them: where each leads, what it says. */
const linksOf = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent]);
/** The same pages as the page table places them. */
const tableLinks = (pages: LinkedPageKey[]) => pages.map((page) => [pageTable[page].path, pageLinkText[page]]);

afterEach(cleanup);

describe('the links the page table places', () => {
  it('puts its nav pages in the header menu, in its order, with the words the menu always had', () => {
    render(
      <MemoryRouter>
        <CartContext.Provider value={emptyCart}>
          <Header />
        </CartContext.Provider>
      </MemoryRouter>,
    );
    const menu = linksOf(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(menu).toEqual(tableLinks(navPages()));
    expect(menu).toEqual([
      ['/', 'Accueil'],
      ['/services', 'Services'],
      ['/products', 'Produits'],
      ['/blog', 'Blog'],
      ['/contact', 'Contact'],
    ]);
  });

  it('puts its footer pages under « Pages », in its order', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = linksOf(screen.getByRole('navigation', { name: 'Pages' }));
    expect(footer).toEqual(tableLinks(footerPages()));
    expect(footer).toEqual([
      ['/', 'Accueil'],
      ['/services', 'Services'],
      ['/products', 'Produits'],
      ['/contact', 'Contact'],
      ['/privacy-policy', 'Politique de confidentialité'],
      ['/terms-of-service', "Conditions d'utilisation"],
      ['/sitemap', 'Plan du site'],
    ]);
  });

  it('links every page it places on the site map page under its section, in its order', () => {
    render(
      <MemoryRouter>
        <SitemapPage />
      </MemoryRouter>,
    );
    const sections = Object.fromEntries(sitemapSections.map((section) => [section, linksOf(screen.getByRole('navigation', { name: sitemapText.sections[section] }))]));
    for (const section of sitemapSections) expect(sections[section], section).toEqual(tableLinks(sitemapPages(section)));
    const placed = (Object.keys(pageTable) as (keyof typeof pageTable)[]).filter((key) => 'sitemap' in pageTable[key]);
    expect(Object.values(sections).flat().length).toBe(placed.length);
    expect(sections).toEqual({
      site: [
        ['/', 'Accueil'],
        ['/services', 'Services'],
        ['/products', 'Produits'],
        ['/blog', 'Blog'],
        ['/contact', 'Contact'],
      ],
      requests: [
        ['/appointment', 'Prendre rendez-vous'],
        ['/quote', 'Demander un devis'],
        ['/cart', 'Panier'],
      ],
      account: [
        ['/login', 'Connexion'],
        ['/register', 'Créer un compte'],
        ['/dashboard', 'Espace client'],
      ],
      legal: [
        ['/privacy-policy', 'Politique de confidentialité'],
        ['/terms-of-service', "Conditions d'utilisation"],
      ],
    });
    // The services section follows, drawn from the service cards rather than the table.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Le site', 'Vos demandes', 'Votre compte', 'Informations légales', 'Nos services']);
  });
});
