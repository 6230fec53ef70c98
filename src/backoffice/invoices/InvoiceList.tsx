import { DataTable, DateField, List } from 'react-admin';
import { invoiceStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { StatusChip } from '../common/StatusChip';
import { exporters } from '../data/exporters';
import { invoiceFilters } from './invoiceFilters';
import type { InvoiceRecord } from './invoiceRecord';

export function InvoiceList() {
  return (
    <List exporter={exporters.invoices} filters={invoiceFilters} sort={{ field: 'issued_at', order: 'DESC' }}>
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
      </DataTable>
    </List>
  );
}
