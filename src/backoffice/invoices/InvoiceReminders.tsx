import { DataTable, DateField, ReferenceManyField, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

type ReminderRow = Pick<Tables<'payment_reminders'>, 'step' | 'channels'>;

/** « J-3 », « J+7 »: the reminder day from the due date. */
export const reminderStepLabel = (step: number) => (step < 0 ? `J${step}` : `J+${step}`);

/** The payment reminders sent about this invoice (private.queue_payment_reminders): when, which step, by what. */
export function InvoiceReminders() {
  const translate = useTranslate();
  const channelsOf = (row: ReminderRow) =>
    row.channels.length === 0
      ? translate('backoffice.invoices.reminder_unreachable')
      : row.channels.map((channel) => translate(`backoffice.invoices.reminder_channel.${channel}`)).join(', ');
  return (
    <ReferenceManyField reference="payment_reminders" target="invoice_id" sort={{ field: 'sent_on', order: 'ASC' }} perPage={50}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<p>{translate('backoffice.invoices.no_reminders')}</p>}>
        <DataTable.Col source="sent_on" field={DateField} />
        <DataTable.Col source="step" render={(row: ReminderRow) => reminderStepLabel(row.step)} />
        <DataTable.Col source="channels" disableSort render={channelsOf} />
      </DataTable>
    </ReferenceManyField>
  );
}
