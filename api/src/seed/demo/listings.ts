import type { Random } from './prng';
import type { LeafCategorySlug } from './sellers';

export interface ListingContext {
  rng: Random;
  /** Name of the ad's location ("Gombe", "Goma"). */
  place: string;
  /** The town around it ("Kinshasa" for a commune). */
  city: string;
  upmarket: boolean;
  isBusiness: boolean;
}

/** One ad's words and price range, in both languages; the caller picks the language and the currency. */
export interface ListingDraft {
  titleFr: string;
  titleEn: string;
  sentences: Sentence[];
  /** Price range in US dollars; or `cdf` for things sold in francs. */
  usd?: [number, number];
  cdf?: [number, number];
  /** Chance that a USD-priced item is listed in francs instead. */
  cdfShare: number;
  condition: 'new' | 'used' | null;
  negotiableChance: number;
  /** Values of the category's fields (api/src/catalog/reference-fields.ts). */
  attributes?: Record<string, string | number>;
}

type Sentence = [fr: string, en: string];

const frNumber = new Intl.NumberFormat('fr-FR');
const enNumber = new Intl.NumberFormat('en-US');

function pickSentences(rng: Random, pool: Sentence[], min: number, max: number): Sentence[] {
  return rng.sample(pool, rng.int(min, Math.min(max, pool.length)));
}

function usedOrNew(rng: Random, newChance: number): 'new' | 'used' {
  return rng.chance(newChance) ? 'new' : 'used';
}

/** Used items sell in the lower part of the range, new ones near the top. */
function rangeFor(condition: 'new' | 'used' | null, [min, max]: [number, number]): [number, number] {
  const span = max - min;
  if (condition === 'new') return [min + span * 0.6, max];
  if (condition === 'used') return [min, min + span * 0.7];
  return [min, max];
}

function deliverySentences(ctx: ListingContext): Sentence[] {
  return [
    [`Disponible à ${ctx.place}, remise en main propre.`, `Available in ${ctx.place}, hand delivery.`],
    [`Livraison possible partout à ${ctx.city}.`, `Delivery possible anywhere in ${ctx.city}.`],
    [
      'Paiement cash ou par mobile money (M-Pesa, Airtel Money, Orange Money).',
      'Cash or mobile money (M-Pesa, Airtel Money, Orange Money).',
    ],
  ];
}

const PHONE_CONDITIONS_USED: Sentence[] = [
  ['très bon état', 'very good condition'],
  ['comme neuf', 'like new'],
  ['bon état', 'good condition'],
];
const PHONE_CONDITIONS_NEW: Sentence[] = [
  ['neuf sous blister', 'brand new, sealed'],
  ['neuf avec garantie', 'new with warranty'],
];

const PHONES: { name: string; storage: number[]; usd: [number, number] }[] = [
  { name: 'iPhone 13 Pro', storage: [128, 256], usd: [560, 720] },
  { name: 'iPhone 12', storage: [64, 128], usd: [330, 430] },
  { name: 'iPhone 11', storage: [64, 128], usd: [240, 320] },
  { name: 'iPhone 14 Pro Max', storage: [128, 256, 512], usd: [850, 1050] },
  { name: 'iPhone 15', storage: [128, 256], usd: [720, 880] },
  { name: 'Samsung Galaxy S23 Ultra', storage: [256, 512], usd: [780, 950] },
  { name: 'Samsung Galaxy A54', storage: [128, 256], usd: [270, 340] },
  { name: 'Samsung Galaxy A15', storage: [128], usd: [140, 180] },
  { name: 'Tecno Camon 20 Pro', storage: [256], usd: [170, 220] },
  { name: 'Tecno Spark 20', storage: [128], usd: [110, 140] },
  { name: 'Infinix Hot 40i', storage: [128], usd: [105, 135] },
  { name: 'Infinix Note 30', storage: [256], usd: [165, 210] },
  { name: 'Itel A70', storage: [64], usd: [65, 85] },
  { name: 'Xiaomi Redmi Note 13', storage: [128, 256], usd: [180, 230] },
  { name: 'Google Pixel 7', storage: [128], usd: [350, 430] },
];

