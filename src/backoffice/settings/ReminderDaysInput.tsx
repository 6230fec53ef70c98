import { TextInput } from 'react-admin';
import { formatReminderDays, parseReminderDays, reminderDaysError } from './reminderDays';

/** The days on which an unpaid invoice is reminded, from its due date (negative: before it). */
export function ReminderDaysInput() {
  return (
    <TextInput
      source="reminder_days"
      format={formatReminderDays}
      parse={parseReminderDays}
      validate={reminderDaysError}
      helperText="backoffice.settings.reminder_days_help"
      inputProps={{ inputMode: 'text', autoComplete: 'off' }}
    />
  );
}
