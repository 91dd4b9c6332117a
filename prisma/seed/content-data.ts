import type { FooterContent } from '../../src/domains/content/schemas';
import type { SceneArt } from './scene-art';

// Demo landing pages, blog posts and the staff-edited site blocks.

export const SHOP_NAME = 'Canada Gift Experiences';

export interface DemoBreadcrumb {
  label: string;
  url: string;
}

export interface DemoLanding {
  urlPath: string;
  title: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  tags: readonly string[];
  /** From Home to the landing itself. */
  breadcrumbs: readonly DemoBreadcrumb[];
  similar: readonly string[];
  /** Only for a landing about a PRODUCT tag: one about a category shows the category's picture. */
  art?: SceneArt;
}

const home: DemoBreadcrumb = { label: 'Home', url: '/' };

export const demoLandings: readonly DemoLanding[] = [
  {
    urlPath: 'toronto-experiences',
    title: 'Things to do in Toronto',
    body: `Toronto is a city of neighbourhoods, and every one of them has something to discover.

## Why we love Toronto
- Kayak the quiet lagoons of the Toronto Islands
- Taste the world in Kensington Market
- Walk the edge of the CN Tower, 356 metres up

## Gift ideas
A **Toronto Weekend Gift** lets them pick any of the experiences below.`,
    seoTitle: 'Toronto experiences and gift ideas',
    seoDescription: 'Food tours, island kayaking, dinner cruises and the CN Tower EdgeWalk: the best experience gifts in Toronto.',
    seoKeywords: 'toronto, experiences, gifts, food tour, kayak, edgewalk',
    tags: ['toronto'],
    breadcrumbs: [home, { label: 'Toronto experiences', url: '/toronto-experiences' }],
    similar: ['vancouver-experiences', 'montreal-experiences', 'gifts-for-couples'],
  },
  {
    urlPath: 'vancouver-experiences',
    title: 'Things to do in Vancouver',
    body: `Between the Pacific and the Coast Mountains, Vancouver is made for the outdoors.

## Top picks
- Whale watching in the Salish Sea
- Seaplane and helicopter flights over the North Shore
- Kayaking the fjord at Deep Cove

## When to go
Whale season runs from April to October; ski and snowshoe season from December to March.`,
    seoTitle: 'Vancouver experiences and gift ideas',
    seoDescription: 'Whale watching, seaplane flights, ziplines and food tours in Vancouver.',
    seoKeywords: 'vancouver, whale watching, seaplane, zipline, gifts',
    tags: ['vancouver'],
    breadcrumbs: [home, { label: 'Vancouver experiences', url: '/vancouver-experiences' }],
    similar: ['toronto-experiences', 'montreal-experiences', 'adventure/water-activities'],
  },
  {
    urlPath: 'montreal-experiences',
    title: 'Things to do in Montréal',
    body: `Bagels, jet boats and Nordic spas: Montréal does everything with flair.

## Don't miss
- A food and history walk through Old Montréal
- The Lachine Rapids, minutes from downtown
- A floating spa in the Old Port

> Bonjour-hi! Most guides are bilingual, so pick French or English on the day.`,
    seoTitle: 'Montréal experiences and gift ideas',
    seoDescription: 'Food tours, pastry classes, jet boats and spas in Montréal.',
    seoKeywords: 'montreal, food tour, jet boat, spa, gifts',
    tags: ['montreal'],
    breadcrumbs: [home, { label: 'Montréal experiences', url: '/montreal-experiences' }],
    similar: ['toronto-experiences', 'vancouver-experiences', 'food-and-drink'],
  },
  {
    urlPath: 'gifts-for-him',
    title: 'Experience gifts for him',
    body: `Skip the socks. Give him a story to tell instead.

## Ideas he'll love
- **Thrills:** the CN Tower EdgeWalk, jet boats and whitewater rafting
- **Flights:** helicopters over the Rockies or Niagara Falls
- **Tastings:** craft beer tours in Montréal and Calgary`,
    seoTitle: 'Gifts for him: experiences he will remember',
    seoDescription: 'Adventure, flights and tastings: experience gifts for him across Canada.',
    seoKeywords: 'gifts for him, experience gifts, adventure gifts',
    tags: ['for-him'],
    breadcrumbs: [home, { label: 'Gifts for him', url: '/gifts-for-him' }],
    similar: ['gifts-for-her', 'gifts-for-couples', 'adventure'],
    art: 'gift-box',
  },
  {
    urlPath: 'gifts-for-her',
    title: 'Experience gifts for her',
    body: `From Nordic spas to icewine tastings, give her time to enjoy something special.

## Ideas she'll love
- A spa day with hot pools and a massage
- A French pastry workshop in Montréal
- A wine tasting in Niagara-on-the-Lake`,
    seoTitle: 'Gifts for her: experiences she will remember',
    seoDescription: 'Spa days, tastings and cooking classes: experience gifts for her across Canada.',
    seoKeywords: 'gifts for her, spa gift, wine tasting gift',
    tags: ['for-her'],
    breadcrumbs: [home, { label: 'Gifts for her', url: '/gifts-for-her' }],
    similar: ['gifts-for-him', 'gifts-for-couples', 'spa-days'],
    art: 'gift-box',
  },
  {
    urlPath: 'gifts-for-couples',
    title: 'Experience gifts for couples',
    body: `The best gifts are shared. These experiences are made for two.

## Date ideas
- A sunset kayak or sail
- A dinner cruise on the harbour
- A hot-air balloon flight at sunrise`,
    seoTitle: 'Gifts for couples: experiences for two',
    seoDescription: 'Dinner cruises, spa days and sunset paddles: experience gifts for couples.',
    seoKeywords: 'couples gifts, date ideas, anniversary gift',
    tags: ['for-couples'],
    breadcrumbs: [home, { label: 'Gifts for couples', url: '/gifts-for-couples' }],
    similar: ['gifts-for-him', 'gifts-for-her', 'food-and-drink/wine-tasting'],
    art: 'gift-box',
  },
  {
    urlPath: 'adventure',
    title: 'Adventure experiences',
    body: `Get the heart racing on the water, in the air or on the snow.

## Categories
- [Water activities](/adventure/water-activities)
- Thrills: ziplines, heights and indoor skydiving
- Winter: northern lights, dog sledding and skating`,
    seoTitle: 'Adventure experiences across Canada',
    seoDescription: 'Kayaking, rafting, ziplining, dog sledding and more adventure gifts across Canada.',
    seoKeywords: 'adventure, zipline, rafting, dog sledding',
    tags: ['adventure'],
    breadcrumbs: [home, { label: 'Adventure', url: '/adventure' }],
    similar: ['adventure/water-activities', 'gifts-for-him'],
  },
  {
    urlPath: 'adventure/water-activities',
    title: 'Water activities',
    body: `Three oceans, countless lakes: Canada is best seen from the water.

## Pick your pace
1. **Relaxed:** canoe Lake Louise or sail English Bay
2. **Active:** sea kayak the Atlantic coast
3. **Wild:** jet boats and whitewater rafting

Life jackets and safety briefings are always included.`,
    seoTitle: 'Water activities: kayaking, whale watching and rafting',
    seoDescription: 'Kayak, canoe, sail, raft and watch whales on both coasts of Canada.',
    seoKeywords: 'kayaking, whale watching, rafting, sailing, canoe',
    tags: ['water-activities'],
    breadcrumbs: [home, { label: 'Adventure', url: '/adventure' }, { label: 'Water activities', url: '/adventure/water-activities' }],
    similar: ['adventure', 'vancouver-experiences'],
  },
  {
    urlPath: 'food-and-drink',
    title: 'Food & drink experiences',
    body: `Canada's food scene is as diverse as its people.

## Taste your way across the country
- Food tours in Toronto, Montréal, Québec City and Vancouver
- Cooking classes for pasta, sushi and French pastry
- [Wine tastings](/food-and-drink/wine-tasting) and craft beer tours`,
    seoTitle: 'Food & drink experiences and gifts',
    seoDescription: 'Food tours, cooking classes, wine tastings and dinner cruises across Canada.',
    seoKeywords: 'food tour, cooking class, wine tasting, foodie gift',
    tags: ['food-and-drink'],
    breadcrumbs: [home, { label: 'Food & drink', url: '/food-and-drink' }],
    similar: ['food-and-drink/wine-tasting', 'montreal-experiences'],
  },
  {
    urlPath: 'food-and-drink/wine-tasting',
    title: 'Wine tasting experiences',
    body: `From Niagara icewine to Nova Scotia's Tidal Bay, Canadian wine is having a moment.

## Regions to know
- **Niagara Peninsula:** icewine and cool-climate riesling
- **Annapolis Valley:** crisp, aromatic whites
- **Prince Edward County:** pinot noir and chardonnay`,
    seoTitle: 'Wine tasting experiences in Canada',
    seoDescription: 'Wine tastings in Niagara, Toronto and the Annapolis Valley.',
    seoKeywords: 'wine tasting, icewine, niagara, wine gift',
    tags: ['wine-tasting'],
    breadcrumbs: [home, { label: 'Food & drink', url: '/food-and-drink' }, { label: 'Wine tasting', url: '/food-and-drink/wine-tasting' }],
    similar: ['food-and-drink', 'gifts-for-couples'],
  },
  {
    urlPath: 'spa-days',
    title: 'Spa days and hot springs',
    body: `Hot, cold, relax, repeat. Nordic spas have taken Canada by storm.

## How a thermal circuit works
1. Warm up in a sauna or hot pool for 10–15 minutes
2. Cool down in a cold plunge for a few seconds
3. Relax for 10–15 minutes, then repeat`,
    seoTitle: 'Spa day gifts: Nordic spas and hot springs',
    seoDescription: 'Nordic spas in Toronto, Montréal and Québec City, and the hot springs of Banff.',
    seoKeywords: 'spa day, nordic spa, hot springs, wellness gift',
    tags: ['wellness'],
    breadcrumbs: [home, { label: 'Spa days', url: '/spa-days' }],
    similar: ['gifts-for-her', 'gifts-for-couples'],
  },
];

