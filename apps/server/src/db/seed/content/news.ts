/**
 * Sample campus news (spec §1: sample data, not real content), each item in French and English.
 * Dates are relative to the seed date; links between items use each language's own slugs.
 */
import type { SeedNews } from './content-seed-types.ts';

export const sampleNews: readonly SeedNews[] = [
  {
    key: 'welcome-days',
    daysAgo: 26,
    sticky: true,
    houseSlugs: [],
    serviceSlug: 'student-life',
    tagSlugs: [],
    image: 'news/welcome.svg',
    text: {
      fr: {
        slug: 'journees-d-accueil-des-nouveaux-residents',
        title: 'Journées d’accueil des nouveaux résidents',
        excerpt:
          '<p>Vous venez d’arriver à la Cité ? Trois jours de rencontres, de visites et de démarches accompagnées vous attendent pour bien commencer votre séjour.</p>',
        content:
          '<p>Chaque semestre, plusieurs centaines d’étudiants, de chercheurs et d’artistes venus du monde entier posent leurs valises sur le campus. Pour que personne ne se sente perdu, le service de la vie étudiante organise trois <strong>journées d’accueil</strong> ouvertes à tous les nouveaux résidents, quelle que soit leur maison.</p>' +
          '<h2>Au programme</h2>' +
          '<ul>' +
          '<li><strong>Visites guidées du parc</strong> en français et en anglais, départ toutes les heures devant la Maison internationale ;</li>' +
          '<li><strong>Guichet unique</strong> : logement, titre de séjour, aide au logement de la CAF, inscription à la bibliothèque et au centre sportif au même endroit ;</li>' +
          '<li><strong>Présentation du portail</strong> : carte de résident, annuaire, réglages de confidentialité ;</li>' +
          '<li><strong>Soirée d’accueil</strong> avec buffet du monde et musique, préparée par les comités de résidents.</li>' +
          '</ul>' +
          '<p>Pensez à apporter votre passeport ou votre carte d’identité, votre contrat de résidence et une photo d’identité : la plupart des démarches peuvent être bouclées sur place. La liste complète des documents figure sur la page <a href="/pages/informations-pratiques/arrivee">Votre arrivée</a>.</p>' +
          '<p>Vous avez d’autres questions ? Consultez la <a href="/pages/faq">foire aux questions</a> ou retrouvez le récit de la <a href="/events/soiree-d-accueil-des-nouveaux-residents">soirée d’accueil</a>. Bienvenue à la Cité !</p>',
        faq: [
          {
            faq_ask: 'Dois-je m’inscrire aux journées d’accueil ?',
            faq_answer:
              '<p>Non, l’accès est libre pour tous les résidents arrivés depuis moins de trois mois. Seules les visites guidées sont limitées à 25 personnes par groupe : présentez-vous un quart d’heure avant le départ.</p>',
          },
          {
            faq_ask: 'Je suis arrivé(e) après les journées d’accueil. Comment faire ?',
            faq_answer:
              '<p>Le guichet de la vie étudiante reçoit les nouveaux résidents toute l’année, du lundi au vendredi de 9 h à 17 h, au rez-de-chaussée de la Maison internationale. Vous pouvez aussi écrire à <a href="mailto:vie-etudiante@campus.example">vie-etudiante@campus.example</a>.</p>',
          },
          {
            faq_ask: 'Les journées d’accueil sont-elles accessibles aux personnes à mobilité réduite ?',
            faq_answer:
              '<p>Oui. Tous les lieux sont accessibles de plain-pied ou par ascenseur, et une visite adaptée du parc est proposée chaque jour à 11 h. Signalez-nous vos besoins à l’avance pour que nous puissions vous accueillir dans les meilleures conditions.</p>',
          },
        ],
      },
      en: {
        slug: 'welcome-days-for-new-residents',
        title: 'Welcome days for new residents',
        excerpt:
          '<p>Just arrived on campus? Three days of meet-ups, tours and assisted paperwork are waiting for you to get your stay off to a good start.</p>',
        content:
          '<p>Every semester, several hundred students, researchers and artists from all over the world move onto the campus. So that nobody feels lost, the Student Life office runs three <strong>welcome days</strong> open to every new resident, whichever house they live in.</p>' +
          '<h2>What’s on</h2>' +
          '<ul>' +
          '<li><strong>Guided tours of the park</strong> in French and English, every hour from the front of the International House;</li>' +
          '<li><strong>One-stop desk</strong>: housing, residence permits, CAF housing allowance, library and sports centre registration, all in one place;</li>' +
          '<li><strong>Portal walkthrough</strong>: resident card, directory, privacy settings;</li>' +
          '<li><strong>Welcome party</strong> with food from around the world and music, hosted by the house committees.</li>' +
          '</ul>' +
          '<p>Remember to bring your passport or ID card, your residence agreement and an ID photo: most formalities can be completed on the spot. The full list of documents is on the <a href="/pages/practical-information/arrival">Your arrival</a> page.</p>' +
          '<p>More questions? Read the <a href="/pages/faq">FAQ</a> or look back at the <a href="/events/welcome-evening-for-new-residents">welcome evening</a>. Welcome to the campus!</p>',
        faq: [
          {
            faq_ask: 'Do I need to register for the welcome days?',
            faq_answer:
              '<p>No, they are open to every resident who arrived less than three months ago. Only the guided tours are limited to 25 people per group: please turn up a quarter of an hour before they start.</p>',
          },
          {
            faq_ask: 'I arrived after the welcome days. What should I do?',
            faq_answer:
              '<p>The Student Life desk welcomes new residents all year round, Monday to Friday from 9 am to 5 pm, on the ground floor of the International House. You can also write to <a href="mailto:vie-etudiante@campus.example">vie-etudiante@campus.example</a>.</p>',
          },
          {
            faq_ask: 'Are the welcome days accessible to people with reduced mobility?',
            faq_answer:
              '<p>Yes. Every venue is step-free or served by a lift, and an adapted tour of the park runs every day at 11 am. Let us know your needs in advance so we can welcome you properly.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'heat-wave-alert',
    daysAgo: 0,
    sticky: true,
    houseSlugs: [],
    serviceSlug: 'health',
    tagSlugs: [],
    image: 'news/heatwave.svg',
    text: {
      fr: {
        slug: 'vigilance-canicule-les-bons-reflexes',
        title: 'Vigilance canicule : les bons réflexes',
        excerpt:
          '<p>Météo-France a placé Paris en vigilance orange canicule. Voici comment vous protéger et où trouver de la fraîcheur sur le campus.</p>',
        alert:
          '<p><strong>Vigilance orange canicule</strong> jusqu’à nouvel ordre : buvez régulièrement et signalez tout malaise au <a href="tel:15">15</a>.</p>',
        content:
          '<p>Les températures devraient dépasser 35 °C l’après-midi et ne pas descendre sous 22 °C la nuit pendant plusieurs jours. Les chambres situées sous les toits peuvent devenir très chaudes : prenez soin de vous et de vos voisins.</p>' +
          '<h2>Les bons réflexes</h2>' +
          '<ul>' +
          '<li>Buvez de l’eau régulièrement, sans attendre d’avoir soif, et évitez l’alcool ;</li>' +
          '<li>Fermez volets et rideaux en journée, aérez la nuit quand l’air est plus frais ;</li>' +
          '<li>Évitez le sport entre 11 h et 21 h ;</li>' +
          '<li>Prenez des nouvelles des résidents isolés de votre étage.</li>' +
          '</ul>' +
          '<h2>Où trouver de la fraîcheur ?</h2>' +
          '<p>La salle de lecture de la bibliothèque et le grand salon de la Maison internationale sont climatisés et ouverts jusqu’à 22 h. La <a href="/pages/vie-du-campus/sports/piscine">piscine</a> prolonge ses horaires jusqu’à 21 h 30, et des fontaines à eau supplémentaires sont installées devant le restaurant universitaire.</p>' +
          '<p>En cas de malaise, de fièvre ou de confusion, appelez le <a href="tel:15">15</a> (SAMU) ou le <a href="tel:112">112</a> ; tous les numéros utiles sont dans la rubrique <a href="/emergency">Urgences</a>. Pour toute question, la plateforme Canicule info service répond au <a href="tel:+33800066666">0 800 06 66 66</a> (appel gratuit). Suivez l’évolution de la vigilance sur <a href="https://vigilance.meteofrance.fr/" target="_blank">vigilance.meteofrance.fr</a>.</p>',
      },
      en: {
        slug: 'heat-wave-alert-how-to-stay-safe',
        title: 'Heat-wave alert: how to stay safe',
        excerpt:
          '<p>Météo-France has put Paris on an orange heat-wave alert. Here is how to protect yourself and where to find somewhere cool on campus.</p>',
        alert:
          '<p><strong>Orange heat-wave alert</strong> until further notice: drink regularly and report anyone feeling unwell by calling <a href="tel:15">15</a>.</p>',
        content:
          '<p>Temperatures are expected to climb above 35 °C in the afternoon and stay above 22 °C at night for several days. Rooms under the roof can get very hot: look after yourself and your neighbours.</p>' +
          '<h2>Staying safe</h2>' +
          '<ul>' +
          '<li>Drink water regularly, before you feel thirsty, and avoid alcohol;</li>' +
          '<li>Keep shutters and curtains closed during the day and open the windows at night when it is cooler;</li>' +
          '<li>Avoid exercising between 11 am and 9 pm;</li>' +
          '<li>Check on residents on your floor who live alone.</li>' +
          '</ul>' +
          '<h2>Where to cool down</h2>' +
          '<p>The library reading room and the main lounge of the International House are air-conditioned and open until 10 pm. The <a href="/pages/campus-life/sports/swimming-pool">swimming pool</a> stays open until 9.30 pm, and extra water fountains have been set up outside the campus restaurant.</p>' +
          '<p>If someone feels faint, feverish or confused, call <a href="tel:15">15</a> (emergency medical service) or <a href="tel:112">112</a>; every useful number is listed under <a href="/emergency">Emergency</a>. For general advice, the national heat-wave helpline answers on <a href="tel:+33800066666">0 800 06 66 66</a> (free call). Follow the alert level on <a href="https://vigilance.meteofrance.fr/" target="_blank">vigilance.meteofrance.fr</a>.</p>',
      },
    },
  },
  {
    key: 'water-cut-off',
    daysAgo: 1,
    sticky: false,
    houseSlugs: ['maison-de-l-argentine', 'maison-du-bresil'],
    tagSlugs: [],
    text: {
      fr: {
        slug: 'coupure-d-eau-maison-argentine-et-maison-du-bresil',
        title: 'Coupure d’eau programmée à la Maison de l’Argentine et à la Maison du Brésil',
        excerpt:
          '<p>Des travaux sur la canalisation principale entraîneront une coupure d’eau chaude et froide mardi, de 8 h à 14 h.</p>',
        alert:
          '<p><strong>Coupure d’eau mardi de 8 h à 14 h</strong> dans les deux maisons : pensez à faire vos réserves la veille.</p>',
        content:
          '<p>Le service technique remplace une vanne de la canalisation qui alimente la Maison de l’Argentine et la Maison du Brésil. Pour intervenir en toute sécurité, l’eau sera coupée <strong>mardi de 8 h à 14 h</strong> dans les deux bâtiments, chambres, cuisines et sanitaires communs compris.</p>' +
          '<h3>Pendant la coupure</h3>' +
          '<ul>' +
          '<li>Les douches du centre sportif restent ouvertes aux résidents des deux maisons sur présentation de la carte de résident ;</li>' +
          '<li>Des bouteilles d’eau sont distribuées à l’accueil de chaque maison à partir de 7 h 30 ;</li>' +
          '<li>Les cuisines collectives seront fermées : le restaurant universitaire vous accueille dès 11 h 30.</li>' +
          '</ul>' +
          '<p>À la remise en service, l’eau peut être trouble quelques minutes : laissez couler le robinet avant de la boire. Si vous constatez une fuite ou une baisse de pression après 14 h, signalez-la à l’accueil de votre maison.</p>' +
          '<p>Merci de votre compréhension et de votre patience.</p>',
      },
      en: {
        slug: 'water-cut-off-argentina-and-brazil-houses',
        title: 'Scheduled water cut-off at the Argentina House and the Brazil House',
        excerpt:
          '<p>Work on the main water pipe means there will be no hot or cold water on Tuesday from 8 am to 2 pm.</p>',
        alert:
          '<p><strong>Water cut-off on Tuesday from 8 am to 2 pm</strong> in both houses: remember to fill a few bottles the day before.</p>',
        content:
          '<p>The maintenance team is replacing a valve on the pipe that supplies the Argentina House and the Brazil House. To work safely, the water will be turned off <strong>on Tuesday from 8 am to 2 pm</strong> in both buildings, including rooms, kitchens and shared bathrooms.</p>' +
          '<h3>During the cut-off</h3>' +
          '<ul>' +
          '<li>The sports centre showers are open to residents of both houses on presentation of their resident card;</li>' +
          '<li>Bottled water is handed out at each house’s reception from 7.30 am;</li>' +
          '<li>The shared kitchens will be closed: the campus restaurant opens at 11.30 am.</li>' +
          '</ul>' +
          '<p>When the water comes back on it may look cloudy for a few minutes: let the tap run before drinking. If you notice a leak or low pressure after 2 pm, please report it to your house reception.</p>' +
          '<p>Thank you for your understanding and patience.</p>',
      },
    },
  },
  {
    key: 'exam-quiet-hours',
    daysAgo: 5,
    sticky: true,
    houseSlugs: [],
    serviceSlug: 'housing',
    tagSlugs: [],
    image: 'news/library.svg',
    text: {
      fr: {
        slug: 'periode-d-examens-horaires-de-silence-renforces',
        title: 'Période d’examens : horaires de silence renforcés',
        excerpt:
          '<p>Jusqu’à la fin des examens, le silence est de rigueur dans les maisons à partir de 21 h. Merci de penser à ceux qui révisent.</p>',
        content:
          '<p>La session d’examens commence et beaucoup d’entre vous révisent tard le soir. Pour que chacun puisse travailler et dormir correctement, les <strong>horaires de silence</strong> sont élargis dans toutes les maisons jusqu’à la fin de la session.</p>' +
          '<table>' +
          '<thead><tr><th>Période</th><th>Horaires de silence</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Du dimanche au jeudi</td><td>de 21 h à 8 h</td></tr>' +
          '<tr><td>Vendredi et samedi</td><td>de 23 h à 9 h</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Pendant ces plages horaires, les fêtes en chambre et dans les espaces communs sont suspendues, et les salons restent ouverts pour le travail en petits groupes, à voix basse. Les comités de résidents pourront accorder des exceptions pour des événements déjà programmés.</p>' +
          '<p>Besoin d’un endroit calme ? La bibliothèque ouvre plus longtemps : consultez ses <a href="/news/horaires-elargis-de-la-bibliotheque-pendant-les-examens">horaires élargis</a>. Et en cas de nuisance persistante, contactez l’accueil de votre maison plutôt que d’intervenir vous-même.</p>' +
          '<p>Bon courage à toutes et à tous !</p>',
      },
      en: {
        slug: 'exam-period-extended-quiet-hours',
        title: 'Exam period: extended quiet hours',
        excerpt:
          '<p>Until the end of exams, the houses are quiet from 9 pm. Please be considerate of residents who are revising.</p>',
        content:
          '<p>Exam season has started and many of you are studying late into the evening. So that everyone can work and sleep properly, <strong>quiet hours</strong> are extended in every house until the end of the session.</p>' +
          '<table>' +
          '<thead><tr><th>Days</th><th>Quiet hours</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Sunday to Thursday</td><td>9 pm to 8 am</td></tr>' +
          '<tr><td>Friday and Saturday</td><td>11 pm to 9 am</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>During these hours, parties in rooms and shared spaces are on hold, and the lounges stay open for quiet group work. House committees may grant exceptions for events that were already planned.</p>' +
          '<p>Looking for a quiet spot? The library is open longer: check its <a href="/news/extended-library-hours-during-exams">extended hours</a>. If noise keeps disturbing you, contact your house reception rather than stepping in yourself.</p>' +
          '<p>Good luck, everyone!</p>',
      },
    },
  },
  {
    key: 'residence-permit-help',
    daysAgo: 10,
    sticky: true,
    houseSlugs: [],
    serviceSlug: 'international-relations',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'titre-de-sejour-permanences-d-aide-aux-demarches',
        title: 'Titre de séjour : permanences d’aide aux démarches',
        excerpt:
          '<p>Validation du visa, première demande ou renouvellement de titre de séjour : le service des relations internationales vous accompagne lors de permanences hebdomadaires.</p>',
        content:
          '<p>Les démarches de séjour en France se font désormais presque entièrement en ligne, sur le site de l’<a href="https://administration-etrangers-en-france.interieur.gouv.fr/" target="_blank">Administration numérique pour les étrangers en France (ANEF)</a>. Le parcours n’est pas toujours simple : le service des relations internationales tient des <strong>permanences d’aide</strong> chaque semaine.</p>' +
          '<h2>Quand et où ?</h2>' +
          '<ul>' +
          '<li><strong>Mardi de 14 h à 17 h</strong> : visas long séjour valant titre de séjour (VLS-TS) et validation en ligne ;</li>' +
          '<li><strong>Jeudi de 9 h 30 à 12 h 30</strong> : renouvellements, changements de statut et titres « passeport talent » ;</li>' +
          '<li>Bureau 104, Maison internationale, sans rendez-vous.</li>' +
          '</ul>' +
          '<p>Apportez votre passeport, votre visa, un justificatif de domicile (l’attestation de résidence se télécharge depuis le portail) et, si vous en avez, votre certificat de scolarité ou votre convention d’accueil. Les conseillers ne remplissent pas les formulaires à votre place, mais ils vérifient votre dossier avec vous et répondent à vos questions.</p>' +
          '<p>Une fois votre titre obtenu, pensez à demander l’<a href="/news/aide-au-logement-de-la-caf-comment-faire-votre-demande">aide au logement de la CAF</a>. Et retrouvez toutes les étapes de votre installation sur la page <a href="/pages/informations-pratiques/arrivee">Votre arrivée</a>.</p>',
        faq: [
          {
            faq_ask: 'Quand dois-je valider mon visa long séjour ?',
            faq_answer:
              '<p>Dans les <strong>trois mois</strong> qui suivent votre arrivée en France, en ligne sur le site de l’ANEF. Sans validation, vous ne pourrez pas quitter puis revenir dans l’espace Schengen avec ce visa.</p>',
          },
          {
            faq_ask: 'Combien de temps avant l’expiration dois-je demander le renouvellement ?',
            faq_answer:
              '<p>Déposez votre demande entre <strong>quatre et deux mois</strong> avant la date d’expiration de votre titre actuel. Un dépôt tardif peut entraîner une interruption de vos droits, notamment à l’aide au logement.</p>',
          },
          {
            faq_ask: 'Comment obtenir une attestation de résidence ?',
            faq_answer:
              '<p>Elle se télécharge dans la rubrique Services du portail, ou se demande à l’accueil de votre maison. Elle est acceptée comme justificatif de domicile par la préfecture.</p>',
          },
          {
            faq_ask: 'Les permanences sont-elles ouvertes aux familles des résidents ?',
            faq_answer:
              '<p>Oui, les conjoints et enfants hébergés sur le campus peuvent être reçus avec le résident titulaire du contrat.</p>',
          },
        ],
      },
      en: {
        slug: 'residence-permits-drop-in-help-sessions',
        title: 'Residence permits: drop-in help sessions',
        excerpt:
          '<p>Validating your visa, applying for a first residence permit or renewing one: the International Relations office can help at weekly drop-in sessions.</p>',
        content:
          '<p>Residence formalities in France are now almost entirely online, on the <a href="https://administration-etrangers-en-france.interieur.gouv.fr/" target="_blank">ANEF website</a> (the government’s digital service for foreign nationals). It is not always straightforward, so the International Relations office runs <strong>drop-in help sessions</strong> every week.</p>' +
          '<h2>When and where</h2>' +
          '<ul>' +
          '<li><strong>Tuesday, 2 pm to 5 pm</strong>: long-stay visas equivalent to a residence permit (VLS-TS) and online validation;</li>' +
          '<li><strong>Thursday, 9.30 am to 12.30 pm</strong>: renewals, change of status and “talent passport” permits;</li>' +
          '<li>Room 104, International House, no appointment needed.</li>' +
          '</ul>' +
          '<p>Bring your passport, your visa, proof of address (your residence certificate can be downloaded from the portal) and, if you have them, your enrolment certificate or hosting agreement. Advisers will not fill in the forms for you, but they will go through your file with you and answer your questions.</p>' +
          '<p>Once you have your permit, remember to apply for the <a href="/news/caf-housing-allowance-how-to-apply">CAF housing allowance</a>. Every step of settling in is on the <a href="/pages/practical-information/arrival">Your arrival</a> page.</p>',
        faq: [
          {
            faq_ask: 'When do I need to validate my long-stay visa?',
            faq_answer:
              '<p>Within <strong>three months</strong> of arriving in France, online on the ANEF website. Without validation you cannot leave the Schengen area and come back on that visa.</p>',
          },
          {
            faq_ask: 'How long before it expires should I apply to renew my permit?',
            faq_answer:
              '<p>Apply between <strong>four and two months</strong> before your current permit expires. Applying late can interrupt your rights, including your housing allowance.</p>',
          },
          {
            faq_ask: 'How do I get a residence certificate?',
            faq_answer:
              '<p>Download it from the Services section of the portal, or ask at your house reception. The prefecture accepts it as proof of address.</p>',
          },
          {
            faq_ask: 'Can residents’ families come to the sessions?',
            faq_answer:
              '<p>Yes, spouses and children living on campus are welcome together with the resident who holds the agreement.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'phishing-warning',
    daysAgo: 4,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'it-support',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'attention-aux-faux-e-mails-de-paiement-de-redevance',
        title: 'Attention aux faux e-mails de paiement de redevance',
        excerpt:
          '<p>Des messages frauduleux imitant le service logement circulent. Ne cliquez sur aucun lien et ne communiquez jamais vos coordonnées bancaires par e-mail.</p>',
        alert:
          '<p><strong>Tentative d’hameçonnage en cours</strong> : le service logement ne vous demandera jamais vos coordonnées bancaires par e-mail.</p>',
        content:
          '<p>Depuis quelques jours, plusieurs résidents ont reçu un e-mail intitulé « Régularisation urgente de votre redevance » qui semble venir du service logement. Il invite à payer un prétendu arriéré sur un site qui imite celui de la Cité. <strong>C’est une arnaque.</strong></p>' +
          '<h3>Comment reconnaître un message frauduleux ?</h3>' +
          '<ul>' +
          '<li>L’adresse de l’expéditeur ne se termine pas par <em>@campus.example</em> ;</li>' +
          '<li>Le ton est pressant et menace d’expulsion ou de pénalités ;</li>' +
          '<li>Le lien mène vers un site dont l’adresse est inconnue ou mal orthographiée.</li>' +
          '</ul>' +
          '<p>Vos factures officielles sont uniquement consultables dans l’onglet Factures du portail : lisez <a href="/news/vos-factures-de-redevance-sur-le-portail">comment les retrouver</a>. Si vous avez déjà saisi vos identifiants, changez immédiatement votre mot de passe et prévenez votre banque.</p>' +
          '<p>Transférez le message suspect en pièce jointe à <a href="mailto:securite@campus.example">securite@campus.example</a>, puis supprimez-le. Merci pour votre vigilance !</p>',
      },
      en: {
        slug: 'beware-of-fake-rent-payment-e-mails',
        title: 'Beware of fake rent-payment e-mails',
        excerpt:
          '<p>Fraudulent messages pretending to come from the Housing office are going around. Do not click any link and never send your bank details by e-mail.</p>',
        alert:
          '<p><strong>Phishing attempt under way</strong>: the Housing office will never ask for your bank details by e-mail.</p>',
        content:
          '<p>Over the past few days, several residents have received an e-mail titled “Urgent settlement of your rent” that seems to come from the Housing office. It asks them to pay alleged arrears on a website that mimics the campus one. <strong>It is a scam.</strong></p>' +
          '<h3>How to spot a fraudulent message</h3>' +
          '<ul>' +
          '<li>The sender’s address does not end in <em>@campus.example</em>;</li>' +
          '<li>The tone is urgent and threatens eviction or penalties;</li>' +
          '<li>The link leads to an unfamiliar or misspelt web address.</li>' +
          '</ul>' +
          '<p>Your official invoices are only available in the Invoices tab of the portal: read <a href="/news/your-rent-invoices-now-on-the-portal">how to find them</a>. If you have already typed in your credentials, change your password straight away and alert your bank.</p>' +
          '<p>Forward the suspicious message as an attachment to <a href="mailto:securite@campus.example">securite@campus.example</a>, then delete it. Thank you for staying alert!</p>',
      },
    },
  },
  {
    key: 'restaurant-weekly-menu',
    daysAgo: 3,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'restaurant',
    tagSlugs: ['cuisine'],
    image: 'news/restaurant.svg',
    text: {
      fr: {
        slug: 'au-menu-cette-semaine-au-restaurant-universitaire',
        title: 'Au menu cette semaine au restaurant universitaire',
        excerpt:
          '<p>Cuisine de saison, plats du monde et une option végétarienne chaque jour : découvrez les menus de la semaine.</p>',
        content:
          '<p>L’équipe du restaurant universitaire vous a concocté une semaine placée sous le signe des produits de saison, avec des légumes venus de maraîchers d’Île-de-France. Comme toujours, un plat végétarien est proposé à chaque service.</p>' +
          '<table>' +
          '<thead><tr><th>Jour</th><th>Plat du jour</th><th>Option végétarienne</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Lundi</td><td>Poulet basquaise et riz pilaf</td><td>Piperade aux œufs</td></tr>' +
          '<tr><td>Mardi</td><td>Dahl de lentilles corail et naan</td><td>Dahl de lentilles corail et naan</td></tr>' +
          '<tr><td>Mercredi</td><td>Filet de colin, purée de panais</td><td>Gratin de légumes racines</td></tr>' +
          '<tr><td>Jeudi</td><td>Chili con carne</td><td>Chili sin carne</td></tr>' +
          '<tr><td>Vendredi</td><td>Couscous royal</td><td>Couscous aux sept légumes</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Le restaurant est ouvert du lundi au vendredi de <strong>11 h 30 à 14 h</strong> et de <strong>18 h 30 à 20 h 30</strong>, le samedi midi uniquement. Le repas complet (entrée, plat, dessert) coûte 3,30 € pour les étudiants ; les boursiers bénéficient du tarif à 1 €.</p>' +
          '<p>Une allergie ou un régime particulier ? La liste des allergènes est affichée à l’entrée de chaque ligne de service, et l’équipe se tient à votre disposition.</p>',
      },
      en: {
        slug: 'this-weeks-menu-at-the-campus-restaurant',
        title: 'This week’s menu at the campus restaurant',
        excerpt:
          '<p>Seasonal cooking, dishes from around the world and a vegetarian option every day: here are this week’s menus.</p>',
        content:
          '<p>The campus restaurant team has put together a week of seasonal produce, with vegetables from market gardeners around Paris. As always, there is a vegetarian dish at every service.</p>' +
          '<table>' +
          '<thead><tr><th>Day</th><th>Dish of the day</th><th>Vegetarian option</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Monday</td><td>Basque-style chicken with rice pilaf</td><td>Piperade with eggs</td></tr>' +
          '<tr><td>Tuesday</td><td>Red lentil dahl with naan</td><td>Red lentil dahl with naan</td></tr>' +
          '<tr><td>Wednesday</td><td>Pollock fillet with parsnip mash</td><td>Root vegetable gratin</td></tr>' +
          '<tr><td>Thursday</td><td>Chilli con carne</td><td>Chilli sin carne</td></tr>' +
          '<tr><td>Friday</td><td>Royal couscous</td><td>Seven-vegetable couscous</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>The restaurant is open Monday to Friday from <strong>11.30 am to 2 pm</strong> and from <strong>6.30 pm to 8.30 pm</strong>, and on Saturday for lunch only. A full meal (starter, main course, dessert) costs €3.30 for students; grant holders pay €1.</p>' +
          '<p>Allergies or a special diet? The list of allergens is displayed at the start of each serving line, and the team is happy to help.</p>',
      },
    },
  },
  {
    key: 'football-tournament-registration',
    daysAgo: 6,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'sports',
    tagSlugs: ['football'],
    image: 'events/football.svg',
    text: {
      fr: {
        slug: 'tournoi-de-football-inter-maisons-inscriptions-ouvertes',
        title: 'Tournoi de football inter-maisons : inscriptions ouvertes',
        excerpt:
          '<p>Formez une équipe avec les résidents de votre maison et tentez de décrocher la coupe de la Cité. Inscriptions jusqu’à jeudi soir.</p>',
        content:
          '<p>C’est le rendez-vous sportif le plus attendu de l’année : le <strong>tournoi de football inter-maisons</strong> revient sur le terrain synthétique du campus ! L’an dernier, 24 équipes de toutes les nationalités se sont affrontées dans une ambiance aussi compétitive que fraternelle.</p>' +
          '<h2>Le règlement en bref</h2>' +
          '<ul>' +
          '<li>Équipes de 7 joueurs, plus 3 remplaçants au maximum ;</li>' +
          '<li>Au moins deux joueuses sur le terrain, ou une équipe entièrement féminine ;</li>' +
          '<li>Chaque équipe représente une maison (les maisons voisines peuvent s’associer) ;</li>' +
          '<li>Matchs de 2 × 12 minutes, phase de poules le matin et phase finale l’après-midi.</li>' +
          '</ul>' +
          '<p>L’inscription est gratuite. Le capitaine remplit le formulaire ci-dessous en indiquant le nom de l’équipe, la maison et la liste des joueurs. Tous les détails pratiques sont sur la page de l’événement <a href="/events/tournoi-de-football-inter-maisons">Tournoi de football inter-maisons</a>.</p>' +
          '<blockquote>« Le tournoi, c’est le meilleur moyen de rencontrer des gens des autres maisons. On a perdu en quart, mais on a gagné une bande d’amis. » — Lucía, Maison de l’Argentine</blockquote>',
        form: {
          form_title: 'Inscrire mon équipe',
          form_email_receiver: 'sports@campus.example',
          form_activation: true,
        },
      },
      en: {
        slug: 'inter-house-football-tournament-registration-open',
        title: 'Inter-house football tournament: registration open',
        excerpt:
          '<p>Build a team with residents of your house and go for the campus cup. Registration closes on Thursday evening.</p>',
        content:
          '<p>It is the most eagerly awaited sporting event of the year: the <strong>inter-house football tournament</strong> is back on the campus all-weather pitch! Last year, 24 teams of every nationality played in a spirit as competitive as it was friendly.</p>' +
          '<h2>The rules in brief</h2>' +
          '<ul>' +
          '<li>Teams of 7 players, plus up to 3 substitutes;</li>' +
          '<li>At least two women on the pitch, or an all-women team;</li>' +
          '<li>Each team represents a house (neighbouring houses may join forces);</li>' +
          '<li>Matches of 2 × 12 minutes, group stage in the morning and knockout rounds in the afternoon.</li>' +
          '</ul>' +
          '<p>Registration is free. The captain fills in the form below with the team name, the house and the list of players. All the practical details are on the <a href="/events/inter-house-football-tournament">Inter-house football tournament</a> event page.</p>' +
          '<blockquote>“The tournament is the best way to meet people from other houses. We lost in the quarter-finals, but we gained a whole group of friends.” — Lucía, Argentina House</blockquote>',
        form: {
          form_title: 'Register my team',
          form_email_receiver: 'sports@campus.example',
          form_activation: true,
        },
      },
    },
  },
  {
    key: 'library-exam-hours',
    daysAgo: 8,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'library',
    tagSlugs: ['lecture'],
    image: 'news/library.svg',
    text: {
      fr: {
        slug: 'horaires-elargis-de-la-bibliotheque-pendant-les-examens',
        title: 'Horaires élargis de la bibliothèque pendant les examens',
        excerpt:
          '<p>Pendant la session d’examens, la bibliothèque ouvre de 8 h à minuit en semaine et le dimanche après-midi.</p>',
        content:
          '<p>Pour vous accompagner dans vos révisions, la bibliothèque du campus élargit ses horaires pendant toute la période d’examens. La salle de lecture offre 180 places assises, dont 40 équipées de prises électriques et de lampes individuelles.</p>' +
          '<table>' +
          '<thead><tr><th>Jour</th><th>Horaires habituels</th><th>Pendant les examens</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Lundi – vendredi</td><td>9 h – 20 h</td><td>8 h – minuit</td></tr>' +
          '<tr><td>Samedi</td><td>10 h – 18 h</td><td>9 h – 22 h</td></tr>' +
          '<tr><td>Dimanche</td><td>fermé</td><td>13 h – 20 h</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Les salles de travail en groupe (4 à 8 personnes) se réservent depuis le catalogue en ligne, pour deux heures maximum par jour. Merci de libérer les places que vous n’occupez plus : les affaires laissées plus de 45 minutes sans surveillance seront déplacées à l’accueil.</p>' +
          '<p>Vous rédigez un mémoire ou une thèse ? Ne manquez pas le <a href="/events/bootcamp-de-redaction-de-these">bootcamp de rédaction de thèse</a> organisé par l’équipe de la bibliothèque.</p>',
      },
      en: {
        slug: 'extended-library-hours-during-exams',
        title: 'Extended library hours during exams',
        excerpt:
          '<p>During the exam session, the library opens from 8 am to midnight on weekdays and on Sunday afternoons.</p>',
        content:
          '<p>To support your revision, the campus library is extending its opening hours throughout the exam period. The reading room has 180 seats, 40 of them with power sockets and individual lamps.</p>' +
          '<table>' +
          '<thead><tr><th>Day</th><th>Usual hours</th><th>During exams</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Monday – Friday</td><td>9 am – 8 pm</td><td>8 am – midnight</td></tr>' +
          '<tr><td>Saturday</td><td>10 am – 6 pm</td><td>9 am – 10 pm</td></tr>' +
          '<tr><td>Sunday</td><td>closed</td><td>1 pm – 8 pm</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Group study rooms (4 to 8 people) can be booked through the online catalogue, for up to two hours a day. Please free up seats you are no longer using: belongings left unattended for more than 45 minutes will be taken to the front desk.</p>' +
          '<p>Writing a dissertation or a thesis? Don’t miss the <a href="/events/thesis-writing-bootcamp">thesis-writing bootcamp</a> run by the library team.</p>',
      },
    },
  },
  {
    key: 'spring-concert',
    daysAgo: 9,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'culture',
    tagSlugs: ['musique'],
    image: 'events/concert.svg',
    text: {
      fr: {
        slug: 'concert-de-printemps-de-l-orchestre-de-la-cite',
        title: 'Concert de printemps de l’orchestre de la Cité',
        excerpt:
          '<p>Soixante musiciens résidents, vingt nationalités et un programme de Dvořák à Piazzolla : l’orchestre de la Cité donne son concert de printemps au théâtre.</p>',
        content:
          '<p>Après six mois de répétitions hebdomadaires, l’<strong>orchestre de la Cité</strong> présente son concert de printemps. Sous la direction de la cheffe Amina Diallo, résidente de la Maison internationale, les soixante musiciens amateurs et professionnels interpréteront un programme qui fait voyager.</p>' +
          '<h3>Programme</h3>' +
          '<ol>' +
          '<li>Antonín Dvořák, <em>Symphonie n° 9 « Du Nouveau Monde »</em>, 1er et 4e mouvements ;</li>' +
          '<li>Astor Piazzolla, <em>Les Quatre Saisons de Buenos Aires</em>, avec le bandonéoniste Mateo Ruiz ;</li>' +
          '<li>Heitor Villa-Lobos, <em>Bachianas Brasileiras n° 5</em>.</li>' +
          '</ol>' +
          '<p>L’entrée est libre dans la limite des places disponibles, mais la réservation est conseillée. Toutes les informations pratiques sont sur la page de l’événement <a href="/events/concert-de-printemps-orchestre-de-la-cite">Concert de printemps</a>.</p>' +
          '<p>Vous jouez d’un instrument ? L’orchestre recrute des cordes et des cuivres pour la saison prochaine : écrivez à <a href="mailto:culture@campus.example">culture@campus.example</a>.</p>',
      },
      en: {
        slug: 'spring-concert-by-the-campus-orchestra',
        title: 'Spring concert by the campus orchestra',
        excerpt:
          '<p>Sixty resident musicians, twenty nationalities and a programme from Dvořák to Piazzolla: the campus orchestra gives its spring concert at the theatre.</p>',
        content:
          '<p>After six months of weekly rehearsals, the <strong>campus orchestra</strong> presents its spring concert. Conducted by Amina Diallo, a resident of the International House, the sixty amateur and professional musicians will perform a programme that travels the world.</p>' +
          '<h3>Programme</h3>' +
          '<ol>' +
          '<li>Antonín Dvořák, <em>Symphony No. 9 “From the New World”</em>, 1st and 4th movements;</li>' +
          '<li>Astor Piazzolla, <em>The Four Seasons of Buenos Aires</em>, with bandoneon player Mateo Ruiz;</li>' +
          '<li>Heitor Villa-Lobos, <em>Bachianas Brasileiras No. 5</em>.</li>' +
          '</ol>' +
          '<p>Admission is free while seats last, but booking is recommended. All the practical information is on the <a href="/events/spring-concert-campus-orchestra">Spring concert</a> event page.</p>' +
          '<p>Do you play an instrument? The orchestra is looking for strings and brass for next season: write to <a href="mailto:culture@campus.example">culture@campus.example</a>.</p>',
      },
    },
  },
  {
    key: 'argentina-milonga',
    daysAgo: 11,
    sticky: false,
    houseSlugs: ['maison-de-l-argentine'],
    tagSlugs: ['musique', 'danse'],
    text: {
      fr: {
        slug: 'milonga-du-jeudi-a-la-maison-de-l-argentine',
        title: 'La milonga du jeudi revient au salon de la Maison de l’Argentine',
        excerpt:
          '<p>Tous les jeudis soir, le grand salon se transforme en piste de tango. Débutants bienvenus : un cours d’initiation précède le bal.</p>',
        content:
          '<p>Bonne nouvelle pour les amateurs de tango : la <strong>milonga du jeudi</strong> reprend au grand salon de la Maison de l’Argentine, fraîchement rénové et doté d’un nouveau parquet.</p>' +
          '<ul>' +
          '<li><strong>19 h 30 – 20 h 30</strong> : cours d’initiation avec Sofía et Martín, pas besoin de venir accompagné(e) ;</li>' +
          '<li><strong>20 h 30 – 23 h</strong> : bal ouvert à tous, musique des orchestres de l’âge d’or.</li>' +
          '</ul>' +
          '<p>La participation est libre ; le comité de résidents propose maté et empanadas à prix doux. Prévoyez des chaussures à semelle lisse, et n’hésitez pas à venir avec vos voisins des autres maisons : le bal est ouvert à tous.</p>' +
          '<p>Merci de respecter les horaires : la musique s’arrête à 23 h précises par égard pour les résidents des étages.</p>',
      },
      en: {
        slug: 'thursday-milonga-at-the-argentina-house',
        title: 'The Thursday milonga is back in the Argentina House lounge',
        excerpt:
          '<p>Every Thursday evening the main lounge turns into a tango floor. Beginners welcome: a taster class comes before the dance.</p>',
        content:
          '<p>Good news for tango lovers: the <strong>Thursday milonga</strong> is back in the main lounge of the Argentina House, freshly renovated with a brand-new parquet floor.</p>' +
          '<ul>' +
          '<li><strong>7.30 pm – 8.30 pm</strong>: taster class with Sofía and Martín, no partner needed;</li>' +
          '<li><strong>8.30 pm – 11 pm</strong>: open dance with music from the golden-age orchestras.</li>' +
          '</ul>' +
          '<p>Entry is free; the house committee serves maté and empanadas at low prices. Wear shoes with smooth soles, and feel free to bring your neighbours from other houses: the dance is open to all.</p>' +
          '<p>Please respect the schedule: the music stops at 11 pm sharp out of consideration for residents upstairs.</p>',
      },
    },
  },
  {
    key: 'bike-workshop',
    daysAgo: 12,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'student-life',
    tagSlugs: ['benevolat'],
    image: 'news/bike.svg',
    text: {
      fr: {
        slug: 'l-atelier-velo-rouvre-ses-portes',
        title: 'L’atelier vélo rouvre ses portes',
        excerpt:
          '<p>Outils, pièces d’occasion et conseils de bénévoles : l’atelier d’autoréparation vous aide à entretenir votre vélo, gratuitement.</p>',
        content:
          '<p>Crevaison, freins qui grincent, chaîne qui saute ? L’<strong>atelier vélo participatif</strong> rouvre dans son nouveau local, au sous-sol de la Maison internationale. Le principe : vous réparez vous-même votre vélo, avec les outils de l’atelier et l’aide de bénévoles passionnés.</p>' +
          '<figure>' +
          '<img src="/sample-images/news/bike.svg" alt="Illustration d’un vélo sur fond vert" width="640" height="400" loading="lazy">' +
          '<figcaption>L’atelier dispose de deux pieds d’atelier et d’un stock de pièces d’occasion.</figcaption>' +
          '</figure>' +
          '<h3>Horaires</h3>' +
          '<ul>' +
          '<li>Mercredi de 17 h à 20 h ;</li>' +
          '<li>Samedi de 10 h à 13 h.</li>' +
          '</ul>' +
          '<p>L’accès est gratuit pour les résidents ; les pièces neuves sont vendues à prix coûtant. Des vélos abandonnés sur le campus sont remis en état et proposés à la location pour un semestre : renseignez-vous sur place.</p>' +
          '<p>Envie de donner un coup de main ? L’atelier cherche des bénévoles, même débutants : la meilleure façon d’apprendre, c’est de réparer !</p>',
      },
      en: {
        slug: 'the-bike-repair-workshop-reopens',
        title: 'The bike repair workshop reopens',
        excerpt:
          '<p>Tools, second-hand parts and advice from volunteers: the do-it-yourself workshop helps you look after your bike, free of charge.</p>',
        content:
          '<p>A puncture, squeaky brakes, a slipping chain? The <strong>community bike workshop</strong> reopens in its new space in the basement of the International House. The idea is simple: you fix your own bike, with the workshop’s tools and the help of enthusiastic volunteers.</p>' +
          '<figure>' +
          '<img src="/sample-images/news/bike.svg" alt="Illustration of a bicycle on a green background" width="640" height="400" loading="lazy">' +
          '<figcaption>The workshop has two repair stands and a stock of second-hand parts.</figcaption>' +
          '</figure>' +
          '<h3>Opening hours</h3>' +
          '<ul>' +
          '<li>Wednesday, 5 pm to 8 pm;</li>' +
          '<li>Saturday, 10 am to 1 pm.</li>' +
          '</ul>' +
          '<p>Access is free for residents; new parts are sold at cost. Bikes abandoned on campus are refurbished and rented out for a semester: ask at the workshop.</p>' +
          '<p>Fancy lending a hand? The workshop is looking for volunteers, beginners included: the best way to learn is to repair!</p>',
      },
    },
  },
  {
    key: 'caf-housing-allowance',
    daysAgo: 14,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'housing',
    tagSlugs: [],
    image: 'news/residence.svg',
    text: {
      fr: {
        slug: 'aide-au-logement-de-la-caf-comment-faire-votre-demande',
        title: 'Aide au logement de la CAF : comment faire votre demande',
        excerpt:
          '<p>La plupart des résidents peuvent bénéficier d’une aide au logement versée par la CAF. Voici les étapes pour déposer votre demande sans erreur.</p>',
        content:
          '<p>Les logements de la Cité ouvrent droit à l’<strong>aide personnalisée au logement (APL)</strong>, versée par la Caisse d’allocations familiales. Selon vos ressources, elle peut couvrir une part importante de votre redevance mensuelle. Les étudiants étrangers y ont droit dès lors qu’ils disposent d’un titre de séjour valide.</p>' +
          '<h2>Les étapes</h2>' +
          '<ol>' +
          '<li>Faites une simulation sur le site de la <a href="https://www.caf.fr/" target="_blank">CAF</a> ;</li>' +
          '<li>Créez votre compte allocataire et remplissez la demande en ligne, dès le mois de votre arrivée ;</li>' +
          '<li>Téléchargez l’attestation de loyer depuis le portail (rubrique Services) et joignez-la à votre demande ;</li>' +
          '<li>Envoyez les pièces demandées : titre de séjour, RIB d’un compte en France, acte de naissance.</li>' +
          '</ol>' +
          '<p>L’aide est versée à partir du mois suivant votre entrée dans le logement, directement à la Cité : elle vient alors en déduction de votre redevance. Pensez à déclarer tout changement de situation (départ, changement de chambre, ressources).</p>' +
          '<p>Vous attendez encore votre titre de séjour ? Commencez par les <a href="/news/titre-de-sejour-permanences-d-aide-aux-demarches">permanences d’aide aux démarches</a>. Le service logement peut aussi relire votre dossier avant envoi.</p>',
        faq: [
          {
            faq_ask: 'Je n’ai pas encore de compte bancaire en France. Puis-je faire la demande ?',
            faq_answer:
              '<p>Oui, vous pouvez déposer la demande et transmettre votre RIB plus tard. L’aide ne sera versée qu’une fois le RIB reçu, avec effet rétroactif.</p>',
          },
          {
            faq_ask:
              'Mon acte de naissance est rédigé dans une langue étrangère. Faut-il le faire traduire ?',
            faq_answer:
              '<p>La CAF accepte en général les actes rédigés en anglais, espagnol, italien, portugais ou allemand. Pour les autres langues, une traduction par un traducteur assermenté peut être demandée.</p>',
          },
          {
            faq_ask: 'Que se passe-t-il quand je quitte mon logement ?',
            faq_answer:
              '<p>Déclarez votre départ à la CAF dans le mois qui suit. Les sommes versées à tort devront être remboursées. Consultez aussi la page <a href="/pages/informations-pratiques/depart">Votre départ</a>.</p>',
          },
        ],
      },
      en: {
        slug: 'caf-housing-allowance-how-to-apply',
        title: 'CAF housing allowance: how to apply',
        excerpt:
          '<p>Most residents can receive a housing allowance from the CAF. Here are the steps to apply without mistakes.</p>',
        content:
          '<p>Campus accommodation is eligible for the <strong>personal housing allowance (APL)</strong> paid by the CAF, the French family allowance fund. Depending on your income, it can cover a large share of your monthly rent. International students are eligible as long as they hold a valid residence permit.</p>' +
          '<h2>Step by step</h2>' +
          '<ol>' +
          '<li>Run a simulation on the <a href="https://www.caf.fr/" target="_blank">CAF website</a>;</li>' +
          '<li>Create your claimant account and fill in the online application in the month you arrive;</li>' +
          '<li>Download the rent certificate from the portal (Services section) and attach it to your application;</li>' +
          '<li>Send the documents requested: residence permit, details of a French bank account, birth certificate.</li>' +
          '</ol>' +
          '<p>The allowance is paid from the month after you move in, directly to the campus, and is deducted from your rent. Remember to report any change in your situation (moving out, changing rooms, income).</p>' +
          '<p>Still waiting for your residence permit? Start with the <a href="/news/residence-permits-drop-in-help-sessions">drop-in help sessions</a>. The Housing office can also check your file before you send it.</p>',
        faq: [
          {
            faq_ask: 'I don’t have a French bank account yet. Can I still apply?',
            faq_answer:
              '<p>Yes, you can apply and send your bank details later. The allowance will only be paid once they are received, backdated to the start of your rights.</p>',
          },
          {
            faq_ask: 'My birth certificate is in a foreign language. Does it need translating?',
            faq_answer:
              '<p>The CAF usually accepts certificates in English, Spanish, Italian, Portuguese or German. For other languages, it may ask for a translation by a sworn translator.</p>',
          },
          {
            faq_ask: 'What happens when I move out?',
            faq_answer:
              '<p>Tell the CAF you have left within a month. Any amount paid in error will have to be repaid. See also the <a href="/pages/practical-information/departure">Your departure</a> page.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'film-club-season',
    daysAgo: 15,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'culture',
    tagSlugs: ['cinema'],
    image: 'events/cinema.svg',
    text: {
      fr: {
        slug: 'cine-club-cycle-villes-du-monde',
        title: 'Ciné-club : le cycle « Villes du monde » commence',
        excerpt:
          '<p>Un mercredi sur deux, le ciné-club vous emmène dans une grande ville du monde, de Paris à Tokyo en passant par Rio.</p>',
        content:
          '<p>Le ciné-club de la Cité lance son nouveau cycle, <strong>« Villes du monde »</strong> : huit films, huit villes, et autant de regards sur la vie urbaine. Chaque séance est présentée par un résident originaire du pays du film et suivie d’une discussion autour d’un verre.</p>' +
          '<ul>' +
          '<li><em>Cléo de 5 à 7</em>, Agnès Varda — Paris ;</li>' +
          '<li><em>Central do Brasil</em>, Walter Salles — Rio de Janeiro ;</li>' +
          '<li><em>Tokyo Story</em>, Yasujirō Ozu — Tokyo ;</li>' +
          '<li><em>Nueve reinas</em>, Fabián Bielinsky — Buenos Aires.</li>' +
          '</ul>' +
          '<p>Les films sont projetés en version originale sous-titrée en français et en anglais. L’entrée est gratuite pour les résidents et leurs invités.</p>' +
          '<p>Découvrez les autres activités culturelles du campus sur la page <a href="/pages/vie-du-campus/culture">Culture</a>.</p>',
      },
      en: {
        slug: 'film-club-cities-of-the-world-season',
        title: 'Film club: the “Cities of the world” season begins',
        excerpt:
          '<p>Every other Wednesday, the film club takes you to one of the world’s great cities, from Paris to Tokyo by way of Rio.</p>',
        content:
          '<p>The campus film club is launching its new season, <strong>“Cities of the world”</strong>: eight films, eight cities and as many takes on urban life. Each screening is introduced by a resident from the film’s country and followed by a discussion over drinks.</p>' +
          '<ul>' +
          '<li><em>Cléo from 5 to 7</em>, Agnès Varda — Paris;</li>' +
          '<li><em>Central Station</em>, Walter Salles — Rio de Janeiro;</li>' +
          '<li><em>Tokyo Story</em>, Yasujirō Ozu — Tokyo;</li>' +
          '<li><em>Nine Queens</em>, Fabián Bielinsky — Buenos Aires.</li>' +
          '</ul>' +
          '<p>Films are shown in their original language with French and English subtitles. Admission is free for residents and their guests.</p>' +
          '<p>Find out about other cultural activities on campus on the <a href="/pages/campus-life/culture">Culture</a> page.</p>',
      },
    },
  },
  {
    key: 'language-tandems',
    daysAgo: 18,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'international-relations',
    tagSlugs: ['langues-etrangeres'],
    text: {
      fr: {
        slug: 'tandems-linguistiques-trouvez-votre-binome',
        title: 'Tandems linguistiques : trouvez votre binôme',
        excerpt:
          '<p>Vous parlez portugais et voulez progresser en allemand ? Le programme de tandems met en relation les résidents qui souhaitent échanger leurs langues.</p>',
        content:
          '<p>Avec plus de 140 nationalités sur le campus, la Cité est le meilleur endroit pour apprendre une langue. Le programme de <strong>tandems linguistiques</strong> forme des binômes de résidents qui s’apprennent mutuellement leur langue maternelle, à raison d’une heure ou deux par semaine.</p>' +
          '<h3>Comment ça marche ?</h3>' +
          '<ol>' +
          '<li>Remplissez le formulaire ci-dessous en indiquant les langues que vous parlez et celles que vous voulez pratiquer ;</li>' +
          '<li>Nous vous proposons un binôme sous deux semaines ;</li>' +
          '<li>Vous vous retrouvez où vous voulez : au café, à la bibliothèque, au parc…</li>' +
          '</ol>' +
          '<p>Les langues les plus demandées sont le français, l’anglais, l’espagnol et le mandarin, mais toutes les combinaisons sont possibles. Vous préférez la conversation en groupe ? Rejoignez le <a href="/events/cafe-des-langues">café des langues</a>.</p>',
        form: {
          form_title: 'Je cherche un binôme linguistique',
          form_email_receiver: 'international@campus.example',
          form_activation: true,
        },
      },
      en: {
        slug: 'language-tandems-find-your-exchange-partner',
        title: 'Language tandems: find your exchange partner',
        excerpt:
          '<p>You speak Portuguese and want to improve your German? The tandem programme pairs up residents who want to swap languages.</p>',
        content:
          '<p>With more than 140 nationalities on campus, this is the best place to learn a language. The <strong>language tandem</strong> programme pairs up residents who teach each other their mother tongue, for an hour or two a week.</p>' +
          '<h3>How it works</h3>' +
          '<ol>' +
          '<li>Fill in the form below with the languages you speak and those you want to practise;</li>' +
          '<li>We suggest a partner within two weeks;</li>' +
          '<li>You meet wherever you like: a café, the library, the park…</li>' +
          '</ol>' +
          '<p>The most requested languages are French, English, Spanish and Mandarin, but any combination is possible. Prefer chatting in a group? Join the <a href="/events/language-cafe">language café</a>.</p>',
        form: {
          form_title: 'Find me a language partner',
          form_email_receiver: 'international@campus.example',
          form_activation: true,
        },
      },
    },
  },
  {
    key: 'vaccination-campaign',
    daysAgo: 21,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'health',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'campagne-de-vaccination-au-centre-de-sante',
        title: 'Campagne de vaccination au centre de santé',
        excerpt:
          '<p>Mise à jour de vos vaccins, rappel diphtérie-tétanos-polio, méningocoque : le centre de santé du campus vous reçoit sans avance de frais.</p>',
        content:
          '<p>Le <strong>centre de santé</strong> du campus organise une campagne de vaccination pendant tout le mois. C’est l’occasion de faire le point sur votre carnet de vaccination, souvent incomplet après un changement de pays.</p>' +
          '<h3>Vaccins proposés</h3>' +
          '<ul>' +
          '<li>Diphtérie, tétanos, poliomyélite et coqueluche (rappel) ;</li>' +
          '<li>Rougeole, oreillons, rubéole ;</li>' +
          '<li>Méningocoques ACWY et B ;</li>' +
          '<li>Hépatite B.</li>' +
          '</ul>' +
          '<p>Les consultations ont lieu sur rendez-vous, du lundi au vendredi de 9 h à 12 h. Apportez votre carnet de vaccination (ou tout document en tenant lieu) et votre carte Vitale ou attestation de droits à l’<a href="https://www.ameli.fr/" target="_blank">Assurance maladie</a>.</p>' +
          '<p>Pour prendre rendez-vous : <a href="tel:+33199001234">01 99 00 12 34</a> ou <a href="mailto:sante@campus.example">sante@campus.example</a>. Plus d’informations sur <a href="https://vaccination-info-service.fr/" target="_blank">vaccination-info-service.fr</a>.</p>',
        faq: [
          {
            faq_ask: 'La vaccination est-elle payante ?',
            faq_answer:
              '<p>Non. Les vaccins et la consultation sont pris en charge sans avance de frais pour les résidents affiliés à l’Assurance maladie. Si vous n’êtes pas encore affilié(e), parlez-en à l’accueil : une solution sera trouvée.</p>',
          },
          {
            faq_ask: 'J’ai perdu mon carnet de vaccination. Que faire ?',
            faq_answer:
              '<p>Venez quand même : le médecin évaluera avec vous les vaccins utiles et pourra vous proposer une sérologie si nécessaire. Un nouveau carnet vous sera remis.</p>',
          },
          {
            faq_ask: 'Puis-je venir accompagné(e) de mon enfant ?',
            faq_answer:
              '<p>Oui, les enfants des résidents peuvent être vaccinés lors de la même consultation. Précisez-le au moment de la prise de rendez-vous.</p>',
          },
        ],
      },
      en: {
        slug: 'vaccination-campaign-at-the-health-centre',
        title: 'Vaccination campaign at the health centre',
        excerpt:
          '<p>Catch up on your vaccines, diphtheria-tetanus-polio boosters, meningococcus: the campus health centre sees you with nothing to pay up front.</p>',
        content:
          '<p>The campus <strong>health centre</strong> is running a vaccination campaign all month. It is a good opportunity to review your vaccination record, which is often incomplete after moving country.</p>' +
          '<h3>Vaccines available</h3>' +
          '<ul>' +
          '<li>Diphtheria, tetanus, polio and whooping cough (booster);</li>' +
          '<li>Measles, mumps, rubella;</li>' +
          '<li>Meningococcus ACWY and B;</li>' +
          '<li>Hepatitis B.</li>' +
          '</ul>' +
          '<p>Appointments are available Monday to Friday from 9 am to noon. Bring your vaccination record (or any equivalent document) and your Carte Vitale or your certificate of rights from the <a href="https://www.ameli.fr/" target="_blank">French health insurance</a>.</p>' +
          '<p>To book: <a href="tel:+33199001234">01 99 00 12 34</a> or <a href="mailto:sante@campus.example">sante@campus.example</a>. More information (in French) on <a href="https://vaccination-info-service.fr/" target="_blank">vaccination-info-service.fr</a>.</p>',
        faq: [
          {
            faq_ask: 'Do I have to pay for the vaccination?',
            faq_answer:
              '<p>No. Vaccines and the consultation are covered with nothing to pay up front for residents registered with the French health insurance. If you are not registered yet, talk to the reception desk: we will find a solution.</p>',
          },
          {
            faq_ask: 'I have lost my vaccination record. What should I do?',
            faq_answer:
              '<p>Come anyway: the doctor will work out with you which vaccines you need and may suggest a blood test if necessary. You will be given a new record.</p>',
          },
          {
            faq_ask: 'Can I bring my child?',
            faq_answer:
              '<p>Yes, residents’ children can be vaccinated during the same appointment. Just mention it when you book.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'lost-and-found',
    daysAgo: 25,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'student-life',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'objets-trouves-ils-vous-attendent-a-l-accueil',
        title: 'Objets trouvés : ils vous attendent à l’accueil',
        excerpt:
          '<p>Écharpes, clés, gourdes et même un violon : faites un tour au bureau des objets trouvés avant que les objets non réclamés ne soient donnés.</p>',
        content:
          '<p>Le bureau des <strong>objets trouvés</strong> de la Maison internationale déborde ! Depuis le début du semestre, plus de 150 objets ont été rapportés : vêtements, parapluies, trousseaux de clés, chargeurs, lunettes, cartes de résident… et un violon dans son étui.</p>' +
          '<p>Si vous avez perdu quelque chose sur le campus, passez au bureau du lundi au vendredi de 9 h à 18 h, muni(e) de votre carte de résident. Pour les objets de valeur (téléphones, ordinateurs, bijoux), une description précise vous sera demandée.</p>' +
          '<ul>' +
          '<li>Les objets sont conservés <strong>trois mois</strong> ;</li>' +
          '<li>Les vêtements non réclamés sont ensuite donnés à une association partenaire ;</li>' +
          '<li>Les pièces d’identité sont transmises au commissariat du 14e arrondissement.</li>' +
          '</ul>' +
          '<p>Vous avez trouvé un objet ? Déposez-le à l’accueil de votre maison, qui le fera suivre. Merci à toutes celles et ceux qui rapportent ce qu’ils trouvent !</p>',
      },
      en: {
        slug: 'lost-and-found-items-waiting-at-reception',
        title: 'Lost and found: your belongings are waiting at reception',
        excerpt:
          '<p>Scarves, keys, water bottles and even a violin: drop by the lost and found office before unclaimed items are given away.</p>',
        content:
          '<p>The <strong>lost and found</strong> office at the International House is overflowing! Since the start of the semester, more than 150 items have been handed in: clothes, umbrellas, bunches of keys, chargers, glasses, resident cards… and a violin in its case.</p>' +
          '<p>If you have lost something on campus, come to the office Monday to Friday from 9 am to 6 pm with your resident card. For valuables (phones, laptops, jewellery), you will be asked for a precise description.</p>' +
          '<ul>' +
          '<li>Items are kept for <strong>three months</strong>;</li>' +
          '<li>Unclaimed clothes are then donated to a partner charity;</li>' +
          '<li>Identity documents are passed on to the local police station.</li>' +
          '</ul>' +
          '<p>Found something? Hand it in at your house reception, which will pass it on. Thank you to everyone who brings back what they find!</p>',
      },
    },
  },
  {
    key: 'brazil-uk-photo-exhibition',
    daysAgo: 28,
    sticky: false,
    houseSlugs: ['maison-du-bresil', 'college-franco-britannique'],
    tagSlugs: ['photographie'],
    text: {
      fr: {
        slug: 'exposition-photo-croisee-bresil-royaume-uni',
        title: 'Exposition photo croisée Brésil – Royaume-Uni',
        excerpt:
          '<p>Les résidents photographes de la Maison du Brésil et du Collège franco-britannique exposent leurs regards croisés sur la ville.</p>',
        content:
          '<p>Pendant six mois, une douzaine de résidents de la <strong>Maison du Brésil</strong> et du <strong>Collège franco-britannique</strong> ont arpenté Paris, appareil en main, autour d’un même thème : « Habiter ». Le résultat est une exposition de quarante tirages, présentée successivement dans les deux maisons.</p>' +
          '<ul>' +
          '<li>Hall de la Maison du Brésil : les deux premières semaines ;</li>' +
          '<li>Galerie du Collège franco-britannique : les deux semaines suivantes.</li>' +
          '</ul>' +
          '<p>Le vernissage aura lieu dans le hall de la Maison du Brésil, en présence des photographes. Un livret bilingue accompagne l’exposition ; il est disponible à l’accueil des deux maisons.</p>' +
          '<blockquote>« Photographier la ville avec quelqu’un qui vient de l’autre bout du monde, c’est la redécouvrir. » — Beatriz, Maison du Brésil</blockquote>',
      },
      en: {
        slug: 'brazil-uk-photo-exhibition',
        title: 'Brazil – UK photo exhibition',
        excerpt:
          '<p>Resident photographers from the Brazil House and the Franco-British College show how they see the city through each other’s eyes.</p>',
        content:
          '<p>For six months, a dozen residents of the <strong>Brazil House</strong> and the <strong>Franco-British College</strong> roamed Paris, camera in hand, around a shared theme: “Dwelling”. The result is an exhibition of forty prints, shown in each house in turn.</p>' +
          '<ul>' +
          '<li>Brazil House lobby: the first two weeks;</li>' +
          '<li>Franco-British College gallery: the following two weeks.</li>' +
          '</ul>' +
          '<p>The opening will be held in the Brazil House lobby, with the photographers. A bilingual booklet comes with the exhibition and is available at both receptions.</p>' +
          '<blockquote>“Photographing the city with someone from the other side of the world is like discovering it all over again.” — Beatriz, Brazil House</blockquote>',
      },
    },
  },
  {
    key: 'recycling-bins',
    daysAgo: 30,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'housing',
    tagSlugs: ['commission-developpement-durable'],
    image: 'news/recycling.svg',
    text: {
      fr: {
        slug: 'tri-des-dechets-de-nouveaux-bacs-dans-les-maisons',
        title: 'Tri des déchets : de nouveaux bacs dans toutes les maisons',
        excerpt:
          '<p>Emballages, verre, biodéchets : chaque maison est désormais équipée de points de tri complets. Mode d’emploi.</p>',
        content:
          '<p>Le campus produit chaque année plus de 600 tonnes de déchets. Pour mieux les valoriser, de <strong>nouveaux points de tri</strong> ont été installés au rez-de-chaussée de chaque maison, à côté des cuisines collectives.</p>' +
          '<ul>' +
          '<li><strong>Bac jaune</strong> : tous les emballages en plastique, métal et carton, ainsi que le papier ;</li>' +
          '<li><strong>Bac vert</strong> : bouteilles, pots et bocaux en verre, sans bouchon ni couvercle ;</li>' +
          '<li><strong>Bac marron</strong> : épluchures, restes de repas, marc de café, sachets de thé ;</li>' +
          '<li><strong>Bac gris</strong> : tout le reste.</li>' +
          '</ul>' +
          '<p>Les biodéchets sont compostés sur place et serviront à amender le jardin partagé. Les piles, ampoules et petits appareils électriques se déposent dans la borne de collecte de la Maison internationale.</p>' +
          '<p>Un doute ? Le guide du tri de la Ville de Paris répond à toutes vos questions sur <a href="https://www.paris.fr/" target="_blank">paris.fr</a>. Merci à tous pour ce geste simple !</p>',
      },
      en: {
        slug: 'recycling-new-sorting-bins-in-every-house',
        title: 'Recycling: new sorting bins in every house',
        excerpt:
          '<p>Packaging, glass, food waste: every house now has a complete sorting point. Here is how to use it.</p>',
        content:
          '<p>The campus produces more than 600 tonnes of waste a year. To recycle more of it, <strong>new sorting points</strong> have been installed on the ground floor of every house, next to the shared kitchens.</p>' +
          '<ul>' +
          '<li><strong>Yellow bin</strong>: all plastic, metal and cardboard packaging, plus paper;</li>' +
          '<li><strong>Green bin</strong>: glass bottles, pots and jars, without caps or lids;</li>' +
          '<li><strong>Brown bin</strong>: peelings, leftovers, coffee grounds, tea bags;</li>' +
          '<li><strong>Grey bin</strong>: everything else.</li>' +
          '</ul>' +
          '<p>Food waste is composted on site and will feed the shared garden. Batteries, light bulbs and small electrical appliances go in the collection point at the International House.</p>' +
          '<p>Not sure? The City of Paris sorting guide answers all your questions on <a href="https://www.paris.fr/" target="_blank">paris.fr</a>. Thank you all for this simple habit!</p>',
      },
    },
  },
  {
    key: 'fontainebleau-hike',
    daysAgo: 4,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'sports',
    tagSlugs: ['randonnee'],
    text: {
      fr: {
        slug: 'sortie-randonnee-en-foret-de-fontainebleau',
        title: 'Sortie randonnée en forêt de Fontainebleau',
        excerpt:
          '<p>Une journée au grand air entre rochers et pins : le bureau des sports organise une randonnée de 18 km en forêt de Fontainebleau.</p>',
        content:
          '<p>Envie de quitter Paris le temps d’une journée ? Le bureau des sports vous emmène en <strong>forêt de Fontainebleau</strong>, à moins d’une heure de train, pour une boucle de 18 km au milieu des chaos de grès et des landes de bruyère.</p>' +
          '<h3>Le parcours</h3>' +
          '<p>Départ de la gare de Fontainebleau-Avon, montée vers les gorges de Franchard, pique-nique au sommet du Rocher des Demoiselles et retour par le sentier des Trois Pignons. Dénivelé cumulé : environ 350 m. Le rythme est tranquille et accessible à toute personne habituée à marcher.</p>' +
          '<ul>' +
          '<li>Transport en train pris en charge par la Cité ;</li>' +
          '<li>Chaussures de marche et 1,5 litre d’eau indispensables ;</li>' +
          '<li>Pique-nique à apporter (ou à commander au restaurant universitaire la veille).</li>' +
          '</ul>' +
          '<p>Le nombre de places est limité à 30 : inscrivez-vous depuis la page de l’événement <a href="/events/randonnee-en-foret-de-fontainebleau">Randonnée en forêt de Fontainebleau</a>.</p>',
      },
      en: {
        slug: 'hiking-day-trip-to-fontainebleau-forest',
        title: 'Hiking day trip to Fontainebleau forest',
        excerpt:
          '<p>A day outdoors among boulders and pine trees: the sports office is organising an 18 km hike in Fontainebleau forest.</p>',
        content:
          '<p>Fancy getting out of Paris for a day? The sports office is taking you to <strong>Fontainebleau forest</strong>, less than an hour away by train, for an 18 km loop among sandstone boulders and heather moors.</p>' +
          '<h3>The route</h3>' +
          '<p>We start from Fontainebleau-Avon station, climb to the Franchard gorges, picnic on top of the Rocher des Demoiselles and come back along the Trois Pignons trail. Total ascent: about 350 m. The pace is relaxed and suits anyone used to walking.</p>' +
          '<ul>' +
          '<li>Train tickets paid for by the campus;</li>' +
          '<li>Walking shoes and 1.5 litres of water are a must;</li>' +
          '<li>Bring your own picnic (or order one from the campus restaurant the day before).</li>' +
          '</ul>' +
          '<p>Places are limited to 30: sign up on the <a href="/events/hike-in-fontainebleau-forest">Hike in Fontainebleau forest</a> event page.</p>',
      },
    },
  },
  {
    key: 'theatre-festival',
    daysAgo: 35,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'culture',
    tagSlugs: ['theatre'],
    text: {
      fr: {
        slug: 'festival-de-theatre-des-maisons-la-programmation',
        title: 'Festival de théâtre des maisons : la programmation',
        excerpt:
          '<p>Neuf troupes de résidents, six langues et une grande pièce de Molière en clôture : découvrez le programme du festival de théâtre.</p>',
        content:
          '<p>Le <strong>festival de théâtre des maisons</strong> revient pour sa douzième édition. Pendant un mois, les troupes amateurs des maisons se succèdent sur la scène du théâtre de la Cité, dans leur langue ou en français, avec surtitres.</p>' +
          '<h2>Quelques temps forts</h2>' +
          '<ul>' +
          '<li><em>La casa de Bernarda Alba</em> de Federico García Lorca, en espagnol, par la troupe de la Maison de l’Argentine ;</li>' +
          '<li><em>The Importance of Being Earnest</em> d’Oscar Wilde, en anglais, par le Collège franco-britannique ;</li>' +
          '<li>Une création collective en portugais et en français par la Maison du Brésil ;</li>' +
          '<li>En clôture, <a href="/events/theatre-le-malade-imaginaire"><em>Le Malade imaginaire</em></a> de Molière par la troupe de la Cité.</li>' +
          '</ul>' +
          '<p>Toutes les représentations sont gratuites pour les résidents ; les réservations ouvrent une semaine avant chaque date. Le théâtre est accessible aux personnes en fauteuil roulant et équipé d’une boucle magnétique.</p>',
      },
      en: {
        slug: 'house-theatre-festival-the-line-up',
        title: 'House theatre festival: the line-up',
        excerpt:
          '<p>Nine resident companies, six languages and a Molière classic to close: here is the theatre festival programme.</p>',
        content:
          '<p>The <strong>house theatre festival</strong> is back for its twelfth year. For a month, the houses’ amateur companies take turns on the campus theatre stage, performing in their own language or in French, with surtitles.</p>' +
          '<h2>Highlights</h2>' +
          '<ul>' +
          '<li><em>The House of Bernarda Alba</em> by Federico García Lorca, in Spanish, by the Argentina House company;</li>' +
          '<li><em>The Importance of Being Earnest</em> by Oscar Wilde, in English, by the Franco-British College;</li>' +
          '<li>A devised piece in Portuguese and French by the Brazil House;</li>' +
          '<li>To close, Molière’s <a href="/events/theatre-the-imaginary-invalid"><em>The Imaginary Invalid</em></a> by the campus company.</li>' +
          '</ul>' +
          '<p>Every performance is free for residents; booking opens a week before each date. The theatre is wheelchair accessible and fitted with a hearing loop.</p>',
      },
    },
  },
  {
    key: 'brazil-kitchen-renovated',
    daysAgo: 40,
    sticky: false,
    houseSlugs: ['maison-du-bresil'],
    tagSlugs: ['cuisine'],
    image: 'events/cooking.svg',
    text: {
      fr: {
        slug: 'la-cuisine-collective-du-3e-etage-fait-peau-neuve',
        title: 'La cuisine collective du 3e étage fait peau neuve',
        excerpt:
          '<p>Nouvelles plaques à induction, deux fours, des casiers individuels : la cuisine du 3e étage de la Maison du Brésil rouvre après trois semaines de travaux.</p>',
        content:
          '<p>Merci pour votre patience ! La <strong>cuisine collective du 3e étage</strong> de la Maison du Brésil rouvre entièrement rénovée, avec :</p>' +
          '<ul>' +
          '<li>six plaques à induction et deux fours à chaleur tournante ;</li>' +
          '<li>un grand plan de travail central, accessible en fauteuil roulant ;</li>' +
          '<li>vingt casiers individuels fermant à clé (clé à retirer à l’accueil contre caution) ;</li>' +
          '<li>un lave-vaisselle, à faire tourner chaque soir par les résidents de l’étage, à tour de rôle.</li>' +
          '</ul>' +
          '<p>Le comité de résidents inaugurera la cuisine avec un atelier pão de queijo ouvert à tous les résidents de la maison. Le planning de nettoyage est affiché sur la porte : merci de le respecter pour que la cuisine reste agréable longtemps.</p>',
      },
      en: {
        slug: 'third-floor-shared-kitchen-renovated',
        title: 'The third-floor shared kitchen has had a makeover',
        excerpt:
          '<p>New induction hobs, two ovens, individual lockers: the third-floor kitchen at the Brazil House reopens after three weeks of work.</p>',
        content:
          '<p>Thank you for your patience! The <strong>third-floor shared kitchen</strong> at the Brazil House reopens fully renovated, with:</p>' +
          '<ul>' +
          '<li>six induction hobs and two fan ovens;</li>' +
          '<li>a large central worktop, wheelchair accessible;</li>' +
          '<li>twenty lockable individual lockers (keys from reception against a deposit);</li>' +
          '<li>a dishwasher, to be run every evening by the floor’s residents in turn.</li>' +
          '</ul>' +
          '<p>The house committee will christen the kitchen with a pão de queijo workshop open to all residents of the house. The cleaning rota is on the door: please stick to it so the kitchen stays pleasant for a long time.</p>',
      },
    },
  },
  {
    key: 'eduroam-wifi',
    daysAgo: 45,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'it-support',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'le-wi-fi-eduroam-arrive-dans-toutes-les-maisons',
        title: 'Le Wi-Fi eduroam arrive dans toutes les maisons',
        excerpt:
          '<p>Vous pouvez désormais vous connecter au réseau eduroam avec les identifiants de votre université, dans les chambres comme dans les espaces communs.</p>',
        content:
          '<p>Après plusieurs mois de déploiement, le réseau <strong>eduroam</strong> est disponible dans toutes les maisons du campus. Les étudiants et chercheurs dont l’établissement est membre d’eduroam se connectent avec leurs identifiants habituels, sans autre démarche.</p>' +
          '<h3>Se connecter</h3>' +
          '<ol>' +
          '<li>Installez le profil de votre établissement avec l’outil officiel <a href="https://cat.eduroam.org/" target="_blank">eduroam CAT</a> ;</li>' +
          '<li>Choisissez le réseau « eduroam » ;</li>' +
          '<li>Saisissez votre identifiant complet (par exemple <em>prenom.nom@universite.fr</em>) et votre mot de passe.</li>' +
          '</ol>' +
          '<p>Le réseau « Cite-Residents » reste disponible pour les résidents dont l’établissement n’est pas membre d’eduroam. Un problème de connexion ? L’assistance informatique répond à <a href="mailto:support@campus.example">support@campus.example</a> et tient une permanence le mercredi de 17 h à 19 h à la Maison internationale.</p>',
      },
      en: {
        slug: 'eduroam-wi-fi-now-in-every-house',
        title: 'eduroam Wi-Fi now available in every house',
        excerpt:
          '<p>You can now connect to eduroam with your university credentials, in your room as well as in shared spaces.</p>',
        content:
          '<p>After several months of roll-out, the <strong>eduroam</strong> network is available in every house on campus. Students and researchers whose institution belongs to eduroam can connect with their usual credentials, with nothing else to do.</p>' +
          '<h3>Getting connected</h3>' +
          '<ol>' +
          '<li>Install your institution’s profile with the official <a href="https://cat.eduroam.org/" target="_blank">eduroam CAT</a> tool;</li>' +
          '<li>Choose the “eduroam” network;</li>' +
          '<li>Enter your full username (for example <em>firstname.lastname@university.edu</em>) and your password.</li>' +
          '</ol>' +
          '<p>The “Cite-Residents” network remains available for residents whose institution is not part of eduroam. Trouble connecting? IT support answers at <a href="mailto:support@campus.example">support@campus.example</a> and holds a drop-in session on Wednesdays from 5 pm to 7 pm at the International House.</p>',
      },
    },
  },
  {
    key: 'franco-british-reading-room',
    daysAgo: 48,
    sticky: false,
    houseSlugs: ['college-franco-britannique'],
    tagSlugs: ['lecture'],
    image: 'news/library.svg',
    text: {
      fr: {
        slug: 'une-salle-de-lecture-au-college-franco-britannique',
        title: 'Une nouvelle salle de lecture au Collège franco-britannique',
        excerpt:
          '<p>L’ancienne salle de billard devient une salle de lecture silencieuse, ouverte jour et nuit aux résidents du Collège.</p>',
        content:
          '<p>Le Collège franco-britannique inaugure sa <strong>salle de lecture</strong>, aménagée dans l’ancienne salle de billard du rez-de-chaussée. Les boiseries d’origine ont été restaurées et la pièce accueille désormais vingt places de travail, des fauteuils de lecture et une petite bibliothèque en libre accès.</p>' +
          '<figure>' +
          '<img src="/sample-images/news/library.svg" alt="Illustration d’étagères remplies de livres colorés" width="640" height="400" loading="lazy">' +
          '<figcaption>Près de 800 ouvrages en anglais et en français, donnés par d’anciens résidents.</figcaption>' +
          '</figure>' +
          '<p>La salle est accessible <strong>24 h sur 24</strong> avec votre carte de résident. Quelques règles simples :</p>' +
          '<ul>' +
          '<li>silence complet, appels téléphoniques dans le couloir ;</li>' +
          '<li>boissons autorisées dans un contenant fermé, pas de repas ;</li>' +
          '<li>les livres s’empruntent librement : notez-les simplement dans le cahier à l’entrée.</li>' +
          '</ul>' +
          '<p>Vous souhaitez donner des livres ? Déposez-les à l’accueil du Collège.</p>',
      },
      en: {
        slug: 'a-new-reading-room-at-the-franco-british-college',
        title: 'A new reading room at the Franco-British College',
        excerpt:
          '<p>The old billiard room is now a quiet reading room, open day and night to College residents.</p>',
        content:
          '<p>The Franco-British College is opening its <strong>reading room</strong> in the former billiard room on the ground floor. The original wood panelling has been restored, and the room now offers twenty desks, reading armchairs and a small open-shelf library.</p>' +
          '<figure>' +
          '<img src="/sample-images/news/library.svg" alt="Illustration of shelves full of colourful books" width="640" height="400" loading="lazy">' +
          '<figcaption>Nearly 800 books in English and French, donated by former residents.</figcaption>' +
          '</figure>' +
          '<p>The room is open <strong>24 hours a day</strong> with your resident card. A few simple rules:</p>' +
          '<ul>' +
          '<li>complete silence, phone calls in the corridor;</li>' +
          '<li>drinks allowed in a closed container, no meals;</li>' +
          '<li>books can be borrowed freely: just write them down in the notebook by the door.</li>' +
          '</ul>' +
          '<p>Would you like to donate books? Leave them at the College reception.</p>',
      },
    },
  },
  {
    key: 'deutsch-committee-results',
    daysAgo: 52,
    sticky: false,
    houseSlugs: ['fondation-deutsch-de-la-meurthe'],
    tagSlugs: ['comite-des-residents'],
    image: 'news/ballot-box.svg',
    text: {
      fr: {
        slug: 'fondation-deutsch-votre-nouveau-comite-de-residents',
        title: 'Fondation Deutsch de la Meurthe : votre nouveau comité de résidents',
        excerpt:
          '<p>Avec 61 % de participation, les résidents ont élu leur comité pour l’année. Découvrez qui vous représente.</p>',
        content:
          '<p>Merci à toutes et à tous d’avoir voté ! Avec une participation record de <strong>61 %</strong>, les résidents de la Fondation Deutsch de la Meurthe ont élu les sept membres de leur nouveau comité.</p>' +
          '<ul>' +
          '<li><strong>Présidence</strong> : Clara Nguyen (doctorante en biologie) ;</li>' +
          '<li><strong>Trésorerie</strong> : Youssef Amrani ;</li>' +
          '<li><strong>Vie culturelle</strong> : Ingrid Larsen et Tomás Herrera ;</li>' +
          '<li><strong>Sport</strong> : Kwame Mensah ;</li>' +
          '<li><strong>Développement durable</strong> : Léa Martin et Hiroshi Tanaka.</li>' +
          '</ul>' +
          '<p>Le comité tiendra sa première assemblée générale dans la grande salle de la Fondation ; ses permanences ont lieu le lundi de 18 h à 19 h. Vous pouvez aussi retrouver ses membres dans l’onglet À propos de votre maison, rubrique « Mon comité de maison ».</p>',
      },
      en: {
        slug: 'deutsch-foundation-meet-your-new-house-committee',
        title: 'Deutsch de la Meurthe Foundation: meet your new house committee',
        excerpt:
          '<p>With a 61% turnout, residents have elected their committee for the year. Find out who represents you.</p>',
        content:
          '<p>Thank you all for voting! With a record turnout of <strong>61%</strong>, residents of the Deutsch de la Meurthe Foundation have elected the seven members of their new committee.</p>' +
          '<ul>' +
          '<li><strong>Chair</strong>: Clara Nguyen (PhD student in biology);</li>' +
          '<li><strong>Treasurer</strong>: Youssef Amrani;</li>' +
          '<li><strong>Cultural life</strong>: Ingrid Larsen and Tomás Herrera;</li>' +
          '<li><strong>Sports</strong>: Kwame Mensah;</li>' +
          '<li><strong>Sustainability</strong>: Léa Martin and Hiroshi Tanaka.</li>' +
          '</ul>' +
          '<p>The committee will hold its first general meeting in the Foundation’s main hall; its office hours are on Mondays from 6 pm to 7 pm. You can also find its members in your house’s About tab, under “My house committee”.</p>',
      },
    },
  },
  {
    key: 'swimming-pool-reopens',
    daysAgo: 55,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'sports',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'la-piscine-rouvre-apres-sa-vidange-annuelle',
        title: 'La piscine rouvre après sa vidange annuelle',
        excerpt:
          '<p>Bassin nettoyé, vestiaires repeints et nouveaux créneaux réservés aux nageurs confirmés : la piscine du campus rouvre lundi.</p>',
        content:
          '<p>La <strong>piscine du campus</strong> rouvre lundi à 7 h après deux semaines de vidange et d’entretien. Les vestiaires ont été repeints, les douches rénovées et une nouvelle ligne d’eau est réservée aux nageurs confirmés aux heures de pointe.</p>' +
          '<ul>' +
          '<li>Du lundi au vendredi : 7 h – 9 h et 12 h – 21 h ;</li>' +
          '<li>Samedi et dimanche : 10 h – 19 h ;</li>' +
          '<li>Cours d’aquagym le mardi et le jeudi à 18 h 30.</li>' +
          '</ul>' +
          '<p>L’accès est gratuit pour les résidents sur présentation du QR code sport de votre carte de résident, disponible dans <a href="/my-identity/qr-sport">Mon identité</a>. Bonnet de bain obligatoire, short de bain interdit.</p>' +
          '<p>Tarifs, règlement intérieur et accès pour les invités : consultez la page <a href="/pages/vie-du-campus/sports/piscine">Piscine</a>.</p>',
      },
      en: {
        slug: 'swimming-pool-reopens-after-annual-maintenance',
        title: 'The swimming pool reopens after its annual maintenance',
        excerpt:
          '<p>A clean pool, freshly painted changing rooms and new lanes for strong swimmers: the campus pool reopens on Monday.</p>',
        content:
          '<p>The <strong>campus swimming pool</strong> reopens on Monday at 7 am after two weeks of draining and maintenance. The changing rooms have been repainted, the showers renovated, and a new lane is reserved for strong swimmers at peak times.</p>' +
          '<ul>' +
          '<li>Monday to Friday: 7 am – 9 am and noon – 9 pm;</li>' +
          '<li>Saturday and Sunday: 10 am – 7 pm;</li>' +
          '<li>Aqua-fitness classes on Tuesdays and Thursdays at 6.30 pm.</li>' +
          '</ul>' +
          '<p>Entry is free for residents: show the sports QR code of your resident card, available under <a href="/my-identity/qr-sport">My identity</a>. Swimming caps are compulsory and board shorts are not allowed.</p>' +
          '<p>Prices, pool rules and guest access: see the <a href="/pages/campus-life/sports/swimming-pool">Swimming pool</a> page.</p>',
      },
    },
  },
  {
    key: 'shared-garden-volunteers',
    daysAgo: 60,
    sticky: false,
    houseSlugs: ['fondation-deutsch-de-la-meurthe', 'college-franco-britannique'],
    tagSlugs: ['benevolat', 'commission-developpement-durable'],
    text: {
      fr: {
        slug: 'jardin-partage-appel-aux-volontaires',
        title: 'Jardin partagé : appel aux volontaires',
        excerpt:
          '<p>La Fondation Deutsch de la Meurthe et le Collège franco-britannique créent un potager commun entre leurs deux bâtiments. Jardiniers de tous niveaux bienvenus.</p>',
        content:
          '<p>Entre la Fondation Deutsch de la Meurthe et le Collège franco-britannique, une parcelle de 200 m² va devenir un <strong>jardin partagé</strong>. Les deux comités de résidents cherchent des volontaires pour le concevoir, le planter et l’entretenir.</p>' +
          '<h3>Au programme du premier chantier</h3>' +
          '<ul>' +
          '<li>construction de six bacs surélevés en bois ;</li>' +
          '<li>semis de tomates, courgettes, aromatiques et fleurs mellifères ;</li>' +
          '<li>installation d’un récupérateur d’eau de pluie et d’un composteur.</li>' +
          '</ul>' +
          '<p>Les outils, les gants et les graines sont fournis ; un goûter clôturera chaque après-midi de travail. Aucune expérience n’est nécessaire : les jardiniers confirmés transmettront leur savoir-faire.</p>' +
          '<p>Pour participer, inscrivez-vous auprès de l’accueil de votre maison ou de votre comité de résidents.</p>',
      },
      en: {
        slug: 'shared-garden-volunteers-wanted',
        title: 'Shared garden: volunteers wanted',
        excerpt:
          '<p>The Deutsch de la Meurthe Foundation and the Franco-British College are creating a vegetable garden between their two buildings. Gardeners of every level welcome.</p>',
        content:
          '<p>Between the Deutsch de la Meurthe Foundation and the Franco-British College, a 200 m² plot is about to become a <strong>shared garden</strong>. The two house committees are looking for volunteers to design, plant and look after it.</p>' +
          '<h3>First work day</h3>' +
          '<ul>' +
          '<li>building six raised wooden beds;</li>' +
          '<li>sowing tomatoes, courgettes, herbs and flowers for the bees;</li>' +
          '<li>installing a rainwater butt and a compost bin.</li>' +
          '</ul>' +
          '<p>Tools, gloves and seeds are provided, and each afternoon of work ends with tea and cake. No experience needed: seasoned gardeners will share their know-how.</p>' +
          '<p>To take part, sign up at your house reception or with your house committee.</p>',
      },
    },
  },
  {
    key: 'committee-elections-call',
    daysAgo: 65,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'student-life',
    tagSlugs: ['comite-des-residents'],
    image: 'news/ballot-box.svg',
    text: {
      fr: {
        slug: 'elections-des-comites-de-maison-appel-a-candidatures',
        title: 'Élections des comités de maison : appel à candidatures',
        excerpt:
          '<p>Vous voulez faire vivre votre maison ? Les candidatures aux comités de résidents sont ouvertes dans toutes les maisons jusqu’à la fin du mois.</p>',
        content:
          '<p>Chaque maison de la Cité est animée par un <strong>comité de résidents</strong> élu pour un an. Ses membres organisent les fêtes, les sorties et les tournois, gèrent un budget d’activités et représentent les résidents auprès de la direction de leur maison.</p>' +
          '<h2>Qui peut se présenter ?</h2>' +
          '<p>Tout résident dont le contrat court au moins jusqu’à la fin de l’année universitaire. On peut se présenter seul ou en équipe, pour un poste précis (présidence, trésorerie, culture, sport, développement durable) ou sans préférence.</p>' +
          '<h2>Calendrier</h2>' +
          '<ol>' +
          '<li>Dépôt des candidatures avec le formulaire ci-dessous, accompagné d’une courte profession de foi ;</li>' +
          '<li>Présentation des candidats lors d’une soirée dans chaque maison ;</li>' +
          '<li>Vote électronique sur le portail pendant une semaine.</li>' +
          '</ol>' +
          '<p>Être membre d’un comité demande environ deux à trois heures par semaine. C’est aussi une expérience d’engagement reconnue par de nombreux établissements d’enseignement supérieur.</p>',
        form: {
          form_title: 'Déposer ma candidature',
          form_email_receiver: 'vie-etudiante@campus.example',
          form_activation: true,
        },
      },
      en: {
        slug: 'house-committee-elections-call-for-candidates',
        title: 'House committee elections: call for candidates',
        excerpt:
          '<p>Want to bring your house to life? Applications to the house committees are open in every house until the end of the month.</p>',
        content:
          '<p>Every house on campus is run by a <strong>house committee</strong> elected for one year. Its members organise parties, outings and tournaments, manage an activities budget and represent residents to their house’s management.</p>' +
          '<h2>Who can stand?</h2>' +
          '<p>Any resident whose agreement runs at least until the end of the academic year. You can stand alone or as a team, for a specific role (chair, treasurer, culture, sports, sustainability) or with no preference.</p>' +
          '<h2>Timeline</h2>' +
          '<ol>' +
          '<li>Submit your application with the form below, along with a short statement;</li>' +
          '<li>Candidates present themselves at an evening in each house;</li>' +
          '<li>Online vote on the portal for one week.</li>' +
          '</ol>' +
          '<p>Committee membership takes about two to three hours a week. It is also an experience of civic engagement recognised by many higher-education institutions.</p>',
        form: {
          form_title: 'Submit my application',
          form_email_receiver: 'vie-etudiante@campus.example',
          form_activation: true,
        },
      },
    },
  },
  {
    key: 'argentina-laundry',
    daysAgo: 70,
    sticky: false,
    houseSlugs: ['maison-de-l-argentine'],
    tagSlugs: [],
    text: {
      fr: {
        slug: 'laverie-nouvelles-machines-et-paiement-par-carte',
        title: 'Laverie : nouvelles machines et paiement par carte',
        excerpt:
          '<p>La laverie de la Maison de l’Argentine s’équipe de machines plus économes et accepte désormais le paiement sans contact.</p>',
        content:
          '<p>Fini la chasse aux pièces de monnaie ! La <strong>laverie</strong> du sous-sol de la Maison de l’Argentine est équipée de quatre lave-linge et de trois sèche-linge neufs, qui consomment 30 % d’eau et d’électricité en moins.</p>' +
          '<table>' +
          '<thead><tr><th>Appareil</th><th>Durée</th><th>Prix</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Lave-linge 8 kg</td><td>45 min</td><td>3,00 €</td></tr>' +
          '<tr><td>Sèche-linge</td><td>30 min</td><td>1,50 €</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Le paiement se fait par carte bancaire sans contact ou par téléphone. La lessive est incluse dans le prix des lave-linge : inutile d’en ajouter. La laverie est ouverte tous les jours de 7 h à 23 h.</p>' +
          '<p>Merci de retirer votre linge dès la fin du cycle, et de signaler toute panne à l’accueil.</p>',
      },
      en: {
        slug: 'laundry-new-machines-and-card-payment',
        title: 'Laundry room: new machines and card payment',
        excerpt:
          '<p>The Argentina House laundry room has new, more efficient machines and now takes contactless payment.</p>',
        content:
          '<p>No more hunting for coins! The basement <strong>laundry room</strong> at the Argentina House now has four new washing machines and three new dryers, using 30% less water and electricity.</p>' +
          '<table>' +
          '<thead><tr><th>Machine</th><th>Cycle</th><th>Price</th></tr></thead>' +
          '<tbody>' +
          '<tr><td>Washing machine, 8 kg</td><td>45 min</td><td>€3.00</td></tr>' +
          '<tr><td>Dryer</td><td>30 min</td><td>€1.50</td></tr>' +
          '</tbody>' +
          '</table>' +
          '<p>Pay by contactless card or by phone. Detergent is included in the washing price, so there is no need to add any. The laundry room is open every day from 7 am to 11 pm.</p>' +
          '<p>Please collect your laundry as soon as the cycle ends, and report any breakdown to reception.</p>',
      },
    },
  },
  {
    key: 'invoices-on-portal',
    daysAgo: 80,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'housing',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'vos-factures-de-redevance-sur-le-portail',
        title: 'Vos factures de redevance sont désormais sur le portail',
        excerpt:
          '<p>Plus besoin de passer à l’accueil : toutes vos factures de redevance sont consultables et téléchargeables depuis le portail.</p>',
        content:
          '<p>Bonne nouvelle : vos <strong>factures de redevance</strong> sont désormais disponibles dans le portail, rubrique Services, onglet Numérique, puis Factures. Elles sont classées par année, de la plus récente à la plus ancienne.</p>' +
          '<p>En cliquant sur une facture, vous pouvez télécharger :</p>' +
          '<ul>' +
          '<li>la facture principale au format PDF ;</li>' +
          '<li>les pièces complémentaires éventuelles (tickets de laverie, frais de dossier, avoirs).</li>' +
          '</ul>' +
          '<p>Ces documents ont la même valeur que les factures papier et peuvent être transmis à la CAF, à votre employeur ou à votre organisme de bourse. L’historique remonte à votre date d’arrivée.</p>' +
          '<p>Attention : le service logement ne vous enverra jamais de lien de paiement par e-mail. Voir notre <a href="/news/attention-aux-faux-e-mails-de-paiement-de-redevance">alerte sur les faux e-mails</a> et la <a href="/pages/faq">foire aux questions</a>.</p>',
        faq: [
          {
            faq_ask: 'Je ne vois pas l’onglet Factures. Pourquoi ?',
            faq_answer:
              '<p>L’onglet n’apparaît que pour les résidents titulaires d’un contrat de résidence en cours. Si vous êtes dans ce cas et qu’il ne s’affiche pas, écrivez à <a href="mailto:logement@campus.example">logement@campus.example</a>.</p>',
          },
          {
            faq_ask: 'Une facture me semble erronée. Qui contacter ?',
            faq_answer:
              '<p>Contactez le service logement en précisant le numéro de la facture. Une facture rectificative ou un avoir apparaîtra dans le portail une fois la correction faite.</p>',
          },
        ],
      },
      en: {
        slug: 'your-rent-invoices-now-on-the-portal',
        title: 'Your rent invoices are now on the portal',
        excerpt:
          '<p>No need to go to reception any more: all your rent invoices can be viewed and downloaded from the portal.</p>',
        content:
          '<p>Good news: your <strong>rent invoices</strong> are now available on the portal, under Services, Digital tab, then Invoices. They are grouped by year, newest first.</p>' +
          '<p>Click an invoice to download:</p>' +
          '<ul>' +
          '<li>the main invoice as a PDF;</li>' +
          '<li>any additional documents (laundry tickets, administration fees, credit notes).</li>' +
          '</ul>' +
          '<p>These documents carry the same weight as paper invoices and can be sent to the CAF, your employer or your scholarship body. The history goes back to the day you moved in.</p>' +
          '<p>Please note: the Housing office will never send you a payment link by e-mail. See our <a href="/news/beware-of-fake-rent-payment-e-mails">warning about fake e-mails</a> and the <a href="/pages/faq">FAQ</a>.</p>',
        faq: [
          {
            faq_ask: 'I can’t see the Invoices tab. Why?',
            faq_answer:
              '<p>The tab only appears for residents with a current residence agreement. If that is your case and it does not show, write to <a href="mailto:logement@campus.example">logement@campus.example</a>.</p>',
          },
          {
            faq_ask: 'An invoice looks wrong. Who should I contact?',
            faq_answer:
              '<p>Contact the Housing office, quoting the invoice number. A corrected invoice or a credit note will appear on the portal once the correction has been made.</p>',
          },
        ],
      },
    },
  },
  {
    key: 'student-jobs',
    daysAgo: 88,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'student-life',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'jobs-etudiants-la-cite-recrute',
        title: 'Jobs étudiants : la Cité recrute',
        excerpt:
          '<p>Accueil, bibliothèque, animation sportive : une trentaine d’emplois à temps partiel sont proposés aux résidents pour le semestre.</p>',
        content:
          '<p>Vous cherchez un petit boulot compatible avec vos études, sans temps de trajet ? La Cité recrute chaque semestre des <strong>résidents en emploi étudiant</strong>, de 6 à 15 heures par semaine.</p>' +
          '<ul>' +
          '<li><strong>Accueil de nuit</strong> dans les maisons (week-ends) ;</li>' +
          '<li><strong>Moniteur ou monitrice de bibliothèque</strong> : rangement, prêt, aide à la recherche ;</li>' +
          '<li><strong>Animation sportive</strong> : encadrement des créneaux de football, de volley et de yoga ;</li>' +
          '<li><strong>Tutorat en français</strong> pour les résidents non francophones.</li>' +
          '</ul>' +
          '<p>Les postes sont rémunérés au SMIC horaire. Les étudiants étrangers titulaires d’un titre de séjour étudiant peuvent travailler jusqu’à 964 heures par an.</p>' +
          '<p>Envoyez votre CV et quelques lignes de motivation à <a href="mailto:vie-etudiante@campus.example">vie-etudiante@campus.example</a> en précisant le ou les postes qui vous intéressent.</p>',
      },
      en: {
        slug: 'student-jobs-the-campus-is-hiring',
        title: 'Student jobs: the campus is hiring',
        excerpt:
          '<p>Reception, library, sports coaching: around thirty part-time jobs are open to residents this semester.</p>',
        content:
          '<p>Looking for a part-time job that fits around your studies, with no commute? Every semester the campus hires <strong>residents as student employees</strong>, for 6 to 15 hours a week.</p>' +
          '<ul>' +
          '<li><strong>Night reception</strong> in the houses (weekends);</li>' +
          '<li><strong>Library assistant</strong>: shelving, loans, help with searches;</li>' +
          '<li><strong>Sports coaching</strong>: running football, volleyball and yoga sessions;</li>' +
          '<li><strong>French tutoring</strong> for residents who do not speak French.</li>' +
          '</ul>' +
          '<p>All jobs are paid at the hourly minimum wage. International students with a student residence permit may work up to 964 hours a year.</p>' +
          '<p>Send your CV and a few lines about your motivation to <a href="mailto:vie-etudiante@campus.example">vie-etudiante@campus.example</a>, saying which job or jobs interest you.</p>',
      },
    },
  },
  {
    key: 'summer-stay-extensions',
    daysAgo: 95,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'housing',
    tagSlugs: [],
    image: 'news/residence.svg',
    text: {
      fr: {
        slug: 'sejour-d-ete-demandes-de-prolongation',
        title: 'Séjour d’été : les demandes de prolongation sont ouvertes',
        excerpt:
          '<p>Vous souhaitez rester sur le campus pendant l’été ? Déposez votre demande de prolongation avant la fin du mois.</p>',
        content:
          '<p>Stage, rédaction de thèse, cours d’été : de nombreux résidents souhaitent rester à la Cité pendant les mois d’été. Les <strong>demandes de prolongation</strong> sont ouvertes dès maintenant.</p>' +
          '<ol>' +
          '<li>Connectez-vous au portail et ouvrez le service Logement ;</li>' +
          '<li>Indiquez vos dates souhaitées et joignez un justificatif (convention de stage, attestation de votre directeur de recherche…) ;</li>' +
          '<li>Vous recevrez une réponse par e-mail sous trois semaines.</li>' +
          '</ol>' +
          '<p>Selon les maisons, il peut vous être demandé de changer de chambre pendant l’été, le temps de travaux d’entretien. Les résidents qui ne prolongent pas trouveront toutes les étapes de leur départ sur la page <a href="/pages/informations-pratiques/depart">Votre départ</a>.</p>',
      },
      en: {
        slug: 'summer-stays-extension-requests',
        title: 'Summer stays: extension requests are open',
        excerpt:
          '<p>Would you like to stay on campus over the summer? Submit your extension request before the end of the month.</p>',
        content:
          '<p>Internships, thesis writing, summer schools: many residents want to stay on campus over the summer. <strong>Extension requests</strong> are open now.</p>' +
          '<ol>' +
          '<li>Sign in to the portal and open the Housing service;</li>' +
          '<li>Enter the dates you would like and attach supporting documents (internship agreement, letter from your supervisor…);</li>' +
          '<li>You will get an answer by e-mail within three weeks.</li>' +
          '</ol>' +
          '<p>In some houses you may be asked to move to another room for the summer while maintenance work is carried out. Residents who are not extending will find every step of moving out on the <a href="/pages/practical-information/departure">Your departure</a> page.</p>',
      },
    },
  },
  {
    key: 'photo-contest',
    daysAgo: 100,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'culture',
    tagSlugs: ['photographie'],
    text: {
      fr: {
        slug: 'concours-photo-ma-cite-en-une-image',
        title: 'Concours photo « Ma Cité en une image »',
        excerpt:
          '<p>Une photo, un regard sur la vie du campus : participez au concours et tentez de voir votre cliché exposé dans le parc.</p>',
        content:
          '<p>Le service culturel lance la troisième édition du concours <strong>« Ma Cité en une image »</strong>. Le principe est simple : une seule photo, prise sur le campus, qui raconte la vie de la Cité telle que vous la voyez.</p>' +
          '<ul>' +
          '<li>Une photo par participant, au format JPEG, 5 Mo maximum ;</li>' +
          '<li>Les personnes reconnaissables doivent avoir donné leur accord ;</li>' +
          '<li>Les photos retouchées sont acceptées, les photomontages non.</li>' +
          '</ul>' +
          '<p>Un jury de résidents et de photographes professionnels sélectionnera vingt clichés, imprimés en grand format et exposés sur les grilles du parc pendant tout l’été. Les trois lauréats recevront un bon d’achat dans une boutique de photographie.</p>' +
          '<p>Envoyez votre photo avec un titre et une légende de deux lignes à <a href="mailto:culture@campus.example">culture@campus.example</a>.</p>',
      },
      en: {
        slug: 'photo-contest-my-campus-in-one-picture',
        title: 'Photo contest: “My campus in one picture”',
        excerpt:
          '<p>One photo, one take on campus life: enter the contest and see your shot exhibited in the park.</p>',
        content:
          '<p>The culture office is launching the third edition of the <strong>“My campus in one picture”</strong> contest. The idea is simple: a single photo, taken on campus, that tells the story of campus life as you see it.</p>' +
          '<ul>' +
          '<li>One photo per person, JPEG format, 5 MB maximum;</li>' +
          '<li>Anyone recognisable must have given their consent;</li>' +
          '<li>Edited photos are welcome, photomontages are not.</li>' +
          '</ul>' +
          '<p>A jury of residents and professional photographers will select twenty pictures, printed in large format and shown on the park railings all summer. The three winners will receive a voucher for a photography shop.</p>' +
          '<p>Send your photo with a title and a two-line caption to <a href="mailto:culture@campus.example">culture@campus.example</a>.</p>',
      },
    },
  },
  {
    key: 'counselling-sessions',
    daysAgo: 110,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'health',
    tagSlugs: [],
    text: {
      fr: {
        slug: 'soutien-psychologique-des-consultations-gratuites',
        title: 'Soutien psychologique : des consultations gratuites',
        excerpt:
          '<p>Isolement, stress, mal du pays : deux psychologues reçoivent les résidents gratuitement et en toute confidentialité.</p>',
        content:
          '<p>S’installer dans un nouveau pays, loin de ses proches, avec la pression des études ou de la recherche, n’est pas toujours facile. Le centre de santé propose des <strong>consultations de soutien psychologique</strong> gratuites et confidentielles.</p>' +
          '<ul>' +
          '<li>Entretiens en français, anglais, espagnol ou arabe ;</li>' +
          '<li>Jusqu’à huit séances par année universitaire ;</li>' +
          '<li>Rendez-vous sous une semaine, en présentiel ou en visioconférence.</li>' +
          '</ul>' +
          '<p>Pour prendre rendez-vous, appelez le <a href="tel:+33199001234">01 99 00 12 34</a> ou écrivez à <a href="mailto:sante@campus.example">sante@campus.example</a>. Votre demande n’est communiquée à personne, ni à votre maison ni à votre établissement.</p>' +
          '<blockquote>En cas de détresse ou de pensées suicidaires, appelez sans attendre le <a href="tel:3114">3114</a>, numéro national de prévention du suicide, gratuit et joignable 24 h sur 24.</blockquote>',
      },
      en: {
        slug: 'mental-health-free-counselling-sessions',
        title: 'Mental health: free counselling sessions',
        excerpt:
          '<p>Loneliness, stress, homesickness: two psychologists see residents free of charge and in complete confidence.</p>',
        content:
          '<p>Settling into a new country, far from family and friends, under the pressure of studies or research, is not always easy. The health centre offers free and confidential <strong>counselling sessions</strong>.</p>' +
          '<ul>' +
          '<li>Sessions in French, English, Spanish or Arabic;</li>' +
          '<li>Up to eight sessions per academic year;</li>' +
          '<li>An appointment within a week, in person or by video call.</li>' +
          '</ul>' +
          '<p>To book, call <a href="tel:+33199001234">01 99 00 12 34</a> or write to <a href="mailto:sante@campus.example">sante@campus.example</a>. Your request is not shared with anyone, neither your house nor your institution.</p>' +
          '<blockquote>If you are in distress or having suicidal thoughts, call <a href="tel:3114">3114</a> straight away: the French national suicide prevention line is free and open 24 hours a day.</blockquote>',
      },
    },
  },
  {
    key: 'taste-week',
    daysAgo: 120,
    sticky: false,
    houseSlugs: [],
    serviceSlug: 'restaurant',
    tagSlugs: ['cuisine'],
    image: 'news/restaurant.svg',
    text: {
      fr: {
        slug: 'semaine-du-gout-au-restaurant-universitaire',
        title: 'Semaine du goût au restaurant universitaire',
        excerpt:
          '<p>Cinq jours, cinq cuisines du monde préparées avec les résidents : le restaurant universitaire fête la Semaine du goût.</p>',
        content:
          '<p>Pour la <strong>Semaine du goût</strong>, le chef du restaurant universitaire ouvre ses cuisines aux résidents. Chaque jour, une maison partage une recette de son pays, cuisinée avec l’équipe et servie à tous au déjeuner.</p>' +
          '<ul>' +
          '<li>Lundi : Maison de l’Argentine — locro et alfajores ;</li>' +
          '<li>Mardi : Maison du Brésil — moqueca de légumes et brigadeiros ;</li>' +
          '<li>Mercredi : Collège franco-britannique — shepherd’s pie et crumble aux pommes ;</li>' +
          '<li>Jeudi : Fondation Deutsch de la Meurthe — blanquette et tarte Tatin ;</li>' +
          '<li>Vendredi : buffet des cinq continents.</li>' +
          '</ul>' +
          '<p>Les menus sont servis au tarif habituel. Vous voulez proposer une recette pour la prochaine édition ? Parlez-en au comité de résidents de votre maison.</p>',
      },
      en: {
        slug: 'taste-week-at-the-campus-restaurant',
        title: 'Taste week at the campus restaurant',
        excerpt:
          '<p>Five days, five world cuisines cooked with residents: the campus restaurant celebrates Taste Week.</p>',
        content:
          '<p>For <strong>Taste Week</strong>, the campus restaurant’s head chef is opening the kitchens to residents. Each day, a house shares a recipe from home, cooked with the team and served to everyone at lunch.</p>' +
          '<ul>' +
          '<li>Monday: Argentina House — locro and alfajores;</li>' +
          '<li>Tuesday: Brazil House — vegetable moqueca and brigadeiros;</li>' +
          '<li>Wednesday: Franco-British College — shepherd’s pie and apple crumble;</li>' +
          '<li>Thursday: Deutsch de la Meurthe Foundation — blanquette and tarte Tatin;</li>' +
          '<li>Friday: a five-continent buffet.</li>' +
          '</ul>' +
          '<p>Menus are served at the usual price. Would you like to suggest a recipe for next time? Talk to your house committee.</p>',
      },
    },
  },
];
