/**
 * Sample CMS pages (spec §2.14): the FAQ, the privacy policy and the legal notice, whose slugs are the same in
 * both languages because the app routes /pages/faq, /pages/policy and /pages/legal, plus a small tree of
 * pages (campus life, practical information) that exercises nested paths and breadcrumbs.
 */
import type { SeedPage } from './content-seed-types.ts';

export const samplePages: readonly SeedPage[] = [
  {
    key: 'campus-life',
    menuOrder: 1,
    text: {
      fr: {
        slug: 'vie-du-campus',
        title: 'Vie du campus',
        content:
          '<p>Avec ses maisons venues du monde entier, son parc de 34 hectares et ses milliers de résidents, la Cité est bien plus qu’un lieu de logement : c’est un lieu de vie, de rencontres et de création.</p>' +
          '<h2>Bouger</h2>' +
          '<p>Terrains de football et de tennis, gymnase, salle de musculation, piscine : découvrez toutes les installations et les activités encadrées sur la page <a href="/pages/vie-du-campus/sports">Sports</a>.</p>' +
          '<h2>Se cultiver</h2>' +
          '<p>Théâtre, concerts, ciné-club, expositions et ateliers de pratique artistique : la programmation culturelle est présentée sur la page <a href="/pages/vie-du-campus/culture">Culture</a>.</p>' +
          '<h2>S’engager</h2>' +
          '<p>Chaque maison élit un comité de résidents qui organise fêtes, sorties et tournois. Jardin partagé, atelier vélo, tandems linguistiques : les occasions de s’impliquer ne manquent pas. Suivez l’actualité du campus dans l’onglet <a href="/news">Actualités</a>.</p>',
      },
      en: {
        slug: 'campus-life',
        title: 'Campus life',
        content:
          '<p>With houses from all over the world, a 34-hectare park and thousands of residents, the campus is much more than a place to live: it is a place to meet people, share and create.</p>' +
          '<h2>Get moving</h2>' +
          '<p>Football pitches and tennis courts, a sports hall, a gym, a swimming pool: discover every facility and coached activity on the <a href="/pages/campus-life/sports">Sports</a> page.</p>' +
          '<h2>Enjoy culture</h2>' +
          '<p>Theatre, concerts, film club, exhibitions and arts workshops: the cultural programme is on the <a href="/pages/campus-life/culture">Culture</a> page.</p>' +
          '<h2>Get involved</h2>' +
          '<p>Each house elects a committee that organises parties, outings and tournaments. Shared garden, bike workshop, language tandems: there are plenty of ways to take part. Follow campus life in the <a href="/news">News</a> tab.</p>',
      },
    },
  },
  {
    key: 'sports',
    parentKey: 'campus-life',
    menuOrder: 1,
    text: {
      fr: {
        slug: 'sports',
        title: 'Sports',
        content:
          '<p>Le centre sportif de la Cité est ouvert à tous les résidents, gratuitement, sur présentation du QR code sport de votre carte de résident, disponible dans <a href="/my-identity/qr-sport">Mon identité</a>.</p>' +
          '<h2>Installations</h2>' +
          '<ul>' +
          '<li>un terrain de football synthétique et deux terrains de tennis ;</li>' +
          '<li>un gymnase (basket, volley, badminton, handball) ;</li>' +
          '<li>une salle de musculation et de cardio ;</li>' +
          '<li>une salle de danse et de yoga ;</li>' +
          '<li>une <a href="/pages/vie-du-campus/sports/piscine">piscine</a> de 25 mètres.</li>' +
          '</ul>' +
          '<h2>Cours et activités encadrés</h2>' +
          '<p>Plus de trente créneaux hebdomadaires sont proposés : yoga, pilates, boxe, escalade, course à pied, danse africaine, tango… L’inscription se fait au début de chaque semestre auprès du bureau des sports.</p>' +
          '<table>' +
          '<thead><tr><th>Installation</th><th>Semaine</th><th>Week-end</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Gymnase et musculation</td><td>7 h – 22 h</td><td>9 h – 20 h</td></tr>' +
          '<tr><td>Terrains extérieurs</td><td>8 h – 21 h 30</td><td>9 h – 20 h</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Contact : <a href="mailto:sports@campus.example">sports@campus.example</a>.</p>',
      },
      en: {
        slug: 'sports',
        title: 'Sports',
        content:
          '<p>The campus sports centre is open to every resident free of charge: just show the sports QR code of your resident card, available under <a href="/my-identity/qr-sport">My identity</a>.</p>' +
          '<h2>Facilities</h2>' +
          '<ul>' +
          '<li>an all-weather football pitch and two tennis courts;</li>' +
          '<li>a sports hall (basketball, volleyball, badminton, handball);</li>' +
          '<li>a weights and cardio room;</li>' +
          '<li>a dance and yoga studio;</li>' +
          '<li>a 25-metre <a href="/pages/campus-life/sports/swimming-pool">swimming pool</a>.</li>' +
          '</ul>' +
          '<h2>Classes and coached activities</h2>' +
          '<p>More than thirty weekly sessions are on offer: yoga, Pilates, boxing, climbing, running, African dance, tango… Sign up with the sports office at the start of each semester.</p>' +
          '<table>' +
          '<thead><tr><th>Facility</th><th>Weekdays</th><th>Weekends</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Sports hall and gym</td><td>7 am – 10 pm</td><td>9 am – 8 pm</td></tr>' +
          '<tr><td>Outdoor pitches</td><td>8 am – 9.30 pm</td><td>9 am – 8 pm</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Contact: <a href="mailto:sports@campus.example">sports@campus.example</a>.</p>',
      },
    },
  },
  {
    key: 'swimming-pool',
    parentKey: 'sports',
    menuOrder: 1,
    text: {
      fr: {
        slug: 'piscine',
        title: 'Piscine',
        content:
          '<p>La piscine de la Cité dispose d’un bassin de 25 mètres à cinq lignes d’eau et d’une pataugeoire. Elle est fermée deux semaines par an pour sa vidange annuelle.</p>' +
          '<h2>Horaires</h2>' +
          '<table>' +
          '<thead><tr><th>Jours</th><th>Horaires</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Lundi – vendredi</td><td>7 h – 9 h et 12 h – 21 h</td></tr>' +
          '<tr><td>Samedi et dimanche</td><td>10 h – 19 h</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<h2>Tarifs</h2>' +
          '<ul>' +
          '<li>Résidents : gratuit avec le QR code sport ;</li>' +
          '<li>Invités d’un résident : 4 € l’entrée, 30 € les dix entrées ;</li>' +
          '<li>Aquagym : 40 € le semestre.</li>' +
          '</ul>' +
          '<h2>Règlement</h2>' +
          '<p>Bonnet de bain obligatoire, maillot de bain ajusté (shorts de bain interdits), douche savonnée avant la baignade. Les enfants de moins de 10 ans doivent être accompagnés d’un adulte.</p>',
        faq: [
          {
            faq_ask: 'Peut-on louer un bonnet ou un maillot sur place ?',
            faq_answer:
              '<p>Des bonnets sont vendus à l’accueil (2 €). Il n’est pas possible de louer de maillot de bain.</p>',
          },
          {
            faq_ask: 'Y a-t-il des cours de natation pour adultes ?',
            faq_answer:
              '<p>Oui, des cours pour adultes débutants ont lieu le mercredi à 19 h. Inscription auprès du bureau des sports.</p>',
          },
        ],
      },
      en: {
        slug: 'swimming-pool',
        title: 'Swimming pool',
        content:
          '<p>The campus swimming pool has a 25-metre, five-lane pool and a paddling pool. It closes for two weeks every year for its annual maintenance.</p>' +
          '<h2>Opening hours</h2>' +
          '<table>' +
          '<thead><tr><th>Days</th><th>Hours</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Monday – Friday</td><td>7 am – 9 am and noon – 9 pm</td></tr>' +
          '<tr><td>Saturday and Sunday</td><td>10 am – 7 pm</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<h2>Prices</h2>' +
          '<ul>' +
          '<li>Residents: free with the sports QR code;</li>' +
          '<li>Residents’ guests: €4 per swim, €30 for ten;</li>' +
          '<li>Aqua-fitness: €40 per semester.</li>' +
          '</ul>' +
          '<h2>Pool rules</h2>' +
          '<p>Swimming caps are compulsory, close-fitting swimwear only (no board shorts), and a shower with soap before swimming. Children under 10 must be accompanied by an adult.</p>',
        faq: [
          {
            faq_ask: 'Can I hire a cap or a swimsuit on site?',
            faq_answer: '<p>Caps are sold at reception (€2). Swimsuits cannot be hired.</p>',
          },
          {
            faq_ask: 'Are there swimming lessons for adults?',
            faq_answer:
              '<p>Yes, lessons for adult beginners take place on Wednesdays at 7 pm. Sign up with the sports office.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'culture',
    parentKey: 'campus-life',
    menuOrder: 2,
    text: {
      fr: {
        slug: 'culture',
        title: 'Culture',
        content:
          '<p>Chaque année, plus de 300 spectacles, concerts, projections et expositions sont proposés sur le campus, souvent par les résidents eux-mêmes.</p>' +
          '<h2>Le théâtre de la Cité</h2>' +
          '<p>Une salle de 400 places qui accueille des compagnies professionnelles en résidence, le festival de théâtre des maisons et les concerts de l’orchestre de la Cité.</p>' +
          '<h2>Pratiquer</h2>' +
          '<ul>' +
          '<li><strong>Orchestre et chœur</strong> : répétitions hebdomadaires, audition en début d’année ;</li>' +
          '<li><strong>Ciné-club</strong> : une séance un mercredi sur deux, en version originale sous-titrée ;</li>' +
          '<li><strong>Studios de musique</strong> : douze studios équipés d’un piano, à réserver à l’heure ;</li>' +
          '<li><strong>Ateliers</strong> : photographie, écriture, céramique.</li>' +
          '</ul>' +
          '<blockquote>« La Cité est un théâtre du monde où chaque maison apporte sa voix. »</blockquote>' +
          '<p>Pour proposer un projet artistique ou réserver un espace : <a href="mailto:culture@campus.example">culture@campus.example</a>.</p>',
      },
      en: {
        slug: 'culture',
        title: 'Culture',
        content:
          '<p>Every year, more than 300 shows, concerts, screenings and exhibitions take place on campus, many of them by the residents themselves.</p>' +
          '<h2>The campus theatre</h2>' +
          '<p>A 400-seat auditorium that hosts professional companies in residence, the house theatre festival and the campus orchestra’s concerts.</p>' +
          '<h2>Take part</h2>' +
          '<ul>' +
          '<li><strong>Orchestra and choir</strong>: weekly rehearsals, auditions at the start of the year;</li>' +
          '<li><strong>Film club</strong>: a screening every other Wednesday, in the original language with subtitles;</li>' +
          '<li><strong>Music rooms</strong>: twelve rooms with a piano, booked by the hour;</li>' +
          '<li><strong>Workshops</strong>: photography, creative writing, ceramics.</li>' +
          '</ul>' +
          '<blockquote>“The campus is a theatre of the world where every house brings its own voice.”</blockquote>' +
          '<p>To suggest an arts project or book a space: <a href="mailto:culture@campus.example">culture@campus.example</a>.</p>',
      },
    },
  },
  {
    key: 'practical-information',
    menuOrder: 2,
    text: {
      fr: {
        slug: 'informations-pratiques',
        title: 'Informations pratiques',
        content:
          '<p>Vous trouverez ici l’essentiel pour bien vivre votre séjour, de votre arrivée jusqu’à votre départ.</p>' +
          '<ul>' +
          '<li><a href="/pages/informations-pratiques/arrivee">Votre arrivée</a> : remise des clés, démarches administratives, premiers pas sur le campus ;</li>' +
          '<li><a href="/pages/informations-pratiques/depart">Votre départ</a> : préavis, état des lieux, restitution du dépôt de garantie.</li>' +
          '</ul>' +
          '<h2>Accueil</h2>' +
          '<p>L’accueil de la Maison internationale est ouvert du lundi au vendredi de 8 h 30 à 19 h et le samedi de 9 h à 13 h. En dehors de ces horaires, la sécurité du campus répond 24 h sur 24 au <a href="tel:+33123456789">01 23 45 67 89</a>. Retrouvez tous les lieux du campus sur le <a href="/pages/map">plan interactif</a>.</p>',
      },
      en: {
        slug: 'practical-information',
        title: 'Practical information',
        content:
          '<p>Everything you need for a smooth stay, from the day you arrive to the day you leave.</p>' +
          '<ul>' +
          '<li><a href="/pages/practical-information/arrival">Your arrival</a>: keys, paperwork, first steps on campus;</li>' +
          '<li><a href="/pages/practical-information/departure">Your departure</a>: notice, check-out inspection, deposit refund.</li>' +
          '</ul>' +
          '<h2>Reception</h2>' +
          '<p>The International House reception is open Monday to Friday from 8.30 am to 7 pm and on Saturday from 9 am to 1 pm. Outside these hours, campus security answers 24/7 on <a href="tel:+33123456789">+33 1 23 45 67 89</a>. Find every campus building on the <a href="/pages/map">interactive map</a>.</p>',
      },
    },
  },
  {
    key: 'arrival',
    parentKey: 'practical-information',
    menuOrder: 1,
    text: {
      fr: {
        slug: 'arrivee',
        title: 'Votre arrivée',
        content:
          '<p>Bienvenue ! Voici les étapes à suivre pendant vos premières semaines sur le campus. Elles apparaissent aussi sous forme de liste à cocher dans <a href="/profile/checklists">Mes checklists</a>.</p>' +
          '<h2>Le jour de votre arrivée</h2>' +
          '<ol>' +
          '<li>Présentez-vous à l’accueil de votre maison avec votre passeport ou votre carte d’identité ;</li>' +
          '<li>Signez votre contrat de résidence et l’état des lieux d’entrée ;</li>' +
          '<li>Récupérez vos clés et votre badge d’accès.</li>' +
          '</ol>' +
          '<h2>Dans le premier mois</h2>' +
          '<ul>' +
          '<li>Validez votre visa long séjour en ligne ;</li>' +
          '<li>Ouvrez un compte bancaire en France et demandez l’aide au logement de la CAF ;</li>' +
          '<li>Inscrivez-vous à l’Assurance maladie et choisissez un médecin traitant ;</li>' +
          '<li>Complétez votre profil sur le portail et choisissez vos réglages de confidentialité.</li>' +
          '</ul>' +
          '<h2>Documents à prévoir</h2>' +
          '<table>' +
          '<thead><tr><th>Document</th><th>Pour</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Passeport et visa</td><td>Contrat de résidence, préfecture</td></tr>' +
          '<tr><td>Acte de naissance</td><td>CAF, Assurance maladie</td></tr>' +
          '<tr><td>Certificat de scolarité</td><td>Titre de séjour, bourses</td></tr>' +
          '<tr><td>Photos d’identité</td><td>Carte de résident, titre de séjour</td></tr>' +
          '</tbody>' +
          '</table>',
      },
      en: {
        slug: 'arrival',
        title: 'Your arrival',
        content:
          '<p>Welcome! Here are the steps to take during your first weeks on campus. They also appear as a checklist under <a href="/profile/checklists">My checklists</a>.</p>' +
          '<h2>On the day you arrive</h2>' +
          '<ol>' +
          '<li>Go to your house reception with your passport or ID card;</li>' +
          '<li>Sign your residence agreement and the check-in inspection report;</li>' +
          '<li>Collect your keys and your access badge.</li>' +
          '</ol>' +
          '<h2>In your first month</h2>' +
          '<ul>' +
          '<li>Validate your long-stay visa online;</li>' +
          '<li>Open a French bank account and apply for the CAF housing allowance;</li>' +
          '<li>Register with the French health insurance and choose a GP;</li>' +
          '<li>Complete your profile on the portal and choose your privacy settings.</li>' +
          '</ul>' +
          '<h2>Documents to bring</h2>' +
          '<table>' +
          '<thead><tr><th>Document</th><th>Needed for</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Passport and visa</td><td>Residence agreement, prefecture</td></tr>' +
          '<tr><td>Birth certificate</td><td>CAF, health insurance</td></tr>' +
          '<tr><td>Enrolment certificate</td><td>Residence permit, grants</td></tr>' +
          '<tr><td>ID photos</td><td>Resident card, residence permit</td></tr>' +
          '</tbody>' +
          '</table>',
      },
    },
  },
  {
    key: 'departure',
    parentKey: 'practical-information',
    menuOrder: 2,
    text: {
      fr: {
        slug: 'depart',
        title: 'Votre départ',
        content:
          '<p>Votre séjour touche à sa fin ? Pour que votre départ se passe bien et que votre dépôt de garantie vous soit restitué rapidement, suivez ces étapes.</p>' +
          '<ol>' +
          '<li><strong>Prévenez votre maison</strong> au moins un mois avant la date de départ, par écrit à l’accueil ou depuis le service Logement du portail ;</li>' +
          '<li><strong>Prenez rendez-vous pour l’état des lieux de sortie</strong>, au plus tard la veille de votre départ ;</li>' +
          '<li><strong>Nettoyez et videz votre chambre</strong> : réfrigérateur débranché et ouvert, poubelles vidées ;</li>' +
          '<li><strong>Rendez vos clés et votre badge</strong> à l’accueil à l’issue de l’état des lieux ;</li>' +
          '<li><strong>Déclarez votre départ à la CAF</strong> et communiquez votre nouvelle adresse à votre banque et à l’Assurance maladie.</li>' +
          '</ol>' +
          '<p>Le dépôt de garantie est restitué par virement dans un délai d’un mois, déduction faite des éventuelles sommes dues. Pensez à indiquer un RIB valide, y compris à l’étranger (IBAN et BIC).</p>' +
          '<p>Et restez en contact : l’association des anciens résidents publie une lettre d’information et organise des rencontres dans le monde entier.</p>',
        faq: [
          {
            faq_ask: 'Puis-je partir avant la fin de mon contrat ?',
            faq_answer:
              '<p>Oui, en respectant un préavis d’un mois. La redevance reste due jusqu’à la fin du préavis, sauf si un nouveau résident occupe la chambre plus tôt.</p>',
          },
          {
            faq_ask: 'Que deviennent mes données sur le portail après mon départ ?',
            faq_answer:
              '<p>Votre compte est désactivé à la fin de votre séjour puis supprimé un an plus tard, sauf obligations légales. Le détail figure dans la <a href="/pages/policy">politique de confidentialité</a>.</p>',
          },
        ],
      },
      en: {
        slug: 'departure',
        title: 'Your departure',
        content:
          '<p>Is your stay coming to an end? Follow these steps for a smooth departure and a quick refund of your deposit.</p>' +
          '<ol>' +
          '<li><strong>Tell your house</strong> at least one month before you leave, in writing at reception or through the Housing service on the portal;</li>' +
          '<li><strong>Book your check-out inspection</strong>, at the latest the day before you leave;</li>' +
          '<li><strong>Clean and empty your room</strong>: fridge unplugged and left open, bins emptied;</li>' +
          '<li><strong>Return your keys and badge</strong> to reception after the inspection;</li>' +
          '<li><strong>Tell the CAF you have left</strong> and give your new address to your bank and the health insurance.</li>' +
          '</ol>' +
          '<p>Your deposit is refunded by bank transfer within a month, minus any amounts owed. Please provide valid bank details, including for a foreign account (IBAN and BIC).</p>' +
          '<p>And stay in touch: the alumni association sends out a newsletter and organises get-togethers all over the world.</p>',
        faq: [
          {
            faq_ask: 'Can I leave before my agreement ends?',
            faq_answer:
              '<p>Yes, with one month’s notice. Rent is due until the end of the notice period, unless a new resident moves into the room sooner.</p>',
          },
          {
            faq_ask: 'What happens to my portal data after I leave?',
            faq_answer:
              '<p>Your account is deactivated at the end of your stay and deleted a year later, except where the law requires otherwise. The details are in the <a href="/pages/policy">privacy policy</a>.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'faq',
    menuOrder: 10,
    text: {
      fr: {
        slug: 'faq',
        title: 'Foire aux questions',
        content:
          '<p>Les réponses aux questions les plus fréquentes sur le portail des résidents. Vous ne trouvez pas la vôtre ? Écrivez à l’équipe du portail : <a href="mailto:portail@campus.example">portail@campus.example</a>.</p>',
        faq: [
          {
            faq_ask: 'À quoi sert le portail des résidents ?',
            faq_answer:
              '<p>Le portail réunit tout ce dont vous avez besoin pendant votre séjour : actualités et événements du campus et de votre maison, services et factures, plan du campus, annuaire des résidents, carte de résident avec QR code et listes de tâches liées à votre séjour. Il est disponible sur le web et dans les applications iOS et Android.</p>',
          },
          {
            faq_ask: 'Qui peut voir mon profil ?',
            faq_answer:
              '<p>Vous choisissez votre niveau de confidentialité dans les <a href="/profile/settings">réglages</a> :</p>' +
              '<ul>' +
              '<li><strong>Privé</strong> (par défaut) : votre profil n’apparaît pas dans l’annuaire ;</li>' +
              '<li><strong>Maison</strong> : seuls les résidents de votre maison vous voient ;</li>' +
              '<li><strong>Public</strong> : tous les résidents du campus vous voient.</li>' +
              '</ul>' +
              '<p>Hors mode privé, vous décidez aussi ce que vous partagez : photo, téléphone, e-mail, nom et maison.</p>',
          },
          {
            faq_ask: 'Comment envoyer une demande de contact à un autre résident ?',
            faq_answer:
              '<p>Recherchez la personne dans l’<a href="/directory">annuaire</a> ou avec la recherche, puis envoyez-lui une demande de contact. Elle peut l’accepter ou la refuser ; vous ne voyez ses coordonnées partagées qu’une fois la demande acceptée. Les demandes que vous recevez sont listées sur la page <a href="/friend-request">Demandes de contact</a>.</p>',
          },
          {
            faq_ask: 'Où trouver ma carte de résident et son QR code ?',
            faq_answer:
              '<p>Dans <a href="/my-identity/identification">Mon identité</a>. Selon votre statut, deux QR codes peuvent s’y ajouter : l’un pour l’identification à l’accueil, l’autre pour l’accès aux installations sportives. Dans l’application mobile, la carte reste disponible hors connexion.</p>',
          },
          {
            faq_ask: 'Comment consulter et télécharger mes factures ?',
            faq_answer:
              '<p>Ouvrez les Services, onglet Numérique, puis Factures. Les factures sont regroupées par année, de la plus récente à la plus ancienne ; cliquez sur une facture pour télécharger le document principal et ses pièces complémentaires. L’onglet n’apparaît que si un compte de facturation est associé à votre contrat.</p>',
          },
          {
            faq_ask: 'Comment modifier mon adresse e-mail ?',
            faq_answer:
              '<p>L’adresse e-mail ne peut pas être modifiée directement dans le portail, car elle sert à vous identifier. Dans les réglages, la ligne E-mail ouvre un message pré-rempli à l’équipe du portail ; vous pouvez aussi écrire à <a href="mailto:portail@campus.example">portail@campus.example</a>.</p>',
          },
          {
            faq_ask: 'Comment changer mon mot de passe ?',
            faq_answer:
              '<p>Votre mot de passe est géré par le service d’authentification du campus, pas par le portail. Dans les <a href="/profile/settings">réglages</a>, la ligne Mot de passe vous y conduit directement.</p>',
          },
          {
            faq_ask: 'Comment passer le portail en anglais ou en français ?',
            faq_answer:
              '<p>Choisissez votre langue dans les <a href="/profile/settings">réglages</a>. Les actualités, les événements et les pages s’affichent alors dans cette langue.</p>',
          },
          {
            faq_ask: 'Comment recevoir (ou ne plus recevoir) les notifications ?',
            faq_answer:
              '<p>Activez ou désactivez les notifications dans les réglages. Sur mobile, autorisez aussi les notifications de l’application dans les réglages de votre téléphone. Vos notifications restent consultables dans l’onglet <a href="/notifications">Notifications</a>.</p>',
          },
          {
            faq_ask: 'Que sont les checklists ?',
            faq_answer:
              '<p>Ce sont des listes de tâches liées à votre séjour (arrivée, départ, renouvellement de titre de séjour…). Elles apparaissent au bon moment et vous pouvez cocher les étapes au fur et à mesure dans <a href="/profile/checklists">Mes checklists</a>.</p>',
          },
        ],
      },
      en: {
        slug: 'faq',
        title: 'Frequently asked questions',
        content:
          '<p>Answers to the most common questions about the residents’ portal. Can’t find yours? Write to the portal team: <a href="mailto:portail@campus.example">portail@campus.example</a>.</p>',
        faq: [
          {
            faq_ask: 'What is the residents’ portal for?',
            faq_answer:
              '<p>The portal brings together everything you need during your stay: campus and house news and events, services and invoices, the campus map, the residents’ directory, your resident card with its QR code, and checklists for your stay. It is available on the web and in the iOS and Android apps.</p>',
          },
          {
            faq_ask: 'Who can see my profile?',
            faq_answer:
              '<p>You choose your privacy level in the <a href="/profile/settings">settings</a>:</p>' +
              '<ul>' +
              '<li><strong>Private</strong> (the default): your profile does not appear in the directory;</li>' +
              '<li><strong>House</strong>: only residents of your house can see you;</li>' +
              '<li><strong>Public</strong>: every resident on campus can see you.</li>' +
              '</ul>' +
              '<p>Unless you are private, you also decide what you share: picture, phone, e-mail, name and house.</p>',
          },
          {
            faq_ask: 'How do I send a contact request to another resident?',
            faq_answer:
              '<p>Find the person in the <a href="/directory">directory</a> or with the search, then send them a contact request. They can accept or decline it; you only see the details they share once the request is accepted. Requests you receive are listed on the <a href="/friend-request">Contact requests</a> page.</p>',
          },
          {
            faq_ask: 'Where can I find my resident card and its QR code?',
            faq_answer:
              '<p>Under <a href="/my-identity/identification">My identity</a>. Depending on your status, two QR codes may be added: one to identify yourself at reception, the other for access to the sports facilities. In the mobile app, the card remains available offline.</p>',
          },
          {
            faq_ask: 'How do I view and download my invoices?',
            faq_answer:
              '<p>Open Services, Digital tab, then Invoices. Invoices are grouped by year, newest first; click one to download the main document and any additional parts. The tab only appears if a billing account is linked to your agreement.</p>',
          },
          {
            faq_ask: 'How do I change my e-mail address?',
            faq_answer:
              '<p>Your e-mail address cannot be changed directly in the portal, because it identifies you. In the settings, the E-mail row opens a pre-filled message to the portal team; you can also write to <a href="mailto:portail@campus.example">portail@campus.example</a>.</p>',
          },
          {
            faq_ask: 'How do I change my password?',
            faq_answer:
              '<p>Your password is managed by the campus sign-in service, not by the portal. In the <a href="/profile/settings">settings</a>, the Password row takes you straight there.</p>',
          },
          {
            faq_ask: 'How do I switch the portal to English or French?',
            faq_answer:
              '<p>Choose your language in the <a href="/profile/settings">settings</a>. News, events and pages are then shown in that language.</p>',
          },
          {
            faq_ask: 'How do I turn notifications on or off?',
            faq_answer:
              '<p>Turn notifications on or off in the settings. On mobile, also allow the app’s notifications in your phone’s settings. Your notifications are always available in the <a href="/notifications">Notifications</a> tab.</p>',
          },
          {
            faq_ask: 'What are checklists?',
            faq_answer:
              '<p>They are lists of tasks tied to your stay (arrival, departure, residence permit renewal…). They appear at the right time, and you can tick off each step as you go under <a href="/profile/checklists">My checklists</a>.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'policy',
    menuOrder: 11,
    text: {
      fr: {
        slug: 'policy',
        title: 'Politique de confidentialité',
        content:
          '<p>Cette politique explique quelles données personnelles le portail des résidents traite, pourquoi, pendant combien de temps et quels sont vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>' +
          '<h2>1. Responsable du traitement</h2>' +
          '<p>Le responsable du traitement est la Fondation de la Cité universitaire, éditrice du portail (voir les <a href="/pages/legal">mentions légales</a>).</p>' +
          '<h2>2. Données traitées</h2>' +
          '<ul>' +
          '<li><strong>Identité et compte</strong> : nom, prénom, identifiant, adresse e-mail, langue, type de résident, maison(s), dates de séjour, transmis par le service d’authentification du campus ;</li>' +
          '<li><strong>Profil</strong> : photo, téléphone mobile, centres d’intérêt, établissement, discipline et année d’études, niveau de confidentialité et choix de partage ;</li>' +
          '<li><strong>Relations</strong> : demandes de contact envoyées et reçues, et leur statut ;</li>' +
          '<li><strong>Usage</strong> : notifications et leur état de lecture, avancement des checklists, messages envoyés par les formulaires de contact ;</li>' +
          '<li><strong>Facturation</strong> : numéros, dates et documents de vos factures de redevance ;</li>' +
          '<li><strong>Données techniques</strong> : journaux de connexion (date, heure, adresse IP, navigateur).</li>' +
          '</ul>' +
          '<h2>3. Finalités et bases légales</h2>' +
          '<table>' +
          '<thead><tr><th>Finalité</th><th>Base légale</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Fournir les services liés à votre contrat de résidence (carte de résident, factures, checklists)</td><td>Exécution du contrat</td></tr>' +
          '<tr><td>Annuaire et demandes de contact entre résidents</td><td>Consentement (niveau de confidentialité et choix de partage)</td></tr>' +
          '<tr><td>Notifications push</td><td>Consentement, retirable à tout moment</td></tr>' +
          '<tr><td>Sécurité du service et prévention des abus</td><td>Intérêt légitime</td></tr>' +
          '<tr><td>Conservation des factures</td><td>Obligation légale</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<h2>4. Destinataires</h2>' +
          '<p>Vos données sont accessibles aux seules équipes de la Cité qui en ont besoin (logement, vie étudiante, équipe du portail) et à notre hébergeur, tenu par contrat à la confidentialité. Les autres résidents ne voient que ce que vous avez choisi de partager. Aucune donnée n’est vendue ni transférée hors de l’Union européenne.</p>' +
          '<h2>5. Durées de conservation</h2>' +
          '<table>' +
          '<thead><tr><th>Données</th><th>Durée</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Compte et profil</td><td>Durée du séjour, puis 1 an après le départ</td></tr>' +
          '<tr><td>Messages des formulaires de contact</td><td>2 ans</td></tr>' +
          '<tr><td>Journaux de connexion</td><td>12 mois</td></tr>' +
          '<tr><td>Factures</td><td>10 ans (obligation comptable)</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<h2>6. Vos droits</h2>' +
          '<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment. La plupart des informations de profil se modifient directement dans les <a href="/profile/settings">réglages</a>.</p>' +
          '<p>Pour exercer vos droits, écrivez à notre délégué à la protection des données : <a href="mailto:dpo@campus.example">dpo@campus.example</a>. Nous répondons sous un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la <a href="https://www.cnil.fr/" target="_blank">CNIL</a>.</p>' +
          '<h2>7. Cookies et stockage local</h2>' +
          '<p>Le portail n’utilise ni cookie publicitaire ni outil de mesure d’audience. Il conserve uniquement dans votre navigateur ou votre téléphone :</p>' +
          '<ul>' +
          '<li>le jeton de session qui vous garde connecté(e) ;</li>' +
          '<li>la dernière page demandée, pour vous y ramener après la connexion ;</li>' +
          '<li>le niveau de journalisation choisi dans la page de diagnostic ;</li>' +
          '<li>dans l’application mobile seulement, une copie de votre carte de résident et des numéros d’urgence pour un accès hors connexion.</li>' +
          '</ul>' +
          '<p>Ces éléments sont strictement nécessaires au service et ne requièrent pas de consentement. Le plan du campus charge des fonds de carte depuis un service tiers, qui reçoit alors votre adresse IP.</p>',
      },
      en: {
        slug: 'policy',
        title: 'Privacy policy',
        content:
          '<p>This policy explains what personal data the residents’ portal processes, why, for how long, and what your rights are, in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act.</p>' +
          '<h2>1. Data controller</h2>' +
          '<p>The data controller is the Cité universitaire Foundation, which publishes the portal (see the <a href="/pages/legal">legal notice</a>).</p>' +
          '<h2>2. Data we process</h2>' +
          '<ul>' +
          '<li><strong>Identity and account</strong>: surname, first name, username, e-mail address, language, resident type, house(s), dates of stay, provided by the campus sign-in service;</li>' +
          '<li><strong>Profile</strong>: picture, mobile phone number, interests, institution, field and year of study, privacy level and sharing choices;</li>' +
          '<li><strong>Relations</strong>: contact requests sent and received, and their status;</li>' +
          '<li><strong>Usage</strong>: notifications and whether they have been read, checklist progress, messages sent through contact forms;</li>' +
          '<li><strong>Billing</strong>: numbers, dates and documents of your rent invoices;</li>' +
          '<li><strong>Technical data</strong>: connection logs (date, time, IP address, browser).</li>' +
          '</ul>' +
          '<h2>3. Purposes and legal bases</h2>' +
          '<table>' +
          '<thead><tr><th>Purpose</th><th>Legal basis</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Providing the services tied to your residence agreement (resident card, invoices, checklists)</td><td>Performance of the contract</td></tr>' +
          '<tr><td>Directory and contact requests between residents</td><td>Consent (privacy level and sharing choices)</td></tr>' +
          '<tr><td>Push notifications</td><td>Consent, which you can withdraw at any time</td></tr>' +
          '<tr><td>Service security and abuse prevention</td><td>Legitimate interest</td></tr>' +
          '<tr><td>Keeping invoices</td><td>Legal obligation</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<h2>4. Who receives your data</h2>' +
          '<p>Your data is only available to the campus teams who need it (housing, student life, portal team) and to our hosting provider, which is bound by contract to confidentiality. Other residents only see what you have chosen to share. No data is sold or transferred outside the European Union.</p>' +
          '<h2>5. How long we keep it</h2>' +
          '<table>' +
          '<thead><tr><th>Data</th><th>Retention period</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Account and profile</td><td>Length of stay, then 1 year after departure</td></tr>' +
          '<tr><td>Contact form messages</td><td>2 years</td></tr>' +
          '<tr><td>Connection logs</td><td>12 months</td></tr>' +
          '<tr><td>Invoices</td><td>10 years (accounting obligation)</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<h2>6. Your rights</h2>' +
          '<p>You have the right to access, rectify, erase, restrict, object to the processing of and port your data, and to withdraw your consent at any time. Most profile information can be changed directly in the <a href="/profile/settings">settings</a>.</p>' +
          '<p>To exercise your rights, write to our data protection officer: <a href="mailto:dpo@campus.example">dpo@campus.example</a>. We reply within one month. If you believe your rights have not been respected, you can lodge a complaint with the <a href="https://www.cnil.fr/" target="_blank">CNIL</a>, the French data protection authority.</p>' +
          '<h2>7. Cookies and local storage</h2>' +
          '<p>The portal uses no advertising cookies and no audience measurement tools. It only keeps the following in your browser or phone:</p>' +
          '<ul>' +
          '<li>the session token that keeps you signed in;</li>' +
          '<li>the last page you asked for, to take you back there after signing in;</li>' +
          '<li>the log level chosen on the diagnostics page;</li>' +
          '<li>in the mobile app only, a copy of your resident card and emergency numbers for offline access.</li>' +
          '</ul>' +
          '<p>These items are strictly necessary for the service and do not require consent. The campus map loads map tiles from a third-party service, which therefore receives your IP address.</p>',
      },
    },
  },
  {
    key: 'legal',
    menuOrder: 12,
    text: {
      fr: {
        slug: 'legal',
        title: 'Mentions légales',
        content:
          '<h2>Éditeur</h2>' +
          '<p>Le portail des résidents est édité par la Fondation de la Cité universitaire, fondation reconnue d’utilité publique (données d’exemple).<br>Adresse : Maison internationale, 75014 Paris, France<br>Téléphone : <a href="tel:+33123456789">01 23 45 67 89</a><br>E-mail : <a href="mailto:portail@campus.example">portail@campus.example</a></p>' +
          '<p>Directrice de la publication : la déléguée générale de la Fondation.</p>' +
          '<h2>Hébergement</h2>' +
          '<p>Le portail est hébergé dans l’Union européenne, sur des serveurs situés en France, par un prestataire lié à la Fondation par un contrat de sous-traitance conforme à l’article 28 du RGPD.</p>' +
          '<h2>Propriété intellectuelle</h2>' +
          '<p>L’ensemble des contenus du portail (textes, illustrations, logos, mise en page) est la propriété de la Fondation ou de ses partenaires et est protégé par le droit de la propriété intellectuelle. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite, à l’exception d’un usage strictement personnel.</p>' +
          '<p>Les contenus publiés par les résidents (photos de profil, messages) restent la propriété de leurs auteurs, qui garantissent disposer des droits nécessaires.</p>' +
          '<h2>Liens externes</h2>' +
          '<p>Le portail contient des liens vers des sites tiers (administrations, partenaires). La Fondation n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu.</p>' +
          '<h2>Données personnelles</h2>' +
          '<p>Le traitement de vos données est décrit dans la <a href="/pages/policy">politique de confidentialité</a>.</p>' +
          '<h2>Droit applicable</h2>' +
          '<p>Les présentes mentions sont régies par le droit français. En cas de litige, et à défaut de solution amiable, les tribunaux de Paris sont seuls compétents.</p>',
      },
      en: {
        slug: 'legal',
        title: 'Legal notice',
        content:
          '<h2>Publisher</h2>' +
          '<p>The residents’ portal is published by the Cité universitaire Foundation, a foundation recognised as being of public utility (sample data).<br>Address: International House, 75014 Paris, France<br>Phone: <a href="tel:+33123456789">+33 1 23 45 67 89</a><br>E-mail: <a href="mailto:portail@campus.example">portail@campus.example</a></p>' +
          '<p>Publication director: the Foundation’s general delegate.</p>' +
          '<h2>Hosting</h2>' +
          '<p>The portal is hosted in the European Union, on servers located in France, by a provider bound to the Foundation by a data processing agreement that complies with Article 28 of the GDPR.</p>' +
          '<h2>Intellectual property</h2>' +
          '<p>All content on the portal (text, illustrations, logos, layout) belongs to the Foundation or its partners and is protected by intellectual property law. Any reproduction, even partial, without prior written permission is forbidden, except for strictly personal use.</p>' +
          '<p>Content published by residents (profile pictures, messages) remains the property of its authors, who guarantee that they hold the necessary rights.</p>' +
          '<h2>External links</h2>' +
          '<p>The portal contains links to third-party websites (public authorities, partners). The Foundation has no control over these sites and accepts no liability for their content.</p>' +
          '<h2>Personal data</h2>' +
          '<p>How your data is processed is described in the <a href="/pages/policy">privacy policy</a>.</p>' +
          '<h2>Governing law</h2>' +
          '<p>This notice is governed by French law. In the event of a dispute, and failing an amicable settlement, the courts of Paris have sole jurisdiction.</p>',
      },
    },
  },
];