function phone(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const model = rng.pick(PHONES);
  const storage = rng.pick(model.storage);
  const condition = usedOrNew(rng, ctx.isBusiness ? 0.6 : 0.15);
  const [condFr, condEn] = rng.pick(condition === 'new' ? PHONE_CONDITIONS_NEW : PHONE_CONDITIONS_USED);
  const battery = rng.int(82, 97);
  const pool: Sentence[] =
    condition === 'new'
      ? [
          ['Garantie boutique de 6 mois, facture fournie.', '6-month shop warranty, receipt provided.'],
          ['Emballage d’origine jamais ouvert.', 'Original packaging, never opened.'],
          ['Chargeur rapide offert.', 'Fast charger included.'],
        ]
      : [
          [
            `Batterie à ${battery} %, aucune rayure sur l’écran.`,
            `Battery health ${battery}%, no scratches on the screen.`,
          ],
          [
            'Vendu avec chargeur d’origine et coque de protection.',
            'Comes with the original charger and a protective case.',
          ],
          ['Toutes les fonctions marchent parfaitement.', 'Everything works perfectly.'],
          [
            'Échange possible contre un autre modèle avec complément.',
            'Swap possible for another model plus cash.',
          ],
        ];
  return {
    titleFr: `${model.name} ${storage} Go – ${condFr}`,
    titleEn: `${model.name} ${storage}GB – ${condEn}`,
    sentences: [
      ...pickSentences(rng, pool, 2, 3),
      [
        'Débloqué, fonctionne avec Vodacom, Airtel, Orange et Africell.',
        'Unlocked, works with Vodacom, Airtel, Orange and Africell.',
      ],
      rng.pick(deliverySentences(ctx)),
    ],
    usd: rangeFor(condition, model.usd),
    cdfShare: 0.2,
    condition,
    negotiableChance: 0.6,
    attributes: {
      brand: model.name.startsWith('iPhone') ? 'apple' : model.name.split(' ')[0].toLowerCase(),
      storage_gb: String(storage),
    },
  };
}

const LAPTOPS: { name: string; specFr: string; specEn: string; usd: [number, number] }[] = [
  {
    name: 'HP EliteBook 840 G5',
    specFr: 'Core i5, 8 Go, SSD 256 Go',
    specEn: 'Core i5, 8GB, 256GB SSD',
    usd: [300, 400],
  },
  {
    name: 'Dell Latitude 7490',
    specFr: 'Core i7, 16 Go, SSD 512 Go',
    specEn: 'Core i7, 16GB, 512GB SSD',
    usd: [340, 460],
  },
  {
    name: 'Lenovo ThinkPad T480',
    specFr: 'Core i5, 8 Go, SSD 256 Go',
    specEn: 'Core i5, 8GB, 256GB SSD',
    usd: [260, 350],
  },
  { name: 'MacBook Air M1', specFr: '8 Go, SSD 256 Go', specEn: '8GB, 256GB SSD', usd: [620, 800] },
  {
    name: 'MacBook Pro 14" M2 Pro',
    specFr: '16 Go, SSD 512 Go',
    specEn: '16GB, 512GB SSD',
    usd: [1400, 1800],
  },
  {
    name: 'HP Pavilion 15',
    specFr: 'Core i7, 16 Go, SSD 512 Go',
    specEn: 'Core i7, 16GB, 512GB SSD',
    usd: [480, 620],
  },
  {
    name: 'Asus VivoBook 15',
    specFr: 'Core i3, 8 Go, SSD 256 Go',
    specEn: 'Core i3, 8GB, 256GB SSD',
    usd: [300, 390],
  },
  {
    name: 'Acer Aspire 5',
    specFr: 'Ryzen 5, 8 Go, SSD 512 Go',
    specEn: 'Ryzen 5, 8GB, 512GB SSD',
    usd: [360, 460],
  },
  {
    name: 'Dell XPS 13',
    specFr: 'Core i7, 16 Go, SSD 512 Go',
    specEn: 'Core i7, 16GB, 512GB SSD',
    usd: [780, 1000],
  },
  {
    name: 'Lenovo IdeaPad 3',
    specFr: 'Celeron, 4 Go, 128 Go',
    specEn: 'Celeron, 4GB, 128GB',
    usd: [190, 250],
  },
];

