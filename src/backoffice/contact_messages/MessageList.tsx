import { BooleanField, DataTable, DateField, DeleteButton, List } from 'react-admin';
import { truncate } from '../common/TruncatedField';
import { messageFilters } from './messageFilters';
import { ReplyButton } from '../message_replies/ReplyButton';
import { SubjectField } from './SubjectField';
import { exporters } from '../data/exporters';

export function MessageList() {
  return (
    <List exporter={exporters.contact_messages} filters={messageFilters} sort={{ field: 'created_at', order: 'DESC' }}>
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
    </List>
  );
}
