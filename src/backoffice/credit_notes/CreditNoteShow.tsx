import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { CertificationPanel } from '../certification/CertificationPanel';
import { DocumentTotals } from '../common/DocumentTotals';
import { DateTimeField } from '../common/DateTimeField';
import type { Tables } from '../../shared/supabase/database.types';

type CreditNoteRecord = Pick<Tables<'credit_notes'>, 'number' | 'tax_rate' | 'total_ht' | 'total_tva' | 'total_ttc'>;

function CreditNoteTitle() {
  const note = useRecordContext<CreditNoteRecord>();
  const translate = useTranslate();
  return <span>{note ? translate('backoffice.credit_notes.title', { number: note.number }) : ''}</span>;
}

function CreditNoteTotals(_props: { label?: false }) {
  const note = useRecordContext<CreditNoteRecord>();
  if (!note) return null;
  return <DocumentTotals totals={{ totalHt: note.total_ht, totalTva: note.total_tva, totalTtc: note.total_ttc }} taxRate={Number(note.tax_rate)} />;
}

/** A credit note (avoir): the invoice it corrects, its reason and amounts. Frozen once issued. */
export function CreditNoteShow() {
  return (
    <Show title={<CreditNoteTitle />}>
      <SimpleShowLayout>
        <TextField source="number" />
        <Labeled source="invoice_id">
          <ReferenceField source="invoice_id" reference="invoices" link="show" />
        </Labeled>
        <DateTimeField source="issued_at" />
        <TextField source="reason" sx={{ whiteSpace: 'pre-wrap' }} />
        <CreditNoteTotals label={false} />
        <CertificationPanel document="credit_note" label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
