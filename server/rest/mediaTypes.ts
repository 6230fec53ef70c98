import { RestError } from './errors';
import { restErrors } from './restErrors';

/** The bodies this API writes: a JSON array, one JSON object (`vnd.pgrst.object`), or CSV. */
export type ResponseMedia = 'json' | 'object' | 'csv';

export const csvType = 'text/csv; charset=utf-8';

/** What each media type a client may name gives here; `*\/*` and `application/*` take the JSON array. */
const mediaOfType: Record<string, ResponseMedia> = {
  '*/*': 'json',
  'application/*': 'json',
  'application/json': 'json',
  'application/vnd.pgrst.array+json': 'json',
  'application/vnd.pgrst.array': 'json',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
};

interface MediaRange {
  type: string;
  quality: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept
    .split(',')
    .map((entry) => {
      const [type = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q ? Number(q.slice(2)) : 1;
      return { type: type.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((range) => range.type !== '' && range.quality > 0);
}

/**
 * The body to write for this Accept header, as PostgREST chooses it: the client's types by
 * preference (q, then order), the first this endpoint offers; no header at all means JSON.
 * None offered: 406 PGRST107, never a body of another type than asked.
 */
export function negotiateMedia(accept: string | undefined, offered: readonly ResponseMedia[]): ResponseMedia {
  if (!accept?.trim()) return 'json';
  const ranges = mediaRanges(accept);
  const byPreference = ranges.map((range, index) => ({ ...range, index })).sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of byPreference) {
    const media = mediaOfType[range.type];
    if (media && offered.includes(media)) return media;
  }
  const asked = ranges.map((range) => range.type).join(', ') || accept.trim();
  throw new RestError(restErrors.mediaTypeNotAvailable, `None of these media types are available: ${asked}`);
}
