import type { LeafCategorySlug } from '../demo/sellers';

/**
 * The words of the scale data set, per leaf category: what is sold (brand and model, or kind of thing), the
 * variants people write in a title (storage, year, size, colour…), the states they describe, in French and in
 * English, and a price range. `titleTemplates` crosses them into a few thousand distinct titles.
 */

type Pair = [fr: string, en: string];

interface Item {
  /** The thing as titles name it, the same in both languages unless a pair is given. */
  name: string | Pair;
  usd: [number, number];
}

interface CategoryWords {
  /** Share of the catalogue. */
  weight: number;
  items: Item[];
  /** Written after the item's name: "128 Go", "2014", "3 chambres". */
  variants: Pair[];
  conditions: Pair[];
  /** Share of items sold new (the rest used); null for things that are neither (land, houses). */
  newShare: number | null;
  /** Description sentences, two or three of which an ad says. */
  sentences: Pair[];
}

const USED: Pair[] = [
  ['très bon état', 'very good condition'],
  ['comme neuf', 'like new'],
  ['bon état', 'good condition'],
  ['occasion propre', 'clean second hand'],
  ['à saisir', 'must go'],
  ['prix à débattre', 'price negotiable'],
];
const NEW: Pair[] = [
  ['neuf', 'brand new'],
  ['neuf sous emballage', 'new in box'],
  ['neuf avec garantie', 'new with warranty'],
];

const GENERAL: Pair[] = [
  ['Paiement cash ou mobile money.', 'Cash or mobile money.'],
  ['Livraison possible en ville.', 'Delivery possible in town.'],
  ['Sérieux uniquement, merci.', 'Serious buyers only, thank you.'],
  ['Appelez ou écrivez sur WhatsApp.', 'Call or write on WhatsApp.'],
  ['Visible sur rendez-vous.', 'Viewing by appointment.'],
];

