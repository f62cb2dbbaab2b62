/**
 * isInstruction (issue 23 §4, decision 0062): tasks, exercises, questions and headings in every
 * content language are told apart from statements of the material, including statements that
 * start with a word that can also be a command ("State governments...", "Leggi di Newton...").
 */
import { describe, expect, it } from 'vitest';
import { isInstruction } from '@/server/ai/text/instructions';
import { hasStemmer, stem } from '@/server/ai/text/stem';

const CASES: Record<string, { tasks: string[]; statements: string[] }> = {
  en: {
    tasks: [
      'Explain in your own words what photosynthesis means and give an example.',
      'Draw a mind map with every key term about photosynthesis that you know.',
      'Compare mitosis with meiosis: give two similarities and two differences.',
      'Write your own test question on this topic and solve it with a study partner.',
      'Read the question twice and underline the command words.',
      'True/False: Plant cells have a cell wall.',
      '1) Name the organelle that releases energy.',
      'b) State the law of conservation of energy.',
      'Exercise 3: Label the parts of the cell.',
      'Tip: review these notes at growing intervals.',
      'Now list the three stages of cellular respiration.',
      'What is a sampling distribution?',
      'Key terms',
      'The cell has three main parts:',
      '2.1 Photosynthesis',
    ],
    statements: [
      'Photosynthesis turns light energy into chemical energy in the chloroplast.',
      'State governments collect taxes to pay for schools and roads.',
      'List comprehension builds a new list from an existing one in Python.',
      'Answer choices in this format are usually four short phrases.',
      'Note that the cell wall of plants is made of cellulose.',
      '1. The light reactions take place in the thylakoid membranes.',
      'Complete metamorphosis has four stages: egg, larva, pupa and adult.',
    ],
  },
  de: {
    tasks: [
      'Erkläre mit eigenen Worten, was Fotosynthese bedeutet.',
      'Zeichne eine Mindmap mit allen Fachbegriffen.',
      'Erklären Sie den Unterschied zwischen Mitose und Meiose.',
      'Aufgabe 3: Beschrifte die Teile der Zelle.',
      'Richtig oder falsch: Pflanzenzellen haben eine Zellwand.',
      'Nenne drei Organellen der Zelle.',
      'Vergleiche die Fotosynthese mit der Zellatmung.',
      'Fasse den Text in fünf Sätzen zusammen.',
      'Bitte beantworte die folgenden Fragen schriftlich.',
      'Tipp: Wiederhole die Begriffe nach drei Tagen.',
      'Was versteht man unter Osmose?',
      'Aufgabenstellung zweimal lesen und die Operatoren markieren (nennen, erklären, beurteilen).',
      'Alles notieren, was du zum Thema schon weißt.',
    ],
    statements: [
      'Die Mitochondrien sind die Kraftwerke der Zelle.',
      'Erhitzt man Wasser auf 100 Grad, so siedet es.',
      'Versuche zeigen, dass Pflanzen im Licht Sauerstoff abgeben.',
      'Stellt man die Werte grafisch dar, ergibt sich eine Gerade.',
      'Erklärungen mit Beispielen helfen beim Lernen.',
      'Mit dem Integral kann man Flächen unter Kurven berechnen.',
      'Die Schüler sollen die Operatoren markieren.',
    ],
  },
  fr: {
    tasks: [
      'Explique avec tes propres mots ce que signifie la photosynthèse.',
      'Dessine une carte mentale avec toutes les notions clés.',
      'Expliquer le rôle de la mitochondrie dans la cellule.',
      'Exercice 2 : Complète le tableau avec les bons termes.',
      'Vrai ou faux : la cellule végétale possède une paroi.',
      'Réponds aux questions suivantes en une phrase.',
      'Astuce : relis tes notes le lendemain.',
      'Quel est le rôle du noyau ?',
      'Noter tout ce que l’on sait déjà sur le sujet : vocabulaire, règles, exemples.',
    ],
    statements: [
      'La photosynthèse transforme l’énergie lumineuse en énergie chimique.',
      'Montre de poche et horloge mesurent le temps de la même manière.',
      'Les mitochondries produisent l’énergie de la cellule sous forme d’ATP.',
    ],
  },
  pl: {
    tasks: [
      'Wyjaśnij własnymi słowami, czym jest fotosynteza.',
      'Narysuj mapę myśli ze wszystkimi pojęciami.',
      'Porównajcie mitozę z mejozą.',
      'Zadanie 4: Uzupełnij tabelę.',
      'Prawda czy fałsz: komórka roślinna ma ścianę komórkową.',
      'Każdej części zadania poświęć osobny akapit.',
      'Staranne rozwiązanie: uzasadnij każdy krok.',
      'Czym jest osmoza?',
    ],
    statements: ['Mitochondria są elektrowniami komórki i wytwarzają ATP.', 'Fotosynteza zachodzi w chloroplastach komórek roślinnych.'],
  },
  it: {
    tasks: [
      'Spiega con parole tue che cosa significa fotosintesi.',
      'Disegna una mappa concettuale con tutti i termini chiave.',
      'Leggi il testo e sottolinea le parole chiave.',
      'Esercizio 1: Completa la tabella.',
      'Vero o falso: la cellula vegetale ha una parete.',
      'Che cos’è la mitosi?',
      'Annota tutto ciò che sai già sull’argomento.',
    ],
    statements: [
      'Leggi di Newton descrivono il moto dei corpi.',
      'La fotosintesi trasforma l’energia luminosa in energia chimica.',
    ],
  },
  es: {
    tasks: [
      'Explica con tus propias palabras qué es la fotosíntesis.',
      'Dibuja un mapa mental con todos los conceptos clave.',
      'Describir las fases de la mitosis con un ejemplo.',
      'Ejercicio 2: Completa la tabla con los términos correctos.',
      'Verdadero o falso: la célula vegetal tiene pared celular.',
      '¿Qué es la ósmosis?',
      'Anota todo lo que ya sabes sobre el tema.',
    ],
    statements: [
      'Una célula vegetal tiene pared celular y cloroplastos.',
      'Haz de luz es el nombre de un conjunto de rayos que salen de un punto.',
      'La fotosíntesis transforma la energía luminosa en energía química.',
    ],
  },
  tr: {
    tasks: [
      'Fotosentezi kendi cümlelerinle açıkla.',
      'Hücrenin bölümlerini çiziniz.',
      'Mitoz ile mayozu karşılaştırın.',
      'Doğru/Yanlış: Bitki hücresinde hücre duvarı vardır.',
      'Alıştırma 3: Tabloyu tamamlayınız.',
      'Fotosentez nedir?',
    ],
    statements: ['Mitokondri hücrenin enerji santralidir ve ATP üretir.', 'Fotosentez bitki hücrelerinin kloroplastlarında gerçekleşir.'],
  },
  ro: {
    tasks: [
      'Explică cu propriile cuvinte ce înseamnă fotosinteza.',
      'Desenați o hartă mentală cu toți termenii importanți.',
      'Exercițiul 2: Completează tabelul.',
      'Adevărat sau fals: celula vegetală are perete celular.',
      'Ce este osmoza?',
    ],
    statements: ['Mitocondriile sunt centralele energetice ale celulei.', 'Fotosinteza transformă energia luminoasă în energie chimică.'],
  },
  el: {
    tasks: [
      'Εξήγησε με δικά σου λόγια τι είναι η φωτοσύνθεση.',
      'Σχεδιάστε έναν εννοιολογικό χάρτη με όλους τους όρους.',
      'Άσκηση 1: Συμπλήρωσε τον πίνακα.',
      'Σωστό ή λάθος: το φυτικό κύτταρο έχει κυτταρικό τοίχωμα.',
      'Τι είναι η όσμωση;',
    ],
    statements: ['Τα μιτοχόνδρια παράγουν ενέργεια για το κύτταρο.', 'Η φωτοσύνθεση γίνεται στους χλωροπλάστες των φυτικών κυττάρων.'],
  },
  pt: {
    tasks: [
      'Explica por palavras tuas o que é a fotossíntese.',
      'Desenhe um mapa mental com todos os conceitos.',
      'Exercício 3: Complete a tabela.',
      'Verdadeiro ou falso: a célula vegetal tem parede celular.',
      'O que é a osmose?',
    ],
    statements: [
      'Faz parte da célula vegetal uma parede rígida de celulose.',
      'Da célula vegetal fazem parte os cloroplastos e o vacúolo.',
      'A fotossíntese transforma energia luminosa em energia química.',
    ],
  },
  cs: {
    tasks: [
      'Vysvětli vlastními slovy, co je fotosyntéza.',
      'Nakreslete myšlenkovou mapu se všemi pojmy.',
      'Úloha 2: Doplň tabulku.',
      'Pravda nebo nepravda: rostlinná buňka má buněčnou stěnu.',
      'Co je osmóza?',
    ],
    statements: ['Mitochondrie jsou elektrárny buňky a vyrábějí ATP.', 'Fotosyntéza probíhá v chloroplastech rostlinných buněk.'],
  },
};

