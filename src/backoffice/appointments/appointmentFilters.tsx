import { SearchInput, SelectInput } from 'react-admin';
import { appointmentStatuses } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

export const appointmentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(appointmentStatuses)} emptyText="backoffice.filters.all" alwaysOn />,
];
