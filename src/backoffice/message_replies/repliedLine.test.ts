import { describe, expect, it } from 'vitest';
import { repliedLine } from './repliedLine';

describe('replied line', () => {
  it('says when (company time) and by whom', () => {
    expect(repliedLine('2026-11-27T14:05:00Z', 'Issa Admin')).toBe('Répondu le 27 novembre 2026 à 14h05 par Issa Admin');
  });
});
