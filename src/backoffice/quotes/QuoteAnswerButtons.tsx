import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { QuoteAnswerDialog } from './QuoteAnswerDialog';
import type { Tables } from '../../shared/supabase/database.types';

/** Accept or Decline, only while the quote is pending (SPEC §4). */
export function QuoteAnswerButtons(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'quotes'>, 'id' | 'status'>>();
  const translate = useTranslate();
  const [decision, setDecision] = useState<'accepted' | 'declined' | null>(null);
  if (record?.status !== 'pending') return null;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="contained" onClick={() => setDecision('accepted')}>
        {translate('backoffice.actions.accept')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setDecision('declined')}>
        {translate('backoffice.actions.decline')}
      </Button>
      <QuoteAnswerDialog quote={record} decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
