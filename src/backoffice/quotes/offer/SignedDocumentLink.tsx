import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DocumentDataProvider } from '../../data/documentRpcs';

/** Opens the signed quote staff attached to an acceptance (a private file: fetched with the session, then shown). */
export function SignedDocumentLink({ storedPath }: { storedPath: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const open = async () => {
    // Opened before the download so that the browser does not treat it as an unrequested pop-up.
    const view = window.open('', '_blank');
    try {
      const url = await dataProvider.signedDocumentUrl(storedPath);
      if (view) view.location.href = url;
    } catch (error) {
      view?.close();
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={() => void open()}>
      {translate('backoffice.offer.open_document')}
    </Button>
  );
}
