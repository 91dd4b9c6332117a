import type { FrenchFooter, FrenchHomePage, FrenchLanding, FrenchPost } from './types';

// Québec French (fr-CA) for the demo content of content-data.ts.

/** By the landing's urlPath. */
export const frenchLandings: Readonly<Record<string, FrenchLanding>> = {
  'toronto-experiences': {
    title: 'Quoi faire à Toronto',
    body: `Toronto est une ville de quartiers, et chacun d’eux réserve son lot de découvertes.

## Pourquoi on aime Toronto
- Explorer en kayak les lagunes paisibles des îles de Toronto
- Goûter aux saveurs du monde entier au marché Kensington
- Marcher au bord du toit de la tour CN, à 356 mètres dans les airs

## Idées-cadeaux
Avec le **Cadeau Fin de semaine à Toronto**, la personne qui le reçoit choisit parmi toutes les expériences ci-dessous.`,
    seoTitle: 'Expériences et idées-cadeaux à Toronto',
    seoDescription: 'Visites gourmandes, kayak autour des îles, croisières-soupers et EdgeWalk de la tour CN : les meilleures expériences à offrir à Toronto.',
    seoKeywords: 'toronto, expériences, cadeaux, visite gourmande, kayak, edgewalk',
  },
  'vancouver-experiences': {
    title: 'Quoi faire à Vancouver',
    body: `Entre le Pacifique et la chaîne Côtière, Vancouver est faite pour le plein air.

## Nos coups de cœur
- L’observation des baleines dans la mer des Salish
- Des vols en hydravion et en hélicoptère au-dessus de la rive nord
- Le kayak dans le fjord de Deep Cove

## Quand y aller
La saison d’observation des baleines s’étend d’avril à octobre, et celle du ski et de la raquette, de décembre à mars.`,
    seoTitle: 'Expériences et idées-cadeaux à Vancouver',
    seoDescription: 'Observation des baleines, vols en hydravion, tyroliennes et visites gourmandes à Vancouver.',
    seoKeywords: 'vancouver, observation des baleines, hydravion, tyrolienne, cadeaux',
  },
  'montreal-experiences': {
    title: 'Quoi faire à Montréal',
    body: `Bagels, jet-boat et spas nordiques : Montréal fait tout avec panache.

## À ne pas manquer
- Une balade gourmande et historique dans le Vieux-Montréal
- Les rapides de Lachine, à quelques minutes du centre-ville
- Un spa flottant dans le Vieux-Port

> Bonjour-hi! La plupart des guides sont bilingues : choisissez le français ou l’anglais le jour même.`,
    seoTitle: 'Expériences et idées-cadeaux à Montréal',
    seoDescription: 'Visites gourmandes, cours de pâtisserie, jet-boat et spas à Montréal.',
    seoKeywords: 'montréal, visite gourmande, jet-boat, spa, cadeaux',
  },
  'gifts-for-him': {
    title: 'Cadeaux-expériences pour lui',
    body: `Oubliez les bas. Offrez-lui plutôt une histoire à raconter.

## Des idées qui vont lui plaire
- **Sensations fortes :** l’EdgeWalk de la tour CN, le jet-boat et le rafting en eaux vives
- **Vols :** en hélicoptère au-dessus des Rocheuses ou des chutes Niagara
- **Dégustations :** tournées de microbrasseries à Montréal et à Calgary`,
    seoTitle: 'Cadeaux pour lui : des expériences qu’il n’oubliera pas',
    seoDescription: 'Aventure, vols et dégustations : des cadeaux-expériences pour lui, partout au Canada.',
    seoKeywords: 'cadeaux pour lui, cadeaux-expériences, cadeaux d’aventure',
  },
  'gifts-for-her': {
    title: 'Cadeaux-expériences pour elle',
    body: `Des spas nordiques aux dégustations de vin de glace, offrez-lui le temps de savourer un moment bien à elle.

## Des idées qui vont lui plaire
- Une journée au spa, avec bassins chauds et massage
- Un atelier de pâtisserie française à Montréal
- Une dégustation de vins à Niagara-on-the-Lake`,
    seoTitle: 'Cadeaux pour elle : des expériences qu’elle n’oubliera pas',
    seoDescription: 'Journées au spa, dégustations et cours de cuisine : des cadeaux-expériences pour elle, partout au Canada.',
    seoKeywords: 'cadeaux pour elle, cadeau spa, cadeau dégustation de vins',
  },
  'gifts-for-couples': {
    title: 'Cadeaux-expériences pour couples',
    body: `Les plus beaux cadeaux se partagent. Ces expériences sont faites pour deux.

## Idées de sorties en amoureux
- Du kayak ou de la voile au coucher du soleil
- Une croisière-souper dans le port
- Un vol en montgolfière au lever du soleil`,
    seoTitle: 'Cadeaux pour couples : des expériences à deux',
    seoDescription: 'Croisières-soupers, journées au spa et balades sur l’eau au coucher du soleil : des cadeaux-expériences pour couples.',
    seoKeywords: 'cadeaux pour couples, sorties en amoureux, cadeau d’anniversaire de couple',
  },
  adventure: {
    title: 'Expériences d’aventure',
    body: `Faites grimper l’adrénaline sur l’eau, dans les airs ou sur la neige.

## Catégories
- [Activités nautiques](/adventure/water-activities)
- Sensations fortes : tyroliennes, hauteurs vertigineuses et chute libre intérieure
- Hiver : aurores boréales, traîneau à chiens et patinage`,
    seoTitle: 'Expériences d’aventure partout au Canada',
    seoDescription: 'Kayak, rafting, tyrolienne, traîneau à chiens et bien d’autres cadeaux d’aventure partout au Canada.',
    seoKeywords: 'aventure, tyrolienne, rafting, traîneau à chiens',
  },
  'adventure/water-activities': {
    title: 'Activités nautiques',
    body: `Trois océans, d’innombrables lacs : c’est depuis l’eau qu’on découvre le mieux le Canada.

## Choisissez votre rythme
1. **Tout en douceur :** du canot sur le lac Louise ou de la voile dans la baie English
2. **Dynamique :** du kayak de mer sur la côte atlantique
3. **Décoiffant :** du jet-boat et du rafting en eaux vives

Les gilets de sauvetage et les consignes de sécurité sont toujours inclus.`,
    seoTitle: 'Activités nautiques : kayak, observation des baleines et rafting',
    seoDescription: 'Kayak, canot, voile, rafting et observation des baleines sur les deux côtes du Canada.',
    seoKeywords: 'kayak, observation des baleines, rafting, voile, canot',
  },
  'food-and-drink': {
    title: 'Expériences gourmandes',
    body: `La scène gourmande du Canada est aussi diversifiée que sa population.

## Goûtez au pays d’un océan à l’autre
- Des visites gourmandes à Toronto, à Montréal, à Québec et à Vancouver
- Des cours de cuisine : pâtes, sushis et pâtisserie française
- Des [dégustations de vins](/food-and-drink/wine-tasting) et des tournées de microbrasseries`,
    seoTitle: 'Expériences et cadeaux gourmands',
    seoDescription: 'Visites gourmandes, cours de cuisine, dégustations de vins et croisières-soupers partout au Canada.',
    seoKeywords: 'visite gourmande, cours de cuisine, dégustation de vins, cadeau gourmand',
  },
  'food-and-drink/wine-tasting': {
    title: 'Dégustations de vins',
    body: `Du vin de glace du Niagara au Tidal Bay de la Nouvelle-Écosse, le vin canadien a le vent dans les voiles.

## Les régions à connaître
- **Péninsule du Niagara :** vin de glace et riesling de climat frais
- **Vallée d’Annapolis :** des blancs vifs et aromatiques
- **Comté de Prince Edward :** pinot noir et chardonnay`,
    seoTitle: 'Dégustations de vins au Canada',
    seoDescription: 'Dégustations de vins dans la région du Niagara, à Toronto et dans la vallée d’Annapolis.',
    seoKeywords: 'dégustation de vins, vin de glace, niagara, cadeau vin',
  },
  'spa-days': {
    title: 'Journées spa et sources thermales',
    body: `Chaud, froid, détente, on recommence. Les spas nordiques ont conquis le Canada.

## Comment fonctionne le cycle thermique
1. Réchauffez-vous au sauna ou dans un bassin chaud pendant 10 à 15 minutes
2. Rafraîchissez-vous quelques secondes dans un bain froid
3. Détendez-vous de 10 à 15 minutes, puis recommencez`,
    seoTitle: 'Une journée spa en cadeau : spas nordiques et sources thermales',
    seoDescription: 'Spas nordiques à Toronto, à Montréal et à Québec, et sources thermales de Banff.',
    seoKeywords: 'journée spa, spa nordique, sources thermales, cadeau bien-être',
  },
};

