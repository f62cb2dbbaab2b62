/** Musik (de catalogue subject 1017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  notenlehre: {
    explanation: [
      'Noten werden auf fünf Notenlinien notiert; der Schlüssel am Zeilenanfang legt die Tonhöhen fest. Der Violinschlüssel markiert das g¹ auf der zweiten Linie, der Bassschlüssel das f auf der vierten Linie.',
      'Die Notenwerte halbieren sich jeweils: ganze Note, halbe, Viertel, Achtel und Sechzehntel; ein Punkt verlängert eine Note um die Hälfte ihres Wertes. Die Taktangabe, etwa 4/4 oder 3/4, gibt an, wie viele Schläge welcher Länge ein Takt hat.',
      'Vorzeichen verändern Tonhöhen: Das Kreuz (♯) erhöht um einen Halbton (c → cis), das b (♭) erniedrigt (e → es), das Auflösungszeichen hebt die Veränderung auf. Die Stammtöne heißen c, d, e, f, g, a, h.',
    ],
    keyPoints: [
      'Violinschlüssel: g¹ auf der 2. Linie.',
      'Punktierte Halbe = drei Viertel.',
      'Halbtonschritte zwischen e–f und h–c.',
      'Pausen haben dieselben Werte wie Noten.',
    ],
    cards: [
      ['Notenschlüssel', 'Zeichen, das die Tonhöhen der Notenlinien festlegt.'],
      ['Taktart', 'Angabe der Schläge pro Takt, z. B. 3/4.'],
      ['Kreuz', 'Vorzeichen, das einen Ton um einen Halbton erhöht.'],
      ['Punktierung', 'Verlängerung einer Note um die Hälfte ihres Wertes.'],
    ],
  },
  harmonielehre: {
    explanation: [
      'Die Harmonielehre untersucht Akkorde und ihre Verbindungen. Ein Dreiklang besteht aus Grundton, Terz und Quinte; der Dur-Dreiklang hat eine große Terz unten und eine kleine oben (c–e–g), der Moll-Dreiklang umgekehrt (a–c–e).',
      'Die drei Hauptfunktionen einer Tonart sind Tonika (I. Stufe), Subdominante (IV.) und Dominante (V.); in C-Dur sind das C-, F- und G-Dur. Die Kadenz T–S–D–T festigt die Tonart, der Dominantseptakkord (g–h–d–f) strebt besonders stark zur Tonika.',
      'Der Quintenzirkel ordnet die Tonarten nach Vorzeichen: Jede Quinte aufwärts bringt ein Kreuz hinzu (G-Dur 1 ♯, D-Dur 2 ♯), jede Quinte abwärts ein b (F-Dur 1 ♭). Jede Dur-Tonart hat eine parallele Moll-Tonart mit denselben Vorzeichen, eine kleine Terz tiefer.',
    ],
    keyPoints: [
      'Dur: große + kleine Terz; Moll: kleine + große Terz.',
      'T, S, D als Hauptfunktionen.',
      'Quintenzirkel zeigt Vorzeichen und Verwandtschaft.',
      'Parallele von C-Dur ist a-Moll.',
    ],
    cards: [
      ['Tonika', 'Grundakkord einer Tonart auf der I. Stufe.'],
      ['Dominante', 'Akkord auf der V. Stufe mit Spannung zur Tonika.'],
      ['Kadenz', 'Akkordfolge, die eine Tonart bestätigt, z. B. T–S–D–T.'],
      ['Quintenzirkel', 'Kreisförmige Anordnung der Tonarten im Quintabstand.'],
    ],
  },
  formenlehre: {
    explanation: [
      'Die Formenlehre beschreibt den Aufbau von Musikstücken. Kleine Einheiten sind Motiv und Phrase; eine Periode besteht meist aus Vordersatz und Nachsatz von je vier Takten, ein Satz aus Präsentation und Fortspinnung.',
      'Grundformen sind die Liedform A–B–A, das Rondo A–B–A–C–A und Thema mit Variationen. Die Sonatenhauptsatzform gliedert sich in Exposition mit zwei Themen, Durchführung, in der die Themen verarbeitet werden, und Reprise.',
      'Die Fuge, etwa bei Johann Sebastian Bach, ist eine polyphone Form, in der ein Thema nacheinander in allen Stimmen erscheint. Zyklische Formen wie Sinfonie, Sonate und Suite bestehen aus mehreren Sätzen.',
    ],
    keyPoints: [
      'Periode: Vordersatz und Nachsatz.',
      'Sonatenhauptsatzform: Exposition, Durchführung, Reprise.',
      'Rondo: wiederkehrender Refrain.',
      'Fuge: Thema wird imitatorisch durch die Stimmen geführt.',
    ],
    cards: [
      ['Motiv', 'Kleinste sinntragende musikalische Einheit.'],
      ['Exposition', 'Erster Teil der Sonatenhauptsatzform, der die Themen vorstellt.'],
      ['Rondo', 'Form mit wiederkehrendem Hauptteil zwischen Couplets.'],
      ['Fuge', 'Polyphone Komposition mit imitatorisch durchgeführtem Thema.'],
    ],
  },
  werkanalyse: {
    explanation: [
      'Eine Werkanalyse untersucht ein Musikstück nach Parametern wie Melodik, Rhythmus, Harmonik, Dynamik, Klangfarbe und Form. Sie beginnt mit Angaben zu Komponist, Titel, Entstehungszeit, Besetzung und Gattung.',
      'Beschreibende Beobachtungen am Notentext oder Höreindruck werden mit Fachbegriffen formuliert, etwa „Das Hauptthema steigt im Dreiklang auf und steht im Forte“. Takt- und Stellenangaben belegen die Beobachtungen.',
      'Die Deutung verbindet die Befunde mit Ausdruck, Textbezug und historischem Kontext. Bei Beethovens 5. Sinfonie (1808) prägt etwa das kurze Klopfmotiv aus drei kurzen und einem langen Ton den gesamten ersten Satz.',
    ],
    keyPoints: [
      'Parameter: Melodie, Rhythmus, Harmonik, Dynamik, Klang, Form.',
      'Beobachtungen mit Taktangaben belegen.',
      'Bei Vokalmusik Text-Musik-Beziehung untersuchen.',
      'Deutung im historischen Kontext.',
    ],
    cards: [
      ['Dynamik', 'Lautstärkegestaltung von pianissimo bis fortissimo.'],
      ['Besetzung', 'Die Instrumente und Stimmen eines Werks.'],
      ['Wort-Ton-Verhältnis', 'Beziehung zwischen Textinhalt und musikalischer Gestaltung.'],
      ['Thema', 'Einprägsamer musikalischer Gedanke, der ein Werk prägt.'],
    ],
  },
  musikgeschichte: {
    explanation: [
      'Die Musikgeschichte wird in Epochen gegliedert. Im Barock (ca. 1600–1750) entstanden Oper, Konzert und Generalbass; Hauptvertreter sind Johann Sebastian Bach, Georg Friedrich Händel und Antonio Vivaldi („Die vier Jahreszeiten“).',
      'Die Wiener Klassik (ca. 1770–1827) mit Haydn, Mozart und Beethoven strebte nach Klarheit, Ausgewogenheit und periodischer Gliederung; Sinfonie, Streichquartett und Sonate wurden zentrale Gattungen. Die Romantik (ca. 1820–1900) betonte Gefühl und Programmmusik, etwa bei Schubert, Schumann, Wagner und Brahms.',
      'Im 20. Jahrhundert brach die Musik mit der Tonalität: Arnold Schönberg entwickelte die Zwölftontechnik, Igor Strawinskys „Le Sacre du printemps“ (1913) löste einen Skandal aus. Später folgten serielle Musik, Minimal Music und elektronische Musik.',
    ],
    keyPoints: [
      'Barock: Generalbass und Terrassendynamik.',
      'Klassik: Sonatenhauptsatzform und Sinfonie.',
      'Romantik: Kunstlied, Programmmusik, großes Orchester.',
      'Moderne: Atonalität und Zwölftontechnik.',
    ],
    cards: [
      ['Generalbass', 'Im Barock bezifferte Bassstimme, über der Akkorde improvisiert werden.'],
      ['Wiener Klassik', 'Epoche von Haydn, Mozart und Beethoven.'],
      ['Programmmusik', 'Instrumentalmusik, die außermusikalische Inhalte darstellt.'],
      ['Zwölftontechnik', 'Kompositionsweise Schönbergs mit einer Reihe aus allen zwölf Tönen.'],
    ],
  },
  instrumentenkunde: {
    explanation: [
      'Die Instrumentenkunde ordnet Instrumente nach ihrer Klangerzeugung; die Systematik von Hornbostel und Sachs (1914) unterscheidet Idiophone, Membranophone, Chordophone, Aerophone und später Elektrophone. Im Orchester gliedert man in Streicher, Holzbläser, Blechbläser und Schlagwerk.',
      'Streichinstrumente sind Violine, Viola, Violoncello und Kontrabass. Zu den Holzbläsern gehören Flöte, Oboe, Klarinette und Fagott, zu den Blechbläsern Trompete, Horn, Posaune und Tuba; entscheidend ist die Art der Tonerzeugung, nicht das Material, weshalb das Saxophon als Holzblasinstrument gilt.',
      'Bei Blechblasinstrumenten schwingen die Lippen im Mundstück, bei Klarinette und Saxophon ein einfaches Rohrblatt, bei Oboe und Fagott ein Doppelrohrblatt. Das Klavier ist ein Saiteninstrument, dessen Saiten von Hämmern angeschlagen werden.',
    ],
    keyPoints: [
      'Fünf Klassen nach Hornbostel-Sachs.',
      'Orchestergruppen: Streicher, Holz, Blech, Schlagwerk.',
      'Querflöte ist trotz Metall ein Holzblasinstrument.',
      'Klavier: Hammermechanik auf Saiten.',
    ],
    cards: [
      ['Chordophon', 'Instrument, bei dem Saiten den Ton erzeugen.'],
      ['Aerophon', 'Instrument, bei dem eine Luftsäule schwingt.'],
      ['Doppelrohrblatt', 'Tonerzeuger von Oboe und Fagott.'],
      ['Idiophon', 'Selbstklinger wie Xylophon oder Becken.'],
    ],
  },
  popmusik: {
    explanation: [
      'Popmusik ist populäre Musik, die sich seit den 1950er Jahren massenhaft über Radio, Platten und später Streaming verbreitet. Wurzeln sind Blues, Jazz, Gospel und Country; der Rock ’n’ Roll mit Elvis Presley und Chuck Berry war in den 1950er Jahren ihr Durchbruch.',
      'Die Beatles prägten ab 1962 Pop und Rock; es folgten Stile wie Soul, Disco, Punk, Hip-Hop und elektronische Tanzmusik. Typisch ist die Songform aus Intro, Strophe (Verse), Pre-Chorus, Refrain (Chorus), Bridge und Outro.',
      'Viele Popsongs beruhen auf wenigen Akkorden, etwa der Folge I–V–vi–IV (in C-Dur: C–G–Am–F). Das zwölftaktige Bluesschema I–I–I–I–IV–IV–I–I–V–IV–I–I ist Grundlage vieler Rocksongs.',
    ],
    keyPoints: [
      'Songform mit Strophe und Refrain.',
      'Blues-Schema mit zwölf Takten.',
      'Hook: eingängige Melodie- oder Textzeile.',
      'Musikindustrie: Produktion, Vermarktung, Streaming.',
    ],
    cards: [
      ['Refrain', 'Wiederkehrender Teil eines Songs mit gleichem Text.'],
      ['Hook', 'Eingängiges Motiv, das im Gedächtnis bleibt.'],
      ['Bluesschema', 'Zwölftaktige Akkordfolge auf I., IV. und V. Stufe.'],
      ['Bridge', 'Kontrastierender Teil eines Songs vor dem letzten Refrain.'],
    ],
  },
  filmmusik: {
    explanation: [
      'Filmmusik unterstützt Handlung, Stimmung und Figuren eines Films. Man unterscheidet On-Musik (diegetisch), deren Quelle im Film sichtbar oder hörbar ist, und Off-Musik (nicht-diegetisch), die nur der Zuschauer hört.',
      'Techniken sind das Leitmotiv, das einer Figur oder Idee zugeordnet ist, etwa der Marsch für Darth Vader in „Star Wars“ von John Williams, und das Mickey-Mousing, bei dem die Musik Bewegungen genau nachzeichnet. Bei der Mood-Technik schafft die Musik eine Grundstimmung.',
      'Musik kann Bilder paraphrasieren (verdoppeln), polarisieren (einen mehrdeutigen Eindruck in eine Richtung lenken) oder kontrapunktieren (im Gegensatz zum Bild stehen). Bekannt ist das Zwei-Ton-Motiv aus „Der weiße Hai“ (1975), das Bedrohung ankündigt.',
    ],
    keyPoints: [
      'On- und Off-Musik unterscheiden.',
      'Leitmotiv-Technik nach dem Vorbild Richard Wagners.',
      'Paraphrasierung, Polarisierung, Kontrapunktierung.',
      'Musik steuert Emotionen und Erwartungen.',
    ],
    cards: [
      ['Leitmotiv', 'Wiederkehrendes Motiv für eine Figur, einen Ort oder eine Idee.'],
      ['Mickey-Mousing', 'Exakte musikalische Nachzeichnung von Bewegungen im Bild.'],
      ['Diegetische Musik', 'Musik, deren Quelle Teil der Filmhandlung ist.'],
      ['Kontrapunktierung', 'Musik, die bewusst im Gegensatz zum Bildinhalt steht.'],
    ],
  },
};
