import { DataTable, DateField, ExportButton, NumberField, SimpleList, TopToolbar } from 'react-admin';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { truncate } from '../common/truncate';
import { mailKindLabel } from './mailKinds';
import { MailStatusChip } from './MailStatusChip';
import { notificationFilters } from './notificationFilters';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

type NotificationRow = Pick<Tables<'notifications'>, 'id' | 'created_at' | 'kind' | 'channel' | 'recipient' | 'subject' | 'last_error'>;

/** An SMS or WhatsApp message goes to a number (recipient); the others are e-mails. */
const channelLabels: Record<string, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** On a phone: the subject, its kind, recipient and day, and whether it left. */
const compactRows = (
  <SimpleList<NotificationRow>
    rowClick={false}
    primaryText={(row) => truncate(row.subject ?? '')}
    tertiaryText={<RowEnd><MailStatusChip /></RowEnd>}
    secondaryText={(row) => `${mailKindLabel(row.kind)} · ${row.recipient} · ${formatCompactDate(row.created_at)}`}
  />
);

/**
 * The outbox, read-only (the database lets administrators read it and nobody write it): opens on
 * every mail, newest first, each kind under its French name; the status filter finds the mails
 * given up (who never got their confirmation or link).
 */
export function NotificationList() {
  return (
    <ResponsiveList exporter={exporters.notifications}
      filters={notificationFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
      small={compactRows}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="kind" render={(row: NotificationRow) => mailKindLabel(row.kind)} />
        <DataTable.Col source="channel" render={(row: NotificationRow) => channelLabels[row.channel] ?? row.channel} />
        <DataTable.Col source="recipient" />
        <DataTable.Col source="subject" disableSort render={(row: NotificationRow) => truncate(row.subject ?? '')} />
        <DataTable.Col source="status">
          <MailStatusChip />
        </DataTable.Col>
        <DataTable.Col source="attempts" field={NumberField} />
        <DataTable.Col source="last_error" disableSort render={(row: NotificationRow) => truncate(row.last_error ?? '', 80)} />
      </DataTable>
    </ResponsiveList>
  );
}