/** By the English breadcrumb label: every distinct `label` used in demoLandings' breadcrumbs (including 'Home'). */
export const frenchBreadcrumbLabels: Readonly<Record<string, string>> = {
  Home: 'Accueil',
  'Toronto experiences': 'Expériences à Toronto',
  'Vancouver experiences': 'Expériences à Vancouver',
  'Montréal experiences': 'Expériences à Montréal',
  'Gifts for him': 'Cadeaux pour lui',
  'Gifts for her': 'Cadeaux pour elle',
  'Gifts for couples': 'Cadeaux pour couples',
  Adventure: 'Aventure',
  'Water activities': 'Activités nautiques',
  'Food & drink': 'Manger et boire',
  'Wine tasting': 'Dégustation de vins',
  'Spa days': 'Journées spa',
};

/** By the post's slug. */
export const frenchPosts: Readonly<Record<string, FrenchPost>> = {
  'how-to-choose-an-experience-gift': {
    title: 'Comment choisir le cadeau-expérience parfait',
    excerpt: 'Vous ne savez pas quoi offrir? Cinq questions pour trouver un cadeau qui sera vraiment utilisé.',
    body: `Les expériences créent des souvenirs qui durent bien plus longtemps que n’importe quel gadget. Voici comment choisir la bonne.

## 1. Pensez à ce que la personne aime déjà
Les gourmands adoreront une visite de marché; les adeptes de randonnée qui marchent chaque fin de semaine préféreront peut-être une sortie en canot sur le lac Louise.

## 2. Pensez à qui l’accompagnera
Bien des expériences sont plus agréables à plusieurs. Repérez les étiquettes **Pour couples** et **Pour familles**.

## 3. Dans le doute, laissez-lui le choix
Un cadeau thématique donne accès à plusieurs expériences, et une carte-cadeau, à tout le catalogue. Le certificat n’expire jamais.

## 4. Vérifiez la saison
- Observation des baleines : d’avril à octobre
- Aurores boréales : de la fin août à avril
- Patinage sur le canal Rideau : janvier et février`,
  },
  'whale-watching-in-canada': {
    title: 'Observer les baleines au Canada : quand et où aller',
    excerpt: 'Des épaulards dans la mer des Salish aux rorquals à bosse de la baie de Fundy : un guide d’un océan à l’autre.',
    body: `Le Canada offre certaines des plus belles observations de baleines au monde, sur ses deux côtes.

## La côte du Pacifique
Au départ de Vancouver et de Victoria, on peut apercevoir des épaulards résidents et des épaulards de Bigg, des rorquals à bosse et des baleines grises. La saison bat son plein de **mai à septembre**.

## La côte atlantique
La baie de Fundy connaît les plus hautes marées de la planète, et tout le plancton qu’elles charrient. Rorquals à bosse, rorquals communs et petits rorquals viennent s’y nourrir de **juin à octobre**.

## Quoi apporter
- Des vêtements chauds à superposer, même l’été
- Des lunettes de soleil et de la crème solaire
- Des jumelles, si vous en avez`,
  },
  'a-foodies-weekend-in-montreal': {
    title: 'Une fin de semaine gourmande à Montréal',
    excerpt: 'Bagels, smoked meat, poutine et pâtisseries : comment dévorer Montréal en 48 heures.',
    body: `Montréal est peut-être la ville la plus savoureuse d’Amérique du Nord. Voici un plan pour deux jours.

## Samedi
Commencez par un bagel cuit au feu de bois dans le Mile End, puis joignez-vous à une balade gourmande et historique dans le Vieux-Montréal. En soirée, laissez-vous tenter par une tournée des microbrasseries.

## Dimanche
Apprenez à faire des croissants dans un atelier de pâtisserie française, puis allez digérer le tout sur le mont Royal.

## Conseils d’initiés
- Les comptoirs à bagels sont ouverts jour et nuit
- Commandez votre poutine avec du *fromage en grains* bien frais, qui fait « squick squick » sous la dent
- La plupart des restaurants vous accueillent en français et en anglais`,
  },
  'chasing-the-northern-lights': {
    title: 'À la poursuite des aurores boréales à Yellowknife',
    excerpt: 'Pourquoi Yellowknife compte parmi les meilleurs endroits au monde pour voir les aurores, et comment les photographier.',
    body: `Yellowknife se trouve juste sous l’ovale auroral : par nuit claire, les aurores sont presque garanties.

## Quand y aller
La saison des aurores s’étend de la **fin août à la mi-avril**. L’automne offre des reflets sur les lacs; l’hiver, la neige et les plus longues nuits.

## Comment photographier les aurores
1. Utilisez un trépied et désactivez la stabilisation d’image
2. Réglez la mise au point manuelle sur l’infini
3. Commencez à ISO 1600, à f/2,8 et avec une pose de 5 à 10 secondes

## Restez au chaud
Le mercure peut descendre sous les −30 °C. Des refuges chauffés rendent l’attente confortable.`,
  },
  'nordic-spa-101': {
    title: 'Spa nordique 101 : chaud, froid, détente, on recommence',
    excerpt: 'Première visite dans un spa nordique? Quoi apporter, à quoi vous attendre et les règles non écrites.',
    body: `Au spa nordique, tout tourne autour du cycle thermique, pas des soins. Voici ce qu’il faut savoir avant votre première visite.

## Le cycle
Réchauffez-vous, rafraîchissez-vous, reposez-vous, puis recommencez trois ou quatre fois.

## Quoi apporter
- Un maillot de bain et des sandales
- Une bouteille d’eau
- Rien d’autre : peignoirs et serviettes sont généralement fournis

## Le savoir-vivre au spa
Bien des aires sont des **zones de silence**. Laissez votre téléphone dans le casier et parlez à voix basse.`,
  },
  'holiday-gift-ideas-2026': {
    title: '12 idées de cadeaux-expériences pour les Fêtes 2026',
    excerpt: 'Des vols en hélicoptère aux cours de pâtes fraîches, un cadeau pour chaque personne de votre liste.',
    body: `Rayez tous les noms de votre liste avec des cadeaux dont on se souviendra.

## Pour les amateurs de sensations fortes
- L’EdgeWalk de la tour CN
- Le jet-boat à Niagara
- Un vol en hélicoptère au-dessus des Rocheuses

## Pour les gourmands
- La visite gourmande du marché Kensington
- Un atelier de sushis à Vancouver
- Une dégustation de vin de glace à Niagara-on-the-Lake

## Pour la personne qui a déjà tout
Une carte-cadeau lui laisse le choix. Elle n’expire jamais et permet de réserver n’importe quelle expérience du catalogue.`,
  },
};

