import { useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { supportFr } from '../i18n/supportFr';
import { downloadAttachment } from './supportRows';

/** The files of a request or an answer: each opens in a new tab, read with the customer's session. */
export default function AttachmentList({ paths }: { paths: readonly string[] }) {
  const [failed, setFailed] = useState(false);
  if (paths.length === 0) return null;
  async function open(path: string) {
    setFailed(false);
    // Opened before the download so the browser does not take it for an unasked pop-up.
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await downloadAttachment(path));
      if (tab) tab.location.href = url;
      else window.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      setFailed(true);
    }
  }
  return (
    <>
      <ul className="support-files">
        {paths.map((path) => {
          const name = path.split('/').at(-1) ?? path;
          return (
            <li key={path}>
              <button type="button" className="link-button" onClick={() => void open(path)} aria-label={supportFr.request.open(name)}>
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      {failed ? <Alert>{supportFr.request.openFailed}</Alert> : null}
    </>
  );
}
