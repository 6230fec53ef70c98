/**
 * What a document says about its certification by the DGI's SECeF (issue 47, decision 062): the PDFs, the
 * portal's invoice page and the back-office read these, so the wording is the same everywhere.
 */
export const certificationTexts = {
  /** The DGI's own name for the document, heading the certification block. */
  certifiedHeading: 'Facture électronique certifiée',
  /** Printed on every document the built-in test certifier certified: nobody mistakes it for a real one. */
  specimen: 'SPÉCIMEN — facture non certifiée (mode test)',
  pending: 'En attente de certification par la DGI (SECeF) : ce document n’est pas encore une facture certifiée et n’a pas été envoyé au client.',
  refused: 'Certification refusée par la DGI (SECeF) : ce document n’est pas une facture certifiée.',
  code: 'Code SECeF',
  nim: 'NIM',
  counters: 'Compteurs',
  countersValue: (counters: { tc: number; fvc: number; frc: number }) => `TC ${counters.tc} · FV ${counters.fvc} · FA ${counters.frc}`,
  dateTime: 'Date et heure',
  taxes: 'Taxes certifiées',
  taxGroup: (group: string, rate: number) => (rate > 0 ? `Groupe ${group} (TVA ${rate.toLocaleString('fr-FR')} %)` : `Groupe ${group} (exonéré)`),
  taxLine: (base: string, tax: string) => `base ${base}, taxe ${tax}`,
  qrLabel: 'QR code de vérification de la facture',
  statuses: {
    pending: 'En attente de certification',
    certified: 'Certifiée',
    refused: 'Refusée',
  },
} as const;
