import { BooleanInput, SearchInput, SelectInput } from 'react-admin';
import { productCategories } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category" choices={choicesOf(productCategories)} alwaysOn />,
  <BooleanInput key="published" source="published" />,
];
