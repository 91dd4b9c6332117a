import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRandom, type Random } from './random';

// Demo pictures drawn as SVG and rasterised by sharp, so the seed needs no network and
// no binary assets in the repository. Every picture is keyed by its file name.

export type ImageMotif = 'waves' | 'mountains' | 'circles' | 'bubbles' | 'ripples' | 'sky' | 'aurora' | 'skyline' | 'ribbon';

export interface ImageStyle {
  hue: number;
  motif: ImageMotif;
}

export interface SceneImageSpec extends ImageStyle {
  kind: 'scene';
  file: string;
  width: number;
  height: number;
  title?: string;
  caption?: string;
}

export interface LogoImageSpec {
  kind: 'logo';
  file: string;
  width: number;
  height: number;
}

export type DemoImageSpec = SceneImageSpec | LogoImageSpec;

export interface GeneratedImage {
  storageKey: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  width: number;
  height: number;
}

export const LARGE_IMAGE = { width: 1200, height: 800 } as const;
export const THUMB_IMAGE = { width: 600, height: 400 } as const;

// Scenes are drawn on this canvas and scaled to the requested size.
const CANVAS_WIDTH = 1200;
const CANVAS_HEIGHT = 800;

export function getDemoImageUrl(file: string): string {
  return `/uploads/demo/${file}`;
}

export interface ImageCollector {
  /** Registers a picture (once per file name) and returns its public URL. */
  add(spec: DemoImageSpec): string;
  list(): DemoImageSpec[];
}

export function createImageCollector(): ImageCollector {
  const specs = new Map<string, DemoImageSpec>();
  return {
    add(spec) {
      if (!specs.has(spec.file)) specs.set(spec.file, spec);
      return getDemoImageUrl(spec.file);
    },
    list: () => [...specs.values()],
  };
}

/** Writes every picture to `<uploadsDir>/demo/` and describes the files for MediaFile rows. */
export async function generateDemoImages(uploadsDir: string, specs: readonly DemoImageSpec[]): Promise<GeneratedImage[]> {
  const directory = join(uploadsDir, 'demo');
  await mkdir(directory, { recursive: true });
  // sharp queues the work on libuv's thread pool, so starting all at once is fine.
  return Promise.all(specs.map((spec) => writeImageFile(directory, spec)));
}

async function writeImageFile(directory: string, spec: DemoImageSpec): Promise<GeneratedImage> {
  const svg = spec.kind === 'logo' ? renderLogoSvg(spec) : renderSceneSvg(spec);
  const isPng = spec.file.endsWith('.png');
  const pipeline = sharp(Buffer.from(svg));
  // Low WebP effort: the pictures are flat colour, and seeding must stay fast.
  const encoded = isPng ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 80, effort: 2 });
  const info = await encoded.toFile(join(directory, spec.file));
  return {
    storageKey: `demo/${spec.file}`,
    url: getDemoImageUrl(spec.file),
    mimeType: isPng ? 'image/png' : 'image/webp',
    sizeBytes: info.size,
    width: info.width,
    height: info.height,
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by character count (good enough for a generic sans-serif). */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function renderSceneSvg(spec: SceneImageSpec): string {
  const random = createRandom(`image:${spec.file}`);
  const dark = spec.motif === 'aurora';
  const top = `hsl(${spec.hue}, ${dark ? 55 : 65}%, ${dark ? 18 : 56}%)`;
  const bottom = `hsl(${(spec.hue + 30) % 360}, 70%, ${dark ? 6 : 26}%)`;
  const hasText = Boolean(spec.title || spec.caption);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>',
    '</defs>',
    `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#bg)"/>`,
    renderMotif(spec.motif, random),
    hasText ? `<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#shade)"/>` : '',
    renderSceneText(spec),
    '</svg>',
  ].join('');
}

function renderSceneText(spec: SceneImageSpec): string {
  const parts: string[] = [];
  let lines = spec.title ? wrapWords(spec.title, 24) : [];
  const fontSize = lines.length > 2 ? 58 : 68;
  if (lines.length > 3) lines = [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, 22)}…`];
  const lineHeight = fontSize * 1.15;
  const firstBaseline = CANVAS_HEIGHT - 72 - (lines.length - 1) * lineHeight;
  lines.forEach((line, index) => {
    parts.push(
      `<text x="72" y="${firstBaseline + index * lineHeight}" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
  });
  if (spec.caption) {
    const captionY = lines.length ? firstBaseline - fontSize - 12 : CANVAS_HEIGHT - 72;
    parts.push(
      `<text x="74" y="${captionY}" font-family="sans-serif" font-size="30" font-weight="600" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(spec.caption.toUpperCase())}</text>`,
    );
  }
  return parts.join('');
}