function laptop(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const model = rng.pick(LAPTOPS);
  const condition = usedOrNew(rng, ctx.isBusiness ? 0.5 : 0.1);
  const hours = rng.int(3, 9);
  const pool: Sentence[] = [
    ['Idéal pour le bureau et les études.', 'Ideal for office work and studies.'],
    ['Windows 11 Pro et Office installés.', 'Windows 11 Pro and Office installed.'],
    [`Autonomie de la batterie : environ ${hours} heures.`, `Battery life: about ${hours} hours.`],
    ['Clavier AZERTY rétroéclairé.', 'Backlit AZERTY keyboard.'],
    ['Chargeur d’origine inclus.', 'Original charger included.'],
    condition === 'new'
      ? ['Garantie de 12 mois.', '12-month warranty.']
      : ['Importé de Belgique, très propre.', 'Imported from Belgium, very clean.'],
  ];
  return {
    titleFr: `${model.name} – ${model.specFr}${condition === 'new' ? ' (neuf)' : ''}`,
    titleEn: `${model.name} – ${model.specEn}${condition === 'new' ? ' (new)' : ''}`,
    sentences: [...pickSentences(rng, pool, 3, 4), rng.pick(deliverySentences(ctx))],
    usd: rangeFor(condition, model.usd),
    cdfShare: 0.1,
    condition,
    negotiableChance: 0.55,
  };
}

const TVS: { brand: string; size: number; kindFr: string; kindEn: string; usd: [number, number] }[] = [
  { brand: 'Samsung', size: 55, kindFr: 'Smart TV 4K UHD', kindEn: '4K UHD smart', usd: [430, 560] },
  { brand: 'LG', size: 43, kindFr: 'Smart TV Full HD', kindEn: 'Full HD smart', usd: [260, 330] },
  { brand: 'TCL', size: 50, kindFr: 'Android TV 4K', kindEn: '4K Android', usd: [300, 380] },
  { brand: 'Hisense', size: 32, kindFr: 'HD', kindEn: 'HD', usd: [140, 180] },
  { brand: 'Sony Bravia', size: 65, kindFr: '4K HDR', kindEn: '4K HDR', usd: [850, 1100] },
  { brand: 'Samsung', size: 75, kindFr: 'QLED 4K', kindEn: 'QLED 4K', usd: [1300, 1700] },
  { brand: 'Nasco', size: 32, kindFr: 'écran plat', kindEn: 'flat-screen', usd: [110, 140] },
  { brand: 'Skyworth', size: 43, kindFr: 'Smart TV', kindEn: 'smart', usd: [200, 250] },
  { brand: 'LG', size: 55, kindFr: 'OLED', kindEn: 'OLED', usd: [1100, 1400] },
];

function tv(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const model = rng.pick(TVS);
  const condition = usedOrNew(rng, ctx.isBusiness ? 0.7 : 0.25);
  const pool: Sentence[] = [
    ['Netflix et YouTube intégrés, Wi-Fi.', 'Netflix and YouTube built in, Wi-Fi.'],
    ['Télécommande d’origine et support mural fournis.', 'Original remote and wall bracket included.'],
    ['Compatible décodeur Canal+ et StarTimes.', 'Works with Canal+ and StarTimes decoders.'],
    ['Image nette, aucun pixel mort.', 'Sharp picture, no dead pixels.'],
    ['Tourne aussi sur onduleur, faible consommation.', 'Runs fine on an inverter, low power use.'],
    condition === 'new'
      ? ['Dans son carton d’origine, garantie 12 mois.', 'In its original box, 12-month warranty.']
      : ['Utilisé un an, comme neuf.', 'Used for a year, like new.'],
  ];
  return {
    titleFr: `Télévision ${model.brand} ${model.size} pouces ${model.kindFr}`,
    titleEn: `${model.brand} ${model.size}-inch ${model.kindEn} TV`,
    sentences: [...pickSentences(rng, pool, 3, 4), rng.pick(deliverySentences(ctx))],
    usd: rangeFor(condition, model.usd),
    cdfShare: 0.2,
    condition,
    negotiableChance: 0.5,
  };
}

const CARS: { model: string; years: [number, number]; usd: [number, number]; diesel: boolean }[] = [
  { model: 'Toyota Land Cruiser Prado', years: [2013, 2018], usd: [30000, 42000], diesel: true },
  { model: 'Toyota Land Cruiser V8', years: [2012, 2017], usd: [45000, 65000], diesel: true },
  { model: 'Toyota RAV4', years: [2010, 2015], usd: [10000, 15000], diesel: false },
  { model: 'Toyota Corolla', years: [2008, 2013], usd: [6000, 9000], diesel: false },
  { model: 'Toyota Hilux double cabine', years: [2014, 2019], usd: [22000, 32000], diesel: true },
  { model: 'Nissan X-Trail', years: [2010, 2014], usd: [7500, 11000], diesel: false },
  { model: 'Mercedes-Benz C200', years: [2011, 2015], usd: [9500, 14000], diesel: false },
  { model: 'Hyundai Tucson', years: [2013, 2017], usd: [9000, 13500], diesel: false },
  { model: 'Toyota IST', years: [2004, 2008], usd: [3800, 5500], diesel: false },
  { model: 'Toyota Noah', years: [2006, 2010], usd: [5000, 7500], diesel: false },
  { model: 'Mitsubishi Pajero', years: [2009, 2014], usd: [9000, 14000], diesel: true },
  { model: 'Suzuki Swift', years: [2011, 2015], usd: [4500, 6500], diesel: false },
  { model: 'Range Rover Sport', years: [2013, 2017], usd: [26000, 38000], diesel: true },
  { model: 'Toyota Vitz', years: [2008, 2012], usd: [4000, 5500], diesel: false },
];

