import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandColors } from './brandColors';

const siteCss = readFileSync(new URL('../../public-site/styles/site.css', import.meta.url), 'utf8');
const cssVariable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(siteCss)?.[1]?.toLowerCase();

describe('the company’s colours', () => {
  it('are the public site’s, so the back-office and the site look like one company', () => {
    expect({
      navy: cssVariable('blue'),
      navyDark: cssVariable('blue-dark'),
      navyLight: cssVariable('blue-light'),
      accent: cssVariable('accent'),
      text: cssVariable('text'),
      backgroundSoft: cssVariable('bg-soft'),
      danger: cssVariable('danger'),
      success: cssVariable('success'),
    }).toEqual(brandColors);
  });
});
