import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Keeps a wide table from widening the whole page on a phone: a one-column grid of minmax(0, 1fr)
 * adds no minimum width to its parents, so the table scrolls sideways inside it instead.
 */
export function ShrinkToScreen({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', width: '100%' }}>{children}</Box>;
}