/** "Toyota RAV4" → make toyota, model RAV4 (the makes of the cars' fields). */
function carMakeAndModel(name: string): { make: string; model: string } {
  if (name.startsWith('Range Rover')) return { make: 'land-rover', model: name };
  const [make, ...model] = name.split(' ');
  return { make: make.toLowerCase(), model: model.join(' ') };
}

function car(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const model = rng.pick(CARS);
  const year = rng.int(model.years[0], model.years[1]);
  // Newer years sit higher in the model's price range.
  const position = (year - model.years[0]) / Math.max(1, model.years[1] - model.years[0]);
  const span = model.usd[1] - model.usd[0];
  const low = model.usd[0] + span * position * 0.7;
  const km = rng.int(6, 24) * 10000 - (year - model.years[0]) * 8000;
  const automatic = rng.chance(0.7);
  const [suffixFr, suffixEn] = rng.pick<Sentence>([
    // The title names the car's own gearbox (its description and its field say the same).
    automatic ? [' – boîte automatique', ' – automatic'] : [' – boîte manuelle', ' – manual'],
    [' – dédouanée', ' – duty paid'],
    [' – très propre', ' – very clean'],
    ['', ''],
  ]);
  const pool: Sentence[] = [
    [
      `Moteur ${model.diesel ? 'diesel' : 'essence'}, boîte ${automatic ? 'automatique' : 'manuelle'}.`,
      `${model.diesel ? 'Diesel' : 'Petrol'} engine, ${automatic ? 'automatic' : 'manual'} gearbox.`,
    ],
    ['Dédouanée, plaque et documents en règle.', 'Duty paid, plates and papers in order.'],
    ['Climatisation d’origine fonctionnelle.', 'Factory air conditioning works.'],
    ['Pneus neufs, vidange et entretien à jour.', 'New tyres, oil change and service up to date.'],
    [`Aucun accident, visible à ${ctx.place}.`, `Accident-free, can be seen in ${ctx.place}.`],
    ['Essai possible sur rendez-vous.', 'Test drive by appointment.'],
    ['Importée de Dubaï il y a un an.', 'Imported from Dubai a year ago.'],
  ];
  return {
    titleFr: `${model.model} ${year}${suffixFr}`,
    titleEn: `${model.model} ${year}${suffixEn}`,
    sentences: [
      [
        `Kilométrage : ${frNumber.format(Math.max(km, 30000))} km.`,
        `Mileage: ${enNumber.format(Math.max(km, 30000))} km.`,
      ],
      ...pickSentences(rng, pool, 3, 5),
    ],
    usd: [low, low + span * 0.3],
    cdfShare: 0,
    condition: 'used',
    negotiableChance: 0.75,
    attributes: {
      ...carMakeAndModel(model.model),
      year,
      mileage_km: Math.max(km, 30000),
      fuel: model.diesel ? 'diesel' : 'petrol',
      gearbox: automatic ? 'automatic' : 'manual',
    },
  };
}

const MOTORCYCLES: { model: string; usd: [number, number] }[] = [
  { model: 'TVS HLX 125', usd: [950, 1250] },
  { model: 'Haojue HJ125', usd: [1000, 1350] },
  { model: 'Bajaj Boxer 150', usd: [1100, 1450] },
  { model: 'Honda XR 150L', usd: [1800, 2300] },
  { model: 'Yamaha YBR 125', usd: [1500, 1900] },
  { model: 'Suzuki GN 125', usd: [1150, 1500] },
  { model: 'Senke SK150', usd: [800, 1050] },
  { model: 'Honda CG 125', usd: [1200, 1500] },
];

