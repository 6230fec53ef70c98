import { Grid, Stack, Typography } from '@mui/material';
import { DateField, Labeled, ReferenceField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { invoiceStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { CertificationPanel } from '../certification/CertificationPanel';
import { DocumentTotals } from '../common/DocumentTotals';
import { ShrinkToScreen } from '../common/ShrinkToScreen';
import { StatusChip } from '../common/StatusChip';
import { InvoiceCreditNotes } from './InvoiceCreditNotes';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceReminders } from './InvoiceReminders';
import type { InvoiceRecord } from './invoiceRecord';
import { InvoiceTitle } from './InvoiceTitle';
import { IssueCreditNoteButton } from './IssueCreditNoteButton';
import { InvoiceRefunds } from './InvoiceRefunds';
import { RecordPaymentButton } from './RecordPaymentButton';
import { RecordRefundButton } from './RecordRefundButton';

const InvoiceActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <RecordPaymentButton />
    <RecordRefundButton />
    <IssueCreditNoteButton />
  </TopToolbar>
);

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(text)}
    </Typography>
  );
}

/** Totals, then what was credited, paid and is left to pay, as the database keeps them. */
function InvoiceAmounts() {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (!invoice) return null;
  const rows = [
    { label: translate('resources.invoices.fields.amount_credited'), amount: invoice.amount_credited },
    { label: translate('resources.invoices.fields.amount_paid'), amount: invoice.amount_paid },
    ...(invoice.amount_refunded > 0 ? [{ label: translate('resources.invoices.fields.amount_refunded'), amount: invoice.amount_refunded }] : []),
  ];
  // Never a negative balance: what the company owes back after a credit note is said so.
  const owedBack = invoice.refund_due > 0;
  return (
    <>
      <DocumentTotals totals={{ totalHt: invoice.total_ht, totalTva: invoice.total_tva, totalTtc: invoice.total_ttc }} taxRate={Number(invoice.tax_rate)} />
      <dl style={{ maxWidth: 360, marginLeft: 'auto', display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px' }}>
        {rows.map((row) => (
          <FragmentRow key={row.label} label={row.label} value={formatFcfa(row.amount)} />
        ))}
        <FragmentRow
          label={translate(owedBack ? 'backoffice.invoices.refund_due' : 'backoffice.invoices.balance')}
          value={formatFcfa(owedBack ? invoice.refund_due : invoice.balance_due)}
          strong
        />
      </dl>
    </>
  );
}

function FragmentRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? 700 : undefined;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: weight }}>
        {value}
      </Typography>
    </>
  );
}

function RefundsSection() {
  const invoice = useRecordContext<InvoiceRecord>();
  if (!invoice || (invoice.refund_due <= 0 && invoice.amount_refunded <= 0)) return null;
  return (
    <>
      <Heading text="backoffice.invoices.refunds" />
      <InvoiceRefunds />
    </>
  );
}

function FullyCredited() {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (invoice?.status !== 'cancelled') return null;
  return <Typography color="error">{translate('backoffice.invoices.fully_credited')}</Typography>;
}

/** An issued invoice: frozen lines and totals, its balance, payments, credit notes and the payment reminders sent. */
export function InvoiceShow() {
  return (
    <Show actions={<InvoiceActions />} title={<InvoiceTitle />}>
      <ShrinkToScreen>
        <Stack sx={{ p: 2 }} spacing={1}>
          <Grid container spacing={2} sx={{ width: '100%' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Labeled sx={{ display: 'block', mb: 1 }} source="customer_name">
                <TextField source="customer_name" />
              </Labeled>
              <Labeled sx={{ display: 'block', mb: 1 }} source="customer_company">
                <TextField source="customer_company" emptyText="—" />
              </Labeled>
              <Labeled sx={{ display: 'block', mb: 1 }} source="customer_email">
                <TextField source="customer_email" emptyText="—" />
              </Labeled>
              <Labeled sx={{ display: 'block', mb: 1 }} source="customer_phone">
                <TextField source="customer_phone" emptyText="—" />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Labeled sx={{ display: 'block', mb: 1 }} source="status">
                <StatusChip options={invoiceStatuses} />
              </Labeled>
              <Labeled sx={{ display: 'block', mb: 1 }} source="issued_at">
                <DateField source="issued_at" />
              </Labeled>
              <Labeled sx={{ display: 'block', mb: 1 }} source="due_date">
                <DateField source="due_date" />
              </Labeled>
              <Labeled sx={{ display: 'block', mb: 1 }} source="order_id">
                <ReferenceField source="order_id" reference="orders" link="edit" />
              </Labeled>
            </Grid>
          </Grid>
          <CertificationPanel document="invoice" />
          <Heading text="backoffice.documents.lines" />
          <InvoiceLines />
          <InvoiceAmounts />
          <Heading text="backoffice.invoices.payments" />
          <InvoicePayments />
          <RefundsSection />
          <Heading text="backoffice.invoices.credit_notes" />
          <InvoiceCreditNotes />
          <FullyCredited />
          <Heading text="backoffice.invoices.reminders" />
          <InvoiceReminders />
        </Stack>
      </ShrinkToScreen>
    </Show>
  );
}
