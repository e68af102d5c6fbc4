import { CREDIT_DAYS_OPTIONS, PRODUCT_CATEGORIES, type ProductCategory } from '@fuel/domain/constants';

/** Demo master data: regions with real German (and, for brand B, Swiss) tank-terminal places (DOMAIN.md). */

export type DemoTerminal = { code: string; name: string; city: string };
export type DemoRegion = { name: string; sort: number; swissOnly?: boolean; terminals: DemoTerminal[] };

export const DEMO_REGIONS: DemoRegion[] = [
  {
    name: 'Nord',
    sort: 10,
    terminals: [
      { code: 'HH-HAR', name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
      { code: 'HB-IND', name: 'Tanklager Bremen Industriehafen', city: 'Bremen' },
      { code: 'WHV-NRD', name: 'Tanklager Wilhelmshaven Nord', city: 'Wilhelmshaven' },
      { code: 'HEI-RAF', name: 'Raffinerie Heide', city: 'Heide' },
      { code: 'LIN-RAF', name: 'Raffinerie Emsland', city: 'Lingen' },
      { code: 'H-LIN', name: 'Tanklager Hannover-Linden', city: 'Hannover' },
    ],
  },
  {
    name: 'West',
    sort: 20,
    terminals: [
      { code: 'DU-RUH', name: 'Tanklager Duisburg-Ruhrort', city: 'Duisburg' },
      { code: 'K-GOD', name: 'Tanklager Köln-Godorf', city: 'Köln' },
      { code: 'GE-HOR', name: 'Tanklager Gelsenkirchen-Horst', city: 'Gelsenkirchen' },
    ],
  },
  {
    name: 'Mitte',
    sort: 30,
    terminals: [
      { code: 'F-OST', name: 'Tanklager Frankfurt Osthafen', city: 'Frankfurt am Main' },
      { code: 'MA-RHE', name: 'Tanklager Mannheim-Rheinau', city: 'Mannheim' },
    ],
  },
  {
    name: 'Süd',
    sort: 40,
    terminals: [
      { code: 'KA-RHH', name: 'Tanklager Karlsruhe Rheinhafen', city: 'Karlsruhe' },
      { code: 'S-HAF', name: 'Tanklager Stuttgart Hafen', city: 'Stuttgart' },
      { code: 'UL-DON', name: 'Tanklager Ulm-Donautal', city: 'Ulm' },
      { code: 'N-HAF', name: 'Tanklager Nürnberg Hafen', city: 'Nürnberg' },
      { code: 'IN-RAF', name: 'Raffinerie Ingolstadt', city: 'Ingolstadt' },
      { code: 'ND-RAF', name: 'Raffinerie Neustadt an der Donau', city: 'Neustadt an der Donau' },
      { code: 'BGH-RAF', name: 'Raffinerie Burghausen', city: 'Burghausen' },
      { code: 'R-HAF', name: 'Tanklager Regensburg Hafen', city: 'Regensburg' },
    ],
  },
  {
    name: 'Ost',
    sort: 50,
    terminals: [
      { code: 'LEU-RAF', name: 'Raffinerie Leuna', city: 'Leuna' },
      { code: 'SDT-RAF', name: 'Raffinerie Schwedt', city: 'Schwedt/Oder' },
      { code: 'MD-ROT', name: 'Tanklager Magdeburg-Rothensee', city: 'Magdeburg' },
    ],
  },
  {
    name: 'Schweiz',
    sort: 60,
    swissOnly: true,
    terminals: [
      { code: 'BS-BIR', name: 'Tanklager Basel-Birsfelden', city: 'Birsfelden' },
      { code: 'ZH-RUM', name: 'Tanklager Rümlang', city: 'Rümlang' },
      { code: 'AG-MEL', name: 'Tanklager Mellingen', city: 'Mellingen' },
      { code: 'LU-ROT', name: 'Tanklager Rothenburg', city: 'Rothenburg' },
      { code: 'GE-VER', name: 'Tanklager Vernier', city: 'Vernier (Genf)' },
    ],
  },
];

export type DemoProduct = {
  code: string;
  name: string;
  type: 'fuel' | 'additive';
  category: ProductCategory;
  /** kg per litre at 15 °C, as text for the numeric column; null for additives. */
  density: string | null;
  unit: 'cbm' | 'lt';
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    code: 'HEL-SCHWEFELARM',
    name: 'Heizöl EL schwefelarm',
    type: 'fuel',
    category: 'HEIZOEL',
    density: '0.8450',
    unit: 'cbm',
  },
  { code: 'DIESEL-B7', name: 'Diesel B7', type: 'fuel', category: 'DIESEL', density: '0.8350', unit: 'cbm' },
  { code: 'SUPER-E5', name: 'Super E5', type: 'fuel', category: 'BENZIN', density: '0.7450', unit: 'cbm' },
  { code: 'SUPER-E10', name: 'Super E10', type: 'fuel', category: 'BENZIN', density: '0.7500', unit: 'cbm' },
  { code: 'ADBLUE', name: 'AdBlue', type: 'additive', category: 'OTHER', density: null, unit: 'lt' },
  {
    code: 'HEL-ADDITIV-PREMIUM',
    name: 'Heizöl-Additiv Premium',
    type: 'additive',
    category: 'OTHER',
    density: null,
    unit: 'lt',
  },
  {
    code: 'DIESEL-FLIESS-WINTER',
    name: 'Diesel-Fließverbesserer Winter',
    type: 'additive',
    category: 'OTHER',
    density: null,
    unit: 'lt',
  },
];

export const categorySortOf = (category: ProductCategory): number => PRODUCT_CATEGORIES[category];

/** Credit days of spec section 9 (7, 14, 21, 30, 45), net. */
export const DEMO_PAYMENT_TERMS = CREDIT_DAYS_OPTIONS.map((days) => ({
  code: `NETTO_${days}`,
  label: `${days} Tage netto`,
  creditDays: days,
}));

export const DEMO_LIFTING_PERIODS = [
  { code: 'PROMPT', label: 'Prompt (heute)', days: 0 },
  { code: 'TAG_1', label: '1 Tag', days: 1 },
  { code: 'TAGE_3', label: '3 Tage', days: 3 },
  { code: 'TAGE_7', label: '7 Tage', days: 7 },
  { code: 'TAGE_14', label: '14 Tage', days: 14 },
  { code: 'TAGE_30', label: '30 Tage', days: 30 },
].map((p, i) => ({ ...p, sort: (i + 1) * 10 }));
