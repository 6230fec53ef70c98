import { DataTable, DeleteButton, SimpleList } from 'react-admin';
import { ResponsiveList } from '../common/ResponsiveList';
import { CategoryIconField } from './CategoryIconField';
import type { Tables } from '../../shared/supabase/database.types';

type CategoryRow = Pick<Tables<'product_categories'>, 'id' | 'name' | 'slug' | 'position'>;

/** The catalogue's categories in the order of the site's filter and home page; compact rows on a phone. */
export function CategoryList() {
  return (
    <ResponsiveList
      sort={{ field: 'position', order: 'ASC' }}
      perPage={50}
      exporter={false}
      small={<SimpleList<CategoryRow> rowClick="edit" leftIcon={() => <CategoryIconField />} primaryText={(row) => row.name} secondaryText={(row) => row.slug} tertiaryText={(row) => String(row.position)} />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="icon" disableSort>
          <CategoryIconField />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
        <DataTable.Col source="position" align="right" />
        <DataTable.Col disableSort>
          {/* The database refuses to delete a category that still has products, and says why. */}
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