function renderMotif(motif: ImageMotif, random: Random): string {
  switch (motif) {
    case 'waves':
      return renderSun(random, 0.35) + renderWaves(random);
    case 'mountains':
      return renderSun(random, 0.4) + renderMountains(random);
    case 'circles':
      return renderCircles(random, 11, 40, 170);
    case 'bubbles':
      return renderCircles(random, 45, 6, 34);
    case 'ripples':
      return renderRipples(random);
    case 'sky':
      return renderSun(random, 0.5) + renderClouds(random);
    case 'aurora':
      return renderAurora(random);
    case 'skyline':
      return renderSun(random, 0.3) + renderSkyline(random);
    case 'ribbon':
      return renderCircles(random, 18, 6, 18) + renderRibbon(random);
  }
}

function renderSun(random: Random, opacity: number): string {
  return `<circle cx="${random.int(760, 1040)}" cy="${random.int(130, 240)}" r="${random.int(70, 120)}" fill="#fff6d5" fill-opacity="${opacity}"/>`;
}

function renderWaves(random: Random): string {
  const paths: string[] = [];
  for (let layer = 0; layer < 4; layer++) {
    const y = 420 + layer * 90 + random.int(-20, 20);
    const amplitude = random.int(15, 40);
    let d = `M0 ${y} Q 75 ${y - amplitude} 150 ${y}`;
    for (let x = 300; x <= CANVAS_WIDTH + 150; x += 150) d += ` T ${x} ${y}`;
    d += ` V ${CANVAS_HEIGHT} H 0 Z`;
    paths.push(`<path d="${d}" fill="#ffffff" fill-opacity="${(0.08 + layer * 0.05).toFixed(2)}"/>`);
  }
  return paths.join('');
}

function renderMountains(random: Random): string {
  const layers: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    const points = [`-50,${CANVAS_HEIGHT}`];
    let x = -50;
    while (x < CANVAS_WIDTH + 50) {
      const width = random.int(180, 340);
      points.push(`${x + width / 2},${random.int(300 + layer * 90, 430 + layer * 90)}`, `${x + width},${560 + layer * 60}`);
      x += width;
    }
    points.push(`${CANVAS_WIDTH + 50},${CANVAS_HEIGHT}`);
    layers.push(`<polygon points="${points.join(' ')}" fill="#000000" fill-opacity="${(0.12 + layer * 0.1).toFixed(2)}"/>`);
  }
  return layers.join('');
}

function renderCircles(random: Random, count: number, minRadius: number, maxRadius: number): string {
  const circles: string[] = [];
  for (let index = 0; index < count; index++) {
    const opacity = (0.06 + random.next() * 0.2).toFixed(2);
    const filled = random.next() < 0.7;
    circles.push(
      `<circle cx="${random.int(0, CANVAS_WIDTH)}" cy="${random.int(0, CANVAS_HEIGHT - 150)}" r="${random.int(minRadius, maxRadius)}" ` +
        (filled ? `fill="#ffffff" fill-opacity="${opacity}"/>` : `fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="${opacity}"/>`),
    );
  }
  return circles.join('');
}

function renderRipples(random: Random): string {
  const rings: string[] = [];
  for (let group = 0; group < 3; group++) {
    const cx = random.int(150, 1050);
    const cy = random.int(120, 520);
    for (let ring = 1; ring <= 5; ring++) {
      rings.push(
        `<circle cx="${cx}" cy="${cy}" r="${ring * random.int(28, 42)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="${(0.35 - ring * 0.05).toFixed(2)}"/>`,
      );
    }
  }
  return rings.join('');
}

function renderClouds(random: Random): string {
  const clouds: string[] = [];
  for (let index = 0; index < 5; index++) {
    const cx = random.int(60, 1140);
    const cy = random.int(260, 560);
    const scale = 0.6 + random.next() * 0.8;
    clouds.push(
      `<g fill="#ffffff" fill-opacity="0.3" transform="translate(${cx} ${cy}) scale(${scale.toFixed(2)})">` +
        '<ellipse cx="0" cy="0" rx="120" ry="42"/><ellipse cx="-50" cy="-28" rx="60" ry="44"/><ellipse cx="40" cy="-40" rx="70" ry="52"/></g>',
    );
  }
  return clouds.join('');
}

