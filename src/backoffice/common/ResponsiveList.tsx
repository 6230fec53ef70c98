import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { List, type ListProps } from 'react-admin';

/** Below this width (no permanent menu beside the list, a phone or a small tablet) a list shows compact rows. */
export const useCompactList = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

interface Props extends Omit<ListProps, 'children'> {
  /** The compact rows (a SimpleList: the key fact, a date or amount, the status). */
  small: ReactElement;
  /** The table of a wider screen, trimmed to fit 1280 px with the menu open. */
  children: ReactElement;
}

/**
 * A back-office list that never widens the page: compact rows on a phone (react-admin's demo does the
 * same), the table elsewhere; its toolbar (filters, « Créer », « Exporter ») wraps instead of running
 * off the screen. Should a table still be wider than a narrow window, it scrolls inside its own box.
 */
export function ResponsiveList({ small, children, sx, ...listProps }: Props) {
  const compact = useCompactList();
  return (
    <List
      {...listProps}
      sx={[
        { '& .RaTopToolbar-root': { flexWrap: 'wrap', whiteSpace: 'normal' }, '& .RaList-main': { minWidth: 0 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {compact ? small : <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}>{children}</Box>}
    </List>
  );
}
