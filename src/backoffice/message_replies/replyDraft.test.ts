import { describe, expect, it } from 'vitest';
import { replyCaretAt, replyDraft } from './replyDraft';

describe('reply draft', () => {
  it('greets the sender by name and closes with the staff member’s name', () => {
    expect(replyDraft('Awa Traoré', 'Issa Admin')).toBe('Bonjour Awa Traoré,\n\n\n\nCordialement,\nIssa Admin');
  });
  it('greets without a name when there is none, and closes without one while the identity is unknown', () => {
    expect(replyDraft('  ', undefined)).toBe('Bonjour,\n\n\n\nCordialement,');
  });
  it('puts the caret on the line after the blank line that follows the greeting', () => {
    const draft = replyDraft('Awa', 'Issa');
    expect(draft.slice(0, replyCaretAt(draft))).toBe('Bonjour Awa,\n\n');
  });
});
