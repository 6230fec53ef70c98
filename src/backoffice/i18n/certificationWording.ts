import { certificationTexts } from '../../shared/i18n/certificationTexts';

/** The certification columns' labels, on invoices and credit notes alike (spread into fr.ts's resources). */
export const certificationFields = {
  certification_status: 'Certification DGI',
  certification_error: 'Motif du refus (SECeF)',
  secef_code: 'Code SECeF',
  secef_nim: 'NIM',
  certified_at: 'Certifiée le',
  customer_ifu: 'IFU du client',
};

/** The back-office's certification words (issue 47): fr.ts's backoffice.certification. */
export const certificationWording = {
  title: 'Certification DGI (SECeF)',
  pending_since: 'En attente de certification depuis le %{when}.',
  refused_because: 'Refusée par le SECeF : %{reason}',
  certified: 'Certifiée le %{when} : code %{code}, NIM %{nim}.',
  specimen: certificationTexts.specimen,
  certify_again: 'Certifier à nouveau',
  certify_again_title: 'Certifier à nouveau %{number} ?',
  certify_again_content: 'Le document est renvoyé au SECeF. Corrigez d’abord ce que le motif du refus désigne.',
  corrected_ifu: 'IFU du client (corrigé)',
  corrected_ifu_help: 'Laissez vide pour garder l’IFU actuel.',
  requeued: '%{number} est renvoyé en certification.',
  correct: 'Corriger la facture',
  correct_title: 'Corriger la facture %{number}',
  correct_content: 'Motif du refus : %{reason} Corrigez le client ou les lignes qu’il désigne : les totaux sont recalculés et la facture, sous le même numéro, est renvoyée au SECeF.',
  correct_lines: 'Lignes de la facture (prix unitaires HT)',
  correct_submit: 'Corriger et certifier à nouveau',
  corrected: 'La facture %{number} est corrigée et renvoyée en certification.',
  backlog_title: 'Certification des factures (DGI)',
  backlog_waiting: '%{smart_count} document en attente depuis le %{since} |||| %{smart_count} documents en attente, le plus ancien depuis le %{since}',
  backlog_none_waiting: 'Aucun document en attente de certification.',
  backlog_refused: '%{smart_count} document refusé à corriger |||| %{smart_count} documents refusés à corriger',
};
