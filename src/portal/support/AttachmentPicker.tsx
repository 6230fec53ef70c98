import { useState } from 'react';
import { FormField } from '../../shared/ui/FormField';
import { supportFr } from '../i18n/supportFr';
import { attachmentProblem, attachmentTypes } from './attachmentRules';

interface AttachmentPickerProps {
  id: string;
  label: string;
  files: File[];
  onChange(files: File[]): void;
}

/** Photos or screenshots to send with a request or an answer; refused files are said at once, before sending. */
export default function AttachmentPicker({ id, label, files, onChange }: AttachmentPickerProps) {
  const [problem, setProblem] = useState<string>();
  return (
    <FormField id={id} label={label} hint={supportFr.form.filesHint} error={problem}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            multiple
            accept={attachmentTypes.join(',')}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              const found = attachmentProblem(chosen);
              setProblem(found);
              onChange(found ? [] : chosen);
              if (found) event.target.value = '';
            }}
          />
          {files.length > 0 ? (
            <ul className="support-files">
              {files.map((file) => (
                <li key={file.name}>{file.name}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </FormField>
  );
}
