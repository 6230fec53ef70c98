import { SearchInput, SelectInput } from 'react-admin';
import { orderStatuses } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(orderStatuses)} emptyText="backoffice.filters.all_feminine" alwaysOn />,
];
