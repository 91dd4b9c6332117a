/** The storefront's main links, shown in the header on wide screens and in the burger menu on phones. */
export const mainNavigationLinks = [
  { href: '/gift', labelKey: 'gifts' },
  { href: '/booking', labelKey: 'experiences' },
  { href: '/blog', labelKey: 'blog' },
  { href: '/certificate/activation', labelKey: 'activateCertificate' },
] as const;
