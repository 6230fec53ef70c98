import { Link } from '@mui/material';
import { telHref } from '../../shared/format/telHref';

/** An e-mail address to write to, or a phone number to call from the phone the page is open on; « — » when none. */
export function ContactLink({ kind, value }: { kind: 'email' | 'phone'; value: string | null | undefined }) {
  const written = value?.trim();
  if (!written) return <>—</>;
  return <Link href={kind === 'email' ? `mailto:${written}` : telHref(written)}>{written}</Link>;
}
