import { describe, expect, it } from 'vitest';
import { quoteSummaryLines } from './quoteParts';
import { labelled } from './textParts';

describe('labelled lines of a mail', () => {
  it('leaves out a line whose value is missing or blank, never « Délai : » alone (issue 46)', () => {
    expect(labelled('Délai', '')).toBeUndefined();
    expect(labelled('Délai', '  ')).toBeUndefined();
    expect(labelled('Délai', null)).toBeUndefined();
    expect(labelled('Délai', 'Dans le mois')).toBe('Délai : Dans le mois');
    expect(quoteSummaryLines({ project: 'Infrastructure réseau', services: 'Maintenance', budget: null, timeline: '' }).filter(Boolean)).toEqual([
      'Type de projet : Infrastructure réseau',
      'Services : Maintenance',
    ]);
  });
});
