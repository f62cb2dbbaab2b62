/** Chemie (de catalogue subject 1006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  atombau: {
    explanation: [
      'Ein Atom besteht aus einem Kern mit Protonen (positiv) und Neutronen (neutral) sowie einer Hülle mit Elektronen (negativ). Die Protonenzahl ist die Ordnungszahl und bestimmt das Element; Atome desselben Elements mit unterschiedlicher Neutronenzahl heißen Isotope.',
      'Rutherford zeigte 1911 mit seinem Streuversuch an Goldfolie, dass fast die gesamte Masse in einem winzigen Kern konzentriert ist. Im Bohrschen Atommodell bewegen sich Elektronen auf Schalen (K, L, M …), die maximal 2n² Elektronen aufnehmen.',
      'Das Orbitalmodell beschreibt Aufenthaltswahrscheinlichkeiten der Elektronen in s-, p-, d- und f-Orbitalen. Die Außenelektronen (Valenzelektronen) bestimmen das chemische Verhalten.',
    ],
    keyPoints: [
      'Massenzahl = Protonen + Neutronen.',
      'Im neutralen Atom gilt: Elektronenzahl = Protonenzahl.',
      'Schale n fasst maximal 2n² Elektronen.',
      'Ein Orbital fasst höchstens zwei Elektronen.',
    ],
    cards: [
      ['Ordnungszahl', 'Anzahl der Protonen im Atomkern.'],
      ['Isotop', 'Atomart eines Elements mit abweichender Neutronenzahl, z. B. C-12 und C-14.'],
      ['Valenzelektronen', 'Elektronen der äußersten Schale.'],
      ['Orbital', 'Raumbereich, in dem sich ein Elektron mit hoher Wahrscheinlichkeit aufhält.'],
    ],
  },
  periodensystem: {
    explanation: [
      'Das Periodensystem ordnet die Elemente nach steigender Ordnungszahl; es geht auf Dmitri Mendelejew und Lothar Meyer (1869) zurück. Die Zeilen heißen Perioden und entsprechen der Zahl der besetzten Schalen, die Spalten heißen Gruppen.',
      'Elemente einer Hauptgruppe haben gleich viele Valenzelektronen und ähnliche Eigenschaften: Alkalimetalle (I) reagieren heftig mit Wasser, Halogene (VII) bilden Salze, Edelgase (VIII) sind reaktionsträge.',
      'Innerhalb einer Periode nimmt der Atomradius von links nach rechts ab, die Elektronegativität zu. Innerhalb einer Gruppe nimmt der Atomradius von oben nach unten zu, weil neue Schalen hinzukommen.',
    ],
    keyPoints: [
      'Hauptgruppennummer = Zahl der Valenzelektronen.',
      'Periodennummer = Zahl der besetzten Schalen.',
      'Fluor ist das Element mit der höchsten Elektronegativität (4,0).',
      'Metalle stehen links, Nichtmetalle rechts oben.',
    ],
    cards: [
      ['Periode', 'Waagerechte Zeile im Periodensystem.'],
      ['Hauptgruppe', 'Senkrechte Spalte mit Elementen gleicher Valenzelektronenzahl.'],
      ['Alkalimetalle', 'Elemente der I. Hauptgruppe wie Natrium und Kalium.'],
      ['Edelgase', 'Reaktionsträge Elemente der VIII. Hauptgruppe mit voller Außenschale.'],
    ],
  },
  'chemische-bindungen': {
    explanation: [
      'Atome verbinden sich, um eine stabile Edelgaskonfiguration zu erreichen (Oktettregel). Bei der Ionenbindung gibt ein Metall Elektronen an ein Nichtmetall ab; die entstehenden Ionen ziehen sich an und bilden ein Ionengitter, etwa Natriumchlorid.',
      'Bei der Elektronenpaarbindung (Atombindung) teilen sich Nichtmetallatome gemeinsame Elektronenpaare, wie im Wassermolekül. Ist die Elektronegativitätsdifferenz groß, ist die Bindung polar; das Wassermolekül ist wegen seiner gewinkelten Form ein Dipol.',
      'In Metallen liegen positive Atomrümpfe in einem Elektronengas vor, was elektrische Leitfähigkeit und Verformbarkeit erklärt. Zwischen Molekülen wirken Van-der-Waals-Kräfte, Dipol-Dipol-Kräfte und Wasserstoffbrücken.',
    ],
    keyPoints: [
      'ΔEN > 1,7: überwiegend Ionenbindung.',
      'Wasserstoffbrücken erklären den hohen Siedepunkt von Wasser.',
      'Die Molekülgeometrie folgt aus dem Elektronenpaarabstoßungsmodell.',
      'Salze leiten den Strom nur als Schmelze oder Lösung.',
    ],
    cards: [
      ['Oktettregel', 'Atome streben acht Außenelektronen an.'],
      ['Ionenbindung', 'Bindung durch elektrostatische Anziehung entgegengesetzt geladener Ionen.'],
      ['Dipol', 'Molekül mit getrennten Ladungsschwerpunkten.'],
      ['Wasserstoffbrücke', 'Anziehung zwischen einem H-Atom an N, O oder F und einem freien Elektronenpaar.'],
    ],
  },
  'sauren-und-basen': {
    explanation: [
      'Nach Brønsted sind Säuren Protonendonatoren und Basen Protonenakzeptoren. Eine Säure-Base-Reaktion ist eine Protonenübertragung; es entstehen korrespondierende Säure-Base-Paare wie HCl/Cl⁻.',
      'Der pH-Wert ist der negative dekadische Logarithmus der Oxoniumionenkonzentration: pH = −lg c(H₃O⁺). Lösungen mit pH < 7 sind sauer, pH = 7 neutral, pH > 7 alkalisch; bei 25 °C gilt pH + pOH = 14.',
      'Bei der Neutralisation reagieren Säure und Base zu Salz und Wasser, etwa HCl + NaOH → NaCl + H₂O. Mit einer Titration und einem Indikator bestimmt man die unbekannte Konzentration einer Lösung.',
    ],
    keyPoints: [
      'Starke Säuren protolysieren vollständig, schwache nur teilweise.',
      'Der pKs-Wert misst die Säurestärke: je kleiner, desto stärker.',
      'Puffer halten den pH-Wert bei Zugabe von Säure oder Base annähernd konstant.',
      'Ampholyte wie Wasser können als Säure und Base reagieren.',
    ],
    cards: [
      ['Brønsted-Säure', 'Teilchen, das Protonen abgibt.'],
      ['pH-Wert', 'Negativer dekadischer Logarithmus der H₃O⁺-Konzentration.'],
      ['Neutralisation', 'Reaktion von Säure und Base zu Wasser und Salz.'],
      ['Titration', 'Maßanalytisches Verfahren zur Konzentrationsbestimmung.'],
      ['Puffer', 'Lösung aus schwacher Säure und ihrer korrespondierenden Base.'],
    ],
  },
  redoxreaktionen: {
    explanation: [
      'Redoxreaktionen sind Elektronenübertragungen. Oxidation ist die Abgabe von Elektronen, Reduktion die Aufnahme; beide Teilreaktionen laufen immer gemeinsam ab.',
      'Mit Oxidationszahlen verfolgt man, welches Teilchen oxidiert wird: Die Oxidationszahl steigt bei der Oxidation und sinkt bei der Reduktion. Bei 2 Na + Cl₂ → 2 NaCl geht Natrium von 0 auf +I, Chlor von 0 auf −I.',
      'Redoxgleichungen stellt man in Teilgleichungen auf und gleicht Elektronen, Ladungen (mit H₃O⁺ oder OH⁻) und Atome aus. Das Oxidationsmittel nimmt Elektronen auf und wird selbst reduziert, das Reduktionsmittel gibt sie ab.',
    ],
    keyPoints: [
      'OIL RIG: Oxidation is loss, reduction is gain (of electrons).',
      'Elemente haben die Oxidationszahl 0.',
      'Sauerstoff hat meist −II, Wasserstoff meist +I.',
      'Die Summe der Oxidationszahlen entspricht der Ladung des Teilchens.',
    ],
    cards: [
      ['Oxidation', 'Abgabe von Elektronen; die Oxidationszahl steigt.'],
      ['Reduktion', 'Aufnahme von Elektronen; die Oxidationszahl sinkt.'],
      ['Oxidationsmittel', 'Stoff, der Elektronen aufnimmt und andere oxidiert.'],
      ['Oxidationszahl', 'Gedachte Ladung eines Atoms, wenn alle Bindungen ionisch wären.'],
    ],
  },
  'chemisches-gleichgewicht': {
    explanation: [
      'Viele Reaktionen sind umkehrbar und erreichen ein dynamisches Gleichgewicht: Hin- und Rückreaktion laufen gleich schnell ab, die Konzentrationen bleiben konstant. Das Massenwirkungsgesetz beschreibt es für aA + bB ⇌ cC + dD als K = c(C)ᶜ·c(D)ᵈ / (c(A)ᵃ·c(B)ᵇ).',
      'Nach dem Prinzip von Le Chatelier weicht ein Gleichgewicht einem äußeren Zwang aus. Temperaturerhöhung begünstigt die endotherme Richtung, Druckerhöhung die Seite mit weniger Gasteilchen.',
      'Beim Haber-Bosch-Verfahren (N₂ + 3 H₂ ⇌ 2 NH₃, exotherm) arbeitet man daher bei hohem Druck von etwa 200 bar. Die Temperatur von etwa 450 °C ist ein Kompromiss zwischen Ausbeute und Reaktionsgeschwindigkeit; ein Katalysator beschleunigt nur die Einstellung des Gleichgewichts.',
    ],
    keyPoints: [
      'Gleichgewicht ist dynamisch, nicht statisch.',
      'K > 1: Gleichgewicht liegt auf der Produktseite.',
      'Katalysatoren verschieben das Gleichgewicht nicht.',
      'K hängt nur von der Temperatur ab.',
    ],
    cards: [
      ['Massenwirkungsgesetz', 'Beziehung zwischen den Gleichgewichtskonzentrationen und der Konstante K.'],
      ['Le Chatelier', 'Prinzip vom kleinsten Zwang: Ein Gleichgewicht weicht Störungen aus.'],
      ['Haber-Bosch-Verfahren', 'Großtechnische Ammoniaksynthese aus Stickstoff und Wasserstoff.'],
      ['Dynamisches Gleichgewicht', 'Zustand gleicher Geschwindigkeit von Hin- und Rückreaktion.'],
    ],
  },
  reaktionskinetik: {
    explanation: [
      'Die Reaktionskinetik untersucht die Geschwindigkeit chemischer Reaktionen. Die Reaktionsgeschwindigkeit ist die Konzentrationsänderung pro Zeit: v = Δc/Δt.',
      'Nach der Stoßtheorie reagieren Teilchen nur, wenn sie mit ausreichender Energie und passender Orientierung zusammenstoßen. Die Geschwindigkeit steigt daher mit Konzentration, Zerteilungsgrad und Temperatur; nach der RGT-Regel verdoppelt bis verdreifacht sie sich bei 10 °C Temperaturerhöhung.',
      'Katalysatoren senken die Aktivierungsenergie, indem sie einen anderen Reaktionsweg ermöglichen, und liegen nach der Reaktion unverändert vor. Ein Beispiel ist der Abgaskatalysator im Auto mit Platin und Rhodium.',
    ],
    keyPoints: [
      'v = Δc/Δt.',
      'RGT-Regel: +10 °C → etwa 2- bis 3-fache Geschwindigkeit.',
      'Katalysatoren senken die Aktivierungsenergie.',
      'Größere Oberfläche bedeutet mehr wirksame Stöße.',
    ],
    cards: [
      ['Aktivierungsenergie', 'Mindestenergie, die Teilchen für eine Reaktion benötigen.'],
      ['Stoßtheorie', 'Modell, nach dem Reaktionen durch wirksame Teilchenzusammenstöße erfolgen.'],
      ['Katalysator', 'Stoff, der eine Reaktion beschleunigt, ohne verbraucht zu werden.'],
      ['RGT-Regel', 'Reaktionsgeschwindigkeit-Temperatur-Regel.'],
    ],
  },
  elektrochemie: {
    explanation: [
      'Die Elektrochemie verbindet Redoxreaktionen mit elektrischem Strom. In einer galvanischen Zelle wie dem Daniell-Element (Zink/Kupfer) liefern räumlich getrennte Teilreaktionen eine Spannung; die Anode ist der Ort der Oxidation, die Kathode der Ort der Reduktion.',
      'Die elektrochemische Spannungsreihe ordnet Redoxpaare nach ihrem Standardpotenzial E⁰, bezogen auf die Standardwasserstoffelektrode (0 V). Die Zellspannung ergibt sich als ΔE = E⁰(Kathode) − E⁰(Anode); für Zn/Cu sind das etwa 0,34 V − (−0,76 V) = 1,10 V.',
      'Bei der Elektrolyse erzwingt eine äußere Spannung eine nicht freiwillig ablaufende Redoxreaktion, etwa die Zerlegung von Wasser. Akkumulatoren wie der Lithium-Ionen-Akku sind beim Laden Elektrolysezellen und beim Entladen galvanische Zellen.',
    ],
    keyPoints: [
      'Anode: Oxidation; Kathode: Reduktion.',
      'Unedle Metalle haben negative Standardpotenziale.',
      'Die Nernst-Gleichung beschreibt die Konzentrationsabhängigkeit des Potenzials.',
      'Korrosion ist eine ungewollte elektrochemische Oxidation von Metallen.',
    ],
    cards: [
      ['Galvanische Zelle', 'Zelle, die aus einer freiwilligen Redoxreaktion elektrische Energie gewinnt.'],
      ['Elektrolyse', 'Durch elektrischen Strom erzwungene Redoxreaktion.'],
      ['Spannungsreihe', 'Ordnung der Redoxpaare nach ihrem Standardpotenzial.'],
      ['Salzbrücke', 'Verbindung zwischen Halbzellen, die Ionenwanderung ermöglicht.'],
    ],
  },
  'organische-chemie': {
    explanation: [
      'Die organische Chemie ist die Chemie der Kohlenstoffverbindungen. Kohlenstoff ist vierbindig und bildet Ketten und Ringe; Alkane (CₙH₂ₙ₊₂) wie Methan und Ethan enthalten nur Einfachbindungen, Alkene wie Ethen eine C=C-Doppelbindung.',
      'Funktionelle Gruppen bestimmen die Stoffklasse: Hydroxygruppe −OH (Alkohole wie Ethanol), Carbonylgruppe (Aldehyde und Ketone), Carboxygruppe −COOH (Carbonsäuren wie Essigsäure). Alkohol und Carbonsäure reagieren unter Wasserabspaltung zu einem Ester.',
      'Typische Reaktionsmechanismen sind die radikalische Substitution bei Alkanen und die elektrophile Addition bei Alkenen, etwa von Brom an Ethen. Benzol ist ein aromatischer Ring mit delokalisierten Elektronen.',
    ],
    keyPoints: [
      'Homologe Reihe der Alkane: Methan, Ethan, Propan, Butan …',
      'Isomere haben dieselbe Summenformel, aber verschiedene Strukturen.',
      'Bromwasser entfärbt sich mit Alkenen.',
      'Veresterung ist eine Kondensationsreaktion.',
    ],
    cards: [
      ['Funktionelle Gruppe', 'Atomgruppe, die die Eigenschaften einer Stoffklasse bestimmt.'],
      ['Isomerie', 'Gleiche Summenformel bei unterschiedlicher Struktur.'],
      ['Ester', 'Produkt aus Carbonsäure und Alkohol.'],
      ['Elektrophile Addition', 'Anlagerung eines elektronenarmen Teilchens an eine Doppelbindung.'],
    ],
  },
};