describe.each(Object.entries(CASES))('isInstruction in %s', (lang, { tasks, statements }) => {
  it.each(tasks)('a task: %s', (text) => expect(isInstruction(text, lang)).toBe(true));
  it.each(statements)('a statement: %s', (text) => expect(isInstruction(text, lang)).toBe(false));
});

describe('isInstruction, regional variants', () => {
  it('pt-BR, es-MX and en-GB follow their base language', () => {
    expect(isInstruction('Descreva as fases da mitose.', 'pt-BR')).toBe(true);
    expect(isInstruction('Explica qué es la ósmosis.', 'es-MX')).toBe(true);
    expect(isInstruction('Summarise the main idea in two sentences.', 'en-GB')).toBe(true);
  });
});

describe('stemming', () => {
  it('joins the forms of a word where a maintained stemmer exists', () => {
    expect(stem('zellen', 'de')).toBe(stem('zelle', 'de'));
    expect(stem('cells', 'en')).toBe(stem('cell', 'en'));
    expect(stem('cellules', 'fr')).toBe(stem('cellule', 'fr'));
    expect(stem('células', 'es')).toBe(stem('célula', 'es'));
    expect(stem('cellule', 'it')).toBe(stem('cellula', 'it'));
    expect(stem('células', 'pt-BR')).toBe(stem('célula', 'pt-BR'));
    expect(stem('celulele', 'ro')).toBe(stem('celula', 'ro'));
    expect(stem('hücreler', 'tr')).toBe(stem('hücre', 'tr'));
    expect(stem('κυττάρων', 'el')).toBe(stem('κύτταρα', 'el'));
    expect(stem('zellen', 'de')).not.toBe(stem('zeilen', 'de'));
  });

  it('leaves Polish and Czech words as written, and numbers and short words everywhere', () => {
    expect(hasStemmer('pl')).toBe(false);
    expect(hasStemmer('cs')).toBe(false);
    expect(stem('komórki', 'pl')).toBe('komórki');
    expect(stem('1945', 'en')).toBe('1945');
    expect(stem('atp', 'en')).toBe('atp');
  });
});
