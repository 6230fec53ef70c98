// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, isRouteErrorResponse, Link, MemoryRouter, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserPages } from './BrowserPages';
import { loadPageState } from './loadPageState';
import type { PageState } from './pageState';
import { useRouteData, useRouteError, usePageStatus } from './routeData';

function Root() {
  const company = useRouteData<{ name: string }>();
  const { busy, head } = usePageStatus();
  return (
    <div>
      <p>Société : {company.name}</p>
      <p>Titre : {head.title}</p>
      {busy ? <p role="progressbar">Chargement de la page</p> : null}
      <Link to="/products/ecran">Écran</Link> <Link to="/products/inconnu">Inconnu</Link> <Link to="/old">Ancienne adresse</Link> <Link to="#avis">Avis</Link>
      <Outlet />
    </div>
  );
}

function Product() {
  const product = useRouteData<{ name: string }>();
  return <h1>{product.name}</h1>;
}

function Failure() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) && error.status === 404 ? 'Page non trouvée' : 'Indisponible'}</h1>;
}

/** A small site shaped like the public one: root with company details, a pathless error route, pages. */
function site(rootLoader = vi.fn(async () => ({ name: 'Ouaga IT' })), products: Record<string, string> = { ecran: 'Écran 27 pouces' }) {
  const productLoader = vi.fn(async ({ params }: LoaderFunctionArgs) => {
    const name = products[params.slug!];
    if (!name) throw data(null, { status: 404, statusText: 'Not Found' });
    return { name };
  });
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: () => false,
      element: <Root />,
      children: [
        {
          id: 'pages',
          errorElement: <Failure />,
          children: [
            { id: 'home', index: true, element: <h1>Accueil</h1> },
            {
              id: 'product',
              path: 'products/:slug',
              lazy: async () => ({ Component: Product, loader: productLoader, handle: { head: (product?: { name: string }) => ({ title: product?.name ?? '?', description: '' }) } }),
            },
            { path: 'old', loader: () => redirect('/products/ecran') },
          ],
        },
      ],
    },
  ];
  return { routes, rootLoader, productLoader };
}

const home: PageState = { location: { pathname: '/', search: '', hash: '' }, loaderData: { root: { name: 'Ouaga IT' } }, errors: null };

afterEach(cleanup);

describe('loadPageState', () => {
  it('loads the page chunk and runs its loader with the address’s parameters, keeping the company details read once', async () => {
    const { routes, rootLoader, productLoader } = site();
    const load = await loadPageState(routes, { pathname: '/products/ecran', search: '?x=1', hash: '' }, home, new AbortController().signal);
    expect(load).toEqual({ kind: 'page', state: { location: { pathname: '/products/ecran', search: '?x=1', hash: '' }, loaderData: { root: { name: 'Ouaga IT' }, product: { name: 'Écran 27 pouces' } }, errors: null } });
    expect(rootLoader).not.toHaveBeenCalled();
    expect(productLoader).toHaveBeenCalledTimes(1);
    expect(new URL(productLoader.mock.calls[0][0].request.url).search).toBe('?x=1');
  });

  it('runs every loader when no page came before (a page built in the browser)', async () => {
    const { routes, rootLoader } = site();
    const load = await loadPageState(routes, { pathname: '/', search: '', hash: '' }, null, new AbortController().signal);
    expect(rootLoader).toHaveBeenCalledTimes(1);
    expect(load).toMatchObject({ kind: 'page', state: { loaderData: { root: { name: 'Ouaga IT' } }, errors: null } });
  });

  it('puts a thrown 404 on the route that shows errors, keeping the rows above it', async () => {
    const { routes } = site();
    const load = await loadPageState(routes, { pathname: '/products/inconnu', search: '', hash: '' }, home, new AbortController().signal);
    if (load.kind !== 'page') throw new Error('expected a page');
    expect(load.state.loaderData).toEqual({ root: { name: 'Ouaga IT' } });
    expect(Object.keys(load.state.errors!)).toEqual(['pages']);
    expect(isRouteErrorResponse(load.state.errors!.pages)).toBe(true);
    expect(load.state.errors!.pages).toMatchObject({ status: 404 });
  });

  it('follows a loader’s redirect', async () => {
    const { routes } = site();
    expect(await loadPageState(routes, { pathname: '/old', search: '', hash: '' }, home, new AbortController().signal)).toEqual({ kind: 'redirect', to: '/products/ecran' });
  });
});

describe('BrowserPages', () => {
  it('shows the server’s page at once, then each next page with its rows, its title and a progress bar while it loads', async () => {
    const { routes } = site();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const product = routes[0].children![0].children![1];
    const lazy = product.lazy as () => Promise<object>;
    product.lazy = async () => {
      await gate;
      return lazy();
    };
    render(
      <MemoryRouter initialEntries={['/']}>
        <BrowserPages routes={routes} initialState={home} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(screen.getByText('Société : Ouaga IT')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Écran' }));
    // The page before stays on screen while the next one's chunk is on its way.
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Écran 27 pouces' })).toBeTruthy();
    expect(screen.getByText('Titre : Écran 27 pouces')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the error element for an unknown product and the target of a redirect', async () => {
    const { routes } = site();
    render(
      <MemoryRouter initialEntries={['/']}>
        <BrowserPages routes={routes} initialState={home} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Inconnu' }));
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeTruthy();
    // The site's layout (root) is still there around the error.
    expect(screen.getByText('Société : Ouaga IT')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Ancienne adresse' }));
    expect(await screen.findByRole('heading', { name: 'Écran 27 pouces' })).toBeTruthy();
  });

  it('moves to a part of the same page (#avis) without running a loader again', async () => {
    const { routes, productLoader } = site();
    const productPage: PageState = { location: { pathname: '/products/ecran', search: '', hash: '' }, loaderData: { root: { name: 'Ouaga IT' }, product: { name: 'Écran 27 pouces' } }, errors: null };
    await loadPageState(routes, productPage.location, productPage, new AbortController().signal);
    productLoader.mockClear();
    render(
      <MemoryRouter initialEntries={['/products/ecran']}>
        <BrowserPages routes={routes} initialState={productPage} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Avis' }));
    expect(screen.getByRole('heading', { name: 'Écran 27 pouces' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(productLoader).not.toHaveBeenCalled();
  });

  it('builds a page with no server HTML: « loading » first, then the page from its loaders', async () => {
    const { routes } = site();
    render(
      <MemoryRouter initialEntries={['/products/ecran']}>
        <BrowserPages routes={routes} initialState={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Chargement/);
    expect(await screen.findByRole('heading', { name: 'Écran 27 pouces' })).toBeTruthy();
    expect(screen.getByText('Société : Ouaga IT')).toBeTruthy();
  });
});
