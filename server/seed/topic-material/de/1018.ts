/** Spanisch (de catalogue subject 1018): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammatik: {
    explanation: [
      'Spanisch hat zwei Verben für „sein“: „ser“ für dauerhafte Eigenschaften, Herkunft, Beruf und Uhrzeit („Soy alemán“), „estar“ für Zustände, Befinden und Ort („Estoy cansado“, „Madrid está en España“). „Hay“ drückt das Vorhandensein aus („Hay un libro en la mesa“).',
      'Nomen sind maskulin oder feminin (el libro, la casa); Adjektive richten sich in Genus und Numerus nach dem Nomen. Objektpronomen stehen vor dem konjugierten Verb („Lo veo“) oder werden an Infinitiv, Gerundium und bejahten Imperativ angehängt („Quiero verlo“).',
      'Die Präpositionen „por“ und „para“ unterscheiden Grund, Weg oder Zeitraum (por) von Zweck, Ziel und Empfänger (para). Vor direkten Objekten, die Personen bezeichnen, steht das „a personal“: „Veo a María.“',
    ],
    keyPoints: [
      'ser: Wesen; estar: Zustand und Ort.',
      'Indirektes Objektpronomen le/les wird vor lo/la zu se: „Se lo doy.“',
      'a personal vor Personen als direktes Objekt.',
      'para = Zweck/Ziel; por = Grund/Weg/Mittel.',
    ],
    cards: [
      ['ser', 'Verb für dauerhafte Merkmale, Herkunft und Identität.'],
      ['estar', 'Verb für Zustände, Befinden und Lage.'],
      ['a personal', 'Präposition „a“ vor einem direkten Objekt, das eine Person ist.'],
      ['gustar', 'Verb „gefallen“, das mit indirektem Objektpronomen steht: „Me gusta el cine.“'],
    ],
  },
  zeitformen: {
    explanation: [
      'Das presente beschreibt Gegenwart und Gewohnheiten; Verben auf -ar, -er und -ir haben eigene Endungen (hablo, como, vivo). Viele Verben haben einen Stammvokalwechsel wie e → ie (quiero) oder o → ue (puedo).',
      'Für die Vergangenheit unterscheidet man pretérito indefinido für abgeschlossene Handlungen zu einem bestimmten Zeitpunkt („Ayer fui al cine“) und pretérito imperfecto für Beschreibungen, Gewohnheiten und Hintergrund („Cuando era niño, jugaba al fútbol“). Das pretérito perfecto (haber + participio) steht für Vergangenes mit Gegenwartsbezug („Hoy he comido paella“).',
      'Die Zukunft drückt man mit „ir a + Infinitiv“ („Voy a estudiar“) oder dem futuro simple („Estudiaré“) aus. Das condicional („Me gustaría“) dient Wünschen und Höflichkeit.',
    ],
    keyPoints: [
      'Indefinido: Signalwörter ayer, el año pasado, en 2010.',
      'Imperfecto: siempre, a menudo, cuando era…',
      'Perfecto: hoy, esta semana, ya, todavía no.',
      'Estar + gerundio bildet die Verlaufsform.',
    ],
    cards: [
      ['Pretérito indefinido', 'Vergangenheitsform für abgeschlossene, einmalige Handlungen.'],
      ['Pretérito imperfecto', 'Vergangenheitsform für Beschreibungen und Gewohnheiten.'],
      ['Pretérito perfecto', 'haber + participio, Vergangenheit mit Gegenwartsbezug.'],
      ['Gerundio', 'Verbform auf -ando/-iendo, z. B. hablando.'],
    ],
  },
  subjuntivo: {
    explanation: [
      'Der subjuntivo ist der Modus der Subjektivität und steht in Nebensätzen nach Ausdrücken von Wunsch, Gefühl, Zweifel, Aufforderung und Wertung. Typische Auslöser sind „quiero que“, „espero que“, „es importante que“ und „ojalá“.',
      'Der presente de subjuntivo wird aus der 1. Person Singular des presente gebildet: Verben auf -ar erhalten -e-Endungen (hable), Verben auf -er/-ir -a-Endungen (coma, viva). Unregelmäßig sind unter anderem ser (sea), ir (vaya), estar (esté) und haber (haya).',
      'Nach „cuando“ steht für Zukünftiges der subjuntivo („Cuando tenga tiempo, te llamaré“). Nach „creo que“ steht der Indikativ, nach „no creo que“ dagegen der subjuntivo.',
    ],
    keyPoints: [
      'Auslöser: Wille, Emotion, Zweifel, Wertung (WEIRDO).',
      'Bildung vom Stamm der 1. Person Singular.',
      'Ojalá + subjuntivo für Wünsche.',
      'Gleiches Subjekt: Infinitiv statt que-Satz.',
    ],
    cards: [
      ['Subjuntivo', 'Modus für subjektive Aussagen in Nebensätzen.'],
      ['Ojalá', 'Ausdruck „hoffentlich“, immer mit subjuntivo.'],
      ['Que yo sea', 'Presente de subjuntivo von ser.'],
      ['Cuando + subjuntivo', 'Konstruktion für zukünftige Zeitangaben.'],
    ],
  },
  vokabeln: {
    explanation: [
      'Wortschatz lernt man am wirksamsten thematisch, etwa zu Familie, Schule, Umwelt („el medio ambiente“, „la contaminación“) oder Migration („la emigración“, „la frontera“). Viele spanische Wörter ähneln Latein oder Englisch, etwa „la libertad“ oder „la universidad“.',
      'Falsche Freunde sind etwa „embarazada“ (schwanger, nicht verlegen), „la carta“ (Brief oder Speisekarte) und „éxito“ (Erfolg, nicht Ausgang). Die Endung -ción entspricht oft dem deutschen -tion, -dad dem -tät.',
      'Für Texte sind Konnektoren nützlich: „además“, „sin embargo“, „por eso“, „por un lado … por otro lado“, „en resumen“. In Lateinamerika unterscheidet sich der Wortschatz teilweise, etwa „el coche“ (Spanien) und „el carro“ oder „el auto“.',
    ],
    keyPoints: [
      'Nomen mit Artikel lernen.',
      'Falsche Freunde gezielt wiederholen.',
      'Konnektoren gliedern Texte.',
      'Regionale Varianten zwischen Spanien und Lateinamerika beachten.',
    ],
    cards: [
      ['Falso amigo', 'Wort mit irreführender Ähnlichkeit zu einem deutschen Wort.'],
      ['Sin embargo', 'Konnektor „jedoch“.'],
      ['El medio ambiente', 'Die Umwelt.'],
      ['Embarazada', 'Schwanger – ein typischer falscher Freund.'],
    ],
  },
  textanalyse: {
    explanation: [
      'Die Textarbeit im Spanischen umfasst resumen, análisis und comentario. Das resumen fasst den Text sachlich im presente zusammen und beginnt mit Textsorte, Autor, Titel und Thema („El artículo … trata de…“).',
      'Im análisis untersucht man Struktur, Erzählperspektive, Figuren, Sprache und recursos estilísticos wie metáfora, comparación, anáfora oder pregunta retórica. Beobachtungen werden mit Zitaten und Zeilenangaben belegt.',
      'Im comentario bezieht man begründet Stellung, verbindet Argumente mit Konnektoren und schließt mit einem Fazit („En conclusión…“). Hilfreiche Wendungen sind „desde mi punto de vista“ und „estoy de acuerdo con…“.',
    ],
    keyPoints: [
      'Resumen: presente, eigene Worte, ohne Meinung.',
      'Análisis: Mittel + Wirkung.',
      'Comentario: These, Argumente, Schluss.',
      'Zitate mit „l.“ belegen.',
    ],
    cards: [
      ['Resumen', 'Zusammenfassung eines Textes.'],
      ['Recurso estilístico', 'Stilmittel.'],
      ['Narrador', 'Erzähler eines literarischen Textes.'],
      ['Comentario', 'Persönliche, mit Argumenten gestützte Bewertung des Textes auf Spanisch.'],
    ],
  },
  mediation: {
    explanation: [
      'Die mediación überträgt deutsche Informationen sinngemäß ins Spanische, zugeschnitten auf einen Adressaten. Sie ist keine Übersetzung, sondern eine Auswahl der für die Situation wichtigen Inhalte.',
      'Beispiele sind die Erklärung eines deutschen Zeitungsartikels für eine spanische Austauschschülerin oder eine E-Mail an eine Gastfamilie. Kulturspezifisches wird erläutert, etwa „la Ausbildung, una formación profesional dual en Alemania“.',
      'Bei fehlendem Wortschatz helfen Umschreibungen mit „es una cosa que…“ oder „es una persona que…“. Anrede und Stil passen sich dem Empfänger an, etwa „Querida Lucía“ oder „Estimado señor García“.',
    ],
    keyPoints: [
      'Zweck und Adressat bestimmen den Inhalt.',
      'Nicht wörtlich übersetzen.',
      'Kulturelle Hintergründe erklären.',
      'Textsorte und Register beachten.',
    ],
    cards: [
      ['Mediación', 'Übertragung des Wesentlichen eines deutschen Textes ins Spanische für einen bestimmten Empfänger.'],
      ['Circunlocución', 'Umschreibung eines Begriffs.'],
      ['Estimado/a', 'Formelle Anrede in Briefen und E-Mails.'],
      ['Registro', 'Sprachebene, formell oder informell.'],
    ],
  },
  'landeskunde-spanien': {
    explanation: [
      'Spanien ist eine parlamentarische Monarchie mit König Felipe VI. als Staatsoberhaupt; die Verfassung von 1978 entstand nach dem Tod des Diktators Francisco Franco (1975) im Übergang zur Demokratie, der transición. Der Spanische Bürgerkrieg (1936–1939) und die Franco-Diktatur prägen die Erinnerungskultur bis heute.',
      'Das Land ist in 17 autonome Gemeinschaften gegliedert. Neben dem Kastilischen sind Katalanisch, Galicisch und Baskisch regionale Amtssprachen; in Katalonien gibt es eine starke Unabhängigkeitsbewegung, die 2017 ein umstrittenes Referendum abhielt.',
      'Wirtschaftlich sind Tourismus und Landwirtschaft wichtig; die Finanzkrise ab 2008 führte zu hoher Jugendarbeitslosigkeit. Spanien ist seit 1986 Mitglied der Europäischen Gemeinschaft.',
    ],
    keyPoints: [
      'Verfassung von 1978, transición nach Franco.',
      '17 autonome Gemeinschaften.',
      'Vier Sprachen mit offiziellem Status.',
      'EG-Beitritt 1986.',
    ],
    cards: [
      ['Transición', 'Übergang Spaniens von der Diktatur zur Demokratie nach 1975.'],
      ['Comunidad autónoma', 'Autonome Region Spaniens.'],
      ['Guerra Civil', 'Spanischer Bürgerkrieg 1936–1939.'],
      ['Catalán', 'Regionale Amtssprache in Katalonien, Valencia und auf den Balearen.'],
    ],
  },
  lateinamerika: {
    explanation: [
      'Spanisch ist Amtssprache in 18 Staaten Lateinamerikas; Brasilien spricht Portugiesisch. Die Eroberung durch die Konquistadoren, etwa Hernán Cortés gegen die Azteken (1519–1521) und Francisco Pizarro gegen die Inka (ab 1532), leitete eine rund dreihundertjährige Kolonialzeit ein.',
      'Anfang des 19. Jahrhunderts erkämpften Simón Bolívar und José de San Martín die Unabhängigkeit vieler Länder. Im 20. Jahrhundert erlebten Staaten wie Chile (Pinochet, 1973–1990) und Argentinien (1976–1983) Militärdiktaturen.',
      'Aktuelle Themen sind soziale Ungleichheit, Migration in die USA, indigene Rechte und der Schutz des Amazonas-Regenwaldes. Literatur wie Gabriel García Márquez’ „Hundert Jahre Einsamkeit“ machte den magischen Realismus weltbekannt.',
    ],
    keyPoints: [
      'Kolonialzeit ab 1492 bis zu den Unabhängigkeitskriegen.',
      'Bolívar als „Libertador“.',
      'Militärdiktaturen in Chile und Argentinien.',
      'Magischer Realismus als literarische Strömung.',
    ],
    cards: [
      ['Conquista', 'Spanische Eroberung Amerikas im 16. Jahrhundert.'],
      ['Simón Bolívar', 'Anführer der Unabhängigkeitsbewegung in Südamerika.'],
      ['Realismo mágico', 'Literarischer Stil, der Alltägliches und Wunderbares verbindet.'],
      ['Indígenas', 'Nachfahren der ursprünglichen Bevölkerung Amerikas.'],
    ],
  },
};
