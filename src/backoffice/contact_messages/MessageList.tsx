import { Chip } from '@mui/material';
import { BooleanField, DataTable, DateField, DeleteButton, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { truncate } from '../common/truncate';
import { messageFilters } from './messageFilters';
import { ReplyButton } from '../message_replies/ReplyButton';
import { SubjectField } from './SubjectField';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

type MessageRow = Pick<Tables<'contact_messages'>, 'id' | 'name' | 'created_at' | 'read'>;

function UnreadChip() {
  const message = useRecordContext<MessageRow>();
  const translate = useTranslate();
  return message && !message.read ? <Chip size="small" color="warning" label={translate('backoffice.list_rows.unread')} /> : null;
}

function CreatedOn() {
  const message = useRecordContext<MessageRow>();
  return message ? formatCompactDate(message.created_at) : null;
}

/** On a phone: who wrote, about what and when; unread ones marked. */
const compactRows = (
  <SimpleList<MessageRow>
    rowClick="show"
    primaryText={(row) => row.name}
    tertiaryText={<RowEnd><UnreadChip /></RowEnd>}
    secondaryText={
      <>
        <SubjectField /> · <CreatedOn />
      </>
    }
  />
);

export function MessageList() {
  return (
    <ResponsiveList exporter={exporters.contact_messages} filters={messageFilters} sort={{ field: 'created_at', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="subject">
          <SubjectField />
        </DataTable.Col>
        <DataTable.Col source="message" disableSort render={(row: { message: string }) => truncate(row.message ?? '')} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="read" field={BooleanField} />
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <ReplyButton about="contact_message_id" />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
