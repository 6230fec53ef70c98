import { Alert, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { certificationStatuses } from '../../shared/certification/certificationStatuses';
import { formatCertifiedAt, isTestCertification } from '../../shared/certification/documentCertification';
import { StatusChip } from '../common/StatusChip';
import { CertifyAgainButton } from './CertifyAgainButton';
import { CorrectRefusedInvoiceButton } from './CorrectRefusedInvoiceButton';
import type { CertifiedRecord } from './certificationRecord';

/** The document's certification by the SECeF: its state, the reason of a refusal, the code once certified. */
export function CertificationPanel({ document }: { document: 'invoice' | 'credit_note'; label?: false }) {
  const record = useRecordContext<CertifiedRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const certifiedDetails = record.certification_status === 'certified' && record.certified_at
    ? translate('backoffice.certification.certified', { when: formatCertifiedAt(record.certified_at), code: record.secef_code, nim: record.secef_nim })
    : null;
  return (
    <Stack component="section" aria-labelledby="certification-title" spacing={1} sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="certification-title" variant="h6" component="h2">
          {translate('backoffice.certification.title')}
        </Typography>
        <StatusChip options={certificationStatuses} source="certification_status" />
      </Stack>
      {record.certification_status === 'pending' ? (
        <Typography variant="body2">{translate('backoffice.certification.pending_since', { when: formatCertifiedAt(record.issued_at) })}</Typography>
      ) : null}
      {record.certification_status === 'refused' ? (
        <Alert severity="error">{translate('backoffice.certification.refused_because', { reason: record.certification_error ?? '' })}</Alert>
      ) : null}
      {certifiedDetails ? <Typography variant="body2">{certifiedDetails}</Typography> : null}
      {record.secef_nim && isTestCertification(record.secef_nim) ? (
        <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
          {translate('backoffice.certification.specimen')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {document === 'invoice' ? <CorrectRefusedInvoiceButton /> : null}
        <CertifyAgainButton document={document} />
      </Stack>
    </Stack>
  );
}
