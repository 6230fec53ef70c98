import { Link as MuiLink, ListItem, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A row of « Aujourd'hui »: its first line links to the record; the second holds the details and may
 * hold a link of its own (a phone number), so the row is not one big link around another.
 */
export function TodayRow({ to, primary, secondary }: { to: string; primary: ReactNode; secondary: ReactNode }) {
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <MuiLink component={Link} to={to} underline="hover" sx={{ fontWeight: 500 }}>
            {primary}
          </MuiLink>
        }
        secondary={secondary}
        secondaryTypographyProps={{ component: 'div' }}
      />
    </ListItem>
  );
}
