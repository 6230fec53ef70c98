import { useRecordContext, useTranslate } from 'react-admin';
import { formatPhoneNumber } from '../../shared/phone/phoneNumber';
import type { Tables } from '../../shared/supabase/database.types';
import { ContactLink } from '../common/ContactLink';
import { TwoLines } from '../common/TwoLines';

type PhoneColumns = Pick<Tables<'profiles'>, 'phone' | 'account_phone'>;

/** The numbers of a profile as people read them (« +226 70 12 34 56 »): the sign-in number, then the contact number when it differs. */
export function profilePhones(profile: PhoneColumns): { signIn: string; contact: string } {
  const signIn = formatPhoneNumber(profile.account_phone);
  const contact = formatPhoneNumber(profile.phone?.trim());
  return { signIn, contact: contact === signIn ? '' : contact };
}

/** One cell: the number the account signs in with (marked so), and the contact number under it. */
export function ProfilePhones(_props: { label?: string }) {
  const record = useRecordContext<PhoneColumns>();
  const translate = useTranslate();
  if (!record) return null;
  const { signIn, contact } = profilePhones(record);
  if (!signIn) return <ContactLink kind="phone" value={contact} />;
  return (
    <TwoLines
      first={
        <>
          <ContactLink kind="phone" value={signIn} /> ({translate('backoffice.profiles.sign_in_number')})
        </>
      }
      second={contact ? <ContactLink kind="phone" value={contact} /> : undefined}
    />
  );
}
