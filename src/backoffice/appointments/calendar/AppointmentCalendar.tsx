import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ListIcon from '@mui/icons-material/List';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { Loading, Title, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { formatLongDay } from '../../../shared/format/dates';
import { CalendarGrid } from './CalendarGrid';
import type { CalendarAppointment } from './CalendarEntry';
import { companyToday } from '../../common/companyToday';
import { useCompactList } from '../../common/ResponsiveList';
import { parseDay, shownDay, stepDay, viewFromAddress, visibleDays, type CalendarView } from './calendarDays';

/**
 * « Agenda »: the appointments of a day or of the working week at a glance, beside the list. The day
 * and the view live in the address (?vue=semaine&jour=2026-12-07), so « Retour » and a shared link keep them.
 * On a phone it opens on the day, with a date field to jump to another: a week's six columns do not fit.
 */
export function AppointmentCalendar() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [search, setSearch] = useSearchParams();
  const today = companyToday();
  const compact = useCompactList();
  const view = viewFromAddress(search.get('vue'), compact);
  const day = shownDay(view, parseDay(search.get('jour'), today));
  const days = visibleDays(view, day);
  const go = (nextView: CalendarView, nextDay: string) => setSearch({ vue: nextView === 'day' ? 'jour' : 'semaine', jour: nextDay });

  const { data, isPending, error } = useGetList<CalendarAppointment>('appointments', {
    filter: { 'date@gte': days[0], 'date@lte': days[days.length - 1] },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'time', order: 'ASC' },
    meta: { columns: ['*', 'profiles(full_name,email)'] },
  });

  const caption =
    view === 'day'
      ? translate('backoffice.calendar.day_caption', { day: formatLongDay(day) })
      : translate('backoffice.calendar.week_caption', { first: formatLongDay(days[0]), last: formatLongDay(days[days.length - 1]) });

  return (
    <>
      <Title title={translate('backoffice.calendar.title')} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ my: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
          {translate('backoffice.calendar.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: CalendarView | null) => next && go(next, day)}
          aria-label={translate('backoffice.calendar.view')}
        >
          <ToggleButton value="day">{translate('backoffice.calendar.day')}</ToggleButton>
          <ToggleButton value="week">{translate('backoffice.calendar.week')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" startIcon={<ChevronLeftIcon />} onClick={() => go(view, stepDay(view, day, -1))}>
          {translate(view === 'day' ? 'backoffice.calendar.previous_day' : 'backoffice.calendar.previous_week')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => go(view, today)}>
          {translate('backoffice.calendar.today')}
        </Button>
        <Button size="small" endIcon={<ChevronRightIcon />} onClick={() => go(view, stepDay(view, day, 1))}>
          {translate(view === 'day' ? 'backoffice.calendar.next_day' : 'backoffice.calendar.next_week')}
        </Button>
        <TextField
          type="date"
          size="small"
          label={translate('backoffice.calendar.pick_day')}
          value={day}
          onChange={(event) => event.target.value && go(view, parseDay(event.target.value, day))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
        <Button size="small" component={Link} to={createPath({ resource: 'appointments', type: 'list' })} startIcon={<ListIcon />}>
          {translate('backoffice.calendar.list')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{translate('backoffice.notifications.failed')}</Alert> : null}
      {/* A week asked for on a phone scrolls sideways inside its box, not the whole page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {isPending ? <Loading /> : <CalendarGrid days={days} appointments={data ?? []} today={today} caption={caption} />}
      </Box>
    </>
  );
}
