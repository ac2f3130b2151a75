export type LeafCategorySlug =
  | 'mobile-phones'
  | 'laptops'
  | 'tvs'
  | 'cars'
  | 'motorcycles'
  | 'houses'
  | 'apartments'
  | 'land'
  | 'clothing'
  | 'shoes'
  | 'sofas'
  | 'tables';

export interface DemoSeller {
  name: string;
  /** Local part of the `@example.cd` address; also the username. */
  handle: string;
  phone: string;
  bio: string;
  preferredLanguage: 'fr' | 'en';
  /** Location slugs where this seller's ads are, with relative weights. */
  places: [string, number][];
  /** Share of the ads this seller posts, relative to the others. */
  weight: number;
  verificationReason?: string;
  business?: {
    name: string;
    slug: string;
    description: string;
    address: string;
    website: string | null;
    categories: LeafCategorySlug[];
  };
}

const VERIFIED_BUSINESS = 'Commerce vérifié : RCCM, identité du gérant et adresse contrôlés';
const VERIFIED_PERSON = 'Identité et numéro de téléphone vérifiés';

/** Fictional people and shops; the numbers follow the real +243 plan (Vodacom 81/82, Airtel 97/99, Orange 84/89). */
export const DEMO_SELLERS: DemoSeller[] = [
  {
    name: 'Patrick Mbuyi',
    handle: 'kin.electro',
    phone: '+243812345601',
    bio: 'Téléphones, ordinateurs et téléviseurs garantis, au cœur de la Gombe.',
    preferredLanguage: 'fr',
    places: [
      ['gombe', 4],
      ['kinshasa-commune', 1],
      ['lingwala', 1],
    ],
    weight: 3,
    verificationReason: VERIFIED_BUSINESS,
    business: {
      name: 'Kin Électro',
      slug: 'kin-electro',
      description:
        'Boutique d’électronique à la Gombe depuis 2012 : smartphones, ordinateurs portables et téléviseurs neufs ou reconditionnés, avec garantie et facture.',
      address: 'Avenue du Commerce 45, Gombe, Kinshasa',
      website: 'https://kin-electro.example.cd',
      categories: ['mobile-phones', 'laptops', 'tvs'],
    },
  },
  {
    name: 'Serge Kambale',
    handle: 'goma.auto',
    phone: '+243997112233',
    bio: 'Vente de véhicules importés et dédouanés à Goma.',
    preferredLanguage: 'fr',
    places: [
      ['goma', 5],
      ['butembo', 1],
    ],
    weight: 2,
    verificationReason: VERIFIED_BUSINESS,
    business: {
      name: 'Goma Auto Services',
      slug: 'goma-auto-services',
      description:
        'Véhicules et motos importés, dédouanés et révisés dans notre garage de Goma. Reprise possible de votre ancien véhicule.',
      address: 'Boulevard Kanyamuhanga 112, Goma',
      website: null,
      categories: ['cars', 'motorcycles'],
    },
  },
  {
    name: 'Bénédicte Mwamba',
    handle: 'lubumbashi.immo',
    phone: '+243818765402',
    bio: 'Agence immobilière : vente et location à Lubumbashi, Likasi et Kolwezi.',
    preferredLanguage: 'fr',
    places: [
      ['lubumbashi', 6],
      ['likasi', 1],
      ['kolwezi', 2],
    ],
    weight: 2.5,
    verificationReason: VERIFIED_BUSINESS,
    business: {
      name: 'Lubumbashi Immo',
      slug: 'lubumbashi-immo',
      description:
        'Agence immobilière du Haut-Katanga : maisons, appartements et parcelles avec documents vérifiés au cadastre.',
      address: 'Avenue Lumumba 210, quartier Golf, Lubumbashi',
      website: 'https://lubumbashi-immo.example.cd',
      categories: ['houses', 'apartments', 'land'],
    },
  },
  {
    name: 'Christelle Nsimba',
    handle: 'maison.liputa',
    phone: '+243898112204',
    bio: 'Pagnes, tenues sur mesure et chaussures à Matonge.',
    preferredLanguage: 'fr',
    places: [
      ['kalamu', 4],
      ['kasa-vubu', 1],
      ['gombe', 1],
    ],
    weight: 2.5,
    business: {
      name: 'Maison Liputa',
      slug: 'maison-liputa',
      description:
        'Atelier de couture et boutique de pagnes à Matonge : wax hollandais, tenues sur mesure pour mariages et cérémonies, chaussures.',
      address: 'Avenue Kanda-Kanda 18, Matonge, Kalamu, Kinshasa',
      website: null,
      categories: ['clothing', 'shoes'],
    },
  },
  {
    name: 'Dieudonné Tshibangu',
    handle: 'meubles.mwinda',
    phone: '+243822334405',
    bio: 'Meubles fabriqués à Kinshasa, livraison et montage.',
    preferredLanguage: 'fr',
    places: [
      ['limete', 4],
      ['masina', 1],
      ['lemba', 1],
    ],
    weight: 2,
    verificationReason: VERIFIED_BUSINESS,
    business: {
      name: 'Meubles Mwinda',
      slug: 'meubles-mwinda',
      description:
        'Menuiserie et magasin de meubles à Limete : salons, tables et chambres en bois massif, fabriqués sur place.',
      address: 'Boulevard Lumumba, 7e rue, Limete, Kinshasa',
      website: null,
      categories: ['sofas', 'tables'],
    },
  },
  {
    name: 'Jean-Marie Lukusa',
    handle: 'immo.fleuve',
    phone: '+243840556606',
    bio: 'Location et vente de biens à Kinshasa.',
    preferredLanguage: 'fr',
    places: [
      ['ngaliema', 3],
      ['gombe', 2],
      ['mont-ngafula', 2],
      ['kintambo', 1],
      ['limete', 1],
      ['nsele', 1],
    ],
    weight: 2.5,
    business: {
      name: 'Immobilière du Fleuve',
      slug: 'immobiliere-du-fleuve',
      description:
        'Maisons, appartements et parcelles à Kinshasa : visites accompagnées, contrats et titres vérifiés.',
      address: 'Avenue de la Justice 9, Gombe, Kinshasa',
      website: null,
      categories: ['houses', 'apartments', 'land'],
    },
  },
  {
    name: 'Espoir Bahati',
    handle: 'kivu.motos',
    phone: '+243971778807',
    bio: 'Motos neuves et d’occasion à Bukavu.',
    preferredLanguage: 'fr',
    places: [
      ['bukavu', 4],
      ['uvira', 1],
    ],
    weight: 1.2,
    business: {
      name: 'Kivu Motos',
      slug: 'kivu-motos',
      description: 'Motos neuves en carton et d’occasion révisées, pièces et entretien à Bukavu.',
      address: 'Avenue Patrice-Emery Lumumba, Kadutu, Bukavu',
      website: null,
      categories: ['motorcycles'],
    },
  },
  {
    name: 'Grâce Mukendi',
    handle: 'grace.mukendi',
    phone: '+243815550108',
    bio: 'Étudiante à l’UNIKIN, je vends ce dont je n’ai plus besoin.',
    preferredLanguage: 'fr',
    places: [
      ['lemba', 3],
      ['ngaba', 1],
      ['matete', 1],
    ],
    weight: 2.5,
    verificationReason: VERIFIED_PERSON,
  },
  {
    name: 'Héritier Mutombo',
    handle: 'heritier.mutombo',
    phone: '+243999120309',
    bio: '',
    preferredLanguage: 'fr',
    places: [
      ['bandalungwa', 3],
      ['kintambo', 1],
      ['selembao', 1],
    ],
    weight: 2.5,
  },
  {
    name: 'Junior Kalala',
    handle: 'junior.kalala',
    phone: '+243824410010',
    bio: 'Commerçant à Masina, prix raisonnables.',
    preferredLanguage: 'fr',
    places: [
      ['masina', 3],
      ['ndjili', 1],
      ['kimbanseke', 1],
    ],
    weight: 2.5,
  },
  {
    name: 'Esther Nzuzi',
    handle: 'esther.nzuzi',
    phone: '+243891230011',
    bio: 'I sell good things at fair prices, Ngaliema and Gombe.',
    preferredLanguage: 'en',
    places: [
      ['ngaliema', 3],
      ['gombe', 1],
      ['mont-ngafula', 1],
    ],
    weight: 2,
    verificationReason: VERIFIED_PERSON,
  },
  {
    name: 'Trésor Makiese',
    handle: 'tresor.makiese',
    phone: '+243977650012',
    bio: '',
    preferredLanguage: 'fr',
    places: [
      ['ngiri-ngiri', 2],
      ['kalamu', 1],
      ['makala', 1],
      ['bumbu', 1],
      ['barumbu', 1],
    ],
    weight: 2,
  },
  {
    name: 'Merveille Ilunga',
    handle: 'merveille.ilunga',
    phone: '+243817700013',
    bio: 'Lushoise, vente entre particuliers.',
    preferredLanguage: 'fr',
    places: [
      ['lubumbashi', 4],
      ['likasi', 1],
      ['kipushi', 1],
    ],
    weight: 2,
  },
  {
    name: 'Josué Amani',
    handle: 'josue.amani',
    phone: '+243990440014',
    bio: 'Based in Goma. Serious buyers only, please.',
    preferredLanguage: 'en',
    places: [
      ['goma', 4],
      ['beni', 1],
    ],
    weight: 1.5,
    verificationReason: VERIFIED_PERSON,
  },
  {
    name: 'Nadine Kahindo',
    handle: 'nadine.kahindo',
    phone: '+243976300015',
    bio: 'Bukavu. Je parle français, swahili et anglais.',
    preferredLanguage: 'en',
    places: [
      ['bukavu', 3],
      ['uvira', 1],
    ],
    weight: 1.2,
  },
  {
    name: 'Cédric Kabongo',
    handle: 'cedric.kabongo',
    phone: '+243851200016',
    bio: 'Kisangani, rive droite.',
    preferredLanguage: 'fr',
    places: [['kisangani', 1]],
    weight: 1.3,
  },
  {
    name: 'Rachel Lutete',
    handle: 'rachel.lutete',
    phone: '+243823300017',
    bio: 'Matadi et Boma, livraison possible à Kinshasa.',
    preferredLanguage: 'fr',
    places: [
      ['matadi', 3],
      ['boma', 1],
      ['muanda', 1],
    ],
    weight: 1.3,
  },
  {
    name: 'Aline Kasongo',
    handle: 'aline.kasongo',
    phone: '+243998800018',
    bio: 'Kolwezi, articles en bon état.',
    preferredLanguage: 'fr',
    places: [['kolwezi', 1]],
    weight: 1,
  },
  {
    name: 'Fiston Kanku',
    handle: 'fiston.kanku',
    phone: '+243814400019',
    bio: '',
    preferredLanguage: 'fr',
    places: [
      ['mbuji-mayi', 3],
      ['kananga', 1],
    ],
    weight: 1,
  },
];

/** Kinshasa communes for plots: land for sale is on the city's edges, not downtown. */
export const KINSHASA_LAND_COMMUNES: [string, number][] = [
  ['mont-ngafula', 4],
  ['nsele', 3],
  ['maluku', 3],
  ['kimbanseke', 1],
  ['ngaliema', 1],
];

/** Where property costs the most; prices there are multiplied. */
export const UPMARKET_PLACES = new Set(['gombe', 'ngaliema', 'limete', 'kintambo', 'lubumbashi']);
