import { paths } from '../../shared/paths';

export interface CatalogueFilter {
  category: string;
  search: string;
  page: number;
}

/**
 * The filter an address asks for; a category that is not among `knownCategories` (the table's slugs)
 * is no filter, a page that is not a whole number ≥ 1 is null.
 */
export function readCatalogueFilter(searchParams: URLSearchParams, knownCategories: readonly string[]): CatalogueFilter | null {
  const requested = searchParams.get('category') ?? '';
  const category = knownCategories.includes(requested) ? requested : '';
  const search = (searchParams.get('q') ?? '').slice(0, 100);
  const pageText = searchParams.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(pageText)) return null;
  return { category, search, page: Number(pageText) };
}

/** The catalogue address of a filter, parameters in a fixed order (one address, one cached page). */
export function catalogueHref({ category, search, page }: CatalogueFilter): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${paths.products}?${query}` : paths.products;
}
