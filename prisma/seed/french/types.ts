import type { CityKey } from '../catalogue-data';

// The demo content's French (fr-CA), keyed by what identifies the English item in the demo data.

export interface FrenchExperience {
  title: string;
  summary: string;
  highlights: readonly string[];
  included: readonly string[];
  meetingPoint: string;
}

export interface FrenchThemedGift {
  title: string;
  summary: string;
}

export interface FrenchCity {
  name: string;
  blurb: string;
}

export type FrenchCities = Readonly<Record<CityKey, FrenchCity>>;

export interface FrenchLanding {
  title: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

export interface FrenchPost {
  title: string;
  excerpt: string;
  body: string;
}

export interface FrenchHomePage {
  hero: { title: string; subtitle: string; imageAlt: string; ctaLabel: string };
  howItWorks: { title: string; steps: readonly { title: string; text: string }[] };
}

export interface FrenchFooter {
  aboutTitle: string;
  supportTitle: string;
  /** By the English label of each footer link. */
  linkLabels: Readonly<Record<string, string>>;
  copyright: string;
}
