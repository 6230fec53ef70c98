import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Icon, isIconName } from '../../shared/ui/Icon';
import type { Tables } from '../../shared/supabase/database.types';

/** The icon as the site draws it on the home page card (decorative: the name beside it says what it is). */
export function CategoryIconField(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'product_categories'>, 'icon'>>();
  if (!record) return null;
  return (
    <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex' }}>
      <Icon name={isIconName(record.icon) ? record.icon : 'hardware'} size={28} />
    </Box>
  );
}
