import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { certificationStatuses } from '../../shared/certification/certificationStatuses';
import { choicesOf } from '../common/choices';

/** By number (the search box), certification by the SECeF and customer account. */
export const creditNoteFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="certification_status" source="certification_status" choices={choicesOf(certificationStatuses)} emptyText="backoffice.filters.all_feminine" alwaysOn />,
  <ReferenceInput key="profile_id" source="profile_id" reference="profiles" alwaysOn>
    <AutocompleteInput label="resources.credit_notes.fields.profile_id" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];
