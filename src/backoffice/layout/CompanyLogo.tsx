import { Box } from '@mui/material';
import { useAuthState, useGetOne } from 'react-admin';
import { publicObjectUrl } from '../../shared/images/imageUrl';
import { apiBaseUrl } from '../../shared/supabase/config';

/**
 * The logo uploaded in the settings, on a white tile so a dark logo still reads on the navy bar. Nothing
 * while the settings load or when no logo was uploaded: the bar then shows the page's title alone.
 * Asked for only once the administrator is let in: a customer sent to the portal loads no admin data.
 */
export function CompanyLogo() {
  const { authenticated } = useAuthState();
  const { data: settings } = useGetOne<{ id: number; company_name: string; logo_path: string }>(
    'site_settings',
    { id: 1 },
    { enabled: authenticated === true, staleTime: 5 * 60_000 },
  );
  const logo = settings?.logo_path ? publicObjectUrl(apiBaseUrl(), settings.logo_path) : undefined;
  if (!logo) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', bgcolor: '#ffffff', borderRadius: 1, px: 0.75, py: 0.25, mr: 1.5, flexShrink: 0 }}>
      <Box component="img" src={logo} alt={settings!.company_name} sx={{ display: 'block', height: { xs: 24, sm: 30 }, maxWidth: { xs: 72, sm: 140 }, objectFit: 'contain' }} />
    </Box>
  );
}
