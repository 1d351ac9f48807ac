/**
 * Sample campus events (spec §1: sample data, not real content), from three weeks ago to six weeks ahead.
 * A location either names a campus place (place key, empty url) or links to an external map.
 */
import type { EventLocation, SeedEvent } from './content-seed-types.ts';

const osm = (lat: number, lng: number): string =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

// Location names are not translated (one name per location): they are proper names, kept in French.
const theatre: EventLocation = { name: 'Théâtre de la Cité', url: '', place: 'theatre' };
const restaurant: EventLocation = { name: 'Restaurant universitaire', url: '', place: 'main-restaurant' };
const sportsGround: EventLocation = { name: 'Terrain de sport', url: '', place: 'sports-ground' };
const library: EventLocation = { name: 'Bibliothèque', url: '', place: 'library' };
const internationalHouse: EventLocation = {
  name: 'Maison internationale',
  url: '',
  place: 'international-house',
};
const brazilHouse: EventLocation = { name: 'Maison du Brésil', url: osm(48.8211, 2.3346) };
const francoBritishCollege: EventLocation = { name: 'Collège franco-britannique', url: osm(48.8207, 2.3399) };

export const sampleEvents: readonly SeedEvent[] = [
  {
    key: 'welcome-evening',
    dayOffset: -21,
    startTime: '18:00',
    durationMinutes: 240,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'student-life',
    locations: [internationalHouse],
    image: 'news/welcome.svg',
    text: {
      fr: {
        slug: 'soiree-d-accueil-des-nouveaux-residents',
        title: 'Soirée d’accueil des nouveaux résidents',
        content:
          '<p>Pour clore les journées d’accueil, les comités de résidents de toutes les maisons vous invitent à une grande <strong>soirée de bienvenue</strong> dans le hall et les jardins de la Maison internationale.</p>' +
          '<ul>' +
          '<li>buffet du monde préparé par les maisons ;</li>' +
          '<li>concert du groupe de cumbia des résidents ;</li>' +
          '<li>stands des associations, des clubs sportifs et du service culturel.</li>' +
          '</ul>' +
          '<p>Une excellente occasion de rencontrer vos voisins et de découvrir tout ce que le campus peut vous offrir.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit, sur présentation de la carte de résident (application ou carte physique).</li>' +
          '<li><strong>À apporter</strong> : votre bonne humeur, et un plat de votre pays si vous le souhaitez.</li>' +
          '<li><strong>Accessibilité</strong> : hall et jardins accessibles de plain-pied, toilettes adaptées au rez-de-chaussée.</li>' +
          '</ul>',
        organizer: 'Service de la vie étudiante et comités de résidents',
      },
      en: {
        slug: 'welcome-evening-for-new-residents',
        title: 'Welcome evening for new residents',
        content:
          '<p>To round off the welcome days, the committees of every house invite you to a big <strong>welcome party</strong> in the hall and gardens of the International House.</p>' +
          '<ul>' +
          '<li>food from around the world cooked by the houses;</li>' +
          '<li>a live set by the residents’ cumbia band;</li>' +
          '<li>stalls run by student societies, sports clubs and the culture office.</li>' +
          '</ul>' +
          '<p>A great opportunity to meet your neighbours and discover everything the campus has to offer.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free, on presentation of your resident card (app or physical card).</li>' +
          '<li><strong>What to bring</strong>: your good mood, and a dish from your country if you like.</li>' +
          '<li><strong>Accessibility</strong>: step-free hall and gardens, accessible toilets on the ground floor.</li>' +
          '</ul>',
        organizer: 'Student Life office and house committees',
      },
    },
  },
  {
    key: 'language-cafe',
    dayOffset: -14,
    startTime: '19:00',
    durationMinutes: 120,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'international-relations',
    locations: [internationalHouse],
    text: {
      fr: {
        slug: 'cafe-des-langues',
        title: 'Café des langues',
        content:
          '<p>Une table par langue, un drapeau sur chaque table, et vous passez de l’une à l’autre au gré de vos envies : le <strong>café des langues</strong> est la façon la plus conviviale de pratiquer une langue étrangère.</p>' +
          '<p>Ce mois-ci : français, anglais, espagnol, portugais, allemand, japonais, arabe et italien. Des animateurs bénévoles lancent la conversation à chaque table pour que personne ne reste sans parler.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit ; une boisson chaude offerte.</li>' +
          '<li><strong>Niveau</strong> : tous niveaux, des grands débutants aux bilingues.</li>' +
          '<li><strong>Accessibilité</strong> : salle au rez-de-chaussée, accessible en fauteuil roulant.</li>' +
          '</ul>',
        organizer: 'Service des relations internationales',
      },
      en: {
        slug: 'language-cafe',
        title: 'Language café',
        content:
          '<p>One table per language, a flag on each table, and you move from one to another as you please: the <strong>language café</strong> is the friendliest way to practise a foreign language.</p>' +
          '<p>This month: French, English, Spanish, Portuguese, German, Japanese, Arabic and Italian. Volunteer hosts get the conversation going at every table so nobody is left out.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free; one hot drink on the house.</li>' +
          '<li><strong>Level</strong>: all levels, from complete beginners to bilingual speakers.</li>' +
          '<li><strong>Accessibility</strong>: ground-floor room, wheelchair accessible.</li>' +
          '</ul>',
        organizer: 'International Relations office',
      },
    },
  },
  {
    key: 'argentina-asado',
    dayOffset: -12,
    startTime: '19:00',
    durationMinutes: 210,
    visibility: 'house',
    houseSlugs: ['maison-de-l-argentine'],
    locations: [{ name: 'Jardin de la Maison de l’Argentine', url: osm(48.8196, 2.3392) }],
    text: {
      fr: {
        slug: 'soiree-asado-dans-le-jardin',
        title: 'Soirée asado dans le jardin',
        content:
          '<p>Le comité de résidents allume le grand barbecue du jardin pour un <strong>asado</strong> à l’argentine : viandes grillées, chorizo, provoleta et légumes au feu de bois, accompagnés de salades préparées par les résidents.</p>' +
          '<p>Une option végétarienne est prévue. La soirée se prolongera en musique autour du feu, dans le respect des horaires de silence.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : participation de 8 € à régler à l’accueil avant mercredi.</li>' +
          '<li><strong>À apporter</strong> : votre assiette et vos couverts, pour limiter les déchets.</li>' +
          '<li><strong>Accessibilité</strong> : jardin accessible par la rampe côté laverie.</li>' +
          '</ul>',
        organizer: 'Comité des résidents de la Maison de l’Argentine',
      },
      en: {
        slug: 'asado-evening-in-the-garden',
        title: 'Asado evening in the garden',
        content:
          '<p>The house committee is firing up the big garden grill for an Argentinian <strong>asado</strong>: grilled meat, chorizo, provoleta and wood-fired vegetables, with salads made by residents.</p>' +
          '<p>There will be a vegetarian option. The evening will carry on with music around the fire, within quiet hours.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: €8 contribution, payable at reception before Wednesday.</li>' +
          '<li><strong>What to bring</strong>: your own plate and cutlery, to cut down on waste.</li>' +
          '<li><strong>Accessibility</strong>: garden reached by the ramp next to the laundry room.</li>' +
          '</ul>',
        organizer: 'Argentina House residents’ committee',
      },
    },
  },
  {
    key: 'jazz-jam',
    dayOffset: -10,
    startTime: '21:00',
    durationMinutes: 150,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'culture',
    locations: [{ name: 'Foyer de la Maison internationale', url: '', place: 'international-house' }],
    text: {
      fr: {
        slug: 'jam-session-jazz-au-foyer',
        title: 'Jam session jazz au foyer',
        content:
          '<p>Le trio maison ouvre la soirée avec quelques standards, puis la scène est à vous : une <strong>jam session</strong> ouverte à tous les musiciens, quel que soit leur niveau.</p>' +
          '<p>Piano, contrebasse, batterie et amplis sont sur place ; apportez votre instrument et inscrivez-vous sur la liste à l’entrée. Les spectateurs sont évidemment les bienvenus.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : entrée libre ; bar associatif sur place.</li>' +
          '<li><strong>À apporter</strong> : votre instrument et vos partitions si vous jouez.</li>' +
          '<li><strong>Accessibilité</strong> : foyer accessible par l’ascenseur du hall principal.</li>' +
          '</ul>',
        organizer: 'Service culturel de la Cité',
      },
      en: {
        slug: 'jazz-jam-session-in-the-foyer',
        title: 'Jazz jam session in the foyer',
        content:
          '<p>The house trio opens the evening with a few standards, then the stage is yours: a <strong>jam session</strong> open to every musician, whatever their level.</p>' +
          '<p>Piano, double bass, drums and amps are provided; bring your instrument and put your name on the list at the door. Listeners are of course welcome too.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free entry; community bar on site.</li>' +
          '<li><strong>What to bring</strong>: your instrument and sheet music if you play.</li>' +
          '<li><strong>Accessibility</strong>: foyer reached by the lift in the main hall.</li>' +
          '</ul>',
        organizer: 'Campus culture office',
      },
    },
  },
  {
    key: 'film-club-cleo',
    dayOffset: -7,
    startTime: '20:30',
    durationMinutes: 120,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'culture',
    locations: [theatre],
    image: 'events/cinema.svg',
    text: {
      fr: {
        slug: 'cine-club-cleo-de-5-a-7',
        title: 'Ciné-club : « Cléo de 5 à 7 » d’Agnès Varda',
        content:
          '<p>Première séance du cycle « Villes du monde » : Paris, un après-midi de juin 1961, suivi presque en temps réel aux côtés de Cléo, jeune chanteuse qui attend les résultats d’un examen médical.</p>' +
          '<p>Un chef-d’œuvre de la Nouvelle Vague, présenté par Camille, doctorante en études cinématographiques. La projection sera suivie d’une discussion.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit pour les résidents et leurs invités.</li>' +
          '<li><strong>Version</strong> : française, sous-titrée en anglais.</li>' +
          '<li><strong>Accessibilité</strong> : salle accessible en fauteuil roulant, boucle magnétique.</li>' +
          '</ul>',
        organizer: 'Ciné-club de la Cité',
      },
      en: {
        slug: 'film-club-cleo-from-5-to-7',
        title: 'Film club: Agnès Varda’s “Cléo from 5 to 7”',
        content:
          '<p>First screening of the “Cities of the world” season: Paris on a June afternoon in 1961, followed almost in real time with Cléo, a young singer waiting for the results of a medical test.</p>' +
          '<p>A New Wave masterpiece, introduced by Camille, a PhD student in film studies. The screening will be followed by a discussion.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free for residents and their guests.</li>' +
          '<li><strong>Language</strong>: French with English subtitles.</li>' +
          '<li><strong>Accessibility</strong>: wheelchair-accessible room with a hearing loop.</li>' +
          '</ul>',
        organizer: 'Campus film club',
      },
    },
  },
  {
    key: 'bike-workshop-puncture',
    dayOffset: -5,
    startTime: '17:00',
    durationMinutes: 120,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'student-life',
    locations: [
      { name: 'Atelier vélo, sous-sol de la Maison internationale', url: '', place: 'international-house' },
    ],
    image: 'news/bike.svg',
    text: {
      fr: {
        slug: 'atelier-velo-reparer-une-crevaison',
        title: 'Atelier vélo : réparer une crevaison',
        content:
          '<p>Démonter une roue, trouver le trou, poser une rustine, regonfler à la bonne pression : en deux heures, vous saurez réparer une <strong>crevaison</strong> sans l’aide de personne.</p>' +
          '<p>Venez avec votre vélo, les bénévoles de l’atelier vous guident pas à pas. La séance se termine par un contrôle rapide des freins et de l’éclairage.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit ; chambres à air neuves vendues à prix coûtant (5 €).</li>' +
          '<li><strong>À apporter</strong> : votre vélo, si possible.</li>' +
          '<li><strong>Accessibilité</strong> : local au sous-sol, accessible par la rampe du parking à vélos.</li>' +
          '</ul>',
        organizer: 'Atelier vélo participatif',
      },
      en: {
        slug: 'bike-workshop-fixing-a-flat-tyre',
        title: 'Bike workshop: fixing a flat tyre',
        content:
          '<p>Taking a wheel off, finding the hole, patching it and pumping it back up to the right pressure: in two hours you will be able to fix a <strong>flat tyre</strong> on your own.</p>' +
          '<p>Bring your bike and the workshop volunteers will guide you step by step. The session ends with a quick check of your brakes and lights.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free; new inner tubes sold at cost (€5).</li>' +
          '<li><strong>What to bring</strong>: your bike, if you can.</li>' +
          '<li><strong>Accessibility</strong>: basement room, reached by the bike-park ramp.</li>' +
          '</ul>',
        organizer: 'Community bike workshop',
      },
    },
  },
  {
    key: 'cooking-mezze',
    dayOffset: -3,
    startTime: '18:30',
    durationMinutes: 150,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'restaurant',
    locations: [restaurant],
    image: 'events/cooking.svg',
    text: {
      fr: {
        slug: 'atelier-cuisine-les-mezzes-libanais',
        title: 'Atelier cuisine : les mezzés libanais',
        content:
          '<p>Houmous, taboulé, moutabal et fatayer aux épinards : Rania, résidente et cheffe à ses heures, vous apprend à préparer un <strong>plateau de mezzés</strong> comme à Beyrouth.</p>' +
          '<p>L’atelier se déroule dans la cuisine pédagogique du restaurant universitaire, par groupes de quatre. Vous repartez avec les recettes… et dégustez ensemble ce que vous avez préparé.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : 5 €, ingrédients compris ; 12 places.</li>' +
          '<li><strong>À apporter</strong> : un tablier et une boîte pour emporter les restes.</li>' +
          '<li><strong>Régimes</strong> : atelier entièrement végétarien ; signalez vos allergies à l’inscription.</li>' +
          '<li><strong>Accessibilité</strong> : plan de travail réglable en hauteur.</li>' +
          '</ul>',
        organizer: 'Restaurant universitaire',
      },
      en: {
        slug: 'cooking-workshop-lebanese-mezze',
        title: 'Cooking workshop: Lebanese mezze',
        content:
          '<p>Hummus, tabbouleh, moutabal and spinach fatayer: Rania, a resident and keen cook, shows you how to make a <strong>mezze platter</strong> the way they do in Beirut.</p>' +
          '<p>The workshop takes place in the teaching kitchen of the campus restaurant, in groups of four. You leave with the recipes… after sharing everything you have cooked.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: €5, ingredients included; 12 places.</li>' +
          '<li><strong>What to bring</strong>: an apron and a box for leftovers.</li>' +
          '<li><strong>Diets</strong>: fully vegetarian workshop; mention any allergies when you sign up.</li>' +
          '<li><strong>Accessibility</strong>: height-adjustable worktop.</li>' +
          '</ul>',
        organizer: 'Campus restaurant',
      },
    },
  },
  {
    key: 'franco-british-afternoon-tea',
    dayOffset: -2,
    startTime: '16:30',
    durationMinutes: 90,
    visibility: 'house',
    houseSlugs: ['college-franco-britannique'],
    locations: [francoBritishCollege],
    text: {
      fr: {
        slug: 'afternoon-tea-au-college',
        title: 'Afternoon tea au Collège',
        content:
          '<p>Scones, clotted cream, sandwichs au concombre et un choix de thés : le Collège franco-britannique renoue avec la tradition de l’<strong>afternoon tea</strong> dans son salon lambrissé.</p>' +
          '<p>Un moment convivial pour accueillir les résidents arrivés ce mois-ci et rencontrer l’équipe de direction du Collège.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit pour les résidents du Collège.</li>' +
          '<li><strong>Tenue</strong> : aucune exigence, venez comme vous êtes.</li>' +
          '<li><strong>Accessibilité</strong> : salon au rez-de-chaussée, accès par l’entrée sud.</li>' +
          '</ul>',
        organizer: 'Direction du Collège franco-britannique',
      },
      en: {
        slug: 'afternoon-tea-at-the-college',
        title: 'Afternoon tea at the College',
        content:
          '<p>Scones, clotted cream, cucumber sandwiches and a selection of teas: the Franco-British College revives the tradition of <strong>afternoon tea</strong> in its panelled lounge.</p>' +
          '<p>A friendly get-together to welcome residents who arrived this month and meet the College’s management team.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free for College residents.</li>' +
          '<li><strong>Dress code</strong>: none, come as you are.</li>' +
          '<li><strong>Accessibility</strong>: ground-floor lounge, via the south entrance.</li>' +
          '</ul>',
        organizer: 'Franco-British College management',
      },
    },
  },
  {
    key: 'park-yoga',
    dayOffset: 2,
    startTime: '09:00',
    durationMinutes: 75,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'sports',
    locations: [{ name: 'Parc Montsouris, grande pelouse', url: osm(48.8222, 2.3378) }, internationalHouse],
    image: 'events/yoga.svg',
    text: {
      fr: {
        slug: 'yoga-matinal-au-parc',
        title: 'Yoga matinal au parc',
        content:
          '<p>Commencez la journée en douceur avec une séance de <strong>hatha yoga</strong> en plein air, sur la grande pelouse du parc Montsouris, juste en face du campus.</p>' +
          '<p>La séance, guidée en français et en anglais par Priya, professeure certifiée, alterne postures, respiration et relaxation. Elle convient à tous les niveaux, y compris aux personnes qui n’ont jamais pratiqué.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit pour les résidents.</li>' +
          '<li><strong>À apporter</strong> : un tapis ou une grande serviette, une bouteille d’eau, une tenue confortable.</li>' +
          '<li><strong>En cas de pluie</strong> : la séance a lieu dans la salle de danse de la Maison internationale.</li>' +
          '</ul>',
        organizer: 'Bureau des sports',
      },
      en: {
        slug: 'morning-yoga-in-the-park',
        title: 'Morning yoga in the park',
        content:
          '<p>Ease into the day with an open-air <strong>hatha yoga</strong> session on the big lawn of Parc Montsouris, just across from the campus.</p>' +
          '<p>Led in French and English by Priya, a certified teacher, the session mixes postures, breathing and relaxation. It suits every level, including people who have never tried yoga.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free for residents.</li>' +
          '<li><strong>What to bring</strong>: a mat or a large towel, a bottle of water, comfortable clothes.</li>' +
          '<li><strong>If it rains</strong>: the session moves to the dance studio of the International House.</li>' +
          '</ul>',
        organizer: 'Sports office',
      },
    },
  },
  {
    key: 'spring-concert',
    dayOffset: 4,
    startTime: '20:00',
    durationMinutes: 120,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'culture',
    locations: [theatre],
    image: 'events/concert.svg',
    text: {
      fr: {
        slug: 'concert-de-printemps-orchestre-de-la-cite',
        title: 'Concert de printemps de l’orchestre de la Cité',
        content:
          '<p>Soixante musiciens résidents, vingt nationalités et un programme qui traverse l’Atlantique : Dvořák, Piazzolla et Villa-Lobos sous la direction d’Amina Diallo.</p>' +
          '<p>Le concert sera suivi d’un verre avec les musiciens dans le foyer du théâtre. Retrouvez le programme détaillé dans l’<a href="/news/concert-de-printemps-de-l-orchestre-de-la-cite">article consacré au concert</a>.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : entrée libre dans la limite des 400 places ; réservation conseillée.</li>' +
          '<li><strong>Ouverture des portes</strong> : 19 h 30. Placement libre.</li>' +
          '<li><strong>Accessibilité</strong> : 8 emplacements pour fauteuils roulants, boucle magnétique ; signalez-vous à l’accueil.</li>' +
          '</ul>',
        organizer: 'Orchestre de la Cité et service culturel',
        faq: [
          {
            faq_ask: 'Puis-je venir avec des invités extérieurs au campus ?',
            faq_answer:
              '<p>Oui, chaque résident peut réserver jusqu’à deux places pour des invités. Ils devront présenter une pièce d’identité à l’entrée.</p>',
          },
          {
            faq_ask: 'Le concert est-il adapté aux enfants ?',
            faq_answer:
              '<p>Oui, les enfants sont les bienvenus. Le concert dure environ 1 h 40 avec un entracte de 15 minutes.</p>',
          },
          {
            faq_ask: 'Peut-on filmer ou photographier ?',
            faq_answer:
              '<p>Les photos sans flash sont autorisées pendant les applaudissements. Merci de ne pas filmer pendant les morceaux.</p>',
          },
        ],
      },
      en: {
        slug: 'spring-concert-campus-orchestra',
        title: 'Spring concert by the campus orchestra',
        content:
          '<p>Sixty resident musicians, twenty nationalities and a programme that crosses the Atlantic: Dvořák, Piazzolla and Villa-Lobos, conducted by Amina Diallo.</p>' +
          '<p>The concert will be followed by drinks with the musicians in the theatre foyer. The full programme is in the <a href="/news/spring-concert-by-the-campus-orchestra">news item about the concert</a>.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free while the 400 seats last; booking recommended.</li>' +
          '<li><strong>Doors open</strong>: 7.30 pm. Unreserved seating.</li>' +
          '<li><strong>Accessibility</strong>: 8 wheelchair spaces and a hearing loop; please let reception know.</li>' +
          '</ul>',
        organizer: 'Campus orchestra and culture office',
        faq: [
          {
            faq_ask: 'Can I bring guests from outside the campus?',
            faq_answer:
              '<p>Yes, each resident can book up to two seats for guests. They will need to show ID at the door.</p>',
          },
          {
            faq_ask: 'Is the concert suitable for children?',
            faq_answer:
              '<p>Yes, children are welcome. The concert lasts about 1 hour 40 minutes with a 15-minute interval.</p>',
          },
          {
            faq_ask: 'May I film or take photos?',
            faq_answer:
              '<p>Photos without flash are allowed during the applause. Please do not film while the music is playing.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'deutsch-general-meeting',
    dayOffset: 6,
    startTime: '19:00',
    durationMinutes: 90,
    visibility: 'house',
    houseSlugs: ['fondation-deutsch-de-la-meurthe'],
    locations: [{ name: 'Fondation Deutsch de la Meurthe, grande salle', url: osm(48.8193, 2.341) }],
    text: {
      fr: {
        slug: 'assemblee-generale-des-residents-fondation-deutsch',
        title: 'Assemblée générale des résidents de la Fondation Deutsch de la Meurthe',
        content:
          '<p>Le nouveau comité de résidents présente son programme pour l’année et soumet au vote le budget des activités. Ordre du jour :</p>' +
          '<ol>' +
          '<li>présentation des membres du comité ;</li>' +
          '<li>bilan de l’année écoulée et budget prévisionnel ;</li>' +
          '<li>projet de jardin partagé avec le Collège franco-britannique ;</li>' +
          '<li>questions diverses.</li>' +
          '</ol>' +
          '<p>Chaque résident dispose d’une voix. Vous ne pouvez pas venir ? Donnez une procuration à un autre résident.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit, réservé aux résidents de la Fondation.</li>' +
          '<li><strong>À apporter</strong> : votre carte de résident pour l’émargement.</li>' +
          '<li><strong>Accessibilité</strong> : grande salle au rez-de-chaussée, interprétation en anglais sur demande.</li>' +
          '</ul>',
        organizer: 'Comité des résidents de la Fondation Deutsch de la Meurthe',
      },
      en: {
        slug: 'deutsch-foundation-residents-general-meeting',
        title: 'Residents’ general meeting at the Deutsch de la Meurthe Foundation',
        content:
          '<p>The new house committee presents its plans for the year and puts the activities budget to the vote. Agenda:</p>' +
          '<ol>' +
          '<li>introduction of the committee members;</li>' +
          '<li>review of last year and draft budget;</li>' +
          '<li>shared garden project with the Franco-British College;</li>' +
          '<li>any other business.</li>' +
          '</ol>' +
          '<p>Every resident has one vote. Can’t make it? Give a proxy to another resident.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free, for Foundation residents only.</li>' +
          '<li><strong>What to bring</strong>: your resident card to sign in.</li>' +
          '<li><strong>Accessibility</strong>: ground-floor main hall, English interpreting on request.</li>' +
          '</ul>',
        organizer: 'Deutsch de la Meurthe Foundation residents’ committee',
      },
    },
  },
  {
    key: 'argentina-brazil-table-tennis',
    dayOffset: 9,
    startTime: '18:00',
    durationMinutes: 180,
    visibility: 'house',
    houseSlugs: ['maison-de-l-argentine', 'maison-du-bresil'],
    locations: [sportsGround],
    text: {
      fr: {
        slug: 'tournoi-de-ping-pong-argentine-bresil',
        title: 'Tournoi de ping-pong Argentine – Brésil',
        content:
          '<p>La rivalité la plus célèbre du football sud-américain se joue cette fois autour d’une table : les résidents de la <strong>Maison de l’Argentine</strong> et de la <strong>Maison du Brésil</strong> s’affrontent en simple et en double.</p>' +
          '<p>Les matchs se jouent en deux sets gagnants. Le trophée — une raquette dorée très convoitée — reviendra à la maison qui aura remporté le plus de rencontres.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit ; inscriptions auprès de votre comité de résidents.</li>' +
          '<li><strong>À apporter</strong> : des chaussures de sport propres ; raquettes et balles fournies.</li>' +
          '<li><strong>Accessibilité</strong> : salle de sport accessible de plain-pied.</li>' +
          '</ul>',
        organizer: 'Comités de résidents des maisons de l’Argentine et du Brésil',
      },
      en: {
        slug: 'argentina-brazil-table-tennis-tournament',
        title: 'Argentina – Brazil table tennis tournament',
        content:
          '<p>South American football’s most famous rivalry moves to the table: residents of the <strong>Argentina House</strong> and the <strong>Brazil House</strong> face off in singles and doubles.</p>' +
          '<p>Matches are best of three sets. The trophy — a much-coveted golden bat — goes to the house that wins the most matches.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free; sign up with your house committee.</li>' +
          '<li><strong>What to bring</strong>: clean trainers; bats and balls provided.</li>' +
          '<li><strong>Accessibility</strong>: step-free sports hall.</li>' +
          '</ul>',
        organizer: 'Argentina House and Brazil House committees',
      },
    },
  },
  {
    key: 'inter-house-football',
    dayOffset: 10,
    startTime: '09:30',
    durationMinutes: 480,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'sports',
    locations: [sportsGround],
    image: 'events/football.svg',
    text: {
      fr: {
        slug: 'tournoi-de-football-inter-maisons',
        title: 'Tournoi de football inter-maisons',
        content:
          '<p>Vingt-quatre équipes, une coupe, et toute une journée de football sur le terrain synthétique du campus. Phase de poules le matin, phase finale l’après-midi, remise de la coupe vers 17 h.</p>' +
          '<p>Vous ne jouez pas ? Venez encourager votre maison : buvette, musique et animations pour les enfants tout au long de la journée. Inscriptions des équipes : voir l’<a href="/news/tournoi-de-football-inter-maisons-inscriptions-ouvertes">article d’annonce</a>.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit pour les joueurs et les spectateurs.</li>' +
          '<li><strong>À apporter</strong> : crampons moulés ou chaussures multi-plots, protège-tibias, gourde.</li>' +
          '<li><strong>Sur place</strong> : vestiaires et douches du centre sportif, poste de secours.</li>' +
          '<li><strong>Accessibilité</strong> : tribune accessible en fauteuil roulant.</li>' +
          '</ul>',
        organizer: 'Bureau des sports',
        faq: [
          {
            faq_ask: 'Que se passe-t-il en cas de pluie ?',
            faq_answer:
              '<p>Le terrain synthétique reste praticable sous la pluie. En cas d’orage, les matchs sont suspendus et le programme est décalé ; les capitaines sont prévenus par SMS.</p>',
          },
          {
            faq_ask: 'Peut-on jouer sans faire partie d’une équipe ?',
            faq_answer:
              '<p>Oui : signalez-vous au bureau des sports, nous complétons les équipes qui manquent de joueurs.</p>',
          },
        ],
      },
      en: {
        slug: 'inter-house-football-tournament',
        title: 'Inter-house football tournament',
        content:
          '<p>Twenty-four teams, one cup and a whole day of football on the campus all-weather pitch. Group stage in the morning, knockout rounds in the afternoon, and the cup presented at around 5 pm.</p>' +
          '<p>Not playing? Come and cheer on your house: refreshments, music and children’s activities all day long. Team registration: see the <a href="/news/inter-house-football-tournament-registration-open">announcement</a>.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free for players and spectators.</li>' +
          '<li><strong>What to bring</strong>: moulded studs or astro-turf trainers, shin pads, a water bottle.</li>' +
          '<li><strong>On site</strong>: sports centre changing rooms and showers, first-aid post.</li>' +
          '<li><strong>Accessibility</strong>: wheelchair-accessible stand.</li>' +
          '</ul>',
        organizer: 'Sports office',
        faq: [
          {
            faq_ask: 'What happens if it rains?',
            faq_answer:
              '<p>The all-weather pitch is playable in the rain. If there is a thunderstorm, matches are suspended and the schedule is pushed back; captains are told by text message.</p>',
          },
          {
            faq_ask: 'Can I play without being in a team?',
            faq_answer:
              '<p>Yes: let the sports office know and we will put you in a team that is short of players.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'career-fair',
    dayOffset: 14,
    startTime: '10:00',
    durationMinutes: 420,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'student-life',
    locations: [internationalHouse],
    text: {
      fr: {
        slug: 'forum-stages-et-emplois',
        title: 'Forum stages et emplois',
        content:
          '<p>Une quarantaine d’entreprises, d’organisations internationales, d’ONG et de laboratoires de recherche viennent à la rencontre des résidents pour le <strong>forum stages et emplois</strong> de la Cité.</p>' +
          '<ul>' +
          '<li>stands de recruteurs toute la journée ;</li>' +
          '<li>relecture de CV en français et en anglais par des professionnels des ressources humaines ;</li>' +
          '<li>atelier « Travailler en France avec un titre de séjour étudiant » à 14 h ;</li>' +
          '<li>séance photo gratuite pour votre profil professionnel.</li>' +
          '</ul>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit, ouvert à tous les résidents.</li>' +
          '<li><strong>À apporter</strong> : plusieurs exemplaires de votre CV, en français et en anglais si possible.</li>' +
          '<li><strong>Accessibilité</strong> : tous les espaces sont accessibles en fauteuil roulant.</li>' +
          '</ul>',
        organizer: 'Service de la vie étudiante',
        faq: [
          {
            faq_ask: 'Faut-il s’inscrire à l’avance ?',
            faq_answer:
              '<p>Non pour le forum. En revanche, la relecture de CV se fait sur créneaux de 15 minutes, à réserver sur place dès 10 h.</p>',
          },
          {
            faq_ask: 'Y a-t-il des offres pour les doctorants ?',
            faq_answer:
              '<p>Oui, un espace « Recherche et innovation » réunit laboratoires, start-up et entreprises qui recrutent des docteurs et des post-doctorants.</p>',
          },
          {
            faq_ask: 'La liste des exposants est-elle disponible ?',
            faq_answer:
              '<p>Elle est affichée dans le hall de la Maison internationale une semaine avant le forum et peut être demandée à <a href="mailto:vie-etudiante@campus.example">vie-etudiante@campus.example</a>.</p>',
          },
        ],
      },
      en: {
        slug: 'internship-and-job-fair',
        title: 'Internship and job fair',
        content:
          '<p>Around forty companies, international organisations, NGOs and research labs come to meet residents at the campus <strong>internship and job fair</strong>.</p>' +
          '<ul>' +
          '<li>recruiters’ stands all day long;</li>' +
          '<li>CV reviews in French and English by HR professionals;</li>' +
          '<li>“Working in France on a student residence permit” workshop at 2 pm;</li>' +
          '<li>free photo shoot for your professional profile.</li>' +
          '</ul>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free, open to every resident.</li>' +
          '<li><strong>What to bring</strong>: several copies of your CV, in French and English if possible.</li>' +
          '<li><strong>Accessibility</strong>: every area is wheelchair accessible.</li>' +
          '</ul>',
        organizer: 'Student Life office',
        faq: [
          {
            faq_ask: 'Do I need to register in advance?',
            faq_answer:
              '<p>Not for the fair itself. CV reviews, however, run in 15-minute slots that you book on site from 10 am.</p>',
          },
          {
            faq_ask: 'Are there opportunities for PhD students?',
            faq_answer:
              '<p>Yes, a “Research and innovation” area brings together labs, start-ups and companies hiring PhDs and postdocs.</p>',
          },
          {
            faq_ask: 'Is the list of exhibitors available?',
            faq_answer:
              '<p>It is posted in the International House lobby a week before the fair and can be requested from <a href="mailto:vie-etudiante@campus.example">vie-etudiante@campus.example</a>.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'brazil-feijoada',
    dayOffset: 16,
    startTime: '12:30',
    durationMinutes: 180,
    visibility: 'house',
    houseSlugs: ['maison-du-bresil'],
    locations: [brazilHouse],
    image: 'events/cooking.svg',
    text: {
      fr: {
        slug: 'grande-feijoada-de-la-maison-du-bresil',
        title: 'Grande feijoada de la Maison du Brésil',
        content:
          '<p>Haricots noirs mijotés depuis la veille, riz, couve refogada, farofa et tranches d’orange : la <strong>feijoada</strong> traditionnelle est servie dans le patio de la Maison du Brésil, au son d’un petit ensemble de samba.</p>' +
          '<p>Une version végétarienne est préparée à part. Les résidents qui souhaitent aider en cuisine sont attendus dès 9 h.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : 6 € par personne, gratuit pour les bénévoles en cuisine.</li>' +
          '<li><strong>À apporter</strong> : votre assiette et vos couverts si possible.</li>' +
          '<li><strong>Accessibilité</strong> : patio accessible par l’entrée principale (rampe).</li>' +
          '</ul>',
        organizer: 'Comité des résidents de la Maison du Brésil',
      },
      en: {
        slug: 'brazil-house-feijoada',
        title: 'Brazil House feijoada',
        content:
          '<p>Black beans simmered since the day before, rice, sautéed collard greens, farofa and orange slices: a traditional <strong>feijoada</strong> is served in the Brazil House patio, to the sound of a small samba band.</p>' +
          '<p>A vegetarian version is cooked separately. Residents who would like to help in the kitchen are welcome from 9 am.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: €6 per person, free for kitchen volunteers.</li>' +
          '<li><strong>What to bring</strong>: your own plate and cutlery if you can.</li>' +
          '<li><strong>Accessibility</strong>: patio reached through the main entrance (ramp).</li>' +
          '</ul>',
        organizer: 'Brazil House residents’ committee',
      },
    },
  },
  {
    key: 'orsay-museum-outing',
    dayOffset: 18,
    startTime: '14:00',
    durationMinutes: 210,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'culture',
    locations: [internationalHouse, { name: 'Musée d’Orsay', url: osm(48.86, 2.3266) }],
    image: 'events/museum.svg',
    text: {
      fr: {
        slug: 'sortie-au-musee-d-orsay',
        title: 'Sortie au musée d’Orsay',
        content:
          '<p>Monet, Renoir, Degas, Van Gogh : le service culturel vous emmène au <strong>musée d’Orsay</strong> pour une visite guidée des collections impressionnistes et postimpressionnistes, suivie d’un temps libre dans le musée.</p>' +
          '<p>Deux groupes sont prévus, l’un en français, l’autre en anglais, menés par des guides conférenciers. Départ groupé en RER B depuis le campus.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : entrée gratuite pour les moins de 26 ans ressortissants de l’Union européenne ou résidents en France ; visite guidée offerte par la Cité.</li>' +
          '<li><strong>À apporter</strong> : une pièce d’identité et un titre de transport.</li>' +
          '<li><strong>Accessibilité</strong> : musée entièrement accessible ; fauteuils roulants prêtés sur place.</li>' +
          '</ul>',
        organizer: 'Service culturel de la Cité',
      },
      en: {
        slug: 'outing-to-the-musee-d-orsay',
        title: 'Outing to the Musée d’Orsay',
        content:
          '<p>Monet, Renoir, Degas, Van Gogh: the culture office is taking you to the <strong>Musée d’Orsay</strong> for a guided tour of the Impressionist and Post-Impressionist collections, followed by free time in the museum.</p>' +
          '<p>There are two groups, one in French and one in English, led by professional guides. We travel together on the RER B from the campus.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free entry for under-26s who are EU nationals or live in France; guided tour paid for by the campus.</li>' +
          '<li><strong>What to bring</strong>: ID and a transport ticket.</li>' +
          '<li><strong>Accessibility</strong>: the museum is fully accessible; wheelchairs can be borrowed on site.</li>' +
          '</ul>',
        organizer: 'Campus culture office',
      },
    },
  },
  {
    key: 'thesis-bootcamp',
    dayOffset: 21,
    startTime: '09:00',
    durationMinutes: 480,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'library',
    locations: [library],
    image: 'news/library.svg',
    text: {
      fr: {
        slug: 'bootcamp-de-redaction-de-these',
        title: 'Bootcamp de rédaction de thèse',
        content:
          '<p>Une journée entière pour avancer sur votre thèse ou votre mémoire, dans le calme et en bonne compagnie. Le <strong>bootcamp</strong> alterne sessions d’écriture intensive de 50 minutes (méthode Pomodoro) et courtes pauses.</p>' +
          '<ul>' +
          '<li>9 h : fixer ses objectifs de la journée ;</li>' +
          '<li>11 h 30 : atelier « Gérer sa bibliographie avec Zotero » ;</li>' +
          '<li>14 h : consultations individuelles avec une bibliothécaire ;</li>' +
          '<li>16 h 30 : bilan et goûter.</li>' +
          '</ul>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit ; café, thé et déjeuner offerts ; 30 places.</li>' +
          '<li><strong>À apporter</strong> : votre ordinateur, son chargeur et vos documents de travail.</li>' +
          '<li><strong>Accessibilité</strong> : salle de formation de la bibliothèque, accessible par ascenseur.</li>' +
          '</ul>',
        organizer: 'Bibliothèque de la Cité',
        faq: [
          {
            faq_ask: 'Le bootcamp est-il réservé aux doctorants ?',
            faq_answer:
              '<p>Non, les étudiants de master qui rédigent un mémoire sont aussi les bienvenus, dans la limite des places disponibles.</p>',
          },
          {
            faq_ask: 'Puis-je ne venir qu’une demi-journée ?',
            faq_answer:
              '<p>Oui, mais le groupe avance mieux lorsque chacun reste toute la journée. Si vous ne venez que l’après-midi, arrivez pendant la pause de 14 h.</p>',
          },
        ],
      },
      en: {
        slug: 'thesis-writing-bootcamp',
        title: 'Thesis-writing bootcamp',
        content:
          '<p>A whole day to make progress on your thesis or dissertation, in peace and in good company. The <strong>bootcamp</strong> alternates 50-minute intensive writing sessions (Pomodoro technique) with short breaks.</p>' +
          '<ul>' +
          '<li>9 am: setting your goals for the day;</li>' +
          '<li>11.30 am: “Managing your bibliography with Zotero” workshop;</li>' +
          '<li>2 pm: one-to-one sessions with a librarian;</li>' +
          '<li>4.30 pm: wrap-up and afternoon snack.</li>' +
          '</ul>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free; coffee, tea and lunch provided; 30 places.</li>' +
          '<li><strong>What to bring</strong>: your laptop, its charger and your working documents.</li>' +
          '<li><strong>Accessibility</strong>: library training room, reached by lift.</li>' +
          '</ul>',
        organizer: 'Campus library',
        faq: [
          {
            faq_ask: 'Is the bootcamp only for PhD students?',
            faq_answer:
              '<p>No, master’s students writing a dissertation are welcome too, as long as there are places left.</p>',
          },
          {
            faq_ask: 'Can I come for half a day only?',
            faq_answer:
              '<p>Yes, but the group works better when everyone stays all day. If you only come in the afternoon, arrive during the 2 pm break.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'board-game-night',
    dayOffset: 23,
    startTime: '20:00',
    durationMinutes: 180,
    visibility: 'house',
    houseSlugs: ['college-franco-britannique', 'maison-du-japon'],
    locations: [francoBritishCollege],
    text: {
      fr: {
        slug: 'soiree-jeux-de-societe',
        title: 'Soirée jeux de société',
        content:
          '<p>Le Collège franco-britannique et la Maison du Japon mettent en commun leurs ludothèques pour une <strong>soirée jeux</strong> : jeux de stratégie, jeux d’ambiance, go et shōgi, avec des résidents prêts à vous expliquer les règles.</p>' +
          '<p>Tables pour débutants et tables « experts » : chacun trouve sa partie. Thé et mochis offerts par la Maison du Japon.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit pour les résidents des deux maisons.</li>' +
          '<li><strong>À apporter</strong> : votre jeu préféré si vous le souhaitez.</li>' +
          '<li><strong>Accessibilité</strong> : salon accessible par l’ascenseur.</li>' +
          '</ul>',
        organizer: 'Comités de résidents du Collège franco-britannique et de la Maison du Japon',
      },
      en: {
        slug: 'board-game-night',
        title: 'Board game night',
        content:
          '<p>The Franco-British College and the Japan House are pooling their game collections for a <strong>board game night</strong>: strategy games, party games, go and shogi, with residents on hand to explain the rules.</p>' +
          '<p>Beginner tables and “expert” tables: there is a game for everyone. Tea and mochi courtesy of the Japan House.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free for residents of both houses.</li>' +
          '<li><strong>What to bring</strong>: your favourite game if you like.</li>' +
          '<li><strong>Accessibility</strong>: lounge reached by the lift.</li>' +
          '</ul>',
        organizer: 'Franco-British College and Japan House committees',
      },
    },
  },
  {
    key: 'fontainebleau-hike',
    dayOffset: 25,
    startTime: '08:30',
    durationMinutes: 540,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'sports',
    locations: [
      { name: 'Gare de Lyon', url: osm(48.8443, 2.3744) },
      { name: 'Gare de Fontainebleau-Avon', url: osm(48.4165, 2.7262) },
    ],
    text: {
      fr: {
        slug: 'randonnee-en-foret-de-fontainebleau',
        title: 'Randonnée en forêt de Fontainebleau',
        content:
          '<p>Une boucle de 18 km entre chaos de grès, pins sylvestres et landes de bruyère, au départ de la gare de Fontainebleau-Avon. Rythme tranquille, pauses fréquentes et pique-nique au sommet du Rocher des Demoiselles.</p>' +
          '<p>Rendez-vous gare de Lyon, sous le panneau des départs grandes lignes, pour prendre le train ensemble. Retour prévu vers 18 h.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit, billets de train pris en charge ; 30 places.</li>' +
          '<li><strong>À apporter</strong> : chaussures de marche, 1,5 litre d’eau, pique-nique, vêtement de pluie.</li>' +
          '<li><strong>Niveau</strong> : bonne condition physique ; terrain rocheux par endroits, non accessible en fauteuil roulant.</li>' +
          '</ul>',
        organizer: 'Bureau des sports',
      },
      en: {
        slug: 'hike-in-fontainebleau-forest',
        title: 'Hike in Fontainebleau forest',
        content:
          '<p>An 18 km loop among sandstone boulders, Scots pines and heather moors, starting from Fontainebleau-Avon station. A relaxed pace, plenty of breaks and a picnic on top of the Rocher des Demoiselles.</p>' +
          '<p>We meet at Gare de Lyon, under the main-line departures board, to take the train together. We expect to be back at around 6 pm.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free, train tickets covered; 30 places.</li>' +
          '<li><strong>What to bring</strong>: walking shoes, 1.5 litres of water, a picnic, a rain jacket.</li>' +
          '<li><strong>Level</strong>: reasonably fit; rocky ground in places, not wheelchair accessible.</li>' +
          '</ul>',
        organizer: 'Sports office',
      },
    },
  },
  {
    key: 'brazil-open-house',
    dayOffset: 28,
    startTime: '14:00',
    durationMinutes: 240,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'culture',
    locations: [brazilHouse],
    image: 'news/residence.svg',
    text: {
      fr: {
        slug: 'portes-ouvertes-de-la-maison-du-bresil',
        title: 'Portes ouvertes de la Maison du Brésil',
        content:
          '<p>Conçue par <strong>Le Corbusier et Lúcio Costa</strong>, la Maison du Brésil ouvre exceptionnellement ses portes à tous les résidents du campus. Au programme : visite commentée de l’architecture, découverte d’une chambre restaurée dans son état d’origine et exposition sur l’histoire de la maison.</p>' +
          '<p>Visites toutes les demi-heures, en français, en anglais et en portugais. Le café brésilien et les pães de queijo vous attendent dans le hall.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit, ouvert à tous les résidents et à leurs invités.</li>' +
          '<li><strong>Durée de la visite</strong> : 45 minutes environ.</li>' +
          '<li><strong>Accessibilité</strong> : rez-de-chaussée et exposition accessibles ; la chambre témoin, à l’étage, est desservie par un ascenseur étroit.</li>' +
          '</ul>',
        organizer: 'Maison du Brésil',
      },
      en: {
        slug: 'brazil-house-open-day',
        title: 'Brazil House open day',
        content:
          '<p>Designed by <strong>Le Corbusier and Lúcio Costa</strong>, the Brazil House is opening its doors to every resident on campus. On the programme: a guided tour of the architecture, a room restored to its original state and an exhibition on the history of the house.</p>' +
          '<p>Tours every half hour in French, English and Portuguese. Brazilian coffee and pão de queijo await you in the lobby.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free, open to all residents and their guests.</li>' +
          '<li><strong>Tour length</strong>: about 45 minutes.</li>' +
          '<li><strong>Accessibility</strong>: ground floor and exhibition accessible; the show room upstairs is served by a narrow lift.</li>' +
          '</ul>',
        organizer: 'Brazil House',
      },
    },
  },
  {
    key: 'imaginary-invalid',
    dayOffset: 32,
    startTime: '20:00',
    durationMinutes: 130,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'culture',
    locations: [theatre],
    text: {
      fr: {
        slug: 'theatre-le-malade-imaginaire',
        title: 'Théâtre : « Le Malade imaginaire » par la troupe de la Cité',
        content:
          '<p>Pour clore le festival de théâtre des maisons, la troupe de la Cité s’empare de la dernière comédie de Molière. Argan, hypocondriaque tyrannique, veut marier sa fille à un médecin… pour se soigner à domicile.</p>' +
          '<p>Une mise en scène joyeuse et musicale, avec quinze comédiens résidents de dix nationalités. Surtitres en anglais.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit pour les résidents, 8 € pour les invités.</li>' +
          '<li><strong>Réservation</strong> : à l’accueil du théâtre à partir d’une semaine avant la représentation.</li>' +
          '<li><strong>Accessibilité</strong> : emplacements pour fauteuils roulants et boucle magnétique.</li>' +
          '</ul>',
        organizer: 'Troupe de théâtre de la Cité',
      },
      en: {
        slug: 'theatre-the-imaginary-invalid',
        title: 'Theatre: “The Imaginary Invalid” by the campus company',
        content:
          '<p>To close the house theatre festival, the campus company takes on Molière’s last comedy. Argan, a tyrannical hypochondriac, wants to marry his daughter to a doctor… so he can be treated at home.</p>' +
          '<p>A joyful, musical production with fifteen resident actors from ten countries. English surtitles.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free for residents, €8 for guests.</li>' +
          '<li><strong>Booking</strong>: at the theatre box office from one week before the performance.</li>' +
          '<li><strong>Accessibility</strong>: wheelchair spaces and a hearing loop.</li>' +
          '</ul>',
        organizer: 'Campus theatre company',
      },
    },
  },
  {
    key: 'first-aid-training',
    dayOffset: 42,
    startTime: '14:00',
    durationMinutes: 240,
    visibility: 'public',
    houseSlugs: [],
    serviceSlug: 'health',
    locations: [{ name: 'Centre de santé, Maison internationale', url: '', place: 'international-house' }],
    text: {
      fr: {
        slug: 'formation-aux-gestes-qui-sauvent',
        title: 'Formation aux gestes qui sauvent',
        content:
          '<p>Savoir alerter les secours, masser un cœur, utiliser un défibrillateur, mettre une personne en position latérale de sécurité : en quatre heures, des formateurs de la protection civile vous apprennent les <strong>gestes qui sauvent</strong>.</p>' +
          '<p>La formation, très pratique, se fait sur mannequins par groupes de dix. Une attestation vous est remise à la fin de la séance.</p>',
        practical:
          '<ul>' +
          '<li><strong>Tarif</strong> : gratuit ; 40 places, inscription obligatoire auprès du centre de santé.</li>' +
          '<li><strong>À apporter</strong> : une tenue dans laquelle vous pouvez vous agenouiller.</li>' +
          '<li><strong>Langues</strong> : séances en français et en anglais.</li>' +
          '<li><strong>Accessibilité</strong> : salle accessible ; exercices adaptés sur demande.</li>' +
          '</ul>',
        organizer: 'Centre de santé de la Cité',
      },
      en: {
        slug: 'first-aid-training',
        title: 'Life-saving first-aid training',
        content:
          '<p>Calling the emergency services, doing chest compressions, using a defibrillator, putting someone in the recovery position: in four hours, civil-protection trainers teach you <strong>life-saving first aid</strong>.</p>' +
          '<p>The training is very hands-on, on manikins, in groups of ten. You receive a certificate at the end of the session.</p>',
        practical:
          '<ul>' +
          '<li><strong>Price</strong>: free; 40 places, registration required with the health centre.</li>' +
          '<li><strong>What to bring</strong>: clothes you can kneel in.</li>' +
          '<li><strong>Languages</strong>: sessions in French and English.</li>' +
          '<li><strong>Accessibility</strong>: accessible room; exercises adapted on request.</li>' +
          '</ul>',
        organizer: 'Campus health centre',
      },
    },
  },
];
