/**
 * The people of the sample campus, covering every user type, locale, confidentiality level and the wizard
 * states of spec §3. Each has a sign-in account at the embedded identity provider with SAMPLE_PASSWORD.
 * e2e depends on alice.martin, camille.dupont, nina.nouvelle, paul.durand and newcomer: keep them as they are.
 */
import type { Confidentiality, EmergencyContact, Locale, ShowItem, UserType } from '@campus/domain/user';

export const SAMPLE_PASSWORD = 'campus';

export interface SampleUser {
  username: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  userType: UserType;
  confidentiality: Confidentiality;
  show: ShowItem[];
  /** House slugs, active house first. */
  houses: string[];
  /** Tag slugs (children of the §3 parent tags). */
  tags: string[];
  wizardDone: boolean;
  honoraryTitle?: string;
  mobilephone: string | null;
  notifications: boolean;
  staystart: string;
  staystop: string;
  /** Which QR codes the person has (the identity tabs show only those). */
  qrcodes: { identification: boolean; sport: boolean };
  /** Background colour of the generated profile picture; null = no photo. */
  photoColor: string | null;
}

export const CAMPUS_EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  {
    contact_type: 'phone',
    number: '15',
    title_fr: 'SAMU (urgences médicales)',
    title_en: 'SAMU (medical emergencies)',
  },
  {
    contact_type: 'phone',
    number: '112',
    title_fr: "Numéro d'urgence européen",
    title_en: 'European emergency number',
  },
  {
    contact_type: 'phone',
    number: '+33 1 23 45 67 89',
    title_fr: 'Sécurité du campus (24 h/24)',
    title_en: 'Campus security (24/7)',
  },
  {
    contact_type: 'email',
    number: 'accueil@campus.example',
    title_fr: 'Accueil de la Maison internationale',
    title_en: 'International House front desk',
  },
];

const YEAR = { staystart: '20250901', staystop: '20260630' } as const;
const ALL_QR = { identification: true, sport: true } as const;