function motorcycle(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const model = rng.pick(MOTORCYCLES);
  const condition = usedOrNew(rng, ctx.isBusiness ? 0.6 : 0.2);
  const year = rng.int(2019, 2024);
  const pool: Sentence[] = [
    ['Idéale pour le taxi-moto.', 'Ideal for moto-taxi work.'],
    ['Consommation faible, moteur solide.', 'Low fuel consumption, tough engine.'],
    ['Documents et plaque disponibles.', 'Papers and plate available.'],
    ['Casque offert.', 'Helmet included.'],
    condition === 'new'
      ? ['Neuve en carton, montage fait chez nous.', 'Brand new in its crate, assembled in our shop.']
      : ['Entretien régulier, pneus en bon état.', 'Regularly serviced, tyres in good shape.'],
  ];
  return {
    titleFr: condition === 'new' ? `Moto ${model.model} neuve` : `Moto ${model.model} ${year}`,
    titleEn:
      condition === 'new' ? `Brand new ${model.model} motorcycle` : `${model.model} motorcycle ${year}`,
    sentences: [...pickSentences(rng, pool, 2, 4), rng.pick(deliverySentences(ctx))],
    usd: rangeFor(condition, model.usd),
    cdfShare: 0.3,
    condition,
    negotiableChance: 0.6,
  };
}

function waterAndPower(ctx: ListingContext): Sentence {
  return [
    `Eau REGIDESO et électricité SNEL${ctx.upmarket ? ', groupe électrogène' : ''}.`,
    `REGIDESO water and SNEL power${ctx.upmarket ? ', plus a generator' : ''}.`,
  ];
}

function lakeView(ctx: ListingContext): Sentence[] {
  return ctx.city === 'Goma' || ctx.city === 'Bukavu'
    ? [['Belle vue sur le lac Kivu.', 'Beautiful view over Lake Kivu.']]
    : [];
}

function house(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const rooms = rng.int(2, 6);
  const villa = ctx.upmarket && rooms >= 4 && rng.chance(0.4);
  const forRent = !villa && rng.chance(0.45);
  const factor = ctx.upmarket ? 2.5 : 1;
  const baths = Math.max(1, rooms - rng.int(1, 2));
  const pool: Sentence[] = [
    [
      `Salon, salle à manger, cuisine et ${baths} salle(s) de bain.`,
      `Living room, dining room, kitchen and ${baths} bathroom(s).`,
    ],
    waterAndPower(ctx),
    ['Quartier calme, accès facile par route asphaltée.', 'Quiet area, easy access by a tarred road.'],
    [
      'Mur de clôture, portail et parking pour deux voitures.',
      'Boundary wall, gate and parking for two cars.',
    ],
    ...lakeView(ctx),
  ];
  const terms: Sentence = forRent
    ? ['Loyer mensuel, garantie de 3 mois demandée.', 'Monthly rent, 3 months’ deposit required.']
    : [
        'Titre de propriété (certificat d’enregistrement) disponible.',
        'Title deed (certificat d’enregistrement) available.',
      ];
  const titleFr = villa
    ? `Villa de ${rooms} chambres avec piscine – ${ctx.place}`
    : `Maison de ${rooms} chambres à ${forRent ? 'louer' : 'vendre'} – ${ctx.place}`;
  const titleEn = villa
    ? `${rooms}-bedroom villa with pool – ${ctx.place}`
    : `${rooms}-bedroom house for ${forRent ? 'rent' : 'sale'} – ${ctx.place}`;
  const usd: [number, number] = villa
    ? [350000, 900000]
    : forRent
      ? [rooms * 120 * factor, rooms * 220 * factor]
      : [rooms * 22000 * factor, rooms * 38000 * factor];
  return {
    titleFr,
    titleEn,
    sentences: [...pickSentences(rng, pool, 2, 4), terms],
    usd,
    cdfShare: 0,
    condition: null,
    negotiableChance: 0.7,
    attributes: { rooms, offer: forRent ? 'rent' : 'sale' },
  };
}

