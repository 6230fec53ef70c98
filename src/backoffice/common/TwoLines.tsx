import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Two facts in one table cell, the second under the first in grey (a name and its e-mail, a day
 * and its time): one column instead of two keeps a list within a laptop's width.
 */
export function TwoLines({ first, second }: { first: ReactNode; second?: ReactNode }) {
  return (
    <>
      <Typography variant="body2" component="div">
        {first}
      </Typography>
      {second ? (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {second}
        </Typography>
      ) : null}
    </>
  );
}
