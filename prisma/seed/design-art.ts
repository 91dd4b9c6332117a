import { createRandom } from './random';

// Text-free card designs for the demo shop (issue 27), drawn as SVG and rasterised by sharp like
// the catalogue's scenes. A design fills a wide band at the top of the voucher, its PDF and its
// e-mail, so each keeps its motif across the whole width and its middle calm for the title.

export const designArts = ['birthday', 'holidays', 'thank-you', 'wedding-and-anniversary', 'congratulations', 'plain'] as const;
export type DesignArt = (typeof designArts)[number];

const W = 1200;
const H = 400;

type Palette = { from: string; to: string };

const palettes: Record<DesignArt, Palette> = {
  birthday: { from: '#ffd166', to: '#ef476f' },
  holidays: { from: '#14532d', to: '#166534' },
  'thank-you': { from: '#fde2e4', to: '#fad2e1' },
  'wedding-and-anniversary': { from: '#f8f4ef', to: '#e9dccb' },
  congratulations: { from: '#1e1b4b', to: '#4338ca' },
  plain: { from: '#db3844', to: '#b82a35' },
};

function background({ from, to }: Palette): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`
  );
}

/** Positions along both edges, leaving the middle third for the title printed over it. */
function edgePositions(seed: string, count: number): { x: number; y: number; size: number }[] {
  const random = createRandom(`design:${seed}`);
  return Array.from({ length: count }, (_, index) => {
    const left = index % 2 === 0;
    return { x: left ? random.int(20, 380) : random.int(820, 1180), y: random.int(20, 380), size: random.int(14, 40) };
  });
}

function balloon(x: number, y: number, size: number, colour: string): string {
  return (
    `<path d="M${x} ${y + size * 1.2} q ${size * 0.3} ${size} ${-size * 0.2} ${size * 2.2}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.8"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 1.2}" fill="${colour}"/>` +
    `<ellipse cx="${x - size * 0.35}" cy="${y - size * 0.4}" rx="${size * 0.2}" ry="${size * 0.3}" fill="#ffffff" opacity="0.45"/>`
  );
}

function snowflake(x: number, y: number, size: number): string {
  const arms = [0, 60, 120].map((angle) => `<line x1="${-size}" y1="0" x2="${size}" y2="0" transform="rotate(${angle})"/>`).join('');
  return `<g transform="translate(${x} ${y})" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.85">${arms}</g>`;
}

function tree(x: number, y: number, size: number): string {
  return `<path d="M${x} ${y - size * 2} l ${size} ${size * 2.4} h ${-size * 2} z" fill="#4ade80" opacity="0.55"/><rect x="${x - size * 0.15}" y="${y + size * 0.4}" width="${size * 0.3}" height="${size * 0.5}" fill="#7c2d12" opacity="0.6"/>`;
}

function flower(x: number, y: number, size: number, colour: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((angle) => `<ellipse cx="0" cy="${-size * 0.6}" rx="${size * 0.35}" ry="${size * 0.6}" fill="${colour}" transform="rotate(${angle})"/>`)
    .join('');
  return `<g transform="translate(${x} ${y})">${petals}<circle r="${size * 0.3}" fill="#ffd166"/></g>`;
}

function heart(x: number, y: number, size: number, colour: string): string {
  const s = size / 20;
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 6 C -4 -4 -20 -2 -20 10 C -20 20 -6 26 0 34 C 6 26 20 20 20 10 C 20 -2 4 -4 0 6 Z" fill="${colour}"/>`;
}

function ring(x: number, y: number, size: number): string {
  return `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="#c8a24a" stroke-width="${Math.max(4, size / 5)}"/>`;
}

function star(x: number, y: number, size: number, colour: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? size : size * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function confetti(seed: string, colours: readonly string[], count: number): string {
  const random = createRandom(`confetti:${seed}`);
  return Array.from({ length: count }, () => {
    const colour = colours[random.int(0, colours.length - 1)] ?? '#ffffff';
    return `<rect x="${random.int(0, W)}" y="${random.int(0, H)}" width="10" height="4" fill="${colour}" transform="rotate(${random.int(0, 180)} ${random.int(0, W)} ${random.int(0, H)})" opacity="0.8"/>`;
  }).join('');
}

const drawers: Record<DesignArt, () => string> = {
  birthday: () => {
    const colours = ['#118ab2', '#06d6a0', '#ffffff', '#073b4c', '#f78c6b'];
    return confetti('birthday', colours, 60) + edgePositions('birthday', 10).map(({ x, y, size }, index) => balloon(x, y, size + 10, colours[index % colours.length] ?? '#ffffff')).join('');
  },
  holidays: () =>
    edgePositions('holidays-trees', 6).map(({ x, size }) => tree(x, 330, size + 10)).join('') +
    edgePositions('holidays-flakes', 24).map(({ x, y, size }) => snowflake(x, y, size / 1.5)).join('') +
    `<rect y="${H - 24}" width="${W}" height="24" fill="#ffffff" opacity="0.85"/>`,
  'thank-you': () => {
    const colours = ['#f28482', '#84a59d', '#f5cac3', '#e5989b'];
    return edgePositions('thank-you', 18).map(({ x, y, size }, index) => flower(x, y, size + 8, colours[index % colours.length] ?? '#f28482')).join('');
  },
  'wedding-and-anniversary': () =>
    ring(170, 200, 70) +
    ring(250, 200, 70) +
    ring(950, 200, 70) +
    ring(1030, 200, 70) +
    edgePositions('wedding', 14).map(({ x, y, size }) => heart(x, y, size, '#d4a5a5')).join(''),
  congratulations: () => {
    const colours = ['#facc15', '#f472b6', '#38bdf8', '#ffffff'];
    return edgePositions('congratulations', 26).map(({ x, y, size }, index) => star(x, y, size, colours[index % colours.length] ?? '#ffffff')).join('');
  },
  plain: () =>
    Array.from({ length: 14 }, (_, index) => `<circle cx="${index * 90}" cy="${index % 2 === 0 ? 40 : 360}" r="60" fill="#ffffff" opacity="0.07"/>`).join(''),
};

/** A design's art as SVG, 3:1, drawn at `width`×`height`. */
export function renderDesignSvg(art: DesignArt, width: number, height: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
    background(palettes[art]),
    drawers[art](),
    '</svg>',
  ].join('');
}
