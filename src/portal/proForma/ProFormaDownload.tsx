import { useState } from 'react';
import type { ProFormaData } from '../../shared/proForma/proFormaData';
import { Alert } from '../../shared/ui/Alert';
import { fr } from '../i18n/fr';

const text = fr.proForma;

/** Hands the bytes to the browser as a file download. */
function saveFile(bytes: Uint8Array, filename: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * « Télécharger la facture pro forma (PDF) »: the PDF is built in the browser from the rows the
 * page already holds. The builder (pdf-lib) is loaded only on the first click, so the portal's
 * first load does not carry it.
 */
export default function ProFormaDownload({ data, filename }: { data: () => ProFormaData; filename: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { buildProFormaPdf } = await import('../../shared/proForma/buildProFormaPdf');
      saveFile(await buildProFormaPdf(data()), filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pro-forma-download">
      <button type="button" className="button button--outline button--small" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? text.preparing : text.download}
      </button>
      {failed ? <Alert>{text.failed}</Alert> : null}
    </div>
  );
}
