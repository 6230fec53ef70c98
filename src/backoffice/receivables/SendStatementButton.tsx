import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { DocumentDataProvider } from '../data/documentRpcs';
import { customerNameOf, type ReceivableRecord } from './receivableRecord';

/** « Envoyer le relevé »: the customer's statement of the current year leaves by mail, its PDF attached. */
export function SendStatementButton() {
  const record = useRecordContext<ReceivableRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (!record.email) return <span>{'—'}</span>;

  const send = async () => {
    setBusy(true);
    try {
      const sent = await dataProvider.sendCustomerStatement(record.id);
      notify('backoffice.receivables.statement_queued', { type: 'success', messageArgs: { email: sent.recipient } });
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <ActionButton
        label="backoffice.receivables.send_statement"
        startIcon={<ForwardToInboxIcon />}
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
      />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="backoffice.receivables.send_statement_title"
        content="backoffice.receivables.send_statement_content"
        translateOptions={{ name: customerNameOf(record), email: record.email }}
        confirm="backoffice.receivables.send_statement"
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
