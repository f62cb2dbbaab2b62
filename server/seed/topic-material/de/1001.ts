/** Mathe (de catalogue subject 1001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  funktionen: {
    explanation: [
      'Eine Funktion ordnet jedem Element x der Definitionsmenge genau ein Element y = f(x) der Wertemenge zu. Sie lässt sich als Term, Wertetabelle oder Graph im Koordinatensystem darstellen.',
      'Lineare Funktionen f(x) = mx + b haben eine Gerade als Graphen mit der Steigung m und dem y-Achsenabschnitt b. Quadratische Funktionen f(x) = ax² + bx + c haben eine Parabel als Graphen; ihre Nullstellen liefert die p-q-Formel x = −p/2 ± √((p/2)² − q) für x² + px + q = 0.',
      'Typische Untersuchungen sind Nullstellen, Symmetrie, Verhalten für x → ±∞ und Monotonie. Ein Graph ist achsensymmetrisch zur y-Achse, wenn f(−x) = f(x) gilt, und punktsymmetrisch zum Ursprung, wenn f(−x) = −f(x) gilt.',
    ],
    keyPoints: [
      'Jedem x-Wert ist genau ein y-Wert zugeordnet.',
      'Die Steigung einer Geraden durch zwei Punkte ist m = (y₂ − y₁)/(x₂ − x₁).',
      'Nullstellen sind die x-Werte mit f(x) = 0.',
      'Ganzrationale Funktionen mit nur geraden Exponenten sind achsensymmetrisch zur y-Achse.',
    ],
    cards: [
      ['Definitionsmenge', 'Die Menge aller x-Werte, die in die Funktion eingesetzt werden dürfen.'],
      ['Nullstelle', 'Ein x-Wert, an dem der Graph die x-Achse schneidet, also f(x) = 0 gilt.'],
      ['Steigung m', 'Der Faktor vor x in f(x) = mx + b; er gibt an, um wie viel y pro Einheit in x zunimmt.'],
      ['Scheitelpunkt', 'Der höchste oder tiefste Punkt einer Parabel.'],
      ['p-q-Formel', 'Lösungsformel x = −p/2 ± √((p/2)² − q) für Gleichungen der Form x² + px + q = 0.'],
    ],
  },
  differentialrechnung: {
    explanation: [
      'Die Ableitung f′(x₀) gibt die Steigung der Tangente an den Graphen im Punkt x₀ an. Sie ist der Grenzwert des Differenzenquotienten (f(x₀ + h) − f(x₀))/h für h → 0 und beschreibt die momentane Änderungsrate.',
      'Wichtige Regeln sind die Potenzregel (xⁿ)′ = n·xⁿ⁻¹, die Faktor- und Summenregel, die Produktregel (u·v)′ = u′v + uv′ und die Kettenregel (u(v(x)))′ = u′(v(x))·v′(x). So gilt für f(x) = 3x⁴ − 2x die Ableitung f′(x) = 12x³ − 2.',
      'In der Kurvendiskussion liefert f′(x) = 0 die Kandidaten für Extrempunkte; f″(x) < 0 zeigt ein Maximum, f″(x) > 0 ein Minimum. Wendepunkte erfüllen f″(x) = 0 mit Vorzeichenwechsel von f″.',
    ],
    keyPoints: [
      'Notwendige Bedingung für Extremstellen: f′(x) = 0.',
      'Hinreichende Bedingung: f′(x) = 0 und f″(x) ≠ 0.',
      'Die Tangente in x₀ lautet t(x) = f′(x₀)·(x − x₀) + f(x₀).',
      'Ist f′(x) > 0 auf einem Intervall, ist f dort streng monoton steigend.',
    ],
    cards: [
      ['Differenzenquotient', 'Mittlere Steigung (f(b) − f(a))/(b − a) zwischen zwei Punkten des Graphen.'],
      ['Differentialquotient', 'Grenzwert des Differenzenquotienten; die momentane Steigung f′(x₀).'],
      ['Kettenregel', 'Ableitung verketteter Funktionen: äußere Ableitung mal innere Ableitung.'],
      ['Wendepunkt', 'Punkt, an dem der Graph sein Krümmungsverhalten ändert; dort ist f″(x) = 0.'],
      ['Potenzregel', 'Die Ableitung von xⁿ ist n·xⁿ⁻¹.'],
    ],
  },
  integralrechnung: {
    explanation: [
      'Eine Stammfunktion F von f erfüllt F′(x) = f(x); zu xⁿ gehört zum Beispiel F(x) = xⁿ⁺¹/(n + 1) + C. Alle Stammfunktionen einer Funktion unterscheiden sich nur um eine Konstante C.',
      'Das bestimmte Integral ∫ₐᵇ f(x) dx berechnet man nach dem Hauptsatz der Differential- und Integralrechnung als F(b) − F(a). Beispiel: ∫₀² x² dx = 2³/3 − 0 = 8/3.',
      'Das Integral misst eine orientierte Fläche: Flächen unterhalb der x-Achse zählen negativ. Für die Gesamtfläche integriert man deshalb abschnittsweise zwischen den Nullstellen und addiert die Beträge; die Fläche zwischen zwei Graphen ergibt sich aus ∫ (f(x) − g(x)) dx.',
    ],
    keyPoints: [
      'Integrieren ist die Umkehrung des Ableitens.',
      'Hauptsatz: ∫ₐᵇ f(x) dx = F(b) − F(a).',
      'Flächen unter der x-Achse liefern negative Integralwerte.',
      'Die Stammfunktion von eˣ ist eˣ, die von 1/x ist ln|x|.',
    ],
    cards: [
      ['Stammfunktion', 'Eine Funktion F, deren Ableitung die gegebene Funktion f ist.'],
      ['Integrationskonstante', 'Die beliebige Konstante C, um die sich Stammfunktionen unterscheiden.'],
      ['Bestimmtes Integral', 'Der Wert F(b) − F(a) über dem Intervall [a; b].'],
      ['Hauptsatz der Differential- und Integralrechnung', 'Satz, der Ableiten und Integrieren als Umkehroperationen verbindet.'],
    ],
  },
  exponentialfunktionen: {
    explanation: [
      'Eine Exponentialfunktion hat die Form f(x) = a·bˣ mit b > 0 und b ≠ 1; die Variable steht im Exponenten. Für b > 1 beschreibt sie exponentielles Wachstum, für 0 < b < 1 exponentiellen Zerfall.',
      'Die natürliche Exponentialfunktion f(x) = eˣ mit der Eulerschen Zahl e ≈ 2,718 ist ihre eigene Ableitung. Ihre Umkehrfunktion ist der natürliche Logarithmus ln x, mit dem man Gleichungen wie eˣ = 5 löst: x = ln 5 ≈ 1,61.',
      'Wachstumsprozesse schreibt man oft als N(t) = N₀·e^(kt). Die Verdopplungszeit beträgt T = ln 2 / k, die Halbwertszeit beim Zerfall entsprechend ln 2 / |k|.',
    ],
    keyPoints: [
      'Exponentialfunktionen haben keine Nullstelle; die x-Achse ist Asymptote.',
      'Der Graph von a·bˣ schneidet die y-Achse bei a.',
      '(eˣ)′ = eˣ und (e^(kx))′ = k·e^(kx).',
      'Bei exponentiellem Wachstum nimmt der Bestand in gleichen Zeitspannen um denselben Faktor zu.',
    ],
    cards: [
      ['Eulersche Zahl e', 'Irrationale Konstante ≈ 2,718, Basis der natürlichen Exponentialfunktion.'],
      ['Wachstumsfaktor', 'Die Basis b, mit der der Bestand pro Zeiteinheit multipliziert wird.'],
      ['Natürlicher Logarithmus', 'Umkehrfunktion von eˣ, geschrieben ln x.'],
      ['Halbwertszeit', 'Zeit, nach der sich ein exponentiell abnehmender Bestand halbiert hat.'],
    ],
  },
  trigonometrie: {
    explanation: [
      'Im rechtwinkligen Dreieck gilt sin α = Gegenkathete/Hypotenuse, cos α = Ankathete/Hypotenuse und tan α = Gegenkathete/Ankathete. Zusätzlich gilt der Satz des Pythagoras a² + b² = c².',
      'In beliebigen Dreiecken helfen der Sinussatz a/sin α = b/sin β = c/sin γ und der Kosinussatz c² = a² + b² − 2ab·cos γ. Mit ihnen lassen sich fehlende Seiten und Winkel berechnen.',
      'Am Einheitskreis werden Sinus und Kosinus zu Funktionen mit der Periode 2π. Im Bogenmaß entspricht 180° dem Wert π, und es gilt stets sin²x + cos²x = 1.',
    ],
    keyPoints: [
      'sin, cos und tan sind Seitenverhältnisse im rechtwinkligen Dreieck.',
      'Umrechnung: Bogenmaß = Gradmaß · π/180°.',
      'Die Funktion f(x) = a·sin(bx) hat die Amplitude |a| und die Periode 2π/b.',
      'Der Kosinussatz verallgemeinert den Satz des Pythagoras.',
    ],
    cards: [
      ['Hypotenuse', 'Die längste Seite im rechtwinkligen Dreieck, gegenüber dem rechten Winkel.'],
      ['Sinussatz', 'a/sin α = b/sin β = c/sin γ in jedem Dreieck.'],
      ['Bogenmaß', 'Winkelmaß als Länge des Bogens am Einheitskreis; 360° entsprechen 2π.'],
      ['Einheitskreis', 'Kreis mit Radius 1 um den Ursprung, an dem cos x und sin x als Koordinaten abgelesen werden.'],
    ],
  },
  'analytische-geometrie': {
    explanation: [
      'Die analytische Geometrie beschreibt Punkte, Geraden und Ebenen im Raum mit Vektoren. Eine Gerade hat die Parameterform g: x⃗ = p⃗ + t·u⃗ mit Stützvektor p⃗ und Richtungsvektor u⃗.',
      'Eine Ebene lässt sich in Parameterform, Normalenform (x⃗ − p⃗)·n⃗ = 0 oder Koordinatenform ax₁ + bx₂ + cx₃ = d angeben. Der Normalenvektor n⃗ steht senkrecht auf der Ebene und kann mit dem Kreuzprodukt der Spannvektoren bestimmt werden.',
      'Das Skalarprodukt a⃗·b⃗ = a₁b₁ + a₂b₂ + a₃b₃ ist null, wenn die Vektoren orthogonal sind. Zwei Geraden im Raum können identisch, parallel, schneidend oder windschief sein.',
    ],
    keyPoints: [
      'Der Betrag eines Vektors ist |a⃗| = √(a₁² + a₂² + a₃²).',
      'Winkel zwischen Vektoren: cos φ = (a⃗·b⃗)/(|a⃗|·|b⃗|).',
      'Windschiefe Geraden sind weder parallel noch schneiden sie sich.',
      'Der Abstand Punkt–Ebene lässt sich mit der Hesseschen Normalform berechnen.',
    ],
    cards: [
      ['Richtungsvektor', 'Vektor, der die Richtung einer Geraden angibt.'],
      ['Normalenvektor', 'Vektor, der senkrecht auf einer Ebene steht.'],
      ['Skalarprodukt', 'Summe der Produkte entsprechender Koordinaten; null bei orthogonalen Vektoren.'],
      ['Windschief', 'Lage zweier Geraden im Raum, die sich nicht schneiden und nicht parallel sind.'],
      ['Kreuzprodukt', 'Vektor, der auf zwei gegebenen Vektoren senkrecht steht.'],
    ],
  },
  'lineare-algebra': {
    explanation: [
      'Die lineare Algebra untersucht lineare Gleichungssysteme, Vektoren und Matrizen. Ein lineares Gleichungssystem löst man systematisch mit dem Gauß-Verfahren, indem man es durch Zeilenumformungen auf Stufenform bringt.',
      'Ein LGS kann genau eine Lösung, keine Lösung oder unendlich viele Lösungen haben. Eine Nullzeile mit rechter Seite ungleich null (0 = 5) zeigt, dass das System unlösbar ist.',
      'Matrizen beschreiben zum Beispiel Übergänge zwischen Zuständen: Multipliziert man eine Übergangsmatrix mit einem Zustandsvektor, erhält man den Zustand des nächsten Schritts. Beim Matrizenprodukt A·B wird Zeile mal Spalte gerechnet; es ist im Allgemeinen nicht kommutativ.',
    ],
    keyPoints: [
      'Erlaubte Zeilenumformungen: Zeilen vertauschen, mit Zahl ≠ 0 multiplizieren, Vielfache addieren.',
      'A·B ist nur definiert, wenn A so viele Spalten wie B Zeilen hat.',
      'Im Allgemeinen gilt A·B ≠ B·A.',
      'Ein stationärer Zustand v⃗ erfüllt A·v⃗ = v⃗.',
    ],
    cards: [
      ['Gauß-Verfahren', 'Lösungsverfahren für LGS durch Umformen auf Stufenform.'],
      ['Matrix', 'Rechteckiges Zahlenschema mit m Zeilen und n Spalten.'],
      ['Einheitsmatrix', 'Quadratische Matrix mit Einsen auf der Hauptdiagonalen und sonst Nullen.'],
      ['Übergangsmatrix', 'Matrix, deren Einträge die Anteile angeben, die von einem Zustand in einen anderen wechseln.'],
    ],
  },
  stochastik: {
    explanation: [
      'Die Stochastik umfasst Wahrscheinlichkeitsrechnung und Statistik. Eine Zufallsgröße X ordnet jedem Ergebnis eines Zufallsexperiments eine Zahl zu; ihr Erwartungswert E(X) = Σ xᵢ·P(X = xᵢ) ist der langfristige Mittelwert.',
      'Die Binomialverteilung beschreibt n unabhängige Bernoulli-Versuche mit Trefferwahrscheinlichkeit p: P(X = k) = (n über k)·pᵏ·(1 − p)ⁿ⁻ᵏ. Für sie gilt E(X) = n·p und σ = √(n·p·(1 − p)).',
      'Beim Hypothesentest prüft man eine Nullhypothese mit einer Stichprobe. Der Fehler 1. Art ist das Verwerfen einer wahren Nullhypothese, der Fehler 2. Art das Beibehalten einer falschen.',
    ],
    keyPoints: [
      'Erwartungswert der Binomialverteilung: E(X) = n·p.',
      'Standardabweichung: σ = √(n·p·(1 − p)).',
      'Das Signifikanzniveau α begrenzt die Wahrscheinlichkeit des Fehlers 1. Art.',
      'Die Normalverteilung ist glockenförmig und symmetrisch um μ.',
    ],
    cards: [
      ['Zufallsgröße', 'Funktion, die jedem Ergebnis eines Zufallsexperiments eine reelle Zahl zuordnet.'],
      ['Bernoulli-Experiment', 'Zufallsexperiment mit genau zwei Ausgängen: Treffer oder Niete.'],
      ['Erwartungswert', 'Mittelwert einer Zufallsgröße bei sehr vielen Wiederholungen.'],
      ['Fehler 1. Art', 'Die Nullhypothese wird abgelehnt, obwohl sie wahr ist.'],
      ['Binomialkoeffizient', 'Anzahl der Möglichkeiten, k aus n Elementen ohne Reihenfolge auszuwählen.'],
    ],
  },
  wahrscheinlichkeitsrechnung: {
    explanation: [
      'Bei einem Laplace-Experiment sind alle Ergebnisse gleich wahrscheinlich, und es gilt P(E) = Anzahl günstiger Ergebnisse / Anzahl möglicher Ergebnisse. Beim fairen Würfel ist P(gerade Zahl) = 3/6 = 1/2.',
      'Mehrstufige Zufallsexperimente stellt man mit Baumdiagrammen dar. Nach der Pfadmultiplikationsregel multipliziert man die Wahrscheinlichkeiten entlang eines Pfades, nach der Pfadadditionsregel addiert man die Wahrscheinlichkeiten aller Pfade, die zum Ereignis gehören.',
      'Die bedingte Wahrscheinlichkeit P_B(A) = P(A ∩ B)/P(B) gibt die Wahrscheinlichkeit von A an, wenn B bereits eingetreten ist. Vierfeldertafeln helfen, solche Angaben zu ordnen; A und B sind unabhängig, wenn P(A ∩ B) = P(A)·P(B) gilt.',
    ],
    keyPoints: [
      'Wahrscheinlichkeiten liegen immer zwischen 0 und 1.',
      'Gegenereignis: P(Ā) = 1 − P(A).',
      'Die Summe der Wahrscheinlichkeiten an den Ästen eines Knotens ist 1.',
      'Der Satz von Bayes dreht bedingte Wahrscheinlichkeiten um.',
    ],
    cards: [
      ['Laplace-Experiment', 'Zufallsexperiment, bei dem alle Ergebnisse gleich wahrscheinlich sind.'],
      ['Gegenereignis', 'Das Ereignis, das genau dann eintritt, wenn A nicht eintritt.'],
      ['Pfadregel', 'Entlang eines Pfades im Baumdiagramm werden die Wahrscheinlichkeiten multipliziert.'],
      ['Vierfeldertafel', 'Tabelle mit den Wahrscheinlichkeiten der Kombinationen zweier Ereignisse und ihrer Gegenereignisse.'],
      ['Stochastische Unabhängigkeit', 'A und B sind unabhängig, wenn P(A ∩ B) = P(A)·P(B).'],
    ],
  },
};
