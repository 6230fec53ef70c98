import { DataTable, DeleteButton, List } from 'react-admin';
import { CategoryIconField } from './CategoryIconField';

/** The catalogue's categories in the order of the site's filter and home page. */
export function CategoryList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={50} exporter={false}>
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
    </List>
  );
}