function apartment(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const rooms = rng.int(0, 3);
  const furnished = rng.chance(0.45);
  const forSale = rooms > 0 && rng.chance(0.2);
  const factor = ctx.upmarket ? 2 : 1;
  const floor = rng.int(1, 8);
  const what = forSale ? 'vendre' : 'louer';
  const titleFr =
    rooms === 0
      ? `Studio${furnished ? ' meublé' : ''} à louer – ${ctx.place}`
      : `Appartement ${rooms} chambre${rooms > 1 ? 's' : ''}${furnished ? ' meublé' : ''} à ${what} – ${ctx.place}`;
  const titleEn =
    rooms === 0
      ? `${furnished ? 'Furnished studio' : 'Studio'} for rent – ${ctx.place}`
      : `${furnished ? 'Furnished ' : ''}${rooms}-bedroom apartment for ${forSale ? 'sale' : 'rent'} – ${ctx.place}`;
  const pool: Sentence[] = [
    ['Immeuble sécurisé avec gardien 24 h/24.', 'Secure building with a 24-hour guard.'],
    ['Groupe électrogène et citerne d’eau.', 'Generator and water tank.'],
    [
      `Au ${floor}e étage${floor > 3 ? ', avec ascenseur' : ''}.`,
      `On floor ${floor}${floor > 3 ? ', with a lift' : ''}.`,
    ],
    [
      'Cuisine équipée, climatisation dans les chambres.',
      'Fitted kitchen, air conditioning in the bedrooms.',
    ],
    ['Parking dans la cour.', 'Parking in the compound.'],
    ['Idéal pour expatrié ou jeune couple.', 'Ideal for an expat or a young couple.'],
    ...lakeView(ctx),
  ];
  const usd: [number, number] = forSale
    ? [rooms * 30000 * factor, rooms * 50000 * factor]
    : rooms === 0
      ? [150 * factor, 280 * factor]
      : [rooms * 200 * factor * (furnished ? 1.5 : 1), rooms * 420 * factor * (furnished ? 1.5 : 1)];
  return {
    titleFr,
    titleEn,
    sentences: [
      ...pickSentences(rng, pool, 2, 4),
      forSale
        ? ['Acte de vente chez le notaire.', 'Sale deed signed at the notary’s office.']
        : ['Loyer mensuel, garantie de 3 mois.', 'Monthly rent, 3 months’ deposit.'],
    ],
    usd,
    cdfShare: 0,
    condition: null,
    negotiableChance: 0.5,
  };
}

const PLOTS: [string, number][] = [
  ['15x20', 300],
  ['20x20', 400],
  ['20x30', 600],
  ['25x30', 750],
  ['30x40', 1200],
  ['50x50', 2500],
];

function land(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const hectares = rng.chance(0.2) ? rng.int(1, 5) : 0;
  const perSquareMetre = ctx.city === 'Kinshasa' ? [20, 30] : ctx.upmarket ? [18, 40] : [6, 18];
  const minutes = rng.int(5, 30);
  const pool: Sentence[] = [
    ['Terrain plat, sol ferme, pas de risque d’érosion.', 'Flat land, firm soil, no erosion risk.'],
    [`À ${minutes} minutes de la route principale.`, `${minutes} minutes from the main road.`],
    ['Quartier loti, eau et électricité à proximité.', 'Surveyed neighbourhood, water and power nearby.'],
    ['Idéal pour construire une maison ou un dépôt.', 'Ideal to build a house or a warehouse.'],
    ['Documents vérifiés au cadastre.', 'Papers checked at the land registry.'],
  ];
  if (hectares > 0) {
    return {
      titleFr: `Terrain de ${hectares} hectare${hectares > 1 ? 's' : ''} – ${ctx.place}`,
      titleEn: `${hectares}-hectare land – ${ctx.place}`,
      sentences: [
        ...pickSentences(rng, pool, 2, 3),
        ['Convient pour une ferme ou un projet de lotissement.', 'Suits a farm or a housing development.'],
      ],
      usd: [hectares * 6000, hectares * 15000],
      cdfShare: 0,
      condition: null,
      negotiableChance: 0.8,
    };
  }
  const [size, area] = rng.pick(PLOTS);
  return {
    titleFr: `Parcelle ${size} à ${ctx.place}`,
    titleEn: `${size} plot in ${ctx.place}`,
    sentences: [
      [
        'Titre de propriété disponible (certificat d’enregistrement).',
        'Title deed available (certificat d’enregistrement).',
      ],
      ...pickSentences(rng, pool, 2, 3),
    ],
    usd: [area * perSquareMetre[0], area * perSquareMetre[1]],
    cdfShare: 0,
    condition: null,
    negotiableChance: 0.8,
  };
}

