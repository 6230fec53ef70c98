import { useState } from 'react';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  required,
  useDataProvider,
  useNotify,
  useRedirect,
} from 'react-admin';
import Card from '@mui/material/Card';
import { projectTypes, quoteServices } from '../../shared/config/options';
import { choicesOf } from '../common/choices';
import type { DocumentDataProvider, QuoteStart } from '../data/documentRpcs';

/**
 * « Nouveau devis »: a quote started by the office for a customer who sent no request (issue 30). The
 * database takes the customer's name, e-mail and phone from their profile and mails no one; the page
 * then opens the quote, where the offer is built line by line as on any request.
 */
export function QuoteCreate() {
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [saving, setSaving] = useState(false);

  const start = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const { id } = await dataProvider.startQuoteForCustomer(values as unknown as QuoteStart);
      notify('backoffice.quotes.started', { type: 'success' });
      redirect('show', 'quotes', id);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="backoffice.quotes.new_title" />
      <SimpleForm
        onSubmit={start}
        disabled={saving}
        toolbar={
          <Toolbar>
            <SaveButton label="backoffice.quotes.start" alwaysEnable={!saving} />
          </Toolbar>
        }
      >
        <ReferenceInput source="customer_id" reference="profiles" filter={{ role: 'customer' }}>
          <AutocompleteInput label="backoffice.quotes.customer" optionText={(profile: { full_name?: string | null; email?: string | null }) => [profile.full_name, profile.email].filter(Boolean).join(' — ')} validate={required()} sx={{ minWidth: 280 }} />
        </ReferenceInput>
        <TextInput source="phone" label="resources.quotes.fields.phone" helperText="backoffice.quotes.phone_help" />
        <SelectInput source="project_type" label="resources.quotes.fields.project_type" choices={choicesOf(projectTypes)} validate={required()} />
        <CheckboxGroupInput source="services" label="resources.quotes.fields.services" choices={choicesOf(quoteServices)} validate={required()} />
        <TextInput source="message" label="backoffice.quotes.subject" multiline fullWidth />
      </SimpleForm>
    </Card>
  );
}
