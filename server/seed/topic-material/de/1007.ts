/** Physik (de catalogue subject 1007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  mechanik: {
    explanation: [
      'Die Mechanik beschreibt Bewegungen und ihre Ursachen. Bei der gleichförmigen Bewegung gilt s = v·t, bei der gleichmäßig beschleunigten Bewegung aus der Ruhe s = ½·a·t² und v = a·t; der freie Fall hat die Beschleunigung g ≈ 9,81 m/s².',
      'Newtons drei Gesetze bilden die Grundlage: Trägheitsprinzip, Grundgleichung F = m·a und Wechselwirkungsprinzip (actio = reactio). Die Einheit der Kraft ist das Newton: 1 N = 1 kg·m/s².',
      'Energie bleibt in abgeschlossenen Systemen erhalten; potenzielle Energie E_pot = m·g·h kann in kinetische Energie E_kin = ½·m·v² umgewandelt werden. Auch der Impuls p = m·v bleibt bei Stößen erhalten.',
    ],
    keyPoints: [
      'F = m·a (2. Newtonsches Gesetz).',
      'Energieerhaltung: E_pot + E_kin = konstant ohne Reibung.',
      'Arbeit W = F·s, Leistung P = W/t.',
      'Impulserhaltung gilt für elastische und unelastische Stöße.',
    ],
    cards: [
      ['Trägheit', 'Eigenschaft eines Körpers, seinen Bewegungszustand beizubehalten.'],
      ['Newton', 'Einheit der Kraft: 1 N = 1 kg·m/s².'],
      ['Kinetische Energie', 'Bewegungsenergie ½·m·v².'],
      ['Impuls', 'Produkt aus Masse und Geschwindigkeit, p = m·v.'],
    ],
  },
  thermodynamik: {
    explanation: [
      'Die Thermodynamik beschreibt Wärme, Temperatur und Energieumwandlungen. Die Temperatur ist ein Maß für die mittlere kinetische Energie der Teilchen; der absolute Nullpunkt liegt bei 0 K = −273,15 °C.',
      'Der erste Hauptsatz lautet ΔU = Q + W: Die innere Energie ändert sich durch zugeführte Wärme und Arbeit. Zur Erwärmung eines Stoffes ist die Wärme Q = c·m·ΔT nötig; Wasser hat die spezifische Wärmekapazität 4,19 kJ/(kg·K).',
      'Der zweite Hauptsatz besagt, dass Wärme von selbst nur vom wärmeren zum kälteren Körper fließt und die Entropie eines abgeschlossenen Systems nicht abnimmt. Deshalb hat jede Wärmekraftmaschine einen Wirkungsgrad kleiner als der Carnot-Wirkungsgrad η = 1 − T_kalt/T_warm.',
    ],
    keyPoints: [
      'Ideales Gas: p·V = n·R·T.',
      'Erster Hauptsatz: Energieerhaltung.',
      'Zweiter Hauptsatz: Entropie nimmt nicht ab.',
      'Ein Perpetuum mobile ist unmöglich.',
    ],
    cards: [
      ['Innere Energie', 'Gesamte Energie der Teilchen eines Systems.'],
      ['Spezifische Wärmekapazität', 'Wärme, die 1 kg eines Stoffes um 1 K erwärmt.'],
      ['Entropie', 'Zustandsgröße, die die Unordnung bzw. Zahl der Mikrozustände beschreibt.'],
      ['Kelvin', 'SI-Einheit der Temperatur, beginnend am absoluten Nullpunkt.'],
    ],
  },
  elektrizitatslehre: {
    explanation: [
      'Elektrischer Strom ist die gerichtete Bewegung von Ladungsträgern. Die Stromstärke I = Q/t wird in Ampere gemessen, die Spannung U in Volt; der Widerstand R = U/I in Ohm (Ohmsches Gesetz).',
      'In der Reihenschaltung ist die Stromstärke überall gleich, die Spannungen addieren sich, und es gilt R_ges = R₁ + R₂. In der Parallelschaltung liegt an allen Zweigen dieselbe Spannung, die Ströme addieren sich, und es gilt 1/R_ges = 1/R₁ + 1/R₂.',
      'Die elektrische Leistung beträgt P = U·I, die Energie E = P·t, etwa in Kilowattstunden. Ein Kondensator speichert Ladung; seine Kapazität ist C = Q/U.',
    ],
    keyPoints: [
      'Ohmsches Gesetz: U = R·I.',
      'Amperemeter in Reihe, Voltmeter parallel schalten.',
      'Elektrische Leistung P = U·I in Watt.',
      'Kirchhoffsche Regeln: Knotenregel und Maschenregel.',
    ],
    cards: [
      ['Stromstärke', 'Pro Zeit transportierte Ladung, Einheit Ampere.'],
      ['Spannung', 'Antrieb des Stroms; Energie pro Ladung, Einheit Volt.'],
      ['Widerstand', 'Verhältnis von Spannung zu Stromstärke, Einheit Ohm.'],
      ['Kapazität', 'Fähigkeit eines Kondensators, Ladung zu speichern, C = Q/U.'],
    ],
  },
  elektromagnetismus: {
    explanation: [
      'Ein stromdurchflossener Leiter erzeugt ein Magnetfeld, wie Hans Christian Ørsted 1820 entdeckte. In einer Spule ist das Feld im Inneren nahezu homogen, mit B = μ₀·n·I/l.',
      'Auf bewegte Ladungen im Magnetfeld wirkt die Lorentzkraft F = q·v·B (bei senkrechter Bewegung). Sie ist die Grundlage des Elektromotors und lenkt Elektronen im Fadenstrahlrohr auf Kreisbahnen.',
      'Michael Faraday entdeckte 1831 die elektromagnetische Induktion: Ändert sich der magnetische Fluss durch eine Leiterschleife, wird eine Spannung U_ind = −n·ΔΦ/Δt induziert. Generatoren und Transformatoren beruhen darauf; beim Transformator gilt U₁/U₂ = n₁/n₂.',
    ],
    keyPoints: [
      'Strom erzeugt Magnetfelder.',
      'Lorentzkraft steht senkrecht auf Geschwindigkeit und Feld.',
      'Lenzsche Regel: Der Induktionsstrom wirkt seiner Ursache entgegen.',
      'Transformatoren funktionieren nur mit Wechselstrom.',
    ],
    cards: [
      ['Lorentzkraft', 'Kraft auf eine bewegte Ladung im Magnetfeld.'],
      ['Magnetische Flussdichte', 'Stärke des Magnetfelds, Einheit Tesla.'],
      ['Induktion', 'Entstehung einer Spannung durch Änderung des magnetischen Flusses.'],
      ['Lenzsche Regel', 'Induzierte Ströme hemmen die Ursache ihrer Entstehung.'],
    ],
  },
  'schwingungen-und-wellen': {
    explanation: [
      'Eine Schwingung ist eine periodische Bewegung um eine Ruhelage. Beim harmonischen Oszillator ist die Rückstellkraft proportional zur Auslenkung; für ein Federpendel gilt T = 2π·√(m/D), für ein Fadenpendel T = 2π·√(l/g).',
      'Eine Welle ist eine sich ausbreitende Schwingung, die Energie, aber keine Materie transportiert. Für alle Wellen gilt c = λ·f; man unterscheidet Transversalwellen (Schwingung senkrecht zur Ausbreitung) und Longitudinalwellen wie Schall.',
      'Treffen Wellen aufeinander, überlagern sie sich (Interferenz): Konstruktiv bei Gangunterschied k·λ, destruktiv bei (k + ½)·λ. Stehende Wellen entstehen durch Reflexion, zum Beispiel auf einer Gitarrensaite.',
    ],
    keyPoints: [
      'Frequenz f = 1/T, Einheit Hertz.',
      'c = λ·f.',
      'Schall ist eine Longitudinalwelle, Licht eine Transversalwelle.',
      'Beugung tritt auf, wenn Hindernisse etwa so groß wie die Wellenlänge sind.',
    ],
    cards: [
      ['Amplitude', 'Maximale Auslenkung einer Schwingung.'],
      ['Wellenlänge', 'Abstand zweier benachbarter Punkte gleicher Phase.'],
      ['Interferenz', 'Überlagerung von Wellen.'],
      ['Resonanz', 'Starkes Mitschwingen, wenn die Erregerfrequenz der Eigenfrequenz entspricht.'],
    ],
  },
  optik: {
    explanation: [
      'Die geometrische Optik beschreibt Licht als Strahlen. Beim Reflexionsgesetz ist der Einfallswinkel gleich dem Reflexionswinkel; beim Übergang in ein anderes Medium wird Licht nach dem Brechungsgesetz von Snellius gebrochen: n₁·sin α = n₂·sin β.',
      'Geht Licht vom optisch dichteren ins dünnere Medium über, tritt oberhalb des Grenzwinkels Totalreflexion auf; Glasfaserkabel nutzen das. Sammellinsen bilden nach der Linsengleichung 1/f = 1/g + 1/b ab.',
      'Die Wellenoptik erklärt Beugung und Interferenz, etwa am Doppelspalt, wie Thomas Young um 1802 zeigte. Weißes Licht wird im Prisma in Spektralfarben zerlegt (Dispersion), weil der Brechungsindex von der Wellenlänge abhängt.',
    ],
    keyPoints: [
      'Einfallswinkel = Reflexionswinkel.',
      'Lichtgeschwindigkeit im Vakuum: c ≈ 3·10⁸ m/s.',
      'Linsengleichung: 1/f = 1/g + 1/b.',
      'Totalreflexion nur beim Übergang ins optisch dünnere Medium.',
    ],
    cards: [
      ['Brechungsindex', 'Verhältnis der Lichtgeschwindigkeit im Vakuum zu der im Medium.'],
      ['Totalreflexion', 'Vollständige Reflexion an der Grenze zum optisch dünneren Medium.'],
      ['Brennweite', 'Abstand zwischen Linse und Brennpunkt.'],
      ['Dispersion', 'Wellenlängenabhängige Brechung, die weißes Licht zerlegt.'],
    ],
  },
  quantenphysik: {
    explanation: [
      'Die Quantenphysik beschreibt Vorgänge im atomaren Bereich. Max Planck führte 1900 die Energiequantelung ein: Licht der Frequenz f wird in Portionen der Energie E = h·f abgegeben, mit h ≈ 6,626·10⁻³⁴ J·s.',
      'Beim Fotoeffekt löst Licht Elektronen aus einer Metalloberfläche nur, wenn seine Frequenz groß genug ist, unabhängig von der Intensität. Einstein erklärte dies 1905 mit Photonen: E_kin = h·f − W_A.',
      'Auch Teilchen zeigen Welleneigenschaften; Elektronen haben die De-Broglie-Wellenlänge λ = h/p. Die Heisenbergsche Unschärferelation Δx·Δp ≥ h/(4π) besagt, dass Ort und Impuls nicht gleichzeitig beliebig genau bestimmbar sind.',
    ],
    keyPoints: [
      'Photonenenergie E = h·f.',
      'Welle-Teilchen-Dualismus gilt für Licht und Materie.',
      'Die Austrittsarbeit hängt vom Metall ab.',
      'Quantenobjekte werden durch Wahrscheinlichkeiten beschrieben.',
    ],
    cards: [
      ['Photon', 'Lichtquant mit der Energie h·f.'],
      ['Plancksches Wirkungsquantum', 'Naturkonstante h ≈ 6,626·10⁻³⁴ J·s.'],
      ['Fotoeffekt', 'Herauslösen von Elektronen aus Metall durch Licht.'],
      ['Unschärferelation', 'Ort und Impuls sind nicht gleichzeitig beliebig genau bestimmbar.'],
    ],
  },
  atomphysik: {
    explanation: [
      'Die Atomphysik untersucht Aufbau und Energiezustände der Atomhülle. Niels Bohr postulierte 1913, dass Elektronen nur bestimmte Energieniveaus einnehmen und beim Übergang Photonen der Energie ΔE = h·f aussenden oder aufnehmen.',
      'Daher zeigen Gase Linienspektren: Wasserstoff hat etwa die sichtbaren Linien der Balmer-Serie, deren Energien E_n = −13,6 eV/n² entsprechen. Der Franck-Hertz-Versuch von 1914 bestätigte die diskreten Energiestufen bei Quecksilber (4,9 eV).',
      'Im quantenmechanischen Modell beschreibt die Wellenfunktion die Aufenthaltswahrscheinlichkeit des Elektrons. Das Modell des Elektrons im eindimensionalen Potenzialtopf erklärt, warum gebundene Elektronen nur diskrete Energien haben.',
    ],
    keyPoints: [
      'Atome haben diskrete Energieniveaus.',
      'Emission: Elektron fällt auf niedrigeres Niveau und sendet ein Photon aus.',
      'Linienspektren sind Fingerabdrücke der Elemente.',
      'Wasserstoff: E_n = −13,6 eV/n².',
    ],
    cards: [
      ['Linienspektrum', 'Spektrum aus einzelnen Linien, typisch für ein Element.'],
      ['Franck-Hertz-Versuch', 'Experiment, das die gequantelten Energiezustände von Atomen nachweist.'],
      ['Grundzustand', 'Energetisch niedrigster Zustand eines Atoms.'],
      ['Elektronvolt', 'Energieeinheit: 1 eV ≈ 1,6·10⁻¹⁹ J.'],
    ],
  },
  kernphysik: {
    explanation: [
      'Atomkerne bestehen aus Protonen und Neutronen, die von der starken Kernkraft zusammengehalten werden. Instabile Kerne zerfallen radioaktiv: α-Strahlung besteht aus Heliumkernen, β⁻-Strahlung aus Elektronen, γ-Strahlung aus energiereichen Photonen.',
      'Das Zerfallsgesetz lautet N(t) = N₀·e^(−λt); nach der Halbwertszeit ist die Hälfte der Kerne zerfallen. C-14 hat eine Halbwertszeit von etwa 5730 Jahren und dient der Altersbestimmung.',
      'Bei der Kernspaltung, 1938 von Otto Hahn und Fritz Straßmann entdeckt, wird ein Uran-235-Kern durch ein Neutron gespalten. Dabei wird nach E = m·c² Energie aus dem Massendefekt frei; auch die Kernfusion in der Sonne nutzt den Massendefekt.',
    ],
    keyPoints: [
      'α-Strahlung wird schon von Papier abgeschirmt, γ-Strahlung kaum.',
      'Halbwertszeit ist für jedes Nuklid konstant.',
      'Massendefekt: Kern ist leichter als die Summe seiner Nukleonen.',
      'Die Aktivität wird in Becquerel gemessen (1 Bq = 1 Zerfall/s).',
    ],
    cards: [
      ['Halbwertszeit', 'Zeit, nach der die Hälfte der Kerne zerfallen ist.'],
      ['Nuklid', 'Atomkernart mit bestimmter Protonen- und Neutronenzahl.'],
      ['Massendefekt', 'Massendifferenz, die der Bindungsenergie des Kerns entspricht.'],
      ['Kettenreaktion', 'Spaltung, bei der freiwerdende Neutronen weitere Spaltungen auslösen.'],
    ],
  },
};
