import { describe, expect, it } from 'vitest';
import { mailKindLabels } from '../../../src/backoffice/notifications/mailKinds';
import { smsTexts } from '../../sms/smsTexts';
import { mailTemplates } from './index';

describe('the back-office names every kind of mail and text message', () => {
  it('has a French label for each kind the server can send, and none for a kind that does not exist', () => {
    expect(Object.keys(mailKindLabels).sort()).toEqual([...Object.keys(mailTemplates), ...Object.keys(smsTexts)].sort());
    for (const [kind, text] of Object.entries(smsTexts)) expect(mailKindLabels[kind]).toBe(text.label);
    for (const label of Object.values(mailKindLabels)) expect(label).not.toMatch(/_/);
  });
});
