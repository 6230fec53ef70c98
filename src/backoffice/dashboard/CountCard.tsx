import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';

interface Props {
  resource: string;
  filter?: Record<string, unknown>;
  label: string;
  icon: ReactNode;
  /** Where a click leads, inside /admin (the list with the same filter). */
  to: string;
}

/** A real count from the database: only the total is asked for (one row, count=exact). */
export function CountCard({ resource, filter = {}, label, icon, to }: Props) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter });
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {icon}
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`count-${resource}`}>
              {isPending ? '…' : error ? '—' : (total ?? 0)}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
