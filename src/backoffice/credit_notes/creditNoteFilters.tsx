import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** By number (the search box) and customer account. */
export const creditNoteFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="profile_id" source="profile_id" reference="profiles" alwaysOn>
    <AutocompleteInput label="resources.credit_notes.fields.profile_id" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];
