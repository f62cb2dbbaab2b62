/** Allemand (fr catalogue subject 2010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammaire: {
    explanation: [
      "Le nom allemand porte toujours une majuscule et possède l’un des trois genres : masculin (der Tisch), féminin (die Lampe) ou neutre (das Buch). Au pluriel, l’article devient die pour tous les genres, et la terminaison du pluriel varie : -e, -er, -n, -s ou tréma.",
      "Les prépositions imposent un cas : mit, bei, von et zu régissent le datif, für, ohne et gegen l’accusatif. Les prépositions mixtes comme in, an ou auf prennent l’accusatif pour un déplacement (Ich gehe in die Schule) et le datif pour une localisation (Ich bin in der Schule).",
    ],
    keyPoints: [
      "Les noms en -ung, -heit, -keit sont féminins.",
      "Les diminutifs en -chen et -lein sont neutres.",
      "La négation nicht porte sur le verbe ou un élément, kein sur un nom indéfini.",
    ],
    cards: [
      ["Préposition mixte", "Une préposition suivie de l’accusatif (direction) ou du datif (lieu)."],
      ["Kein", "La négation d’un nom précédé d’un article indéfini ou sans article."],
      ["Das Mädchen", "La jeune fille, nom neutre à cause du suffixe -chen."],
      ["Wohin ? / Wo ?", "Les questions qui appellent l’accusatif et le datif."],
    ],
  },
  declinaisons: {
    explanation: [
      "L’allemand possède quatre cas : le nominatif pour le sujet, l’accusatif pour le complément d’objet direct, le datif pour le complément d’attribution et le génitif pour le complément du nom. Seul le masculin change à l’accusatif : der devient den.",
      "Au datif, les articles deviennent dem (masculin et neutre), der (féminin) et den avec un -n ajouté au nom au pluriel. L’adjectif épithète prend une terminaison selon le déterminant : faible après der (der alte Mann), mixte après ein (ein alter Mann), forte sans déterminant (alter Wein).",
    ],
    keyPoints: [
      "Nominatif, accusatif, datif et génitif masculins : der, den, dem, des.",
      "Les masculins faibles prennent -n ou -en sauf au nominatif : den Studenten.",
      "Le génitif masculin et neutre ajoute -s ou -es au nom : des Vaters.",
    ],
    cards: [
      ["Nominatif", "Le cas du sujet et de l’attribut."],
      ["Accusatif", "Le cas du complément d’objet direct."],
      ["Datif", "Le cas du complément d’attribution et de certaines prépositions."],
      ["Génitif", "Le cas du complément du nom : das Auto des Vaters."],
    ],
  },
  conjugaison: {
    explanation: [
      "Au présent, le verbe allemand ajoute au radical les terminaisons -e, -st, -t, -en, -t, -en : ich spiele, du spielst. Les verbes forts changent souvent de voyelle aux deuxième et troisième personnes du singulier : fahren donne du fährst et sprechen er spricht.",
      "Le parfait (Perfekt), temps du passé à l’oral, se forme avec haben ou sein et le participe II : ich habe gespielt, ich bin gefahren. Sein s’emploie avec les verbes de déplacement et de changement d’état. Le prétérit (Präteritum) domine à l’écrit : ich spielte, ich fuhr, ich war.",
    ],
    keyPoints: [
      "Le participe II des verbes faibles se forme en ge- + radical + -t : gemacht.",
      "Les verbes à particule séparable placent la particule en fin de proposition : ich stehe früh auf.",
      "Le futur se forme avec werden + infinitif : ich werde lernen.",
    ],
    cards: [
      ["Verbe fort", "Un verbe qui change de voyelle au prétérit, comme gehen, ging, gegangen."],
      ["Perfekt", "Le passé composé allemand, formé avec haben ou sein."],
      ["Participe II", "La forme du verbe utilisée au parfait et au passif."],
      ["Particule séparable", "Un préfixe accentué qui se détache du verbe : anrufen."],
    ],
  },
  "ordre-des-mots": {
    explanation: [
      "Dans la proposition principale déclarative, le verbe conjugué occupe toujours la deuxième position : « Heute gehe ich ins Kino ». Si un autre élément que le sujet est placé en tête, le sujet passe après le verbe.",
      "Dans une subordonnée introduite par dass, weil, wenn ou ob, le verbe conjugué se place à la fin : « Ich bleibe zu Hause, weil ich krank bin ». Dans une question fermée et à l’impératif, le verbe est en première position. L’infinitif et le participe II sont rejetés à la fin de la proposition.",
    ],
    keyPoints: [
      "Les conjonctions und, aber, oder, denn ne modifient pas l’ordre des mots.",
      "L’ordre habituel des compléments suit temps, cause, manière, lieu.",
      "Si la subordonnée précède la principale, la principale commence par le verbe.",
    ],
    cards: [
      ["Verbe en deuxième position", "La règle de la proposition principale déclarative."],
      ["Weil", "Parce que, conjonction qui rejette le verbe à la fin."],
      ["Inversion", "Le sujet placé après le verbe quand un autre élément est en tête."],
      ["Denn", "Car, conjonction de coordination sans rejet du verbe."],
    ],
  },
  vocabulaire: {
    explanation: [
      "L’allemand forme beaucoup de mots par composition : le dernier élément donne le genre et le sens de base, comme dans das Krankenhaus (l’hôpital) ou der Umweltschutz (la protection de l’environnement).",
      "Les préfixes modifient le sens des verbes : kommen (venir), ankommen (arriver), bekommen (recevoir). Les thèmes courants incluent la vie quotidienne (die Schule, der Beruf), l’environnement (der Klimawandel, erneuerbare Energien) et la société (die Gesellschaft, die Freiheit). Certains faux amis trompent : bekommen ne signifie pas devenir mais recevoir.",
    ],
    keyPoints: [
      "Le nom composé prend le genre de son dernier élément.",
      "Le suffixe -ung forme des noms féminins à partir de verbes : die Wohnung.",
      "Chaque nom s’apprend avec son article et son pluriel.",
    ],
    cards: [
      ["Bekommen", "Recevoir, faux ami de « devenir »."],
      ["Der Klimawandel", "Le changement climatique."],
      ["Mot composé", "Un mot formé de plusieurs noms, comme das Krankenhaus."],
      ["Die Gesellschaft", "La société."],
    ],
  },
  "comprehension-ecrite": {
    explanation: [
      "La compréhension écrite en allemand s’appuie sur l’identification du document et de ses indices : titre, source, date, illustrations. Les mots composés se décomposent pour en comprendre le sens : Arbeitslosigkeit signifie chômage (Arbeit, los, -igkeit).",
      "La place du verbe aide à repérer la structure des phrases : dans une subordonnée, le verbe conjugué est à la fin. Les connecteurs trotzdem (pourtant), deshalb (c’est pourquoi) et außerdem (en outre) organisent l’argumentation. Les réponses se justifient par des citations précises.",
    ],
    keyPoints: [
      "Une particule séparable en fin de phrase change le sens du verbe.",
      "Deshalb entraîne l’inversion du sujet.",
      "Le contexte permet souvent d’inférer le sens d’un mot inconnu.",
    ],
    cards: [
      ["Trotzdem", "Pourtant, malgré cela."],
      ["Deshalb", "C’est pourquoi."],
      ["Außerdem", "En outre."],
      ["Die Arbeitslosigkeit", "Le chômage."],
    ],
  },
  "expression-ecrite": {
    explanation: [
      "L’expression écrite en allemand exige une structure claire : introduction, développement en paragraphes et conclusion. Les expressions d’opinion comme « Meiner Meinung nach » ou « Ich finde, dass… » introduisent le point de vue.",
      "La correction grammaticale compte particulièrement : verbe en deuxième position, verbe final dans les subordonnées, cas après les prépositions et majuscule aux noms. Une lettre personnelle commence par « Liebe Anna » ou « Lieber Paul » et se termine par « Viele Grüße ». Les connecteurs einerseits… andererseits structurent l’argumentation.",
    ],
    keyPoints: [
      "Meiner Meinung nach est suivi du verbe conjugué.",
      "Dass rejette le verbe conjugué à la fin.",
      "Zum Schluss introduit la conclusion.",
    ],
    cards: [
      ["Meiner Meinung nach", "À mon avis."],
      ["Einerseits… andererseits", "D’un côté… de l’autre."],
      ["Viele Grüße", "Formule de fin de lettre amicale."],
      ["Zusammenfassend", "En résumé."],
    ],
  },
  "civilisation-allemande": {
    explanation: [
      "L’Allemagne est une république fédérale composée de 16 Länder, avec Berlin pour capitale. La Loi fondamentale (Grundgesetz) de 1949 organise un régime parlementaire : le chancelier, élu par le Bundestag, dirige le gouvernement, et le président fédéral a un rôle surtout représentatif.",
      "L’histoire allemande comprend l’unification de 1871 sous Bismarck, la république de Weimar, le régime nazi (1933-1945), la division en RFA et RDA en 1949 et la réunification en 1990. L’Allemagne est la première économie de l’Union européenne, réputée pour son industrie automobile et ses PME exportatrices, le Mittelstand.",
    ],
    keyPoints: [
      "Le Bundesrat représente les Länder au niveau fédéral.",
      "L’Allemagne compte environ 84 millions d’habitants.",
      "Le traité de l’Élysée (1963) a scellé la réconciliation franco-allemande.",
    ],
    cards: [
      ["Land", "Un État fédéré allemand."],
      ["Bundestag", "La chambre des députés élue au suffrage universel."],
      ["Grundgesetz", "La Loi fondamentale de 1949."],
      ["Mittelstand", "Le tissu de moyennes entreprises allemandes."],
    ],
  },
  "reunification-allemande": {
    explanation: [
      "Après 1949, l’Allemagne est divisée entre la RFA, démocratique et capitaliste, et la RDA, communiste. Le mur de Berlin, construit en août 1961, empêche la fuite des Allemands de l’Est vers l’Ouest.",
      "En 1989, les réformes de Gorbatchev et les manifestations du lundi à Leipzig (« Wir sind das Volk ») ébranlent la RDA. Le mur tombe le 9 novembre 1989. Le traité « 2+4 » règle les questions internationales et la réunification est effective le 3 octobre 1990, aujourd’hui fête nationale. Le rattrapage économique des nouveaux Länder a été long et coûteux.",
    ],
    keyPoints: [
      "Helmut Kohl était chancelier lors de la réunification.",
      "La Stasi était la police politique de la RDA.",
      "L’Ostalgie désigne la nostalgie de certains aspects de la vie en RDA.",
    ],
    cards: [
      ["9 novembre 1989", "La chute du mur de Berlin."],
      ["3 octobre 1990", "La réunification allemande, Tag der Deutschen Einheit."],
      ["Stasi", "Le ministère de la Sécurité d’État de la RDA."],
      ["Ostalgie", "La nostalgie de la RDA."],
    ],
  },
};
