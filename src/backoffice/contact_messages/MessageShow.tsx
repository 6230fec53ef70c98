import { DeleteButton, Labeled, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { MarkAsRead } from './MarkAsRead';
import { RepliesPanel } from '../message_replies/RepliesPanel';
import { ReplyButton } from '../message_replies/ReplyButton';
import { SubjectField } from './SubjectField';
import { TurnIntoSupportRequest } from './TurnIntoSupportRequest';
import { DateTimeField } from '../common/DateTimeField';

const MessageActions = () => (
  // Three actions: on a phone they wrap onto a second line rather than push the page sideways.
  <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
    <ReplyButton about="contact_message_id" />
    <TurnIntoSupportRequest />
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
      <RepliesPanel about="contact_message_id" />
    </Show>
  );
}
