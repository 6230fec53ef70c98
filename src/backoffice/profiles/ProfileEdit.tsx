import { BooleanInput, Edit, SimpleForm, TextInput, maxLength } from 'react-admin';
import { ifuError, normalizeIfu } from '../../shared/customers/customerIdentity';

/** A blank field is stored as null, as the database tidies it (decision 060). */
const blankAsNull = (value: string | null) => (value && value.trim() !== '' ? value : null);
const validIfu = (value: string | null) => (value ? ifuError(value) : undefined);

/**
 * Staff correct a customer's contact and identity: the name, phone, company or administration, its IFU,
 * RCCM and service, which the customer's next requests, orders and invoices start from, and pause their
 * payment reminders (a payment promised, a dispute). The e-mail
 * and the sign-in number follow the account and are not edited here.
 */
export function ProfileEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="full_name" validate={maxLength(200)} />
        <TextInput source="phone" parse={blankAsNull} validate={maxLength(30)} />
        <TextInput source="company" parse={blankAsNull} validate={maxLength(200)} />
        <TextInput source="ifu" parse={(value: string) => blankAsNull(normalizeIfu(value))} validate={validIfu} />
        <TextInput source="rccm" parse={blankAsNull} validate={maxLength(60)} />
        <TextInput source="department" parse={blankAsNull} validate={maxLength(200)} />
        <BooleanInput source="reminders_paused" helperText="backoffice.profiles.reminders_paused_help" />
      </SimpleForm>
    </Edit>
  );
}