const CLOTHES: { fr: string; en: string; usd?: [number, number]; cdf?: [number, number]; sized: boolean }[] =
  [
    {
      fr: 'Pagne wax super Hollandais 6 yards',
      en: 'Super Hollandais wax print, 6 yards',
      cdf: [45000, 65000],
      sized: false,
    },
    { fr: 'Pagne wax Vlisco 6 yards', en: 'Vlisco wax print, 6 yards', usd: [45, 70], sized: false },
    {
      fr: 'Chemise en pagne sur mesure',
      en: 'Tailor-made wax print shirt',
      cdf: [25000, 40000],
      sized: true,
    },
    { fr: 'Costume homme slim 3 pièces', en: 'Men’s 3-piece slim-fit suit', usd: [80, 160], sized: true },
    { fr: 'Abacost sur mesure', en: 'Tailor-made abacost suit', usd: [60, 120], sized: true },
    { fr: 'Robe de soirée en satin', en: 'Satin evening dress', usd: [35, 80], sized: true },
    { fr: 'Maillot des Léopards 2025', en: 'DR Congo Leopards jersey 2025', usd: [20, 35], sized: true },
    { fr: 'Lot de 10 t-shirts en coton', en: 'Pack of 10 cotton T-shirts', cdf: [60000, 90000], sized: true },
    { fr: 'Jean Levi’s 501', en: 'Levi’s 501 jeans', usd: [25, 45], sized: true },
    { fr: 'Ensemble en bazin brodé', en: 'Embroidered bazin outfit', usd: [50, 95], sized: true },
    { fr: 'Veste en cuir', en: 'Leather jacket', usd: [45, 90], sized: true },
  ];

function clothing(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const item = rng.pick(CLOTHES);
  const size = rng.pick(['S', 'M', 'L', 'XL', 'XXL']);
  const condition = usedOrNew(rng, 0.8);
  const pool: Sentence[] = [
    ['Tissu de qualité, les couleurs ne déteignent pas.', 'Quality fabric, the colours don’t run.'],
    ['Plusieurs motifs disponibles en boutique.', 'Several patterns available in store.'],
    ['Retouches gratuites.', 'Free alterations.'],
    [`Livraison à moto partout à ${ctx.city}.`, `Moto delivery anywhere in ${ctx.city}.`],
    ['Prix de gros à partir de 5 pièces.', 'Wholesale price from 5 pieces.'],
  ];
  return {
    titleFr: item.sized ? `${item.fr} – taille ${size}` : item.fr,
    titleEn: item.sized ? `${item.en} – size ${size}` : item.en,
    sentences: pickSentences(rng, pool, 2, 4),
    usd: item.usd,
    cdf: item.cdf,
    cdfShare: 0.4,
    condition,
    negotiableChance: 0.4,
  };
}

const SHOES: { fr: string; en: string; usd?: [number, number]; cdf?: [number, number]; sape?: boolean }[] = [
  { fr: 'Nike Air Force 1', en: 'Nike Air Force 1', usd: [60, 95] },
  { fr: 'Adidas Stan Smith', en: 'Adidas Stan Smith', usd: [50, 80] },
  { fr: 'Mocassins J.M. Weston en cuir', en: 'J.M. Weston leather loafers', usd: [250, 450], sape: true },
  { fr: 'Chaussures derby en cuir', en: 'Leather Derby shoes', usd: [45, 90], sape: true },
  { fr: 'Sandales en cuir artisanales', en: 'Handmade leather sandals', cdf: [20000, 35000] },
  { fr: 'Escarpins femme', en: 'Women’s high heels', usd: [25, 55] },
  { fr: 'Bottines Timberland', en: 'Timberland boots', usd: [90, 140] },
  { fr: 'Crocs Classic', en: 'Crocs Classic', usd: [18, 30] },
  { fr: 'Baskets Puma Suede', en: 'Puma Suede trainers', usd: [40, 70] },
];

function shoes(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const item = rng.pick(SHOES);
  const size = rng.int(36, 46);
  const condition = usedOrNew(rng, 0.7);
  const pool: Sentence[] = [
    ['Originales, achetées en Europe.', 'Genuine, bought in Europe.'],
    condition === 'new'
      ? ['Boîte d’origine.', 'Original box.']
      : ['Portées deux fois seulement.', 'Worn only twice.'],
    ['Autres pointures disponibles sur demande.', 'Other sizes available on request.'],
    [`Livraison à moto partout à ${ctx.city}.`, `Moto delivery anywhere in ${ctx.city}.`],
  ];
  if (item.sape) {
    pool.push([
      'Pour les vrais sapeurs : cuir véritable, semelle cousue.',
      'For true sapeurs: genuine leather, stitched sole.',
    ]);
  }
  return {
    titleFr: `${item.fr} – pointure ${size}`,
    titleEn: `${item.en} – size ${size}`,
    sentences: pickSentences(rng, pool, 2, 3),
    usd: item.usd,
    cdf: item.cdf,
    cdfShare: 0.3,
    condition,
    negotiableChance: 0.4,
  };
}

