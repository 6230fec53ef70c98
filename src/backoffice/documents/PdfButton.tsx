import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { ProFormaData } from '../../shared/proForma/proFormaData';
import { ActionButton } from '../common/ActionButton';
import { savePdf } from '../../shared/proForma/savePdf';

interface PdfButtonProps {
  /** A translation key: « Pro forma (PDF) », « Facture (PDF) ». */
  label: string;
  filename: string;
  /** The document's data, read when the button is pressed (the rows and the logo are fetched then). */
  data: () => Promise<ProFormaData>;
}

/**
 * Downloads a document built in the browser with the builder the mails and the portal use (decisions 020,
 * 037); pdf-lib is loaded on the first click only, so the back-office's pages do not carry it.
 */
export function PdfButton({ label, filename, data }: PdfButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { buildProFormaPdf } = await import('../../shared/proForma/buildProFormaPdf');
      savePdf(await buildProFormaPdf(await data()), filename);
    } catch {
      notify('backoffice.documents.pdf_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionButton
      label={busy ? 'backoffice.documents.preparing' : label}
      variant="outlined"
      startIcon={<PictureAsPdfIcon />}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    />
  );
}
