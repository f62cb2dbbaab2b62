/** Anglais (fr catalogue subject 2004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammaire: {
    explanation: [
      "En anglais, l’adjectif est invariable et se place avant le nom : « a red car », « red cars ». Le comparatif des adjectifs courts se forme avec -er (taller than), celui des adjectifs longs avec more (more expensive than), et le superlatif avec -est ou the most.",
      "L’article « the » désigne un élément déterminé, alors que l’absence d’article exprime une généralité : « Dogs are loyal ». Le génitif ’s marque la possession pour les personnes (Tom’s bike). Les noms indénombrables comme information ou advice ne prennent ni « a » ni pluriel.",
    ],
    keyPoints: [
      "Some s’emploie à la forme affirmative, any aux formes négative et interrogative.",
      "Much accompagne les indénombrables, many les dénombrables pluriels.",
      "Les adverbes de fréquence se placent avant le verbe lexical : « She often reads ».",
    ],
    cards: [
      ["Génitif saxon", "La marque ’s qui exprime la possession : my sister’s room."],
      ["Indénombrable", "Un nom qu’on ne peut pas compter, comme furniture ou news."],
      ["Comparatif de supériorité", "Adjectif + -er than ou more + adjectif + than."],
      ["Article zéro", "L’absence d’article pour exprimer une généralité."],
    ],
  },
  "temps-verbaux": {
    explanation: [
      "Le présent simple exprime les habitudes et les vérités générales (« She works in Lyon »), et prend un -s à la troisième personne du singulier. Le présent en be + V-ing décrit une action en cours : « She is working now ».",
      "Le prétérit situe une action terminée dans un passé coupé du présent, souvent avec une date : « I visited London in 2019 ». Le present perfect (have + participe passé) relie le passé au présent : « I have lived here for ten years ». Le futur s’exprime avec will, be going to ou le présent en -ing pour un projet planifié.",
    ],
    keyPoints: [
      "For introduit une durée, since un point de départ.",
      "Le prétérit s’emploie avec yesterday, ago et last year.",
      "Le past perfect (had + participe passé) marque l’antériorité dans le passé.",
    ],
    cards: [
      ["Present perfect", "Have + participe passé, bilan présent d’une action passée."],
      ["Prétérit", "Le temps d’une action passée, datée et révolue."],
      ["Be + V-ing", "La forme qui présente une action en cours de déroulement."],
      ["Ago", "Un marqueur du prétérit qui signifie « il y a »."],
    ],
  },
  "verbes-irreguliers": {
    explanation: [
      "Les verbes irréguliers ne forment pas leur prétérit et leur participe passé avec -ed. On les apprend sous forme de trois colonnes : base verbale, prétérit, participe passé, par exemple go, went, gone ou write, wrote, written.",
      "Certains gardent la même forme partout (cut, cut, cut ; put, put, put), d’autres ont un prétérit et un participe identiques (buy, bought, bought ; teach, taught, taught). Le participe passé sert au present perfect, au past perfect et au passif : « The letter was written by Jane ».",
    ],
    keyPoints: [
      "Be a deux prétérits : was et were.",
      "Le participe passé de get est got en anglais britannique et souvent gotten en américain.",
      "Les verbes modaux n’ont pas de participe passé.",
    ],
    cards: [
      ["Go", "go, went, gone"],
      ["Take", "take, took, taken"],
      ["Think", "think, thought, thought"],
      ["See", "see, saw, seen"],
      ["Begin", "begin, began, begun"],
    ],
  },
  modaux: {
    explanation: [
      "Les modaux (can, could, may, might, must, shall, should, will, would) sont invariables, suivis de la base verbale sans to, et forment leur négation directement avec not : « You mustn’t smoke here ».",
      "Ils expriment soit la modalité du sujet (capacité, permission, obligation), soit le degré de certitude de l’énonciateur. Must marque une quasi-certitude (« He must be tired ») et might une faible probabilité. Pour les temps où le modal manque, on utilise des équivalents : be able to, be allowed to, have to.",
    ],
    keyPoints: [
      "Must not exprime une interdiction, don’t have to une absence d’obligation.",
      "Should exprime le conseil : « You should rest ».",
      "Modal + have + participe passé porte sur le passé : « He may have left ».",
    ],
    cards: [
      ["Can", "Capacité ou permission au présent."],
      ["Must", "Obligation imposée par l’énonciateur ou forte probabilité."],
      ["Might", "Faible probabilité."],
      ["Have to", "Obligation extérieure, utilisable à tous les temps."],
    ],
  },
  vocabulaire: {
    explanation: [
      "Le vocabulaire anglais s’apprend par champs thématiques, comme l’environnement (climate change, renewable energy, pollution) ou la technologie (device, social media, privacy). Les mots transparents ressemblent au français, mais les faux amis sont trompeurs : actually signifie « en fait » et eventually « finalement ».",
      "Les phrasal verbs associent un verbe et une particule, qui en change le sens : give up signifie abandonner, look after s’occuper de, find out découvrir. Les suffixes aident à former des mots : -ness pour les noms (happiness), -ful et -less pour les adjectifs (useful, useless).",
    ],
    keyPoints: [
      "Library signifie bibliothèque et non librairie (bookshop).",
      "Le préfixe un- forme des contraires : unhappy, unable.",
      "Les collocations fixes, comme make a decision ou do homework, s’apprennent en bloc.",
    ],
    cards: [
      ["Actually", "En fait, en réalité."],
      ["Give up", "Abandonner, renoncer."],
      ["Faux ami", "Un mot qui ressemble à un mot français mais a un sens différent."],
      ["Sensible", "Raisonnable, et non sensible (sensitive)."],
    ],
  },
  "comprehension-ecrite": {
    explanation: [
      "La compréhension écrite consiste à repérer le type de document (article, extrait de roman, publicité), sa source, sa date et son thème avant une lecture détaillée. Le titre, les chapeaux et les illustrations donnent des indices sur le contenu.",
      "Une lecture efficace s’appuie sur les mots transparents, les noms propres, les chiffres et les connecteurs logiques (however, therefore, although) qui structurent l’argumentation. Les réponses doivent être justifiées par des citations précises du texte, et le sens d’un mot inconnu se déduit souvent du contexte.",
    ],
    keyPoints: [
      "Une première lecture globale précède l’analyse détaillée.",
      "However et yet introduisent une opposition.",
      "Le point de vue de l’auteur se repère dans les adjectifs et les modaux.",
    ],
    cards: [
      ["Skimming", "Une lecture rapide pour saisir l’idée générale."],
      ["Scanning", "Une lecture ciblée pour trouver une information précise."],
      ["Therefore", "Par conséquent."],
      ["Although", "Bien que."],
    ],
  },
  "expression-ecrite": {
    explanation: [
      "L’expression écrite en anglais demande un texte organisé et adapté au format demandé : article, lettre, essai argumentatif ou suite de récit. Un essai s’ouvre sur une introduction qui présente le sujet, suivie de paragraphes construits autour d’une idée et d’un exemple.",
      "Les connecteurs donnent de la cohérence : firstly, moreover, on the other hand, in conclusion. Une langue variée utilise des structures comme les relatives, le present perfect ou les tournures passives. Une lettre informelle commence par « Dear Sam » et se termine par « Best wishes ».",
    ],
    keyPoints: [
      "Le nombre de mots demandé est respecté.",
      "Une opinion s’introduit par « In my opinion » ou « I believe that ».",
      "Chaque paragraphe développe une seule idée.",
    ],
    cards: [
      ["Moreover", "De plus."],
      ["On the other hand", "D’un autre côté."],
      ["Topic sentence", "La phrase qui annonce l’idée d’un paragraphe."],
      ["To sum up", "Pour résumer."],
    ],
  },
  "expression-orale": {
    explanation: [
      "L’expression orale en continu consiste à présenter un document ou un sujet pendant quelques minutes, tandis que l’interaction suppose un échange avec l’examinateur. Une présentation structurée annonce son plan : « First, I’ll present the document, then I’ll give my opinion ».",
      "La prononciation compte : l’accent de mot (phoTOgraphy, PHOtograph), le son -ed prononcé /ɪd/ après t ou d (wanted), et le h aspiré (house). Des expressions de relance comme « Could you repeat, please? » ou « What I mean is… » maintiennent l’échange.",
    ],
    keyPoints: [
      "Les notes contiennent des mots-clés et non des phrases entières.",
      "L’intonation descend à la fin des questions ouvertes en wh-.",
      "Le -s final se prononce /s/, /z/ ou /ɪz/ selon le son qui précède.",
    ],
    cards: [
      ["Word stress", "L’accent tonique placé sur une syllabe d’un mot."],
      ["To sum up", "Expression pour conclure une présentation."],
      ["I agree with you", "Je suis d’accord avec toi."],
      ["Filler", "Un mot de transition comme « well » qui laisse le temps de réfléchir."],
    ],
  },
  "civilisation-britannique": {
    explanation: [
      "Le Royaume-Uni réunit l’Angleterre, l’Écosse, le pays de Galles et l’Irlande du Nord. C’est une monarchie constitutionnelle : le souverain, Charles III depuis 2022, règne sans gouverner, et le pouvoir revient au Premier ministre, chef du parti majoritaire à la Chambre des communes.",
      "Le Parlement de Westminster comprend la Chambre des communes, élue au scrutin majoritaire uninominal à un tour, et la Chambre des lords. Depuis 1999, l’Écosse, le pays de Galles et l’Irlande du Nord ont des parlements dévolus. Le Royaume-Uni a quitté l’Union européenne le 31 janvier 2020 après le référendum de 2016.",
    ],
    keyPoints: [
      "La Constitution britannique n’est pas rédigée en un seul texte.",
      "Le Commonwealth regroupe 56 États, pour la plupart d’anciennes colonies.",
      "Les accords du Vendredi saint (1998) ont mis fin aux Troubles en Irlande du Nord.",
    ],
    cards: [
      ["Westminster", "Le siège du Parlement britannique à Londres."],
      ["House of Commons", "La chambre élue qui vote les lois et contrôle le gouvernement."],
      ["Devolution", "Le transfert de pouvoirs à l’Écosse, au pays de Galles et à l’Irlande du Nord."],
      ["Brexit", "La sortie du Royaume-Uni de l’Union européenne."],
    ],
  },
  "civilisation-americaine": {
    explanation: [
      "Les États-Unis déclarent leur indépendance le 4 juillet 1776 et adoptent en 1787 une Constitution fédérale fondée sur la séparation des pouvoirs. Le pays compte 50 États, et le président est élu pour quatre ans par un collège électoral.",
      "Le Congrès se compose de la Chambre des représentants et du Sénat, et la Cour suprême interprète la Constitution. L’histoire américaine est marquée par la guerre de Sécession (1861-1865), l’abolition de l’esclavage en 1865, puis le mouvement des droits civiques de Martin Luther King, qui obtient le Civil Rights Act en 1964.",
    ],
    keyPoints: [
      "Les dix premiers amendements forment le Bill of Rights (1791).",
      "Deux grands partis dominent : démocrate et républicain.",
      "Le rêve américain repose sur l’idée de réussite par le travail.",
    ],
    cards: [
      ["Declaration of Independence", "Le texte du 4 juillet 1776 rédigé principalement par Jefferson."],
      ["Electoral College", "Le collège de grands électeurs qui élit le président."],
      ["Civil Rights Movement", "La lutte des années 1950-1960 contre la ségrégation."],
      ["Checks and balances", "Le système de contrôle mutuel des pouvoirs."],
    ],
  },
};
