import { describe, expect, it } from 'vitest';
import { mailBlocks } from './mailBlocks';

const site = (url: string) => url.startsWith('https://site.example/');

describe('mailBlocks', () => {
  it('reads paragraphs, fields, the site\'s link as a button and a code, and drops the text signature', () => {
    const text = [
      'Bonjour Awa,',
      '',
      'Votre rendez-vous est confirmé.',
      'Nous vous attendons.',
      '',
      'Service : Support informatique',
      'Date : lundi 7 décembre 2026 à 09:00',
      '',
      'Gérer mon rendez-vous (annuler ou déplacer) : https://site.example/appointment/manage/abc',
      '    123456',
      '',
      '--',
      'Ouaga IT Services',
      'Tél. : +226 25 00 00 00',
    ].join('\n');
    expect(mailBlocks(text, site)).toEqual([
      { type: 'paragraph', lines: ['Bonjour Awa,'] },
      { type: 'paragraph', lines: ['Votre rendez-vous est confirmé.', 'Nous vous attendons.'] },
      {
        type: 'fields',
        rows: [
          { label: 'Service', value: 'Support informatique' },
          { label: 'Date', value: 'lundi 7 décembre 2026 à 09:00' },
        ],
      },
      { type: 'button', label: 'Gérer mon rendez-vous (annuler ou déplacer)', url: 'https://site.example/appointment/manage/abc' },
      { type: 'code', code: '123456' },
    ]);
  });

  it('lays out the TVA line, with its rate, in the table of amounts', () => {
    expect(mailBlocks('Sous-total HT : 600 000 FCFA\nTVA (18 %) : 108 000 FCFA\nTotal TTC : 708 000 FCFA', site)).toEqual([
      {
        type: 'fields',
        rows: [
          { label: 'Sous-total HT', value: '600 000 FCFA' },
          { label: 'TVA (18 %)', value: '108 000 FCFA' },
          { label: 'Total TTC', value: '708 000 FCFA' },
        ],
      },
    ]);
  });

  it('leaves a link a visitor typed as text, never a button', () => {
    const blocks = mailBlocks('Cliquez ici : https://piege.example/login\n\nhttps://piege.example/login', site);
    expect(blocks.map((block) => block.type)).toEqual(['fields', 'paragraph']);
    expect(JSON.stringify(blocks)).not.toContain('"button"');
  });

  it('reads a text typed by a person as written: paragraphs, and the quoted original as one quote', () => {
    const text = [
      'Bonjour Mariam,',
      '',
      'Oui : un contrat annuel. Code 123456 ? Voir https://site.example/products',
      '',
      'Le 27/11/2026 à 10h05, Mariam a écrit :',
      '> Bonjour,',
      '>',
      '> Tarif : combien ?',
      '',
      '--',
      'Ouaga IT Services',
    ].join('\n');
    expect(mailBlocks(text, site, true)).toEqual([
      { type: 'paragraph', lines: ['Bonjour Mariam,'] },
      { type: 'paragraph', lines: ['Oui : un contrat annuel. Code 123456 ? Voir https://site.example/products'] },
      { type: 'paragraph', lines: ['Le 27/11/2026 à 10h05, Mariam a écrit :'] },
      { type: 'quote', lines: ['Bonjour,', '', 'Tarif : combien ?'] },
    ]);
  });
});
