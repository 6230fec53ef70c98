import { AutocompleteInput, DateInput, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';

/** The fields staff fill: the customer, what it is, its serial number (entered at delivery) and its warranty. */
export function EquipmentForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="profile_id" reference="profiles">
        <AutocompleteInput optionText="full_name" validate={required()} filterToQuery={(search) => ({ q: search })} />
      </ReferenceInput>
      <TextInput source="name" validate={required()} />
      <TextInput source="serial_number" />
      <DateInput source="purchased_on" validate={required()} />
      <DateInput source="warranty_end" />
      <TextInput source="notes" multiline minRows={2} />
    </SimpleForm>
  );
}
