/**
 * The tag tree of spec §3: six parent tags (slugs fixed by the spec) whose children feed the profile
 * (interests, cursus, roles, committees). Names are French, as on the campus; labels carry both languages.
 */
export interface SampleTag {
  fr: string;
  en: string;
}

export interface SampleTagGroup {
  /** Parent slug, as the spec names it. */
  slug: 'role' | 'interest' | 'establishment' | 'discipline' | 'study_year' | 'committee';
  fr: string;
  en: string;
  children: readonly SampleTag[];
}

export const SAMPLE_TAG_GROUPS: readonly SampleTagGroup[] = [
  {
    slug: 'role',
    fr: 'Rôle',
    en: 'Role',
    children: [
      { fr: 'Résident', en: 'Resident' },
      { fr: 'Personnel', en: 'Staff' },
      { fr: 'Délégué de maison', en: 'House delegate' },
      { fr: 'Bénévole', en: 'Volunteer' },
    ],
  },
  {
    slug: 'interest',
    fr: "Centres d'intérêt",
    en: 'Interests',
    children: [
      { fr: 'Musique', en: 'Music' },
      { fr: 'Randonnée', en: 'Hiking' },
      { fr: 'Cinéma', en: 'Cinema' },
      { fr: 'Théâtre', en: 'Theatre' },
      { fr: 'Cuisine', en: 'Cooking' },
      { fr: 'Photographie', en: 'Photography' },
      { fr: 'Football', en: 'Football' },
      { fr: 'Lecture', en: 'Reading' },
      { fr: 'Jeux de société', en: 'Board games' },
      { fr: 'Danse', en: 'Dance' },
      { fr: 'Langues étrangères', en: 'Foreign languages' },
      { fr: 'Bénévolat', en: 'Volunteering' },
    ],
  },
  {
    slug: 'establishment',
    fr: 'Établissement',
    en: 'Institution',
    children: [
      { fr: 'Sorbonne Université', en: 'Sorbonne University' },
      { fr: 'Université Paris Cité', en: 'Université Paris Cité' },
      { fr: 'Université PSL', en: 'PSL University' },
      { fr: 'Sciences Po', en: 'Sciences Po' },
      { fr: 'Université Paris-Saclay', en: 'Paris-Saclay University' },
      { fr: 'Institut Polytechnique de Paris', en: 'Institut Polytechnique de Paris' },
    ],
  },
  {
    slug: 'discipline',
    fr: 'Discipline',
    en: 'Field of study',
    children: [
      { fr: 'Économie', en: 'Economics' },
      { fr: 'Mathématiques appliquées', en: 'Applied mathematics' },
      { fr: 'Médecine', en: 'Medicine' },
      { fr: 'Droit', en: 'Law' },
      { fr: "Histoire de l'art", en: 'Art history' },
      { fr: 'Informatique', en: 'Computer science' },
      { fr: 'Physique', en: 'Physics' },
      { fr: 'Science politique', en: 'Political science' },
      { fr: 'Littérature comparée', en: 'Comparative literature' },
    ],
  },
  {
    slug: 'study_year',
    fr: "Année d'études",
    en: 'Year of study',
    children: [
      { fr: 'Licence 1', en: "Bachelor's, year 1" },
      { fr: 'Licence 2', en: "Bachelor's, year 2" },
      { fr: 'Licence 3', en: "Bachelor's, year 3" },
      { fr: 'Master 1', en: "Master's, year 1" },
      { fr: 'Master 2', en: "Master's, year 2" },
      { fr: 'Doctorat', en: 'PhD' },
      { fr: 'Post-doctorat', en: 'Postdoc' },
    ],
  },
  {
    slug: 'committee',
    fr: 'Comités',
    en: 'Committees',
    children: [
      { fr: 'Comité des résidents', en: "Residents' committee" },
      { fr: 'Commission culture', en: 'Culture committee' },
      { fr: 'Commission sport', en: 'Sports committee' },
      { fr: 'Commission développement durable', en: 'Sustainability committee' },
    ],
  },
];
