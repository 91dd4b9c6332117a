import type { AgeBandCode, GradeCode } from '../catalogue-data';
import type { FrenchCities, FrenchThemedGift } from './types';

// Québec French (fr-CA) for the demo catalogue of catalogue-data.ts.

export const frenchCities: FrenchCities = {
  toronto: {
    name: 'Toronto',
    blurb: 'La plus grande ville du Canada réunit des îles au bord du lac, des saveurs des quatre coins du monde et une silhouette urbaine reconnaissable entre toutes.',
  },
  vancouver: {
    name: 'Vancouver',
    blurb: 'À Vancouver, montagnes, océan et forêt pluviale se côtoient : on peut pagayer le matin et flâner en ville l’après-midi.',
  },
  montreal: {
    name: 'Montréal',
    blurb: 'Montréal marie le charme européen à l’énergie nord-américaine, et sa scène gourmande est légendaire.',
  },
  calgary: {
    name: 'Calgary',
    blurb: 'Calgary s’étend là où les Prairies rejoignent les contreforts des Rocheuses, avec son ciel immense et l’accueil chaleureux de l’Ouest.',
  },
  halifax: {
    name: 'Halifax',
    blurb: 'Ville portuaire aux embruns salés, Halifax séduit par ses phares, son homard et des gens parmi les plus sympathiques de la côte atlantique.',
  },
  'quebec-city': {
    name: 'Ville de Québec',
    blurb: 'Avec sa vieille ville fortifiée, ses bistros douillets et le fleuve Saint-Laurent à ses pieds, Québec donne l’impression d’un voyage en Europe.',
  },
  banff: {
    name: 'Banff',
    blurb: 'Banff, c’est le premier parc national du Canada : lacs turquoise, sources thermales et sommets à perte de vue.',
  },
  victoria: {
    name: 'Victoria',
    blurb: 'Capitale fleurie de la Colombie-Britannique, Victoria occupe la pointe sud de l’île de Vancouver, entourée d’eaux fréquentées par les épaulards.',
  },
  ottawa: {
    name: 'Ottawa',
    blurb: 'La capitale du Canada allie les majestueux édifices du Parlement au canal Rideau, inscrit au patrimoine mondial de l’UNESCO.',
  },
  'niagara-falls': {
    name: 'Chutes Niagara',
    blurb: 'Le grondement des chutes n’est qu’un début : la région du Niagara est aussi réputée dans le monde entier pour son vin de glace.',
  },
  yellowknife: {
    name: 'Yellowknife',
    blurb: 'Yellowknife se trouve juste sous l’ovale auroral, ce qui en fait l’un des meilleurs endroits sur Terre pour admirer les aurores boréales.',
  },
};

/** By tag slug: every tag of demoCategoryTree (all levels, including the city leaves) and demoProductTags (including children). */
export const frenchTagNames: Readonly<Record<string, string>> = {
  // demoCategoryTree
  adventure: 'Aventure',
  'water-activities': 'Activités nautiques',
  kayaking: 'Kayak et canot',
  'whale-watching': 'Observation des baleines',
  'jet-boats-rafting': 'Rafting et jet-boat',
  sailing: 'Voile',
  thrills: 'Sensations fortes',
  ziplining: 'Tyrolienne',
  'heights-skydiving': 'Hauteurs et chute libre',
  'axe-throwing': 'Lancer de haches',
  outdoors: 'Plein air',
  climbing: 'Escalade',
  'horseback-riding': 'Équitation',
  winter: 'Hiver',
  'northern-lights': 'Aurores boréales',
  'dog-sledding': 'Traîneau à chiens',
  skating: 'Patinage',
  'food-and-drink': 'Manger et boire',
  tastings: 'Dégustations',
  'wine-tasting': 'Vins',
  'craft-beer': 'Bières de microbrasserie',
  'food-tours': 'Visites gourmandes',
  'cooking-classes': 'Cours de cuisine',
  'dining-cruises': 'Croisières-repas',
  wellness: 'Bien-être',
  'spa-days': 'Journées spa',
  'hot-springs': 'Sources thermales',
  sightseeing: 'Visites et découvertes',
  'sightseeing-air': 'Vu du ciel',
  'helicopter-rides': 'Balades en hélicoptère',
  'seaplane-flights': 'Vols en hydravion',
  'hot-air-balloons': 'Montgolfière',
  'walking-tours': 'Visites à pied',
  'day-trips': 'Excursions d’une journée',
  'by-city': 'Par ville',
  ontario: 'Ontario',
  toronto: 'Toronto',
  ottawa: 'Ottawa',
  'niagara-falls': 'Chutes Niagara',
  quebec: 'Québec',
  montreal: 'Montréal',
  'quebec-city': 'Ville de Québec',
  'british-columbia': 'Colombie-Britannique',
  vancouver: 'Vancouver',
  victoria: 'Victoria',
  alberta: 'Alberta',
  calgary: 'Calgary',
  banff: 'Banff',
  'nova-scotia': 'Nouvelle-Écosse',
  halifax: 'Halifax',
  'northwest-territories': 'Territoires du Nord-Ouest',
  yellowknife: 'Yellowknife',
  // demoProductTags
  'best-seller': 'Meilleur vendeur',
  'for-couples': 'Pour couples',
  'for-families': 'Pour familles',
  'for-him': 'Pour lui',
  'for-her': 'Pour elle',
  new: 'Nouveauté',
  'any-occasion': 'Pour toutes les occasions',
  'who-its-for': 'Pour qui',
  'for-partner': 'Conjoint ou conjointe',
  'for-parent': 'Parent',
  'for-friend': 'Ami ou amie',
  'for-colleague': 'Collègue',
  'for-kids-and-family': 'Enfants et famille',
  'for-adventurer': 'Âme aventurière',
  occasion: 'Occasion',
  birthday: 'Anniversaire',
  anniversary: 'Anniversaire de couple',
  'christmas-and-holidays': 'Noël et les Fêtes',
  'thank-you': 'Pour dire merci',
  wedding: 'Mariage',
  retirement: 'Retraite',
  'just-because': 'Juste pour le plaisir',
};

