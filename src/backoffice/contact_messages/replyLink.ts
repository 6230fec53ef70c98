/** « Répondre » opens the mail client: `Re: <subject>`, or a default subject when the message had none. */
export function replyMailto(email: string, subject: string | null | undefined, defaultSubject: string): string {
  const replySubject = subject?.trim() ? `Re: ${subject.trim()}` : defaultSubject;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(replySubject)}`;
}
