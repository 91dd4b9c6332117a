import { createRandom, type Random } from './random';

// Text-free demo illustrations, drawn as SVG. Each city has a scene recognisable by its landmark
// and each activity its own subject, so no page shows another place's picture and nothing is
// cut off when a picture is cropped to a thumbnail. Subjects stay near the middle of the canvas
// because cards crop to 3:2 or 2:1, cart thumbnails to a square and banners to wide strips.

export const cityArts = [
  'toronto',
  'vancouver',
  'montreal',
  'calgary',
  'halifax',
  'quebec-city',
  'banff',
  'victoria',
  'ottawa',
  'niagara-falls',
  'yellowknife',
] as const;

/** What each city's picture shows, for its alt text. */
export const cityArtAlts: Readonly<Record<CityArt, string>> = {
  toronto: 'the CN Tower and the skyline over Lake Ontario at dusk',
  vancouver: 'glass towers below the snowy North Shore mountains',
  montreal: 'the Olympic Stadium tower and the cross on Mount Royal above old-port roofs',
  calgary: 'the Calgary Tower between the foothills and the Rockies',
  halifax: 'a red-topped lighthouse on granite rocks by the Atlantic',
  'quebec-city': 'the château with copper roofs on the cliff above the St. Lawrence',
  banff: 'a turquoise lake below snowy peaks',
  victoria: 'the domed Legislature lit up over the Inner Harbour',
  ottawa: 'the Peace Tower and Parliament Hill above the river',
  'niagara-falls': 'the Horseshoe Falls with a rainbow in the mist',
  yellowknife: 'the northern lights over a frozen lake and spruce trees',
};

export const activityArts = [
  'adventure',
  'canoe',
  'kayak',
  'whale',
  'rafting',
  'sailing',
  'zipline',
  'skydiving',
  'axe-throwing',
  'climbing',
  'horseback',
  'winter-cabin',
  'northern-lights',
  'dog-sled',
  'skating',
  'food-and-drink',
  'wine',
  'craft-beer',
  'food-market',
  'cooking',
  'dinner-cruise',
  'wellness',
  'spa-stones',
  'hot-springs',
  'sightseeing',
  'helicopter',
  'seaplane',
  'balloons',
  'old-town-street',
  'road-trip',
  'maple-leaf',
  'lakeland',
  'gift-box',
] as const;

export type CityArt = (typeof cityArts)[number];
export type ActivityArt = (typeof activityArts)[number];
export type SceneArt = CityArt | ActivityArt;

export const CANVAS_WIDTH = 1200;
export const CANVAS_HEIGHT = 800;
const W = CANVAS_WIDTH;
const H = CANVAS_HEIGHT;

interface Brush {
  random: Random;
  /** A colour with the variant's hue shift applied. */
  hsl(hue: number, saturation: number, lightness: number, alpha?: number): string;
  /** A document-unique id for gradients and filters. */
  id(name: string): string;
}

type Drawer = (brush: Brush) => string;

/**
 * The SVG of one picture. `variant` (a product slug, say) shifts the palette a little, may mirror
 * the composition and reshuffles the details, so a list of one city's or one activity's products
 * is not a row of identical pictures; without it the picture is the art's canonical one.
 */
export function renderSceneSvg(art: SceneArt, width: number, height: number, variant?: string): string {
  const random = createRandom(`scene:${art}:${variant ?? ''}`);
  const hueShift = variant ? random.int(-16, 16) : 0;
  const mirrored = variant ? random.next() < 0.5 : false;
  let counter = 0;
  const brush: Brush = {
    random,
    hsl: (hue, saturation, lightness, alpha = 1) =>
      `hsla(${Math.round((((hue + hueShift) % 360) + 360) % 360)}, ${saturation}%, ${lightness}%, ${alpha})`,
    id: (name) => `${name}${++counter}`,
  };
  const body = drawers[art](brush);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
    mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body,
    '</svg>',
  ].join('');
}

// ───────────────────────────── Drawing kit ─────────────────────────────

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function linearGradient(id: string, stops: readonly (readonly [number, string])[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
}

function sky(b: Brush, top: string, bottom: string, middle?: string): string {
  const id = b.id('sky');
  const stops: [number, string][] = middle ? [[0, top], [0.55, middle], [1, bottom]] : [[0, top], [1, bottom]];
  return `<defs>${linearGradient(id, stops)}</defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function glow(b: Brush, cx: number, cy: number, radius: number, colour: string, strength = 0.6): string {
  const id = b.id('glow');
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#${id})"/>`
  );
}

function sun(b: Brush, cx: number, cy: number, radius: number, colour: string): string {
  return glow(b, cx, cy, radius * 3.2, colour, 0.55) + `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour}"/>`;
}

function stars(b: Brush, count: number, maxY: number): string {
  const dots: string[] = [];
  for (let index = 0; index < count; index++) {
    const radius = b.random.next() < 0.85 ? 1.4 : 2.6;
    dots.push(`<circle cx="${b.random.int(0, W)}" cy="${b.random.int(0, maxY)}" r="${radius}" fill="#ffffff" fill-opacity="${(0.4 + b.random.next() * 0.6).toFixed(2)}"/>`);
  }
  return dots.join('');
}

/** A skyline of hills (smooth) or rock (jagged) from edge to edge, filled down to the bottom. */
function ridge(b: Brush, base: number, amplitude: number, step: number, colour: string, smooth: boolean): string {
  const points: [number, number][] = [];
  for (let x = -40; x <= W + 40 + step; x += step) points.push([x, base - b.random.next() * amplitude]);
  let d = `M ${points[0]?.[0]} ${round(points[0]?.[1] ?? base)}`;
  for (let index = 1; index < points.length; index++) {
    const [x, y] = points[index] as [number, number];
    if (smooth) {
      const [px, py] = points[index - 1] as [number, number];
      d += ` Q ${px} ${round(py)} ${round((px + x) / 2)} ${round((py + y) / 2)}`;
    } else {
      d += ` L ${x} ${round(y)}`;
    }
  }
  return `<path d="${d} L ${W + 80} ${H} L -40 ${H} Z" fill="${colour}"/>`;
}

/** A mountain with a lit and a shaded face and an optional snow cap. */
function peak(cx: number, top: number, base: number, halfWidth: number, lit: string, shade: string, snow?: string): string {
  const left = cx - halfWidth;
  const right = cx + halfWidth;
  const parts = [
    `<polygon points="${left},${base} ${cx},${top} ${right},${base}" fill="${lit}"/>`,
    `<polygon points="${cx},${top} ${right},${base} ${cx + halfWidth * 0.18},${base}" fill="${shade}"/>`,
  ];
  if (snow) {
    const capHeight = (base - top) * 0.26;
    const capHalf = (halfWidth * capHeight) / (base - top);
    const y = top + capHeight;
    parts.push(
      `<polygon points="${cx - capHalf},${y} ${cx},${top} ${cx + capHalf},${y} ${cx + capHalf * 0.45},${y - capHeight * 0.22} ${cx + capHalf * 0.1},${y + capHeight * 0.12} ${cx - capHalf * 0.4},${y - capHeight * 0.25}" fill="${snow}"/>`,
    );
  }
  return parts.join('');
}

function water(b: Brush, top: number, upper: string, lower: string, shimmer: string, lines = 14): string {
  const id = b.id('water');
  const parts = [`<defs>${linearGradient(id, [[0, upper], [1, lower]])}</defs><rect y="${top}" width="${W}" height="${H - top}" fill="url(#${id})"/>`];
  for (let index = 0; index < lines; index++) {
    const y = top + 12 + b.random.next() * (H - top - 20);
    const x = b.random.int(-40, W);
    const length = b.random.int(40, 180);
    parts.push(`<rect x="${x}" y="${round(y)}" width="${length}" height="3" rx="1.5" fill="${shimmer}"/>`);
  }
  return parts.join('');
}

function spruce(x: number, base: number, height: number, colour: string): string {
  const half = height * 0.22;
  const tiers = [0, 0.3, 0.55].map((start) => {
    const tierTop = base - height + start * height;
    const tierBase = tierTop + height * 0.5;
    const width = half * (0.55 + start);
    return `${x - width},${round(tierBase)} ${x},${round(tierTop)} ${x + width},${round(tierBase)}`;
  });
  return (
    tiers.map((points) => `<polygon points="${points}" fill="${colour}"/>`).join('') +
    `<rect x="${x - height * 0.03}" y="${base - height * 0.06}" width="${height * 0.06}" height="${height * 0.08}" fill="${colour}"/>`
  );
}

function forest(b: Brush, fromX: number, toX: number, base: number, minHeight: number, maxHeight: number, colour: string): string {
  const trees: string[] = [];
  for (let x = fromX; x < toX; x += b.random.int(18, 42)) trees.push(spruce(x, base + b.random.int(0, 8), b.random.int(minHeight, maxHeight), colour));
  return trees.join('');
}

function cloud(cx: number, cy: number, scale: number, colour: string): string {
  return (
    `<g fill="${colour}" transform="translate(${cx} ${cy}) scale(${scale.toFixed(2)})">` +
    '<ellipse cx="0" cy="0" rx="110" ry="30"/><ellipse cx="-40" cy="-22" rx="50" ry="36"/><ellipse cx="30" cy="-34" rx="62" ry="46"/></g>'
  );
}

function clouds(b: Brush, count: number, minY: number, maxY: number, colour: string): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    parts.push(cloud(b.random.int(40, W - 40), b.random.int(minY, maxY), 0.5 + b.random.next() * 0.7, colour));
  }
  return parts.join('');
}

function birds(b: Brush, count: number, colour: string): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const x = b.random.int(120, 1080);
    const y = b.random.int(90, 260);
    const span = b.random.int(10, 20);
    parts.push(`<path d="M ${x - span} ${y} Q ${x - span / 2} ${y - span * 0.6} ${x} ${y} Q ${x + span / 2} ${y - span * 0.6} ${x + span} ${y}" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`);
  }
  return parts.join('');
}

/** Small lit windows scattered over a building's face. */
function windows(b: Brush, x: number, y: number, width: number, height: number, colour: string, chance = 0.35): string {
  const parts: string[] = [];
  for (let row = y + 10; row < y + height - 12; row += 18) {
    for (let column = x + 6; column < x + width - 8; column += 14) {
      if (b.random.next() < chance) parts.push(`<rect x="${column}" y="${row}" width="6" height="8" fill="${colour}"/>`);
    }
  }
  return parts.join('');
}

function buildings(b: Brush, fromX: number, toX: number, base: number, minHeight: number, maxHeight: number, colour: string, lit: string): string {
  const parts: string[] = [];
  for (let x = fromX; x < toX; ) {
    const width = b.random.int(34, 80);
    const height = b.random.int(minHeight, maxHeight);
    parts.push(`<rect x="${x}" y="${base - height}" width="${width - 4}" height="${height}" fill="${colour}"/>`, windows(b, x, base - height, width - 4, height, lit, 0.22));
    x += width;
  }
  return parts.join('');
}

function blurFilter(b: Brush, deviation: number): { id: string; defs: string } {
  const id = b.id('blur');
  return { id, defs: `<defs><filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter></defs>` };
}

function aurora(b: Brush, colours: readonly string[], top: number, bottom: number): string {
  const blur = blurFilter(b, 14);
  const bands = colours.map((colour) => {
    const id = b.id('aurora');
    const y = top + b.random.int(-30, 40);
    const depth = bottom - top + b.random.int(-40, 40);
    const wave = (offset: number) =>
      `M -60 ${y + offset} C 240 ${y + offset - b.random.int(60, 160)}, 560 ${y + offset + b.random.int(40, 160)}, 820 ${y + offset - b.random.int(0, 120)} S 1160 ${y + offset + b.random.int(0, 120)}, 1280 ${y + offset - 40}`;
    const upper = wave(0);
    return (
      `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/>` +
      `<stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient></defs>` +
      `<path d="${upper} L 1280 ${y + depth} L -60 ${y + depth} Z" fill="url(#${id})" opacity="0.55"/>`
    );
  });
  return `${blur.defs}<g filter="url(#${blur.id})">${bands.join('')}</g>`;
}

function person(x: number, y: number, scale: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">` +
    '<circle cx="0" cy="-58" r="12"/><path d="M -13 -44 L 13 -44 L 11 -8 L 7 30 L 1 30 L 0 -4 L -1 30 L -7 30 L -11 -8 Z"/></g>'
  );
}

