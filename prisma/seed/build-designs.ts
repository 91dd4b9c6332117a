import type { Prisma } from '../../src/generated/prisma/client';
import type { DemoCatalogue } from './build-catalogue';
import type { DesignArt } from './design-art';
import type { ImageCollector } from './images';
import { createDemoId } from './random';

export interface DemoDesigns {
  designs: Prisma.GiftDesignCreateManyInput[];
  occasions: Prisma.GiftDesignOccasionCreateManyInput[];
  translations: Prisma.GiftDesignTranslationCreateManyInput[];
}

/** The six designs of issue 27, in the order the shop offers them; plain suits no occasion, so it is the default. */
const demoDesigns: readonly { art: DesignArt; name: string; french: string; occasions: readonly string[] }[] = [
  { art: 'birthday', name: 'Birthday balloons', french: 'Ballons d’anniversaire', occasions: ['birthday'] },
  { art: 'holidays', name: 'Snowy holidays', french: 'Fêtes enneigées', occasions: ['christmas-and-holidays'] },
  { art: 'thank-you', name: 'Thank-you flowers', french: 'Fleurs de remerciement', occasions: ['thank-you'] },
  { art: 'wedding-and-anniversary', name: 'Wedding and anniversary', french: 'Mariage et anniversaire', occasions: ['wedding', 'anniversary'] },
  { art: 'congratulations', name: 'Congratulations stars', french: 'Étoiles de félicitations', occasions: ['retirement'] },
  { art: 'plain', name: 'Plain', french: 'Sobre', occasions: [] },
];

export function buildDemoDesigns(catalogue: DemoCatalogue, images: ImageCollector): DemoDesigns {
  const tagIds = new Map(catalogue.tags.map((tag) => [tag.slug, tag.id]));
  const result: DemoDesigns = { designs: [], occasions: [], translations: [] };
  for (const [sortOrder, design] of demoDesigns.entries()) {
    const id = createDemoId(`gift-design:${design.art}`);
    result.designs.push({ id, name: design.name, imageUrl: images.addDesign(design.art), sortOrder, published: true });
    result.translations.push({ designId: id, locale: 'fr-CA', name: design.french });
    for (const slug of design.occasions) {
      const tagId = tagIds.get(slug);
      if (!tagId) throw new Error(`Unknown demo occasion "${slug}"`);
      result.occasions.push({ designId: id, tagId });
    }
  }
  return result;
}