export const frenchHomePage: FrenchHomePage = {
  hero: {
    title: 'Offrez une expérience, pas un objet',
    subtitle: 'Des bons-cadeaux pour des visites gourmandes, l’observation des baleines, des balades en hélicoptère et plus encore, partout au Canada. Ils n’expirent jamais, et c’est le destinataire qui choisit.',
    imageAlt: 'Un canot rouge sur un lac calme au lever du soleil',
    ctaLabel: 'Trouver un cadeau',
  },
  howItWorks: {
    title: 'Comment ça fonctionne',
    steps: [
      { title: 'Choisissez un cadeau', text: 'Optez pour un cadeau thématique ou pour une carte-cadeau d’un montant en dollars.' },
      { title: 'Envoyez-le', text: 'Nous envoyons le certificat par courriel à la date de votre choix, ou vous l’imprimez à la maison.' },
      { title: 'Le destinataire l’active', text: 'Sa valeur est portée au solde de son compte et n’expire jamais.' },
      { title: 'Le destinataire réserve', text: 'N’importe quelle expérience, à la date de son choix. Il suffit de payer la différence, s’il y a lieu.' },
    ],
  },
};

export const frenchFooter: FrenchFooter = {
  aboutTitle: 'À propos',
  supportTitle: 'Service à la clientèle',
  linkLabels: {
    'About us': 'Qui sommes-nous',
    'How it works': 'Comment ça fonctionne',
    Blog: 'Blogue',
    'Terms and conditions': 'Conditions générales',
    'Privacy policy': 'Politique de confidentialité',
    'Contact us': 'Nous joindre',
    'Activate a certificate': 'Activer un certificat',
    FAQ: 'Foire aux questions',
    'Chat with us': 'Clavarder avec nous',
    'Canada travel info': 'Info-voyage Canada',
  },
  copyright: '© 2026 Canada Gift Experiences. Prix en dollars canadiens, taxes incluses.',
};
