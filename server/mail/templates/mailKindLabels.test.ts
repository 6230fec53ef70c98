import { describe, expect, it } from 'vitest';
import { mailKindLabels } from '../../../src/backoffice/notifications/mailKinds';
import { mailTemplates } from './index';

describe('the back-office names every kind of mail', () => {
  it('has a French label for each kind the server can send, and none for a kind that does not exist', () => {
    expect(Object.keys(mailKindLabels).sort()).toEqual(Object.keys(mailTemplates).sort());
    for (const label of Object.values(mailKindLabels)) expect(label).not.toMatch(/_/);
  });
});
