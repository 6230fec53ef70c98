import { Alert, List as MuiList, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';

interface Props<Row extends RaRecord> {
  title: string;
  resource: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Shown when there is nothing (a French sentence from the catalogue). */
  empty: string;
  columns?: string[];
  item: (row: Row) => ReactNode;
}

/** One part of « Aujourd'hui »: a heading, then the rows, « Chargement… », an error or the empty sentence. */
export function TodaySection<Row extends RaRecord>({ title, resource, filter, sort, empty, columns, item }: Props<Row>) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<Row>(resource, { filter, sort, pagination: { page: 1, perPage: 10 }, meta: columns ? { columns } : undefined });
  return (
    <section aria-label={translate(title)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {error ? <Alert severity="error">{translate('backoffice.today.failed')}</Alert> : null}
      {isPending ? <Typography color="text.secondary">{translate('backoffice.today.loading')}</Typography> : null}
      {data && data.length === 0 ? <Typography color="text.secondary">{translate(empty)}</Typography> : null}
      {data && data.length > 0 ? <MuiList dense disablePadding>{data.map(item)}</MuiList> : null}
    </section>
  );
}
