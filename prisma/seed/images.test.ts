import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TagType } from '../../src/generated/prisma/enums';
import { buildDemoCatalogue } from './build-catalogue';
import { buildDemoContent } from './build-content';
import { demoCities } from './catalogue-data';
import { demoLandings } from './content-data';
import { createImageCollector, getDemoImageUrl, type SceneImageSpec } from './images';
import { activityArts, cityArts, renderSceneSvg, type SceneArt } from './scene-art';

function hashSvg(svg: string): string {
  return createHash('sha256').update(svg).digest('hex');
}

function buildDemoShop() {
  const images = createImageCollector();
  const catalogue = buildDemoCatalogue(images);
  const content = buildDemoContent(catalogue, images, 'staff-id');
  const scenes = new Map(
    images
      .list()
      .filter((spec): spec is SceneImageSpec => spec.kind === 'scene')
      .map((spec) => [getDemoImageUrl(spec.file), spec]),
  );
  const getArt = (url: string | null | undefined): SceneArt | undefined => (url ? scenes.get(url)?.art : undefined);
  return { catalogue, content, scenes, getArt };
}

describe('demo scene art', () => {
  it.each([...cityArts, ...activityArts])('draws %s without any text, plain or varied', (art) => {
    for (const variant of [undefined, 'some-product']) {
      const svg = renderSceneSvg(art, 1200, 800, variant);
      expect(svg).not.toMatch(/<text|<tspan|<textPath/i);
    }
  });

  it('draws every city and every activity differently', () => {
    const hashes = [...cityArts, ...activityArts].map((art) => hashSvg(renderSceneSvg(art, 1200, 800)));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('varies one art per product, so a list of one activity is not identical pictures', () => {
    const variants = ['a', 'b', 'c', 'd'].map((variant) => hashSvg(renderSceneSvg('kayak', 1200, 800, variant)));
    expect(new Set(variants).size).toBe(variants.length);
  });
});

describe('demo seed pictures', () => {
  const { catalogue, content, scenes, getArt } = buildDemoShop();

  it('gives every category tag its own picture and product tags none', () => {
    const categories = catalogue.tags.filter((tag) => tag.type === TagType.CATEGORY);
    for (const tag of categories) expect(tag.imageUrl, tag.slug).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    expect(new Set(categories.map((tag) => tag.imageUrl)).size).toBe(categories.length);
    for (const tag of catalogue.tags.filter((row) => row.type === TagType.PRODUCT)) expect(tag.imageUrl ?? null).toBeNull();
  });

  it("shows each city's own landmark on its tag, and no other city's on its products or landing", () => {
    const tagBySlug = new Map(catalogue.tags.map((tag) => [tag.slug, tag]));
    for (const city of demoCities) {
      expect(getArt(tagBySlug.get(city.key)?.imageUrl), city.key).toBe(city.key);
      const productIds = new Set(catalogue.products.filter((product) => product.city === city.name).map((product) => product.id));
      const arts = catalogue.productImages.filter((image) => productIds.has(image.productId)).map((image) => getArt(image.url));
      const otherCities = arts.filter((art) => art !== city.key && (cityArts as readonly (SceneArt | undefined)[]).includes(art));
      expect(otherCities, city.key).toEqual([]);
    }
    for (const landing of content.landings) {
      const source = demoLandings.find((candidate) => candidate.urlPath === landing.urlPath);
      const city = demoCities.find((candidate) => source?.tags.includes(candidate.key));
      if (city) expect(getArt(landing.bannerImg), landing.urlPath).toBe(city.key);
    }
    expect(getArt(content.landings.find((landing) => landing.urlPath === 'montreal-experiences')?.bannerImg)).toBe('montreal');
  });

  it('draws every seeded scene without text', () => {
    for (const spec of scenes.values()) expect(renderSceneSvg(spec.art, spec.width, spec.height, spec.variant)).not.toMatch(/<text/i);
  });
});
