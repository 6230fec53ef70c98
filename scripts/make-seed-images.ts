/**
 * Draws the seed's product and blog illustrations (simple SVG scenes) and writes them as WebP:
 * an 800×600 image and a 400-wide variant (`-400.webp`) each, under public/images/.
 * Run once after changing a drawing: npx tsx scripts/make-seed-images.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const outputRoot = path.join(import.meta.dirname, '..', 'public', 'images');

interface Illustration {
  file: string;
  title: string;
  caption: string;
  accent: string;
  drawing: string;
}

const ink = '#1f2937';

const laptopFront = `
  <rect x="230" y="170" width="340" height="220" rx="14" fill="#d1d5db" stroke="${ink}" stroke-width="4"/>
  <rect x="248" y="186" width="304" height="188" rx="6" fill="#0f172a"/>
  <path d="M262 360 L330 250 L380 320 L420 280 L538 360 Z" fill="#2563eb" opacity="0.8"/>
  <path d="M190 392 H610 L585 418 H215 Z" fill="#9ca3af" stroke="${ink}" stroke-width="4"/>`;
const laptopOpen = `
  <path d="M250 200 L550 200 L560 380 L240 380 Z" fill="#0f172a" stroke="${ink}" stroke-width="4"/>
  <path d="M200 390 H600 L640 440 H160 Z" fill="#d1d5db" stroke="${ink}" stroke-width="4"/>
  ${Array.from({ length: 5 }, (_, row) => `<line x1="${215 + row * 8}" y1="${400 + row * 7}" x2="${585 - row * 8}" y2="${400 + row * 7}" stroke="#6b7280" stroke-width="3" stroke-dasharray="16 6"/>`).join('')}`;
const laptopSide = `
  <rect x="160" y="300" width="480" height="26" rx="10" fill="#d1d5db" stroke="${ink}" stroke-width="4"/>
  <rect x="230" y="308" width="22" height="10" rx="3" fill="${ink}"/>
  <rect x="262" y="308" width="22" height="10" rx="3" fill="${ink}"/>
  <rect x="300" y="308" width="36" height="10" rx="3" fill="${ink}"/>
  <rect x="520" y="308" width="30" height="10" rx="3" fill="${ink}"/>`;
const chip = `
  <rect x="300" y="200" width="200" height="200" rx="24" fill="#111827" stroke="#9ca3af" stroke-width="6"/>
  ${Array.from({ length: 6 }, (_, i) => `<line x1="${320 + i * 32}" y1="180" x2="${320 + i * 32}" y2="200" stroke="#9ca3af" stroke-width="6"/><line x1="${320 + i * 32}" y1="400" x2="${320 + i * 32}" y2="420" stroke="#9ca3af" stroke-width="6"/>`).join('')}
  <text x="400" y="315" font-size="54" font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="#e5e7eb" text-anchor="middle">M3</text>`;
const battery = `
  <rect x="260" y="230" width="260" height="140" rx="18" fill="none" stroke="${ink}" stroke-width="8"/>
  <rect x="520" y="275" width="24" height="50" rx="6" fill="${ink}"/>
  <rect x="280" y="250" width="200" height="100" rx="8" fill="#16a34a"/>`;
const serverFront = `
  <rect x="140" y="250" width="520" height="90" rx="8" fill="#374151" stroke="${ink}" stroke-width="4"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${170 + i * 36}" y="268" width="28" height="54" rx="3" fill="#6b7280"/>`).join('')}
  <circle cx="560" cy="295" r="8" fill="#22c55e"/><circle cx="590" cy="295" r="8" fill="#3b82f6"/>`;
const serverRack = `
  <rect x="250" y="130" width="300" height="380" rx="10" fill="#1f2937"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="270" y="${150 + i * 50}" width="260" height="38" rx="4" fill="#4b5563"/><circle cx="505" cy="${169 + i * 50}" r="6" fill="${i % 3 === 0 ? '#22c55e' : '#3b82f6'}"/>`).join('')}`;
const serverInside = `
  <rect x="170" y="170" width="460" height="270" rx="10" fill="#e5e7eb" stroke="${ink}" stroke-width="4"/>
  <rect x="210" y="210" width="90" height="90" rx="8" fill="#111827"/>
  <rect x="320" y="210" width="90" height="90" rx="8" fill="#111827"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${440 + i * 20}" y="200" width="10" height="120" fill="#2563eb"/>`).join('')}
  <rect x="210" y="340" width="200" height="70" rx="6" fill="#9ca3af"/>
  <rect x="440" y="340" width="160" height="70" rx="6" fill="#6b7280"/>`;
const disks = `
  ${[0, 1].map((i) => `<rect x="${230 + i * 180}" y="220" width="160" height="160" rx="12" fill="#374151"/><circle cx="${310 + i * 180}" cy="300" r="50" fill="#9ca3af"/><circle cx="${310 + i * 180}" cy="300" r="10" fill="#374151"/>`).join('')}`;
const networkPorts = `
  <rect x="170" y="260" width="460" height="80" rx="8" fill="#374151"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${195 + i * 52}" y="280" width="38" height="34" rx="3" fill="#111827"/><rect x="${205 + i * 52}" y="300" width="18" height="8" fill="#facc15"/>`).join('')}`;
const accessPoint = `
  <ellipse cx="400" cy="330" rx="150" ry="44" fill="#f9fafb" stroke="${ink}" stroke-width="4"/>
  <ellipse cx="400" cy="318" rx="150" ry="44" fill="#ffffff" stroke="${ink}" stroke-width="4"/>
  <circle cx="400" cy="318" r="10" fill="#3b82f6"/>`;
const waves = `
  <circle cx="400" cy="400" r="14" fill="#2563eb"/>
  ${[70, 130, 190].map((r) => `<path d="M${400 - r * 0.8} ${400 - r * 0.6} A${r} ${r} 0 0 1 ${400 + r * 0.8} ${400 - r * 0.6}" fill="none" stroke="#2563eb" stroke-width="16" stroke-linecap="round"/>`).join('')}`;
const ceiling = `
  <rect x="120" y="150" width="560" height="20" fill="#9ca3af"/>
  <ellipse cx="400" cy="190" rx="110" ry="26" fill="#ffffff" stroke="${ink}" stroke-width="4"/>
  ${[90, 150, 210].map((r) => `<path d="M${400 - r} ${220 + r * 0.5} A${r} ${r} 0 0 0 ${400 + r} ${220 + r * 0.5}" fill="none" stroke="#60a5fa" stroke-width="10" opacity="0.7"/>`).join('')}`;
const console_ = `
  <rect x="200" y="170" width="400" height="260" rx="12" fill="#0f172a" stroke="${ink}" stroke-width="4"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="230" y="${200 + i * 52}" width="${200 + (i % 2) * 80}" height="30" rx="6" fill="#1e3a8a"/><circle cx="560" cy="${215 + i * 52}" r="9" fill="#22c55e"/>`).join('')}`;
const shield = `
  <path d="M400 150 L540 200 V300 C540 380 480 430 400 460 C320 430 260 380 260 300 V200 Z" fill="#2563eb" stroke="${ink}" stroke-width="6"/>
  <path d="M340 300 L385 345 L465 260" fill="none" stroke="#ffffff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`;

const illustrations: Illustration[] = [
  { file: 'products/macbook-pro-1', title: 'MacBook Pro 14 pouces', caption: 'Écran Liquid Retina XDR', accent: '#dbeafe', drawing: laptopFront },
  { file: 'products/macbook-pro-2', title: 'MacBook Pro 14 pouces', caption: 'Clavier AZERTY rétroéclairé', accent: '#e0e7ff', drawing: laptopOpen },
  { file: 'products/macbook-pro-3', title: 'MacBook Pro 14 pouces', caption: 'Thunderbolt, HDMI, lecteur SD', accent: '#f3f4f6', drawing: laptopSide },
  { file: 'products/macbook-pro-4', title: 'MacBook Pro 14 pouces', caption: 'Puce Apple M3', accent: '#ede9fe', drawing: chip },
  { file: 'products/macbook-pro-5', title: 'MacBook Pro 14 pouces', caption: 'Jusqu’à 22 heures d’autonomie', accent: '#dcfce7', drawing: battery },
  { file: 'products/server-1', title: 'Dell PowerEdge R660', caption: 'Serveur rack 1U', accent: '#e5e7eb', drawing: serverFront },
  { file: 'products/server-2', title: 'Dell PowerEdge R660', caption: 'Installé dans votre baie', accent: '#dbeafe', drawing: serverRack },
  { file: 'products/server-3', title: 'Dell PowerEdge R660', caption: 'Xeon, 64 Go DDR5 ECC', accent: '#f3f4f6', drawing: serverInside },
  { file: 'products/server-4', title: 'Dell PowerEdge R660', caption: 'Disques en RAID 1', accent: '#fef3c7', drawing: disks },
  { file: 'products/server-5', title: 'Dell PowerEdge R660', caption: 'Deux ports 10 GbE', accent: '#e0f2fe', drawing: networkPorts },
  { file: 'products/wifi-1', title: 'Ubiquiti U6 Pro', caption: 'Borne Wi-Fi 6 professionnelle', accent: '#e0f2fe', drawing: accessPoint },
  { file: 'products/wifi-2', title: 'Ubiquiti U6 Pro', caption: 'Jusqu’à 5,3 Gbit/s', accent: '#dbeafe', drawing: waves },
  { file: 'products/wifi-3', title: 'Ubiquiti U6 Pro', caption: 'Installation au plafond', accent: '#f3f4f6', drawing: ceiling },
  { file: 'products/wifi-4', title: 'Ubiquiti U6 Pro', caption: 'Alimentation par câble réseau (PoE)', accent: '#fef9c3', drawing: networkPorts },
  { file: 'products/wifi-5', title: 'Ubiquiti U6 Pro', caption: 'Gestion centralisée', accent: '#e0e7ff', drawing: console_ },
  { file: 'blog/securite-donnees', title: 'Protéger vos données', caption: 'Cinq gestes simples', accent: '#dbeafe', drawing: shield },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function svgOf(illustration: Illustration): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="${illustration.accent}"/>
  <circle cx="680" cy="90" r="160" fill="#ffffff" opacity="0.45"/>
  <text x="40" y="70" font-size="36" font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="${ink}">${escapeXml(illustration.title)}</text>
  ${illustration.drawing}
  <text x="400" y="555" font-size="28" font-family="Helvetica, Arial, sans-serif" fill="#374151" text-anchor="middle">${escapeXml(illustration.caption)}</text>
</svg>`;
}

for (const illustration of illustrations) {
  const target = path.join(outputRoot, illustration.file);
  await mkdir(path.dirname(target), { recursive: true });
  const picture = sharp(Buffer.from(svgOf(illustration)));
  await picture.clone().resize(800, 600).webp({ quality: 72, effort: 6 }).toFile(`${target}.webp`);
  await picture.clone().resize(400, 300).webp({ quality: 70, effort: 6 }).toFile(`${target}-400.webp`);
}
console.log(`${illustrations.length * 2} images écrites sous ${outputRoot}`);
