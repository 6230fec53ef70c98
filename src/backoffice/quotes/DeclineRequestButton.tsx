import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';
import { DeclineRequestDialog } from './DeclineRequestDialog';

/**
 * « Refuser » a request the office will not price (no offer sent yet). Accepting belongs to the offer
 * alone (decision 059): the customer online, or « Enregistrer l'accord du client ».
 */
export function DeclineRequestButton(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'quotes'>, 'id' | 'stage'>>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || record.stage !== 'requested') return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button size="small" variant="outlined" color="error" onClick={() => setOpen(true)}>
        {translate('backoffice.actions.decline')}
      </Button>
      <DeclineRequestDialog quote={record} open={open} onClose={() => setOpen(false)} />
    </span>
  );
}
