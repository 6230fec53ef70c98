import type { ReactElement } from 'react';
import { ImageField, ImageInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { imagesAsFiles } from '../common/imageValues';

/** Markdown in a plain multiline input: the public site renders it safely. */
export function BlogPostForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="slug" helperText="Laissé vide, il est formé à partir du titre." fullWidth />
      <TextInput source="excerpt" multiline minRows={2} validate={maxLength(1000)} fullWidth />
      <TextInput source="content" multiline minRows={12} validate={required()} fullWidth />
      <ImageInput source="image_url" accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.avif'] }} format={imagesAsFiles} maxSize={5 * 1024 * 1024}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
