import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  number,
  required,
  useCreate,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { formatFcfa } from '../../../shared/format/money';
import { lineTotal, netUnitPrice } from '../../../shared/money/documentAmounts';
import { ActionButton } from '../../common/ActionButton';
import type { QuoteLine } from './quoteOffer';

interface LineValues {
  product_id?: string | null;
  description?: string;
  quantity?: number;
  unit_price?: number;
  discount_percent?: number | null;
}

interface Props {
  quoteId: string;
  /** The line being changed, or null to add one at `position`. */
  line: QuoteLine | null;
  position: number;
  open: boolean;
  onClose: () => void;
}

const wholeNumber = (message: string) => (value: unknown) => (value == null || value === '' || Number.isInteger(Number(value)) ? undefined : message);
const twoDecimals = (value: unknown) =>
  value == null || value === '' || Math.abs(Number(value) * 100 - Math.round(Number(value) * 100)) < 1e-9 ? undefined : 'backoffice.offer.discount_invalid';

/** Picking a catalogue product fills in its name and its price HT; both stay editable. */
function ProductPicker() {
  const { setValue } = useFormContext<LineValues>();
  return (
    <ReferenceInput source="product_id" reference="products" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        label="backoffice.offer.from_catalogue"
        helperText="backoffice.offer.from_catalogue_help"
        optionText="name"
        fullWidth
        onChange={(_value: unknown, picked: RaRecord | '') => {
          if (!picked) return;
          const product = picked as RaRecord & { name: string; price: number };
          setValue('description', product.name.slice(0, 200), { shouldDirty: true, shouldValidate: true });
          setValue('unit_price', product.price, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </ReferenceInput>
  );
}

/** The line as the database will price it (decision 036), before it is saved. */
function LinePreview() {
  const translate = useTranslate();
  const [quantity, unitPrice, discount] = useWatch<LineValues>({ name: ['quantity', 'unit_price', 'discount_percent'] }) as [unknown, unknown, unknown];
  const values = [Number(quantity), Number(unitPrice), Number(discount ?? 0)];
  if (quantity == null || quantity === '' || unitPrice == null || unitPrice === '' || values.some((value) => !Number.isFinite(value))) return null;
  const [lineQuantity, price, percent] = values;
  return (
    <Typography role="status" variant="body2" sx={{ mb: 1 }}>
      {translate('backoffice.offer.line_preview', {
        net: formatFcfa(netUnitPrice(price, percent)),
        quantity: lineQuantity,
        total: formatFcfa(lineTotal(lineQuantity, price, percent)),
      })}
    </Typography>
  );
}

/** Adds a line to a draft quote, or changes one: from the catalogue at its price, or free text. */
export function QuoteLineDialog({ quoteId, line, position, open, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const busy = creating || updating;

  const submit = (values: LineValues) => {
    const data = {
      product_id: values.product_id || null,
      description: values.description?.trim(),
      quantity: Number(values.quantity),
      unit_price: Number(values.unit_price),
      discount_percent: Number(values.discount_percent ?? 0),
    };
    const done = {
      onSuccess: () => {
        notify('backoffice.offer.line_saved', { type: 'success' });
        // The quote's totals are recomputed by the database: read them again with the lines.
        refresh();
        onClose();
      },
      onError: (error: unknown) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
    };
    if (line) update('quote_lines', { id: line.id, data, previousData: line }, { mutationMode: 'pessimistic', ...done });
    else create('quote_lines', { data: { ...data, quote_id: quoteId, position } }, done);
  };

  const initial = line ?? { quantity: 1, discount_percent: 0 };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quote-line-title">
      <DialogTitle id="quote-line-title">{translate(line ? 'backoffice.offer.edit_line' : 'backoffice.offer.add_line')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={(values: Record<string, unknown>) => submit(values as LineValues)} record={initial} resource="quote_lines">
          <ProductPicker />
          <TextInput source="description" validate={[required(), maxLength(200)]} fullWidth />
          <NumberInput source="quantity" step={1} validate={[required(), number(), wholeNumber('ra.validation.number'), minValue(1), maxValue(1000)]} fullWidth />
          <NumberInput source="unit_price" step={1000} validate={[required(), number(), wholeNumber('ra.validation.number'), minValue(0), maxValue(1_000_000_000)]} fullWidth />
          <NumberInput source="discount_percent" step={1} validate={[number(), minValue(0), maxValue(100), twoDecimals]} fullWidth />
          <LinePreview />
          <DialogActions sx={{ px: 0 }}>
            <ActionButton label="ra.action.cancel" onClick={onClose} disabled={busy} />
            <SaveButton label={line ? 'ra.action.save' : 'backoffice.offer.add_line'} disabled={busy} alwaysEnable />
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
