import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { adminPath } from '../common/adminPath';

export function Shortcuts() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('backoffice.dashboard.shortcuts')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddIcon />} component={Link} to={adminPath('/products/create')}>
            {translate('backoffice.dashboard.new_product')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} component={Link} to={adminPath('/blog_posts/create')}>
            {translate('backoffice.dashboard.new_post')}
          </Button>
          <Button variant="contained" startIcon={<SettingsIcon />} component={Link} to={adminPath('/settings')}>
            {translate('backoffice.dashboard.settings')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
