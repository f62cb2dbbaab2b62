/** Matematica (it catalogue subject 4001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  equazioni: {
    explanation: [
      "Un’equazione è un’uguaglianza tra due espressioni che contiene una o più incognite ed è verificata solo per alcuni valori. Un’equazione di primo grado ax + b = 0, con a ≠ 0, ha l’unica soluzione x = −b/a.",
      "L’equazione di secondo grado ax² + bx + c = 0 si risolve con la formula x = (−b ± √Δ)/2a, dove Δ = b² − 4ac è il discriminante. Se Δ > 0 ci sono due soluzioni reali distinte, se Δ = 0 due coincidenti, se Δ < 0 nessuna soluzione reale. Ad esempio x² − 5x + 6 = 0 ha soluzioni 2 e 3.",
    ],
    keyPoints: [
      "I principi di equivalenza permettono di sommare o moltiplicare entrambi i membri per la stessa quantità non nulla.",
      "La somma delle radici è −b/a e il prodotto è c/a.",
      "Un’equazione impossibile non ha soluzioni, una indeterminata ne ha infinite.",
    ],
    cards: [
      ["Discriminante", "Δ = b² − 4ac, che determina il numero di soluzioni reali."],
      ["Equazione impossibile", "Equazione priva di soluzioni."],
      ["Principi di equivalenza", "Regole che trasformano un’equazione in una equivalente."],
      ["Equazione fratta", "Equazione con l’incognita al denominatore."],
    ],
  },
  disequazioni: {
    explanation: [
      "Una disequazione è una disuguaglianza tra due espressioni contenenti un’incognita, verificata da un insieme di valori. Moltiplicando o dividendo entrambi i membri per un numero negativo, il verso della disuguaglianza si inverte: −2x > 6 equivale a x < −3.",
      "Per una disequazione di secondo grado si studia il segno del trinomio: se a > 0 e Δ > 0, ax² + bx + c è positivo per valori esterni alle radici e negativo per valori interni. Le disequazioni fratte si risolvono studiando separatamente il segno di numeratore e denominatore e combinandoli in una tabella dei segni.",
    ],
    keyPoints: [
      "Le soluzioni si esprimono come intervalli.",
      "Nelle fratte il denominatore non può annullarsi.",
      "Un sistema di disequazioni ha come soluzione l’intersezione delle soluzioni.",
    ],
    cards: [
      ["Disequazione", "Disuguaglianza con incognite."],
      ["Tabella dei segni", "Schema per studiare il segno di un prodotto o quoziente."],
      ["Intervallo", "Insieme di numeri reali compresi tra due estremi."],
      ["Valori esterni", "Soluzioni di ax² + bx + c > 0 con a > 0 e Δ > 0."],
    ],
  },
  funzioni: {
    explanation: [
      "Una funzione reale f associa a ogni x del dominio uno e un solo valore y = f(x). Il dominio di f(x) = √(x − 1) è x ≥ 1, quello di g(x) = 1/x è ℝ senza lo zero. Il codominio è l’insieme dei valori assunti.",
      "Una funzione è iniettiva se a valori diversi di x corrispondono valori diversi di y, suriettiva se ogni elemento del codominio è immagine, biiettiva se è entrambe le cose, e solo allora è invertibile. Una funzione è pari se f(−x) = f(x), con grafico simmetrico rispetto all’asse y, e dispari se f(−x) = −f(x).",
    ],
    keyPoints: [
      "La funzione esponenziale y = aˣ con a > 1 è crescente.",
      "Il logaritmo è la funzione inversa dell’esponenziale.",
      "La funzione composta applica una funzione al risultato di un’altra.",
    ],
    cards: [
      ["Dominio", "Insieme dei valori per cui la funzione è definita."],
      ["Funzione iniettiva", "Funzione che associa immagini diverse a elementi diversi."],
      ["Funzione pari", "Funzione con f(−x) = f(x)."],
      ["Funzione inversa", "Funzione che riporta ogni immagine al suo valore di partenza."],
    ],
  },
  "geometria-analitica": {
    explanation: [
      "La geometria analitica studia le figure con le coordinate nel piano cartesiano. La distanza tra A(x₁; y₁) e B(x₂; y₂) è √((x₂ − x₁)² + (y₂ − y₁)²) e il punto medio ha coordinate ((x₁ + x₂)/2; (y₁ + y₂)/2).",
      "La retta ha equazione y = mx + q, dove m è il coefficiente angolare: due rette sono parallele se hanno lo stesso m e perpendicolari se m₁ · m₂ = −1. Le coniche sono la circonferenza, x² + y² + ax + by + c = 0, la parabola y = ax² + bx + c con vertice in x = −b/2a, l’ellisse e l’iperbole.",
    ],
    keyPoints: [
      "Il coefficiente angolare per due punti è (y₂ − y₁)/(x₂ − x₁).",
      "La distanza punto-retta è |ax₀ + by₀ + c|/√(a² + b²).",
      "La parabola è il luogo dei punti equidistanti da fuoco e direttrice.",
    ],
    cards: [
      ["Coefficiente angolare", "Il numero m che misura l’inclinazione della retta."],
      ["Circonferenza", "Luogo dei punti equidistanti da un centro."],
      ["Ellisse", "Luogo dei punti con somma costante delle distanze da due fuochi."],
      ["Rette perpendicolari", "Rette con m₁ · m₂ = −1."],
    ],
  },
  trigonometria: {
    explanation: [
      "Sulla circonferenza goniometrica di raggio 1, un angolo α individua un punto di coordinate (cos α; sen α). Gli angoli si misurano in gradi o in radianti: 180° = π rad. La tangente è tg α = sen α / cos α.",
      "La relazione fondamentale è sen²α + cos²α = 1. Valori notevoli sono sen 30° = 1/2, cos 60° = 1/2 e sen 45° = cos 45° = √2/2. Nei triangoli qualsiasi valgono il teorema dei seni, a/sen α = b/sen β = c/sen γ, e il teorema del coseno (di Carnot), a² = b² + c² − 2bc cos α.",
    ],
    keyPoints: [
      "Seno e coseno sono periodiche di periodo 2π, la tangente di periodo π.",
      "In un triangolo rettangolo un cateto è uguale all’ipotenusa per il seno dell’angolo opposto.",
      "Le formule di addizione danno sen(α + β) = sen α cos β + cos α sen β.",
    ],
    cards: [
      ["Radiante", "Angolo al centro che sottende un arco lungo quanto il raggio."],
      ["Relazione fondamentale", "sen²α + cos²α = 1."],
      ["Teorema di Carnot", "a² = b² + c² − 2bc cos α."],
      ["Circonferenza goniometrica", "Circonferenza di raggio 1 centrata nell’origine."],
    ],
  },
  limiti: {
    explanation: [
      "Il limite di f(x) per x che tende a x₀ è il valore a cui si avvicinano le immagini quando x si avvicina a x₀. Se i limiti destro e sinistro coincidono, il limite esiste. Una funzione è continua in x₀ se il limite coincide con f(x₀).",
      "Alcune forme sono indeterminate: 0/0, ∞/∞, ∞ − ∞, 0 · ∞. Si risolvono scomponendo, raccogliendo la potenza di grado massimo o razionalizzando. Limiti notevoli sono sen x / x → 1 per x → 0 e (1 + 1/x)ˣ → e per x → ∞. Un asintoto verticale si ha dove la funzione tende all’infinito.",
    ],
    keyPoints: [
      "Nel rapporto di polinomi per x → ∞ contano i termini di grado massimo.",
      "I punti di discontinuità si classificano in prima, seconda e terza specie.",
      "Il teorema di Weierstrass garantisce massimo e minimo su un intervallo chiuso.",
    ],
    cards: [
      ["Forma indeterminata", "Espressione come 0/0 il cui valore non è immediato."],
      ["Continuità", "Coincidenza tra limite e valore della funzione."],
      ["Asintoto orizzontale", "Retta y = l a cui si avvicina la funzione per x → ±∞."],
      ["Limite notevole", "sen x / x → 1 per x → 0."],
    ],
  },
  derivate: {
    explanation: [
      "La derivata di f in x₀ è il limite del rapporto incrementale [f(x₀ + h) − f(x₀)]/h per h → 0. Geometricamente è il coefficiente angolare della retta tangente al grafico: y − f(x₀) = f′(x₀)(x − x₀).",
      "Le derivate fondamentali sono D(xⁿ) = nxⁿ⁻¹, D(eˣ) = eˣ, D(ln x) = 1/x, D(sen x) = cos x. Valgono le regole del prodotto, del quoziente e della funzione composta. Se f′ > 0 la funzione è crescente; i punti in cui f′ = 0 sono stazionari e possono essere massimi, minimi o flessi orizzontali. Il teorema di de l’Hôpital risolve forme 0/0 e ∞/∞.",
    ],
    keyPoints: [
      "D(f · g) = f′g + fg′.",
      "Il segno della derivata seconda indica la concavità.",
      "Il teorema di Lagrange collega la derivata al rapporto incrementale su un intervallo.",
    ],
    cards: [
      ["Rapporto incrementale", "[f(x₀ + h) − f(x₀)]/h."],
      ["Punto stazionario", "Punto in cui la derivata si annulla."],
      ["Regola della catena", "D[f(g(x))] = f′(g(x)) · g′(x)."],
      ["Flesso", "Punto in cui cambia la concavità."],
    ],
  },
  integrali: {
    explanation: [
      "Una primitiva di f è una funzione F tale che F′ = f; l’integrale indefinito ∫f(x)dx = F(x) + c rappresenta tutte le primitive. Ad esempio ∫x² dx = x³/3 + c e ∫cos x dx = sen x + c.",
      "L’integrale definito ∫ₐᵇ f(x)dx misura l’area con segno sotto il grafico e si calcola con il teorema fondamentale del calcolo: F(b) − F(a). I metodi di integrazione sono per sostituzione e per parti: ∫f·g′ dx = f·g − ∫f′·g dx. Gli integrali servono anche per calcolare volumi di solidi di rotazione.",
    ],
    keyPoints: [
      "L’integrale è lineare.",
      "L’area tra due curve è l’integrale della differenza.",
      "Il valor medio di f su [a; b] è l’integrale diviso per b − a.",
    ],
    cards: [
      ["Primitiva", "Funzione la cui derivata è la funzione data."],
      ["Teorema fondamentale del calcolo", "∫ₐᵇ f(x)dx = F(b) − F(a)."],
      ["Integrazione per parti", "∫f·g′ dx = f·g − ∫f′·g dx."],
      ["Costante di integrazione", "La costante c che compare nell’integrale indefinito."],
    ],
  },
  probabilita: {
    explanation: [
      "La probabilità misura il grado di possibilità di un evento. Secondo la definizione classica, P(E) = casi favorevoli / casi possibili se i casi sono equiprobabili: la probabilità di ottenere 6 con un dado è 1/6. Esistono anche la definizione frequentista e quella soggettiva.",
      "L’evento contrario ha probabilità 1 − P(E). Per eventi incompatibili P(A ∪ B) = P(A) + P(B), altrimenti si sottrae P(A ∩ B). La probabilità condizionata è P(A|B) = P(A ∩ B)/P(B), e due eventi sono indipendenti se P(A ∩ B) = P(A) · P(B). Il teorema di Bayes aggiorna le probabilità alla luce di nuove informazioni.",
    ],
    keyPoints: [
      "La probabilità è un numero tra 0 e 1.",
      "Il calcolo combinatorio conta disposizioni, permutazioni e combinazioni.",
      "La distribuzione binomiale descrive il numero di successi in prove ripetute.",
    ],
    cards: [
      ["Evento contrario", "Evento che si verifica quando E non si verifica."],
      ["Eventi incompatibili", "Eventi che non possono verificarsi insieme."],
      ["Probabilità condizionata", "P(A|B) = P(A ∩ B)/P(B)."],
      ["Teorema di Bayes", "Formula che calcola la probabilità delle cause dati gli effetti."],
    ],
  },
  statistica: {
    explanation: [
      "La statistica raccoglie, organizza e analizza dati. Una distribuzione di frequenze indica quante volte compare ogni modalità; la frequenza relativa è il rapporto tra frequenza assoluta e totale. I dati si rappresentano con istogrammi, aerogrammi e diagrammi cartesiani.",
      "Gli indici di posizione sono la media aritmetica, la mediana, valore centrale dei dati ordinati, e la moda, il valore più frequente. Gli indici di variabilità sono il campo di variazione, la varianza e la deviazione standard σ, radice quadrata della varianza. Per i dati 2, 4, 6 la media è 4 e la mediana 4.",
    ],
    keyPoints: [
      "La mediana è meno sensibile della media ai valori estremi.",
      "Il coefficiente di correlazione varia tra −1 e 1.",
      "La retta di regressione approssima la relazione tra due variabili.",
    ],
    cards: [
      ["Media aritmetica", "Somma dei valori divisa per il loro numero."],
      ["Mediana", "Valore centrale di una serie ordinata."],
      ["Moda", "Valore con frequenza massima."],
      ["Deviazione standard", "Misura della dispersione dei dati attorno alla media."],
    ],
  },
};
