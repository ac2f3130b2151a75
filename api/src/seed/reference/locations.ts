export interface PlaceSeed {
  name: string;
  description: string;
  /** Only where the name alone would clash with another place's slug. */
  slug?: string;
}

export interface ProvinceSeed extends PlaceSeed {
  cities: PlaceSeed[];
}

/**
 * The 26 provinces of the 2015 constitution with their chef-lieu first, then the other large towns.
 * Kinshasa is a city-province: its subdivisions are the communes below, not cities.
 */
export const PROVINCES: ProvinceSeed[] = [
  {
    name: 'Kinshasa',
    description: 'Ville-province et capitale du pays, sur la rive sud du fleuve Congo.',
    cities: [],
  },
  {
    name: 'Kongo-Central',
    description: 'Seule ouverture du pays sur l’océan Atlantique, avec les ports de Matadi et de Boma.',
    cities: [
      { name: 'Matadi', description: 'Chef-lieu du Kongo-Central et premier port maritime du pays.' },
      { name: 'Boma', description: 'Ancienne capitale, port sur l’estuaire du fleuve Congo.' },
      { name: 'Muanda', description: 'Ville côtière à l’embouchure du fleuve, plages et pétrole.' },
      { name: 'Mbanza-Ngungu', description: 'Ville des plateaux sur la route Kinshasa–Matadi.' },
    ],
  },
  {
    name: 'Kwango',
    description: 'Savanes et plateaux le long de la frontière angolaise.',
    cities: [{ name: 'Kenge', description: 'Chef-lieu du Kwango, sur la route nationale 1.' }],
  },
  {
    name: 'Kwilu',
    description: 'Province agricole traversée par la rivière Kwilu.',
    cities: [
      { name: 'Bandundu', description: 'Chef-lieu du Kwilu, au confluent du Kwilu et du Kasaï.' },
      { name: 'Kikwit', description: 'Grande ville commerçante du Kwilu.' },
    ],
  },
  {
    name: 'Mai-Ndombe',
    description: 'Province du lac Mai-Ndombe et de vastes forêts.',
    cities: [{ name: 'Inongo', description: 'Chef-lieu du Mai-Ndombe, au bord du lac.' }],
  },
  {
    name: 'Kasaï',
    description: 'Province diamantifère de l’ouest du Kasaï.',
    cities: [
      { name: 'Tshikapa', description: 'Chef-lieu du Kasaï, ville du diamant.' },
      { name: 'Ilebo', description: 'Port fluvial et terminus du chemin de fer sur le Kasaï.' },
    ],
  },
  {
    name: 'Kasaï-Central',
    description: 'Province du centre du Kasaï, sur la rivière Lulua.',
    cities: [{ name: 'Kananga', description: 'Chef-lieu du Kasaï-Central.' }],
  },
  {
    name: 'Kasaï-Oriental',
    description: 'Province du diamant autour de Mbuji-Mayi.',
    cities: [{ name: 'Mbuji-Mayi', description: 'Chef-lieu du Kasaï-Oriental, capitale du diamant.' }],
  },
  {
    name: 'Lomami',
    description: 'Province agricole du centre-sud, traversée par le chemin de fer.',
    cities: [
      { name: 'Kabinda', description: 'Chef-lieu de la Lomami.' },
      { name: 'Mwene-Ditu', description: 'Carrefour ferroviaire et commercial de la Lomami.' },
    ],
  },
  {
    name: 'Sankuru',
    description: 'Province forestière au cœur du pays.',
    cities: [
      { name: 'Lusambo', description: 'Chef-lieu du Sankuru, sur la rivière Sankuru.' },
      { name: 'Lodja', description: 'Principale ville commerçante du Sankuru.' },
    ],
  },
  {
    name: 'Maniema',
    description: 'Province de l’est sur le fleuve Lualaba, terre d’étain et d’or.',
    cities: [{ name: 'Kindu', description: 'Chef-lieu du Maniema, sur le Lualaba.' }],
  },
  {
    name: 'Sud-Kivu',
    description: 'Entre le lac Kivu et le lac Tanganyika, frontalier du Rwanda et du Burundi.',
    cities: [
      { name: 'Bukavu', description: 'Chef-lieu du Sud-Kivu, au bord du lac Kivu.' },
      { name: 'Uvira', description: 'Ville portuaire au nord du lac Tanganyika.' },
    ],
  },
  {
    name: 'Nord-Kivu',
    description: 'Province des volcans et du parc des Virunga, grand pôle commercial de l’est.',
    cities: [
      { name: 'Goma', description: 'Chef-lieu du Nord-Kivu, au pied du Nyiragongo et au bord du lac Kivu.' },
      { name: 'Butembo', description: 'Ville commerçante du Grand Nord, plaque tournante vers l’Ouganda.' },
      { name: 'Beni', description: 'Ville du Grand Nord, porte du Ruwenzori.' },
    ],
  },
  {
    name: 'Ituri',
    description: 'Province du nord-est, frontalière de l’Ouganda et du Soudan du Sud.',
    cities: [{ name: 'Bunia', description: 'Chef-lieu de l’Ituri.' }],
  },
  {
    name: 'Haut-Uele',
    description: 'Province du nord-est, de forêts et de mines d’or.',
    cities: [{ name: 'Isiro', description: 'Chef-lieu du Haut-Uele.' }],
  },
  {
    name: 'Tshopo',
    description: 'Province de la boucle du fleuve Congo.',
    cities: [
      { name: 'Kisangani', description: 'Chef-lieu de la Tshopo, troisième ville du pays, sur le fleuve.' },
    ],
  },
  {
    name: 'Bas-Uele',
    description: 'Province du nord le long de la rivière Uele.',
    cities: [{ name: 'Buta', description: 'Chef-lieu du Bas-Uele.' }],
  },
  {
    name: 'Nord-Ubangi',
    description: 'Province du nord, frontalière de la Centrafrique.',
    cities: [{ name: 'Gbadolite', description: 'Chef-lieu du Nord-Ubangi.' }],
  },
  {
    name: 'Mongala',
    description: 'Province du nord, sur le fleuve Congo.',
    cities: [
      { name: 'Lisala', description: 'Chef-lieu de la Mongala, sur le fleuve.' },
      { name: 'Bumba', description: 'Port fluvial et ville commerçante de la Mongala.' },
    ],
  },
  {
    name: 'Sud-Ubangi',
    description: 'Province du nord-ouest, frontalière de la Centrafrique et du Congo-Brazzaville.',
    cities: [
      { name: 'Gemena', description: 'Chef-lieu du Sud-Ubangi.' },
      { name: 'Zongo', description: 'Ville frontalière face à Bangui, sur l’Oubangui.' },
    ],
  },
  {
    name: 'Équateur',
    description: 'Province traversée par l’équateur, sur le fleuve Congo.',
    cities: [
      { name: 'Mbandaka', description: 'Chef-lieu de l’Équateur, au confluent de la Ruki et du fleuve.' },
    ],
  },
  {
    name: 'Tshuapa',
    description: 'Province forestière de la cuvette centrale.',
    cities: [{ name: 'Boende', description: 'Chef-lieu de la Tshuapa.' }],
  },
  {
    name: 'Tanganyika',
    description: 'Province des rives du lac Tanganyika.',
    cities: [{ name: 'Kalemie', description: 'Chef-lieu du Tanganyika, port sur le lac.' }],
  },
  {
    name: 'Haut-Lomami',
    description: 'Province du sud, d’élevage et de chemin de fer.',
    cities: [{ name: 'Kamina', description: 'Chef-lieu du Haut-Lomami, nœud ferroviaire.' }],
  },
  {
    name: 'Lualaba',
    description: 'Province minière du cuivre et du cobalt.',
    cities: [
      { name: 'Kolwezi', description: 'Chef-lieu du Lualaba, capitale mondiale du cobalt.' },
      { name: 'Fungurume', description: 'Cité minière entre Likasi et Kolwezi.' },
    ],
  },
  {
    name: 'Haut-Katanga',
    description: 'Province minière du sud-est, frontalière de la Zambie.',
    cities: [
      { name: 'Lubumbashi', description: 'Chef-lieu du Haut-Katanga, deuxième ville du pays.' },
      { name: 'Likasi', description: 'Ville minière et industrielle du Haut-Katanga.' },
      { name: 'Kipushi', description: 'Cité minière à la frontière zambienne.' },
      { name: 'Kasumbalesa', description: 'Poste-frontière et grand marché vers la Zambie.' },
    ],
  },
];

