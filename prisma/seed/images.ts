import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderDesignSvg, type DesignArt } from './design-art';
import { renderSceneSvg, type SceneArt } from './scene-art';

// Demo pictures drawn as SVG and rasterised by sharp, so the seed needs no network and
// no binary assets in the repository. Every picture is keyed by its file name.

export interface SceneImageSpec {
  kind: 'scene';
  file: string;
  width: number;
  height: number;
  art: SceneArt;
  /** Seeds the small differences between pictures of one art (see renderSceneSvg). */
  variant?: string;
}

export interface LogoImageSpec {
  kind: 'logo';
  file: string;
  width: number;
  height: number;
}

export interface DesignImageSpec {
  kind: 'design';
  file: string;
  width: number;
  height: number;
  art: DesignArt;
}

export type DemoImageSpec = SceneImageSpec | LogoImageSpec | DesignImageSpec;

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
/** Card designs: a wide band, sharp on the PDF's header (1064 px) and in e-mails. */
const DESIGN_IMAGE = { width: 1200, height: 400 } as const;

export function getDemoImageUrl(file: string): string {
  return `/uploads/demo/${file}`;
}

export interface SceneRequest {
  art: SceneArt;
  variant?: string;
  size?: 'large' | 'thumb';
}

/**
 * The file name says which art a picture shows (`montreal.webp`, `kayak--toronto-islands-kayak-tour.webp`),
 * so the same request always gives the same file and pages can be checked for the art they show.
 */
export function getSceneFileName({ art, variant, size = 'large' }: SceneRequest): string {
  return `${art}${variant ? `--${variant}` : ''}${size === 'thumb' ? '-thumb' : ''}.webp`;
}

export interface ImageCollector {
  /** Registers a scene (once per file name) and returns its public URL. */
  addScene(request: SceneRequest): string;
  /** Registers the logo and returns its public URL. */
  addLogo(spec: LogoImageSpec): string;
  /** Registers a card design's art and returns its public URL. */
  addDesign(art: DesignArt): string;
  list(): DemoImageSpec[];
}

export function createImageCollector(): ImageCollector {
  const specs = new Map<string, DemoImageSpec>();
  const add = (spec: DemoImageSpec): string => {
    if (!specs.has(spec.file)) specs.set(spec.file, spec);
    return getDemoImageUrl(spec.file);
  };
  return {
    addScene: (request) =>
      add({
        kind: 'scene',
        file: getSceneFileName(request),
        art: request.art,
        variant: request.variant,
        ...(request.size === 'thumb' ? THUMB_IMAGE : LARGE_IMAGE),
      }),
    addLogo: add,
    addDesign: (art) => add({ kind: 'design', file: `design-${art}.webp`, art, ...DESIGN_IMAGE }),
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
  const svg =
    spec.kind === 'logo'
      ? renderLogoSvg(spec)
      : spec.kind === 'design'
        ? renderDesignSvg(spec.art, spec.width, spec.height)
        : renderSceneSvg(spec.art, spec.width, spec.height, spec.variant);
  const isPng = spec.file.endsWith('.png');
  const pipeline = sharp(Buffer.from(svg));
  // Low WebP effort: the pictures are mostly flat colour, and seeding must stay fast.
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
