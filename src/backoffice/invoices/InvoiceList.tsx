import { DataTable, DateField, SimpleList, useTranslate } from 'react-admin';
import { certificationStatuses } from '../../shared/certification/certificationStatuses';
import { invoiceStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { StatusChip } from '../common/StatusChip';
import { exporters } from '../data/exporters';
import { invoiceFilters } from './invoiceFilters';
import type { InvoiceRecord } from './invoiceRecord';

/** On a phone: the number and customer, the amounts HT and TTC and what is left to pay (or to refund), the status. */
function CompactRows() {
  const translate = useTranslate();
  const balance = (row: InvoiceRecord) =>
    row.refund_due > 0
      ? ` · ${translate('backoffice.invoices.refund_due')} : ${formatFcfa(row.refund_due)}`
      : row.balance_due > 0 && row.status !== 'cancelled'
        ? ` · ${translate('backoffice.invoices.balance')} : ${formatFcfa(row.balance_due)}`
        : '';
  return (
    <SimpleList<InvoiceRecord>
      rowClick="show"
      primaryText={(row) => `${row.number} — ${row.customer_name}`}
      tertiaryText={<RowEnd><StatusChip options={invoiceStatuses} /><StatusChip options={certificationStatuses} source="certification_status" /></RowEnd>}
      secondaryText={(row) =>
        `${formatCompactDate(row.issued_at)} · ${formatFcfa(row.total_ht)} ${translate('backoffice.invoices.ht')} · ${formatFcfa(row.total_ttc)} ${translate('backoffice.invoices.ttc')}${balance(row)}`
      }
    />
  );
}

export function InvoiceList() {
  return (
    <ResponsiveList exporter={exporters.invoices} filters={invoiceFilters} sort={{ field: 'issued_at', order: 'DESC' }} small={<CompactRows />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="customer_name" />
        <DataTable.Col source="issued_at" field={DateField} />
        <DataTable.Col source="due_date" field={DateField} />
        <DataTable.Col source="total_ttc" align="right" render={(row: InvoiceRecord) => formatFcfa(row.total_ttc)} />
        <DataTable.Col source="balance_due" align="right" render={(row: InvoiceRecord) => formatFcfa(row.balance_due)} />
        <DataTable.Col source="status">
          <StatusChip options={invoiceStatuses} />
        </DataTable.Col>
        <DataTable.Col source="certification_status">
          <StatusChip options={certificationStatuses} source="certification_status" />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
