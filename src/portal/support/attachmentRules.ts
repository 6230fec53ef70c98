import { supportFr } from '../i18n/supportFr';

/** What the bucket « support-attachments » accepts (its migration): at most 6 files of 5 MiB, images or PDF. */
export const attachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'] as const;
export const maxAttachments = 6;
export const maxAttachmentBytes = 5 * 1024 * 1024;

/** The first reason these files cannot be sent, in French, or undefined when they can. */
export function attachmentProblem(files: readonly File[]): string | undefined {
  if (files.length > maxAttachments) return supportFr.form.tooManyFiles;
  for (const file of files) {
    if (!(attachmentTypes as readonly string[]).includes(file.type)) return supportFr.form.fileType(file.name);
    if (file.size > maxAttachmentBytes) return supportFr.form.fileTooLarge(file.name);
  }
  return undefined;
}
