import { useState } from 'react';
import type { ProFormaData } from '../../shared/proForma/proFormaData';
import { savePdf } from '../../shared/proForma/savePdf';
import { Alert } from '../../shared/ui/Alert';
import { fr } from '../i18n/fr';

const text = fr.proForma;

interface DocumentDownloadProps {
  /** The document's data, read when the button is pressed (the logo is fetched then). */
  data: () => ProFormaData | Promise<ProFormaData>;
  filename: string;
  /** « Télécharger la facture pro forma (PDF) » when absent. */
  label?: string;
}

/**
 * « Télécharger … (PDF) »: a pro forma, a quote, an invoice or a credit note, built in the browser
 * from the rows the page already holds with the same builder the mails use. The builder (pdf-lib)
 * is loaded only on the first click, so the portal's first load does not carry it.
 */
export default function DocumentDownload({ data, filename, label }: DocumentDownloadProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { buildProFormaPdf } = await import('../../shared/proForma/buildProFormaPdf');
      savePdf(await buildProFormaPdf(await data()), filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pro-forma-download">
      <button type="button" className="button button--outline button--small" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? text.preparing : (label ?? text.download)}
      </button>
      {failed ? <Alert>{text.failed}</Alert> : null}
    </div>
  );
}
