import { BooleanField, DataTable, DeleteButton, List, ReferenceField } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { truncate } from '../common/TruncatedField';
import { productFilters } from './productFilters';
import { ProductThumbnail } from './ProductThumbnail';
import { exporters } from '../data/exporters';

interface ProductRow {
  description: string | null;
  price: number;
}

export function ProductList() {
  return (
    <List exporter={exporters.products} filters={productFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="images" disableSort>
          <ProductThumbnail />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort render={(record: ProductRow) => truncate(record.description ?? '')} />
        <DataTable.Col source="price" align="right" render={(record: ProductRow) => formatFcfa(record.price)} />
        <DataTable.Col source="category">
          <ReferenceField source="category" reference="product_categories" link={false} />
        </DataTable.Col>
        <DataTable.Col source="published" field={BooleanField} />
        <DataTable.Col disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
