import { useEffect, useRef, useState } from 'react';
import { paths } from '../../shared/paths';
import type { ProductCategory } from '../queries/categoryQueries';
import { catalogueText } from '../i18n/fr/catalogue';

interface CatalogueFiltersProps {
  categories: readonly ProductCategory[];
  category: string;
  search: string;
  onCategory: (category: string) => void;
  onSearch: (search: string) => void;
}

/** Waiting this long after the last key before asking for results spares a slow network one request per letter. */
const searchPauseMs = 300;

/**
 * The catalogue's filters: a plain GET form (it works before scripts run),
 * applied as the visitor types or chooses once scripts are there.
 */
export function CatalogueFilters({ categories, category, search, onCategory, onSearch }: CatalogueFiltersProps) {
  const [typed, setTyped] = useState(search);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address is the truth: a back/forward navigation brings its own search text.
  useEffect(() => setTyped(search), [search]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const type = (value: string) => {
    setTyped(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onSearch(value.trim()), searchPauseMs);
  };

  return (
    <form
      className="filters"
      role="search"
      method="get"
      action={paths.products}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(pending.current);
        onSearch(typed.trim());
      }}
    >
      <div className="field">
        <label htmlFor="catalogue-search">{catalogueText.filters.search}</label>
        <input id="catalogue-search" name="q" type="search" value={typed} placeholder={catalogueText.filters.searchPlaceholder} maxLength={100} onChange={(e) => type(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="catalogue-category">{catalogueText.filters.category}</label>
        <select id="catalogue-category" name="category" value={category} onChange={(e) => onCategory(e.target.value)}>
          <option value="">{catalogueText.filters.allCategories}</option>
          {categories.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--outline filters__submit">
        {catalogueText.filters.submit}
      </button>
    </form>
  );
}
