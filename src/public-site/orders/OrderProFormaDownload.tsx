import DocumentDownload from '../../shared/documents/DocumentDownload';
import { fetchDocumentLogo } from '../../shared/documents/fetchDocumentLogo';
import { fetchDocumentSettings } from '../../shared/proForma/fetchDocumentSettings';
import { type ProFormaData, proFormaOfOrder } from '../../shared/proForma/proFormaData';
import { orderDocumentByToken } from './orderViewQueries';

/** The order read by its token when the button is pressed, with the seller block of the settings as they are now. */
async function proFormaByToken(token: string): Promise<ProFormaData> {
  const [order, settings] = await Promise.all([orderDocumentByToken(token), fetchDocumentSettings()]);
  return { ...proFormaOfOrder(order, settings), logo: await fetchDocumentLogo(settings.logo_path) };
}

/**
 * « Télécharger la facture pro forma (PDF) » on a guest's order link page, as the portal's order page offers it:
 * drawn in the browser by the builder the order mail uses (decision 074).
 */
export function OrderProFormaDownload({ token, number }: { token: string; number: number }) {
  return <DocumentDownload filename={`facture-pro-forma-${number}.pdf`} data={() => proFormaByToken(token)} />;
}
