import CalendarIcon from '@mui/icons-material/CalendarMonth';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { ExportButton, TopToolbar, useTranslate } from 'react-admin';
import { adminPath } from '../common/adminPath';
import { appointmentCalendarPath } from './calendar/calendarPath';

/** Beside the export: the same appointments as a day or week calendar. */
export function AppointmentListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button size="small" component={Link} to={adminPath(appointmentCalendarPath)} startIcon={<CalendarIcon />}>
        {translate('backoffice.calendar.open')}
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}
