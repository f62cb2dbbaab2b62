/** Deutsch (de catalogue subject 1002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  gedichtanalyse: {
    explanation: [
      'Eine Gedichtanalyse untersucht, wie Inhalt und Form eines Gedichts zusammenwirken. Zur Form gehören Strophen, Verse, Reimschema (Paarreim aabb, Kreuzreim abab, umarmender Reim abba) und Metrum wie Jambus oder Trochäus.',
      'Der Sprecher eines Gedichts heißt lyrisches Ich und ist nicht mit dem Autor gleichzusetzen. Sprachliche Bilder wie Metapher, Personifikation und Vergleich sowie Klangmittel wie Alliteration tragen die Aussage.',
      'Die Einleitung nennt Titel, Autor, Erscheinungsjahr, Epoche und Thema; der Hauptteil verbindet Beobachtungen am Text mit ihrer Wirkung. Am Ende steht eine Deutungshypothese, die am Text belegt wird.',
    ],
    keyPoints: [
      'Form und Inhalt werden stets aufeinander bezogen.',
      'Das lyrische Ich ist eine Sprecherinstanz, nicht der Dichter.',
      'Jambus: unbetont–betont; Trochäus: betont–unbetont; Daktylus: betont–unbetont–unbetont.',
      'Ein Sonett besteht aus zwei Quartetten und zwei Terzetten.',
    ],
    cards: [
      ['Lyrisches Ich', 'Die Stimme, die in einem Gedicht spricht.'],
      ['Kreuzreim', 'Reimschema abab.'],
      ['Enjambement', 'Zeilensprung: Ein Satz läuft über das Versende hinaus in den nächsten Vers.'],
      ['Kadenz', 'Versschluss; männlich endet er betont, weiblich unbetont.'],
      ['Metrum', 'Regelmäßige Abfolge betonter und unbetonter Silben im Vers.'],
    ],
  },
  dramenanalyse: {
    explanation: [
      'Eine Dramenanalyse untersucht meist eine Szene im Zusammenhang des ganzen Stücks. Man ordnet die Szene in die Handlung ein, beschreibt Figurenkonstellation und Gesprächsverlauf und deutet die Sprache der Figuren.',
      'Gustav Freytag beschrieb 1863 den pyramidalen Aufbau des klassischen Dramas in fünf Akten: Exposition, steigende Handlung mit erregendem Moment, Höhepunkt und Peripetie, fallende Handlung mit retardierendem Moment und Katastrophe. Das geschlossene Drama hält die Einheit von Ort, Zeit und Handlung ein, das offene Drama, etwa Büchners „Woyzeck“, löst sie auf.',
      'Wichtig sind Dialog, Monolog und Regieanweisungen. Beispiele für klassische Dramen sind Goethes „Faust“ und Schillers „Kabale und Liebe“.',
    ],
    keyPoints: [
      'Die Exposition führt in Figuren, Ort und Konflikt ein.',
      'Die Peripetie ist der Umschwung der Handlung.',
      'Das offene Drama besteht aus lose verbundenen Szenen und hat oft ein offenes Ende.',
      'Regieanweisungen (Nebentext) geben Hinweise zu Bühne, Gestik und Tonfall.',
    ],
    cards: [
      ['Exposition', 'Einführung in Ausgangssituation, Figuren und Konflikt eines Dramas.'],
      ['Peripetie', 'Wendepunkt, an dem sich das Schicksal des Helden umkehrt.'],
      ['Retardierendes Moment', 'Verzögerung vor der Katastrophe, die kurz Hoffnung auf einen guten Ausgang weckt.'],
      ['Monolog', 'Selbstgespräch einer Figur auf der Bühne.'],
      ['Figurenkonstellation', 'Gefüge der Beziehungen zwischen den Figuren eines Stücks.'],
    ],
  },
  sachtextanalyse: {
    explanation: [
      'Bei einer Sachtextanalyse untersucht man nichtfiktionale Texte wie Kommentare, Reden, Reportagen oder Essays. Im Mittelpunkt stehen Thema, Position des Verfassers, Argumentationsstruktur und sprachliche Mittel.',
      'Man unterscheidet Textfunktionen: Informations-, Appell-, Kontakt- und Deklarationsfunktion. Ein Kommentar etwa ist meinungsbetont und will den Leser überzeugen, eine Nachricht soll sachlich informieren.',
      'Argumente bestehen aus These, Begründung und Beleg oder Beispiel. In der Analyse werden Aussagen im Konjunktiv der indirekten Rede wiedergegeben und Zitate mit Zeilenangaben belegt.',
    ],
    keyPoints: [
      'Die Einleitung nennt Textsorte, Autor, Titel, Quelle, Datum und Thema.',
      'Der Hauptteil zeigt den Gedankengang und die Funktion sprachlicher Mittel.',
      'Die Position des Autors wird von der eigenen Meinung getrennt.',
      'Behauptungen werden mit Zitaten und Zeilenangaben belegt.',
    ],
    cards: [
      ['These', 'Behauptung, die im Text begründet werden soll.'],
      ['Appellfunktion', 'Absicht eines Textes, den Leser zu einem Verhalten oder einer Meinung zu bewegen.'],
      ['Kommentar', 'Meinungsbetonte journalistische Textsorte.'],
      ['Argumentationsstruktur', 'Die Abfolge von Thesen, Begründungen und Belegen in einem Text.'],
    ],
  },
  erorterung: {
    explanation: [
      'In einer Erörterung setzt man sich argumentierend mit einer Streitfrage auseinander. Die lineare (steigernde) Erörterung verfolgt eine Position, die dialektische (Pro-Contra-)Erörterung wägt Argumente beider Seiten gegeneinander ab.',
      'Ein vollständiges Argument besteht aus These, Begründung und Beispiel (Dreischritt). In der dialektischen Erörterung steht das stärkste Argument der eigenen Seite meist am Schluss, damit es nachwirkt.',
      'Die textgebundene Erörterung geht von einem Sachtext aus: Zuerst wird dessen Argumentation wiedergegeben, dann wird sie bewertet. Der Schluss enthält ein begründetes Fazit und kann einen Ausblick geben.',
    ],
    keyPoints: [
      'Aufbau: Einleitung mit Hinführung, Hauptteil mit Argumenten, Schluss mit Fazit.',
      'Argumente werden nach Stärke geordnet (vom schwächsten zum stärksten).',
      'Überleitungen verbinden Pro- und Contra-Teil.',
      'Die eigene Position wird im Schluss klar begründet.',
    ],
    cards: [
      ['Dialektische Erörterung', 'Abwägen von Pro- und Contra-Argumenten zu einer Streitfrage.'],
      ['Lineare Erörterung', 'Erörterung, die Argumente für nur eine Position steigernd anordnet.'],
      ['Dreischritt', 'Argumentaufbau aus These, Begründung und Beispiel.'],
      ['Textgebundene Erörterung', 'Erörterung, die die Argumentation eines vorliegenden Textes prüft.'],
    ],
  },
  literaturepochen: {
    explanation: [
      'Literaturepochen fassen Werke mit ähnlichen Themen, Weltbildern und Formen zusammen. Der Barock (ca. 1600–1720) ist vom Dreißigjährigen Krieg und dem Vanitas-Motiv geprägt, die Aufklärung (ca. 1720–1800) vom Vertrauen in die Vernunft, etwa in Lessings „Nathan der Weise“.',
      'Der Sturm und Drang (ca. 1767–1785) betont Gefühl und Genie, so Goethes „Die Leiden des jungen Werthers“ (1774). Die Weimarer Klassik strebt nach Harmonie und Humanität, die Romantik nach dem Unendlichen, Traum und Sehnsucht (Symbol: blaue Blume).',
      'Im Realismus (ca. 1848–1890) steht die wirklichkeitsnahe Darstellung des Bürgertums im Mittelpunkt, im Naturalismus die genaue Abbildung sozialer Not. Der Expressionismus (ca. 1910–1925) zeigt Großstadt, Ich-Zerfall und Weltuntergangsstimmung.',
    ],
    keyPoints: [
      'Barock: Vanitas, Memento mori, Carpe diem.',
      'Aufklärung: Vernunft, Toleranz, Kants „Habe Mut, dich deines eigenen Verstandes zu bedienen!“.',
      'Klassik: Goethe und Schiller in Weimar, Ideal der Humanität.',
      'Expressionismus: Großstadtlyrik, etwa Georg Heym und Jakob van Hoddis.',
    ],
    cards: [
      ['Vanitas', 'Barockes Motiv der Vergänglichkeit alles Irdischen.'],
      ['Sturm und Drang', 'Epoche um 1770, die Gefühl, Natur und Genie über die Vernunft stellt.'],
      ['Blaue Blume', 'Symbol der romantischen Sehnsucht, aus Novalis’ „Heinrich von Ofterdingen“.'],
      ['Naturalismus', 'Epoche um 1880–1900, die Wirklichkeit möglichst genau und ungeschönt abbildet.'],
      ['Expressionismus', 'Epoche um 1910–1925 mit Themen wie Großstadt, Krieg und Ich-Zerfall.'],
    ],
  },
  kurzgeschichten: {
    explanation: [
      'Die deutsche Kurzgeschichte entstand vor allem nach 1945 nach dem Vorbild der amerikanischen short story. Autoren der Trümmerliteratur wie Wolfgang Borchert („Das Brot“) und Heinrich Böll verarbeiteten darin Krieg und Nachkriegszeit.',
      'Typisch sind ein unvermittelter Anfang, ein offenes Ende, geringer Umfang und ein Ausschnitt aus dem Alltag gewöhnlicher Menschen. Oft gibt es einen Wendepunkt, und die Sprache ist schlicht und alltagsnah.',
      'Bei der Analyse untersucht man Erzählperspektive, Zeitgestaltung, Figuren und Leitmotive. In „Das Brot“ deckt die Frau die nächtliche Lüge ihres Mannes auf und schiebt ihm trotzdem eine Scheibe Brot zu, was ihre Zuneigung zeigt.',
    ],
    keyPoints: [
      'Kurzgeschichten beginnen oft mitten im Geschehen.',
      'Das offene Ende lässt die Deutung dem Leser.',
      'Häufig gibt es einen Wendepunkt oder eine Pointe.',
      'Die Figuren sind meist Durchschnittsmenschen ohne ausführliche Vorgeschichte.',
    ],
    cards: [
      ['Trümmerliteratur', 'Literatur der Nachkriegszeit, die Zerstörung und Not nach 1945 darstellt.'],
      ['Offenes Ende', 'Schluss ohne Auflösung des Konflikts.'],
      ['Erzählzeit', 'Die Zeit, die das Lesen eines Textes dauert.'],
      ['Erzählte Zeit', 'Der Zeitraum, über den sich die Handlung erstreckt.'],
    ],
  },
  'rhetorische-mittel': {
    explanation: [
      'Rhetorische Mittel (Stilmittel) sind sprachliche Gestaltungsmittel, die eine Aussage verstärken, veranschaulichen oder einprägsam machen. Sie werden in Analysen immer mit ihrer Wirkung genannt.',
      'Zu den Bildmitteln gehören Metapher („Das Leben ist eine Reise“), Vergleich mit „wie“ und Personifikation („Die Sonne lacht“). Wiederholungsfiguren sind Anapher (gleicher Anfang aufeinanderfolgender Sätze), Alliteration („Milch macht müde Männer munter“) und Parallelismus.',
      'Die rhetorische Frage erwartet keine Antwort, sondern stellt eine Behauptung auf. Weitere häufige Mittel sind Antithese (Gegenüberstellung), Hyperbel (Übertreibung), Ironie und Klimax (Steigerung, etwa „Ich kam, ich sah, ich siegte“).',
    ],
    keyPoints: [
      'Jedes Stilmittel wird mit Beleg und Wirkung genannt.',
      'Der Vergleich nutzt „wie“ oder „als“, die Metapher nicht.',
      'Anaphern und Parallelismen machen Reden eindringlich.',
      'Ironie meint das Gegenteil des Gesagten.',
    ],
    cards: [
      ['Metapher', 'Bildhafter Ausdruck, der ein Wort in übertragener Bedeutung verwendet.'],
      ['Anapher', 'Wiederholung desselben Wortes am Anfang aufeinanderfolgender Sätze oder Verse.'],
      ['Antithese', 'Gegenüberstellung gegensätzlicher Begriffe oder Gedanken.'],
      ['Klimax', 'Steigerung in mindestens drei Gliedern.'],
      ['Hyperbel', 'Starke Übertreibung.'],
    ],
  },
  grammatik: {
    explanation: [
      'Die deutsche Grammatik unterscheidet Wortarten wie Nomen, Verb, Adjektiv, Pronomen, Präposition und Konjunktion. Nomen werden nach vier Fällen dekliniert: Nominativ, Genitiv, Dativ und Akkusativ.',
      'Satzglieder erkennt man mit der Umstellprobe; wichtige Satzglieder sind Subjekt, Prädikat, Objekte und adverbiale Bestimmungen. Das Subjekt erfragt man mit „Wer oder was?“, das Akkusativobjekt mit „Wen oder was?“.',
      'Ein Satzgefüge besteht aus Haupt- und Nebensatz, eine Satzreihe aus mehreren Hauptsätzen. Im Nebensatz steht das finite Verb am Ende, etwa in „…, weil es regnet“.',
    ],
    keyPoints: [
      'Vier Fälle: Nominativ, Genitiv, Dativ, Akkusativ.',
      'Die Umstellprobe zeigt, welche Wörter ein Satzglied bilden.',
      'Im Hauptsatz steht das finite Verb an zweiter Stelle.',
      'Der Konjunktiv I dient vor allem der indirekten Rede.',
    ],
    cards: [
      ['Prädikat', 'Satzglied aus dem Verb, das aussagt, was geschieht.'],
      ['Umstellprobe', 'Verfahren, bei dem Satzglieder verschoben werden, um sie abzugrenzen.'],
      ['Satzgefüge', 'Verbindung aus Hauptsatz und mindestens einem Nebensatz.'],
      ['Konjunktion', 'Bindewort wie „und“, „weil“ oder „dass“, das Wörter oder Sätze verbindet.'],
    ],
  },
  rechtschreibung: {
    explanation: [
      'Die deutsche Rechtschreibung folgt seit der Reform von 1996 (überarbeitet 2006) amtlichen Regeln. Nomen und Nominalisierungen schreibt man groß; Signalwörter wie Artikel („das Lesen“) oder „etwas“, „nichts“, „viel“ vor Adjektiven („etwas Schönes“) zeigen eine Nominalisierung an.',
      'Nach kurzem Vokal schreibt man „ss“ (Fluss), nach langem Vokal oder Diphthong „ß“ (Fuß, heißen). Die Konjunktion „dass“ leitet einen Nebensatz ein, das Relativpronomen „das“ lässt sich durch „welches“ ersetzen.',
      'Kommas trennen Haupt- und Nebensätze, Aufzählungen ohne „und“ sowie eingeschobene Appositionen. Vor „und“ und „oder“ steht in Aufzählungen kein Komma.',
    ],
    keyPoints: [
      'Ersatzprobe: „das“ durch „welches/dieses“ ersetzbar, sonst „dass“.',
      'ss nach kurzem, ß nach langem Vokal.',
      'Nominalisierte Verben und Adjektive werden großgeschrieben.',
      'Nebensätze werden immer durch Komma abgetrennt.',
    ],
    cards: [
      ['Nominalisierung', 'Gebrauch eines Verbs oder Adjektivs als Nomen, etwa „das Laufen“.'],
      ['Dass-Satz', 'Nebensatz, der mit der Konjunktion „dass“ eingeleitet wird.'],
      ['Apposition', 'Nachgestellte Beifügung, die durch Kommas abgetrennt wird.'],
      ['Dehnungs-h', 'Stummes h nach langem Vokal, etwa in „Fahne“.'],
    ],
  },
  lekturen: {
    explanation: [
      'Zu den häufigen Schullektüren gehören Goethes „Faust. Der Tragödie erster Teil“ (1808), in dem der Gelehrte Faust einen Pakt mit Mephisto schließt und Gretchen ins Unglück stürzt. Schillers „Kabale und Liebe“ (1784) zeigt die an Standesgrenzen scheiternde Liebe zwischen Ferdinand und Luise.',
      'Kafkas „Die Verwandlung“ (1915) erzählt, wie Gregor Samsa als Ungeziefer erwacht und von seiner Familie ausgegrenzt wird. Büchners Dramenfragment „Woyzeck“ zeigt einen einfachen Soldaten, der unter sozialer Not und Demütigung seine Geliebte Marie tötet.',
      'Bei der Arbeit mit einer Lektüre sind Inhalt, Figurencharakterisierung, Aufbau, Epoche und zentrale Motive wichtig. Textstellen werden mit Seiten- oder Versangaben belegt.',
    ],
    keyPoints: [
      '„Faust I“: Gelehrtentragödie und Gretchentragödie.',
      '„Kabale und Liebe“: bürgerliches Trauerspiel des Sturm und Drang.',
      '„Die Verwandlung“: Entfremdung und Familienkonflikt, typisch kafkaesk.',
      '„Woyzeck“: offenes Drama mit sozialkritischem Inhalt.',
    ],
    cards: [
      ['Gretchenfrage', '„Nun sag, wie hast du’s mit der Religion?“ – Gretchens Frage an Faust.'],
      ['Bürgerliches Trauerspiel', 'Tragödie, in der erstmals Bürger statt Adlige die Hauptfiguren sind.'],
      ['Kafkaesk', 'Bedrohlich-rätselhaft und ausweglos, wie in den Werken Kafkas.'],
      ['Figurencharakterisierung', 'Beschreibung äußerer Merkmale, Verhaltensweisen und Beziehungen einer Figur.'],
    ],
  },
};
