import { DeleteButton, Labeled, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { MarkAsRead } from './MarkAsRead';
import { ReplyButton } from './ReplyButton';
import { SubjectField } from './SubjectField';
import { DateTimeField } from '../common/DateTimeField';

const MessageActions = () => (
  <TopToolbar>
    <ReplyButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export function MessageShow() {
  return (
    <Show actions={<MessageActions />}>
      <SimpleShowLayout>
        <MarkAsRead />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" />
        <Labeled source="subject">
          <SubjectField />
        </Labeled>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <ReferenceField source="product_id" reference="products" emptyText="—" />
        <DateTimeField source="created_at" />
      </SimpleShowLayout>
    </Show>
  );
}
