// The demo catalog of Maison Lumière (Brussels): four olfactive families and twelve extraits de parfum,
// with their texts in French (required), English and Dutch, and the look of their bottles.
// Stocks cover every storefront label (out, limited, available) and every admin badge (red, yellow, green).
import type { BottleLook } from './bottle-art.ts';
import type { Family } from './scene-props.ts';
import type { Gender } from '../../domain/catalog/types.ts';
import type { Language } from '../../domain/vocabulary/language.ts';

export interface SeedCategory {
  slug: Family;
  name: string;
}

export interface SeedProductTexts {
  name: string;
  description: string;
  notes: string;
}

export interface SeedProduct {
  /** Stable key of the demo product (not stored: the shop has no product slugs). */
  key: string;
  category: Family;
  gender: Gender;
  sizeMl: 30 | 50 | 100;
  priceCents: number;
  stock: number;
  isHero: boolean;
  isFlagship: boolean;
  /** How long before the seeding the product was added, so "the 3 newest" means something. */
  createdDaysAgo: number;
  texts: Record<Language, SeedProductTexts>;
  look: BottleLook;
  /** Number of product pictures, 2 to 4. */
  imageCount: 2 | 3 | 4;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { slug: 'oriental', name: 'Oriental' },
  { slug: 'floral', name: 'Floral' },
  { slug: 'woody', name: 'Boisé' },
  { slug: 'fresh', name: 'Frais' },
];

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    key: 'ambre-imperial',
    category: 'oriental',
    gender: 'unisex',
    sizeMl: 100,
    priceCents: 26500,
    stock: 27,
    isHero: true,
    isFlagship: false,
    createdDaysAgo: 210,
    imageCount: 4,
    look: { shape: 'column', cap: 'gold', liquid: '#c07a2a', label: 'ivory' },
    texts: {
      fr: {
        name: 'Ambre Impérial',
        description:
          "Un ambre de velours, chaud et lumineux comme une fin de journée sur la Grand-Place. Le labdanum et la vanille Bourbon s'enroulent autour d'un cœur de benjoin et de fève tonka, pour un sillage enveloppant qui tient jusqu'au lendemain.",
        notes:
          'Tête : bergamote, cardamome, safran · Cœur : benjoin, labdanum, fève tonka · Fond : vanille Bourbon, ambre gris, bois de santal',
      },
      en: {
        name: 'Ambre Impérial',
        description:
          'A velvet amber, warm and glowing like late afternoon light on the Grand-Place. Labdanum and Bourbon vanilla wind around a heart of benzoin and tonka bean, for an enveloping trail that lingers until the next morning.',
        notes:
          'Top: bergamot, cardamom, saffron · Heart: benzoin, labdanum, tonka bean · Base: Bourbon vanilla, ambergris, sandalwood',
      },
      nl: {
        name: 'Ambre Impérial',
        description:
          'Een fluwelen amber, warm en stralend als het late middaglicht op de Grote Markt. Labdanum en bourbonvanille omarmen een hart van benzoë en tonkaboon, voor een omhullende sillage die tot de volgende ochtend blijft hangen.',
        notes:
          'Top: bergamot, kardemom, saffraan · Hart: benzoë, labdanum, tonkaboon · Basis: bourbonvanille, ambergrijs, sandelhout',
      },
    },
  },
  {
    key: 'velours-d-oud',
    category: 'oriental',
    gender: 'male',
    sizeMl: 50,
    priceCents: 29500,
    stock: 4,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 20,
    imageCount: 3,
    look: { shape: 'facet', cap: 'black', liquid: '#7a3a1e', label: 'black' },
    texts: {
      fr: {
        name: "Velours d'Oud",
        description:
          'Un oud fumé et profond, adouci par la rose de Taïf et un cuir souple. Une signature nocturne, sculptée pour ceux qui aiment laisser une impression durable.',
        notes: 'Tête : safran, poivre noir, élémi · Cœur : rose de Taïf, cuir, encens · Fond : oud, patchouli, ciste',
      },
      en: {
        name: "Velours d'Oud",
        description:
          'A deep, smoky oud softened by Taif rose and supple leather. A nocturnal signature, sculpted for those who like to leave a lasting impression.',
        notes:
          'Top: saffron, black pepper, elemi · Heart: Taif rose, leather, frankincense · Base: oud, patchouli, cistus',
      },
      nl: {
        name: "Velours d'Oud",
        description:
          'Een diepe, rokerige oud, verzacht door Taif-roos en soepel leer. Een nachtelijke signatuur, geboetseerd voor wie graag een blijvende indruk nalaat.',
        notes: 'Top: saffraan, zwarte peper, elemi · Hart: Taif-roos, leer, wierook · Basis: oud, patchoeli, cistus',
      },
    },
  },
  {
    key: 'nuit-safranee',
    category: 'oriental',
    gender: 'female',
    sizeMl: 50,
    priceCents: 19800,
    stock: 1,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 120,
    imageCount: 2,
    look: { shape: 'round', cap: 'gold', liquid: '#a5402f', label: 'ivory' },
    texts: {
      fr: {
        name: 'Nuit Safranée',
        description:
          'Le safran et la prune confite ouvrent une nuit de velours où la tubéreuse se fait gourmande. Un fond de vanille et de musc ambré laisse sur la peau une chaleur intime.',
        notes:
          'Tête : safran, prune, mandarine · Cœur : tubéreuse, jasmin sambac, héliotrope · Fond : vanille, musc ambré, benjoin',
      },
      en: {
        name: 'Nuit Safranée',
        description:
          'Saffron and candied plum open a velvet night in which tuberose turns indulgent. A base of vanilla and amber musk leaves an intimate warmth on the skin.',
        notes:
          'Top: saffron, plum, mandarin · Heart: tuberose, jasmine sambac, heliotrope · Base: vanilla, amber musk, benzoin',
      },
      nl: {
        name: 'Nuit Safranée',
        description:
          'Saffraan en gekonfijte pruim openen een fluwelen nacht waarin de tuberoos verleidelijk zoet wordt. Een basis van vanille en amberachtige muskus laat een intieme warmte op de huid achter.',
        notes:
          'Top: saffraan, pruim, mandarijn · Hart: tuberoos, jasmijn sambac, heliotroop · Basis: vanille, amberachtige muskus, benzoë',
      },
    },
  },
  {
    key: 'rose-de-minuit',
    category: 'floral',
    gender: 'female',
    sizeMl: 50,
    priceCents: 18500,
    stock: 34,
    isHero: false,
    isFlagship: true,
    createdDaysAgo: 200,
    imageCount: 4,
    look: { shape: 'round', cap: 'gold', liquid: '#d98a95', label: 'ivory' },
    texts: {
      fr: {
        name: 'Rose de Minuit',
        description:
          'Une rose de Turquie cueillie à la tombée de la nuit, relevée de baies roses et posée sur un patchouli soyeux. Romantique, sans jamais être sage.',
        notes:
          'Tête : baies roses, litchi, bergamote · Cœur : rose de Turquie, pivoine, géranium · Fond : patchouli, musc blanc, ambrette',
      },
      en: {
        name: 'Rose de Minuit',
        description:
          'A Turkish rose picked at nightfall, lifted by pink pepper and laid on silky patchouli. Romantic, yet never demure.',
        notes:
          'Top: pink pepper, lychee, bergamot · Heart: Turkish rose, peony, geranium · Base: patchouli, white musk, ambrette',
      },
      nl: {
        name: 'Rose de Minuit',
        description:
          'Een Turkse roos, geplukt bij het vallen van de avond, opgefrist met roze peper en gedragen door zijdezachte patchoeli. Romantisch, maar nooit braaf.',
        notes:
          'Top: roze peper, lychee, bergamot · Hart: Turkse roos, pioen, geranium · Basis: patchoeli, witte muskus, ambrette',
      },
    },
  },
  {
    key: 'iris-galant',
    category: 'floral',
    gender: 'unisex',
    sizeMl: 100,
    priceCents: 24000,
    stock: 2,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 175,
    imageCount: 3,
    look: { shape: 'column', cap: 'ivory', liquid: '#b7a1c9', label: 'ivory' },
    texts: {
      fr: {
        name: 'Iris Galant',
        description:
          "La poudre précieuse de l'iris de Florence, adoucie de violette et de graine de carotte, sur un lit de musc et de cèdre. Un parfum de lumière grise et de soie, d'une élégance toute bruxelloise.",
        notes:
          "Tête : graine de carotte, poire, aldéhydes · Cœur : iris de Florence, violette, mimosa · Fond : musc, cèdre de l'Atlas, vétiver",
      },
      en: {
        name: 'Iris Galant',
        description:
          'The precious powder of Florentine iris, softened by violet and carrot seed over a bed of musk and cedar. A scent of silver light and silk, with an elegance that is Brussels through and through.',
        notes:
          'Top: carrot seed, pear, aldehydes · Heart: Florentine iris, violet, mimosa · Base: musk, Atlas cedar, vetiver',
      },
      nl: {
        name: 'Iris Galant',
        description:
          'Het kostbare poeder van Florentijnse iris, verzacht met viooltje en wortelzaad op een bedje van muskus en ceder. Een geur van zilvergrijs licht en zijde, met een typisch Brusselse elegantie.',
        notes:
          'Top: wortelzaad, peer, aldehyden · Hart: Florentijnse iris, viooltje, mimosa · Basis: muskus, atlasceder, vetiver',
      },
    },
  },
  {
    key: 'jardin-d-aurore',
    category: 'floral',
    gender: 'female',
    sizeMl: 30,
    priceCents: 9500,
    stock: 8,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 95,
    imageCount: 2,
    look: { shape: 'flask', cap: 'gold', liquid: '#ecc98f', label: 'ivory' },
    texts: {
      fr: {
        name: "Jardin d'Aurore",
        description:
          "La fleur d'oranger et le néroli s'éveillent à l'aube dans un jardin encore humide de rosée. Le jasmin et un musc blanc lumineux prolongent cette douceur radieuse tout au long du jour.",
        notes:
          "Tête : néroli, petit-grain, mandarine verte · Cœur : fleur d'oranger, jasmin, chèvrefeuille · Fond : musc blanc, miel, bois blonds",
      },
      en: {
        name: "Jardin d'Aurore",
        description:
          'Orange blossom and neroli wake at dawn in a garden still wet with dew. Jasmine and a luminous white musk carry this radiant softness through the whole day.',
        notes:
          'Top: neroli, petitgrain, green mandarin · Heart: orange blossom, jasmine, honeysuckle · Base: white musk, honey, blond woods',
      },
      nl: {
        name: "Jardin d'Aurore",
        description:
          'Oranjebloesem en neroli ontwaken bij dageraad in een tuin die nog nat is van de dauw. Jasmijn en een stralende witte muskus dragen die zachtheid de hele dag door.',
        notes:
          'Top: neroli, petitgrain, groene mandarijn · Hart: oranjebloesem, jasmijn, kamperfoelie · Basis: witte muskus, honing, lichte houtsoorten',
      },
    },
  },
  {
    key: 'cedre-noir',
    category: 'woody',
    gender: 'male',
    sizeMl: 100,
    priceCents: 21500,
    stock: 18,
    isHero: false,
    isFlagship: true,
    createdDaysAgo: 190,
    imageCount: 4,
    look: { shape: 'column', cap: 'black', liquid: '#5e4630', label: 'black' },
    texts: {
      fr: {
        name: 'Cèdre Noir',
        description:
          "Un bois sombre et sec, taillé dans le cèdre de l'Atlas et le vétiver d'Haïti, éclairé d'un éclat de poivre noir. La fumée d'encens signe un sillage racé et magnétique.",
        notes:
          "Tête : poivre noir, baies de genièvre, pamplemousse · Cœur : cèdre de l'Atlas, encens, cuir · Fond : vétiver d'Haïti, ambre gris, mousse de chêne",
      },
      en: {
        name: 'Cèdre Noir',
        description:
          'A dark, dry wood carved from Atlas cedar and Haitian vetiver, lit by a flash of black pepper. A wisp of incense signs off a sleek, magnetic trail.',
        notes:
          'Top: black pepper, juniper berries, grapefruit · Heart: Atlas cedar, frankincense, leather · Base: Haitian vetiver, ambergris, oakmoss',
      },
      nl: {
        name: 'Cèdre Noir',
        description:
          'Een donker, droog hout, gesneden uit atlasceder en Haïtiaanse vetiver, opgelicht door een vleugje zwarte peper. Wierookrook tekent een verfijnde, magnetische sillage.',
        notes:
          'Top: zwarte peper, jeneverbessen, pompelmoes · Hart: atlasceder, wierook, leer · Basis: Haïtiaanse vetiver, ambergrijs, eikenmos',
      },
    },
  },
  {
    key: 'foret-de-soignes',
    category: 'woody',
    gender: 'unisex',
    sizeMl: 50,
    priceCents: 17500,
    stock: 12,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 12,
    imageCount: 3,
    look: { shape: 'flask', cap: 'black', liquid: '#7a6a3a', label: 'black' },
    texts: {
      fr: {
        name: 'Forêt de Soignes',
        description:
          'Une promenade matinale sous les hêtres de la forêt de Soignes, aux portes de Bruxelles. Mousse humide, fougère et bois de hêtre se mêlent à une pointe de feuille de figuier pour un boisé vert et apaisant.',
        notes:
          'Tête : feuille de figuier, galbanum, bergamote · Cœur : fougère, bois de hêtre, violette · Fond : mousse de chêne, cèdre, musc',
      },
      en: {
        name: 'Forêt de Soignes',
        description:
          'A morning walk beneath the beech trees of the Sonian Forest, at the gates of Brussels. Damp moss, fern and beechwood meet a touch of fig leaf in a green, soothing woody scent.',
        notes: 'Top: fig leaf, galbanum, bergamot · Heart: fern, beechwood, violet · Base: oakmoss, cedar, musk',
      },
      nl: {
        name: 'Forêt de Soignes',
        description:
          'Een ochtendwandeling onder de beuken van het Zoniënwoud, aan de rand van Brussel. Vochtig mos, varen en beukenhout vermengen zich met een vleugje vijgenblad tot een groene, kalmerende houtgeur.',
        notes:
          'Top: vijgenblad, galbanum, bergamot · Hart: varen, beukenhout, viooltje · Basis: eikenmos, ceder, muskus',
      },
    },
  },
  {
    key: 'santal-dore',
    category: 'woody',
    gender: 'female',
    sizeMl: 50,
    priceCents: 19500,
    stock: 0,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 60,
    imageCount: 2,
    look: { shape: 'round', cap: 'gold', liquid: '#d6a35a', label: 'ivory' },
    texts: {
      fr: {
        name: 'Santal Doré',
        description:
          "Un santal crémeux et solaire, caressé de lait de figue et de fève tonka. Une peau dorée, une chaleur soyeuse : le réconfort d'un cachemire porté à même la peau.",
        notes:
          'Tête : lait de figue, cardamome, poire · Cœur : bois de santal, iris, fleur de tiaré · Fond : fève tonka, musc, ambre',
      },
      en: {
        name: 'Santal Doré',
        description:
          'A creamy, sunlit sandalwood caressed by fig milk and tonka bean. Golden skin and silky warmth: the comfort of cashmere worn next to the skin.',
        notes: 'Top: fig milk, cardamom, pear · Heart: sandalwood, iris, tiare flower · Base: tonka bean, musk, amber',
      },
      nl: {
        name: 'Santal Doré',
        description:
          'Een romig, zonnig sandelhout, gestreeld door vijgenmelk en tonkaboon. Een gouden huid, een zijdezachte warmte: het comfort van kasjmier op de blote huid.',
        notes: 'Top: vijgenmelk, kardemom, peer · Hart: sandelhout, iris, tiarébloem · Basis: tonkaboon, muskus, amber',
      },
    },
  },
  {
    key: 'bergamote-royale',
    category: 'fresh',
    gender: 'male',
    sizeMl: 50,
    priceCents: 14500,
    stock: 15,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 150,
    imageCount: 3,
    look: { shape: 'facet', cap: 'gold', liquid: '#d5cf74', label: 'ivory' },
    texts: {
      fr: {
        name: 'Bergamote Royale',
        description:
          "L'éclat pétillant de la bergamote de Calabre, aiguisé de cardamome et de gingembre, s'apaise sur un vétiver net et élégant. La fraîcheur d'une chemise blanche tout juste repassée.",
        notes:
          'Tête : bergamote de Calabre, citron, gingembre · Cœur : cardamome, lavande, néroli · Fond : vétiver, musc, bois de cèdre',
      },
      en: {
        name: 'Bergamote Royale',
        description:
          'The sparkling burst of Calabrian bergamot, sharpened by cardamom and ginger, settles on a clean, elegant vetiver. The freshness of a crisply ironed white shirt.',
        notes:
          'Top: Calabrian bergamot, lemon, ginger · Heart: cardamom, lavender, neroli · Base: vetiver, musk, cedarwood',
      },
      nl: {
        name: 'Bergamote Royale',
        description:
          'De sprankelende frisheid van Calabrische bergamot, aangescherpt met kardemom en gember, komt tot rust op een zuivere, elegante vetiver. Zo fris als een pas gestreken wit hemd.',
        notes:
          'Top: Calabrische bergamot, citroen, gember · Hart: kardemom, lavendel, neroli · Basis: vetiver, muskus, cederhout',
      },
    },
  },
  {
    key: 'mer-du-nord',
    category: 'fresh',
    gender: 'male',
    sizeMl: 100,
    priceCents: 18900,
    stock: 42,
    isHero: false,
    isFlagship: true,
    createdDaysAgo: 185,
    imageCount: 4,
    look: { shape: 'facet', cap: 'ivory', liquid: '#9cc6cf', label: 'ivory' },
    texts: {
      fr: {
        name: 'Mer du Nord',
        description:
          "Le vent salé de la côte belge, les dunes d'oyats et l'écume sur la digue d'Ostende. Un sillage iodé et minéral, porté par le genévrier et un ambre gris lumineux.",
        notes:
          'Tête : sel marin, citron vert, genévrier · Cœur : algues, sauge sclarée, accord minéral · Fond : ambre gris, bois flotté, musc',
      },
      en: {
        name: 'Mer du Nord',
        description:
          'The salty wind of the Belgian coast, marram-grass dunes and sea spray on the Ostend promenade. A mineral, marine trail carried by juniper and luminous ambergris.',
        notes:
          'Top: sea salt, lime, juniper · Heart: seaweed, clary sage, mineral accord · Base: ambergris, driftwood, musk',
      },
      nl: {
        name: 'Mer du Nord',
        description:
          'De zilte wind van de Belgische kust, helmgras op de duinen en schuim op de dijk van Oostende. Een minerale, jodiumrijke sillage, gedragen door jeneverbes en stralend ambergrijs.',
        notes:
          'Top: zeezout, limoen, jeneverbes · Hart: zeewier, scharlei, mineraal akkoord · Basis: ambergrijs, drijfhout, muskus',
      },
    },
  },
  {
    key: 'brume-du-sablon',
    category: 'fresh',
    gender: 'female',
    sizeMl: 30,
    priceCents: 11500,
    stock: 6,
    isHero: false,
    isFlagship: false,
    createdDaysAgo: 6,
    imageCount: 3,
    look: { shape: 'flask', cap: 'ivory', liquid: '#c9dfcf', label: 'ivory' },
    texts: {
      fr: {
        name: 'Brume du Sablon',
        description:
          'Un thé blanc délicat infusé au yuzu, comme une brume légère sur les pavés du Sablon au petit matin. Le muguet et le musc blanc laissent une fraîcheur cristalline et poudrée.',
        notes:
          'Tête : yuzu, thé blanc, poire · Cœur : muguet, fleur de thé, freesia · Fond : musc blanc, bois de cachemire, ambrette',
      },
      en: {
        name: 'Brume du Sablon',
        description:
          'A delicate white tea infused with yuzu, like a light morning mist over the cobblestones of the Sablon. Lily of the valley and white musk leave a crystalline, powdery freshness.',
        notes:
          'Top: yuzu, white tea, pear · Heart: lily of the valley, tea flower, freesia · Base: white musk, cashmere wood, ambrette',
      },
      nl: {
        name: 'Brume du Sablon',
        description:
          'Een delicate witte thee met yuzu, als een lichte ochtendnevel boven de kasseien van de Zavel. Lelietje-van-dalen en witte muskus laten een kristalheldere, poederachtige frisheid na.',
        notes:
          'Top: yuzu, witte thee, peer · Hart: lelietje-van-dalen, theebloesem, fresia · Basis: witte muskus, kasjmierhout, ambrette',
      },
    },
  },
];
