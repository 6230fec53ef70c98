import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { certificationStatuses } from '../../shared/certification/certificationStatuses';
import { invoiceStatuses } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

/** By number (the search box), status, certification by the SECeF and customer account. */
export const invoiceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(invoiceStatuses)} emptyText="backoffice.filters.all_feminine" alwaysOn />,
  <SelectInput key="certification_status" source="certification_status" choices={choicesOf(certificationStatuses)} emptyText="backoffice.filters.all_feminine" alwaysOn />,
  <ReferenceInput key="profile_id" source="profile_id" reference="profiles" alwaysOn>
    <AutocompleteInput label="resources.invoices.fields.profile_id" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];