export const CATALOGUE: Record<LeafCategorySlug, CategoryWords> = {
  'mobile-phones': {
    weight: 16,
    items: [
      ...['13 Pro', '12', '11', '14 Pro Max', '15', '15 Pro', 'XR', 'X', '8 Plus', 'SE'].map(
        (model): Item => ({ name: `iPhone ${model}`, usd: [150, 1000] }),
      ),
      ...['S23 Ultra', 'S22', 'S21 FE', 'A54', 'A34', 'A15', 'A14', 'A05s', 'Note 20', 'Z Flip 5'].map(
        (model): Item => ({ name: `Samsung Galaxy ${model}`, usd: [90, 950] }),
      ),
      ...['Camon 20 Pro', 'Spark 20', 'Pova 5', 'Pop 7', 'Phantom X2'].map((model): Item => ({
        name: `Tecno ${model}`,
        usd: [70, 300],
      })),
      ...['Hot 40i', 'Note 30', 'Smart 8', 'Zero 30'].map((model): Item => ({
        name: `Infinix ${model}`,
        usd: [70, 280],
      })),
      ...['Redmi Note 13', 'Redmi 13C', 'Poco X6'].map((model): Item => ({
        name: `Xiaomi ${model}`,
        usd: [100, 320],
      })),
      { name: ['Téléphone Itel A70', 'Itel A70 phone'], usd: [50, 90] },
      { name: 'Huawei P30 Lite', usd: [90, 160] },
      { name: 'Google Pixel 7', usd: [250, 420] },
      { name: ['Téléphone Nokia 105', 'Nokia 105 phone'], usd: [15, 30] },
    ],
    variants: [
      ['64 Go', '64 GB'],
      ['128 Go', '128 GB'],
      ['256 Go', '256 GB'],
      ['512 Go', '512 GB'],
      ['double SIM', 'dual SIM'],
      ['noir', 'black'],
      ['bleu', 'blue'],
      ['débloqué', 'unlocked'],
    ],
    conditions: [...USED, ...NEW],
    newShare: 0.35,
    sentences: [
      ['Batterie à 90 %, aucune rayure.', 'Battery at 90%, no scratches.'],
      ['Vendu avec chargeur et pochette.', 'Sold with charger and case.'],
      ['Débloqué tous réseaux : Vodacom, Airtel, Orange, Africell.', 'Unlocked for every network.'],
      ['Écran d’origine, jamais réparé.', 'Original screen, never repaired.'],
    ],
  },
  laptops: {
    weight: 7,
    items: [
      ...['EliteBook 840', 'ProBook 450', 'Pavilion 15', 'Victus 16'].map((m): Item => ({
        name: `HP ${m}`,
        usd: [180, 900],
      })),
      ...['Latitude 5420', 'Inspiron 15', 'XPS 13', 'Vostro 3510'].map((m): Item => ({
        name: `Dell ${m}`,
        usd: [200, 1200],
      })),
      ...['ThinkPad T480', 'ThinkPad X1 Carbon', 'IdeaPad 3', 'Legion 5'].map((m): Item => ({
        name: `Lenovo ${m}`,
        usd: [180, 1300],
      })),
      ...['MacBook Air M1', 'MacBook Air M2', 'MacBook Pro 14'].map((m): Item => ({
        name: `Apple ${m}`,
        usd: [600, 2000],
      })),
      { name: 'Asus VivoBook 15', usd: [250, 550] },
      { name: 'Acer Aspire 5', usd: [230, 520] },
    ],
    variants: [
      ['Core i5 8 Go', 'Core i5 8GB'],
      ['Core i7 16 Go', 'Core i7 16GB'],
      ['SSD 256 Go', '256GB SSD'],
      ['SSD 512 Go', '512GB SSD'],
      ['écran 14 pouces', '14 inch screen'],
      ['clavier AZERTY', 'QWERTY keyboard'],
    ],
    conditions: [...USED, ...NEW],
    newShare: 0.25,
    sentences: [
      ['Windows 11 installé, Office inclus.', 'Windows 11 installed, Office included.'],
      ['Batterie tient 5 heures.', 'Battery lasts 5 hours.'],
      ['Idéal pour étudiants et bureau.', 'Ideal for students and office work.'],
    ],
  },
  tvs: {
    weight: 5,
    items: [
      ...['Samsung', 'LG', 'Hisense', 'TCL', 'Sony', 'Skyworth', 'Nasco'].map((brand): Item => ({
        name: [`Télévision ${brand}`, `${brand} TV`],
        usd: [90, 900],
      })),
      { name: ['Écran plat Samsung', 'Samsung flat screen'], usd: [120, 700] },
      { name: ['Décodeur Canal+', 'Canal+ decoder'], usd: [20, 60] },
    ],
    variants: [
      ['32 pouces', '32 inch'],
      ['43 pouces', '43 inch'],
      ['55 pouces', '55 inch'],
      ['65 pouces', '65 inch'],
      ['Smart TV', 'Smart TV'],
      ['4K UHD', '4K UHD'],
    ],
    conditions: [...USED, ...NEW],
    newShare: 0.5,
    sentences: [
      ['Télécommande d’origine fournie.', 'Original remote included.'],
      ['Netflix et YouTube intégrés.', 'Netflix and YouTube built in.'],
      ['Support mural offert.', 'Wall mount included.'],
    ],
  },
  cars: {
    weight: 11,
    items: [
      ...['Corolla', 'RAV4', 'Land Cruiser', 'Hilux', 'Prado', 'Yaris', 'Vitz', 'Noah', 'IST', 'Hiace'].map(
        (m): Item => ({ name: `Toyota ${m}`, usd: [3500, 60000] }),
      ),
      ...['Pajero', 'Outlander', 'L200'].map((m): Item => ({ name: `Mitsubishi ${m}`, usd: [4000, 30000] })),
      ...['X-Trail', 'Patrol', 'Navara'].map((m): Item => ({ name: `Nissan ${m}`, usd: [5000, 45000] })),
      ...['Tucson', 'Santa Fe', 'Elantra'].map((m): Item => ({ name: `Hyundai ${m}`, usd: [5000, 28000] })),
      ...['Classe C', 'ML 350'].map((m): Item => ({ name: `Mercedes ${m}`, usd: [7000, 40000] })),
      { name: 'Suzuki Jimny', usd: [8000, 22000] },
      { name: 'Ford Ranger', usd: [9000, 35000] },
      { name: 'Honda CR-V', usd: [6000, 24000] },
    ],
    variants: [
      ...['2008', '2010', '2012', '2014', '2015', '2016', '2018', '2019', '2020', '2022'].map(
        (year): Pair => [year, year],
      ),
      ['automatique', 'automatic'],
      ['manuelle', 'manual'],
      ['diesel', 'diesel'],
      ['essence', 'petrol'],
    ],
    conditions: [
      ['très propre', 'very clean'],
      ['papiers en règle', 'papers in order'],
      ['climatisée', 'air conditioned'],
      ['venant d’Europe', 'just imported'],
      ['à saisir', 'must go'],
    ],
    newShare: 0.05,
    sentences: [
      ['Moteur impeccable, entretien à jour.', 'Engine in perfect shape, serviced.'],
      ['Dédouanée, plaque et assurance à jour.', 'Cleared through customs, plates and insurance up to date.'],
      ['Kilométrage réel, visible à tout moment.', 'Genuine mileage, can be seen any time.'],
    ],
  },
  motorcycles: {
    weight: 5,
    items: [
      ...['TVS Apache', 'TVS HLX', 'Bajaj Boxer', 'Haojue', 'Yamaha YBR', 'Honda CG', 'Senke', 'Lifan'].map(
        (m): Item => ({ name: [`Moto ${m}`, `${m} motorbike`], usd: [500, 2500] }),
      ),
      { name: ['Tricycle Bajaj', 'Bajaj tricycle'], usd: [1800, 4000] },
    ],
    variants: [
      ['125 cc', '125cc'],
      ['150 cc', '150cc'],
      ['200 cc', '200cc'],
      ['2021', '2021'],
      ['2023', '2023'],
    ],
    conditions: [...USED, ...NEW],
    newShare: 0.3,
    sentences: [
      ['Idéale pour le taxi-moto.', 'Good for motorbike taxi work.'],
      ['Casque offert.', 'Helmet included.'],
    ],
  },
  houses: {
    weight: 8,
    items: [
      { name: ['Maison à vendre', 'House for sale'], usd: [15000, 450000] },
      { name: ['Maison à louer', 'House for rent'], usd: [150, 3500] },
      { name: ['Villa avec piscine', 'Villa with pool'], usd: [120000, 900000] },
      { name: ['Parcelle bâtie', 'Plot with house'], usd: [20000, 250000] },
      { name: ['Duplex', 'Duplex'], usd: [60000, 500000] },
    ],
    variants: [
      ['2 chambres', '2 bedrooms'],
      ['3 chambres', '3 bedrooms'],
      ['4 chambres', '4 bedrooms'],
      ['5 chambres', '5 bedrooms'],
      ['titre foncier', 'land title'],
      ['avec dépendance', 'with annex'],
    ],
    conditions: [
      ['quartier calme', 'quiet area'],
      ['bien situé', 'well located'],
      ['document en ordre', 'papers in order'],
      ['eau et électricité', 'water and electricity'],
    ],
    newShare: null,
    sentences: [
      ['Certificat d’enregistrement disponible.', 'Registration certificate available.'],
      ['Forage et groupe électrogène.', 'Borehole and generator.'],
      ['Accès facile, route asphaltée.', 'Easy access, tarred road.'],
    ],
  },
  apartments: {
    weight: 8,
    items: [
      { name: ['Appartement à louer', 'Apartment for rent'], usd: [150, 3000] },
      { name: ['Appartement meublé', 'Furnished apartment'], usd: [400, 4500] },
      { name: ['Studio à louer', 'Studio for rent'], usd: [80, 600] },
      { name: ['Appartement à vendre', 'Apartment for sale'], usd: [30000, 400000] },
    ],
    variants: [
      ['1 chambre', '1 bedroom'],
      ['2 chambres', '2 bedrooms'],
      ['3 chambres', '3 bedrooms'],
      ['au 2e étage', 'second floor'],
      ['avec parking', 'with parking'],
      ['climatisé', 'air conditioned'],
    ],
    conditions: [
      ['quartier sécurisé', 'secure area'],
      ['garantie 3 mois', '3 months deposit'],
      ['disponible maintenant', 'available now'],
      ['bien situé', 'well located'],
    ],
    newShare: null,
    sentences: [
      ['Eau courante et électricité SNEL.', 'Running water and SNEL power.'],
      ['Gardiennage 24 h sur 24.', 'Guarded day and night.'],
      ['Commission d’un mois.', 'One month agency fee.'],
    ],
  },
  land: {
    weight: 5,
    items: [
      { name: ['Terrain à vendre', 'Land for sale'], usd: [2000, 150000] },
      { name: ['Parcelle à vendre', 'Plot for sale'], usd: [1500, 80000] },
      { name: ['Concession agricole', 'Farm land'], usd: [5000, 200000] },
    ],
    variants: [
      ['20 x 20', '20 x 20'],
      ['15 x 20', '15 x 20'],
      ['30 x 40', '30 x 40'],
      ['1 hectare', '1 hectare'],
      ['5 hectares', '5 hectares'],
    ],
    conditions: [
      ['titre foncier', 'land title'],
      ['clôturé', 'fenced'],
      ['bord de route', 'by the road'],
      ['non inondable', 'no flooding'],
    ],
    newShare: null,
    sentences: [
      ['Documents cadastraux en règle.', 'Land registry papers in order.'],
      ['Accès véhicule toute l’année.', 'Reachable by car all year.'],
    ],
  },
  clothing: {
    weight: 10,
    items: [
      ...[
        ['Robe en pagne wax', 'Wax print dress'],
        ['Chemise homme', 'Men shirt'],
        ['Costume trois pièces', 'Three piece suit'],
        ['Jean Levi’s', 'Levi’s jeans'],
        ['Veste en cuir', 'Leather jacket'],
        ['Ensemble bazin', 'Bazin outfit'],
        ['Maillot de football', 'Football jersey'],
        ['Sac à main', 'Handbag'],
        ['Tenue de mariage', 'Wedding outfit'],
      ].map((name): Item => ({ name: name as Pair, usd: [5, 180] })),
    ],
    variants: [
      ['taille M', 'size M'],
      ['taille L', 'size L'],
      ['taille XL', 'size XL'],
      ['rouge', 'red'],
      ['blanc', 'white'],
      ['Zara', 'Zara'],
      ['Vlisco', 'Vlisco'],
    ],
    conditions: [...USED.slice(0, 3), ...NEW],
    newShare: 0.6,
    sentences: [
      ['Tissu de qualité, cousu main.', 'Quality fabric, hand sewn.'],
      ['Plusieurs tailles disponibles.', 'Several sizes available.'],
    ],
  },
  shoes: {
    weight: 6,
    items: [
      ...[
        'Nike Air Force 1',
        'Nike Air Max',
        'Adidas Stan Smith',
        'Adidas Superstar',
        'Puma Suede',
        'Timberland',
        'Converse All Star',
        'Clarks',
      ].map((m): Item => ({ name: [`Chaussures ${m}`, `${m} shoes`], usd: [15, 160] })),
      { name: ['Sandales en cuir', 'Leather sandals'], usd: [8, 45] },
    ],
    variants: [
      ['pointure 40', 'size 40'],
      ['pointure 42', 'size 42'],
      ['pointure 44', 'size 44'],
      ['noir', 'black'],
      ['blanc', 'white'],
    ],
    conditions: [...USED.slice(0, 3), ...NEW],
    newShare: 0.55,
    sentences: [
      ['Originales, pas des copies.', 'Genuine, not copies.'],
      ['Portées deux fois.', 'Worn twice.'],
    ],
  },
  sofas: {
    weight: 4,
    items: [
      { name: ['Salon complet', 'Living room set'], usd: [250, 2500] },
      { name: ['Canapé d’angle', 'Corner sofa'], usd: [300, 1800] },
      { name: ['Fauteuil en cuir', 'Leather armchair'], usd: [90, 600] },
      { name: ['Canapé trois places', 'Three seater sofa'], usd: [200, 1200] },
    ],
    variants: [
      ['7 places', '7 seats'],
      ['5 places', '5 seats'],
      ['en cuir', 'leather'],
      ['en tissu', 'fabric'],
      ['gris', 'grey'],
      ['marron', 'brown'],
    ],
    conditions: [...USED.slice(0, 4), ...NEW.slice(0, 2)],
    newShare: 0.4,
    sentences: [
      ['Fabriqué à Kinshasa en bois massif.', 'Made in Kinshasa from solid wood.'],
      ['Livraison et montage gratuits.', 'Free delivery and assembly.'],
    ],
  },
  tables: {
    weight: 4,
    items: [
      { name: ['Table à manger', 'Dining table'], usd: [80, 900] },
      { name: ['Table basse', 'Coffee table'], usd: [30, 300] },
      { name: ['Bureau en bois', 'Wooden desk'], usd: [60, 450] },
      { name: ['Table de chevet', 'Bedside table'], usd: [20, 120] },
    ],
    variants: [
      ['6 chaises', '6 chairs'],
      ['8 chaises', '8 chairs'],
      ['en verre', 'glass top'],
      ['en acajou', 'mahogany'],
      ['pliante', 'folding'],
    ],
    conditions: [...USED.slice(0, 4), ...NEW.slice(0, 2)],
    newShare: 0.45,
    sentences: [
      ['Bois traité contre les termites.', 'Wood treated against termites.'],
      ['Dimensions sur demande.', 'Dimensions on request.'],
    ],
  },
};

