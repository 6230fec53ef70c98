/** Lists show long texts cut at 50 characters (SPEC §9). */
const listExcerptLength = 50;

export function truncate(text: string, length = listExcerptLength): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
