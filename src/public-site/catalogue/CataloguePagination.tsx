import { Link } from 'react-router';
import { catalogueHref, type CatalogueFilter } from './catalogueAddress';
import { catalogueText } from '../i18n/fr/catalogue';

/** Plain links to every page of the catalogue: crawlers and visitors without scripts follow them too. */
export function CataloguePagination({ filter, page, pageCount }: { filter: CatalogueFilter; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={catalogueText.pagination.label}>
      {page > 1 ? (
        <Link rel="prev" to={catalogueHref({ ...filter, page: page - 1 })}>
          {catalogueText.pagination.previous}
        </Link>
      ) : null}
      <ul>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link to={catalogueHref({ ...filter, page: number })} aria-label={catalogueText.pagination.page(number)}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link rel="next" to={catalogueHref({ ...filter, page: page + 1 })}>
          {catalogueText.pagination.next}
        </Link>
      ) : null}
    </nav>
  );
}
