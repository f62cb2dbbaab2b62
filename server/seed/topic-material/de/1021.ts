/** Sport (de catalogue subject 1021): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  trainingslehre: {
    explanation: [
      'Training ist ein planmäßiger Prozess zur Steigerung der Leistungsfähigkeit. Grundlage ist das Prinzip der Superkompensation: Nach einer Belastung und der Erholungsphase steigt die Leistungsfähigkeit kurzzeitig über das Ausgangsniveau.',
      'Motorische Hauptbeanspruchungsformen sind Ausdauer, Kraft, Schnelligkeit, Beweglichkeit und Koordination. Trainingsmethoden sind etwa die Dauermethode, die extensive und intensive Intervallmethode und die Wiederholungsmethode.',
      'Wichtige Trainingsprinzipien sind der wirksame Belastungsreiz, die progressive Belastungssteigerung und die richtige Relation von Belastung und Erholung. Die Belastung wird über Intensität, Dauer, Umfang, Dichte und Häufigkeit gesteuert.',
    ],
    keyPoints: [
      'Superkompensation nach Belastung und Erholung.',
      'Belastungsnormative: Intensität, Dauer, Umfang, Dichte, Häufigkeit.',
      'Prinzip der progressiven Belastungssteigerung.',
      'Periodisierung gliedert das Trainingsjahr in Zyklen.',
    ],
    cards: [
      ['Superkompensation', 'Anstieg der Leistungsfähigkeit über das Ausgangsniveau nach Erholung.'],
      ['Intervallmethode', 'Wechsel von Belastung und lohnender Pause.'],
      ['Belastungsdichte', 'Verhältnis von Belastungs- zu Erholungszeit.'],
      ['Periodisierung', 'Zeitliche Gliederung des Trainings in Phasen.'],
    ],
  },
  bewegungslehre: {
    explanation: [
      'Die Bewegungslehre beschreibt und erklärt sportliche Bewegungen. Kurt Meinel gliederte azyklische Bewegungen wie einen Wurf in Vorbereitungs-, Haupt- und Endphase; zyklische Bewegungen wie Laufen haben Zwischenphasen, in denen End- und Vorbereitungsphase verschmelzen.',
      'Biomechanische Prinzipien nach Hochmuth erklären Effizienz, etwa das Prinzip der Anfangskraft (Ausholbewegung) und das Prinzip des optimalen Beschleunigungsweges. Beim Wurf hängt die Weite von Abwurfgeschwindigkeit, Abwurfwinkel und Abwurfhöhe ab.',
      'Motorisches Lernen verläuft nach Meinel und Schnabel in drei Phasen: Grobkoordination, Feinkoordination und Stabilisierung der Feinkoordination bzw. variable Verfügbarkeit. Koordinative Fähigkeiten wie Gleichgewichts-, Reaktions- und Rhythmisierungsfähigkeit steuern die Bewegungen.',
    ],
    keyPoints: [
      'Phasenstruktur: Vorbereitung, Haupt-, Endphase.',
      'Biomechanische Prinzipien nach Hochmuth.',
      'Drei Phasen des motorischen Lernens.',
      'Koordinative Fähigkeiten bestimmen die Bewegungsqualität.',
    ],
    cards: [
      ['Azyklische Bewegung', 'Einmalige Bewegung wie ein Sprung oder Wurf.'],
      ['Prinzip der Anfangskraft', 'Eine Gegenbewegung erhöht die Kraft in der Hauptphase.'],
      ['Grobkoordination', 'Erste Lernphase, in der die Bewegung in Grundzügen gelingt.'],
      ['Biomechanik', 'Anwendung physikalischer Gesetze auf Bewegungen.'],
    ],
  },
  sportbiologie: {
    explanation: [
      'Die Sportbiologie untersucht die Anpassung des Körpers an Belastung. Muskeln gewinnen Energie aus ATP, das über Kreatinphosphat (wenige Sekunden), anaerobe Glykolyse mit Laktatbildung und aerobe Oxidation von Glucose und Fetten nachgeliefert wird.',
      'Man unterscheidet langsame Typ-I-Muskelfasern (ausdauernd, rot) und schnelle Typ-II-Fasern (kraftvoll, schnell ermüdend). Ausdauertraining vergrößert unter anderem das Herz (Sportlerherz), senkt den Ruhepuls und erhöht die Zahl der Mitochondrien.',
      'Die maximale Sauerstoffaufnahme (VO₂max) ist ein Maß für die aerobe Ausdauer. Eine Faustformel für die maximale Herzfrequenz lautet 220 minus Lebensalter; sie ist nur ein grober Schätzwert.',
    ],
    keyPoints: [
      'Energiebereitstellung: anaerob-alaktazid, anaerob-laktazid, aerob.',
      'Typ-I- und Typ-II-Fasern.',
      'Ausdauertraining senkt den Ruhepuls.',
      'Laktat ist ein Indikator für die Belastungsintensität.',
    ],
    cards: [
      ['ATP', 'Energieträger für die Muskelkontraktion.'],
      ['Laktat', 'Salz der Milchsäure, entsteht bei anaerober Glykolyse.'],
      ['VO₂max', 'Maximale Sauerstoffaufnahme pro Minute.'],
      ['Sportlerherz', 'Durch Ausdauertraining vergrößertes, leistungsfähigeres Herz.'],
    ],
  },
  sportpsychologie: {
    explanation: [
      'Die Sportpsychologie untersucht Erleben und Verhalten im Sport. Motivation kann intrinsisch (Freude an der Tätigkeit) oder extrinsisch (Belohnung, Anerkennung) sein; nach Atkinson gibt es erfolgs- und misserfolgsmotivierte Sportler.',
      'Das Yerkes-Dodson-Gesetz beschreibt eine umgekehrt U-förmige Beziehung zwischen Aktivierung und Leistung: Mittlere Erregung führt zur besten Leistung. Zu hohe Nervosität kann im Wettkampf zum „Choking under pressure“ führen.',
      'Mentale Techniken wie Zielsetzung, Visualisierung (mentales Training), Selbstgespräche und Entspannungsverfahren wie progressive Muskelentspannung helfen, Leistung abzurufen. Der Flow-Zustand nach Mihály Csíkszentmihályi entsteht, wenn Anforderung und Fähigkeit im Gleichgewicht sind.',
    ],
    keyPoints: [
      'Intrinsische und extrinsische Motivation.',
      'Yerkes-Dodson: mittlere Aktivierung ist optimal.',
      'Mentales Training ergänzt das praktische Üben.',
      'Flow: völliges Aufgehen in der Tätigkeit.',
    ],
    cards: [
      ['Intrinsische Motivation', 'Antrieb aus Freude an der Tätigkeit selbst.'],
      ['Yerkes-Dodson-Gesetz', 'Umgekehrt U-förmiger Zusammenhang zwischen Erregung und Leistung.'],
      ['Mentales Training', 'Planmäßiges Vorstellen einer Bewegung ohne Ausführung.'],
      ['Flow', 'Zustand völliger Vertiefung bei passender Herausforderung.'],
    ],
  },
  leichtathletik: {
    explanation: [
      'Die Leichtathletik umfasst Laufen, Springen und Werfen bzw. Stoßen. Im Sprint entscheiden Reaktion, Beschleunigung und Schnelligkeitsausdauer; der Tiefstart mit Startblöcken ist für Strecken bis 400 m vorgeschrieben.',
      'Beim Weitsprung gliedert sich die Bewegung in Anlauf, Absprung, Flug und Landung; die Weite wird vom Absprungbalken bis zum nächstgelegenen Abdruck gemessen. Beim Hochsprung hat sich seit Dick Fosbury (Olympia 1968) der Fosbury-Flop durchgesetzt, bei dem man rücklings die Latte überquert.',
      'Die Kugel wird gestoßen, nicht geworfen, und muss am Hals angesetzt bleiben. Mehrkämpfe sind der Zehnkampf der Männer und der Siebenkampf der Frauen.',
    ],
    keyPoints: [
      'Disziplingruppen: Lauf, Sprung, Wurf/Stoß.',
      'Fosbury-Flop als Hochsprungtechnik.',
      'Kugelstoß: Stoßbewegung aus dem Kreis.',
      'Zehnkampf und Siebenkampf als Mehrkämpfe.',
    ],
    cards: [
      ['Tiefstart', 'Startart im Sprint aus den Startblöcken.'],
      ['Fosbury-Flop', 'Hochsprungtechnik mit rücklings überquerter Latte.'],
      ['Absprungbalken', 'Markierung im Weitsprung, ab der gemessen wird.'],
      ['Staffelübergabe', 'Weitergabe des Staffelstabs in der Wechselzone.'],
    ],
  },
  ballsportarten: {
    explanation: [
      'Ballsportarten lassen sich in Invasionsspiele (Fußball, Handball, Basketball), Rückschlagspiele (Volleyball, Tennis, Badminton) und Schlag- und Laufspiele (Baseball) einteilen. In Invasionsspielen versuchen Mannschaften, in die gegnerische Hälfte einzudringen und ein Ziel zu treffen.',
      'Taktisch unterscheidet man Individual-, Gruppen- und Mannschaftstaktik, etwa Raumdeckung gegenüber Manndeckung. Im Basketball gibt es für Würfe von außerhalb der Dreipunktelinie drei Punkte, im Volleyball darf eine Mannschaft den Ball höchstens dreimal berühren.',
      'Grundlegende Spielfähigkeit umfasst Ballbeherrschung, Freilaufen, Anbieten, Decken und Spielübersicht. Im Fußball spielen je elf Spieler, im Handball sieben einschließlich Torwart, im Volleyball sechs pro Seite.',
    ],
    keyPoints: [
      'Invasions-, Rückschlag-, Schlag- und Laufspiele.',
      'Raum- vs. Manndeckung.',
      'Volleyball: maximal drei Ballkontakte.',
      'Fair Play als Grundprinzip.',
    ],
    cards: [
      ['Invasionsspiel', 'Spiel, in dem Teams in die gegnerische Hälfte eindringen, um zu punkten.'],
      ['Raumdeckung', 'Verteidigung, bei der jeder Spieler einen Raum absichert.'],
      ['Rückschlagspiel', 'Spiel, bei dem der Ball über ein Netz zurückgespielt wird.'],
      ['Doppelpass', 'Kurzes Zuspiel mit direktem Rückpass.'],
    ],
  },
  turnen: {
    explanation: [
      'Turnen umfasst Übungen am Boden und an Geräten. Im olympischen Gerätturnen turnen Männer an sechs Geräten (Boden, Pauschenpferd, Ringe, Sprung, Barren, Reck), Frauen an vier (Sprung, Stufenbarren, Schwebebalken, Boden).',
      'Grundelemente sind Rolle, Rad, Handstand, Kippe, Überschlag und Salto. Für sichere Ausführung sind Körperspannung, Stützkraft und Orientierung im Raum entscheidend; Lehrkräfte sichern mit Hilfestellung, etwa dem Klammergriff am Oberarm.',
      'Als „Turnvater“ gilt Friedrich Ludwig Jahn, der 1811 in der Berliner Hasenheide den ersten öffentlichen Turnplatz eröffnete. Bewertet werden Wettkampfübungen nach Schwierigkeitswert (D-Note) und Ausführung (E-Note).',
    ],
    keyPoints: [
      'Männer: sechs Geräte; Frauen: vier.',
      'Körperspannung als Grundvoraussetzung.',
      'Hilfestellung und Sicherheitsstellung verhindern Verletzungen.',
      'Wertung: D-Note plus E-Note.',
    ],
    cards: [
      ['Kippe', 'Turnelement, bei dem man aus dem Hang in den Stütz gelangt.'],
      ['Hilfestellung', 'Aktive Unterstützung des Turnenden bei einer Übung.'],
      ['Friedrich Ludwig Jahn', 'Begründer der deutschen Turnbewegung.'],
      ['E-Note', 'Bewertung der Ausführungsqualität im Turnen.'],
    ],
  },
  schwimmen: {
    explanation: [
      'Im Wettkampf gibt es vier Schwimmarten: Freistil (meist Kraul), Rücken, Brust und Schmetterling (Delfin). Kraul ist die schnellste Lage, weil Armzug und Wechselbeinschlag einen nahezu gleichmäßigen Vortrieb erzeugen.',
      'Der Vortrieb entsteht nach dem Actio-reactio-Prinzip, indem Hände und Füße Wasser nach hinten drücken; der Widerstand wird durch eine möglichst waagerechte, gestreckte Wasserlage verringert. Beim Brustschwimmen ist die Gleitphase nach dem Beinschlag besonders wichtig.',
      'Bei der Lagenstaffel ist die Reihenfolge Rücken, Brust, Schmetterling, Freistil, beim Einzel-Lagenschwimmen Schmetterling, Rücken, Brust, Freistil. Rettungsschwimmen und Baderegeln dienen der Sicherheit im Wasser.',
    ],
    keyPoints: [
      'Vier Schwimmarten im Wettkampf.',
      'Wasserlage bestimmt den Widerstand.',
      'Lagenstaffel: Rücken, Brust, Schmetterling, Freistil.',
      'Wende und Start beeinflussen die Zeit stark.',
    ],
    cards: [
      ['Kraul', 'Schnellste Schwimmtechnik mit Wechselarmzug und Wechselbeinschlag.'],
      ['Wasserlage', 'Position des Körpers im Wasser, die den Widerstand bestimmt.'],
      ['Lagenstaffel', 'Staffel, in der jeder Schwimmer eine andere Lage schwimmt.'],
      ['Rollwende', 'Schnelle Wende mit Rolle vorwärts beim Kraul- und Rückenschwimmen.'],
    ],
  },
};
