import { Box } from '@mui/material';
import {
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Icon, iconNames } from '../../shared/ui/Icon';
import type { Tables } from '../../shared/supabase/database.types';

const iconChoices = iconNames.map((name) => ({ id: name, name }));

/** A choice of the icon list: the icon as the site draws it, and its French name. */
function IconChoice() {
  const record = useRecordContext<Pick<Tables<'product_categories'>, 'id'>>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Icon name={record.id as (typeof iconNames)[number]} size={22} />
      {translate(`backoffice.category_icons.${record.id}`, { _: record.id })}
    </Box>
  );
}

/**
 * Name, slug (the address: /products?category=<slug>), order and icon. The slug is chosen once: a
 * changed slug would break the links already shared, so the edit page shows it without changing it.
 */
export function CategoryForm({ editing = false }: { editing?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(80)]} fullWidth />
      <TextInput
        source="slug"
        disabled={editing}
        validate={[maxLength(60), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'backoffice.categories.slug_format')]}
        helperText={editing ? 'backoffice.categories.slug_fixed' : 'backoffice.categories.slug_help'}
        fullWidth
      />
      <NumberInput source="position" validate={[required(), minValue(0), maxValue(1000)]} step={10} helperText="backoffice.categories.position_help" />
      <SelectInput source="icon" choices={iconChoices} optionText={<IconChoice />} validate={required()} helperText="backoffice.categories.icon_help" />
    </SimpleForm>
  );
}