function renderAurora(random: Random): string {
  const parts: string[] = [];
  for (let index = 0; index < 70; index++) {
    parts.push(`<circle cx="${random.int(0, CANVAS_WIDTH)}" cy="${random.int(0, 520)}" r="${random.int(1, 3)}" fill="#ffffff" fill-opacity="0.8"/>`);
  }
  for (const colour of ['#5dffb0', '#3fe0d0', '#b388ff']) {
    const y = random.int(160, 380);
    parts.push(
      `<path d="M -60 ${y + random.int(-60, 60)} C 300 ${y - random.int(80, 200)}, 800 ${y + random.int(60, 200)}, 1260 ${y - random.int(0, 120)}" ` +
        `fill="none" stroke="${colour}" stroke-width="${random.int(60, 110)}" stroke-opacity="0.28" stroke-linecap="round"/>`,
    );
  }
  // Spruce silhouettes along the horizon.
  for (let x = -20; x < CANVAS_WIDTH + 40; x += random.int(30, 60)) {
    const height = random.int(70, 170);
    parts.push(`<polygon points="${x - 22},${CANVAS_HEIGHT} ${x},${CANVAS_HEIGHT - height} ${x + 22},${CANVAS_HEIGHT}" fill="#02060c"/>`);
  }
  return parts.join('');
}

function renderSkyline(random: Random): string {
  const buildings: string[] = [];
  let x = 0;
  while (x < CANVAS_WIDTH) {
    const width = random.int(50, 130);
    const height = random.int(120, 380);
    buildings.push(`<rect x="${x}" y="${CANVAS_HEIGHT - height}" width="${width - 6}" height="${height}" fill="#000000" fill-opacity="0.28"/>`);
    x += width;
  }
  const towerX = random.int(200, 1000);
  buildings.push(
    `<rect x="${towerX}" y="180" width="14" height="${CANVAS_HEIGHT - 180}" fill="#000000" fill-opacity="0.3"/>` +
      `<ellipse cx="${towerX + 7}" cy="330" rx="38" ry="20" fill="#000000" fill-opacity="0.3"/>`,
  );
  return buildings.join('');
}

function renderRibbon(random: Random): string {
  const bandX = random.int(700, 860);
  const bandY = random.int(260, 380);
  return (
    `<rect x="${bandX}" y="0" width="90" height="${CANVAS_HEIGHT}" fill="#ffffff" fill-opacity="0.3"/>` +
    `<rect x="0" y="${bandY}" width="${CANVAS_WIDTH}" height="90" fill="#ffffff" fill-opacity="0.3"/>` +
    `<ellipse cx="${bandX - 25}" cy="${bandY - 10}" rx="80" ry="42" transform="rotate(-25 ${bandX - 25} ${bandY - 10})" fill="#ffffff" fill-opacity="0.45"/>` +
    `<ellipse cx="${bandX + 115}" cy="${bandY - 10}" rx="80" ry="42" transform="rotate(25 ${bandX + 115} ${bandY - 10})" fill="#ffffff" fill-opacity="0.45"/>` +
    `<circle cx="${bandX + 45}" cy="${bandY + 10}" r="34" fill="#ffffff" fill-opacity="0.6"/>`
  );
}

/** Brand mark: a gift box in the theme red (#db3844) beside the shop name. */
function renderLogoSvg(spec: LogoImageSpec): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 640 160">`,
    '<rect x="8" y="8" width="144" height="144" rx="32" fill="#db3844"/>',
    '<rect x="38" y="70" width="84" height="58" rx="6" fill="#ffffff"/>',
    '<rect x="32" y="52" width="96" height="22" rx="5" fill="#ffffff"/>',
    '<rect x="73" y="52" width="14" height="76" fill="#db3844"/>',
    '<ellipse cx="64" cy="44" rx="18" ry="11" transform="rotate(-25 64 44)" fill="none" stroke="#ffffff" stroke-width="7"/>',
    '<ellipse cx="96" cy="44" rx="18" ry="11" transform="rotate(25 96 44)" fill="none" stroke="#ffffff" stroke-width="7"/>',
    '<text x="180" y="76" font-family="sans-serif" font-size="54" font-weight="700" fill="#1f2937">Canada Gift</text>',
    '<text x="182" y="132" font-family="sans-serif" font-size="44" font-weight="400" fill="#db3844">Experiences</text>',
    '</svg>',
  ].join('');
}
