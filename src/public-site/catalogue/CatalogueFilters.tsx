import { productCategories } from '../../shared/config/options';

interface CatalogueFiltersProps {
  category: string;
  search: string;
  onCategory: (category: string) => void;
  onSearch: (search: string) => void;
}

export function CatalogueFilters({ category, search, onCategory, onSearch }: CatalogueFiltersProps) {
  return (
    <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="catalogue-search">Rechercher un produit</label>
        <input id="catalogue-search" type="search" value={search} placeholder="Nom, description…" onChange={(e) => onSearch(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="catalogue-category">Catégorie</label>
        <select id="catalogue-category" value={category} onChange={(e) => onCategory(e.target.value)}>
          <option value="">Toutes les catégories</option>
          {productCategories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
