import type { Option } from '../config/options';
import { certificationTexts } from '../i18n/certificationTexts';

/** A document's certification by the SECeF, as lists and filters label it. */
export const certificationStatuses = [
  { value: 'pending', label: certificationTexts.statuses.pending },
  { value: 'certified', label: certificationTexts.statuses.certified },
  { value: 'refused', label: certificationTexts.statuses.refused },
] as const satisfies readonly Option[];
