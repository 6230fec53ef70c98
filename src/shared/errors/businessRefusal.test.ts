import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessRefusalMessage, refusalCodes } from './businessRefusal';

describe('businessRefusalMessage', () => {
  it('shows a refusal raised on purpose as written, accents or not', () => {
    const noAccent = 'Vous pouvez seulement annuler un rendez-vous encore en attente.';
    expect(businessRefusalMessage({ code: '42501', message: noAccent, details: null, hint: null })).toBe(noAccent);
    expect(businessRefusalMessage({ code: 'P0001', message: 'Le motif de l’avoir est requis.' })).toBe('Le motif de l’avoir est requis.');
    expect(businessRefusalMessage({ code: 'P0002', message: 'Facture introuvable.' })).toBe('Facture introuvable.');
  });

  it('shows a constraint refusal only when our SQL named its field', () => {
    const taken = { code: '23505', message: 'Ce créneau vient d’être réservé : veuillez en choisir un autre.', hint: 'field:time' };
    expect(businessRefusalMessage(taken)).toBe(taken.message);
    expect(businessRefusalMessage({ code: '23505', message: 'Ce créneau vient d’être réservé.', hint: null })).toBeUndefined();
  });

  it('gives nothing for an internal error, whatever its wording', () => {
    expect(businessRefusalMessage({ code: 'PGRST000', message: 'Erreur interne du serveur' })).toBeUndefined();
    expect(businessRefusalMessage({ code: '23505', message: 'duplicate key value violates unique constraint "appointments_slot_key"' })).toBeUndefined();
    expect(businessRefusalMessage({ code: 'XX000', message: 'Échec inattendu.' })).toBeUndefined();
    // PostgreSQL's own privilege refusals share 42501 with ours.
    expect(businessRefusalMessage({ code: '42501', message: 'permission denied for table products' })).toBeUndefined();
    expect(businessRefusalMessage({ code: '42501', message: 'new row violates row-level security policy for table "appointments"' })).toBeUndefined();
    expect(businessRefusalMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(businessRefusalMessage({ code: 'P0001', message: '' })).toBeUndefined();
    expect(businessRefusalMessage(undefined)).toBeUndefined();
  });

  it('knows every SQLSTATE the migrations raise, except those PostgreSQL raises itself in English', () => {
    const migrations = join(__dirname, '../../../supabase/migrations');
    const raised = new Set<string>();
    for (const file of readdirSync(migrations)) {
      const sql = readFileSync(join(migrations, file), 'utf8');
      for (const [, code] of sql.matchAll(/errcode\s*=\s*'([0-9A-Z]{5})'/gi)) raised.add(code!.toUpperCase());
    }
    const shownOnlyWithTheirField = new Set(['23505', '23514']);
    expect([...raised].filter((code) => !refusalCodes.has(code) && !shownOnlyWithTheirField.has(code))).toEqual([]);
  });
});
