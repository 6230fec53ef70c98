/** What the « Télécharger … (PDF) » button says, in the customer area and on the pages of e-mailed links. */
export const documentDownloadTexts = {
  download: 'Télécharger la facture pro forma (PDF)',
  preparing: 'Préparation du PDF…',
  failed: 'Impossible de préparer le PDF. Veuillez réessayer.',
} as const;