/** Products tagged like one of these landings get its breadcrumbs; the first match wins. */
export const productBreadcrumbLandings: readonly string[] = [
  'adventure/water-activities',
  'food-and-drink/wine-tasting',
  'spa-days',
  'toronto-experiences',
  'vancouver-experiences',
  'montreal-experiences',
];

export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  authorName: string;
  publishedAt: string;
  art: SceneArt;
}

export const demoPosts: readonly DemoPost[] = [
  {
    slug: 'how-to-choose-an-experience-gift',
    title: 'How to Choose the Perfect Experience Gift',
    excerpt: 'Not sure what they would like? Five questions that lead to a gift they will actually use.',
    authorName: 'Émilie Gagnon',
    publishedAt: '2026-02-10T14:00:00Z',
    art: 'gift-box',
    body: `Experiences make memories that last longer than any gadget. Here is how to pick the right one.

## 1. Think about what they already love
A foodie will love a market tour; someone who hikes every weekend may prefer a canoe on Lake Louise.

## 2. Consider who they will go with
Many experiences are better shared. Look for the **For couples** and **For families** labels.

## 3. When in doubt, let them choose
A themed gift covers several experiences, and a gift card covers the whole catalogue. The certificate never expires.

## 4. Check the season
- Whale watching: April to October
- Northern lights: late August to April
- Skating on the Rideau Canal: January and February`,
  },
  {
    slug: 'whale-watching-in-canada',
    title: 'Whale Watching in Canada: When and Where to Go',
    excerpt: 'Orcas in the Salish Sea, humpbacks in the Bay of Fundy: a coast-to-coast guide.',
    authorName: 'Liam Chen',
    publishedAt: '2026-03-18T15:30:00Z',
    art: 'whale',
    body: `Canada has some of the best whale watching in the world, on both coasts.

## The Pacific coast
From Vancouver and Victoria you can see resident and Bigg's orcas, humpbacks and grey whales. The season peaks from **May to September**.

## The Atlantic coast
The Bay of Fundy has the highest tides on Earth and the plankton that comes with them. Humpback, finback and minke whales feed there from **June to October**.

## What to bring
- Warm layers, even in summer
- Sunglasses and sunscreen
- Binoculars, if you have them`,
  },
  {
    slug: 'a-foodies-weekend-in-montreal',
    title: "A Foodie's Weekend in Montréal",
    excerpt: 'Bagels, smoked meat, poutine and pastries: how to eat your way through Montréal in 48 hours.',
    authorName: 'Émilie Gagnon',
    publishedAt: '2026-05-06T13:00:00Z',
    art: 'montreal',
    body: `Montréal might be the most delicious city in North America. Here is a plan for two days.

## Saturday
Start with a wood-fired bagel in Mile End, then join a food and history walk through Old Montréal. In the evening, try a craft beer tour.

## Sunday
Learn to make croissants at a French pastry workshop, then walk it off on Mount Royal.

## Local tips
- Bagel shops are open around the clock
- Order poutine with *fromage en grains* that squeaks
- Most restaurants welcome you in French and English`,
  },
  {
    slug: 'chasing-the-northern-lights',
    title: 'Chasing the Northern Lights in Yellowknife',
    excerpt: 'Why Yellowknife is one of the best aurora spots on Earth, and how to photograph it.',
    authorName: 'Priya Sharma',
    publishedAt: '2026-09-02T04:00:00Z',
    art: 'yellowknife',
    body: `Yellowknife sits right under the auroral oval, so on a clear night the lights are almost guaranteed.

## When to go
The aurora season runs from **late August to mid-April**. Autumn has lake reflections; winter has snow and the longest nights.

## How to photograph the aurora
1. Use a tripod and turn off image stabilisation
2. Set manual focus to infinity
3. Start at ISO 1600, f/2.8 and 5–10 seconds

## Stay warm
Temperatures can fall below −30 °C. Heated cabins make the wait comfortable.`,
  },
  {
    slug: 'nordic-spa-101',
    title: 'Nordic Spa 101: Hot, Cold, Relax, Repeat',
    excerpt: 'First time at a Nordic spa? What to bring, what to expect and the unwritten rules.',
    authorName: 'Liam Chen',
    publishedAt: '2026-10-14T16:00:00Z',
    art: 'spa-stones',
    body: `Nordic spas are about the thermal cycle, not treatments. Here is what to know before your first visit.

## The cycle
Heat up, cool down, rest, then repeat three or four times.

## What to bring
- A swimsuit and flip-flops
- A water bottle
- Nothing else: robes and towels are usually included

## Spa etiquette
Many areas are **silent zones**. Keep phones in the locker and voices low.`,
  },
  {
    slug: 'holiday-gift-ideas-2026',
    title: '12 Experience Gift Ideas for the 2026 Holidays',
    excerpt: 'From helicopter flights to pasta classes, a gift for everyone on your list.',
    authorName: 'Priya Sharma',
    publishedAt: '2026-11-16T15:00:00Z',
    art: 'gift-box',
    body: `Cross everyone off your list with gifts they will remember.

## For the thrill-seeker
- The CN Tower EdgeWalk
- Niagara jet boats
- A helicopter flight over the Rockies

## For the foodie
- Kensington Market food tour
- Sushi making in Vancouver
- Icewine tasting in Niagara-on-the-Lake

## For someone who has everything
A gift card lets them choose. It never expires, and they can book any experience in the catalogue.`,
  },
];

