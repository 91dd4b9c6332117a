import type { Prisma } from '../../src/generated/prisma/client';
import { ServiceType, SiteContentKey } from '../../src/generated/prisma/enums';
import type { GiftCoverage, GiftParty } from '../../src/domains/catalog/lib/certificate-price';
import { dependsOnWeather, type DemoCatalogue } from './build-catalogue';
import {
  demoAgeBandSets,
  demoCities,
  demoExperiences,
  demoGiftCardValuesCents,
  demoProviders,
  demoThemedGifts,
  type AgeBandCode,
  type DemoCity,
  type GradeCode,
  type DemoExperience,
} from './catalogue-data';
import { demoFooter, demoLandings, demoPosts } from './content-data';
import { frenchAgeBandLabels, frenchCities, frenchGrades, frenchTagNames, frenchThemedGifts } from './french/catalogue';
import { frenchBreadcrumbLabels, frenchFooter, frenchHomePage, frenchLandings, frenchPosts } from './french/content';
import { frenchExperiences } from './french/experiences';
import type { FrenchExperience } from './french/types';
import { createDemoId, slugify } from './random';

/** The demo content in Canadian French (docs/adr/0024): one translation row per item. */

const LOCALE = 'fr-CA';

export interface DemoFrench {
  productTranslations: Prisma.ProductTranslationCreateManyInput[];
  tourGradeTranslations: Prisma.TourGradeTranslationCreateManyInput[];
  ageBandTranslations: Prisma.AgeBandTranslationCreateManyInput[];
  tagTranslations: Prisma.TagTranslationCreateManyInput[];
  landingTranslations: Prisma.LandingTranslationCreateManyInput[];
  breadcrumbTranslations: Prisma.BreadcrumbTranslationCreateManyInput[];
  postTranslations: Prisma.PostTranslationCreateManyInput[];
  siteContentTranslations: Prisma.SiteContentTranslationCreateManyInput[];
}

