import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { supportChannels } from '../../shared/config/supportOptions';
import { labelOf } from '../../shared/config/options';
import type { Tables } from '../../shared/supabase/database.types';
import { DateTimeField } from '../common/DateTimeField';
import { AttachmentLinks } from './AttachmentLinks';
import { LateChip } from './LateChip';
import { PrepareQuoteButton } from './PrepareQuoteButton';
import { SupportHandling } from './SupportHandling';
import { SupportIntervention } from './SupportIntervention';
import { SupportThread } from './SupportThread';

const withLate = { meta: { columns: ['*', 'late'] } };

function RequestAttachments() {
  const record = useRecordContext<Pick<Tables<'support_requests'>, 'attachments'>>();
  return record ? <AttachmentLinks paths={record.attachments} /> : null;
}

function PreferredChannel() {
  const record = useRecordContext<Pick<Tables<'support_requests'>, 'preferred_channel'>>();
  return record ? <>{labelOf(supportChannels, record.preferred_channel)}</> : null;
}

/** One request: who, what, its quote and intervention, the targets, its handling (status, urgency, owner) and the thread. */
export function SupportRequestShow() {
  return (
    <Show queryOptions={withLate}>
      <SimpleShowLayout>
        <TextField source="number" />
        <LateChip />
        <ReferenceField source="profile_id" reference="profiles" link="show" />
        <TextField source="subject" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <RequestAttachments />
        <ReferenceField source="equipment_id" reference="equipment" link="edit" emptyText="—" />
        <ReferenceField source="quote_id" reference="quotes" link="show" emptyText="—">
          <TextField source="number" emptyText="backoffice.support.quote_draft" />
        </ReferenceField>
        <PrepareQuoteButton />
        <SupportIntervention label="resources.support_requests.fields.appointment_id" />
        <Labeled source="preferred_channel">
          <PreferredChannel />
        </Labeled>
        <DateTimeField source="created_at" />
        <DateTimeField source="first_response_due" />
        <DateTimeField source="first_response_at" />
        <DateTimeField source="resolution_due" />
        <DateTimeField source="resolved_at" />
        <TextField source="rating" emptyText="—" />
        <TextField source="rating_comment" emptyText="—" />
        <SupportHandling />
        <Box sx={{ width: '100%' }}>
          <SupportThread />
        </Box>
      </SimpleShowLayout>
    </Show>
  );
}
