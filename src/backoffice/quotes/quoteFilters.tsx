import { SearchInput, SelectInput } from 'react-admin';
import { offerStatuses, quoteStatuses } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

export const quoteFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(quoteStatuses)} emptyText="backoffice.filters.all" alwaysOn />,
  <SelectInput key="offer_status" source="offer_status" choices={choicesOf(offerStatuses)} emptyText="backoffice.filters.all" alwaysOn />,
];
