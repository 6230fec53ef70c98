import { Alert, AlertTitle, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { adminPath } from '../common/adminPath';
import type { DocumentDataProvider } from '../data/documentRpcs';

/**
 * The checklist of the seller's legal details still empty (IFU, RCCM, tax regime and division, bank),
 * with the link to the settings; nothing once they are all filled. The database refuses to send a
 * quote or issue an invoice meanwhile (decision 060): this says so before staff try.
 */
export function MissingSellerDetails() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const { data: missing } = useQuery({ queryKey: ['missing_seller_details'], queryFn: () => dataProvider.missingSellerDetails() });
  if (!missing || missing.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button component={Link} to={adminPath('/settings')} color="inherit" size="small">
          {translate('backoffice.seller_details.open_settings')}
        </Button>
      }
    >
      <AlertTitle>{translate('backoffice.seller_details.missing_title')}</AlertTitle>
      {translate('backoffice.seller_details.missing_intro', { missing: missing.join(', ') })}
      <ul>
        {missing.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </Alert>
  );
}
