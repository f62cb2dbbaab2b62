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
      (s) => `Meine Notizen aus dem ${s.name}-Unterricht, sauber aufbereitet: zwei Themen mit Beispielen erklärt, das Wichtigste zusammengefasst und Begriffe zum Selbsttest.`,
      (s) => `Kompakter Lernzettel für ${s.name}: das Wichtigste auf zwei Seiten, dazu Aufgaben zum Selbsttest.`,
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
