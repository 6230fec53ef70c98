import { BooleanField, DataTable, DeleteButton, ReferenceField, SimpleList, useTranslate } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { ResponsiveList } from '../common/ResponsiveList';
import { truncate } from '../common/truncate';
import { productFilters } from './productFilters';
import { ProductThumbnail } from './ProductThumbnail';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

type ProductRow = Pick<Tables<'products'>, 'id' | 'name' | 'description' | 'price' | 'category' | 'published' | 'in_stock'>;

/** On a phone: the photo, the name and price, the category and whether the site shows it. */
function CompactRows() {
  const translate = useTranslate();
  const flags = (row: ProductRow) => [!row.published && translate('backoffice.list_rows.unpublished'), !row.in_stock && translate('backoffice.list_rows.out_of_stock')].filter(Boolean);
  return (
    <SimpleList<ProductRow>
      rowClick="edit"
      leftIcon={() => <ProductThumbnail />}
      primaryText={(row) => row.name}
      tertiaryText={(row) => formatFcfa(row.price)}
      secondaryText={(row) => (
        <>
          <ReferenceField source="category" reference="product_categories" link={false} />
          {flags(row).map((flag) => ` · ${flag}`)}
        </>
      )}
    />
  );
}

export function ProductList() {
  return (
    <ResponsiveList exporter={exporters.products} filters={productFilters} sort={{ field: 'created_at', order: 'DESC' }} small={<CompactRows />}>
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
    </ResponsiveList>
  );
}
