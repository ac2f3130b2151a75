import type { AttributeOption, CategoryAttribute } from '@sokoni/contracts';

/** An option whose label is the same in both languages (a make, a size). */
const same = (value: string, label = value): AttributeOption => ({ value, label: { fr: label, en: label } });
const option = (value: string, fr: string, en: string): AttributeOption => ({ value, label: { fr, en } });

const CAR_MAKES = [
  'Toyota',
  'Nissan',
  'Mitsubishi',
  'Hyundai',
  'Kia',
  'Honda',
  'Suzuki',
  'Mazda',
  'Isuzu',
  'Ford',
  'Mercedes-Benz',
  'BMW',
  'Volkswagen',
  'Peugeot',
  'Land Rover',
  'Lexus',
  'Jeep',
  'Renault',
].map((name) => same(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name));

const MOTORCYCLE_MAKES = ['TVS', 'Bajaj', 'Haojue', 'Honda', 'Yamaha', 'Suzuki', 'Kawasaki', 'Lifan'].map(
  (name) => same(name.toLowerCase(), name),
);

const PHONE_BRANDS = [
  'Samsung',
  'Apple',
  'Tecno',
  'Infinix',
  'Itel',
  'Xiaomi',
  'Google',
  'Huawei',
  'Oppo',
  'Nokia',
].map((name) => same(name.toLowerCase(), name));

const LAPTOP_BRANDS = ['HP', 'Dell', 'Lenovo', 'Apple', 'Asus', 'Acer', 'Toshiba', 'Microsoft'].map((name) =>
  same(name.toLowerCase(), name),
);

const gigabytes = (values: number[]) => values.map((n) => option(String(n), `${n} Go`, `${n} GB`));

const year = (min: number): CategoryAttribute => ({
  key: 'year',
  type: 'number',
  label: { fr: 'Année', en: 'Year' },
  integer: true,
  min,
  max: 2030,
});

const rooms: CategoryAttribute = {
  key: 'rooms',
  type: 'number',
  label: { fr: 'Chambres', en: 'Bedrooms' },
  integer: true,
  min: 0,
  max: 50,
};
const area = (max: number): CategoryAttribute => ({
  key: 'area_m2',
  type: 'number',
  label: { fr: 'Surface', en: 'Area' },
  unit: 'm²',
  min: 1,
  max,
});
const furnished: CategoryAttribute = {
  key: 'furnished',
  type: 'option',
  label: { fr: 'Meublé', en: 'Furnished' },
  options: [option('yes', 'Oui', 'Yes'), option('no', 'Non', 'No')],
};
const offer: CategoryAttribute = {
  key: 'offer',
  type: 'option',
  label: { fr: 'Location ou vente', en: 'For rent or sale' },
  options: [option('rent', 'À louer', 'For rent'), option('sale', 'À vendre', 'For sale')],
};
const gender: CategoryAttribute = {
  key: 'gender',
  type: 'option',
  label: { fr: 'Pour', en: 'For' },
  options: [
    option('women', 'Femme', 'Women'),
    option('men', 'Homme', 'Men'),
    option('children', 'Enfant', 'Children'),
    option('unisex', 'Mixte', 'Unisex'),
  ],
};

/**
 * The fields of the reference categories, by slug: what the ad form asks, the ad page shows and the filter panel
 * offers. The reference seed gives them to a category that has none; administrators edit them afterwards
 * (Admin → Categories). Keys are part of saved searches and links (`attr.year_min=2015`): keep them.
 */
export const CATEGORY_FIELDS: Record<string, CategoryAttribute[]> = {
  cars: [
    { key: 'make', type: 'option', label: { fr: 'Marque', en: 'Make' }, options: CAR_MAKES },
    { key: 'model', type: 'text', label: { fr: 'Modèle', en: 'Model' } },
    year(1960),
    {
      key: 'mileage_km',
      type: 'number',
      label: { fr: 'Kilométrage', en: 'Mileage' },
      unit: 'km',
      integer: true,
      min: 0,
      max: 2_000_000,
    },
    {
      key: 'fuel',
      type: 'option',
      label: { fr: 'Carburant', en: 'Fuel' },
      options: [
        option('petrol', 'Essence', 'Petrol'),
        option('diesel', 'Diesel', 'Diesel'),
        option('hybrid', 'Hybride', 'Hybrid'),
        option('electric', 'Électrique', 'Electric'),
      ],
    },
    {
      key: 'gearbox',
      type: 'option',
      label: { fr: 'Boîte de vitesses', en: 'Gearbox' },
      options: [option('manual', 'Manuelle', 'Manual'), option('automatic', 'Automatique', 'Automatic')],
    },
  ],
  motorcycles: [
    { key: 'make', type: 'option', label: { fr: 'Marque', en: 'Make' }, options: MOTORCYCLE_MAKES },
    year(1970),
    {
      key: 'engine_cc',
      type: 'number',
      label: { fr: 'Cylindrée', en: 'Engine size' },
      unit: 'cc',
      integer: true,
      min: 49,
      max: 3000,
    },
  ],
  houses: [rooms, area(100_000), furnished, offer],
  apartments: [rooms, area(10_000), furnished, offer],
  land: [area(10_000_000), offer],
  'mobile-phones': [
    { key: 'brand', type: 'option', label: { fr: 'Marque', en: 'Brand' }, options: PHONE_BRANDS },
    {
      key: 'storage_gb',
      type: 'option',
      label: { fr: 'Stockage', en: 'Storage' },
      options: gigabytes([8, 16, 32, 64, 128, 256, 512, 1024]),
    },
    {
      key: 'ram_gb',
      type: 'option',
      label: { fr: 'Mémoire vive', en: 'RAM' },
      options: gigabytes([1, 2, 3, 4, 6, 8, 12, 16]),
    },
  ],
  laptops: [
    { key: 'brand', type: 'option', label: { fr: 'Marque', en: 'Brand' }, options: LAPTOP_BRANDS },
    {
      key: 'ram_gb',
      type: 'option',
      label: { fr: 'Mémoire vive', en: 'RAM' },
      options: gigabytes([2, 4, 8, 16, 32, 64]),
    },
    {
      key: 'storage_gb',
      type: 'option',
      label: { fr: 'Stockage', en: 'Storage' },
      options: gigabytes([64, 128, 256, 512, 1024, 2048]),
    },
  ],
  tvs: [
    {
      key: 'screen_in',
      type: 'number',
      label: { fr: "Taille d'écran", en: 'Screen size' },
      unit: '″',
      min: 10,
      max: 120,
    },
  ],
  clothing: [
    {
      key: 'size',
      type: 'option',
      label: { fr: 'Taille', en: 'Size' },
      options: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'].map((size) => same(size.toLowerCase(), size)),
    },
    gender,
  ],
  shoes: [
    {
      key: 'size',
      type: 'number',
      label: { fr: 'Pointure', en: 'Size' },
      unit: 'EU',
      min: 16,
      max: 50,
    },
    gender,
  ],
};
