/** Espagnol (fr catalogue subject 2009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammaire: {
    explanation: [
      "En espagnol, le nom a deux genres : les mots en -o sont souvent masculins (el libro) et ceux en -a féminins (la casa), avec des exceptions comme el día ou la mano. Le pluriel se forme en ajoutant -s après une voyelle et -es après une consonne (el árbol, los árboles).",
      "L’accent écrit suit des règles précises : un mot terminé par une voyelle, -n ou -s porte l’accent tonique sur l’avant-dernière syllabe ; sinon, sur la dernière. Quand la prononciation s’écarte de cette règle, on écrit un accent, comme dans canción ou árbol. La préposition « a » introduit un complément d’objet direct de personne : « Veo a María ».",
    ],
    keyPoints: [
      "L’apocope raccourcit certains adjectifs devant un nom masculin : buen, mal, primer.",
      "Le tutoiement (tú) est beaucoup plus fréquent qu’en français ; usted est la forme de politesse.",
      "Gustar se construit comme plaire : « Me gustan los libros ».",
    ],
    cards: [
      ["Apocope", "La chute de la finale de certains adjectifs : bueno → buen."],
      ["Usted", "Le pronom de politesse qui se conjugue à la troisième personne."],
      ["A personnel", "La préposition a devant un COD désignant une personne."],
      ["Tilde", "L’accent écrit espagnol, comme dans café."],
    ],
  },
  conjugaison: {
    explanation: [
      "Les verbes espagnols se répartissent en trois groupes selon leur infinitif : -ar (hablar), -er (comer) et -ir (vivir). Le présent de hablar est hablo, hablas, habla, hablamos, habláis, hablan ; le pronom sujet est généralement omis.",
      "Les verbes à diphtongue changent e en ie et o en ue sous l’accent (querer : quiero ; poder : puedo), et les verbes à affaiblissement changent e en i (pedir : pido). Le passé simple (pretérito indefinido) exprime une action passée achevée, comme « ayer comí paella », et le passé composé (he comido) une action dans une période non terminée.",
    ],
    keyPoints: [
      "Le futur se forme sur l’infinitif : hablaré, comeré.",
      "L’imparfait des verbes en -ar se termine en -aba : hablaba.",
      "Ser, ir, tener et hacer ont des passés simples irréguliers : fui, tuve, hice.",
    ],
    cards: [
      ["Diphtongue", "Le changement e → ie ou o → ue au présent : pensar → pienso."],
      ["Pretérito indefinido", "Le passé simple espagnol, très utilisé à l’oral."],
      ["Gérondif", "La forme en -ando ou -iendo : hablando, comiendo."],
      ["Estar + gérondif", "La forme progressive : estoy comiendo."],
    ],
  },
  subjonctif: {
    explanation: [
      "Le subjonctif présent se forme à partir de la première personne du présent de l’indicatif, en inversant la voyelle : les verbes en -ar prennent -e (hable), ceux en -er et -ir prennent -a (coma, viva). Tener donne tenga, hacer haga, et ser sea.",
      "Il s’emploie après les verbes de volonté, de souhait ou de sentiment (« Quiero que vengas »), après les expressions impersonnelles comme « es necesario que », et dans les subordonnées de temps au futur : « Cuando llegues, te llamaré ». La défense se forme aussi au subjonctif : « No hables ».",
    ],
    keyPoints: [
      "Concordance des temps : un verbe principal au passé entraîne le subjonctif imparfait (quisiera que vinieras).",
      "Ojalá est toujours suivi du subjonctif.",
      "Si + subjonctif imparfait exprime l’hypothèse : « Si tuviera dinero, viajaría ».",
    ],
    cards: [
      ["Subjonctif présent de ser", "sea, seas, sea, seamos, seáis, sean."],
      ["Cuando + subjonctif", "L’expression d’une action future dans une subordonnée de temps."],
      ["Ojalá", "Pourvu que, suivi du subjonctif."],
      ["Impératif négatif", "No + subjonctif présent : no comas."],
    ],
  },
  "ser-et-estar": {
    explanation: [
      "Ser et estar traduisent tous deux le verbe être. Ser exprime l’essence et les caractéristiques durables : l’identité, l’origine, la profession, la matière, l’heure (« Soy francés », « Son las tres »).",
      "Estar exprime l’état, la localisation et le résultat d’une action : « Estoy cansado », « Madrid está en España ». Certains adjectifs changent de sens : « ser listo » signifie être intelligent et « estar listo » être prêt ; « ser malo » être méchant et « estar malo » être malade. La voix passive se forme avec ser et l’état résultant avec estar.",
    ],
    keyPoints: [
      "Ser s’emploie pour dire où a lieu un événement : « La fiesta es en mi casa ».",
      "Estar + gérondif forme la périphrase progressive.",
      "Ser est toujours utilisé devant un nom ou un pronom attribut.",
    ],
    cards: [
      ["Ser", "Être, pour l’identité, l’origine et les traits durables."],
      ["Estar", "Être, pour l’état passager et la localisation."],
      ["Estar listo", "Être prêt."],
      ["Ser aburrido", "Être ennuyeux, alors que estar aburrido signifie s’ennuyer."],
    ],
  },
  vocabulaire: {
    explanation: [
      "Le vocabulaire espagnol partage de nombreuses racines latines avec le français, mais les faux amis sont nombreux : embarazada signifie enceinte, constipado enrhumé et la carta une lettre. Les mots terminés en -ción correspondent souvent aux mots français en -tion (nación).",
      "Les thèmes fréquents au lycée sont la famille (los padres, los hermanos), la ville (el barrio, la calle), le travail (el paro, el sueldo) et l’environnement (el medio ambiente, la sequía). Les diminutifs en -ito ou -ita expriment la petitesse ou l’affection : un cafecito.",
    ],
    keyPoints: [
      "Le suffixe -dad correspond au français -té : libertad, ciudad.",
      "Los padres désigne les parents, pas seulement les pères.",
      "Les verbes de sentiment comme encantar se construisent comme gustar.",
    ],
    cards: [
      ["Embarazada", "Enceinte, faux ami de « embarrassée »."],
      ["El paro", "Le chômage."],
      ["La sequía", "La sécheresse."],
      ["Diminutif", "Un suffixe comme -ito qui exprime la petitesse ou l’affection."],
    ],
  },
  "comprehension-ecrite": {
    explanation: [
      "La compréhension écrite en espagnol commence par l’identification du document : nature, auteur, date, source et thème. Le paratexte, comme le titre et le chapeau, oriente la lecture.",
      "Les mots transparents (importante, problema) et les connecteurs (sin embargo, por lo tanto, además) aident à suivre l’argumentation. Les réponses doivent s’appuyer sur des citations courtes et précises. Repérer les temps verbaux permet de distinguer les faits passés, présents et les hypothèses.",
    ],
    keyPoints: [
      "Sin embargo signifie cependant.",
      "Por lo tanto introduit une conséquence.",
      "Le sens d’un mot inconnu se déduit souvent du contexte et de sa famille.",
    ],
    cards: [
      ["Sin embargo", "Cependant."],
      ["Además", "De plus."],
      ["Aunque", "Bien que, même si."],
      ["Paratexte", "Les éléments qui entourent un texte : titre, source, illustrations."],
    ],
  },
  "expression-orale": {
    explanation: [
      "L’expression orale en espagnol repose sur une prononciation claire : la jota [x] dans jamón, le r roulé, le double rr fort dans perro et le ñ de España. Toutes les voyelles se prononcent et l’accent tonique est marqué.",
      "Une présentation structurée utilise des expressions comme « En primer lugar », « Por otra parte » et « Para concluir ». Pour donner son avis, on emploie « Creo que » suivi de l’indicatif, mais « No creo que » suivi du subjonctif. Dans l’interaction, « ¿Puede repetir, por favor? » permet de demander une reformulation.",
    ],
    keyPoints: [
      "Le v et le b se prononcent de façon très proche.",
      "En Espagne, c devant e ou i et z se prononcent comme le th anglais.",
      "Les questions s’ouvrent par ¿ et les exclamations par ¡.",
    ],
    cards: [
      ["En mi opinión", "À mon avis."],
      ["Por otra parte", "D’autre part."],
      ["Para concluir", "Pour conclure."],
      ["Creo que", "Je crois que, suivi de l’indicatif."],
    ],
  },
  "civilisation-espagnole": {
    explanation: [
      "L’Espagne est une monarchie parlementaire depuis la Constitution de 1978, adoptée après la mort de Franco en 1975 pendant la Transition démocratique. Le roi Felipe VI règne depuis 2014, et le pays est divisé en 17 communautés autonomes.",
      "L’histoire espagnole est marquée par al-Andalus, la Reconquista achevée en 1492 avec la prise de Grenade, l’Empire du Siècle d’or, puis la guerre civile (1936-1939) et la dictature franquiste. Le pays compte plusieurs langues officielles régionales : catalan, basque (euskera) et galicien.",
    ],
    keyPoints: [
      "L’Espagne est entrée dans la Communauté européenne en 1986.",
      "Guernica (1937) de Picasso dénonce le bombardement de la ville basque.",
      "La question de l’indépendance de la Catalogne a culminé avec le référendum de 2017.",
    ],
    cards: [
      ["Transición", "Le passage de la dictature à la démocratie après 1975."],
      ["Comunidad autónoma", "Une région dotée d’un gouvernement et d’un parlement propres."],
      ["Reconquista", "La reconquête chrétienne de la péninsule, achevée en 1492."],
      ["Guerra civil", "Le conflit de 1936-1939 entre républicains et nationalistes."],
    ],
  },
  "amerique-latine": {
    explanation: [
      "L’Amérique latine regroupe les pays d’Amérique colonisés par l’Espagne et le Portugal à partir de 1492. Les civilisations aztèque, maya et inca y précédaient la conquête, menée notamment par Hernán Cortés au Mexique (1519-1521) et Francisco Pizarro au Pérou.",
      "Les indépendances sont conquises au début du XIXᵉ siècle par des libertadores comme Simón Bolívar et José de San Martín. Le XXᵉ siècle est marqué par la révolution cubaine de 1959 et les dictatures militaires, comme celle de Pinochet au Chili (1973-1990). La région a produit de grands écrivains, dont Gabriel García Márquez, auteur de Cien años de soledad.",
    ],
    keyPoints: [
      "Le Brésil, lusophone, est le pays le plus peuplé d’Amérique latine.",
      "Le réalisme magique mêle le merveilleux au quotidien.",
      "Les peuples autochtones luttent pour la reconnaissance de leurs droits.",
    ],
    cards: [
      ["Libertador", "Un chef des guerres d’indépendance, comme Bolívar."],
      ["Conquistador", "Un conquérant espagnol du XVIᵉ siècle."],
      ["Realismo mágico", "Un courant littéraire associé à García Márquez."],
      ["Mestizaje", "Le métissage entre populations autochtones, européennes et africaines."],
    ],
  },
};
