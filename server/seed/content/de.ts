/** German study notes and flashcards (DE, AT, CH). */
import type { ContentPack } from './types';

export const de: ContentPack = {
  language: 'de',
  subject: {
    titles: [
      (s) => `${s.name}: Lernzettel für die nächste Klausur`,
      (s) => `${s.name} kompakt – Zusammenfassung mit Übungen`,
      (s) => `${s.name} – alles Wichtige auf einen Blick`,
      (s) => `Spickzettel ${s.name}: Grundlagen und Aufgaben`,
    ],
    subtitle: (s, author) => `${s.secondLabel} von ${author} · Oberstufe`,
    descriptions: [
      (s) => `Übersichtliche Zusammenfassung für ${s.name} mit Definitionen, Beispielen und Übungsfragen – ideal zum Wiederholen vor der Klausur.`,
      (s) => `Meine Notizen aus dem ${s.name}-Unterricht, sauber aufbereitet: Grundbegriffe, Vorgehen Schritt für Schritt und typische Fehler.`,
      (s) => `Kompakter Lernzettel für ${s.name}: das Wichtigste auf zwei Seiten, dazu Aufgaben zum Selbsttest.`,
    ],
    headings: {
      overview: 'Worum es geht',
      terms: 'Die wichtigsten Begriffe',
      method: 'Schritt für Schritt',
      pitfalls: 'Typische Fehler',
      exercises: 'Übungsaufgaben',
      summary: 'Zusammenfassung',
    },
    overview: (t) =>
      `Im Mittelpunkt dieses Lernzettels steht das Thema „${t}“. Es kommt in Klausuren regelmäßig vor, weil es Grundwissen mit Anwendung verbindet: Wer „${t}“ sicher beherrscht, kann auch Aufgaben lösen, die auf den ersten Blick neu wirken. Die folgenden Abschnitte fassen zusammen, was du wissen musst, und zeigen, wie du bei Aufgaben vorgehst.`,
    termsIntro: (t) =>
      `Bevor du mit Aufgaben beginnst, solltest du die Grundbegriffe zu „${t}“ in eigenen Worten erklären und mit einem Beispiel belegen können. Diese Übersicht ordnet sie ein:`,
    termTopic: (t, s) =>
      `${t}: zentraler Inhalt im Fach ${s.name}; merke dir die Definition, ein typisches Beispiel und eine Situation, in der man es anwendet.`,
    termRelated: [
      (r, t) => `${r}: baut auf denselben Grundlagen auf wie „${t}“ und wird in Klausuren oft zusammen abgefragt.`,
      (r) => `${r}: lohnt sich als Vergleich – Gemeinsamkeiten und Unterschiede zeigen, ob du den Stoff wirklich verstanden hast.`,
      (r) => `${r}: wichtiges Nachbarthema; schreibe dir hierzu mindestens zwei Fachbegriffe mit Erklärung auf.`,
    ],
    method: (t) => [
      'Aufgabenstellung zweimal lesen und die Operatoren markieren (nennen, erklären, beurteilen).',
      `Alles notieren, was du zu „${t}“ schon weißt: Begriffe, Regeln, Beispiele aus dem Unterricht.`,
      'Einen kurzen Plan machen: Welche Schritte sind nötig, in welcher Reihenfolge?',
      'Sauber ausarbeiten und jeden Schritt begründen – Fachsprache statt Alltagssprache.',
      'Ergebnis kontrollieren: Passt es zur Frage? Ist es vollständig und plausibel?',
    ],
    pitfalls: (t) => [
      `Der häufigste Fehler bei „${t}“ ist, Definitionen nur auswendig zu lernen, ohne sie anwenden zu können. In der Klausur wird fast immer ein Transfer verlangt: Du sollst das Gelernte auf ein neues Beispiel übertragen.`,
      'Ebenfalls beliebt: Operatoren überlesen. Wer „beurteilen“ soll, aber nur beschreibt, verschenkt die meisten Punkte. Plane deshalb für jede Teilaufgabe einen eigenen Abschnitt mit klarer Antwort ein.',
    ],
    exercises: (t, r) => [
      `Erkläre in eigenen Worten, was man unter „${t}“ versteht, und nenne ein Beispiel.`,
      `Vergleiche „${t}“ mit „${r}“: Nenne zwei Gemeinsamkeiten und zwei Unterschiede.`,
      `Erstelle eine Mindmap mit allen Fachbegriffen zu „${t}“, die du kennst.`,
      'Formuliere selbst eine Klausuraufgabe zu diesem Thema und löse sie mit einer Lernpartnerin oder einem Lernpartner.',
      'Beurteile: Warum ist dieses Thema für das ganze Fach wichtig?',
    ],
    summary: (t, s) => [
      `„${t}“ gehört zu den Grundlagen im Fach ${s.name}. Wichtig sind drei Dinge: die Begriffe sicher erklären, das Vorgehen Schritt für Schritt anwenden und die typischen Fehler vermeiden.`,
      'Tipp: Wiederhole diesen Lernzettel in kurzen Abständen – heute, in drei Tagen und in einer Woche. So bleibt der Stoff bis zur Klausur im Langzeitgedächtnis.',
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Zellbiologie – Karteikarten',
      description: 'Die wichtigsten Zellorganellen und ihre Aufgaben zum Abfragen.',
      cards: [
        ['Zellkern', 'Enthält die DNA und steuert die Vorgänge in der Zelle.'],
        ['Mitochondrium', 'Ort der Zellatmung; stellt ATP als Energieträger her.'],
        ['Chloroplast', 'Ort der Fotosynthese in Pflanzenzellen.'],
        ['Ribosom', 'Baut Proteine aus Aminosäuren auf (Translation).'],
        ['Zellmembran', 'Grenzt die Zelle ab und regelt den Stofftransport.'],
        ['Zellwand', 'Feste Hülle aus Cellulose bei Pflanzenzellen; gibt Stabilität.'],
        ['Vakuole', 'Speichert Wasser und Stoffe; erzeugt den Zellinnendruck.'],
        ['Endoplasmatisches Retikulum', 'Membransystem für Transport und Synthese von Proteinen und Lipiden.'],
        ['Golgi-Apparat', 'Verpackt und verteilt Proteine in Vesikeln.'],
        ['Prokaryot', 'Zelle ohne echten Zellkern, z. B. Bakterien.'],
      ],
    },
    {
      icon: 'history',
      title: 'Geschichte: wichtige Daten',
      description: 'Jahreszahlen der deutschen Geschichte von 1517 bis 1990.',
      cards: [
        ['1517', 'Martin Luther veröffentlicht seine 95 Thesen – Beginn der Reformation.'],
        ['1648', 'Westfälischer Friede beendet den Dreißigjährigen Krieg.'],
        ['1789', 'Beginn der Französischen Revolution.'],
        ['1848', 'Märzrevolution; Nationalversammlung in der Frankfurter Paulskirche.'],
        ['1871', 'Gründung des Deutschen Kaiserreichs in Versailles.'],
        ['1914', 'Beginn des Ersten Weltkriegs.'],
        ['1919', 'Weimarer Verfassung; Frauen wählen erstmals.'],
        ['1933', 'Ernennung Hitlers zum Reichskanzler; Ende der Weimarer Republik.'],
        ['1949', 'Gründung der Bundesrepublik Deutschland und der DDR.'],
        ['1961', 'Bau der Berliner Mauer.'],
        ['1989', 'Fall der Berliner Mauer am 9. November.'],
        ['1990', 'Deutsche Wiedervereinigung am 3. Oktober.'],
      ],
    },
    {
      icon: 'math',
      title: 'Mathe-Formeln zum Auswendiglernen',
      description: 'Ableitungsregeln und Flächenformeln für die Oberstufe.',
      cards: [
        ['Ableitung von x^n', 'n · x^(n−1) (Potenzregel)'],
        ['Ableitung von e^x', 'e^x'],
        ['Ableitung von sin(x)', 'cos(x)'],
        ['Produktregel', '(u · v)′ = u′ · v + u · v′'],
        ['Kettenregel', '(f(g(x)))′ = f′(g(x)) · g′(x)'],
        ['Flächeninhalt eines Kreises', 'A = π · r²'],
        ['Satz des Pythagoras', 'a² + b² = c² im rechtwinkligen Dreieck'],
        ['p-q-Formel', 'x = −p/2 ± √((p/2)² − q)'],
        ['Stammfunktion von 1/x', 'ln|x| + C'],
      ],
    },
  ],
  privateTitle: (title) => `Nur für mich: ${title}`,
};
