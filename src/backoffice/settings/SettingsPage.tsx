import { BooleanInput, Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, email, maxValue, minValue, required, useNotify, useTranslate } from 'react-admin';
import { ClosedDaysInput, WeeklyHoursInput } from './hoursInputs';
import { LegalDetailsInputs } from './legalInputs';
import { ReminderDaysInput } from './ReminderDaysInput';
import { SupportTargetsInputs } from './SupportTargetsInputs';

/** The one site_settings row (id 1): company details shown by the public site, weekly hours and closed days (which the appointment slots follow), tax rate, the payment reminder days, how far ahead appointments may be booked, where requests are announced, the support desk's target times. */
export function SettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      resource="site_settings"
      id={1}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify('backoffice.settings.saved', { type: 'success' }) }}
      title={translate('backoffice.settings.title')}
    >
      {/* Save only: the one settings row is never deleted (the database refuses it too). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="company_name" validate={required()} fullWidth />
        <TextInput source="address" fullWidth />
        <TextInput source="city" />
        <TextInput source="country" />
        <NumberInput source="latitude" validate={[minValue(-90), maxValue(90)]} step={0.00001} helperText="backoffice.settings.coordinates_help" />
        <NumberInput source="longitude" validate={[minValue(-180), maxValue(180)]} step={0.00001} helperText="backoffice.settings.coordinates_help" />
        <TextInput source="phone_main" />
        <TextInput source="phone_support" />
        <TextInput source="email_general" validate={email()} />
        <TextInput source="email_support" validate={email()} />
        <TextInput source="whatsapp_number" />
        <TextInput source="facebook_url" type="url" fullWidth />
        <TextInput source="linkedin_url" type="url" fullWidth />
        <WeeklyHoursInput />
        <ClosedDaysInput />
        <NumberInput source="tax_rate" validate={[required(), minValue(0), maxValue(100)]} step={0.5} />
        <LegalDetailsInputs />
        <ReminderDaysInput />
        <NumberInput source="booking_horizon_days" validate={[required(), minValue(1), maxValue(730)]} step={1} />
        <TextInput source="notification_email" validate={email()} fullWidth />
        <SupportTargetsInputs />
        <BooleanInput source="admin_mfa_required" helperText="backoffice.settings.admin_mfa_required_help" />
      </SimpleForm>
    </Edit>
  );
}
