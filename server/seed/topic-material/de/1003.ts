/** Englisch (de catalogue subject 1003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  zeitformen: {
    explanation: [
      'Das Englische unterscheidet einfache Zeiten und Verlaufsformen. Das Simple Present beschreibt Gewohnheiten und Fakten („She plays tennis every Monday“), das Present Progressive Handlungen, die gerade ablaufen („She is playing now“).',
      'Das Simple Past steht für abgeschlossene Handlungen zu einem bestimmten Zeitpunkt der Vergangenheit, oft mit Signalwörtern wie „yesterday“ oder „in 2010“. Das Present Perfect (have/has + past participle) verbindet Vergangenheit und Gegenwart, etwa mit „already“, „ever“, „since“ oder „for“.',
      'Das Past Perfect drückt Vorzeitigkeit in der Vergangenheit aus („He had left when I arrived“). Für die Zukunft stehen will-future (Vorhersagen, spontane Entschlüsse) und going-to-future (Pläne, sichere Anzeichen).',
    ],
    keyPoints: [
      'Simple Present: he/she/it bekommt ein -s.',
      'Simple Past mit „ago“, „last“, „yesterday“; Present Perfect mit „since“, „for“, „just“.',
      'Verlaufsformen bildet man mit be + -ing.',
      'Past Perfect: had + past participle.',
    ],
    cards: [
      ['Present Perfect', 'Zeitform aus have/has + Partizip Perfekt mit Bezug zur Gegenwart.'],
      ['Signalwort', 'Wort wie „yesterday“ oder „already“, das auf eine bestimmte Zeitform hinweist.'],
      ['Past Progressive', 'was/were + -ing; beschreibt eine Handlung, die in der Vergangenheit gerade ablief.'],
      ['going-to-future', 'Zukunftsform für Absichten und sichere Vorhersagen aufgrund von Anzeichen.'],
    ],
  },
  'if-satze': {
    explanation: [
      'If-Sätze (conditional sentences) bestehen aus einem Bedingungssatz mit „if“ und einem Hauptsatz. Typ I beschreibt eine erfüllbare Bedingung: if + Simple Present, Hauptsatz mit will-future („If it rains, we will stay at home“).',
      'Typ II beschreibt eine unwahrscheinliche oder irreale Bedingung in der Gegenwart: if + Simple Past, Hauptsatz mit would + Infinitiv („If I had more time, I would travel“). Bei „be“ steht oft „were“ für alle Personen („If I were you…“).',
      'Typ III beschreibt eine nicht mehr erfüllbare Bedingung in der Vergangenheit: if + Past Perfect, Hauptsatz mit would have + past participle („If she had studied, she would have passed“).',
    ],
    keyPoints: [
      'Im if-Satz selbst steht nie „will“ oder „would“.',
      'Beginnt der Satz mit „if“, steht ein Komma zwischen den Teilsätzen.',
      'Typ 0 (if + Present, Present) drückt allgemeine Wahrheiten aus.',
      'Gemischte Konditionalsätze kombinieren Typ II und III.',
    ],
    cards: [
      ['Typ I', 'if + Simple Present, Hauptsatz mit will; reale Möglichkeit.'],
      ['Typ II', 'if + Simple Past, Hauptsatz mit would; irreale Gegenwart.'],
      ['Typ III', 'if + Past Perfect, Hauptsatz mit would have + Partizip; irreale Vergangenheit.'],
      ['Conditional clause', 'Der Nebensatz, der die Bedingung nennt.'],
    ],
  },
  passiv: {
    explanation: [
      'Das Passiv (passive voice) rückt die Handlung oder das betroffene Objekt in den Vordergrund, nicht den Handelnden. Es wird mit einer Form von „be“ und dem past participle gebildet: „The bridge was built in 1990.“',
      'Die Zeitform steckt in „be“: Present „is built“, Past „was built“, Present Perfect „has been built“, Future „will be built“. Der Handelnde kann mit „by“ angeschlossen werden („The song was written by Adele“).',
      'Das Passiv ist typisch für Sachtexte, Nachrichten und wissenschaftliche Beschreibungen. Bei Verben mit zwei Objekten kann auch die Person Subjekt werden: „I was given a book.“',
    ],
    keyPoints: [
      'Bildung: Form von be + past participle.',
      'Das Objekt des Aktivsatzes wird Subjekt des Passivsatzes.',
      'Der Urheber folgt mit „by“ und wird oft weggelassen.',
      'Modalverben: „must be done“, „can be seen“.',
    ],
    cards: [
      ['Passive voice', 'Leideform, bei der das Subjekt die Handlung erfährt.'],
      ['By-agent', 'Mit „by“ angeschlossener Handelnder im Passivsatz.'],
      ['Past participle', 'Dritte Verbform, z. B. written, built, played.'],
      ['Personal passive', 'Passiv, bei dem die Person Subjekt wird: „She was told the truth.“'],
    ],
  },
  'indirekte-rede': {
    explanation: [
      'In der indirekten Rede (reported speech) gibt man wieder, was jemand gesagt hat. Steht das einleitende Verb in der Vergangenheit („He said…“), wird die Zeitform meist um eine Stufe zurückversetzt (backshift).',
      'Aus Simple Present wird Simple Past, aus Simple Past und Present Perfect wird Past Perfect, aus „will“ wird „would“. „I am tired“ wird zu „She said (that) she was tired“.',
      'Auch Pronomen sowie Orts- und Zeitangaben ändern sich: „today“ wird zu „that day“, „tomorrow“ zu „the next day“, „here“ zu „there“. Fragen werden ohne „do“ und mit Aussagesatz-Wortstellung wiedergegeben, Ja/Nein-Fragen mit „if“ oder „whether“.',
    ],
    keyPoints: [
      'Backshift nur, wenn das Einleitungsverb in der Vergangenheit steht.',
      'Befehle werden mit „to“ + Infinitiv wiedergegeben: „He told me to wait.“',
      '„say“ steht ohne Person, „tell“ mit Person.',
      'Allgemeingültige Aussagen müssen nicht zurückversetzt werden.',
    ],
    cards: [
      ['Reported speech', 'Wiedergabe einer Äußerung ohne wörtliches Zitat.'],
      ['Backshift', 'Zurückversetzen der Zeitform in der indirekten Rede.'],
      ['Reporting verb', 'Einleitendes Verb wie say, tell, ask oder explain.'],
      ['whether', 'Einleitung indirekter Ja/Nein-Fragen, gleichbedeutend mit „if“.'],
    ],
  },
  vokabeln: {
    explanation: [
      'Ein großer Wortschatz ist Voraussetzung für sicheres Sprechen und Schreiben. Wörter lernt man besser in Zusammenhängen, etwa als Kollokationen („make a decision“, „do homework“) oder Wortfelder (environment: pollution, renewable energy, emissions).',
      'Wortbildung erweitert den Wortschatz: Präfixe wie un-, dis- oder mis- verneinen oder verändern die Bedeutung, Suffixe wie -ness, -ment oder -able bilden neue Wortarten. Aus „employ“ entstehen so „employer“, „employee“, „employment“ und „unemployed“.',
      'False friends sehen deutschen Wörtern ähnlich, bedeuten aber etwas anderes: „become“ heißt „werden“, „actually“ heißt „eigentlich“, „sensible“ heißt „vernünftig“. Nach der Forschung von Hermann Ebbinghaus behält man Vokabeln durch verteilte Wiederholung deutlich länger.',
    ],
    keyPoints: [
      'Kollokationen sind feste Wortverbindungen.',
      'False friends sind Wortpaare mit ähnlicher Form, aber verschiedener Bedeutung.',
      'Verteiltes Wiederholen ist wirksamer als Pauken am Stück.',
      'Synonyme und Antonyme helfen, Wiederholungen im Text zu vermeiden.',
    ],
    cards: [
      ['Collocation', 'Typische Wortverbindung wie „heavy rain“ oder „take a photo“.'],
      ['False friend', 'Englisches Wort, das einem deutschen ähnelt, aber anders bedeutet, z. B. „gift“.'],
      ['Suffix', 'Nachsilbe wie -ness oder -ful, die ein neues Wort bildet.'],
      ['Phrasal verb', 'Verb mit Partikel und eigener Bedeutung, z. B. „give up“ = aufgeben.'],
    ],
  },
  textanalyse: {
    explanation: [
      'Eine Textanalyse im Englischunterricht gliedert sich meist in comprehension (Zusammenfassung), analysis (Untersuchung) und comment oder evaluation. Die Summary gibt die wichtigsten Inhalte im Simple Present, neutral und ohne Zitate wieder.',
      'In der Analysis untersucht man bei Sachtexten Argumentation, Ton und sprachliche Mittel, bei literarischen Texten Erzählperspektive, Figuren, Atmosphäre und Symbolik. Belege werden mit Zeilenangaben angeführt („l. 12“).',
      'Hilfreiche Fachbegriffe sind first-person narrator, third-person omniscient narrator, tone, register und characterisation. Jede Beobachtung wird mit ihrer Wirkung auf den Leser verbunden.',
    ],
    keyPoints: [
      'Summary: Simple Present, eigene Worte, keine Meinung.',
      'Analysis: Beobachtung – Beleg – Wirkung.',
      'Direkte und indirekte Charakterisierung unterscheiden.',
      'Der Kommentar beginnt mit einer klaren eigenen Position.',
    ],
    cards: [
      ['Summary', 'Knappe, sachliche Zusammenfassung des Textinhalts.'],
      ['Omniscient narrator', 'Allwissender Erzähler, der Gedanken aller Figuren kennt.'],
      ['Tone', 'Haltung oder Stimmung, die ein Text vermittelt, etwa ironisch oder ernst.'],
      ['Indirect characterisation', 'Charakterisierung durch Handlungen und Aussagen einer Figur statt durch direkte Beschreibung.'],
    ],
  },
  stilmittel: {
    explanation: [
      'Stilmittel (stylistic devices) gestalten englische Texte und Reden wirkungsvoll. Häufig sind alliteration („Big Brother“), anaphora („We shall fight on the beaches, we shall fight…“ bei Churchill) und rhetorical question.',
      'Bildhafte Mittel sind metaphor, simile (Vergleich mit „like“ oder „as“), personification und symbol. Emotionale Wirkung erzielen hyperbole, enumeration und das climax.',
      'In politischen Reden finden sich oft „inclusive we“, direct address und parallelism. Martin Luther Kings „I have a dream“ (1963) ist ein bekanntes Beispiel für die Anapher.',
    ],
    keyPoints: [
      'Stilmittel werden immer mit Funktion und Wirkung beschrieben.',
      '„Inclusive we“ schafft Gemeinschaft zwischen Redner und Publikum.',
      'A simile uses „like“ or „as“, a metaphor does not.',
      'Understatement schwächt bewusst ab, hyperbole übertreibt.',
    ],
    cards: [
      ['Anaphora', 'Wiederholung eines Wortes am Satz- oder Versanfang.'],
      ['Simile', 'Vergleich mit „like“ oder „as“.'],
      ['Enumeration', 'Aufzählung mehrerer Begriffe.'],
      ['Inclusive we', 'Gebrauch von „we“, der Sprecher und Publikum verbindet.'],
    ],
  },
  mediation: {
    explanation: [
      'Mediation ist die sinngemäße Übertragung von Inhalten in die andere Sprache für einen bestimmten Adressaten und Zweck. Es wird nicht Wort für Wort übersetzt, sondern nur das ausgewählt, was für die Aufgabe relevant ist.',
      'Wichtig sind Situation, Adressat und Textsorte, zum Beispiel eine E-Mail an eine Austauschschülerin oder ein Artikel für eine Schülerzeitung. Deutsche Begriffe ohne Entsprechung werden umschrieben oder erklärt, etwa „Abitur – the final exam at German secondary schools“.',
      'Strategien sind Paraphrase, Vereinfachung und Erklärung kultureller Hintergründe. Register und Ton richten sich nach dem Empfänger.',
    ],
    keyPoints: [
      'Nur aufgabenrelevante Informationen übertragen.',
      'Keine wörtliche Übersetzung.',
      'Kulturspezifische Begriffe erklären.',
      'Textsortenmerkmale wie Anrede und Grußformel beachten.',
    ],
    cards: [
      ['Mediation', 'Sinngemäße, adressatengerechte Sprachmittlung.'],
      ['Paraphrase', 'Umschreibung eines Begriffs mit anderen Worten.'],
      ['Register', 'Sprachebene, z. B. formell oder informell.'],
      ['Adressatenbezug', 'Ausrichtung des Textes auf Wissen und Bedürfnisse des Empfängers.'],
    ],
  },
  landeskunde: {
    explanation: [
      'Das Vereinigte Königreich besteht aus England, Schottland, Wales und Nordirland; Staatsform ist eine parlamentarische Monarchie mit dem Parlament aus House of Commons und House of Lords. 2016 stimmte eine knappe Mehrheit für den Brexit, der am 31. Januar 2020 vollzogen wurde.',
      'Die USA sind eine föderale Präsidialrepublik mit 50 Bundesstaaten; die Verfassung von 1787 trennt Exekutive (Präsident), Legislative (Congress aus Senate und House of Representatives) und Judikative (Supreme Court). Zentrale Themen sind der American Dream, die Bürgerrechtsbewegung und Einwanderung.',
      'Weitere Themen sind das Commonwealth, Indien und Australien als englischsprachige Länder sowie Globalisierung. Englisch ist heute weltweite Lingua franca.',
    ],
    keyPoints: [
      'UK: England, Scotland, Wales, Northern Ireland.',
      'Brexit-Referendum 2016, Austritt 2020.',
      'USA: Checks and balances zwischen drei Gewalten.',
      'Civil Rights Movement der 1950er/60er mit Martin Luther King.',
    ],
    cards: [
      ['House of Commons', 'Gewähltes Unterhaus des britischen Parlaments.'],
      ['American Dream', 'Vorstellung, dass jeder in den USA durch eigene Leistung aufsteigen kann.'],
      ['Commonwealth', 'Staatenbund, der überwiegend aus ehemaligen britischen Kolonien besteht.'],
      ['Checks and balances', 'Gegenseitige Kontrolle der Staatsgewalten in den USA.'],
    ],
  },
};
