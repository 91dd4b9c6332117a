import { z } from 'zod';

/** Named overlays a link may open (SPEC §2 overlays). */
export const modalNames = ['about-us', 'how-it-works', 'contact-us', 'subscribe', 'gift-finder'] as const;
export type ModalName = (typeof modalNames)[number];

/** Client actions a `click` link may trigger. */
export const clickActions = ['scroll-to-top', 'open-chat', 'open-cart'] as const;
export type ClickAction = (typeof clickActions)[number];

const label = z.string().trim().min(1, 'Label is required').max(80);
const internalPath = z.string().regex(/^\/(?!\/)[^\s]*$/, 'Use a path on this site, starting with /');

/** SPEC §2: footer link types modal, link, external-link, click. */
export const contentLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('modal'), label, modal: z.enum(modalNames) }),
  z.object({ type: z.literal('link'), label, href: internalPath }),
  z.object({ type: z.literal('external-link'), label, href: z.url({ protocol: /^https?$/ }) }),
  z.object({ type: z.literal('click'), label, action: z.enum(clickActions) }),
]);
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const socialLinkSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(40),
  url: z.url({ protocol: /^https$/ }),
  icon: z.string().min(1),
  type: z.enum(['facebook', 'instagram', 'twitter', 'youtube', 'linkedin', 'tiktok', 'pinterest']),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const paymentIcons = ['mastercard', 'american-express', 'visa'] as const;

export const footerContentSchema = z.object({
  about: z.object({ title: label, links: z.array(contentLinkSchema).max(12) }),
  support: z.object({ title: label, links: z.array(contentLinkSchema).max(12) }),
  socialLinks: z.array(socialLinkSchema).max(10),
  paymentIcons: z.array(z.enum(paymentIcons)),
  // Top gift categories: category tag slugs, linked to the gift list filtered by them.
  topGiftCategoryTagSlugs: z.array(z.string().min(1)).max(12),
  copyright: z.string().max(200),
});
export type FooterContent = z.infer<typeof footerContentSchema>;

export const homePageContentSchema = z.object({
  hero: z.object({
    title: z.string().trim().min(1).max(120),
    subtitle: z.string().max(300),
    imageUrl: z.string().min(1),
    imageAlt: z.string().max(200),
    cta: z.object({ label, href: internalPath }),
  }),
  featuredGiftSlugs: z.array(z.string().min(1)).max(12),
  topCategoryTagSlugs: z.array(z.string().min(1)).max(12),
  featuredExperienceSlugs: z.array(z.string().min(1)).max(12),
  howItWorks: z.object({
    title: label,
    steps: z
      .array(z.object({ title: z.string().min(1).max(80), text: z.string().max(300), icon: z.string().min(1) }))
      .min(1)
      .max(6),
  }),
  blogTeaserCount: z.number().int().min(0).max(6),
});
export type HomePageContent = z.infer<typeof homePageContentSchema>;

export const logoContentSchema = z.object({
  url: z.string().min(1),
  alt: z.string().min(1).max(120),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type LogoContent = z.infer<typeof logoContentSchema>;
