/** Biologie (de catalogue subject 1004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  zellbiologie: {
    explanation: [
      'Die Zelle ist die kleinste Einheit des Lebens. Prokaryoten wie Bakterien haben keinen Zellkern, ihre DNA liegt frei im Cytoplasma; Eukaryoten besitzen einen Zellkern und membranumhüllte Organellen.',
      'Mitochondrien sind Orte der Zellatmung, Chloroplasten in Pflanzenzellen Orte der Fotosynthese. Pflanzenzellen haben zusätzlich eine Zellwand aus Cellulose und eine große Vakuole; Ribosomen bilden Proteine, das endoplasmatische Retikulum und der Golgi-Apparat verarbeiten und transportieren sie.',
      'Die Biomembran ist nach dem Flüssig-Mosaik-Modell eine Lipiddoppelschicht mit eingelagerten Proteinen. Stoffe gelangen durch Diffusion, Osmose, erleichterte Diffusion oder aktiven Transport unter ATP-Verbrauch hindurch.',
    ],
    keyPoints: [
      'Prokaryoten: kein Zellkern; Eukaryoten: Zellkern und Organellen.',
      'Mitochondrien und Chloroplasten haben eigene DNA (Endosymbiontentheorie).',
      'Osmose ist die Diffusion von Wasser durch eine selektiv permeable Membran.',
      'Aktiver Transport verläuft gegen das Konzentrationsgefälle und benötigt Energie.',
    ],
    cards: [
      ['Mitochondrium', 'Organell, in dem die Zellatmung ATP erzeugt.'],
      ['Ribosom', 'Zellbestandteil, an dem die Proteinbiosynthese stattfindet.'],
      ['Osmose', 'Diffusion von Wasser durch eine selektiv permeable Membran.'],
      ['Flüssig-Mosaik-Modell', 'Modell der Biomembran als bewegliche Lipiddoppelschicht mit Proteinen.'],
      ['Endosymbiontentheorie', 'Theorie, dass Mitochondrien und Chloroplasten aus aufgenommenen Prokaryoten entstanden.'],
    ],
  },
  genetik: {
    explanation: [
      'Die Erbinformation ist in der DNA gespeichert, einer Doppelhelix aus Nukleotiden mit den Basen Adenin, Thymin, Guanin und Cytosin (A–T, G–C). Ein Gen ist ein DNA-Abschnitt, der die Information für ein Protein oder eine RNA enthält.',
      'Bei der Proteinbiosynthese wird die DNA im Zellkern in mRNA transkribiert; an den Ribosomen wird die mRNA in eine Aminosäurekette translatiert. Je drei Basen (Codon) codieren eine Aminosäure; der genetische Code ist universell und redundant.',
      'Gregor Mendel formulierte 1865 die Vererbungsregeln: Uniformitätsregel, Spaltungsregel (3 : 1 in der F2 bei dominant-rezessivem Erbgang) und Unabhängigkeitsregel. Mutationen sind dauerhafte Veränderungen der Erbinformation.',
    ],
    keyPoints: [
      'Komplementäre Basenpaare: A–T und G–C; in RNA ersetzt Uracil das Thymin.',
      'Transkription im Zellkern, Translation am Ribosom.',
      'Der Mensch hat 46 Chromosomen (23 Paare).',
      'Die Replikation der DNA verläuft semikonservativ.',
    ],
    cards: [
      ['Codon', 'Basentriplett der mRNA, das eine Aminosäure codiert.'],
      ['Allel', 'Eine Ausprägungsform eines Gens.'],
      ['Genotyp', 'Gesamtheit der Erbanlagen eines Organismus.'],
      ['Phänotyp', 'Erscheinungsbild eines Organismus.'],
      ['Mutation', 'Dauerhafte Veränderung der Erbinformation.'],
    ],
  },
  okologie: {
    explanation: [
      'Die Ökologie untersucht die Beziehungen von Lebewesen untereinander und zu ihrer Umwelt. Abiotische Faktoren sind unbelebte Einflüsse wie Temperatur, Licht und Wasser, biotische Faktoren sind Einflüsse durch Lebewesen wie Konkurrenz, Räuber-Beute-Beziehungen und Symbiose.',
      'In einem Ökosystem fließt Energie von Produzenten (Pflanzen) über Konsumenten zu Destruenten. Von einer Trophiestufe zur nächsten werden nur etwa 10 % der Energie weitergegeben; Stoffe wie Kohlenstoff und Stickstoff zirkulieren dagegen in Kreisläufen.',
      'Die Lotka-Volterra-Regeln beschreiben Räuber-Beute-Beziehungen: Die Populationen schwanken periodisch und phasenverschoben. Jede Art besitzt einen Toleranzbereich mit einem Optimum für jeden Umweltfaktor.',
    ],
    keyPoints: [
      'Produzenten – Konsumenten – Destruenten bilden Nahrungsketten.',
      'Energie fließt, Stoffe kreisen.',
      'Ökologische Nische: Gesamtheit der Ansprüche einer Art an ihre Umwelt.',
      'Konkurrenzausschlussprinzip: Zwei Arten mit gleicher Nische können nicht dauerhaft koexistieren.',
    ],
    cards: [
      ['Abiotischer Faktor', 'Unbelebter Umweltfaktor wie Temperatur oder pH-Wert.'],
      ['Destruent', 'Lebewesen, das tote organische Substanz zu anorganischen Stoffen abbaut.'],
      ['Symbiose', 'Zusammenleben zweier Arten zum gegenseitigen Nutzen.'],
      ['Ökologische Nische', 'Beziehungsgefüge einer Art zu allen Umweltfaktoren.'],
    ],
  },
  evolution: {
    explanation: [
      'Evolution ist die Veränderung der Arten über Generationen. Charles Darwin veröffentlichte 1859 „Über die Entstehung der Arten“ und erklärte sie durch Überproduktion, Variation, Konkurrenz und natürliche Selektion.',
      'Die synthetische Evolutionstheorie ergänzt Darwin um Genetik: Evolutionsfaktoren sind Mutation, Rekombination, Selektion, Gendrift und Isolation. Neue Arten entstehen häufig durch geografische Isolation (allopatrische Artbildung), wie bei den Darwinfinken auf Galápagos.',
      'Belege der Evolution liefern Fossilien, homologe Organe (gleicher Bauplan, etwa Vorderextremitäten der Wirbeltiere) und molekularbiologische Vergleiche. Analoge Organe wie Vogel- und Insektenflügel haben dagegen nur die gleiche Funktion.',
    ],
    keyPoints: [
      'Selektion wirkt auf den Phänotyp, verändert aber den Genpool.',
      'Homologie beruht auf gemeinsamer Abstammung, Analogie auf Anpassung.',
      'Gendrift ist die zufällige Veränderung von Allelhäufigkeiten in kleinen Populationen.',
      'Lamarck nahm fälschlich die Vererbung erworbener Eigenschaften an.',
    ],
    cards: [
      ['Selektion', 'Auslese der am besten angepassten Individuen, die mehr Nachkommen haben.'],
      ['Homologe Organe', 'Organe mit gleichem Grundbauplan aufgrund gemeinsamer Abstammung.'],
      ['Gendrift', 'Zufällige Veränderung der Allelfrequenzen einer Population.'],
      ['Adaptive Radiation', 'Auffächerung einer Stammart in viele an verschiedene Nischen angepasste Arten.'],
      ['Fitness', 'Fortpflanzungserfolg eines Individuums im Vergleich zu anderen.'],
    ],
  },
  neurobiologie: {
    explanation: [
      'Nervenzellen (Neuronen) bestehen aus Zellkörper, Dendriten und einem Axon, das bei vielen Neuronen von einer Myelinscheide umhüllt ist. Im Ruhezustand liegt an der Membran ein Ruhepotenzial von etwa −70 mV, das durch Kaliumionen und die Natrium-Kalium-Pumpe aufrechterhalten wird.',
      'Wird ein Schwellenwert überschritten, entsteht ein Aktionspotenzial nach dem Alles-oder-nichts-Prinzip: Natriumkanäle öffnen sich (Depolarisation), dann strömen Kaliumionen aus (Repolarisation). An myelinisierten Axonen springt die Erregung von Schnürring zu Schnürring (saltatorische Erregungsleitung).',
      'An der chemischen Synapse löst das Aktionspotenzial die Ausschüttung eines Neurotransmitters wie Acetylcholin aus. Dieser bindet an Rezeptoren der postsynaptischen Membran und erzeugt dort ein erregendes oder hemmendes Potenzial.',
    ],
    keyPoints: [
      'Ruhepotenzial ≈ −70 mV, Innenseite negativ.',
      'Aktionspotenziale folgen dem Alles-oder-nichts-Prinzip.',
      'Die Reizstärke wird über die Frequenz der Aktionspotenziale codiert.',
      'Saltatorische Leitung ist schneller als kontinuierliche.',
    ],
    cards: [
      ['Aktionspotenzial', 'Kurze, stereotype Umkehr des Membranpotenzials einer Nervenzelle.'],
      ['Synapse', 'Kontaktstelle zur Erregungsübertragung zwischen Nervenzellen.'],
      ['Neurotransmitter', 'Botenstoff, der an der Synapse Signale überträgt.'],
      ['Ranvierscher Schnürring', 'Unterbrechung der Myelinscheide, an der die Erregung neu gebildet wird.'],
    ],
  },
  stoffwechsel: {
    explanation: [
      'Stoffwechsel umfasst alle chemischen Reaktionen in einem Organismus. Enzyme sind Biokatalysatoren, die die Aktivierungsenergie senken und nach dem Schlüssel-Schloss-Prinzip substratspezifisch arbeiten.',
      'Bei der Fotosynthese bilden Pflanzen aus Kohlenstoffdioxid und Wasser mit Lichtenergie Glucose und Sauerstoff: 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂. Die lichtabhängige Reaktion findet an den Thylakoiden statt, der Calvin-Zyklus im Stroma.',
      'Die Zellatmung ist die Umkehrung: Glucose wird über Glykolyse, Citratzyklus und Atmungskette zu CO₂ und H₂O abgebaut, wobei bis zu etwa 32–38 ATP entstehen. Ohne Sauerstoff gewinnen Zellen durch Gärung nur 2 ATP pro Glucose.',
    ],
    keyPoints: [
      'Enzyme wirken substrat- und wirkungsspezifisch.',
      'Temperatur und pH-Wert beeinflussen die Enzymaktivität.',
      'Fotosynthese speichert Energie, Zellatmung setzt sie als ATP frei.',
      'Glykolyse im Cytoplasma, Citratzyklus und Atmungskette im Mitochondrium.',
    ],
    cards: [
      ['Enzym', 'Protein, das als Biokatalysator eine Reaktion beschleunigt.'],
      ['ATP', 'Adenosintriphosphat, universeller Energieträger der Zelle.'],
      ['Calvin-Zyklus', 'Lichtunabhängige Reaktion der Fotosynthese, in der CO₂ fixiert wird.'],
      ['Gärung', 'Anaerober Abbau von Glucose, z. B. zu Milchsäure oder Ethanol.'],
    ],
  },
  immunbiologie: {
    explanation: [
      'Das Immunsystem schützt vor Krankheitserregern wie Bakterien und Viren. Die unspezifische Abwehr umfasst Haut, Schleimhäute und Fresszellen (Makrophagen), die Erreger unabhängig von ihrer Art bekämpfen.',
      'Die spezifische Abwehr richtet sich gegen bestimmte Antigene. B-Lymphozyten werden zu Plasmazellen und bilden Antikörper (humorale Abwehr); cytotoxische T-Zellen töten infizierte Körperzellen (zelluläre Abwehr), T-Helferzellen koordinieren beide.',
      'Gedächtniszellen ermöglichen bei erneutem Kontakt eine schnelle Reaktion. Darauf beruht die aktive Impfung mit abgeschwächten oder toten Erregern; bei der passiven Impfung werden fertige Antikörper gespritzt.',
    ],
    keyPoints: [
      'Antikörper binden nach dem Schlüssel-Schloss-Prinzip an Antigene.',
      'T-Helferzellen aktivieren B- und T-Zellen.',
      'HIV zerstört T-Helferzellen und schwächt so das Immunsystem.',
      'Aktive Impfung wirkt langfristig, passive sofort, aber kurz.',
    ],
    cards: [
      ['Antigen', 'Molekülstruktur, die eine Immunreaktion auslöst.'],
      ['Antikörper', 'Y-förmiges Protein aus Plasmazellen, das Antigene bindet.'],
      ['Makrophage', 'Fresszelle der unspezifischen Abwehr.'],
      ['Gedächtniszelle', 'Langlebige Immunzelle, die bei erneutem Kontakt schnell reagiert.'],
    ],
  },
  humanbiologie: {
    explanation: [
      'Die Humanbiologie behandelt Bau und Funktion des menschlichen Körpers. Das Herz pumpt Blut durch zwei Kreisläufe: Der Lungenkreislauf führt sauerstoffarmes Blut zur Lunge, der Körperkreislauf versorgt die Organe mit sauerstoffreichem Blut.',
      'In der Lunge findet der Gasaustausch in den Lungenbläschen (Alveolen) durch Diffusion statt. Die Verdauung beginnt im Mund mit Amylase, Eiweiße werden im Magen durch Pepsin, Fette im Dünndarm mit Hilfe von Galle und Lipase zerlegt.',
      'Hormone wie Insulin und Glucagon aus der Bauchspeicheldrüse regeln den Blutzuckerspiegel. Die Nieren filtern das Blut und bilden Harn, wodurch Wasser- und Salzhaushalt reguliert werden.',
    ],
    keyPoints: [
      'Arterien führen vom Herzen weg, Venen zum Herzen hin.',
      'Gasaustausch in den Alveolen durch Diffusion.',
      'Insulin senkt, Glucagon erhöht den Blutzucker.',
      'Die Hauptresorption der Nährstoffe erfolgt im Dünndarm.',
    ],
    cards: [
      ['Alveolen', 'Lungenbläschen, in denen der Gasaustausch stattfindet.'],
      ['Insulin', 'Hormon der Bauchspeicheldrüse, das den Blutzuckerspiegel senkt.'],
      ['Hämoglobin', 'Roter Blutfarbstoff, der Sauerstoff transportiert.'],
      ['Nephron', 'Funktionseinheit der Niere.'],
    ],
  },
  botanik: {
    explanation: [
      'Die Botanik ist die Lehre von den Pflanzen. Samenpflanzen gliedern sich in Wurzel, Sprossachse und Blätter; die Wurzel verankert und nimmt Wasser und Mineralsalze auf, die Sprossachse leitet sie im Xylem nach oben, während das Phloem Zucker transportiert.',
      'Das Laubblatt besteht aus oberer Epidermis, Palisadengewebe, Schwammgewebe und unterer Epidermis mit Spaltöffnungen. Über die Spaltöffnungen regelt die Pflanze Gasaustausch und Verdunstung (Transpiration), die den Wassertransport antreibt.',
      'Blüten dienen der geschlechtlichen Fortpflanzung: Pollen aus den Staubblättern gelangt bei der Bestäubung auf die Narbe des Fruchtblatts. Nach der Befruchtung entwickelt sich die Samenanlage zum Samen und der Fruchtknoten zur Frucht.',
    ],
    keyPoints: [
      'Xylem leitet Wasser, Phloem Assimilate.',
      'Chloroplasten liegen vor allem im Palisadengewebe.',
      'Spaltöffnungen werden von Schließzellen geöffnet und geschlossen.',
      'Bestäubung und Befruchtung sind verschiedene Vorgänge.',
    ],
    cards: [
      ['Xylem', 'Leitgewebe für Wasser und Mineralsalze.'],
      ['Phloem', 'Leitgewebe für organische Stoffe wie Zucker.'],
      ['Transpiration', 'Verdunstung von Wasser über die Blätter.'],
      ['Bestäubung', 'Übertragung von Pollen auf die Narbe.'],
    ],
  },
};
