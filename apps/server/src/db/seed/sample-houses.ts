/** The houses (tax-house terms) of the sample campus. Exactly one is the campus's main house. */
export interface SampleHouse {
  name: string;
  commonName: string;
  main: boolean;
  color: string;
  description: string;
}

export const SAMPLE_HOUSES: readonly SampleHouse[] = [
  {
    name: 'Maison internationale',
    commonName: 'Maison internationale',
    main: true,
    color: '#1f4e79',
    description: 'Cœur du campus : accueil, restaurant, bibliothèque et salles de spectacle.',
  },
  {
    name: "Maison de l'Argentine",
    commonName: 'Argentine',
    main: false,
    color: '#4a90c2',
    description: 'Résidence de chercheurs, artistes et étudiants argentins et internationaux.',
  },
  {
    name: 'Fondation Deutsch de la Meurthe',
    commonName: 'Deutsch de la Meurthe',
    main: false,
    color: '#8c4a2f',
    description: 'La première maison du campus, inaugurée en 1925.',
  },
  {
    name: 'Maison du Brésil',
    commonName: 'Brésil',
    main: false,
    color: '#2e7d32',
    description: 'Bâtiment conçu par Le Corbusier et Lúcio Costa.',
  },
  {
    name: 'Collège franco-britannique',
    commonName: 'Franco-britannique',
    main: false,
    color: '#6a1b9a',
    description: 'Résidence franco-britannique de style néo-Tudor.',
  },
  {
    name: 'Maison du Japon',
    commonName: 'Japon',
    main: false,
    color: '#b71c1c',
    description: 'Résidence aux fresques de Foujita.',
  },
];
