/**
 * The home-screen icons of the web app manifest (public/manifest.webmanifest), drawn from the same
 * design as public/favicon.svg. Run once after changing the design; the PNGs are committed.
 *   npx tsx scripts/make-icons.ts
 */
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../server/server';

const themeColour = '#0b3d6e';
const letters = (scale: number) =>
  `<text x="16" y="${16 + 6 * scale}" font-family="DejaVu Sans,Arial,sans-serif" font-size="${15 * scale}" font-weight="bold" fill="#fff" text-anchor="middle">OIT</text>`;
/** « any »: rounded like the favicon. « maskable »: full bleed, the letters inside the central safe zone (80 %). */
const designs = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${themeColour}"/>${letters(1)}</svg>`,
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${themeColour}"/>${letters(0.75)}</svg>`,
};
const outputs: { file: string; design: keyof typeof designs; size: number }[] = [
  { file: 'icon-192.png', design: 'any', size: 192 },
  { file: 'icon-512.png', design: 'any', size: 512 },
  { file: 'maskable-512.png', design: 'maskable', size: 512 },
  { file: 'apple-touch-icon.png', design: 'maskable', size: 180 },
];

for (const { file, design, size } of outputs) {
  await sharp(Buffer.from(designs[design]), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(projectRoot, 'public/icons', file));
  console.log(`public/icons/${file}`);
}
