import { Box, Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/** « Administration » over « Administrateur », hidden when the sidebar is folded. */
export function MenuTitle() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {translate('backoffice.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('backoffice.role')}
      </Typography>
    </Box>
  );
}
