/** Stored image URLs as ImageInput values ({ src }), leaving files just picked as they are. */
export function imagesAsFiles(value: unknown): unknown {
  if (value == null || value === '') return value;
  if (Array.isArray(value)) return value.map(imageAsFile);
  return imageAsFile(value);
}

function imageAsFile(item: unknown): unknown {
  return typeof item === 'string' ? { src: item, title: item.split('/').pop() } : item;
}
