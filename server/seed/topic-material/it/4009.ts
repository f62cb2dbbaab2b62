/** Fisica (it catalogue subject 4009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  cinematica: {
    explanation: [
      "La cinematica descrive il moto dei corpi senza considerarne le cause. Posizione, velocità e accelerazione sono grandezze vettoriali e dipendono dal sistema di riferimento scelto.",
      "Nel moto rettilineo uniforme la velocità è costante e s = s₀ + vt. Nel moto uniformemente accelerato v = v₀ + at e s = s₀ + v₀t + ½at²; in caduta libera l’accelerazione è g ≈ 9,81 m/s². Nel moto circolare uniforme la velocità angolare è ω = 2π/T, v = ωr e l’accelerazione centripeta vale v²/r. Il moto del proiettile combina un moto uniforme orizzontale e uno accelerato verticale.",
    ],
    keyPoints: [
      "v² = v₀² + 2aΔs nel moto uniformemente accelerato.",
      "La traiettoria del proiettile è una parabola.",
      "Nel grafico velocità-tempo l’area sotto la curva è lo spostamento.",
    ],
    cards: [
      ["Moto rettilineo uniforme", "Moto con velocità costante."],
      ["Accelerazione", "Variazione della velocità nel tempo."],
      ["Accelerazione centripeta", "v²/r, diretta verso il centro."],
      ["Periodo", "Tempo impiegato per compiere un giro completo."],
    ],
  },
  dinamica: {
    explanation: [
      "La dinamica studia le cause del moto, cioè le forze. I tre principi di Newton sono il principio d’inerzia, la legge fondamentale F = m·a e il principio di azione e reazione.",
      "Le forze più comuni sono il peso P = mg, la reazione vincolare, la tensione, la forza elastica di Hooke F = −kx e l’attrito F = μN. La quantità di moto p = mv si conserva nei sistemi isolati, come negli urti. L’impulso F·Δt è uguale alla variazione della quantità di moto. Sul piano inclinato la componente del peso parallela al piano vale mg sen α.",
    ],
    keyPoints: [
      "Azione e reazione agiscono su corpi diversi.",
      "Nei sistemi non inerziali compaiono forze apparenti.",
      "La forza centripeta mantiene un corpo in moto circolare.",
    ],
    cards: [
      ["Secondo principio", "F = m·a."],
      ["Quantità di moto", "p = m·v."],
      ["Legge di Hooke", "F = −kx per una molla."],
      ["Sistema inerziale", "Sistema in cui vale il principio d’inerzia."],
    ],
  },
  "lavoro-ed-energia": {
    explanation: [
      "Il lavoro di una forza costante è L = F·s·cos α e si misura in joule. La potenza è il lavoro compiuto nell’unità di tempo, P = L/t, e si misura in watt.",
      "L’energia cinetica è K = ½mv² e il teorema dell’energia cinetica afferma che il lavoro totale è pari alla sua variazione. L’energia potenziale gravitazionale è U = mgh, quella elastica ½kx². In presenza di sole forze conservative l’energia meccanica si conserva: un corpo lasciato cadere da 20 m arriva a terra con v = √(2gh) ≈ 19,8 m/s. L’attrito dissipa energia in calore.",
    ],
    keyPoints: [
      "Una forza perpendicolare allo spostamento non compie lavoro.",
      "Il lavoro delle forze conservative non dipende dal percorso.",
      "Il rendimento di una macchina è sempre minore di 1.",
    ],
    cards: [
      ["Lavoro", "L = F·s·cos α."],
      ["Energia cinetica", "½mv²."],
      ["Forza conservativa", "Forza il cui lavoro non dipende dal percorso."],
      ["Potenza", "Lavoro per unità di tempo."],
    ],
  },
  termodinamica: {
    explanation: [
      "La termodinamica studia gli scambi di energia sotto forma di calore e lavoro. La temperatura assoluta si misura in kelvin: T = t + 273,15. Il calore necessario per scaldare un corpo è Q = mcΔT, dove c è il calore specifico (4186 J/kg·K per l’acqua).",
      "Il primo principio afferma che ΔU = Q − L: la variazione di energia interna è pari al calore assorbito meno il lavoro compiuto dal sistema. Il secondo principio, negli enunciati di Kelvin e Clausius, stabilisce che non si può trasformare integralmente calore in lavoro e che il calore non passa spontaneamente da un corpo freddo a uno caldo. Il rendimento massimo di una macchina è quello di Carnot, 1 − T₂/T₁.",
    ],
    keyPoints: [
      "L’equazione dei gas perfetti è pV = nRT.",
      "L’entropia di un sistema isolato non diminuisce.",
      "Le trasformazioni possono essere isoterme, isobare, isocore e adiabatiche.",
    ],
    cards: [
      ["Primo principio", "ΔU = Q − L."],
      ["Calore specifico", "Calore necessario per scaldare 1 kg di 1 K."],
      ["Entropia", "Grandezza che misura il disordine e l’irreversibilità."],
      ["Ciclo di Carnot", "Ciclo ideale di rendimento massimo."],
    ],
  },
  onde: {
    explanation: [
      "Un’onda è una perturbazione che si propaga trasportando energia ma non materia. Le onde meccaniche, come il suono, richiedono un mezzo; le onde elettromagnetiche no. Le onde possono essere trasversali, come quelle su una corda, o longitudinali, come il suono.",
      "Un’onda periodica è caratterizzata da ampiezza, lunghezza d’onda λ, periodo T e frequenza f = 1/T; la velocità di propagazione è v = λf. I fenomeni ondulatori sono riflessione, rifrazione, diffrazione e interferenza, costruttiva o distruttiva. L’effetto Doppler modifica la frequenza percepita quando sorgente e osservatore sono in moto relativo.",
    ],
    keyPoints: [
      "Il suono nell’aria viaggia a circa 340 m/s.",
      "Il livello sonoro si misura in decibel.",
      "Le onde stazionarie hanno nodi e ventri.",
    ],
    cards: [
      ["Lunghezza d’onda", "Distanza tra due creste successive."],
      ["Frequenza", "Numero di oscillazioni al secondo, in hertz."],
      ["Interferenza", "Sovrapposizione di due onde."],
      ["Effetto Doppler", "Variazione della frequenza percepita per il moto relativo."],
    ],
  },
  ottica: {
    explanation: [
      "L’ottica studia la luce, un’onda elettromagnetica che nel vuoto viaggia a c ≈ 3 · 10⁸ m/s. L’ottica geometrica descrive la luce con raggi rettilinei: nella riflessione l’angolo di incidenza è uguale a quello di riflessione.",
      "Nella rifrazione vale la legge di Snell, n₁ sen θ₁ = n₂ sen θ₂, dove n = c/v è l’indice di rifrazione. Oltre l’angolo limite si ha riflessione totale, sfruttata nelle fibre ottiche. Le lenti sottili formano immagini secondo 1/p + 1/q = 1/f. L’esperimento della doppia fenditura di Young (1801) dimostrò la natura ondulatoria della luce tramite le frange di interferenza.",
    ],
    keyPoints: [
      "La dispersione in un prisma separa i colori della luce bianca.",
      "Le lenti convergenti hanno distanza focale positiva.",
      "Il potere diottrico di una lente si misura in diottrie.",
    ],
    cards: [
      ["Indice di rifrazione", "n = c/v."],
      ["Legge di Snell", "n₁ sen θ₁ = n₂ sen θ₂."],
      ["Riflessione totale", "Riflessione completa oltre l’angolo limite."],
      ["Distanza focale", "Distanza tra la lente e il fuoco."],
    ],
  },
  elettrostatica: {
    explanation: [
      "L’elettrostatica studia le cariche elettriche in quiete. Cariche dello stesso segno si respingono e di segno opposto si attraggono, con forza data dalla legge di Coulomb: F = k·q₁q₂/r², con k ≈ 9 · 10⁹ N·m²/C².",
      "Il campo elettrico è la forza per unità di carica, E = F/q, e si rappresenta con linee di forza uscenti dalle cariche positive. Il potenziale elettrico V si misura in volt, e il lavoro per spostare una carica è L = qΔV. Il teorema di Gauss lega il flusso del campo alla carica racchiusa. Un condensatore immagazzina carica, con capacità C = Q/V misurata in farad.",
    ],
    keyPoints: [
      "La carica elementare vale 1,6 · 10⁻¹⁹ C.",
      "All’interno di un conduttore in equilibrio il campo è nullo.",
      "La carica elettrica si conserva.",
    ],
    cards: [
      ["Legge di Coulomb", "F = kq₁q₂/r²."],
      ["Campo elettrico", "Forza per unità di carica."],
      ["Potenziale elettrico", "Energia potenziale per unità di carica."],
      ["Capacità", "C = Q/V, misurata in farad."],
    ],
  },
  elettromagnetismo: {
    explanation: [
      "L’elettromagnetismo studia il legame tra elettricità e magnetismo. Oersted scoprì nel 1820 che una corrente devia l’ago magnetico; un filo rettilineo percorso da corrente genera un campo B = μ₀I/(2πr). Su una carica in moto agisce la forza di Lorentz F = qvB sen θ.",
      "Faraday scoprì l’induzione elettromagnetica: una variazione del flusso magnetico genera una forza elettromotrice, ε = −ΔΦ/Δt, con il segno dato dalla legge di Lenz. Su questo principio si basano alternatori e trasformatori. Maxwell unificò i fenomeni in quattro equazioni (1865) e previde le onde elettromagnetiche, confermate da Hertz nel 1887.",
    ],
    keyPoints: [
      "Il campo magnetico si misura in tesla.",
      "Due fili paralleli con correnti concordi si attraggono.",
      "Le onde elettromagnetiche comprendono radio, luce visibile e raggi X.",
    ],
    cards: [
      ["Forza di Lorentz", "Forza magnetica su una carica in moto."],
      ["Legge di Faraday-Neumann-Lenz", "ε = −ΔΦ/Δt."],
      ["Flusso magnetico", "Φ = B·S·cos θ."],
      ["Equazioni di Maxwell", "Leggi fondamentali dell’elettromagnetismo."],
    ],
  },
  relativita: {
    explanation: [
      "La relatività ristretta, formulata da Albert Einstein nel 1905, si basa su due postulati: le leggi della fisica sono le stesse in tutti i sistemi inerziali e la velocità della luce nel vuoto è la stessa per tutti gli osservatori.",
      "Ne derivano la dilatazione dei tempi, Δt = γΔt₀, e la contrazione delle lunghezze, L = L₀/γ, con γ = 1/√(1 − v²/c²). La simultaneità è relativa, e massa ed energia sono equivalenti secondo E = mc². La relatività generale (1915) interpreta la gravità come curvatura dello spazio-tempo e prevede la deflessione della luce, confermata nell’eclissi del 1919.",
    ],
    keyPoints: [
      "Nessun corpo con massa può raggiungere la velocità della luce.",
      "La vita media dei muoni cosmici conferma la dilatazione dei tempi.",
      "Il GPS deve correggere gli effetti relativistici.",
    ],
    cards: [
      ["Dilatazione dei tempi", "Un orologio in moto scorre più lentamente."],
      ["Fattore di Lorentz", "γ = 1/√(1 − v²/c²)."],
      ["E = mc²", "Equivalenza tra massa ed energia."],
      ["Spazio-tempo", "Struttura a quattro dimensioni della relatività."],
    ],
  },
  "fisica-quantistica": {
    explanation: [
      "La fisica quantistica nasce nel 1900, quando Planck spiega la radiazione del corpo nero ipotizzando che l’energia sia scambiata in quanti, E = hf, con h = 6,63 · 10⁻³⁴ J·s. Nel 1905 Einstein spiega l’effetto fotoelettrico: la luce è composta da fotoni e l’energia cinetica degli elettroni emessi è hf − W.",
      "De Broglie (1924) associa a ogni particella una lunghezza d’onda λ = h/p, confermata dalla diffrazione degli elettroni. Il principio di indeterminazione di Heisenberg afferma che Δx·Δp ≥ h/4π. L’equazione di Schrödinger descrive lo stato di un sistema con una funzione d’onda, il cui modulo quadro dà la probabilità.",
    ],
    keyPoints: [
      "L’intensità della luce non modifica l’energia dei fotoelettroni.",
      "Il modello di Bohr spiega lo spettro dell’idrogeno.",
      "La dualità onda-particella vale per luce e materia.",
    ],
    cards: [
      ["Quanto", "Quantità minima di energia scambiabile."],
      ["Fotone", "Particella di luce con energia hf."],
      ["Principio di indeterminazione", "Non si possono conoscere esattamente insieme posizione e quantità di moto."],
      ["Lunghezza d’onda di de Broglie", "λ = h/p."],
    ],
  },
};
