import { Avatar } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useRecordContext } from 'react-admin';

/** The first image of a product, small, for the list. */
export function ProductThumbnail(_props: { label?: string }) {
  const record = useRecordContext<{ images?: string[]; name?: string }>();
  const first = record?.images?.[0];
  return (
    <Avatar variant="rounded" src={first} alt={record?.name ?? ''} sx={{ width: 48, height: 48 }}>
      <ImageIcon />
    </Avatar>
  );
}
