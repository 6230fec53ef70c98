import ReplayIcon from '@mui/icons-material/Replay';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, maxLength, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { DocumentDataProvider } from '../data/documentRpcs';
import { canCertifyAgain, type CertifiedRecord } from './certificationRecord';

/** « Certifier à nouveau »: a refused or long-pending document is sent to the SECeF again (an invoice's IFU corrected first). */
export function CertifyAgainButton({ document }: { document: 'invoice' | 'credit_note' }) {
  const record = useRecordContext<CertifiedRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canCertifyAgain(record)) return null;

  const submit = async (values: { customer_ifu?: string | null }) => {
    setBusy(true);
    try {
      await dataProvider.certifyDocumentAgain(document, record.id, document === 'invoice' ? values.customer_ifu ?? undefined : undefined);
      notify('backoffice.certification.requeued', { type: 'success', messageArgs: { number: record.number } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ActionButton label="backoffice.certification.certify_again" variant="outlined" startIcon={<ReplayIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="certify-again-title">
        <DialogTitle id="certify-again-title">{translate('backoffice.certification.certify_again_title', { number: record.number })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('backoffice.certification.certify_again_content')}</DialogContentText>
          <Form record={{ customer_ifu: '' }} onSubmit={(values: Record<string, unknown>) => submit(values as { customer_ifu?: string | null })}>
            {document === 'invoice' ? (
              <TextInput source="customer_ifu" label="backoffice.certification.corrected_ifu" helperText="backoffice.certification.corrected_ifu_help" validate={maxLength(20)} fullWidth />
            ) : null}
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
              <SaveButton label="backoffice.certification.certify_again" icon={<ReplayIcon />} disabled={busy} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
