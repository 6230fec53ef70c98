import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { supabase } from '../supabaseClient';

/** The photos and documents of a request or a message, each opened from the private bucket with staff's session. */
export function AttachmentLinks({ paths }: { paths: readonly string[] }) {
  const notify = useNotify();
  const translate = useTranslate();
  if (paths.length === 0) return null;
  async function open(path: string) {
    const tab = window.open('', '_blank');
    const { data, error } = await supabase.storage.from('support-attachments').download(path);
    if (error || !data) {
      tab?.close();
      notify('backoffice.support.attachment_failed', { type: 'error' });
      return;
    }
    const url = URL.createObjectURL(data);
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return (
    <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 1 }} aria-label={translate('backoffice.support.attachments')}>
      {paths.map((path) => (
        <Button key={path} size="small" variant="outlined" onClick={() => void open(path)}>
          {path.split('/').at(-1)}
        </Button>
      ))}
    </Stack>
  );
}
