import { useEffect, useRef } from 'react';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { catalogueImagePreloadLink } from '../../shared/images/preloadImage';
import { paths } from '../../shared/paths';
import type { PageHandle } from '../../shared/seo/pageHead';
import { titled } from '../../shared/seo/pageTitle';
import { imageRenderApiUrl } from '../../shared/supabase/config';
import { catalogueHref, readCatalogueFilter, type CatalogueFilter } from '../catalogue/catalogueAddress';
import { AskUsForSearch } from '../catalogue/AskUsForSearch';
import { CatalogueFilters } from '../catalogue/CatalogueFilters';
import { CataloguePagination } from '../catalogue/CataloguePagination';
import { ProductCard } from '../catalogue/ProductCard';
import { notFound, unavailable } from '../data/loaderErrors';
import { categoryName, fetchProductCategories, type ProductCategory } from '../queries/categoryQueries';
import { fetchCatalogue, type CataloguePage } from '../queries/productQueries';
import { catalogueText } from '../i18n/fr/catalogue';
import { productsHead } from '../i18n/fr/heads/products';
import { useRouteData } from '../routing/routeData';

type CatalogueData = CataloguePage & { filter: CatalogueFilter; categories: ProductCategory[] };

/**
 * One page of the catalogue, as the address asks for it (`?category=`, `?q=`, `?page=`), with the
 * categories of its filter (from the database: the office adds them).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<CatalogueData> {
  const categories = await fetchProductCategories().catch(unavailable);
  const filter = readCatalogueFilter(
    new URL(request.url).searchParams,
    categories.map((category) => category.slug),
  );
  if (!filter) notFound();
  const catalogue = await fetchCatalogue(filter).catch(unavailable);
  if (filter.page > catalogue.pageCount) notFound();
  return { ...catalogue, filter, categories };
}

const listTitle = titled(productsHead.title);

export const handle: PageHandle<CatalogueData | undefined> = {
  head: (catalogue) => ({
    title: catalogue && catalogue.page > 1 ? catalogueText.pageTitle(listTitle, catalogue.page) : listTitle,
    description: productsHead.description,
    canonicalPath: catalogue ? catalogueHref({ ...catalogue.filter, search: '' }) : paths.products,
    breadcrumbs: [
      { name: catalogueText.breadcrumbs.home, path: '/' },
      { name: catalogueText.breadcrumbs.products, path: paths.products },
    ],
    // The first card's photo is the largest thing a phone paints: fetched from the head, not once the grid is parsed.
    imagePreload: catalogueImagePreloadLink(imageRenderApiUrl(), catalogue?.products[0]?.images) || undefined,
  }),
};

/** The catalogue: filters and page live in the address so a view can be shared and crawled. */
export default function ProductsPage() {
  const { products, total, page, pageCount, filter, categories } = useRouteData<CatalogueData>();
  const navigate = useNavigate();
  // The filter last asked for: a search typed while a category change is still loading builds on
  // that change, not on the page still shown (it kept the old category).
  const asked = useRef(filter);
  useEffect(() => {
    asked.current = filter;
  }, [filter]);
  const show = (change: Partial<CatalogueFilter>) => {
    asked.current = { ...asked.current, ...change, page: 1 };
    return navigate(catalogueHref(asked.current), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{catalogueText.title}</h1>
          <p>{catalogueText.intro}</p>
        </div>
      </section>
      <section className="section catalogue">
        <div className="container">
          <CatalogueFilters
            categories={categories}
            category={filter.category}
            search={filter.search}
            onCategory={(category) => show({ category })}
            onSearch={(search) => show({ search })}
          />
          {products.length === 0 && filter.search.trim() ? (
            <AskUsForSearch search={filter.search.trim()} />
          ) : products.length === 0 ? (
            <div className="empty-state" role="status">
              <h2>{catalogueText.emptyTitle}</h2>
              <p>{catalogueText.emptyText}</p>
            </div>
          ) : (
            <>
              <p className="catalogue__count" role="status">
                {catalogueText.count(total)}
              </p>
              <ul className="card-grid">
                {products.map((product, index) => (
                  <ProductCard key={product.id} product={product} categoryName={categoryName(categories, product.category)} eagerImage={index < 2} />
                ))}
              </ul>
              <CataloguePagination filter={filter} page={page} pageCount={pageCount} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
