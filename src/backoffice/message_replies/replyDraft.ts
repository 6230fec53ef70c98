/** What the reply dialog starts with: the greeting, room for the answer, and the writer's closing. */
export function replyDraft(recipientName: string | null | undefined, staffName: string | null | undefined): string {
  const name = recipientName?.trim();
  const signedBy = staffName?.trim();
  return [name ? `Bonjour ${name},` : 'Bonjour,', '', '', '', 'Cordialement,', ...(signedBy ? [signedBy] : [])].join('\n');
}

/** Where the caret goes when the dialog opens: on the blank line after the greeting. */
export const replyCaretAt = (draft: string) => draft.indexOf('\n') + 2;