const SOFAS: { fr: string; en: string; usd: [number, number] }[] = [
  { fr: 'Canapé 3 places en cuir', en: '3-seater leather sofa', usd: [450, 750] },
  { fr: 'Salon complet 7 places', en: '7-seat living-room set', usd: [850, 1500] },
  { fr: 'Canapé d’angle en tissu', en: 'Fabric corner sofa', usd: [550, 900] },
  { fr: 'Fauteuil relax inclinable', en: 'Reclining armchair', usd: [150, 260] },
  { fr: 'Canapé-lit convertible', en: 'Sofa bed', usd: [280, 450] },
  {
    fr: 'Salon en bois sculpté, fabrication locale',
    en: 'Hand-carved wooden living-room set, made locally',
    usd: [650, 1100],
  },
  { fr: 'Canapé 2 places avec pouf', en: '2-seater sofa with pouffe', usd: [220, 380] },
];

const TABLES: { fr: string; en: string; usd?: [number, number]; cdf?: [number, number] }[] = [
  { fr: 'Table à manger 6 places en bois massif', en: '6-seat solid wood dining table', usd: [250, 450] },
  { fr: 'Table basse en verre', en: 'Glass coffee table', usd: [80, 160] },
  { fr: 'Bureau d’ordinateur avec tiroirs', en: 'Computer desk with drawers', usd: [60, 130] },
  { fr: 'Table en teck avec 4 chaises', en: 'Teak table with 4 chairs', usd: [300, 520] },
  { fr: 'Table de réunion 10 places', en: '10-seat meeting table', usd: [600, 950] },
  { fr: 'Table pliante en plastique pour fêtes', en: 'Folding plastic party table', cdf: [45000, 70000] },
  { fr: 'Tables de chevet (la paire)', en: 'Pair of bedside tables', usd: [50, 95] },
];

function furnitureSentences(ctx: ListingContext, condition: 'new' | 'used'): Sentence[] {
  return [
    ctx.isBusiness
      ? [`Fabriqué à ${ctx.city} dans notre atelier.`, `Made in ${ctx.city} in our own workshop.`]
      : ['Cause déménagement.', 'Selling because I’m moving.'],
    ['Bois massif, finition soignée.', 'Solid wood, careful finish.'],
    ['Plusieurs coloris disponibles.', 'Several colours available.'],
    [`Livraison et montage gratuits à ${ctx.city}.`, `Free delivery and assembly in ${ctx.city}.`],
    condition === 'new'
      ? ['Neuf, jamais utilisé.', 'New, never used.']
      : ['Très peu servi, aucune tache.', 'Hardly used, no stains.'],
  ];
}

function sofa(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const item = rng.pick(SOFAS);
  const condition = usedOrNew(rng, ctx.isBusiness ? 0.9 : 0.2);
  return {
    titleFr: item.fr,
    titleEn: item.en,
    sentences: pickSentences(
      rng,
      [...furnitureSentences(ctx, condition), ['Housses lavables.', 'Washable covers.']],
      3,
      4,
    ),
    usd: rangeFor(condition, item.usd),
    cdfShare: 0.15,
    condition,
    negotiableChance: 0.6,
  };
}

function table(ctx: ListingContext): ListingDraft {
  const { rng } = ctx;
  const item = rng.pick(TABLES);
  const condition = usedOrNew(rng, ctx.isBusiness ? 0.9 : 0.3);
  return {
    titleFr: item.fr,
    titleEn: item.en,
    sentences: pickSentences(rng, furnitureSentences(ctx, condition), 3, 4),
    usd: item.usd ? rangeFor(condition, item.usd) : undefined,
    cdf: item.cdf,
    cdfShare: 0.15,
    condition,
    negotiableChance: 0.5,
  };
}

export const LISTING_GENERATORS: Record<LeafCategorySlug, (ctx: ListingContext) => ListingDraft> = {
  'mobile-phones': phone,
  laptops: laptop,
  tvs: tv,
  cars: car,
  motorcycles: motorcycle,
  houses: house,
  apartments: apartment,
  land,
  clothing,
  shoes,
  sofas: sofa,
  tables: table,
};

/** How often each leaf category appears among the demo ads. */
export const CATEGORY_WEIGHTS: [LeafCategorySlug, number][] = [
  ['mobile-phones', 14],
  ['laptops', 8],
  ['tvs', 6],
  ['cars', 10],
  ['motorcycles', 6],
  ['houses', 8],
  ['apartments', 8],
  ['land', 7],
  ['clothing', 10],
  ['shoes', 8],
  ['sofas', 7],
  ['tables', 8],
];