function canoe(x: number, y: number, length: number, colour: string, paddler?: string): string {
  const half = length / 2;
  const parts = [`<path d="M ${x - half} ${y - 10} Q ${x} ${y + 28} ${x + half} ${y - 10} Q ${x} ${y + 6} ${x - half} ${y - 10} Z" fill="${colour}"/>`];
  if (paddler) {
    parts.push(
      `<circle cx="${x - half * 0.25}" cy="${y - 44}" r="${length * 0.035}" fill="${paddler}"/>`,
      `<path d="M ${x - half * 0.25 - 12} ${y - 34} L ${x - half * 0.25 + 12} ${y - 34} L ${x - half * 0.25 + 8} ${y} L ${x - half * 0.25 - 8} ${y} Z" fill="${paddler}"/>`,
      `<line x1="${x - half * 0.25 - 40}" y1="${y + 24}" x2="${x - half * 0.25 + 30}" y2="${y - 60}" stroke="${paddler}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function boat(x: number, y: number, length: number, hull: string, cabin: string, lights?: string): string {
  const half = length / 2;
  const parts = [
    `<path d="M ${x - half} ${y - 24} L ${x + half} ${y - 24} L ${x + half * 0.82} ${y} L ${x - half * 0.9} ${y} Z" fill="${hull}"/>`,
    `<rect x="${x - half * 0.6}" y="${y - 56}" width="${length * 0.62}" height="32" rx="6" fill="${cabin}"/>`,
    `<rect x="${x - half * 0.35}" y="${y - 78}" width="${length * 0.3}" height="22" rx="5" fill="${cabin}"/>`,
  ];
  if (lights) {
    for (let wx = x - half * 0.52; wx < x + half * 0.55; wx += 22) parts.push(`<rect x="${round(wx)}" y="${y - 48}" width="12" height="12" rx="2" fill="${lights}"/>`);
  }
  return parts.join('');
}

// ───────────────────────────── Cities ─────────────────────────────

const drawToronto: Drawer = (b) => {
  const tower = '#1f1838';
  const towerX = 560;
  return [
    sky(b, b.hsl(255, 45, 26), b.hsl(22, 85, 64), b.hsl(330, 45, 48)),
    stars(b, 30, 220),
    sun(b, 900, 560, 60, b.hsl(38, 95, 72)),
    buildings(b, 200, 1040, 600, 60, 250, b.hsl(255, 35, 18), b.hsl(45, 95, 72)),
    // The CN Tower: tapered shaft, main pod, SkyPod and antenna.
    `<polygon points="${towerX - 22},600 ${towerX + 22},600 ${towerX + 7},250 ${towerX - 7},250" fill="${tower}"/>`,
    `<polygon points="${towerX - 7},250 ${towerX + 7},250 ${towerX + 4},150 ${towerX - 4},150" fill="${tower}"/>`,
    `<ellipse cx="${towerX}" cy="300" rx="46" ry="12" fill="${tower}"/><rect x="${towerX - 38}" y="272" width="76" height="30" rx="12" fill="${tower}"/>`,
    `<rect x="${towerX - 34}" y="284" width="68" height="5" fill="${b.hsl(45, 95, 72)}"/>`,
    `<rect x="${towerX - 11}" y="190" width="22" height="14" rx="5" fill="${tower}"/>`,
    `<rect x="${towerX - 2.5}" y="70" width="5" height="120" fill="${tower}"/>`,
    // The stadium's dome beside it.
    `<path d="M 640 600 A 95 52 0 0 1 830 600 Z" fill="${b.hsl(255, 30, 30)}"/>`,
    `<path d="M 660 600 A 75 40 0 0 1 810 600" fill="none" stroke="${b.hsl(255, 25, 40)}" stroke-width="4"/>`,
    water(b, 600, b.hsl(300, 30, 34), b.hsl(250, 40, 16), b.hsl(38, 95, 72, 0.45), 18),
    // The islands' trees in front of the harbour.
    `<path d="M -20 720 Q 200 690 430 705 Q 520 712 560 730 L 560 800 L -20 800 Z" fill="${b.hsl(250, 35, 12)}"/>`,
    ...[40, 95, 150, 215, 280, 345, 410].map((x) => `<circle cx="${x}" cy="${706 - (x % 3) * 6}" r="${26 + (x % 4) * 4}" fill="${b.hsl(250, 35, 12)}"/>`),
  ].join('');
};

const drawVancouver: Drawer = (b) => [
  sky(b, b.hsl(205, 70, 62), b.hsl(195, 60, 90)),
  clouds(b, 3, 110, 200, 'rgba(255,255,255,0.7)'),
  peak(250, 200, 520, 260, b.hsl(215, 25, 62), b.hsl(215, 25, 52), '#f4f8fb'),
  peak(620, 150, 520, 300, b.hsl(215, 25, 66), b.hsl(215, 25, 55), '#f4f8fb'),
  peak(990, 220, 520, 260, b.hsl(215, 25, 60), b.hsl(215, 25, 50), '#f4f8fb'),
  ridge(b, 520, 90, 130, b.hsl(190, 30, 36), true),
  forest(b, -20, 1220, 540, 30, 70, b.hsl(165, 40, 20)),
  water(b, 560, b.hsl(195, 60, 46), b.hsl(205, 65, 26), 'rgba(255,255,255,0.35)'),
  // Downtown's glass towers on the peninsula.
  `<path d="M 120 640 Q 420 600 700 640 Z" fill="${b.hsl(165, 35, 24)}"/>`,
  ...[
    [170, 60, 150],
    [240, 48, 220],
    [300, 56, 180],
    [365, 44, 260],
    [420, 58, 200],
    [490, 46, 160],
    [545, 52, 120],
  ].map(
    ([x = 0, width = 0, height = 0]) =>
      `<rect x="${x}" y="${630 - height}" width="${width}" height="${height}" fill="${b.hsl(190, 35, 58)}"/>` +
      `<rect x="${x + width * 0.55}" y="${630 - height}" width="${width * 0.45}" height="${height}" fill="${b.hsl(195, 35, 46)}"/>`,
  ),
  // A sailboat and a seaplane.
  `<polygon points="880,650 880,540 950,650" fill="#ffffff"/><polygon points="872,650 872,565 830,650" fill="#f1f5f9"/><path d="M 820 655 L 960 655 L 940 675 L 840 675 Z" fill="${b.hsl(10, 60, 45)}"/>`,
  `<g transform="translate(930 250)" fill="${b.hsl(210, 30, 30)}"><rect x="-60" y="-8" width="120" height="16" rx="8"/><rect x="-12" y="-30" width="24" height="60" rx="4"/><rect x="-50" y="22" width="100" height="6" rx="3"/></g>`,
].join('');

const drawMontreal: Drawer = (b) => {
  const hill = b.hsl(150, 30, 26);
  return [
    sky(b, b.hsl(225, 50, 24), b.hsl(340, 50, 68), b.hsl(275, 35, 42)),
    stars(b, 40, 260),
    // Mount Royal and its lit cross.
    `<path d="M 520 640 Q 660 420 860 360 Q 1020 330 1260 420 L 1260 800 L 520 800 Z" fill="${hill}"/>`,
    glow(b, 930, 290, 120, '#fff1c1', 0.5),
    `<rect x="926" y="212" width="9" height="150" fill="#fff4cf"/><rect x="898" y="246" width="65" height="8" fill="#fff4cf"/>`,
    // The Olympic Stadium under its leaning tower.
    `<path d="M 150 640 Q 320 470 560 640 Z" fill="${b.hsl(220, 12, 82)}"/>`,
    `<path d="M 190 640 Q 330 520 520 640" fill="none" stroke="${b.hsl(220, 12, 66)}" stroke-width="5"/>`,
    `<path d="M 236 640 Q 300 430 420 196 L 452 212 Q 352 440 300 640 Z" fill="${b.hsl(220, 12, 86)}"/>`,
    `<path d="M 420 196 L 452 212 L 446 226 L 416 210 Z" fill="${b.hsl(220, 15, 60)}"/>`,
    ...[0.3, 0.45, 0.6].map((t) => `<line x1="${round(300 + t * 120)}" y1="${round(640 - t * 420)}" x2="${round(250 + t * 300)}" y2="${round(600 - t * 90)}" stroke="${b.hsl(220, 12, 70)}" stroke-width="3"/>`),
    // Old-port roofs in front of the river.
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((index) => {
      const x = -20 + index * 104;
      const height = 60 + ((index * 37) % 50);
      const base = 700;
      return (
        `<rect x="${x}" y="${base - height}" width="96" height="${height}" fill="${b.hsl(20, 25, 22 + (index % 3) * 4)}"/>` +
        `<polygon points="${x - 4},${base - height} ${x + 48},${base - height - 36} ${x + 100},${base - height}" fill="${b.hsl(170, 30, 35)}"/>` +
        windows(b, x, base - height, 96, height, b.hsl(45, 90, 70), 0.4)
      );
    }),
    water(b, 700, b.hsl(230, 35, 30), b.hsl(230, 40, 16), b.hsl(45, 90, 70, 0.4), 10),
  ].join('');
};

const drawQuebecCity: Drawer = (b) => {
  const stone = b.hsl(14, 40, 40);
  const copper = b.hsl(168, 38, 46);
  const lit = b.hsl(45, 90, 74);
  return [
    sky(b, b.hsl(212, 55, 50), b.hsl(32, 75, 80), b.hsl(260, 30, 66)),
    clouds(b, 2, 100, 170, 'rgba(255,255,255,0.35)'),
    water(b, 600, b.hsl(205, 40, 42), b.hsl(210, 45, 24), 'rgba(255,255,255,0.3)'),
    // The cliff above the St. Lawrence.
    `<path d="M -20 500 L 700 500 Q 770 520 800 610 L 820 800 L -20 800 Z" fill="${b.hsl(28, 14, 30)}"/>`,
    `<path d="M -20 492 L 700 492 Q 740 498 760 520 L -20 520 Z" fill="${b.hsl(120, 25, 30)}"/>`,
    // The château: two wings, a central tower, steep copper roofs and turrets.
    `<rect x="190" y="360" width="420" height="140" fill="${stone}"/>`,
    `<polygon points="182,360 260,268 338,360" fill="${copper}"/><polygon points="462,360 540,270 618,360" fill="${copper}"/>`,
    `<rect x="340" y="220" width="120" height="280" fill="${stone}"/>`,
    `<polygon points="330,222 400,70 470,222" fill="${copper}"/>`,
    `<polygon points="326,250 340,190 354,250" fill="${copper}"/><polygon points="446,250 460,190 474,250" fill="${copper}"/>`,
    `<rect x="180" y="330" width="22" height="170" fill="${stone}"/><polygon points="176,332 191,280 206,332" fill="${copper}"/>`,
    `<rect x="598" y="330" width="22" height="170" fill="${stone}"/><polygon points="594,332 609,280 624,332" fill="${copper}"/>`,
    windows(b, 190, 370, 420, 128, lit, 0.45),
    windows(b, 340, 240, 120, 250, lit, 0.45),
    // The ferry crossing to Lévis.
    boat(960, 690, 150, b.hsl(210, 15, 92), b.hsl(0, 60, 45)),
  ].join('');
};

const drawBanff: Drawer = (b) => {
  const lit = b.hsl(215, 14, 52);
  const shade = b.hsl(220, 18, 38);
  return [
    sky(b, b.hsl(205, 70, 62), b.hsl(195, 55, 90)),
    clouds(b, 2, 90, 150, 'rgba(255,255,255,0.75)'),
    ...[
      [120, 250, 170],
      [300, 170, 160],
      [470, 230, 150],
      [640, 140, 170],
      [820, 210, 160],
      [990, 160, 170],
      [1150, 240, 150],
    ].map(([cx = 0, top = 0, half = 0]) => peak(cx, top + b.random.int(-15, 15), 520, half, lit, shade, '#f8fafc')),
    forest(b, -20, 360, 540, 60, 150, b.hsl(160, 40, 17)),
    forest(b, 860, 1220, 540, 60, 150, b.hsl(160, 40, 17)),
    water(b, 530, b.hsl(180, 70, 48), b.hsl(186, 75, 32), 'rgba(255,255,255,0.4)', 16),
    canoe(600, 650, 150, b.hsl(5, 75, 48), b.hsl(220, 30, 20)),
  ].join('');
};

const drawHalifax: Drawer = (b) => [
  sky(b, b.hsl(200, 55, 66), b.hsl(40, 65, 88)),
  clouds(b, 3, 90, 220, 'rgba(255,255,255,0.7)'),
  birds(b, 5, b.hsl(210, 20, 30)),
  water(b, 540, b.hsl(200, 55, 44), b.hsl(210, 60, 24), 'rgba(255,255,255,0.6)', 22),
  // Granite rocks around the lighthouse.
  `<path d="M 380 800 Q 420 600 560 560 Q 700 520 820 560 Q 1000 600 1100 700 L 1160 800 Z" fill="${b.hsl(30, 8, 56)}"/>`,
  `<path d="M 300 800 Q 360 700 480 690 Q 600 680 640 760 L 660 800 Z" fill="${b.hsl(30, 8, 44)}"/>`,
  `<path d="M 860 800 Q 900 690 1020 680 Q 1140 690 1220 760 L 1220 800 Z" fill="${b.hsl(30, 8, 40)}"/>`,
  // The lighthouse: white tower, red lantern room, beam.
  `<polygon points="630,250 820,170 820,330" fill="#fff7c2" fill-opacity="0.35"/>`,
  `<polygon points="566,560 634,560 622,300 578,300" fill="#fbfbf8"/>`,
  `<polygon points="600,560 634,560 622,300 600,300" fill="#e6e6e0"/>`,
  `<rect x="566" y="292" width="68" height="10" fill="#3b3b3b"/>`,
  `<rect x="578" y="252" width="44" height="40" fill="${b.hsl(0, 72, 44)}"/><rect x="588" y="260" width="24" height="24" fill="#ffeaa0"/>`,
  `<polygon points="572,254 600,222 628,254" fill="${b.hsl(0, 72, 40)}"/>`,
  `<rect x="592" y="380" width="16" height="26" rx="3" fill="#4a4a4a"/><rect x="592" y="470" width="16" height="26" rx="3" fill="#4a4a4a"/>`,
].join('');

const drawYellowknife: Drawer = (b) => [
  sky(b, b.hsl(232, 60, 7), b.hsl(212, 55, 24), b.hsl(225, 55, 13)),
  stars(b, 120, 560),
  aurora(b, [b.hsl(150, 90, 58), b.hsl(170, 85, 55), b.hsl(280, 70, 65)], 170, 420),
  // The frozen lake, its ice catching the aurora.
  `<rect y="600" width="${W}" height="200" fill="${b.hsl(205, 30, 60)}"/>`,
  glow(b, 600, 620, 420, b.hsl(150, 80, 60), 0.25),
  ...[0, 1, 2, 3, 4, 5].map(() => {
    const x = b.random.int(0, W);
    const y = b.random.int(640, 780);
    return `<path d="M ${x} ${y} l ${b.random.int(40, 120)} ${b.random.int(-12, 12)} l ${b.random.int(30, 90)} ${b.random.int(-10, 10)}" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="2"/>`;
  }),
  forest(b, -20, 420, 605, 40, 170, b.hsl(225, 45, 6)),
  forest(b, 420, 800, 605, 25, 70, b.hsl(225, 45, 6)),
  forest(b, 800, 1220, 605, 40, 170, b.hsl(225, 45, 6)),
  // A cabin on the shore with a lit window.
  `<rect x="640" y="560" width="90" height="48" fill="${b.hsl(20, 30, 14)}"/><polygon points="630,562 685,525 740,562" fill="${b.hsl(20, 25, 10)}"/>`,
  `<rect x="668" y="575" width="20" height="16" fill="#ffd27a"/>`,
].join('');

const drawNiagaraFalls: Drawer = (b) => {
  const streaks: string[] = [];
  for (let x = 90; x < 1110; x += b.random.int(10, 26)) {
    const top = 330 + Math.sin(((x - 80) / 1040) * Math.PI) * 60;
    streaks.push(`<rect x="${x}" y="${round(top)}" width="${b.random.int(3, 8)}" height="${round(560 - top)}" fill="${b.random.next() < 0.5 ? '#ffffff' : b.hsl(190, 40, 78)}" fill-opacity="0.8"/>`);
  }
  const blur = blurFilter(b, 18);
  return [
    sky(b, b.hsl(200, 65, 68), b.hsl(190, 45, 92)),
    clouds(b, 2, 80, 160, 'rgba(255,255,255,0.8)'),
    ridge(b, 300, 40, 160, b.hsl(140, 25, 42), true),
    // The Horseshoe Falls: the river's edge curves back in the middle.
    `<path d="M 60 330 Q 600 450 1140 330 L 1140 300 L 60 300 Z" fill="${b.hsl(175, 45, 40)}"/>`,
    `<path d="M 80 330 Q 600 450 1120 330 L 1120 560 L 80 560 Z" fill="${b.hsl(190, 35, 86)}"/>`,
    ...streaks,
    `<path d="M -20 320 L 90 330 L 90 600 L -20 600 Z" fill="${b.hsl(30, 15, 32)}"/><path d="M 1110 330 L 1220 320 L 1220 600 L 1110 600 Z" fill="${b.hsl(30, 15, 32)}"/>`,
    water(b, 560, b.hsl(172, 45, 42), b.hsl(178, 50, 26), 'rgba(255,255,255,0.45)', 18),
    `${blur.defs}<g filter="url(#${blur.id})" fill="#ffffff" fill-opacity="0.7"><ellipse cx="300" cy="565" rx="260" ry="50"/><ellipse cx="700" cy="575" rx="320" ry="60"/><ellipse cx="1020" cy="560" rx="200" ry="45"/></g>`,
    // A rainbow in the spray and the tour boat.
    ...['#ff6b6b', '#ffd166', '#6ee7a8', '#60a5fa', '#a78bfa'].map(
      (colour, index) => `<path d="M 280 600 A ${330 - index * 12} ${330 - index * 12} 0 0 1 ${940 - index * 24} 600" fill="none" stroke="${colour}" stroke-width="10" stroke-opacity="0.28"/>`,
    ),
    boat(800, 690, 160, b.hsl(215, 60, 40), '#f1f5f9'),
  ].join('');
};

const drawOttawa: Drawer = (b) => {
  const sandstone = b.hsl(38, 28, 70);
  const sandstoneShade = b.hsl(38, 22, 58);
  const copper = b.hsl(165, 35, 44);
  return [
    sky(b, b.hsl(210, 60, 62), b.hsl(36, 70, 86)),
    clouds(b, 3, 90, 200, 'rgba(255,255,255,0.7)'),
    // Parliament Hill above the Ottawa River.
    `<path d="M -20 560 L 1220 560 L 1220 660 Q 900 690 600 680 Q 300 670 -20 690 Z" fill="${b.hsl(110, 32, 36)}"/>`,
    `<path d="M -20 690 Q 300 670 600 680 Q 900 690 1220 660 L 1220 720 L -20 720 Z" fill="${b.hsl(30, 14, 34)}"/>`,
    water(b, 720, b.hsl(205, 40, 40), b.hsl(210, 45, 26), 'rgba(255,255,255,0.35)', 8),
    // Centre Block with its copper roofs.
    `<rect x="250" y="430" width="700" height="130" fill="${sandstone}"/>`,
    ...[250, 340, 430, 690, 780, 870].map((x) => `<polygon points="${x},430 ${x + 40},385 ${x + 80},430" fill="${copper}"/>`),
    ...Array.from({ length: 22 }, (_, index) => `<rect x="${268 + index * 31}" y="470" width="12" height="24" rx="6" fill="${sandstoneShade}"/>`),
    ...Array.from({ length: 22 }, (_, index) => `<rect x="${268 + index * 31}" y="515" width="12" height="24" rx="6" fill="${sandstoneShade}"/>`),
    // The Peace Tower, its clock and the flag.
    `<rect x="560" y="210" width="80" height="350" fill="${sandstone}"/><rect x="600" y="210" width="40" height="350" fill="${sandstoneShade}"/>`,
    `<circle cx="600" cy="262" r="20" fill="#f8f5ec"/><circle cx="600" cy="262" r="20" fill="none" stroke="${sandstoneShade}" stroke-width="4"/>`,
    `<polygon points="552,212 600,92 648,212" fill="${copper}"/>`,
    `<line x1="600" y1="92" x2="600" y2="40" stroke="#475569" stroke-width="4"/>`,
    `<rect x="602" y="40" width="12" height="28" fill="#d52b1e"/><rect x="614" y="40" width="24" height="28" fill="#ffffff"/><rect x="638" y="40" width="12" height="28" fill="#d52b1e"/>`,
    `<polygon points="626,46 630,54 636,52 632,60 626,64 620,60 616,52 622,54" fill="#d52b1e"/>`,
    // The round Library of Parliament behind.
    `<rect x="1000" y="440" width="110" height="120" fill="${sandstoneShade}"/><polygon points="990,442 1055,330 1120,442" fill="${copper}"/>`,
  ].join('');
};

const drawVictoria: Drawer = (b) => {
  const stone = b.hsl(32, 22, 58);
  const dome = b.hsl(162, 35, 44);
  const bulb = '#ffe59a';
  const outline: string[] = [];
  for (let x = 262; x <= 940; x += 20) outline.push(`<circle cx="${x}" cy="430" r="3" fill="${bulb}"/>`);
  for (let angle = 0; angle <= 180; angle += 15) {
    const radians = (angle * Math.PI) / 180;
    outline.push(`<circle cx="${round(600 - Math.cos(radians) * 62)}" cy="${round(330 - Math.sin(radians) * 62)}" r="3" fill="${bulb}"/>`);
  }
  return [
    sky(b, b.hsl(228, 45, 30), b.hsl(25, 75, 70), b.hsl(300, 30, 50)),
    stars(b, 25, 200),
    // The Legislature: long front, central dome, corner domes, lit outline.
    `<rect x="250" y="430" width="700" height="170" fill="${stone}"/>`,
    windows(b, 250, 440, 700, 150, b.hsl(45, 90, 72), 0.4),
    `<rect x="550" y="330" width="100" height="100" fill="${stone}"/>`,
    `<path d="M 538 330 A 62 62 0 0 1 662 330 Z" fill="${dome}"/><rect x="594" y="248" width="12" height="22" fill="${dome}"/><circle cx="600" cy="244" r="6" fill="#f5d36b"/>`,
    `<rect x="262" y="380" width="60" height="50" fill="${stone}"/><path d="M 258 380 A 34 34 0 0 1 326 380 Z" fill="${dome}"/>`,
    `<rect x="878" y="380" width="60" height="50" fill="${stone}"/><path d="M 874 380 A 34 34 0 0 1 942 380 Z" fill="${dome}"/>`,
    ...outline,
    forest(b, -20, 230, 600, 80, 190, b.hsl(200, 30, 14)),
    forest(b, 980, 1220, 600, 80, 190, b.hsl(200, 30, 14)),
    water(b, 600, b.hsl(230, 40, 30), b.hsl(230, 45, 14), 'rgba(255,229,154,0.45)', 22),
    `<polygon points="300,690 300,600 350,690" fill="#f1f5f9"/><path d="M 250 695 L 370 695 L 355 712 L 262 712 Z" fill="${b.hsl(210, 20, 88)}"/>`,
  ].join('');
};

const drawCalgary: Drawer = (b) => {
  const city = b.hsl(215, 30, 30);
  return [
    sky(b, b.hsl(205, 72, 64), b.hsl(45, 65, 88)),
    clouds(b, 3, 90, 220, 'rgba(255,255,255,0.75)'),
    ...[160, 380, 620, 860, 1080].map((cx, index) => peak(cx, 300 + (index % 2) * 40, 470, 150, b.hsl(215, 22, 72), b.hsl(215, 22, 64), '#ffffff')),
    // Downtown: towers, the curved Bow, and the Calgary Tower's flared top.
    buildings(b, 360, 900, 560, 60, 200, city, b.hsl(45, 90, 75)),
    `<path d="M 720 560 L 720 250 Q 780 270 800 320 L 800 560 Z" fill="${b.hsl(210, 35, 40)}"/>`,
    `<polygon points="482,560 518,560 508,260 492,260" fill="${b.hsl(215, 20, 46)}"/>`,
    `<path d="M 458 262 L 542 262 L 528 226 L 472 226 Z" fill="${b.hsl(215, 20, 40)}"/><rect x="474" y="210" width="52" height="16" rx="4" fill="${b.hsl(215, 20, 46)}"/>`,
    `<rect x="494" y="188" width="12" height="22" fill="${b.hsl(5, 75, 50)}"/>`,
    // Foothills rolling in from the prairie.
    ridge(b, 600, 50, 220, b.hsl(42, 55, 60), true),
    ridge(b, 680, 50, 260, b.hsl(36, 50, 48), true),
    ridge(b, 760, 30, 300, b.hsl(30, 45, 38), true),
  ].join('');
};

// ───────────────────────────── Activities ─────────────────────────────

const drawAdventure: Drawer = (b) => [
  sky(b, b.hsl(250, 45, 22), b.hsl(20, 80, 62), b.hsl(320, 35, 40)),
  stars(b, 50, 260),
  peak(300, 200, 560, 300, b.hsl(250, 25, 34), b.hsl(250, 25, 26), b.hsl(20, 40, 88)),
  peak(820, 140, 560, 360, b.hsl(250, 25, 38), b.hsl(250, 25, 28), b.hsl(20, 40, 88)),
  ridge(b, 600, 60, 160, b.hsl(200, 30, 16), true),
  // A tent glowing from inside and a campfire.
  `<polygon points="430,650 560,480 690,650" fill="${b.hsl(35, 90, 55)}"/><polygon points="560,480 600,650 520,650" fill="${b.hsl(30, 90, 40)}"/>`,
  glow(b, 800, 630, 140, '#ffb347', 0.7),
  `<path d="M 800 560 Q 830 600 818 640 L 782 640 Q 770 600 800 560 Z" fill="#ffb347"/><path d="M 800 590 Q 815 615 808 640 L 792 640 Q 785 615 800 590 Z" fill="#ffe08a"/>`,
  `<line x1="760" y1="648" x2="840" y2="632" stroke="${b.hsl(20, 40, 20)}" stroke-width="10" stroke-linecap="round"/><line x1="760" y1="632" x2="840" y2="648" stroke="${b.hsl(20, 40, 24)}" stroke-width="10" stroke-linecap="round"/>`,
  forest(b, -20, 300, 660, 80, 200, b.hsl(220, 35, 8)),
  forest(b, 960, 1220, 660, 80, 200, b.hsl(220, 35, 8)),
].join('');

const drawCanoe: Drawer = (b) => [
  sky(b, b.hsl(35, 80, 78), b.hsl(200, 50, 86)),
  sun(b, 600, 420, 60, b.hsl(40, 95, 75)),
  ridge(b, 440, 60, 200, b.hsl(200, 25, 62), true),
  forest(b, -20, 1220, 470, 40, 110, b.hsl(170, 30, 30)),
  water(b, 470, b.hsl(200, 45, 70), b.hsl(205, 50, 42), 'rgba(255,255,255,0.45)', 20),
  // The shore's trees mirrored in the still lake.
  `<g transform="translate(0 940) scale(1 -1)" opacity="0.25">${forest(b, -20, 1220, 470, 40, 110, b.hsl(170, 30, 30))}</g>`,
  // High enough on the lake to stay in a wide, short banner's crop.
  canoe(600, 575, 300, b.hsl(8, 78, 48), b.hsl(220, 30, 18)),
].join('');

const drawKayak: Drawer = (b) => {
  const paddler = b.hsl(220, 35, 18);
  return [
    sky(b, b.hsl(195, 70, 70), b.hsl(185, 50, 90)),
    peak(250, 260, 500, 280, b.hsl(160, 25, 42), b.hsl(160, 25, 34)),
    peak(900, 220, 500, 330, b.hsl(160, 25, 46), b.hsl(160, 25, 36)),
    forest(b, -20, 1220, 510, 30, 80, b.hsl(160, 40, 22)),
    water(b, 510, b.hsl(190, 65, 50), b.hsl(200, 70, 30), 'rgba(255,255,255,0.5)', 24),
    // A sea kayak with its paddler and double-bladed paddle.
    `<path d="M 380 640 Q 600 600 840 630 Q 620 680 380 640 Z" fill="${b.hsl(45, 95, 55)}"/>`,
    `<ellipse cx="600" cy="630" rx="34" ry="8" fill="${b.hsl(220, 30, 20)}"/>`,
    `<path d="M 584 630 L 616 630 L 612 570 L 588 570 Z" fill="${b.hsl(0, 70, 50)}"/><circle cx="600" cy="552" r="18" fill="${paddler}"/>`,
    `<line x1="500" y1="640" x2="710" y2="540" stroke="${paddler}" stroke-width="7" stroke-linecap="round"/>`,
    `<ellipse cx="500" cy="640" rx="24" ry="10" transform="rotate(-25 500 640)" fill="${paddler}"/><ellipse cx="710" cy="540" rx="24" ry="10" transform="rotate(-25 710 540)" fill="${paddler}"/>`,
    `<path d="M 360 652 Q 600 690 860 640" fill="none" stroke="rgba(255,255,255,0.7)" stroke-width="4"/>`,
  ].join('');
};

const drawWhale: Drawer = (b) => {
  const whale = b.hsl(215, 25, 20);
  return [
    sky(b, b.hsl(205, 55, 70), b.hsl(30, 60, 88)),
    clouds(b, 3, 90, 220, 'rgba(255,255,255,0.75)'),
    ridge(b, 470, 50, 240, b.hsl(200, 20, 58), true),
    water(b, 480, b.hsl(205, 55, 40), b.hsl(215, 60, 20), 'rgba(255,255,255,0.45)', 26),
    // A humpback's tail rising before the dive, water streaming off the flukes.
    `<path d="M 590 640 Q 580 560 598 470 Q 540 430 440 420 Q 470 400 520 402 Q 580 405 604 440 Q 630 405 690 398 Q 740 396 770 414 Q 670 430 612 470 Q 626 560 616 640 Z" fill="${whale}"/>`,
    ...Array.from({ length: 14 }, () => {
      const x = b.random.int(460, 760);
      return `<line x1="${x}" y1="${b.random.int(420, 460)}" x2="${x + b.random.int(-6, 6)}" y2="${b.random.int(500, 620)}" stroke="rgba(255,255,255,0.6)" stroke-width="3" stroke-linecap="round"/>`;
    }),
    `<ellipse cx="603" cy="645" rx="120" ry="18" fill="#ffffff" fill-opacity="0.55"/>`,
    birds(b, 3, b.hsl(210, 20, 30)),
  ].join('');
};

const drawRafting: Drawer = (b) => {
  const crew = ['#fde047', '#f97316', '#ef4444', '#22c55e'];
  return [
    sky(b, b.hsl(200, 60, 72), b.hsl(190, 45, 90)),
    `<path d="M -20 0 L 360 0 Q 300 300 420 500 L -20 560 Z" fill="${b.hsl(25, 35, 40)}"/>`,
    `<path d="M 1220 0 L 840 0 Q 900 300 780 500 L 1220 560 Z" fill="${b.hsl(25, 35, 34)}"/>`,
    forest(b, -20, 300, 200, 40, 90, b.hsl(150, 35, 24)),
    forest(b, 900, 1220, 200, 40, 90, b.hsl(150, 35, 24)),
    water(b, 460, b.hsl(185, 45, 48), b.hsl(195, 55, 30), 'rgba(255,255,255,0.55)', 30),
    ...Array.from({ length: 10 }, () => {
      const x = b.random.int(60, 1140);
      const y = b.random.int(500, 780);
      return `<path d="M ${x - 60} ${y} Q ${x} ${y - 34} ${x + 60} ${y}" fill="none" stroke="#ffffff" stroke-width="8" stroke-opacity="0.8" stroke-linecap="round"/>`;
    }),
    // An inflatable raft with a helmeted crew.
    `<rect x="420" y="580" width="360" height="90" rx="45" fill="${b.hsl(15, 85, 52)}"/><rect x="450" y="598" width="300" height="54" rx="27" fill="${b.hsl(15, 60, 34)}"/>`,
    ...crew.map((colour, index) => {
      const x = 490 + index * 75;
      return `<path d="M ${x - 16} 620 L ${x + 16} 620 L ${x + 12} 570 L ${x - 12} 570 Z" fill="${b.hsl(220, 40, 25)}"/><circle cx="${x}" cy="555" r="15" fill="${colour}"/><line x1="${x + 10}" y1="585" x2="${x + 50}" y2="650" stroke="${b.hsl(220, 30, 20)}" stroke-width="5"/>`;
    }),
    `<path d="M 380 660 Q 600 710 820 660" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity="0.85" stroke-linecap="round"/>`,
  ].join('');
};

const drawSailing: Drawer = (b) => [
  sky(b, b.hsl(210, 55, 60), b.hsl(28, 85, 78), b.hsl(340, 45, 70)),
  sun(b, 780, 470, 55, b.hsl(40, 95, 74)),
  ridge(b, 480, 40, 260, b.hsl(230, 20, 50), true),
  water(b, 500, b.hsl(215, 45, 45), b.hsl(225, 50, 22), b.hsl(40, 95, 74, 0.5), 24),
  // A sloop under full sail.
  `<polygon points="590,610 590,200 800,610" fill="#fbfbfb"/><polygon points="578,610 578,250 420,610" fill="${b.hsl(0, 0, 92)}"/>`,
  `<line x1="584" y1="190" x2="584" y2="630" stroke="${b.hsl(220, 20, 25)}" stroke-width="6"/>`,
  `<path d="M 400 630 L 820 630 L 780 680 L 440 680 Z" fill="${b.hsl(220, 45, 22)}"/>`,
  `<polygon points="430,800 600,690 770,800" fill="${b.hsl(220, 45, 22)}" fill-opacity="0.2"/>`,
].join('');

const drawZipline: Drawer = (b) => {
  const rider = b.hsl(220, 35, 18);
  return [
    sky(b, b.hsl(200, 65, 68), b.hsl(190, 50, 92)),
    clouds(b, 3, 80, 200, 'rgba(255,255,255,0.8)'),
    ridge(b, 420, 120, 180, b.hsl(150, 25, 52), true),
    ridge(b, 560, 100, 140, b.hsl(150, 35, 36), true),
    forest(b, -20, 1220, 740, 120, 260, b.hsl(160, 40, 18)),
    // The cable across the valley and a rider on the trolley.
    `<line x1="-20" y1="170" x2="1220" y2="520" stroke="${b.hsl(220, 15, 25)}" stroke-width="4"/>`,
    `<circle cx="620" cy="352" r="10" fill="${b.hsl(220, 15, 30)}"/>`,
    `<line x1="620" y1="352" x2="608" y2="418" stroke="${rider}" stroke-width="4"/><line x1="620" y1="352" x2="636" y2="418" stroke="${rider}" stroke-width="4"/>`,
    `<circle cx="622" cy="428" r="16" fill="${b.hsl(45, 95, 55)}"/>`,
    `<path d="M 606 444 L 640 444 L 650 500 L 600 500 Z" fill="${b.hsl(5, 75, 50)}"/>`,
    `<path d="M 604 498 L 580 540 M 646 498 L 680 530" stroke="${rider}" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
};

const drawSkydiving: Drawer = (b) => {
  const canopy = [b.hsl(5, 80, 55), b.hsl(45, 95, 60), b.hsl(200, 75, 50), b.hsl(45, 95, 60), b.hsl(5, 80, 55)];
  const cells = canopy.map((colour, index) => {
    const x = 420 + index * 72;
    return `<path d="M ${x} 250 Q ${x + 36} ${index === 0 || index === 4 ? 214 : 196} ${x + 72} 250 L ${x + 72} 280 Q ${x + 36} 262 ${x} 280 Z" fill="${colour}"/>`;
  });
  return [
    sky(b, b.hsl(210, 70, 58), b.hsl(195, 60, 88)),
    // Patchwork fields far below.
    `<rect y="600" width="${W}" height="200" fill="${b.hsl(95, 35, 52)}"/>`,
    ...Array.from({ length: 12 }, (_, index) => `<rect x="${(index % 6) * 200 + b.random.int(-20, 20)}" y="${600 + Math.floor(index / 6) * 100}" width="190" height="92" fill="${b.hsl(b.random.pick([45, 90, 110, 70]), 40, b.random.int(45, 62))}"/>`),
    clouds(b, 4, 480, 640, 'rgba(255,255,255,0.85)'),
    clouds(b, 2, 120, 200, 'rgba(255,255,255,0.6)'),
    ...cells,
    `<path d="M 420 280 L 590 430 M 492 272 L 594 430 M 564 268 L 600 430 M 636 268 L 606 430 M 708 272 L 610 430 M 780 280 L 614 430" stroke="${b.hsl(220, 20, 25)}" stroke-width="2"/>`,
    person(602, 490, 0.9, b.hsl(220, 35, 18)),
  ].join('');
};

const drawAxeThrowing: Drawer = (b) => {
  const planks = Array.from({ length: 9 }, (_, index) => `<rect x="${index * 140 - 20}" y="0" width="136" height="${H}" fill="${b.hsl(28, 40, 30 + (index % 3) * 4)}"/>`);
  const rings = [160, 120, 80, 40].map((radius, index) => `<circle cx="600" cy="400" r="${radius}" fill="${index % 2 === 0 ? b.hsl(35, 45, 70) : b.hsl(0, 65, 45)}"/>`);
  return [
    ...planks,
    `<circle cx="600" cy="400" r="210" fill="${b.hsl(30, 35, 52)}"/>`,
    ...[200, 180].map((radius) => `<circle cx="600" cy="400" r="${radius}" fill="none" stroke="${b.hsl(30, 30, 40)}" stroke-width="3"/>`),
    ...rings,
    // An axe buried next to the bullseye.
    `<rect x="640" y="360" width="18" height="300" rx="8" transform="rotate(38 649 380)" fill="${b.hsl(32, 55, 45)}"/>`,
    `<path d="M 622 348 L 676 392 L 660 420 Q 620 410 604 372 Z" fill="${b.hsl(210, 10, 70)}"/>`,
    `<path d="M 604 372 Q 620 410 660 420 L 656 428 Q 612 418 596 378 Z" fill="${b.hsl(210, 10, 88)}"/>`,
  ].join('');
};

const drawClimbing: Drawer = (b) => {
  const holds = Array.from({ length: 16 }, () => `<ellipse cx="${b.random.int(420, 820)}" cy="${b.random.int(120, 760)}" rx="${b.random.int(8, 16)}" ry="${b.random.int(6, 10)}" fill="${b.hsl(25, 25, 32)}"/>`);
  const climber = b.hsl(220, 35, 16);
  return [
    sky(b, b.hsl(205, 65, 66), b.hsl(40, 60, 88)),
    ridge(b, 620, 120, 200, b.hsl(200, 20, 68), true),
    forest(b, -20, 1220, 720, 50, 110, b.hsl(150, 30, 30)),
    // A granite face with a climber on a rope.
    `<path d="M 360 800 L 400 420 Q 420 160 520 60 L 760 40 Q 860 200 880 420 L 920 800 Z" fill="${b.hsl(28, 18, 56)}"/>`,
    `<path d="M 640 40 L 760 40 Q 860 200 880 420 L 920 800 L 700 800 Q 720 400 640 40 Z" fill="${b.hsl(28, 18, 46)}"/>`,
    ...holds,
    `<line x1="600" y1="50" x2="622" y2="380" stroke="${b.hsl(5, 80, 50)}" stroke-width="3"/>`,
    `<circle cx="620" cy="392" r="15" fill="${b.hsl(45, 95, 55)}"/>`,
    `<path d="M 606 408 L 636 408 L 632 470 L 610 470 Z" fill="${b.hsl(200, 70, 45)}"/>`,
    `<path d="M 608 414 L 580 370 M 634 414 L 662 380 M 612 470 L 590 520 M 630 470 L 656 500" stroke="${climber}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M 622 400 Q 640 600 600 800" fill="none" stroke="${b.hsl(5, 80, 50)}" stroke-width="3"/>`,
  ].join('');
};

const drawHorseback: Drawer = (b) => {
  const figure = b.hsl(20, 35, 14);
  return [
    sky(b, b.hsl(28, 85, 70), b.hsl(48, 85, 86), b.hsl(36, 85, 78)),
    sun(b, 860, 360, 70, b.hsl(45, 100, 80)),
    ...[140, 420, 700, 980].map((cx, index) => peak(cx, 320 + (index % 2) * 30, 520, 200, b.hsl(20, 25, 58), b.hsl(20, 25, 50))),
    ridge(b, 560, 50, 260, b.hsl(38, 45, 52), true),
    ridge(b, 660, 40, 300, b.hsl(34, 45, 40), true),
    // Horse and rider in silhouette.
    `<g fill="${figure}">`,
    '<path d="M 470 560 Q 470 520 520 515 L 650 512 Q 690 510 700 480 L 716 440 Q 724 420 744 424 L 760 440 Q 768 452 756 458 L 740 462 L 726 500 Q 716 536 690 548 L 690 560 Z"/>',
    '<path d="M 480 556 L 470 640 L 484 640 L 496 566 Z M 512 560 L 508 640 L 522 640 L 530 566 Z M 650 556 L 664 640 L 678 640 L 670 552 Z M 678 548 L 700 634 L 714 632 L 694 542 Z"/>',
    '<path d="M 476 530 Q 440 540 436 590 Q 452 560 480 548 Z"/>',
    '<path d="M 714 436 L 708 414 L 724 428 Z"/>',
    '<circle cx="590" cy="438" r="14"/><path d="M 576 452 L 604 452 L 610 512 L 570 512 Z"/><path d="M 574 510 L 560 548 L 572 552 L 590 514 Z"/>',
    '<path d="M 568 432 L 612 432 L 604 424 L 576 424 Z"/>',
    '</g>',
  ].join('');
};

const drawWinterCabin: Drawer = (b) => [
  sky(b, b.hsl(215, 40, 62), b.hsl(210, 35, 88)),
  peak(300, 220, 520, 300, b.hsl(215, 20, 80), b.hsl(215, 20, 70), '#ffffff'),
  peak(880, 180, 520, 340, b.hsl(215, 20, 82), b.hsl(215, 20, 72), '#ffffff'),
  `<path d="M -20 560 Q 400 500 800 540 Q 1000 560 1220 520 L 1220 800 L -20 800 Z" fill="#f8fbff"/>`,
  forest(b, -20, 340, 600, 90, 220, b.hsl(170, 30, 22)),
  forest(b, 880, 1220, 600, 90, 220, b.hsl(170, 30, 22)),
  // A log cabin with snow on the roof, a lit window and smoke.
  `<rect x="470" y="470" width="260" height="140" fill="${b.hsl(22, 45, 32)}"/>`,
  ...[490, 515, 540, 565, 590].map((y) => `<line x1="470" y1="${y}" x2="730" y2="${y}" stroke="${b.hsl(22, 40, 24)}" stroke-width="3"/>`),
  `<polygon points="446,476 600,370 754,476" fill="${b.hsl(22, 30, 22)}"/><path d="M 446 476 L 600 366 L 754 476 L 740 476 L 600 382 L 460 476 Z" fill="#ffffff"/>`,
  `<rect x="520" y="510" width="50" height="40" fill="#ffd27a"/><rect x="630" y="520" width="46" height="90" fill="${b.hsl(22, 40, 20)}"/>`,
  `<rect x="668" y="388" width="26" height="60" fill="${b.hsl(10, 20, 30)}"/>`,
  `<path d="M 682 380 Q 660 340 690 310 Q 720 280 700 240" fill="none" stroke="rgba(255,255,255,0.7)" stroke-width="14" stroke-linecap="round"/>`,
  ...Array.from({ length: 60 }, () => `<circle cx="${b.random.int(0, W)}" cy="${b.random.int(0, H)}" r="${b.random.int(2, 5)}" fill="#ffffff" fill-opacity="0.8"/>`),
].join('');

const drawNorthernLights: Drawer = (b) => [
  sky(b, b.hsl(240, 55, 8), b.hsl(220, 55, 22)),
  stars(b, 100, 520),
  aurora(b, [b.hsl(140, 90, 58), b.hsl(300, 70, 65), b.hsl(160, 90, 55)], 140, 440),
  peak(260, 330, 560, 260, b.hsl(230, 30, 20), b.hsl(230, 30, 14), b.hsl(200, 30, 70)),
  peak(900, 280, 560, 320, b.hsl(230, 30, 22), b.hsl(230, 30, 15), b.hsl(200, 30, 70)),
  water(b, 560, b.hsl(190, 50, 24), b.hsl(225, 50, 8), b.hsl(150, 90, 60, 0.4), 20),
  // A tent lit from inside on the shore.
  `<path d="M -20 620 Q 300 600 600 640 Q 900 680 1220 650 L 1220 800 L -20 800 Z" fill="${b.hsl(225, 40, 10)}"/>`,
  `<polygon points="520,690 600,590 680,690" fill="#ffb347"/><polygon points="600,590 620,690 580,690" fill="#d97706"/>`,
  person(740, 700, 0.9, b.hsl(225, 40, 5)),
].join('');

const drawDogSled: Drawer = (b) => {
  const dog = b.hsl(25, 20, 30);
  const dogs = [0, 1, 2, 3].map((index) => {
    const x = 640 + index * 95;
    const y = 600 - index * 14;
    return (
      `<g fill="${index % 2 ? dog : b.hsl(30, 10, 60)}"><ellipse cx="${x}" cy="${y}" rx="36" ry="15"/><circle cx="${x + 38}" cy="${y - 16}" r="13"/>` +
      `<polygon points="${x + 32},${y - 26} ${x + 38},${y - 42} ${x + 44},${y - 26}"/><path d="M ${x - 34} ${y - 6} Q ${x - 52} ${y - 30} ${x - 40} ${y - 34}" fill="none" stroke="${index % 2 ? dog : b.hsl(30, 10, 60)}" stroke-width="6"/>` +
      `<path d="M ${x - 22} ${y + 8} L ${x - 34} ${y + 36} M ${x - 12} ${y + 8} L ${x - 4} ${y + 36} M ${x + 18} ${y + 8} L ${x + 8} ${y + 36} M ${x + 26} ${y + 8} L ${x + 38} ${y + 34}" stroke="${index % 2 ? dog : b.hsl(30, 10, 60)}" stroke-width="6" stroke-linecap="round"/></g>`
    );
  });
  return [
    sky(b, b.hsl(210, 50, 70), b.hsl(200, 40, 92)),
    peak(320, 250, 500, 320, b.hsl(210, 20, 84), b.hsl(210, 20, 74), '#ffffff'),
    peak(900, 220, 500, 340, b.hsl(210, 20, 86), b.hsl(210, 20, 76), '#ffffff'),
    forest(b, -20, 1220, 520, 40, 100, b.hsl(170, 30, 26)),
    `<rect y="520" width="${W}" height="280" fill="#f6f9fc"/>`,
    `<path d="M 200 700 Q 700 640 1220 540" fill="none" stroke="${b.hsl(210, 25, 84)}" stroke-width="30"/>`,
    `<line x1="470" y1="600" x2="950" y2="550" stroke="${b.hsl(220, 20, 30)}" stroke-width="3"/>`,
    ...dogs,
    // The sled and its musher.
    `<path d="M 300 660 L 480 660 Q 510 660 512 630" fill="none" stroke="${b.hsl(220, 20, 20)}" stroke-width="6"/>`,
    `<rect x="330" y="600" width="140" height="44" rx="6" fill="${b.hsl(5, 70, 45)}"/><line x1="330" y1="560" x2="330" y2="660" stroke="${b.hsl(25, 40, 25)}" stroke-width="7"/>`,
    person(300, 632, 1.1, b.hsl(210, 60, 30)),
  ].join('');
};

const drawSkating: Drawer = (b) => {
  const boot = b.hsl(0, 0, 97);
  return [
    sky(b, b.hsl(220, 45, 30), b.hsl(200, 40, 70)),
    // A frozen canal lined with snow and string lights.
    `<rect y="480" width="${W}" height="320" fill="${b.hsl(200, 35, 78)}"/>`,
    `<path d="M 0 480 L 1200 480 L 1200 520 L 0 520 Z" fill="#f1f5f9"/>`,
    forest(b, -20, 1220, 490, 60, 160, b.hsl(200, 35, 16)),
    ...Array.from({ length: 26 }, (_, index) => `<circle cx="${index * 48 + 10}" cy="${200 + Math.sin(index / 2.2) * 30}" r="5" fill="${b.random.pick(['#fde68a', '#fca5a5', '#a5f3fc'])}"/>`),
    `<path d="M 0 ${200} ${Array.from({ length: 26 }, (_, index) => `L ${index * 48 + 10} ${round(200 + Math.sin(index / 2.2) * 30)}`).join(' ')}" fill="none" stroke="${b.hsl(220, 20, 20)}" stroke-width="2"/>`,
    ...Array.from({ length: 8 }, () => {
      const x = b.random.int(100, 1100);
      const y = b.random.int(560, 760);
      return `<path d="M ${x - 80} ${y} Q ${x} ${y - 20} ${x + 90} ${y + 6}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"/>`;
    }),
    // One skate, big, in front.
    `<path d="M 470 360 L 560 360 L 570 520 Q 660 530 720 560 Q 740 580 720 600 L 470 600 Z" fill="${boot}"/>`,
    `<path d="M 560 400 L 600 420 M 556 440 L 610 456 M 560 480 L 620 494" stroke="${b.hsl(0, 70, 50)}" stroke-width="5"/>`,
    `<rect x="470" y="350" width="96" height="20" rx="6" fill="${b.hsl(0, 70, 50)}"/>`,
    `<rect x="480" y="600" width="14" height="36" fill="#94a3b8"/><rect x="680" y="600" width="14" height="36" fill="#94a3b8"/>`,
    `<path d="M 440 640 L 740 640 Q 760 640 756 626" fill="none" stroke="#cbd5e1" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
};

const drawFoodAndDrink: Drawer = (b) => {
  const cloth = b.hsl(25, 70, 88);
  return [
    `<rect width="${W}" height="${H}" fill="${cloth}"/>`,
    ...Array.from({ length: 13 }, (_, index) => `<rect x="${index * 96}" y="0" width="40" height="${H}" fill="${b.hsl(8, 65, 60, 0.25)}"/>`),
    ...Array.from({ length: 9 }, (_, index) => `<rect x="0" y="${index * 96}" width="${W}" height="40" fill="${b.hsl(8, 65, 60, 0.25)}"/>`),
    // A plate with a meal, cutlery and a glass, seen from above.
    `<circle cx="600" cy="410" r="220" fill="#ffffff"/><circle cx="600" cy="410" r="170" fill="#f8fafc" stroke="${b.hsl(210, 15, 88)}" stroke-width="4"/>`,
    `<circle cx="560" cy="390" r="60" fill="${b.hsl(30, 65, 48)}"/><circle cx="650" cy="360" r="40" fill="${b.hsl(100, 50, 42)}"/><circle cx="640" cy="460" r="48" fill="${b.hsl(8, 75, 55)}"/><circle cx="545" cy="470" r="26" fill="${b.hsl(45, 90, 60)}"/>`,
    `<rect x="300" y="240" width="16" height="330" rx="8" fill="#94a3b8"/><path d="M 290 200 L 290 270 Q 308 290 326 270 L 326 200" fill="none" stroke="#94a3b8" stroke-width="8"/>`,
    `<rect x="884" y="200" width="16" height="370" rx="8" fill="#94a3b8"/><path d="M 884 200 Q 920 260 900 360 L 884 360 Z" fill="#cbd5e1"/>`,
    `<circle cx="1010" cy="200" r="70" fill="${b.hsl(350, 60, 40, 0.85)}"/><circle cx="1010" cy="200" r="70" fill="none" stroke="#ffffff" stroke-width="8" stroke-opacity="0.7"/>`,
  ].join('');
};

function wineGlass(x: number, y: number, tilt: number, wine: string): string {
  return (
    `<g transform="rotate(${tilt} ${x} ${y + 200})">` +
    `<path d="M ${x - 80} ${y} Q ${x - 90} ${y + 140} ${x} ${y + 160} Q ${x + 90} ${y + 140} ${x + 80} ${y} Z" fill="rgba(255,255,255,0.35)" stroke="#ffffff" stroke-width="4"/>` +
    `<path d="M ${x - 84} ${y + 70} Q ${x - 80} ${y + 148} ${x} ${y + 156} Q ${x + 80} ${y + 148} ${x + 84} ${y + 70} Z" fill="${wine}"/>` +
    `<rect x="${x - 5}" y="${y + 158}" width="10" height="130" fill="#ffffff" fill-opacity="0.85"/>` +
    `<ellipse cx="${x}" cy="${y + 290}" rx="60" ry="12" fill="#ffffff" fill-opacity="0.85"/></g>`
  );
}

const drawWine: Drawer = (b) => [
  sky(b, b.hsl(28, 80, 72), b.hsl(45, 80, 88)),
  sun(b, 600, 380, 60, b.hsl(45, 100, 82)),
  ridge(b, 460, 60, 260, b.hsl(100, 30, 48), true),
  `<rect y="480" width="${W}" height="320" fill="${b.hsl(85, 35, 42)}"/>`,
  ...Array.from({ length: 9 }, (_, index) => `<path d="M ${600 + (index - 4) * 40} 480 L ${600 + (index - 4) * 260} 800" stroke="${b.hsl(110, 40, 28)}" stroke-width="${10 + index % 3}" stroke-linecap="round"/>`),
  // Two glasses of red raised in a toast.
  wineGlass(480, 250, -10, b.hsl(345, 70, 32)),
  wineGlass(720, 250, 10, b.hsl(345, 70, 32)),
].join('');

function pint(x: number, y: number, beer: string): string {
  return (
    `<path d="M ${x - 70} ${y} L ${x + 70} ${y} L ${x + 55} ${y + 320} L ${x - 55} ${y + 320} Z" fill="${beer}"/>` +
    `<path d="M ${x - 74} ${y - 40} Q ${x - 50} ${y - 70} ${x - 20} ${y - 52} Q ${x + 10} ${y - 80} ${x + 40} ${y - 54} Q ${x + 70} ${y - 64} ${x + 74} ${y - 30} L ${x + 72} ${y + 10} L ${x - 72} ${y + 10} Z" fill="#fffaf0"/>` +
    `<rect x="${x - 40}" y="${y + 40}" width="14" height="240" rx="7" fill="#ffffff" fill-opacity="0.3"/>` +
    Array.from({ length: 6 }, (_, index) => `<circle cx="${x - 20 + ((index * 23) % 50)}" cy="${y + 100 + index * 35}" r="4" fill="#ffffff" fill-opacity="0.5"/>`).join('')
  );
}

const drawCraftBeer: Drawer = (b) => {
  const bricks: string[] = [];
  for (let row = 0; row < 14; row++) {
    for (let column = -1; column < 14; column++) {
      bricks.push(`<rect x="${column * 100 + (row % 2) * 50}" y="${row * 44}" width="94" height="38" fill="${b.hsl(14, 45, 30 + ((row * 7 + column * 3) % 5) * 2)}"/>`);
    }
  }
  return [
    `<rect width="${W}" height="${H}" fill="${b.hsl(14, 30, 18)}"/>`,
    ...bricks,
    glow(b, 600, 300, 520, '#ffd48a', 0.45),
    `<rect y="620" width="${W}" height="180" fill="${b.hsl(28, 45, 26)}"/><rect y="620" width="${W}" height="14" fill="${b.hsl(28, 45, 36)}"/>`,
    // Three pints, amber to dark, on the bar.
    pint(380, 320, b.hsl(38, 90, 52)),
    pint(600, 300, b.hsl(25, 85, 40)),
    pint(820, 320, b.hsl(45, 90, 62)),
  ].join('');
};

const drawFoodMarket: Drawer = (b) => {
  const produce = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#a855f7'];
  const crates = [0, 1, 2, 3].map((index) => {
    const x = 300 + index * 160;
    const colour = produce[(index + b.random.int(0, 4)) % produce.length] ?? '#ef4444';
    const fruit = Array.from({ length: 7 }, (_, fruitIndex) => `<circle cx="${x + 22 + (fruitIndex % 4) * 32}" cy="${528 - Math.floor(fruitIndex / 4) * 24}" r="19" fill="${colour}"/>`);
    return `${fruit.join('')}<rect x="${x}" y="530" width="150" height="80" fill="${b.hsl(30, 45, 45)}"/><rect x="${x}" y="560" width="150" height="8" fill="${b.hsl(30, 45, 35)}"/>`;
  });
  return [
    sky(b, b.hsl(200, 60, 72), b.hsl(40, 60, 90)),
    buildings(b, -20, 1220, 480, 180, 320, b.hsl(20, 25, 62), b.hsl(200, 30, 40)),
    `<rect y="600" width="${W}" height="200" fill="${b.hsl(30, 12, 55)}"/>`,
    // The stall: striped awning, counter, crates of produce.
    `<rect x="270" y="330" width="16" height="300" fill="${b.hsl(30, 30, 30)}"/><rect x="914" y="330" width="16" height="300" fill="${b.hsl(30, 30, 30)}"/>`,
    ...Array.from({ length: 8 }, (_, index) => `<path d="M ${240 + index * 90} 250 L ${330 + index * 90} 250 L ${330 + index * 90} 340 Q ${285 + index * 90} 372 ${240 + index * 90} 340 Z" fill="${index % 2 ? '#ffffff' : b.hsl(150, 55, 38)}"/>`),
    ...crates,
    `<rect x="260" y="610" width="680" height="60" fill="${b.hsl(30, 40, 38)}"/>`,
    ...Array.from({ length: 3 }, (_, index) => person(120 + index * 470 + (index === 1 ? 520 : 0), 720, 1.2, b.hsl(220, 30, 22 + index * 8))),
  ].join('');
};

const drawCooking: Drawer = (b) => {
  const tiles: string[] = [];
  for (let row = 0; row < 9; row++) for (let column = 0; column < 13; column++) tiles.push(`<rect x="${column * 96 + 2}" y="${row * 96 + 2}" width="92" height="92" fill="${b.hsl(190, 30, 84 + ((row + column) % 2) * 4)}"/>`);
  return [
    `<rect width="${W}" height="${H}" fill="${b.hsl(190, 20, 70)}"/>`,
    ...tiles,
    `<rect y="560" width="${W}" height="240" fill="${b.hsl(28, 40, 42)}"/><rect y="560" width="${W}" height="20" fill="${b.hsl(28, 40, 52)}"/>`,
    // A pot steaming on the stove, a board of vegetables beside it.
    `<path d="M 420 360 L 780 360 L 760 560 Q 600 590 440 560 Z" fill="${b.hsl(0, 70, 46)}"/><rect x="400" y="340" width="400" height="30" rx="12" fill="${b.hsl(0, 65, 38)}"/>`,
    `<rect x="360" y="370" width="50" height="20" rx="10" fill="${b.hsl(0, 65, 38)}"/><rect x="790" y="370" width="50" height="20" rx="10" fill="${b.hsl(0, 65, 38)}"/>`,
    ...[520, 600, 680].map((x) => `<path d="M ${x} 320 Q ${x - 30} 270 ${x} 230 Q ${x + 30} 190 ${x} 140" fill="none" stroke="#ffffff" stroke-width="12" stroke-opacity="0.75" stroke-linecap="round"/>`),
    `<rect x="860" y="600" width="260" height="120" rx="14" fill="${b.hsl(35, 55, 62)}"/>`,
    `<circle cx="920" cy="650" r="30" fill="#ef4444"/><ellipse cx="1010" cy="660" rx="50" ry="18" fill="#f97316"/><circle cx="1070" cy="640" r="22" fill="#22c55e"/>`,
    `<rect x="120" y="600" width="180" height="14" rx="7" fill="#94a3b8" transform="rotate(-12 210 607)"/><rect x="70" y="640" width="90" height="26" rx="8" fill="${b.hsl(28, 50, 28)}" transform="rotate(-12 115 653)"/>`,
  ].join('');
};

const drawDinnerCruise: Drawer = (b) => [
  sky(b, b.hsl(235, 50, 12), b.hsl(260, 40, 34)),
  stars(b, 70, 420),
  `<circle cx="900" cy="160" r="46" fill="#fdf6d8"/>`,
  glow(b, 900, 160, 160, '#fdf6d8', 0.35),
  ridge(b, 500, 40, 200, b.hsl(240, 30, 16), true),
  water(b, 520, b.hsl(240, 40, 22), b.hsl(240, 45, 8), 'rgba(253,230,138,0.45)', 24),
  // The dinner boat, every window lit, its lights trailing on the water.
  `<path d="M 280 620 L 920 620 L 880 680 L 320 680 Z" fill="${b.hsl(220, 10, 92)}"/>`,
  `<rect x="330" y="540" width="540" height="80" rx="10" fill="${b.hsl(220, 10, 85)}"/><rect x="420" y="480" width="360" height="60" rx="10" fill="${b.hsl(220, 10, 80)}"/>`,
  ...Array.from({ length: 14 }, (_, index) => `<rect x="${348 + index * 37}" y="560" width="24" height="30" rx="4" fill="#fde68a"/>`),
  ...Array.from({ length: 9 }, (_, index) => `<rect x="${440 + index * 38}" y="496" width="24" height="24" rx="4" fill="#fde68a"/>`),
  `<line x1="300" y1="470" x2="900" y2="470" stroke="rgba(253,230,138,0.6)" stroke-width="2"/>`,
  ...Array.from({ length: 15 }, (_, index) => `<circle cx="${300 + index * 43}" cy="${470 + Math.sin(index) * 2}" r="4" fill="#fde68a"/>`),
  ...Array.from({ length: 10 }, (_, index) => `<rect x="${360 + index * 50}" y="${700 + (index % 3) * 22}" width="${30 + (index % 4) * 8}" height="4" fill="rgba(253,230,138,0.55)"/>`),
].join('');

const drawWellness: Drawer = (b) => {
  const petal = b.hsl(330, 65, 80);
  const petalShade = b.hsl(330, 55, 68);
  const petals = [-60, -30, 0, 30, 60].map((angle) => `<ellipse cx="600" cy="330" rx="38" ry="110" transform="rotate(${angle} 600 430)" fill="${Math.abs(angle) === 30 ? petalShade : petal}"/>`);
  return [
    sky(b, b.hsl(175, 45, 76), b.hsl(190, 45, 52)),
    ...[1, 2, 3, 4].map((ring) => `<ellipse cx="600" cy="470" rx="${ring * 120}" ry="${ring * 30}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="${(0.55 - ring * 0.1).toFixed(2)}"/>`),
    `<ellipse cx="380" cy="560" rx="140" ry="36" fill="${b.hsl(140, 45, 40)}"/><ellipse cx="860" cy="600" rx="170" ry="42" fill="${b.hsl(140, 45, 36)}"/><ellipse cx="600" cy="480" rx="150" ry="34" fill="${b.hsl(140, 45, 44)}"/>`,
    // A lotus in bloom and two candles.
    ...petals,
    `<circle cx="600" cy="420" r="26" fill="${b.hsl(45, 90, 65)}"/>`,
    ...[220, 980].map((x) => `<rect x="${x - 30}" y="620" width="60" height="90" rx="8" fill="#fffaf0"/><path d="M ${x} 580 Q ${x + 14} 600 ${x} 616 Q ${x - 14} 600 ${x} 580 Z" fill="#fbbf24"/>` + glow(b, x, 600, 70, '#fde68a', 0.6)),
  ].join('');
};

const drawSpaStones: Drawer = (b) => {
  const stones = [
    [600, 620, 190, 52, 38],
    [600, 540, 150, 44, 30],
    [600, 472, 112, 36, 24],
    [600, 416, 80, 28, 34],
    [600, 372, 52, 22, 28],
  ];
  return [
    sky(b, b.hsl(30, 40, 90), b.hsl(160, 25, 78)),
    `<rect y="640" width="${W}" height="160" fill="${b.hsl(165, 30, 60)}"/>`,
    ...Array.from({ length: 5 }, (_, index) => `<ellipse cx="${600 + (index - 2) * 240}" cy="${700 + (index % 2) * 30}" rx="180" ry="14" fill="#ffffff" fill-opacity="0.3"/>`),
    // Smooth basalt stones stacked, with a sprig and a candle.
    ...stones.map(([x = 0, y = 0, rx = 0, ry = 0, lightness = 0]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${b.hsl(210, 8, lightness)}"/><ellipse cx="${x - rx * 0.3}" cy="${y - ry * 0.4}" rx="${rx * 0.4}" ry="${ry * 0.25}" fill="#ffffff" fill-opacity="0.15"/>`),
    `<path d="M 820 640 Q 860 480 930 380" fill="none" stroke="${b.hsl(130, 40, 32)}" stroke-width="6"/>`,
    ...[0, 1, 2, 3, 4].map((index) => `<ellipse cx="${842 + index * 20}" cy="${580 - index * 48}" rx="34" ry="14" transform="rotate(${-40 + index * 6} ${842 + index * 20} ${580 - index * 48})" fill="${b.hsl(130, 45, 42)}"/>`),
    `<rect x="300" y="560" width="80" height="90" rx="10" fill="#fffaf0"/><path d="M 340 510 Q 356 534 340 552 Q 324 534 340 510 Z" fill="#fbbf24"/>`,
    glow(b, 340, 530, 90, '#fde68a', 0.6),
  ].join('');
};

const drawHotSprings: Drawer = (b) => {
  const blur = blurFilter(b, 16);
  return [
    sky(b, b.hsl(210, 50, 66), b.hsl(205, 40, 90)),
    peak(300, 200, 480, 320, b.hsl(215, 15, 60), b.hsl(215, 15, 50), '#ffffff'),
    peak(880, 160, 480, 360, b.hsl(215, 15, 64), b.hsl(215, 15, 52), '#ffffff'),
    forest(b, -20, 1220, 500, 50, 130, b.hsl(165, 35, 22)),
    `<rect y="500" width="${W}" height="300" fill="#f1f5f9"/>`,
    // A steaming turquoise pool ringed by rocks.
    `<ellipse cx="600" cy="640" rx="440" ry="110" fill="${b.hsl(30, 8, 44)}"/>`,
    `<ellipse cx="600" cy="636" rx="400" ry="90" fill="${b.hsl(178, 60, 50)}"/><ellipse cx="600" cy="650" rx="300" ry="50" fill="${b.hsl(180, 65, 42)}"/>`,
    ...Array.from({ length: 16 }, (_, index) => {
      const angle = (index / 16) * Math.PI * 2;
      return `<ellipse cx="${round(600 + Math.cos(angle) * 420)}" cy="${round(640 + Math.sin(angle) * 100)}" rx="${b.random.int(36, 60)}" ry="${b.random.int(18, 30)}" fill="${b.hsl(30, 8, b.random.int(38, 56))}"/>`;
    }),
    `${blur.defs}<g filter="url(#${blur.id})" fill="#ffffff" fill-opacity="0.6">${[440, 600, 760].map((x) => `<ellipse cx="${x}" cy="${540 - (x % 3) * 10}" rx="90" ry="60"/>`).join('')}</g>`,
  ].join('');
};

const drawSightseeing: Drawer = (b) => {
  const metal = b.hsl(200, 15, 30);
  return [
    sky(b, b.hsl(205, 65, 66), b.hsl(195, 45, 90)),
    clouds(b, 3, 80, 220, 'rgba(255,255,255,0.8)'),
    ridge(b, 420, 120, 200, b.hsl(210, 25, 70), true),
    ridge(b, 520, 100, 160, b.hsl(170, 25, 50), true),
    water(b, 600, b.hsl(200, 50, 55), b.hsl(205, 55, 38), 'rgba(255,255,255,0.45)', 14),
    // A lookout railing and a coin-operated viewer.
    `<rect y="660" width="${W}" height="140" fill="${b.hsl(30, 12, 40)}"/><rect y="640" width="${W}" height="12" fill="${metal}"/>`,
    ...Array.from({ length: 13 }, (_, index) => `<rect x="${index * 100}" y="640" width="10" height="60" fill="${metal}"/>`),
    `<rect x="580" y="470" width="40" height="230" fill="${metal}"/><rect x="540" y="690" width="120" height="20" rx="6" fill="${metal}"/>`,
    `<rect x="500" y="370" width="200" height="110" rx="40" fill="${b.hsl(200, 60, 40)}"/>`,
    `<rect x="470" y="390" width="50" height="36" rx="16" fill="${metal}"/><rect x="470" y="430" width="50" height="36" rx="16" fill="${metal}"/>`,
    `<rect x="690" y="400" width="30" height="56" rx="10" fill="${metal}"/>`,
  ].join('');
};

const drawHelicopter: Drawer = (b) => {
  const body = b.hsl(5, 75, 48);
  return [
    sky(b, b.hsl(205, 65, 62), b.hsl(190, 50, 88)),
    peak(250, 320, 620, 300, b.hsl(200, 18, 56), b.hsl(200, 18, 46), '#ffffff'),
    peak(900, 280, 620, 340, b.hsl(200, 18, 58), b.hsl(200, 18, 48), '#ffffff'),
    ridge(b, 640, 60, 180, b.hsl(160, 30, 32), true),
    forest(b, -20, 1220, 760, 50, 120, b.hsl(160, 40, 20)),
    // A helicopter banking over the valley.
    `<g transform="rotate(-6 600 340)">`,
    `<ellipse cx="560" cy="350" rx="130" ry="70" fill="${body}"/>`,
    `<path d="M 490 320 Q 500 290 560 286 L 600 290 L 600 350 L 470 350 Q 470 330 490 320 Z" fill="${b.hsl(200, 60, 80)}"/>`,
    `<path d="M 680 340 L 900 320 L 900 336 L 680 372 Z" fill="${body}"/><path d="M 880 280 L 912 280 L 908 350 L 884 350 Z" fill="${body}"/>`,
    `<circle cx="896" cy="300" r="34" fill="none" stroke="${b.hsl(220, 15, 25)}" stroke-width="3" stroke-opacity="0.6"/>`,
    `<rect x="548" y="262" width="24" height="26" fill="${b.hsl(220, 15, 25)}"/><rect x="330" y="254" width="460" height="8" rx="4" fill="${b.hsl(220, 15, 25)}"/>`,
    `<path d="M 490 416 L 470 440 M 630 416 L 650 440" stroke="${b.hsl(220, 15, 25)}" stroke-width="6"/><rect x="440" y="436" width="250" height="8" rx="4" fill="${b.hsl(220, 15, 25)}"/>`,
    '</g>',
  ].join('');
};

const drawSeaplane: Drawer = (b) => {
  const hull = b.hsl(45, 95, 55);
  const trim = b.hsl(215, 50, 30);
  return [
    sky(b, b.hsl(200, 65, 66), b.hsl(190, 50, 90)),
    clouds(b, 3, 80, 200, 'rgba(255,255,255,0.85)'),
    ridge(b, 520, 80, 220, b.hsl(170, 30, 40), true),
    forest(b, -20, 1220, 540, 30, 80, b.hsl(165, 40, 22)),
    water(b, 540, b.hsl(195, 60, 50), b.hsl(205, 65, 30), 'rgba(255,255,255,0.45)', 22),
    // A float plane climbing off the lake.
    `<g transform="rotate(-8 600 340)">`,
    `<path d="M 400 340 Q 420 300 500 300 L 760 310 Q 800 316 820 290 L 850 230 L 880 230 L 860 330 Q 700 380 440 370 Q 400 366 400 340 Z" fill="${hull}"/>`,
    `<rect x="440" y="292" width="340" height="18" rx="9" fill="${trim}"/>`,
    `<path d="M 460 316 L 520 310 L 520 336 L 468 340 Z" fill="${b.hsl(200, 60, 80)}"/>`,
    `<rect x="388" y="300" width="12" height="80" rx="4" fill="${trim}"/>`,
    `<line x1="480" y1="370" x2="470" y2="420" stroke="${trim}" stroke-width="6"/><line x1="640" y1="370" x2="660" y2="420" stroke="${trim}" stroke-width="6"/>`,
    `<path d="M 400 420 L 720 420 Q 740 420 730 440 L 420 440 Q 396 436 400 420 Z" fill="${b.hsl(0, 0, 92)}"/>`,
    '</g>',
  ].join('');
};

function balloon(x: number, y: number, scale: number, colours: readonly string[]): string {
  const stripes = colours.map((colour, index) => {
    const offset = (index - (colours.length - 1) / 2) * 26;
    return `<path d="M ${offset} -110 Q ${offset * 2.4} -40 ${offset * 0.6} 60 L ${offset * 0.6 + 14} 60 Q ${offset * 2.4 + 26} -40 ${offset + 26} -110 Z" fill="${colour}"/>`;
  });
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M 0 -130 C 110 -130 110 -10 30 60 L -30 60 C -110 -10 -110 -130 0 -130 Z" fill="${colours[0]}"/>` +
    `<clipPath id="balloon-${x}-${y}"><path d="M 0 -130 C 110 -130 110 -10 30 60 L -30 60 C -110 -10 -110 -130 0 -130 Z"/></clipPath>` +
    `<g clip-path="url(#balloon-${x}-${y})">${stripes.join('')}</g>` +
    '<line x1="-26" y1="62" x2="-14" y2="96" stroke="#3f3f46" stroke-width="3"/><line x1="26" y1="62" x2="14" y2="96" stroke="#3f3f46" stroke-width="3"/>' +
    '<rect x="-18" y="94" width="36" height="26" rx="4" fill="#92400e"/></g>'
  );
}

const drawBalloons: Drawer = (b) => [
  sky(b, b.hsl(200, 55, 72), b.hsl(30, 85, 84), b.hsl(45, 75, 86)),
  sun(b, 240, 560, 60, b.hsl(42, 100, 78)),
  ridge(b, 580, 60, 260, b.hsl(110, 25, 56), true),
  ridge(b, 660, 50, 300, b.hsl(95, 30, 46), true),
  ridge(b, 740, 40, 340, b.hsl(85, 35, 38), true),
  balloon(620, 330, 1.5, [b.hsl(5, 80, 55), b.hsl(45, 95, 58), b.hsl(200, 75, 48), b.hsl(45, 95, 58), b.hsl(5, 80, 55)]),
  balloon(330, 240, 0.8, [b.hsl(280, 55, 55), '#ffffff', b.hsl(280, 55, 55)]),
  balloon(930, 210, 0.9, [b.hsl(150, 55, 42), b.hsl(45, 95, 58), b.hsl(150, 55, 42)]),
].join('');

const drawOldTownStreet: Drawer = (b) => {
  const facades = [b.hsl(10, 55, 55), b.hsl(40, 70, 62), b.hsl(200, 35, 55), b.hsl(150, 30, 50), b.hsl(25, 45, 70)];
  const houses = (side: 'left' | 'right') =>
    [0, 1, 2].map((index) => {
      const depth = index * 0.28;
      const width = 230 - index * 50;
      const x = side === 'left' ? index * 140 - 20 : W - index * 140 - width + 20;
      const top = 160 + index * 60;
      const base = 640 - index * 60;
      const colour = facades[(index + (side === 'left' ? 0 : 2)) % facades.length] ?? '#888888';
      return (
        `<rect x="${x}" y="${top}" width="${width}" height="${base - top}" fill="${colour}" opacity="${1 - depth * 0.3}"/>` +
        `<polygon points="${x - 6},${top} ${x + width / 2},${top - 70 + index * 14} ${x + width + 6},${top}" fill="${b.hsl(15, 35, 30)}"/>` +
        windows(b, x + 10, top + 10, width - 20, base - top - 80, '#fde68a', 0.55)
      );
    });
  return [
    sky(b, b.hsl(215, 50, 40), b.hsl(30, 70, 78)),
    ...houses('left').reverse(),
    ...houses('right').reverse(),
    // Cobbles running away between lamp posts.
    `<polygon points="0,800 1200,800 760,460 440,460" fill="${b.hsl(30, 10, 46)}"/>`,
    ...Array.from({ length: 9 }, (_, index) => {
      const y = 480 + index * index * 4.4;
      const spread = 170 + (y - 460) * 1.3;
      return `<line x1="${round(600 - spread)}" y1="${round(y)}" x2="${round(600 + spread)}" y2="${round(y)}" stroke="${b.hsl(30, 10, 36)}" stroke-width="3"/>`;
    }),
    ...[
      [330, 700, 1],
      [870, 700, 1],
      [470, 540, 0.6],
      [730, 540, 0.6],
    ].map(([x = 0, base = 0, scale = 1]) => `<rect x="${x - 5 * scale}" y="${base - 260 * scale}" width="${10 * scale}" height="${260 * scale}" fill="#1f2937"/>` + glow(b, x, base - 270 * scale, 60 * scale, '#fde68a', 0.8) + `<rect x="${x - 14 * scale}" y="${base - 290 * scale}" width="${28 * scale}" height="34" rx="4" fill="#fde68a"/>`),
  ].join('');
};

const drawRoadTrip: Drawer = (b) => [
  sky(b, b.hsl(200, 65, 66), b.hsl(40, 60, 88)),
  clouds(b, 3, 80, 200, 'rgba(255,255,255,0.8)'),
  peak(300, 200, 480, 300, b.hsl(215, 22, 62), b.hsl(215, 22, 52), '#ffffff'),
  peak(860, 170, 480, 340, b.hsl(215, 22, 64), b.hsl(215, 22, 54), '#ffffff'),
  ridge(b, 520, 60, 200, b.hsl(120, 30, 45), true),
  `<rect y="540" width="${W}" height="260" fill="${b.hsl(95, 35, 48)}"/>`,
  forest(b, -20, 300, 560, 50, 120, b.hsl(160, 35, 26)),
  forest(b, 900, 1220, 560, 50, 120, b.hsl(160, 35, 26)),
  // A road winding to the mountains and a camper van on it.
  `<path d="M 380 800 Q 480 700 720 660 Q 900 630 700 580 Q 560 550 620 520 L 650 520 Q 600 550 740 580 Q 960 630 780 670 Q 560 720 560 800 Z" fill="${b.hsl(220, 8, 36)}"/>`,
  `<path d="M 470 800 Q 540 710 740 670 Q 920 635 720 585 Q 610 555 636 522" fill="none" stroke="#fde68a" stroke-width="4" stroke-dasharray="18 16"/>`,
  `<rect x="560" y="640" width="130" height="56" rx="14" fill="${b.hsl(195, 60, 55)}"/><rect x="560" y="640" width="130" height="26" rx="12" fill="#ffffff"/>`,
  `<rect x="580" y="646" width="30" height="18" rx="4" fill="${b.hsl(200, 40, 30)}"/><rect x="624" y="646" width="30" height="18" rx="4" fill="${b.hsl(200, 40, 30)}"/>`,
  `<circle cx="590" cy="700" r="14" fill="#1f2937"/><circle cx="664" cy="700" r="14" fill="#1f2937"/>`,
].join('');

const MAPLE_LEAF =
  'M 0 -190 L 34 -120 Q 40 -110 52 -116 L 80 -130 L 64 -40 Q 62 -24 78 -32 L 110 -66 L 118 -44 Q 122 -36 132 -38 L 186 -50 L 168 6 Q 164 18 176 24 L 196 32 L 100 110 Q 90 120 96 134 L 108 164 L 16 148 Q 6 146 6 158 L 10 250 L -10 250 L -6 158 Q -6 146 -16 148 L -108 164 L -96 134 Q -90 120 -100 110 L -196 32 L -176 24 Q -164 18 -168 6 L -186 -50 L -132 -38 Q -122 -36 -118 -44 L -110 -66 L -78 -32 Q -62 -24 -64 -40 L -80 -130 L -52 -116 Q -40 -110 -34 -120 Z';

const drawMapleLeaf: Drawer = (b) => [
  sky(b, b.hsl(10, 75, 56), b.hsl(35, 85, 62)),
  ...Array.from({ length: 14 }, () => {
    const x = b.random.int(0, W);
    const y = b.random.int(0, H);
    const scale = (0.12 + b.random.next() * 0.2).toFixed(2);
    return `<path d="${MAPLE_LEAF}" transform="translate(${x} ${y}) rotate(${b.random.int(-40, 40)}) scale(${scale})" fill="#ffffff" fill-opacity="0.18"/>`;
  }),
  `<path d="${MAPLE_LEAF}" transform="translate(600 380) rotate(-8) scale(1.2)" fill="${b.hsl(0, 80, 44)}"/>`,
].join('');

const drawLakeland: Drawer = (b) => [
  sky(b, b.hsl(200, 60, 70), b.hsl(40, 70, 88)),
  sun(b, b.random.int(300, 900), 300, 50, b.hsl(45, 100, 82)),
  ridge(b, 430, 70, 200, b.hsl(200, 25, 62), true),
  ridge(b, 470, 60, 160, b.hsl(150, 30, 42), true),
  forest(b, -20, 1220, 500, 40, 120, b.hsl(150, 40, 24)),
  water(b, 500, b.hsl(200, 55, 55), b.hsl(210, 55, 32), 'rgba(255,255,255,0.45)', 20),
  `<path d="M ${b.random.int(200, 700)} 620 q 120 -40 260 0 q -130 30 -260 0 Z" fill="${b.hsl(150, 35, 28)}"/>`,
  canoe(b.random.int(300, 900), 700, 160, b.hsl(8, 78, 48), b.hsl(220, 30, 18)),
].join('');

const drawGiftBox: Drawer = (b) => {
  const box = b.hsl(352, 70, 52);
  const ribbon = b.hsl(45, 95, 62);
  return [
    sky(b, b.hsl(352, 60, 92), b.hsl(20, 70, 86)),
    ...Array.from({ length: 40 }, () => `<rect x="${b.random.int(0, W)}" y="${b.random.int(0, H)}" width="${b.random.int(8, 16)}" height="${b.random.int(14, 26)}" rx="3" transform="rotate(${b.random.int(0, 180)} 600 400)" fill="${b.random.pick(['#f472b6', '#fbbf24', '#60a5fa', '#34d399', '#f87171'])}" fill-opacity="0.7"/>`),
    // A wrapped box with a bow.
    `<rect x="420" y="370" width="360" height="270" rx="12" fill="${box}"/><rect x="400" y="310" width="400" height="80" rx="12" fill="${b.hsl(352, 70, 46)}"/>`,
    `<rect x="570" y="310" width="60" height="330" fill="${ribbon}"/>`,
    `<ellipse cx="540" cy="280" rx="70" ry="38" transform="rotate(-20 540 280)" fill="none" stroke="${ribbon}" stroke-width="26"/>`,
    `<ellipse cx="660" cy="280" rx="70" ry="38" transform="rotate(20 660 280)" fill="none" stroke="${ribbon}" stroke-width="26"/>`,
    `<circle cx="600" cy="304" r="30" fill="${ribbon}"/>`,
    `<ellipse cx="600" cy="660" rx="240" ry="20" fill="#000000" fill-opacity="0.12"/>`,
  ].join('');
};

const drawers: Readonly<Record<SceneArt, Drawer>> = {
  toronto: drawToronto,
  vancouver: drawVancouver,
  montreal: drawMontreal,
  calgary: drawCalgary,
  halifax: drawHalifax,
  'quebec-city': drawQuebecCity,
  banff: drawBanff,
  victoria: drawVictoria,
  ottawa: drawOttawa,
  'niagara-falls': drawNiagaraFalls,
  yellowknife: drawYellowknife,
  adventure: drawAdventure,
  canoe: drawCanoe,
  kayak: drawKayak,
  whale: drawWhale,
  rafting: drawRafting,
  sailing: drawSailing,
  zipline: drawZipline,
  skydiving: drawSkydiving,
  'axe-throwing': drawAxeThrowing,
  climbing: drawClimbing,
  horseback: drawHorseback,
  'winter-cabin': drawWinterCabin,
  'northern-lights': drawNorthernLights,
  'dog-sled': drawDogSled,
  skating: drawSkating,
  'food-and-drink': drawFoodAndDrink,
  wine: drawWine,
  'craft-beer': drawCraftBeer,
  'food-market': drawFoodMarket,
  cooking: drawCooking,
  'dinner-cruise': drawDinnerCruise,
  wellness: drawWellness,
  'spa-stones': drawSpaStones,
  'hot-springs': drawHotSprings,
  sightseeing: drawSightseeing,
  helicopter: drawHelicopter,
  seaplane: drawSeaplane,
  balloons: drawBalloons,
  'old-town-street': drawOldTownStreet,
  'road-trip': drawRoadTrip,
  'maple-leaf': drawMapleLeaf,
  lakeland: drawLakeland,
  'gift-box': drawGiftBox,
};
