import {
  ArrayInput,
  BooleanInput,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { imagesAsFiles } from '../common/imageValues';

/** Create and edit share one form: the stored URLs are shown as images, new files are uploaded on save. */
export function ProductForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="slug" helperText="Laissé vide, il est formé à partir du nom." fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <NumberInput source="price" validate={[required(), minValue(0)]} step={1000} />
      {/* The categories are rows edited in the back-office (product_categories), referred to by slug. */}
      <ReferenceInput source="category" reference="product_categories" sort={{ field: 'position', order: 'ASC' }} perPage={200}>
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <ImageInput source="images" multiple accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.avif'] }} format={imagesAsFiles} maxSize={5 * 1024 * 1024}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <ArrayInput source="specs">
        <SimpleFormIterator inline>
          <TextInput source="label" validate={required()} helperText={false} />
          <TextInput source="value" validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput
        source="features"
        multiline
        minRows={3}
        fullWidth
        helperText="Un point fort par ligne."
        format={featuresAsLines}
        parse={linesAsFeatures}
      />
      <BooleanInput source="in_stock" />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}

// features is a text[]: edited as one line per feature.
function featuresAsLines(features: unknown): string {
  return Array.isArray(features) ? features.join('\n') : '';
}

// Blank lines are kept while typing (else Enter would do nothing) and dropped on save.
function linesAsFeatures(text: string): string[] {
  return text.split('\n');
}
