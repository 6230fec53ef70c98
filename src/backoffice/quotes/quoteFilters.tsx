import { SearchInput, SelectInput } from 'react-admin';
import { quoteStages } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

export const quoteFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="stage" source="stage" choices={choicesOf(quoteStages)} emptyText="backoffice.filters.all" alwaysOn />,
];