export const SAMPLE_USERS: readonly SampleUser[] = [
  {
    username: 'alice.martin',
    firstName: 'Alice',
    lastName: 'Martin',
    locale: 'en_US',
    userType: 'resident',
    confidentiality: 'public',
    show: ['image', 'email', 'name', 'house'],
    houses: ['maison-de-l-argentine'],
    tags: ['resident', 'musique', 'randonnee', 'cinema', 'sorbonne-universite', 'economie', 'master-1'],
    wizardDone: true,
    mobilephone: '+33 6 12 34 56 78',
    notifications: true,
    ...YEAR,
    qrcodes: ALL_QR,
    photoColor: '#c2185b',
  },
  {
    username: 'camille.dupont',
    firstName: 'Camille',
    lastName: 'Dupont',
    locale: 'fr_FR',
    userType: 'resident',
    confidentiality: 'house',
    show: ['image', 'mobile', 'name', 'house'],
    houses: ['fondation-deutsch-de-la-meurthe', 'maison-du-bresil'],
    tags: [
      'resident',
      'delegue-de-maison',
      'theatre',
      'cuisine',
      'photographie',
      'universite-paris-cite',
      'medecine',
      'doctorat',
      'comite-des-residents',
    ],
    wizardDone: true,
    mobilephone: '06 23 45 67 89',
    notifications: true,
    staystart: '20240901',
    staystop: '20270630',
    qrcodes: ALL_QR,
    photoColor: '#00838f',
  },
  {
    username: 'nina.nouvelle',
    firstName: 'Nina',
    lastName: 'Nouvelle',
    locale: 'en_US',
    userType: 'resident',
    confidentiality: 'private',
    show: [],
    houses: ['college-franco-britannique'],
    tags: [],
    wizardDone: false,
    mobilephone: null,
    notifications: false,
    staystart: '20250915',
    staystop: '20260615',
    qrcodes: { identification: false, sport: false },
    photoColor: null,
  },
  {
    username: 'paul.durand',
    firstName: 'Paul',
    lastName: 'Durand',
    locale: 'en_US',
    userType: 'employee',
    confidentiality: 'public',
    show: ['image', 'email', 'name', 'house'],
    houses: ['maison-internationale'],
    tags: ['personnel', 'football', 'lecture', 'cuisine'],
    wizardDone: true,
    mobilephone: '01 44 16 64 00',
    notifications: true,
    staystart: '',
    staystop: '',
    qrcodes: { identification: true, sport: false },
    photoColor: '#5d4037',
  },
  {
    username: 'lucas.bernard',
    firstName: 'Lucas',
    lastName: 'Bernard',
    locale: 'fr_FR',
    userType: 'resident',
    confidentiality: 'public',
    show: ['image', 'mobile', 'email', 'name', 'house'],
    houses: ['maison-du-japon'],
    tags: [
      'resident',
      'jeux-de-societe',
      'musique',
      'football',
      'universite-psl',
      'informatique',
      'master-2',
      'commission-sport',
    ],
    wizardDone: true,
    mobilephone: '+33 7 12 34 56 78',
    notifications: false,
    ...YEAR,
    qrcodes: ALL_QR,
    photoColor: '#283593',
  },
  {
    username: 'sofia.garcia',
    firstName: 'Sofía',
    lastName: 'García',
    locale: 'en_US',
    userType: 'assimile-resident',
    confidentiality: 'house',
    show: ['image', 'name', 'house'],
    houses: ['maison-du-bresil', 'maison-de-l-argentine'],
    tags: ['danse', 'langues-etrangeres', 'cinema', 'sciences-po', 'science-politique', 'post-doctorat'],
    wizardDone: true,
    mobilephone: '0033 6 98 76 54 32',
    notifications: true,
    staystart: '20250101',
    staystop: '20251231',
    qrcodes: ALL_QR,
    photoColor: '#ef6c00',
  },
  {
    username: 'mehdi.benali',
    firstName: 'Mehdi',
    lastName: 'Benali',
    locale: 'fr_FR',
    userType: 'assimile-salarie',
    confidentiality: 'private',
    show: [],
    houses: ['fondation-deutsch-de-la-meurthe'],
    tags: ['benevole', 'randonnee', 'photographie', 'benevolat'],
    wizardDone: true,
    mobilephone: null,
    notifications: false,
    staystart: '20250301',
    staystop: '20260228',
    qrcodes: { identification: true, sport: false },
    photoColor: '#455a64',
  },
  {
    username: 'emma.leroy',
    firstName: 'Emma',
    lastName: 'Leroy',
    locale: 'fr_FR',
    userType: 'default',
    confidentiality: 'private',
    show: [],
    houses: [],
    tags: ['lecture', 'musique', 'theatre'],
    wizardDone: true,
    mobilephone: null,
    notifications: false,
    staystart: '',
    staystop: '',
    qrcodes: { identification: false, sport: false },
    photoColor: '#7b1fa2',
  },
  {
    username: 'yuki.tanaka',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    locale: 'en_US',
    userType: 'resident',
    confidentiality: 'public',
    show: ['image', 'name', 'house'],
    houses: ['maison-du-japon'],
    tags: [
      'resident',
      'photographie',
      'randonnee',
      'cuisine',
      'universite-paris-saclay',
      'mathematiques-appliquees',
      'doctorat',
    ],
    wizardDone: true,
    mobilephone: '+33 6 11 22 33 44',
    notifications: true,
    ...YEAR,
    qrcodes: ALL_QR,
    photoColor: '#00695c',
  },
  {
    username: 'jonas.schmidt',
    firstName: 'Jonas',
    lastName: 'Schmidt',
    locale: 'en_US',
    userType: 'other',
    confidentiality: 'house',
    show: ['name', 'email'],
    houses: ['college-franco-britannique', 'maison-internationale'],
    tags: ['musique', 'lecture', 'langues-etrangeres'],
    wizardDone: true,
    mobilephone: null,
    notifications: false,
    staystart: '20251001',
    staystop: '20251220',
    qrcodes: { identification: true, sport: false },
    photoColor: '#37474f',
  },
  {
    username: 'chloe.moreau',
    firstName: 'Chloé',
    lastName: 'Moreau',
    locale: 'fr_FR',
    userType: 'employee',
    confidentiality: 'public',
    show: ['image', 'email', 'name', 'house'],
    houses: ['maison-du-bresil'],
    tags: ['personnel', 'theatre', 'danse', 'cinema', 'commission-culture'],
    wizardDone: true,
    honoraryTitle: 'Directrice de la Maison du Brésil',
    mobilephone: '01 23 45 67 80',
    notifications: true,
    staystart: '',
    staystop: '',
    qrcodes: { identification: true, sport: true },
    photoColor: '#ad1457',
  },
  {
    username: 'ines.silva',
    firstName: 'Inês',
    lastName: 'Silva',
    locale: 'fr_FR',
    userType: 'resident',
    confidentiality: 'public',
    show: ['image', 'name', 'house'],
    houses: ['maison-de-l-argentine'],
    tags: [
      'resident',
      'danse',
      'cuisine',
      'football',
      'sciences-po',
      'droit',
      'licence-3',
      'commission-developpement-durable',
    ],
    wizardDone: true,
    mobilephone: '07.98.76.54.32',
    notifications: true,
    ...YEAR,
    qrcodes: ALL_QR,
    photoColor: '#6d4c41',
  },
  {
    username: 'thomas.petit',
    firstName: 'Thomas',
    lastName: 'Petit',
    locale: 'fr_FR',
    userType: 'resident',
    confidentiality: 'house',
    show: ['image', 'mobile', 'name', 'house'],
    houses: ['college-franco-britannique'],
    tags: [
      'resident',
      'jeux-de-societe',
      'football',
      'randonnee',
      'institut-polytechnique-de-paris',
      'physique',
      'licence-2',
    ],
    wizardDone: true,
    mobilephone: '06-45-67-89-01',
    notifications: false,
    ...YEAR,
    qrcodes: { identification: true, sport: true },
    photoColor: '#1565c0',
  },
  {
    username: 'integration.api',
    firstName: 'Integration',
    lastName: 'Service',
    locale: 'en_US',
    userType: 'api',
    confidentiality: 'private',
    show: [],
    houses: [],
    tags: [],
    wizardDone: true,
    mobilephone: null,
    notifications: false,
    staystart: '',
    staystop: '',
    qrcodes: { identification: false, sport: false },
    photoColor: null,
  },
];

/**
 * A sign-in account with no portal user yet: the first sign-in creates the user from the identity claims
 * with the §3 defaults (locale en_US, confidentiality private, wizard due).
 */
export const NEWCOMER_ACCOUNT = {
  username: 'newcomer',
  givenName: 'Noa',
  familyName: 'Newcomer',
  giaType: 'resident',
} as const;

/** Usernames of every sample sign-in account, for the development sign-in page's hint. */
export const SAMPLE_ACCOUNT_USERNAMES: readonly string[] = [
  ...SAMPLE_USERS.map((user) => user.username),
  NEWCOMER_ACCOUNT.username,
];
