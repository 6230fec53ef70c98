import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { invoiceStatuses } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

/** By number (the search box), status and customer account. */
export const invoiceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(invoiceStatuses)} emptyText="backoffice.filters.all_feminine" alwaysOn />,
  <ReferenceInput key="profile_id" source="profile_id" reference="profiles" alwaysOn>
    <AutocompleteInput label="resources.invoices.fields.profile_id" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];
