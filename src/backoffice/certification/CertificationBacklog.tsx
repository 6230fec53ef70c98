import VerifiedIcon from '@mui/icons-material/Verified';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatCertifiedAt } from '../../shared/certification/documentCertification';
import { adminPath } from '../common/adminPath';
import { supabase } from '../supabaseClient';

interface Backlog {
  waiting: number;
  waiting_since: string | null;
  refused: number;
}

async function loadBacklog(): Promise<Backlog> {
  const { data, error } = await supabase.rpc('admin_certification_backlog').single();
  if (error) throw error;
  return data as Backlog;
}

const waitingInvoices = adminPath(`/invoices?filter=${encodeURIComponent(JSON.stringify({ certification_status: 'pending' }))}`);

/** The dashboard's line on the SECeF (issue 47): how many documents wait for their certification and since when. */
export function CertificationBacklog() {
  const translate = useTranslate();
  const { data, error } = useQuery({ queryKey: ['admin-certification-backlog'], queryFn: loadBacklog, refetchInterval: 30_000 });
  const text = (key: string, args?: Record<string, unknown>) => translate(`backoffice.certification.${key}`, args);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={waitingInvoices} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <VerifiedIcon color={data && (data.waiting > 0 || data.refused > 0) ? 'warning' : 'success'} />
          <div>
            <Typography variant="body2" color="text.secondary">
              {text('backlog_title')}
            </Typography>
            <Typography variant="body1" component="p" data-testid="certification-backlog">
              {error ? '—' : !data ? '…' : data.waiting > 0 && data.waiting_since
                ? text('backlog_waiting', { smart_count: Number(data.waiting), since: formatCertifiedAt(data.waiting_since) })
                : text('backlog_none_waiting')}
            </Typography>
            {data && data.refused > 0 ? (
              <Typography variant="body2" color="error">
                {text('backlog_refused', { smart_count: Number(data.refused) })}
              </Typography>
            ) : null}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