/** The 24 communes of Kinshasa, children of the Kinshasa province. */
export const KINSHASA_COMMUNES: PlaceSeed[] = [
  { name: 'Bandalungwa', description: 'Commune résidentielle et animée du centre-ouest, dite « Bandal ».' },
  { name: 'Barumbu', description: 'Commune historique près du port et du centre-ville.' },
  { name: 'Bumbu', description: 'Commune populaire du sud de la ville.' },
  { name: 'Gombe', description: 'Centre des affaires, des ministères et des ambassades.' },
  { name: 'Kalamu', description: 'Commune centrale, quartiers Matonge et Victoire.' },
  { name: 'Kasa-Vubu', description: 'Commune centrale et commerçante.' },
  { name: 'Kimbanseke', description: 'Commune la plus peuplée, à l’est de la ville.' },
  {
    name: 'Kinshasa',
    slug: 'kinshasa-commune',
    description: 'Commune commerçante qui a donné son nom à la ville.',
  },
  { name: 'Kintambo', description: 'Commune de l’ouest, entre Gombe et Ngaliema.' },
  { name: 'Kisenso', description: 'Commune des collines du sud-est.' },
  { name: 'Lemba', description: 'Commune étudiante, au pied de l’université de Kinshasa.' },
  { name: 'Limete', description: 'Commune industrielle et résidentielle, boulevard Lumumba.' },
  { name: 'Lingwala', description: 'Commune centrale voisine de la Gombe.' },
  { name: 'Makala', description: 'Commune populaire du sud.' },
  { name: 'Maluku', description: 'La plus vaste commune, rurale, à l’est sur le fleuve.' },
  { name: 'Masina', description: 'Commune populaire de l’est, près de l’aéroport de Ndjili.' },
  { name: 'Matete', description: 'Commune populaire de l’est.' },
  { name: 'Mont-Ngafula', description: 'Commune des collines du sud, parcelles et nouvelles constructions.' },
  { name: 'Ndjili', description: 'Commune de l’aéroport international.' },
  { name: 'Ngaba', description: 'Commune du sud, près de l’université.' },
  {
    name: 'Ngaliema',
    description: 'Grande commune résidentielle de l’ouest, quartiers Binza et Ma Campagne.',
  },
  { name: 'Ngiri-Ngiri', description: 'Petite commune centrale et commerçante.' },
  { name: 'Nsele', description: 'Commune périurbaine de l’est, fermes et nouvelles cités.' },
  { name: 'Selembao', description: 'Commune des collines du sud-ouest.' },
];
