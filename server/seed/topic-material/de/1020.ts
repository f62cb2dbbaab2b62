/** Psychologie (de catalogue subject 1020): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  forschungsmethoden: {
    explanation: [
      'Die Psychologie ist eine empirische Wissenschaft, die Erleben und Verhalten mit systematischen Methoden untersucht. Im Experiment wird eine unabhängige Variable gezielt verändert und ihre Wirkung auf eine abhängige Variable gemessen; Störvariablen werden kontrolliert, etwa durch zufällige Zuteilung zu Experimental- und Kontrollgruppe.',
      'Korrelationsstudien messen Zusammenhänge zwischen Merkmalen, erlauben aber keine Aussagen über Ursache und Wirkung. Weitere Methoden sind Befragung, Beobachtung, Fallstudie und psychologische Tests.',
      'Gütekriterien sind Objektivität (Unabhängigkeit vom Untersucher), Reliabilität (Messgenauigkeit) und Validität (misst der Test, was er messen soll). Ethische Standards verlangen informierte Einwilligung und Aufklärung nach dem Versuch.',
    ],
    keyPoints: [
      'Experiment: UV verändern, AV messen.',
      'Korrelation ist keine Kausalität.',
      'Gütekriterien: Objektivität, Reliabilität, Validität.',
      'Randomisierung verteilt Störvariablen gleichmäßig.',
    ],
    cards: [
      ['Unabhängige Variable', 'Vom Forscher gezielt veränderter Faktor.'],
      ['Abhängige Variable', 'Gemessenes Verhalten, das von der UV beeinflusst werden soll.'],
      ['Reliabilität', 'Zuverlässigkeit bzw. Messgenauigkeit eines Tests.'],
      ['Validität', 'Gültigkeit: Ein Test misst, was er messen soll.'],
    ],
  },
  wahrnehmung: {
    explanation: [
      'Wahrnehmung ist der Prozess, in dem Sinnesreize aufgenommen, verarbeitet und interpretiert werden. Sie verläuft bottom-up, vom Reiz ausgehend, und top-down, gesteuert durch Erwartungen und Vorwissen.',
      'Die Gestaltpsychologie formulierte Gesetze der Wahrnehmungsorganisation: Nähe, Ähnlichkeit, Geschlossenheit, gute Fortsetzung und Figur-Grund-Unterscheidung. Das Ganze ist dabei mehr als die Summe seiner Teile.',
      'Optische Täuschungen wie die Müller-Lyer-Täuschung zeigen, dass Wahrnehmung eine aktive Konstruktion ist. Wahrnehmungskonstanzen sorgen dafür, dass Gegenstände trotz veränderter Entfernung oder Beleuchtung als gleich groß und gleichfarbig erlebt werden.',
    ],
    keyPoints: [
      'Empfindung ≠ Wahrnehmung: Wahrnehmung deutet.',
      'Gestaltgesetze organisieren Reize zu Ganzheiten.',
      'Selektive Aufmerksamkeit filtert Informationen.',
      'Erwartungen beeinflussen, was wir sehen.',
    ],
    cards: [
      ['Bottom-up-Verarbeitung', 'Wahrnehmung, die von den Sinnesdaten ausgeht.'],
      ['Top-down-Verarbeitung', 'Wahrnehmung, die von Wissen und Erwartungen gesteuert wird.'],
      ['Gestaltgesetz', 'Regel, nach der Reize zu Gruppen oder Formen zusammengefasst werden.'],
      ['Größenkonstanz', 'Wahrnehmung gleicher Größe trotz veränderter Netzhautgröße.'],
    ],
  },
  gedachtnis: {
    explanation: [
      'Nach dem Mehrspeichermodell von Atkinson und Shiffrin (1968) durchläuft Information sensorisches Register, Kurzzeitgedächtnis und Langzeitgedächtnis. Das Kurzzeitgedächtnis fasst nach George Miller etwa 7 ± 2 Einheiten, die sich durch Chunking vergrößern lassen.',
      'Baddeley und Hitch beschrieben das Arbeitsgedächtnis mit phonologischer Schleife, visuell-räumlichem Notizblock und zentraler Exekutive. Im Langzeitgedächtnis unterscheidet man deklaratives Wissen (episodisch und semantisch) und prozedurales Wissen wie Fahrradfahren.',
      'Hermann Ebbinghaus zeigte 1885 mit der Vergessenskurve, dass ein Großteil gelernter sinnloser Silben schon nach kurzer Zeit vergessen wird. Vergessen wird durch Zerfall, Interferenz und Abrufprobleme erklärt; tiefe Verarbeitung und Wiederholung fördern das Behalten.',
    ],
    keyPoints: [
      'Drei Speicher: sensorisch, Kurzzeit, Langzeit.',
      'Kapazität des KZG: etwa 7 ± 2 Einheiten.',
      'Deklaratives vs. prozedurales Gedächtnis.',
      'Verteiltes Lernen wirkt besser als massiertes.',
    ],
    cards: [
      ['Chunking', 'Bündelung von Informationen zu größeren Einheiten.'],
      ['Arbeitsgedächtnis', 'System zur kurzfristigen Speicherung und Verarbeitung von Informationen.'],
      ['Vergessenskurve', 'Ebbinghaus’ Darstellung des schnellen Vergessens nach dem Lernen.'],
      ['Episodisches Gedächtnis', 'Erinnerung an persönlich erlebte Ereignisse.'],
    ],
  },
  lernpsychologie: {
    explanation: [
      'Beim klassischen Konditionieren, entdeckt von Iwan Pawlow, wird ein neutraler Reiz (Glocke) mit einem unbedingten Reiz (Futter) gekoppelt, bis er allein eine bedingte Reaktion (Speichelfluss) auslöst. Bleibt der unbedingte Reiz dauerhaft aus, kommt es zur Löschung (Extinktion).',
      'Beim operanten Konditionieren nach B. F. Skinner wird Verhalten durch seine Konsequenzen geformt. Positive Verstärkung fügt etwas Angenehmes hinzu, negative Verstärkung entfernt etwas Unangenehmes; beide erhöhen die Verhaltenshäufigkeit, Bestrafung senkt sie.',
      'Albert Bandura zeigte mit dem Bobo-Doll-Experiment (1961), dass Kinder aggressives Verhalten durch Beobachtung eines Modells lernen. Das Modelllernen umfasst Aufmerksamkeit, Behalten, Reproduktion und Motivation.',
    ],
    keyPoints: [
      'Klassisch: Reiz-Reiz-Kopplung.',
      'Operant: Lernen am Erfolg.',
      'Negative Verstärkung ist keine Strafe.',
      'Modelllernen nach Bandura.',
    ],
    cards: [
      ['Unbedingter Reiz', 'Reiz, der ohne Lernen eine Reaktion auslöst.'],
      ['Positive Verstärkung', 'Darbietung eines angenehmen Reizes nach einem Verhalten.'],
      ['Extinktion', 'Abschwächung einer gelernten Reaktion, wenn die Kopplung ausbleibt.'],
      ['Modelllernen', 'Lernen durch Beobachtung und Nachahmung anderer.'],
    ],
  },
  entwicklungspsychologie: {
    explanation: [
      'Die Entwicklungspsychologie beschreibt Veränderungen über die Lebensspanne. Jean Piaget unterschied vier Stadien der kognitiven Entwicklung: sensomotorisch (0–2 Jahre, Objektpermanenz), präoperational (2–7, Egozentrismus), konkret-operational (7–11, Erhaltung der Menge) und formal-operational (ab etwa 11, abstraktes Denken).',
      'Erik Erikson beschrieb acht psychosoziale Krisen, etwa Urvertrauen gegen Urmisstrauen im Säuglingsalter und Identität gegen Identitätsdiffusion in der Jugend. Die Bindungstheorie von John Bowlby und Mary Ainsworth unterscheidet sichere, unsicher-vermeidende, unsicher-ambivalente und desorganisierte Bindung.',
      'Entwicklung entsteht im Zusammenspiel von Anlage und Umwelt. Zwillingsstudien schätzen, welcher Anteil von Unterschieden genetisch bedingt ist.',
    ],
    keyPoints: [
      'Piaget: vier Stadien der kognitiven Entwicklung.',
      'Erikson: acht psychosoziale Stufen.',
      'Fremde Situation nach Ainsworth misst Bindung.',
      'Anlage und Umwelt wirken zusammen.',
    ],
    cards: [
      ['Objektpermanenz', 'Wissen, dass Dinge weiter existieren, wenn man sie nicht sieht.'],
      ['Egozentrismus', 'Unfähigkeit kleiner Kinder, die Perspektive anderer einzunehmen.'],
      ['Sichere Bindung', 'Vertrauensvolle Beziehung zu einer Bezugsperson.'],
      ['Identitätskrise', 'Eriksons zentrale Entwicklungsaufgabe des Jugendalters.'],
    ],
  },
  sozialpsychologie: {
    explanation: [
      'Die Sozialpsychologie untersucht, wie Menschen durch andere beeinflusst werden. Solomon Asch zeigte 1951, dass viele Versuchspersonen sich bei einer einfachen Linienschätzung der falschen Mehrheitsmeinung anpassen (Konformität).',
      'Stanley Milgram belegte 1961–1963, dass etwa 65 % der Teilnehmer auf Anweisung eines Versuchsleiters vermeintliche Stromstöße bis 450 Volt verabreichten (Gehorsam gegenüber Autorität). Vorurteile und Stereotype entstehen unter anderem durch Kategorisierung in Eigen- und Fremdgruppe.',
      'Die Theorie der kognitiven Dissonanz von Leon Festinger (1957) besagt, dass Menschen widersprüchliche Überzeugungen und Handlungen als unangenehm erleben und sie auszugleichen versuchen. Beim fundamentalen Attributionsfehler werden Ursachen fremden Verhaltens überschätzt in der Person und unterschätzt in der Situation gesucht.',
    ],
    keyPoints: [
      'Asch: Konformität unter Gruppendruck.',
      'Milgram: Gehorsam gegenüber Autorität.',
      'Kognitive Dissonanz führt zu Einstellungsänderung.',
      'Verantwortungsdiffusion erklärt den Zuschauereffekt.',
    ],
    cards: [
      ['Konformität', 'Anpassung von Meinung oder Verhalten an eine Gruppe.'],
      ['Kognitive Dissonanz', 'Unangenehmer Spannungszustand durch widersprüchliche Kognitionen.'],
      ['Stereotyp', 'Verallgemeinerte Vorstellung über Mitglieder einer Gruppe.'],
      ['Zuschauereffekt', 'Je mehr Menschen anwesend sind, desto seltener hilft der Einzelne.'],
    ],
  },
  personlichkeit: {
    explanation: [
      'Persönlichkeit bezeichnet die relativ stabilen Merkmale, in denen sich Menschen in Erleben und Verhalten unterscheiden. Das heute verbreitetste Modell ist das Fünf-Faktoren-Modell („Big Five“) mit Offenheit, Gewissenhaftigkeit, Extraversion, Verträglichkeit und Neurotizismus.',
      'Sigmund Freud beschrieb in seinem psychoanalytischen Instanzenmodell Es (Triebe), Ich (Realitätsprinzip) und Über-Ich (Gewissen und Normen). Abwehrmechanismen wie Verdrängung und Projektion schützen das Ich vor Angst.',
      'Die humanistische Psychologie von Carl Rogers betont das Streben nach Selbstverwirklichung, Abraham Maslow ordnete Bedürfnisse in einer Pyramide von physiologischen Bedürfnissen bis zur Selbstverwirklichung. Persönlichkeit wird heute meist mit standardisierten Fragebögen erfasst.',
    ],
    keyPoints: [
      'Big Five: OCEAN.',
      'Freud: Es, Ich, Über-Ich.',
      'Maslows Bedürfnispyramide.',
      'Persönlichkeitsmerkmale sind relativ stabil.',
    ],
    cards: [
      ['Big Five', 'Fünf grundlegende Persönlichkeitsdimensionen.'],
      ['Über-Ich', 'Freuds Instanz der verinnerlichten Normen und des Gewissens.'],
      ['Neurotizismus', 'Neigung zu emotionaler Labilität und Ängstlichkeit.'],
      ['Selbstverwirklichung', 'Entfaltung der eigenen Möglichkeiten, Spitze der Maslow-Pyramide.'],
    ],
  },
  'klinische-psychologie': {
    explanation: [
      'Die klinische Psychologie befasst sich mit psychischen Störungen, ihrer Diagnose und Behandlung. Diagnosen werden nach Klassifikationssystemen wie ICD-11 der WHO oder DSM-5 gestellt; Kriterien sind etwa Leidensdruck, Beeinträchtigung im Alltag und Abweichung von der Norm.',
      'Häufige Störungen sind Depressionen mit gedrückter Stimmung, Interessen- und Antriebsverlust sowie Angststörungen wie Panikstörung oder spezifische Phobien. Das Vulnerabilitäts-Stress-Modell erklärt Störungen durch das Zusammenwirken von Anfälligkeit und belastenden Ereignissen.',
      'Die kognitive Verhaltenstherapie verändert ungünstige Gedanken und Verhaltensmuster, etwa durch Konfrontation bei Phobien. Weitere Verfahren sind psychodynamische Therapien und systemische Therapie; bei manchen Störungen werden zusätzlich Medikamente eingesetzt.',
    ],
    keyPoints: [
      'Klassifikation nach ICD-11 und DSM-5.',
      'Vulnerabilitäts-Stress-Modell.',
      'KVT: Gedanken und Verhalten ändern.',
      'Depression und Angst gehören zu den häufigsten Störungen.',
    ],
    cards: [
      ['ICD-11', 'Internationale Klassifikation der Krankheiten der WHO.'],
      ['Phobie', 'Übermäßige Angst vor bestimmten Objekten oder Situationen.'],
      ['Kognitive Verhaltenstherapie', 'Therapie, die Denkmuster und Verhalten verändert.'],
      ['Vulnerabilität', 'Anfälligkeit für die Entwicklung einer Störung.'],
    ],
  },
};
