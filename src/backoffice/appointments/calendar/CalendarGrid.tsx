import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../../shared/format/dates';
import { CalendarEntry, type CalendarAppointment } from './CalendarEntry';
import { openStarts, rowStarts } from './calendarDays';

const dayHeading = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const cell = { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' } as const;

/**
 * The days as columns and the 30-minute starts as rows, in a real table: a screen reader announces
 * each slot's day and time, and Tab goes from one appointment's link to the next.
 */
export function CalendarGrid({ days, appointments, today, caption }: { days: string[]; appointments: CalendarAppointment[]; today: string; caption: string }) {
  const translate = useTranslate();
  const starts = rowStarts(days, appointments.map((appointment) => appointment.time.slice(0, 5)));
  const at = (day: string, start: string) => appointments.filter((appointment) => appointment.date === day && appointment.time.slice(0, 5) === start);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: days.length > 1 ? 760 : 0, tableLayout: 'fixed' }}>
        <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, py: 1 }}>
          {caption}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, width: 64 }}>
              {translate('backoffice.calendar.time')}
            </Box>
            {days.map((day) => (
              <Box component="th" scope="col" key={day} sx={{ ...cell, textTransform: 'capitalize', bgcolor: day === today ? 'action.selected' : undefined }}>
                {dayHeading.format(new Date(`${day}T00:00:00Z`))}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {starts.map((start) => (
            <tr key={start}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 500 }}>
                {formatTime(start)}
              </Box>
              {days.map((day) => {
                const open = openStarts(day).includes(start);
                return (
                  <Box component="td" key={day} sx={{ ...cell, bgcolor: open ? undefined : 'grey.100' }}>
                    {at(day, start).map((appointment) => (
                      <CalendarEntry key={appointment.id} appointment={appointment} />
                    ))}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
