/** Philosophie (de catalogue subject 1019): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'antike-philosophie': {
    explanation: [
      'Die abendländische Philosophie begann im 6. Jahrhundert v. Chr. mit den Vorsokratikern, die nach dem Urstoff (arché) der Welt fragten: Thales nannte das Wasser, Heraklit das Feuer und den ständigen Wandel („panta rhei“). Sokrates (469–399 v. Chr.) wandte sich der Ethik zu und prüfte im Dialog das vermeintliche Wissen seiner Gesprächspartner.',
      'Platon entwickelte die Ideenlehre: Die wahre Wirklichkeit sind ewige Ideen, die sinnliche Welt nur ihr Abbild, wie das Höhlengleichnis zeigt. Sein Schüler Aristoteles begründete Logik, Biologie und Ethik als Wissenschaften und sah das Wesen der Dinge in ihnen selbst.',
      'Im Hellenismus suchten Stoiker und Epikureer nach Seelenruhe: Die Stoa empfahl, gelassen hinzunehmen, was nicht in unserer Macht steht, Epikur ein maßvolles Leben ohne Schmerz und Furcht.',
    ],
    keyPoints: [
      'Sokrates: „Ich weiß, dass ich nichts weiß.“',
      'Platon: Ideenlehre und Höhlengleichnis.',
      'Aristoteles: Begründer der formalen Logik.',
      'Stoa und Epikureismus als Lebenskunst.',
    ],
    cards: [
      ['Arché', 'Urgrund oder Urstoff aller Dinge bei den Vorsokratikern.'],
      ['Mäeutik', 'Sokratische „Hebammenkunst“, Erkenntnis durch Fragen hervorzubringen.'],
      ['Höhlengleichnis', 'Platons Bild für den Aufstieg von der Scheinwelt zur Erkenntnis der Ideen.'],
      ['Ataraxie', 'Seelenruhe als Ziel von Epikureern und Stoikern.'],
    ],
  },
  aufklarung: {
    explanation: [
      'Die Aufklärung war eine geistige Bewegung des 17. und 18. Jahrhunderts, die auf Vernunft, Kritik und Mündigkeit setzte. Immanuel Kant definierte 1784: „Aufklärung ist der Ausgang des Menschen aus seiner selbstverschuldeten Unmündigkeit“, und ihr Wahlspruch sei „Sapere aude!“.',
      'John Locke begründete natürliche Rechte auf Leben, Freiheit und Eigentum, Montesquieu die Gewaltenteilung, Rousseau die Volkssouveränität. Voltaire kämpfte für Toleranz und gegen kirchliche Bevormundung.',
      'Die Aufklärung beeinflusste die Amerikanische Unabhängigkeitserklärung (1776) und die Französische Revolution. Kritik übten später Horkheimer und Adorno in der „Dialektik der Aufklärung“ (1944), die zeigten, wie instrumentelle Vernunft in Herrschaft umschlagen kann.',
    ],
    keyPoints: [
      'Kant: Mündigkeit durch eigenen Verstandesgebrauch.',
      'Naturrecht und Menschenrechte.',
      'Toleranz und Religionskritik.',
      'Dialektik der Aufklärung als Selbstkritik.',
    ],
    cards: [
      ['Sapere aude', '„Habe Mut, dich deines eigenen Verstandes zu bedienen!“'],
      ['Mündigkeit', 'Fähigkeit, selbstständig zu denken und zu urteilen.'],
      ['Naturrecht', 'Rechte, die dem Menschen von Natur aus zukommen.'],
      ['Dialektik der Aufklärung', 'Werk von Horkheimer und Adorno über die Schattenseiten der Vernunft.'],
    ],
  },
  erkenntnistheorie: {
    explanation: [
      'Die Erkenntnistheorie fragt, was wir wissen können und wie Wissen entsteht. Klassisch gilt Wissen als wahre, gerechtfertigte Meinung; Edmund Gettier zeigte 1963 Fälle, in denen diese Bedingungen erfüllt sind, ohne dass man von Wissen sprechen würde.',
      'Rationalisten wie René Descartes sehen die Vernunft als Quelle sicherer Erkenntnis; durch methodischen Zweifel gelangte er zum „cogito ergo sum“. Empiristen wie John Locke und David Hume führen alles Wissen auf Erfahrung zurück; der Verstand sei zunächst eine „tabula rasa“.',
      'Kant verband beide Positionen: Erkenntnis entsteht aus Sinnesdaten, die durch die Anschauungsformen Raum und Zeit und die Kategorien des Verstandes geordnet werden. Die Dinge an sich bleiben uns daher unerkennbar.',
    ],
    keyPoints: [
      'Wissen = wahre, gerechtfertigte Meinung (klassisch).',
      'Rationalismus vs. Empirismus.',
      'Descartes: methodischer Zweifel.',
      'Kant: kopernikanische Wende der Erkenntnistheorie.',
    ],
    cards: [
      ['Rationalismus', 'Position, dass Erkenntnis vor allem aus der Vernunft stammt.'],
      ['Empirismus', 'Position, dass alle Erkenntnis aus Erfahrung stammt.'],
      ['Cogito ergo sum', 'Descartes’ Gewissheit: „Ich denke, also bin ich.“'],
      ['A priori', 'Unabhängig von Erfahrung gültig.'],
    ],
  },
  anthropologie: {
    explanation: [
      'Die philosophische Anthropologie fragt, was der Mensch ist. Aristoteles bestimmte ihn als vernunftbegabtes Lebewesen (zoon logon echon) und als politisches Wesen (zoon politikon).',
      'Arnold Gehlen beschrieb den Menschen 1940 als „Mängelwesen“: Ihm fehlen Instinktsicherheit und spezialisierte Organe, weshalb er Kultur und Institutionen schafft. Helmuth Plessner sprach von der „exzentrischen Positionalität“: Der Mensch kann sich selbst von außen betrachten.',
      'Thomas Hobbes sah den Menschen als egoistisch („homo homini lupus“), Rousseau hielt ihn von Natur aus für gut und erst durch die Gesellschaft verdorben. Jean-Paul Sartre betonte, dass beim Menschen die Existenz der Essenz vorausgeht.',
    ],
    keyPoints: [
      'Mensch als Vernunft- und Gemeinschaftswesen.',
      'Gehlen: Mängelwesen, Kultur als zweite Natur.',
      'Hobbes vs. Rousseau über die Natur des Menschen.',
      'Existenzialismus: Der Mensch entwirft sich selbst.',
    ],
    cards: [
      ['Mängelwesen', 'Gehlens Bestimmung des Menschen als instinktarm und unspezialisiert.'],
      ['Zoon politikon', 'Aristoteles’ Bestimmung des Menschen als Gemeinschaftswesen.'],
      ['Exzentrische Positionalität', 'Plessners Begriff für das reflexive Verhältnis des Menschen zu sich selbst.'],
      ['Homo homini lupus', '„Der Mensch ist dem Menschen ein Wolf“ – Hobbes’ Menschenbild.'],
    ],
  },
  staatsphilosophie: {
    explanation: [
      'Die Staatsphilosophie fragt, wie staatliche Herrschaft begründet und begrenzt werden kann. Vertragstheorien gehen von einem Naturzustand ohne Staat aus, aus dem Menschen durch einen Gesellschaftsvertrag heraustreten.',
      'Für Thomas Hobbes („Leviathan“, 1651) ist der Naturzustand ein Krieg aller gegen alle; daher übertragen die Menschen ihre Macht einem absoluten Souverän. John Locke begrenzt den Staat auf den Schutz von Leben, Freiheit und Eigentum und erlaubt Widerstand gegen Willkür.',
      'Jean-Jacques Rousseau („Du contrat social“, 1762) verlangt, dass der Gemeinwille (volonté générale) herrscht, der auf das Gemeinwohl zielt. Montesquieu forderte die Trennung von gesetzgebender, ausführender und richterlicher Gewalt.',
    ],
    keyPoints: [
      'Naturzustand und Gesellschaftsvertrag.',
      'Hobbes: starker Souverän für Sicherheit.',
      'Locke: liberaler Staat und Widerstandsrecht.',
      'Rousseau: Volkssouveränität und volonté générale.',
    ],
    cards: [
      ['Gesellschaftsvertrag', 'Gedachte Übereinkunft, durch die ein Staat legitimiert wird.'],
      ['Naturzustand', 'Gedachter Zustand der Menschen vor jeder staatlichen Ordnung.'],
      ['Leviathan', 'Hobbes’ Werk und Bild für den allmächtigen Staat.'],
      ['Volonté générale', 'Rousseaus Gemeinwille, der auf das Gemeinwohl gerichtet ist.'],
    ],
  },
  sprachphilosophie: {
    explanation: [
      'Die Sprachphilosophie untersucht Bedeutung, Bezug und Gebrauch der Sprache. Gottlob Frege unterschied 1892 Sinn und Bedeutung: „Morgenstern“ und „Abendstern“ haben verschiedenen Sinn, bezeichnen aber denselben Gegenstand, die Venus.',
      'Ferdinand de Saussure beschrieb das sprachliche Zeichen als Verbindung von Lautbild (Signifikant) und Vorstellung (Signifikat), die willkürlich (arbiträr) ist. Der frühe Ludwig Wittgenstein sah Sätze als Bilder der Wirklichkeit („Tractatus“, 1921), der späte betonte: Die Bedeutung eines Wortes ist sein Gebrauch in der Sprache („Sprachspiele“).',
      'John L. Austin zeigte mit der Sprechakttheorie, dass wir mit Sprache handeln, etwa versprechen, taufen oder befehlen. Die Sapir-Whorf-Hypothese behauptet, dass Sprache das Denken prägt.',
    ],
    keyPoints: [
      'Frege: Sinn und Bedeutung.',
      'Saussure: Arbitrarität des Zeichens.',
      'Wittgenstein: Bedeutung als Gebrauch.',
      'Sprechakttheorie: Sprechen ist Handeln.',
    ],
    cards: [
      ['Signifikant', 'Die Ausdrucksseite eines Zeichens, etwa das Lautbild.'],
      ['Sprachspiel', 'Wittgensteins Begriff für Sprache als regelgeleitete Praxis.'],
      ['Sprechakt', 'Handlung, die durch eine Äußerung vollzogen wird.'],
      ['Arbitrarität', 'Willkürlichkeit der Verbindung zwischen Zeichen und Bedeutung.'],
    ],
  },
  metaphysik: {
    explanation: [
      'Die Metaphysik fragt nach den ersten Gründen und dem Wesen der Wirklichkeit, etwa nach Sein, Gott, Seele und Freiheit. Der Name geht auf die Schriften des Aristoteles zurück, die „nach der Physik“ geordnet wurden.',
      'Zentrale Fragen sind das Leib-Seele-Problem und die Frage „Warum ist überhaupt etwas und nicht vielmehr nichts?“ (Leibniz). Descartes vertrat einen Substanzdualismus von denkender Substanz (res cogitans) und ausgedehnter Substanz (res extensa), Materialisten führen alles auf Materie zurück.',
      'Kant bestritt, dass spekulative Metaphysik sichere Erkenntnis liefern kann, weil sie die Grenzen möglicher Erfahrung überschreitet. Der Positivismus des 20. Jahrhunderts hielt metaphysische Sätze sogar für sinnlos.',
    ],
    keyPoints: [
      'Grundfragen: Sein, Gott, Seele, Freiheit.',
      'Leib-Seele-Problem: Dualismus vs. Monismus.',
      'Kants Kritik der spekulativen Metaphysik.',
      'Ontologie: Lehre vom Seienden als Teil der Metaphysik.',
    ],
    cards: [
      ['Ontologie', 'Lehre vom Sein und den Grundstrukturen des Seienden.'],
      ['Substanzdualismus', 'Annahme zweier grundverschiedener Substanzen, Geist und Materie.'],
      ['Materialismus', 'Position, dass alles Wirkliche materiell ist.'],
      ['Res cogitans', 'Descartes’ Bezeichnung für die denkende Substanz.'],
    ],
  },
  logik: {
    explanation: [
      'Die Logik untersucht gültige Schlussfolgerungen. Ein Argument ist gültig, wenn die Konklusion aus den Prämissen zwingend folgt; es ist schlüssig, wenn es gültig ist und die Prämissen wahr sind.',
      'Aristoteles entwickelte die Syllogistik: „Alle Menschen sind sterblich. Sokrates ist ein Mensch. Also ist Sokrates sterblich.“ Die Aussagenlogik verknüpft Aussagen mit Junktoren wie Negation (¬), Konjunktion (∧), Disjunktion (∨) und Implikation (→).',
      'Gültige Schlussformen sind der Modus ponens (A → B, A, also B) und der Modus tollens (A → B, ¬B, also ¬A). Typische Fehlschlüsse sind die Bejahung des Konsequens, das Argumentum ad hominem und der Zirkelschluss.',
    ],
    keyPoints: [
      'Gültigkeit betrifft die Form, Wahrheit den Inhalt.',
      'Modus ponens und Modus tollens.',
      'Eine Implikation ist nur falsch, wenn A wahr und B falsch ist.',
      'Fehlschlüsse erkennen und benennen.',
    ],
    cards: [
      ['Syllogismus', 'Schluss aus zwei Prämissen auf eine Konklusion.'],
      ['Modus ponens', 'Aus A → B und A folgt B.'],
      ['Ad-hominem-Argument', 'Angriff auf die Person statt auf ihr Argument.'],
      ['Prämisse', 'Voraussetzung eines Arguments.'],
    ],
  },
};
