/** Informatik (de catalogue subject 1014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  algorithmen: {
    explanation: [
      'Ein Algorithmus ist eine eindeutige, endliche Folge von Anweisungen zur Lösung eines Problems. Er lässt sich als Pseudocode, Struktogramm (Nassi-Shneiderman-Diagramm) oder Programmablaufplan darstellen und besteht aus Sequenz, Verzweigung und Wiederholung.',
      'Sortieralgorithmen sind klassische Beispiele: Bubblesort und Selectionsort benötigen im schlechtesten Fall O(n²) Vergleiche, Mergesort und Quicksort (im Mittel) O(n·log n). Die binäre Suche halbiert in einer sortierten Liste in jedem Schritt den Suchbereich und braucht O(log n) Schritte.',
      'Die O-Notation beschreibt, wie die Laufzeit mit der Eingabegröße n wächst. Rekursive Algorithmen rufen sich selbst mit einem kleineren Teilproblem auf und brauchen eine Abbruchbedingung.',
    ],
    keyPoints: [
      'Eigenschaften: Eindeutigkeit, Endlichkeit, Ausführbarkeit.',
      'Grundstrukturen: Sequenz, Verzweigung, Schleife.',
      'Binäre Suche nur in sortierten Daten.',
      'Divide and Conquer: Problem teilen, Teile lösen, Ergebnisse zusammenfügen.',
    ],
    cards: [
      ['Algorithmus', 'Endliche, eindeutige Handlungsvorschrift zur Lösung eines Problems.'],
      ['O-Notation', 'Angabe des Wachstums der Laufzeit in Abhängigkeit von der Eingabegröße.'],
      ['Rekursion', 'Eine Funktion ruft sich selbst mit kleinerem Problem auf.'],
      ['Binäre Suche', 'Suchverfahren, das den sortierten Suchbereich schrittweise halbiert.'],
    ],
  },
  programmierung: {
    explanation: [
      'Programmieren heißt, Algorithmen in einer Programmiersprache wie Python oder Java umzusetzen. Variablen speichern Werte eines Datentyps, etwa Ganzzahl (int), Gleitkommazahl (float), Zeichenkette (String) oder Wahrheitswert (boolean).',
      'Kontrollstrukturen steuern den Ablauf: if-else für Verzweigungen, for- und while-Schleifen für Wiederholungen. Funktionen bzw. Methoden fassen wiederverwendbaren Code zusammen und erhalten Parameter und geben Rückgabewerte zurück.',
      'Compiler übersetzen den Quelltext vor der Ausführung in Maschinencode, Interpreter führen ihn Zeile für Zeile aus. Syntaxfehler verletzen die Regeln der Sprache, logische Fehler liefern falsche Ergebnisse trotz lauffähigem Programm.',
    ],
    keyPoints: [
      'Variablen haben Name, Typ und Wert.',
      'while-Schleife: Wiederholung, solange eine Bedingung gilt.',
      'Funktionen fördern Wiederverwendbarkeit.',
      'Testen und Debuggen finden Fehler.',
    ],
    cards: [
      ['Variable', 'Benannter Speicherplatz für einen Wert.'],
      ['Datentyp', 'Art der Daten, z. B. int, float, String oder boolean.'],
      ['Compiler', 'Programm, das Quelltext vollständig in Maschinencode übersetzt.'],
      ['Syntaxfehler', 'Verstoß gegen die Grammatik der Programmiersprache.'],
    ],
  },
  datenstrukturen: {
    explanation: [
      'Datenstrukturen organisieren Daten so, dass Operationen effizient möglich sind. Ein Array speichert Elemente gleichen Typs in fester Reihenfolge mit Zugriff über einen Index in konstanter Zeit.',
      'Eine verkettete Liste besteht aus Knoten, die jeweils auf den Nachfolger verweisen; Einfügen ist leicht, direkter Zugriff langsam. Ein Stack (Stapel) arbeitet nach dem LIFO-Prinzip mit push und pop, eine Queue (Schlange) nach dem FIFO-Prinzip.',
      'Ein Binärbaum besteht aus Knoten mit höchstens zwei Kindern; im binären Suchbaum liegen kleinere Schlüssel links und größere rechts. Graphen aus Knoten und Kanten modellieren Netze wie Straßen oder soziale Beziehungen.',
    ],
    keyPoints: [
      'Stack: LIFO; Queue: FIFO.',
      'Array: schneller Indexzugriff, feste Größe.',
      'Suchbaum: Suche in O(log n), wenn er ausgeglichen ist.',
      'Traversierungen: Preorder, Inorder, Postorder.',
    ],
    cards: [
      ['Stack', 'Stapelspeicher nach dem Prinzip Last In, First Out.'],
      ['Queue', 'Warteschlange nach dem Prinzip First In, First Out.'],
      ['Binärer Suchbaum', 'Baum, in dem links kleinere und rechts größere Schlüssel stehen.'],
      ['Graph', 'Struktur aus Knoten und verbindenden Kanten.'],
    ],
  },
  'objektorientierte-modellierung': {
    explanation: [
      'In der objektorientierten Modellierung wird ein Problem durch Objekte beschrieben, die Attribute (Eigenschaften) und Methoden (Fähigkeiten) besitzen. Eine Klasse ist der Bauplan, ein Objekt eine konkrete Instanz, etwa das Objekt „meinAuto“ der Klasse „Auto“.',
      'Datenkapselung versteckt Attribute als private und erlaubt Zugriff nur über Methoden wie Getter und Setter. Bei der Vererbung übernimmt eine Unterklasse Attribute und Methoden einer Oberklasse und kann sie erweitern oder überschreiben (Polymorphie).',
      'In UML-Klassendiagrammen wird eine Klasse als Kasten mit Name, Attributen und Methoden dargestellt. Beziehungen sind Assoziation („kennt“), Aggregation bzw. Komposition („hat“) und Vererbung („ist ein“).',
    ],
    keyPoints: [
      'Klasse = Bauplan, Objekt = Instanz.',
      'Kapselung schützt den inneren Zustand.',
      'Vererbung: „ist-ein“-Beziehung.',
      'UML: + public, − private.',
    ],
    cards: [
      ['Klasse', 'Bauplan für Objekte mit Attributen und Methoden.'],
      ['Kapselung', 'Verbergen der internen Daten eines Objekts.'],
      ['Vererbung', 'Übernahme von Eigenschaften einer Oberklasse durch eine Unterklasse.'],
      ['Polymorphie', 'Gleiche Methode verhält sich je nach Objektklasse unterschiedlich.'],
    ],
  },
  datenbanken: {
    explanation: [
      'Relationale Datenbanken speichern Daten in Tabellen (Relationen) aus Zeilen (Datensätzen) und Spalten (Attributen). Ein Primärschlüssel identifiziert jeden Datensatz eindeutig, ein Fremdschlüssel verweist auf den Primärschlüssel einer anderen Tabelle.',
      'Der Entwurf beginnt oft mit einem Entity-Relationship-Modell mit Entitäten, Attributen und Beziehungen der Kardinalitäten 1:1, 1:n und n:m. Normalformen vermeiden Redundanz und Anomalien beim Einfügen, Ändern und Löschen.',
      'Mit SQL fragt man Daten ab: „SELECT name FROM schueler WHERE klasse = \'10a\' ORDER BY name;“. Mit JOIN werden Tabellen über Schlüssel verknüpft, mit GROUP BY und COUNT werden Daten gruppiert und gezählt.',
    ],
    keyPoints: [
      'Primärschlüssel: eindeutig, nicht leer.',
      'n:m-Beziehungen werden über eine Zwischentabelle aufgelöst.',
      'SQL-Grundform: SELECT … FROM … WHERE.',
      'Normalisierung vermeidet Redundanz.',
    ],
    cards: [
      ['Primärschlüssel', 'Attribut, das jeden Datensatz eindeutig identifiziert.'],
      ['Fremdschlüssel', 'Attribut, das auf den Primärschlüssel einer anderen Tabelle verweist.'],
      ['SQL', 'Structured Query Language zur Abfrage und Bearbeitung relationaler Daten.'],
      ['ER-Modell', 'Entwurfsmodell mit Entitäten, Attributen und Beziehungen.'],
    ],
  },
  netzwerke: {
    explanation: [
      'Rechnernetze verbinden Computer zum Datenaustausch; man unterscheidet LAN (lokal) und WAN (weiträumig), das größte ist das Internet. Die Kommunikation ist in Schichten organisiert, etwa im TCP/IP-Modell aus Netzzugangs-, Internet-, Transport- und Anwendungsschicht.',
      'Jedes Gerät hat eine IP-Adresse; IPv4-Adressen bestehen aus 32 Bit, IPv6 aus 128 Bit. TCP sorgt für eine zuverlässige, verbindungsorientierte Übertragung, UDP ist schneller, aber ohne Empfangsbestätigung.',
      'Das Domain Name System (DNS) übersetzt Namen wie „example.org“ in IP-Adressen. Router leiten Datenpakete zwischen Netzen weiter, Switches verbinden Geräte innerhalb eines Netzes.',
    ],
    keyPoints: [
      'Schichtenmodelle: OSI (7 Schichten), TCP/IP (4 Schichten).',
      'IPv4: 32 Bit, IPv6: 128 Bit.',
      'HTTP/HTTPS für Webseiten, HTTPS verschlüsselt mit TLS.',
      'Pakete werden einzeln geroutet.',
    ],
    cards: [
      ['IP-Adresse', 'Logische Adresse eines Geräts im Netzwerk.'],
      ['DNS', 'Dienst, der Domainnamen in IP-Adressen auflöst.'],
      ['Router', 'Gerät, das Pakete zwischen Netzwerken weiterleitet.'],
      ['TCP', 'Verbindungsorientiertes Transportprotokoll mit Fehlerkorrektur.'],
    ],
  },
  'automaten-und-formale-sprachen': {
    explanation: [
      'Eine formale Sprache ist eine Menge von Wörtern über einem Alphabet Σ. Sie wird durch eine Grammatik mit Terminalen, Nichtterminalen, Produktionsregeln und Startsymbol beschrieben.',
      'Ein deterministischer endlicher Automat (DEA) besteht aus Zuständen, Alphabet, Übergangsfunktion, Startzustand und Endzuständen. Er akzeptiert ein Wort, wenn er nach dessen Abarbeitung in einem Endzustand steht; DEAs erkennen genau die regulären Sprachen.',
      'Die Chomsky-Hierarchie ordnet Sprachen in reguläre, kontextfreie, kontextsensitive und rekursiv aufzählbare Sprachen. Die Sprache aⁿbⁿ ist kontextfrei, aber nicht regulär; sie wird von einem Kellerautomaten erkannt.',
    ],
    keyPoints: [
      'DEA: für jedes Zeichen genau ein Folgezustand.',
      'Reguläre Ausdrücke beschreiben reguläre Sprachen.',
      'Kellerautomaten erkennen kontextfreie Sprachen.',
      'Turingmaschinen bilden das allgemeinste Berechnungsmodell.',
    ],
    cards: [
      ['Alphabet', 'Endliche Menge von Zeichen.'],
      ['DEA', 'Deterministischer endlicher Automat.'],
      ['Chomsky-Hierarchie', 'Einteilung formaler Sprachen in vier Typen.'],
      ['Kellerautomat', 'Automat mit Stapelspeicher für kontextfreie Sprachen.'],
    ],
  },
  kryptologie: {
    explanation: [
      'Die Kryptologie umfasst Kryptographie (Verschlüsselung) und Kryptoanalyse (Entschlüsselung ohne Schlüssel). Die Caesar-Verschlüsselung verschiebt jeden Buchstaben um eine feste Zahl und lässt sich durch Häufigkeitsanalyse leicht brechen; die Vigenère-Verschlüsselung nutzt ein Schlüsselwort für wechselnde Verschiebungen.',
      'Bei symmetrischen Verfahren wie AES nutzen Sender und Empfänger denselben Schlüssel, der sicher ausgetauscht werden muss. Asymmetrische Verfahren wie RSA (1977) verwenden einen öffentlichen Schlüssel zum Verschlüsseln und einen privaten zum Entschlüsseln; ihre Sicherheit beruht auf der schwierigen Faktorisierung großer Zahlen.',
      'Digitale Signaturen beweisen Herkunft und Unverändertheit von Nachrichten. Hybride Verfahren wie TLS tauschen asymmetrisch einen Sitzungsschlüssel aus und verschlüsseln dann symmetrisch.',
    ],
    keyPoints: [
      'Kerckhoffs-Prinzip: Sicherheit darf nur vom Schlüssel abhängen.',
      'Symmetrisch: ein Schlüssel; asymmetrisch: Schlüsselpaar.',
      'Häufigkeitsanalyse bricht monoalphabetische Verfahren.',
      'RSA beruht auf Primfaktorzerlegung.',
    ],
    cards: [
      ['Caesar-Chiffre', 'Verschlüsselung durch Verschiebung des Alphabets um k Stellen.'],
      ['Public Key', 'Öffentlicher Schlüssel eines asymmetrischen Verfahrens.'],
      ['Häufigkeitsanalyse', 'Angriff, der Buchstabenhäufigkeiten mit der Sprache vergleicht.'],
      ['Digitale Signatur', 'Mit dem privaten Schlüssel erstellter Echtheitsnachweis einer Nachricht.'],
    ],
  },
};