export const demoHomePage = {
  hero: {
    title: 'Give an experience, not a thing',
    subtitle: 'Gift vouchers for food tours, whale watching, helicopter rides and more across Canada. They never expire, and they choose.',
    imageAlt: 'A red canoe on a still lake at sunrise',
    cta: { label: 'Find a gift', href: '/gift' },
  },
  // Eight: full rows of 2 (phones) and 4 (wide screens).
  featuredGiftSlugs: [
    'foodie-adventure-gift',
    'adrenaline-rush-gift',
    'spa-wellness-gift',
    'dinner-cruise-for-two-gift',
    'sky-high-flight-gift',
    'whale-watching-gift',
    'paddle-adventure-gift',
    'gift-card-100',
  ],
  topCategoryTagSlugs: ['adventure', 'food-and-drink', 'wellness', 'sightseeing', 'water-activities', 'winter'],
  featuredExperienceSlugs: [
    'kensington-market-food-tour',
    'vancouver-whale-watching-adventure',
    'cn-tower-edgewalk',
    'niagara-falls-helicopter-ride',
    'lake-louise-canoe-experience',
    'yellowknife-northern-lights-viewing',
    'old-montreal-food-history-walk',
    'halifax-harbour-lobster-dinner-cruise',
  ],
  howItWorks: {
    title: 'How it works',
    steps: [
      { title: 'Choose a gift', text: 'Pick a themed gift or a gift card with a dollar value.', icon: 'gift' },
      { title: 'Send it', text: 'We e-mail the certificate on the date you choose, or you print it at home.', icon: 'mail' },
      { title: 'They activate it', text: 'The value becomes account balance that never expires.', icon: 'ticket' },
      { title: 'They book', text: 'They pick any experience and a date, and pay any difference.', icon: 'calendar' },
    ],
  },
  blogTeaserCount: 3,
};

