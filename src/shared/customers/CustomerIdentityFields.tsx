import { FormField } from '../ui/FormField';
import { type CustomerIdentityField, type CustomerIdentityValues, customerIdentityTexts as text } from './customerIdentity';

interface CustomerIdentityFieldsProps {
  /** Prefix of the controls' ids, unique in the page (« quote », « checkout », « settings »). */
  idPrefix: string;
  values: CustomerIdentityValues;
  errors: Partial<Record<CustomerIdentityField, string>>;
  onChange: (field: CustomerIdentityField, value: string) => void;
  /** A profile keeps no purchase order: it belongs to one request or order. */
  withPurchaseOrder?: boolean;
  /** Optional fields say so in their label (« (facultatif) »). */
  optionalMark: string;
}

/** IFU, RCCM, service and purchase order, grouped under « Pour une administration ou une entreprise ». */
export function CustomerIdentityFields({ idPrefix, values, errors, onChange, withPurchaseOrder = true, optionalMark }: CustomerIdentityFieldsProps) {
  const optional = (label: string) => `${label} ${optionalMark}`;
  return (
    <fieldset className="field customer-identity">
      <legend>{text.legend}</legend>
      <div className="form__row">
        <FormField id={`${idPrefix}-ifu`} label={optional(text.ifu)} hint={text.ifuHint} error={errors.ifu}>
          <input name="ifu" autoCapitalize="characters" spellCheck={false} value={values.ifu} onChange={(e) => onChange('ifu', e.target.value)} />
        </FormField>
        <FormField id={`${idPrefix}-rccm`} label={optional(text.rccm)} error={errors.rccm}>
          <input name="rccm" autoCapitalize="characters" spellCheck={false} value={values.rccm} onChange={(e) => onChange('rccm', e.target.value)} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id={`${idPrefix}-department`} label={optional(text.department)} error={errors.department}>
          <input name="department" value={values.department} onChange={(e) => onChange('department', e.target.value)} />
        </FormField>
        {withPurchaseOrder ? (
          <FormField id={`${idPrefix}-purchase_order_ref`} label={optional(text.purchaseOrderRef)} error={errors.purchase_order_ref}>
            <input name="purchase_order_ref" value={values.purchase_order_ref} onChange={(e) => onChange('purchase_order_ref', e.target.value)} />
          </FormField>
        ) : null}
      </div>
    </fieldset>
  );
}
