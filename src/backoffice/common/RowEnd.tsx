import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** What a compact row shows at its right end, beside the key fact (a status chip, an amount). */
export function RowEnd({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ float: 'right', ml: 1, whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