export interface TitleTemplate {
  category: LeafCategorySlug;
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
  usdMin: number;
  usdMax: number;
  condition: 'new' | 'used' | null;
  /** The category's fields (`attributes`) the ad fills in, as its title says them. */
  fields: TemplateFields;
}

/**
 * The values of a template's category fields: what the item and variant say (make, model, year, storage,
 * bedrooms, rent or sale…), and one figure drawn for each ad between `min` and `max` (a car's mileage, a house's
 * area), so that filters on numbers find a spread of ads.
 */
export interface TemplateFields {
  fixed: Record<string, string | number>;
  drawn: { key: string; min: number; max: number } | null;
}

/** The option value of a make or brand as the reference fields spell it ("Mercedes" is "mercedes-benz"). */
const BRAND_ALIASES: Record<string, string> = { iphone: 'apple', mercedes: 'mercedes-benz', redmi: 'xiaomi' };
const brandOf = (name: string, known: readonly string[]): string | undefined => {
  for (const word of name.toLowerCase().split(/\s+/)) {
    const brand = BRAND_ALIASES[word] ?? word;
    if (known.includes(brand)) return brand;
  }
  return undefined;
};
const CAR_MAKES = ['toyota', 'mitsubishi', 'nissan', 'hyundai', 'mercedes-benz', 'suzuki', 'ford', 'honda'];
const MOTORCYCLE_MAKES = ['tvs', 'bajaj', 'haojue', 'yamaha', 'honda', 'lifan'];
const PHONE_BRANDS = ['samsung', 'apple', 'tecno', 'infinix', 'itel', 'xiaomi', 'google', 'huawei', 'nokia'];
const LAPTOP_BRANDS = ['hp', 'dell', 'lenovo', 'apple', 'asus', 'acer'];
const number = (text: string, pattern: RegExp): number | undefined => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : undefined;
};
const defined = (values: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;

/** The category fields of one item × variant (`n` varies what the title does not say). */
export function templateFields(
  category: LeafCategorySlug,
  name: string,
  variant: string,
  n: number,
): TemplateFields {
  switch (category) {
    case 'cars': {
      const make = brandOf(name, CAR_MAKES);
      return {
        fixed: defined({
          make,
          model: name.split(/\s+/).slice(1).join(' ') || undefined,
          year: number(variant, /^(\d{4})$/) ?? 2006 + ((n * 7) % 17),
          fuel:
            variant === 'diesel'
              ? 'diesel'
              : variant === 'essence'
                ? 'petrol'
                : n % 3 === 0
                  ? 'diesel'
                  : 'petrol',
          gearbox:
            variant === 'automatique'
              ? 'automatic'
              : variant === 'manuelle'
                ? 'manual'
                : n % 2
                  ? 'manual'
                  : 'automatic',
        }),
        drawn: { key: 'mileage_km', min: 5_000, max: 350_000 },
      };
    }
    case 'motorcycles':
      return {
        fixed: defined({
          make: brandOf(name, MOTORCYCLE_MAKES),
          year: number(variant, /^(\d{4})$/) ?? 2015 + (n % 9),
          engine_cc: number(variant, /^(\d+) cc$/) ?? 125,
        }),
        drawn: null,
      };
    case 'houses':
    case 'apartments': {
      const lower = name.toLowerCase();
      return {
        fixed: defined({
          rooms: number(variant, /^(\d+) chambres?$/),
          furnished: lower.includes('meublé') ? 'yes' : 'no',
          offer: lower.includes('louer') || lower.includes('meublé') ? 'rent' : 'sale',
        }),
        drawn:
          category === 'houses'
            ? { key: 'area_m2', min: 80, max: 600 }
            : { key: 'area_m2', min: 25, max: 250 },
      };
    }
    case 'land':
      return { fixed: { offer: 'sale' }, drawn: { key: 'area_m2', min: 200, max: 20_000 } };
    case 'mobile-phones': {
      const storage = number(variant, /^(\d+) Go$/);
      return {
        fixed: defined({ brand: brandOf(name, PHONE_BRANDS), storage_gb: storage && String(storage) }),
        drawn: null,
      };
    }
    case 'laptops':
      return { fixed: defined({ brand: brandOf(name, LAPTOP_BRANDS) }), drawn: null };
    case 'tvs':
      return { fixed: defined({ screen_in: number(variant, /^(\d+) pouces$/) }), drawn: null };
    default:
      return { fixed: {}, drawn: null };
  }
}

const NEW_CONDITIONS = new Set(NEW.map(([fr]) => fr));

/**
 * Every title a category can make (item × variant × condition), each with a description from the category's
 * sentences and the general ones, and a price range narrowed by the state (new near the top, used lower).
 */
export function titleTemplates(category: LeafCategorySlug): TitleTemplate[] {
  const words = CATALOGUE[category];
  const templates: TitleTemplate[] = [];
  words.items.forEach((item, itemIndex) => {
    const [nameFr, nameEn] = typeof item.name === 'string' ? [item.name, item.name] : item.name;
    words.variants.forEach(([variantFr, variantEn], variantIndex) => {
      words.conditions.forEach(([stateFr, stateEn], stateIndex) => {
        const n = itemIndex + variantIndex + stateIndex;
        const own = words.sentences[n % words.sentences.length];
        const general = GENERAL[n % GENERAL.length];
        const isNew = NEW_CONDITIONS.has(stateFr);
        const condition = words.newShare === null ? null : isNew ? 'new' : 'used';
        const [min, max] = item.usd;
        const span = max - min;
        templates.push({
          category,
          titleFr: `${nameFr} ${variantFr} – ${stateFr}`,
          titleEn: `${nameEn} ${variantEn} – ${stateEn}`,
          descriptionFr: `${nameFr}, ${variantFr}, ${stateFr}. ${own[0]} ${general[0]}`,
          descriptionEn: `${nameEn}, ${variantEn}, ${stateEn}. ${own[1]} ${general[1]}`,
          usdMin: condition === 'new' ? min + span * 0.6 : min,
          usdMax: condition === 'used' ? min + span * 0.7 : max,
          condition,
          fields: templateFields(category, nameFr, variantFr, n),
        });
      });
    });
  });
  return templates;
}

export const SELLER_FIRST_NAMES = [
  'Mireille',
  'Jean',
  'Patrick',
  'Grâce',
  'Christelle',
  'Trésor',
  'Fiston',
  'Merveille',
  'Junior',
  'Esther',
  'Cédric',
  'Nathalie',
  'Héritier',
  'Sarah',
  'Glody',
  'Rachel',
  'Dieudonné',
  'Aimée',
  'Papy',
  'Divine',
];
export const SELLER_LAST_NAMES = [
  'Kabila',
  'Mukendi',
  'Tshisekedi',
  'Ilunga',
  'Kasongo',
  'Mbuyi',
  'Lukusa',
  'Nsimba',
  'Kalala',
  'Mutombo',
  'Ngoy',
  'Kabeya',
  'Lumbu',
  'Makiese',
  'Bokele',
  'Mpiana',
  'Nzuzi',
  'Tshibangu',
  'Kazadi',
  'Matondo',
];
export const BUSINESS_KINDS: Pair[] = [
  ['Électro', 'Electronics'],
  ['Auto', 'Motors'],
  ['Immo', 'Property'],
  ['Mode', 'Fashion'],
  ['Meubles', 'Furniture'],
];
