export interface CategorySeed {
  slug: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  children?: CategorySeed[];
}

/** The first category tree, in display order. */
export const CATEGORY_TREE: CategorySeed[] = [
  {
    slug: 'electronics',
    nameFr: 'Électronique',
    nameEn: 'Electronics',
    descriptionFr: 'Téléphones, ordinateurs, téléviseurs et accessoires, neufs ou d’occasion.',
    descriptionEn: 'Phones, computers, TVs and accessories, new or used.',
    children: [
      {
        slug: 'mobile-phones',
        nameFr: 'Téléphones portables',
        nameEn: 'Mobile phones',
        descriptionFr: 'Smartphones et téléphones simples, débloqués pour tous les réseaux.',
        descriptionEn: 'Smartphones and basic phones, unlocked for every network.',
      },
      {
        slug: 'laptops',
        nameFr: 'Ordinateurs portables',
        nameEn: 'Laptops',
        descriptionFr: 'PC portables et MacBook pour le travail, les études et le jeu.',
        descriptionEn: 'Laptops and MacBooks for work, study and gaming.',
      },
      {
        slug: 'tvs',
        nameFr: 'Téléviseurs',
        nameEn: 'TVs',
        descriptionFr: 'Télévisions, Smart TV et écrans plats de toutes tailles.',
        descriptionEn: 'Televisions, smart TVs and flat screens of every size.',
      },
    ],
  },
  {
    slug: 'vehicles',
    nameFr: 'Véhicules',
    nameEn: 'Vehicles',
    descriptionFr: 'Voitures, 4x4, utilitaires et motos à vendre.',
    descriptionEn: 'Cars, 4x4s, vans and motorcycles for sale.',
    children: [
      {
        slug: 'cars',
        nameFr: 'Voitures',
        nameEn: 'Cars',
        descriptionFr: 'Berlines, 4x4, SUV et pick-up, dédouanés ou en transit.',
        descriptionEn: 'Saloons, 4x4s, SUVs and pick-ups, cleared or in transit.',
      },
      {
        slug: 'motorcycles',
        nameFr: 'Motos',
        nameEn: 'Motorcycles',
        descriptionFr: 'Motos et scooters pour la ville, le taxi-moto ou la route.',
        descriptionEn: 'Motorcycles and scooters for town, moto-taxi work or the road.',
      },
    ],
  },
  {
    slug: 'property',
    nameFr: 'Immobilier',
    nameEn: 'Property',
    descriptionFr: 'Maisons, appartements et parcelles à vendre ou à louer.',
    descriptionEn: 'Houses, apartments and plots for sale or rent.',
    children: [
      {
        slug: 'houses',
        nameFr: 'Maisons',
        nameEn: 'Houses',
        descriptionFr: 'Maisons et villas à vendre ou à louer.',
        descriptionEn: 'Houses and villas for sale or rent.',
      },
      {
        slug: 'apartments',
        nameFr: 'Appartements',
        nameEn: 'Apartments',
        descriptionFr: 'Appartements et studios, meublés ou non.',
        descriptionEn: 'Apartments and studios, furnished or not.',
      },
      {
        slug: 'land',
        nameFr: 'Terrains',
        nameEn: 'Land',
        descriptionFr: 'Parcelles et terrains à bâtir, avec ou sans titre de propriété.',
        descriptionEn: 'Plots and building land, with or without a title deed.',
      },
    ],
  },
  {
    slug: 'fashion',
    nameFr: 'Mode',
    nameEn: 'Fashion',
    descriptionFr: 'Vêtements, pagnes, chaussures et accessoires.',
    descriptionEn: 'Clothes, wax prints, shoes and accessories.',
    children: [
      {
        slug: 'clothing',
        nameFr: 'Vêtements',
        nameEn: 'Clothing',
        descriptionFr: 'Pagnes, tenues sur mesure, costumes, robes et prêt-à-porter.',
        descriptionEn: 'Wax prints, tailored outfits, suits, dresses and ready-to-wear.',
      },
      {
        slug: 'shoes',
        nameFr: 'Chaussures',
        nameEn: 'Shoes',
        descriptionFr: 'Baskets, chaussures de ville, sandales et escarpins.',
        descriptionEn: 'Trainers, dress shoes, sandals and heels.',
      },
    ],
  },
  {
    slug: 'furniture',
    nameFr: 'Meubles',
    nameEn: 'Furniture',
    descriptionFr: 'Salons, tables et mobilier pour la maison et le bureau.',
    descriptionEn: 'Living-room sets, tables and furniture for home and office.',
    children: [
      {
        slug: 'sofas',
        nameFr: 'Canapés',
        nameEn: 'Sofas',
        descriptionFr: 'Canapés, fauteuils et salons complets.',
        descriptionEn: 'Sofas, armchairs and complete living-room sets.',
      },
      {
        slug: 'tables',
        nameFr: 'Tables',
        nameEn: 'Tables',
        descriptionFr: 'Tables à manger, tables basses et bureaux.',
        descriptionEn: 'Dining tables, coffee tables and desks.',
      },
    ],
  },
];