export const demoFooter: FooterContent = {
  about: {
    title: 'About',
    links: [
      { type: 'modal', label: 'About us', modal: 'about-us' },
      { type: 'modal', label: 'How it works', modal: 'how-it-works' },
      { type: 'link', label: 'Blog', href: '/blog' },
      { type: 'link', label: 'Terms and conditions', href: '/terms-and-conditions' },
      { type: 'link', label: 'Privacy policy', href: '/privacy' },
    ],
  },
  support: {
    title: 'Support',
    links: [
      { type: 'modal', label: 'Contact us', modal: 'contact-us' },
      { type: 'link', label: 'Activate a certificate', href: '/certificate/activation' },
      { type: 'link', label: 'FAQ', href: '/terms-and-conditions#faq' },
      { type: 'click', label: 'Chat with us', action: 'open-chat' },
      { type: 'external-link', label: 'Canada travel info', href: 'https://travel.gc.ca/' },
    ],
  },
  // The shop's own pages on the networks are staff content; the demo has none, and the footer
  // shows no social links rather than links to the networks' home pages.
  socialLinks: [],
  paymentIcons: ['mastercard', 'american-express', 'visa'],
  topGiftCategoryTagSlugs: ['adventure', 'food-and-drink', 'wellness', 'sightseeing', 'water-activities', 'winter'],
  copyright: `© 2026 ${SHOP_NAME}. Prices in CAD, tax included.`,
};
