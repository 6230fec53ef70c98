import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';

/**
 * A record's details as a description list: each label sits above its value, so a label never runs into
 * the value beside it, and screen readers announce each pair. Two or three columns on a wide screen, one on a phone.
 */
export function DetailList({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`, lg: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

interface DetailProps {
  /** The column: its label comes from resources.<resource>.fields.<source>. */
  source?: string;
  /** A translation key or text, when the label is not a column's. */
  label?: string;
  children: ReactNode;
  /** Spans the whole row (an address, notes). */
  wide?: boolean;
}

/** One label and its value inside a DetailList. */
export function Detail({ source, label, children, wide = false }: DetailProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const text = label ? translate(label, { _: label }) : translate(`resources.${resource}.fields.${source}`, { _: source });
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 500, lineHeight: 1.4 }}>
        {text}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}
