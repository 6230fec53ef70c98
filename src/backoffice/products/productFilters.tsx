import { BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';

export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="category" source="category" reference="product_categories" sort={{ field: 'position', order: 'ASC' }} perPage={200} alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <BooleanInput key="published" source="published" />,
];
