import { ArrayInput, DateInput, SelectInput, SimpleFormIterator, TextInput, regex, required } from 'react-admin';

const weekdayChoices = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map((name, index) => ({ id: index + 1, name }));

/** On the half hour, as the database checks it (private.is_half_hour). */
const halfHour = regex(/^(([01][0-9]|2[0-3]):(00|30)|24:00)$/, 'backoffice.settings.half_hour');

/** The weekly opening periods: the appointment slots, the database's checks and every page text follow them. A day without a period is closed. */
export function WeeklyHoursInput() {
  return (
    <ArrayInput source="weekly_hours" helperText="backoffice.settings.weekly_hours_help">
      <SimpleFormIterator inline>
        <SelectInput source="day" choices={weekdayChoices} validate={required()} helperText={false} />
        <TextInput source="opens" type="time" validate={[required(), halfHour]} helperText={false} slotProps={{ htmlInput: { step: 1800 } }} />
        <TextInput source="closes" type="time" validate={[required(), halfHour]} helperText={false} slotProps={{ htmlInput: { step: 1800 } }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Public holidays and company closures: no appointment on these days. */
export function ClosedDaysInput() {
  return (
    <ArrayInput source="closed_days" helperText="backoffice.settings.closed_days_help">
      <SimpleFormIterator inline>
        <DateInput source="date" validate={required()} helperText={false} />
        <TextInput source="label" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
