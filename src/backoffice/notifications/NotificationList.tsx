import { DataTable, DateField, ExportButton, List, NumberField, TopToolbar } from 'react-admin';
import { truncate } from '../common/TruncatedField';
import { mailKindLabel } from './mailKinds';
import { MailStatusChip } from './MailStatusChip';
import { notificationFilters } from './notificationFilters';
import { exporters } from '../data/exporters';

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/**
 * The outbox, read-only (the database lets administrators read it and nobody write it): opens on
 * every mail, newest first, each kind under its French name; the status filter finds the mails
 * given up (who never got their confirmation or link).
 */
export function NotificationList() {
  return (
    <List exporter={exporters.notifications}
      filters={notificationFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="kind" render={(row: { kind: string }) => mailKindLabel(row.kind)} />
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