/** By the English title of demoThemedGifts. */
export const frenchThemedGifts: Readonly<Record<string, FrenchThemedGift>> = {
  'Foodie Adventure Gift': {
    title: 'Cadeau Aventure gourmande',
    summary: 'Des visites gourmandes dans les quartiers les plus savoureux du Canada : le destinataire choisit la ville, vous choisissez le cadeau.',
  },
  'Adrenaline Rush Gift': {
    title: 'Cadeau Montée d’adrénaline',
    summary: 'Tyroliennes, jet-boat, rapides et une marche au bord du toit de la tour CN.',
  },
  'Spa & Wellness Gift': {
    title: 'Cadeau Spa et bien-être',
    summary: 'Spas nordiques et sources thermales pour une journée de pure détente.',
  },
  'Dinner Cruise for Two Gift': {
    title: 'Cadeau Croisière-souper pour deux',
    summary: 'Une soirée sur l’eau, un bon souper et le coucher du soleil.',
  },
  'Whale Watching Gift': {
    title: 'Cadeau Observation des baleines',
    summary: 'Épaulards, rorquals à bosse et petits rorquals, d’une côte à l’autre.',
  },
  "Wine Lover's Gift": {
    title: 'Cadeau Amour du vin',
    summary: 'Des dégustations dans la région du Niagara, dans la vallée d’Annapolis et dans le quartier de la Distillerie, à Toronto.',
  },
  'Sky High Flight Gift': {
    title: 'Cadeau La tête dans les nuages',
    summary: 'Hélicoptères, hydravions et montgolfières au-dessus des plus beaux paysages du Canada.',
  },
  'Paddle Adventure Gift': {
    title: 'Cadeau Aventure à la pagaie',
    summary: 'Kayak, canot et voilier sur les lacs, dans les fjords et en mer.',
  },
  'Cooking Class Gift': {
    title: 'Cadeau Cours de cuisine',
    summary: 'Pâtes, sushis ou pâtisserie française, avec des chefs professionnels.',
  },
  'Northern Lights & Winter Gift': {
    title: 'Cadeau Aurores boréales et hiver',
    summary: 'Nuits sous les aurores, balades en traîneau à chiens et patinage sur le canal Rideau.',
  },
  'Craft Beer & Cheers Gift': {
    title: 'Cadeau Microbrasseries et santé',
    summary: 'Des tournées de microbrasseries à Montréal et dans la Barley Belt de Calgary.',
  },
  'Toronto Weekend Gift': {
    title: 'Cadeau Fin de semaine à Toronto',
    summary: 'N’importe quelle expérience à Toronto, du kayak autour des îles à l’EdgeWalk.',
  },
  'West Coast Explorer Gift': {
    title: 'Cadeau Exploration de la côte Ouest',
    summary: 'Des aventures à Vancouver et à Victoria, en mer, dans les airs et en forêt pluviale.',
  },
};

/** The experiences' options (tour grades), as booking pages and e-mails name them. */
export const frenchGrades: Readonly<Record<GradeCode, { title: string; description: string }>> = {
  STANDARD: { title: 'Standard', description: 'Joignez-vous à un petit groupe.' },
  SUNSET: { title: 'Départ au coucher du soleil', description: 'Un départ plus tardif, à l’heure dorée, pour la plus belle lumière.' },
  PREMIUM: { title: 'Haut de gamme', description: 'Une formule bonifiée, avec plus de temps et des gâteries comprises.' },
  PRIVATE: { title: 'Privé', description: 'Votre groupe seulement, avec un guide attitré et un rythme à votre goût.' },
};

export const frenchAgeBandLabels: Readonly<Record<AgeBandCode, string>> = { ADULT: 'Adulte', CHILD: 'Enfant', SENIOR: 'Aîné', INFANT: 'Bébé' };
