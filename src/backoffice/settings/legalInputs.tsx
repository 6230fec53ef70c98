import { BooleanInput, TextInput, regex } from 'react-admin';
import { LogoInput } from './LogoInput';

const phone = regex(/^$|^\+?[0-9 ().-]{6,30}$/, 'backoffice.settings.phone_invalid');

/** The legal mentions and payment details every quote, invoice and credit note prints (issue 30). */
export function LegalDetailsInputs() {
  return (
    <>
      <TextInput source="legal_name" fullWidth />
      <LogoInput />
      <TextInput source="ifu" helperText="backoffice.settings.ifu_help" />
      <TextInput source="rccm" />
      <TextInput source="tax_regime" fullWidth />
      <TextInput source="tax_division" />
      <TextInput source="bank_name" />
      <TextInput source="bank_account" fullWidth />
      <TextInput source="orange_money_number" validate={phone} />
      <TextInput source="moov_money_number" validate={phone} />
      <BooleanInput source="prices_include_tax" helperText="backoffice.settings.prices_include_tax_help" />
    </>
  );
}