function required<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The demo data has no French for ${what}`);
  return value;
}

const frenchMoney = (cents: number) => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CAD' }).format(cents / 100);

function formatFrenchDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const AGE_BAND_WORDS: Readonly<Record<AgeBandCode, string>> = { ADULT: 'adultes', CHILD: 'enfants', SENIOR: 'aînés', INFANT: 'bébés' };

const PARTY_WORDS: Readonly<Record<GiftParty, string>> = {
  ONE: 'un adulte',
  TWO: 'deux adultes',
  FAMILY: 'deux adultes et deux enfants',
};

const GIFT_STEPS = [
  '## Comment ça fonctionne',
  '',
  '1. Achetez le cadeau : nous envoyons le certificat par courriel à la date de votre choix, ou vous l’imprimez à la maison.',
  '2. La personne qui le reçoit active le certificat, et toute sa valeur devient du solde dans son compte.',
  '3. Elle réserve l’expérience de son choix dans le catalogue et paie la différence, s’il y a lieu.',
];

function frenchTagName(slug: string): string {
  return required(frenchTagNames[slug], `the tag "${slug}"`);
}

function frenchCity(city: DemoCity) {
  return required(frenchCities[city.key], `the city "${city.key}"`);
}

/** Providers keep their own names in French. */
function providerNameOf(key: string): string {
  return required(
    demoProviders.find((provider) => provider.key === key),
    `the provider "${key}"`,
  ).name;
}

function describeFrenchCancellationPolicy(tagSlugs: ReadonlySet<string>): string {
  const policy =
    'Annulation gratuite jusqu’à 24 heures avant l’heure de départ (heure locale de l’expérience). ' +
    'Les annulations moins de 24 heures avant et les absences ne sont pas remboursées.';
  if (!dependsOnWeather(tagSlugs)) return policy;
  return `${policy} Cette expérience dépend de la météo : si le fournisseur annule, choisissez une autre date ou récupérez le montant complet en solde dans votre compte.`;
}

function describeFrenchExperience(experience: DemoExperience, french: FrenchExperience, city: DemoCity): string {
  const ages = demoAgeBandSets[experience.ageBands].map((band) => `${AGE_BAND_WORDS[band.code]} ${band.minAge}–${band.maxAge}`).join(', ');
  const confirmation =
    experience.serviceType === ServiceType.VIATOR
      ? 'Immédiate : votre réservation est confirmée dès que vous réservez.'
      : 'Sur demande : le fournisseur répond en 1 à 3 jours.';
  return [
    french.summary,
    '',
    '## Aperçu',
    '',
    `${frenchCity(city).blurb} Cette expérience est offerte par ${providerNameOf(experience.provider)}, l’un de nos partenaires locaux de confiance.`,
    '',
    '## Points forts',
    '',
    ...french.highlights.map((line) => `- ${line}`),
    '',
    '## Ce qui est inclus',
    '',
    ...french.included.map((line) => `- ${line}`),
    '',
    '## Bon à savoir',
    '',
    `- **Durée :** ${formatFrenchDuration(experience.durationMinutes)}`,
    `- **Point de rencontre :** ${french.meetingPoint}`,
    `- **Taille du groupe :** jusqu’à ${experience.maxTravellers} participants`,
    `- **Âges :** ${ages}`,
    `- **Confirmation :** ${confirmation}`,
    `- **Catégories :** ${experience.categories.map(frenchTagName).join(', ')}`,
  ].join('\n');
}

function describeFrenchGiftCoverage(coverage: GiftCoverage): string {
  const option = coverage.option === 'ANY' ? 'quelle que soit l’option choisie' : 'pour l’option standard de l’expérience';
  return `Sa valeur paie l’expérience la plus chère de la boîte pour ${PARTY_WORDS[coverage.party]}, ${option} : chaque choix est couvert en entier.`;
}

function buildProductTranslations(catalogue: DemoCatalogue): Prisma.ProductTranslationCreateManyInput[] {
  const rows: Prisma.ProductTranslationCreateManyInput[] = [];
  for (const experience of demoExperiences) {
    const french = required(frenchExperiences[experience.title], `the experience "${experience.title}"`);
    const slug = slugify(experience.title);
    const product = required(catalogue.productBySlug.get(slug), `the built experience "${slug}"`);
    const city = required(
      demoCities.find((candidate) => candidate.key === experience.city),
      `the city "${experience.city}"`,
    );
    rows.push({
      productId: product.id,
      locale: LOCALE,
      title: french.title,
      summary: french.summary,
      description: describeFrenchExperience(experience, french, city),
      meetingPoint: french.meetingPoint,
      cancellationPolicy: describeFrenchCancellationPolicy(product.tagSlugs),
      seoTitle: `${french.title} | ${frenchCity(city).name}`,
      seoDescription: french.summary,
    });
  }
  for (const gift of demoThemedGifts) {
    const french = required(frenchThemedGifts[gift.title], `the gift "${gift.title}"`);
    const product = required(catalogue.productBySlug.get(slugify(gift.title)), `the built gift "${gift.title}"`);
    rows.push({
      productId: product.id,
      locale: LOCALE,
      title: french.title,
      summary: french.summary,
      description: [french.summary, '', ...GIFT_STEPS, '', '## Bon à savoir', '', '- Le certificat n’expire jamais.', `- ${describeFrenchGiftCoverage(gift)}`].join('\n'),
      seoTitle: `${french.title} | Cadeaux-expériences au Canada`,
      seoDescription: french.summary,
    });
  }
  for (const valueCents of demoGiftCardValuesCents) {
    const product = required(catalogue.productBySlug.get(`gift-card-${valueCents / 100}`), `the gift card of ${valueCents} cents`);
    const title = `Carte-cadeau de ${frenchMoney(valueCents)}`;
    const summary = `Une carte-cadeau de ${frenchMoney(valueCents)} à utiliser pour n’importe quelle expérience au Canada. Elle n’expire jamais.`;
    rows.push({
      productId: product.id,
      locale: LOCALE,
      title,
      summary,
      description: [
        summary,
        '',
        ...GIFT_STEPS,
        '',
        '## Bon à savoir',
        '',
        `- Valeur : ${frenchMoney(valueCents)} (CAD, taxes incluses).`,
        '- Utilisez-la pour une ou plusieurs expériences; le reste demeure en solde.',
        '- La carte et le solde n’expirent jamais.',
      ].join('\n'),
      seoTitle: `${title} | Cadeaux-expériences au Canada`,
      seoDescription: summary,
    });
  }
  // Every product the catalogue builds has its French: the storefront's demo is bilingual throughout.
  const translated = new Set(rows.map((row) => row.productId));
  for (const product of catalogue.productBySlug.values()) {
    if (!translated.has(product.id)) throw new Error(`The demo data has no French for the product "${product.slug}"`);
  }
  return rows;
}

function buildSiteContentTranslations(): Prisma.SiteContentTranslationCreateManyInput[] {
  const linkLabels = (links: readonly { label: string }[]) =>
    Object.fromEntries(links.map((link, index) => [index, { label: required(frenchFooter.linkLabels[link.label], `the footer link "${link.label}"`) }]));
  return [
    {
      key: SiteContentKey.HOME_PAGE,
      locale: LOCALE,
      data: {
        hero: { title: frenchHomePage.hero.title, subtitle: frenchHomePage.hero.subtitle, imageAlt: frenchHomePage.hero.imageAlt, cta: { label: frenchHomePage.hero.ctaLabel } },
        howItWorks: { title: frenchHomePage.howItWorks.title, steps: frenchHomePage.howItWorks.steps.map((step) => ({ title: step.title, text: step.text })) },
      },
    },
    {
      key: SiteContentKey.FOOTER,
      locale: LOCALE,
      data: {
        about: { title: frenchFooter.aboutTitle, links: linkLabels(demoFooter.about.links) },
        support: { title: frenchFooter.supportTitle, links: linkLabels(demoFooter.support.links) },
        copyright: frenchFooter.copyright,
      },
    },
  ];
}

/** French for every demo product, tag, landing, breadcrumb, post and site block; a gap is an error. */
export function buildDemoFrench(catalogue: DemoCatalogue): DemoFrench {
  const breadcrumbs = new Map(demoLandings.flatMap((landing) => landing.breadcrumbs).map((crumb) => [`${crumb.label}|${crumb.url}`, crumb]));
  return {
    productTranslations: buildProductTranslations(catalogue),
    tourGradeTranslations: catalogue.tourGrades.map((grade) => ({
      tourGradeId: required(grade.id, 'an option without id'),
      locale: LOCALE,
      ...required(frenchGrades[grade.code as GradeCode], `the option "${grade.code}"`),
    })),
    ageBandTranslations: catalogue.ageBands.map((band) => ({
      ageBandId: required(band.id, 'an age band without id'),
      locale: LOCALE,
      label: required(frenchAgeBandLabels[band.code as AgeBandCode], `the age band "${band.code}"`),
    })),
    tagTranslations: [...catalogue.tagIdBySlug].map(([slug, tagId]) => ({ tagId, locale: LOCALE, name: frenchTagName(slug) })),
    landingTranslations: demoLandings.map((landing) => {
      const french = required(frenchLandings[landing.urlPath], `the landing "${landing.urlPath}"`);
      return { landingId: createDemoId(`landing:${landing.urlPath}`), locale: LOCALE, ...french };
    }),
    breadcrumbTranslations: [...breadcrumbs].map(([key, crumb]) => ({
      breadcrumbId: createDemoId(`breadcrumb:${key}`),
      locale: LOCALE,
      label: required(frenchBreadcrumbLabels[crumb.label], `the breadcrumb "${crumb.label}"`),
    })),
    postTranslations: demoPosts.map((post) => {
      const french = required(frenchPosts[post.slug], `the post "${post.slug}"`);
      return { postId: createDemoId(`post:${post.slug}`), locale: LOCALE, ...french, seoTitle: french.title, seoDescription: french.excerpt };
    }),
    siteContentTranslations: buildSiteContentTranslations(),
  };
}

