import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** « En retard » when the first answer or the resolution is past its target (the computed column `late`). */
export function LateChip() {
  const record = useRecordContext<{ late?: boolean }>();
  const translate = useTranslate();
  return record?.late ? <Chip size="small" color="error" label={translate('backoffice.support.late')} sx={{ height: 24, borderRadius: 999 }} /> : null;
}
