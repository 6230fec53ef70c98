import { Avatar } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useRecordContext } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** The first image of a product, small, for the list. */
export function ProductThumbnail(_props: { label?: string }) {
  const record = useRecordContext<Partial<Pick<Tables<'products'>, 'images' | 'name'>>>();
  const first = record?.images?.[0];
  return (
    <Avatar variant="rounded" src={first} alt={record?.name ?? ''} sx={{ width: 48, height: 48 }}>
      <ImageIcon />
    </Avatar>
  );
}
