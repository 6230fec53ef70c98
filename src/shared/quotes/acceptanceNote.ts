import type { AcceptanceChannel } from '../config/options';

/** How the customer said yes, inside a sentence (the labels of acceptanceChannels start a line). */
const howAccepted: Record<AcceptanceChannel, string> = {
  online: 'en ligne',
  paper: 'sur le devis signé',
  email: 'par e-mail',
  phone: 'par téléphone',
};

/** The accepted quote as the confirmation mail and the PDF state it: who, which day (DD/MM/YYYY), how. */
export interface QuoteAcceptance {
  signer: string | null;
  acceptedOn: string | null;
  via: string | null;
}

/** « « Bon pour accord » signé par Awa Ouédraogo, en ligne, le 08/12/2026. », the parts known only. */
export function acceptanceNote({ signer, acceptedOn, via }: QuoteAcceptance): string {
  const parts = [
    `« Bon pour accord »${signer ? ` signé par ${signer}` : ''}`,
    via && via in howAccepted ? howAccepted[via as AcceptanceChannel] : null,
    acceptedOn ? `le ${acceptedOn}` : null,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/** `2026-12-08T10:00:00Z` → `08/12/2026`, the company's day (Africa/Ouagadougou is UTC all year). */
export function acceptanceDay(timestamp: string): string {
  const [year, month, day] = new Date(timestamp).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
