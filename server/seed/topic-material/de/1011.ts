/** Französisch (de catalogue subject 1011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammatik: {
    explanation: [
      'Französische Nomen haben zwei Genera, masculin und féminin, erkennbar am Artikel: le/un bzw. la/une, im Plural les/des. Adjektive richten sich in Geschlecht und Zahl nach dem Nomen („un livre intéressant“, „une histoire intéressante“) und stehen meist nach dem Nomen.',
      'Objektpronomen stehen vor dem konjugierten Verb: „Je le vois“, „Je lui parle“. Die Pronomen „en“ ersetzt Ergänzungen mit „de“ und Mengenangaben, „y“ Ortsangaben und Ergänzungen mit „à“.',
      'Die Verneinung umschließt das Verb mit „ne … pas“; weitere Formen sind „ne … jamais“, „ne … plus“ und „ne … rien“. Relativpronomen sind „qui“ (Subjekt), „que“ (Objekt), „où“ (Ort und Zeit) und „dont“ (Ergänzung mit „de“).',
    ],
    keyPoints: [
      'Adjektive angleichen in Genus und Numerus.',
      'Reihenfolge der Objektpronomen: me/te/se/nous/vous vor le/la/les vor lui/leur vor y vor en.',
      'Teilungsartikel du, de la, de l’ bei unbestimmten Mengen.',
      'Nach Mengenangaben und Verneinung steht nur „de“.',
    ],
    cards: [
      ['Article partitif', 'Teilungsartikel du/de la/de l’ für unbestimmte Mengen: „du pain“.'],
      ['Pronom relatif', 'Relativpronomen wie qui, que, où, dont.'],
      ['Pronom adverbial en', 'Ersetzt Ergänzungen mit de und Mengenangaben.'],
      ['Accord', 'Angleichung von Adjektiv oder Partizip an Genus und Numerus.'],
    ],
  },
  zeitformen: {
    explanation: [
      'Das présent beschreibt Gegenwart und Gewohnheiten; Verben auf -er wie „parler“ enden auf -e, -es, -e, -ons, -ez, -ent. Das passé composé aus avoir oder être und Partizip beschreibt abgeschlossene Handlungen („J’ai mangé“, „Elle est partie“).',
      'Das imparfait beschreibt Zustände, Gewohnheiten und Hintergrund in der Vergangenheit („Il faisait beau“), das passé composé die neu einsetzende Handlung im Vordergrund („quand le téléphone a sonné“). Das plus-que-parfait drückt Vorvergangenheit aus.',
      'Für die Zukunft gibt es das futur composé (aller + Infinitiv: „Je vais partir“) und das futur simple („Je partirai“). Das conditionnel présent („je voudrais“) drückt Wünsche, Höflichkeit und Bedingungen aus.',
    ],
    keyPoints: [
      'Verben der Bewegung und reflexive Verben bilden das passé composé mit être.',
      'Mit être richtet sich das Partizip nach dem Subjekt.',
      'Imparfait: Stamm der 1. Person Plural + -ais, -ais, -ait, -ions, -iez, -aient.',
      'Si + imparfait, conditionnel im Hauptsatz.',
    ],
    cards: [
      ['Passé composé', 'Vergangenheitsform mit avoir/être + participe passé.'],
      ['Imparfait', 'Vergangenheitsform für Zustände, Gewohnheiten und Hintergrund.'],
      ['Futur simple', 'Einfache Zukunft: Infinitiv + -ai, -as, -a, -ons, -ez, -ont.'],
      ['Conditionnel', 'Modus für Wünsche, Höflichkeit und hypothetische Folgen.'],
    ],
  },
  subjonctif: {
    explanation: [
      'Der subjonctif ist ein Modus, der Subjektivität ausdrückt: Wünsche, Gefühle, Zweifel, Notwendigkeit und Willen. Er steht in Nebensätzen mit „que“, etwa nach „il faut que“, „je veux que“, „je suis content que“ und „bien que“.',
      'Gebildet wird er aus dem Stamm der 3. Person Plural des présent mit den Endungen -e, -es, -e, -ions, -iez, -ent: „ils parlent“ → „que je parle“. Unregelmäßig sind unter anderem être (que je sois), avoir (que j’aie), faire (que je fasse) und aller (que j’aille).',
      'Nach Ausdrücken der Gewissheit wie „je pense que“ oder „il est sûr que“ steht der indicatif, in der Verneinung („je ne pense pas que“) dagegen oft der subjonctif. Die Konjunktionen „pour que“, „avant que“ und „sans que“ verlangen ebenfalls den subjonctif.',
    ],
    keyPoints: [
      'Auslöser: Wille, Gefühl, Zweifel, Notwendigkeit.',
      'Stamm aus „ils“-Form des présent.',
      '„Après que“ steht mit indicatif, „avant que“ mit subjonctif.',
      'Bei gleichem Subjekt steht der Infinitiv: „Je veux partir.“',
    ],
    cards: [
      ['Subjonctif', 'Modus des subjektiven Empfindens in que-Sätzen.'],
      ['Il faut que', 'Unpersönlicher Ausdruck der Notwendigkeit mit subjonctif.'],
      ['Que je sois', 'Subjonctif von être, 1. Person Singular.'],
      ['Bien que', 'Konjunktion „obwohl“, die den subjonctif verlangt.'],
    ],
  },
  vokabeln: {
    explanation: [
      'Französischer Wortschatz lässt sich gut über Wortfamilien lernen: „travailler“, „le travail“, „le travailleur“. Viele Wörter sind mit dem Deutschen oder Englischen verwandt, etwa „la nation“, „important“ oder „la situation“.',
      'Faux amis sehen deutschen Wörtern ähnlich, bedeuten aber anderes: „la cave“ ist der Keller, „le collège“ die Mittelschule, „sensible“ bedeutet empfindlich. Feste Wendungen wie „avoir besoin de“, „faire la connaissance de“ oder „avoir raison“ lernt man am besten als Ganzes.',
      'Für Aufsätze sind Konnektoren wichtig: „d’abord“, „ensuite“, „cependant“, „pourtant“, „en effet“, „c’est pourquoi“ und „en conclusion“. Das Sprachregister reicht von familier („le boulot“) über courant („le travail“) bis soutenu („l’activité professionnelle“).',
    ],
    keyPoints: [
      'Nomen immer mit Artikel lernen, um das Genus zu kennen.',
      'Faux amis sind eine häufige Fehlerquelle.',
      'Konnektoren strukturieren Texte.',
      'Registerebenen: familier, courant, soutenu.',
    ],
    cards: [
      ['Faux ami', 'Wort, das einem deutschen ähnelt, aber eine andere Bedeutung hat.'],
      ['Connecteur', 'Verbindungswort wie „cependant“ oder „donc“.'],
      ['Registre familier', 'Umgangssprachliche Sprachebene, etwa „le mec“ für „l’homme“.'],
      ['Famille de mots', 'Gruppe von Wörtern mit gleichem Stamm.'],
    ],
  },
  textanalyse: {
    explanation: [
      'Die analyse de texte gliedert sich in résumé, analyse und commentaire. Das résumé gibt den Inhalt knapp im présent, sachlich und ohne Zitate wieder.',
      'In der analyse untersucht man bei literarischen Texten narrateur, perspective, personnages, atmosphère und procédés stylistiques wie métaphore, comparaison oder énumération. Bei Sachtexten stehen Argumentation, Intention des Autors und Ton im Vordergrund.',
      'Im commentaire nimmt man persönlich Stellung und stützt die eigene Meinung mit Argumenten und Beispielen. Belege werden mit Zeilenangaben versehen („l. 5“).',
    ],
    keyPoints: [
      'Résumé im présent, ohne Zitate und Meinung.',
      'Analyse: Beobachtung, Zitat, Wirkung.',
      'Commentaire mit klarer These und Konnektoren.',
      'Zeilenangaben mit „l.“ bzw. „ll.“.',
    ],
    cards: [
      ['Résumé', 'Sachliche Zusammenfassung eines Textes.'],
      ['Narrateur omniscient', 'Allwissender Erzähler.'],
      ['Procédé stylistique', 'Stilmittel.'],
      ['Commentaire personnel', 'Begründete persönliche Stellungnahme.'],
    ],
  },
  mediation: {
    explanation: [
      'Bei der médiation überträgt man einen deutschen Text sinngemäß ins Französische für einen bestimmten Empfänger und Zweck. Es wird nicht wörtlich übersetzt, sondern das Wesentliche ausgewählt.',
      'Die Aufgabe nennt meist Situation und Textsorte, etwa eine E-Mail an die Gastfamilie oder einen Beitrag für eine französische Schülerzeitung. Deutsche Besonderheiten werden erklärt: „le Abitur, l’équivalent du baccalauréat“.',
      'Fehlende Vokabeln umschreibt man mit Relativsätzen („une personne qui…“) oder Oberbegriffen. Anrede und Schluss richten sich nach dem Register, etwa „Chère Madame“ oder „Salut Julie“.',
    ],
    keyPoints: [
      'Adressat und Zweck bestimmen Auswahl und Ton.',
      'Umschreibungsstrategien statt Wörterbuchlücken.',
      'Kulturelle Begriffe erklären.',
      'Textsortenmerkmale einhalten.',
    ],
    cards: [
      ['Médiation', 'Sinngemäße Sprachmittlung für einen Adressaten.'],
      ['Paraphrase', 'Umschreibung eines unbekannten Begriffs.'],
      ['Formule de politesse', 'Höflichkeitsformel am Briefende, z. B. „Cordialement“.'],
      ['Équivalent', 'Entsprechung eines Begriffs in der anderen Kultur.'],
    ],
  },
  landeskunde: {
    explanation: [
      'Frankreich ist eine zentralistisch organisierte Republik mit Paris als Hauptstadt; die Verfassung der Fünften Republik stammt von 1958 und geht auf Charles de Gaulle zurück. Der direkt gewählte Präsident hat starke Befugnisse, der Premierminister leitet die Regierung.',
      'Das Motto der Republik lautet „Liberté, Égalité, Fraternité“; der Nationalfeiertag am 14. Juli erinnert an den Sturm auf die Bastille. Die Laïcité, die strikte Trennung von Staat und Religion, ist seit dem Gesetz von 1905 ein Grundprinzip.',
      'Die deutsch-französische Freundschaft wurde 1963 mit dem Élysée-Vertrag von de Gaulle und Adenauer besiegelt; 2019 folgte der Vertrag von Aachen. Themen sind auch die banlieues, das Schulsystem mit dem baccalauréat und die Regionen Frankreichs.',
    ],
    keyPoints: [
      'Fünfte Republik seit 1958.',
      'Laïcité seit 1905.',
      'Élysée-Vertrag 1963, deutsch-französisches Jugendwerk.',
      'Frankreich ist in Regionen und Départements gegliedert.',
    ],
    cards: [
      ['Laïcité', 'Prinzip der strikten Trennung von Staat und Religion in Frankreich.'],
      ['Élysée-Vertrag', 'Deutsch-französischer Freundschaftsvertrag von 1963.'],
      ['Banlieue', 'Vorort einer Großstadt, oft mit sozialen Problemen verbunden.'],
      ['Baccalauréat', 'Französischer Schulabschluss, entspricht dem Abitur.'],
    ],
  },
  frankophonie: {
    explanation: [
      'Die Frankophonie bezeichnet die Gesamtheit der Menschen und Länder, in denen Französisch gesprochen wird; weltweit sind es über 300 Millionen Sprecher. Die Organisation internationale de la Francophonie (OIF) vereint zahlreiche Staaten und Regierungen.',
      'Die Verbreitung ist vor allem eine Folge der Kolonialgeschichte: Französisch ist Amtssprache in vielen Ländern West- und Zentralafrikas wie Senegal, Côte d’Ivoire oder Kamerun. In Nordafrika (Maghreb) ist es neben Arabisch stark verbreitet.',
      'In Kanada ist Québec überwiegend französischsprachig und schützt die Sprache mit der Charte de la langue française von 1977. Auch Belgien, die Schweiz, Luxemburg und Überseegebiete wie Guadeloupe oder La Réunion gehören zum frankophonen Raum.',
    ],
    keyPoints: [
      'Die meisten Französischsprecher leben heute in Afrika.',
      'Québec: französischsprachige Provinz Kanadas.',
      'Maghreb: Marokko, Algerien, Tunesien.',
      'DOM-TOM: französische Überseegebiete.',
    ],
    cards: [
      ['Frankophonie', 'Gemeinschaft der französischsprachigen Länder und Menschen.'],
      ['OIF', 'Organisation internationale de la Francophonie.'],
      ['Maghreb', 'Nordwestafrikanische Länder Marokko, Algerien und Tunesien.'],
      ['Québec', 'Französischsprachige Provinz Kanadas.'],
    ],
  },
};
