import { DataTable, DateField, ExportButton, List, NumberField, TopToolbar } from 'react-admin';
import { truncate } from '../common/TruncatedField';
import { MailStatusChip } from './MailStatusChip';
import { notificationFilters } from './notificationFilters';
import { exporters } from '../data/exporters';

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/**
 * The outbox, read-only: opens on the mails given up, so an administrator sees who never got
 * their confirmation or link (the database lets administrators read it and nobody write it).
 */
export function NotificationList() {
  return (
    <List exporter={exporters.notifications}
      filters={notificationFilters}
      filterDefaultValues={{ status: 'failed' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="kind" />
        <DataTable.Col source="recipient" />
        <DataTable.Col source="subject" disableSort render={(row: { subject: string }) => truncate(row.subject ?? '')} />
        <DataTable.Col source="status">
          <MailStatusChip />
        </DataTable.Col>
        <DataTable.Col source="attempts" field={NumberField} />
        <DataTable.Col source="last_error" disableSort render={(row: { last_error: string | null }) => truncate(row.last_error ?? '', 80)} />
      </DataTable>
    </List>
  );
}
