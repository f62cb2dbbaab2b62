/** Chimica (it catalogue subject 4008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "modelli-atomici": {
    explanation: [
      "Il modello atomico si è evoluto con gli esperimenti. Dalton (1808) immaginava atomi indivisibili; Thomson, dopo la scoperta dell’elettrone nel 1897, propose il modello «a panettone». Rutherford, con l’esperimento della lamina d’oro (1911), scoprì il nucleo piccolo e denso.",
      "Bohr (1913) introdusse orbite quantizzate, spiegando lo spettro a righe dell’idrogeno. Il modello quantomeccanico descrive gli elettroni con orbitali, regioni di probabilità, caratterizzati dai numeri quantici n, l, m e s. La configurazione elettronica segue il principio di Aufbau, il principio di esclusione di Pauli e la regola di Hund: il sodio è 1s² 2s² 2p⁶ 3s¹.",
    ],
    keyPoints: [
      "Il numero atomico Z è il numero di protoni.",
      "Gli isotopi hanno lo stesso Z e diverso numero di neutroni.",
      "Un orbitale contiene al massimo due elettroni con spin opposto.",
    ],
    cards: [
      ["Orbitale", "Regione in cui è massima la probabilità di trovare un elettrone."],
      ["Isotopi", "Atomi dello stesso elemento con diverso numero di massa."],
      ["Esperimento di Rutherford", "Esperimento della lamina d’oro che rivelò il nucleo."],
      ["Principio di Pauli", "Due elettroni non possono avere tutti i numeri quantici uguali."],
    ],
  },
  "tavola-periodica": {
    explanation: [
      "La tavola periodica ordina gli elementi per numero atomico crescente in 7 periodi e 18 gruppi. Fu proposta da Mendeleev nel 1869, che lasciò caselle vuote per elementi ancora sconosciuti, come il gallio e il germanio.",
      "Gli elementi di uno stesso gruppo hanno la stessa configurazione elettronica esterna e proprietà simili: metalli alcalini (gruppo 1), alogeni (gruppo 17), gas nobili (gruppo 18). Il raggio atomico aumenta scendendo lungo un gruppo e diminuisce lungo un periodo da sinistra a destra, mentre energia di ionizzazione, affinità elettronica ed elettronegatività seguono l’andamento opposto.",
    ],
    keyPoints: [
      "Il fluoro è l’elemento più elettronegativo.",
      "I metalli tendono a cedere elettroni.",
      "Gli elementi di transizione occupano il blocco d.",
    ],
    cards: [
      ["Periodo", "Riga orizzontale della tavola periodica."],
      ["Gruppo", "Colonna di elementi con proprietà simili."],
      ["Elettronegatività", "Tendenza di un atomo ad attrarre gli elettroni di legame."],
      ["Gas nobili", "Elementi del gruppo 18, poco reattivi."],
    ],
  },
  "legami-chimici": {
    explanation: [
      "Gli atomi si legano per raggiungere una configurazione più stabile, spesso con otto elettroni esterni (regola dell’ottetto). Il legame ionico si forma per trasferimento di elettroni tra atomi con grande differenza di elettronegatività, come in NaCl.",
      "Il legame covalente consiste nella condivisione di coppie di elettroni: è puro tra atomi uguali, come in H₂, e polare tra atomi diversi, come in HCl. Il legame metallico è dovuto a elettroni delocalizzati. La teoria VSEPR prevede la forma delle molecole: l’acqua è angolata, CO₂ lineare, CH₄ tetraedrico. Tra le molecole agiscono forze intermolecolari, come i legami a idrogeno.",
    ],
    keyPoints: [
      "Una differenza di elettronegatività superiore a circa 1,9 indica un legame ionico.",
      "I legami a idrogeno spiegano l’alta temperatura di ebollizione dell’acqua.",
      "Le formule di Lewis rappresentano gli elettroni di valenza.",
    ],
    cards: [
      ["Legame ionico", "Attrazione elettrostatica tra ioni di carica opposta."],
      ["Legame covalente", "Condivisione di coppie di elettroni."],
      ["VSEPR", "Teoria della repulsione delle coppie elettroniche di valenza."],
      ["Legame a idrogeno", "Interazione tra H legato a F, O o N e un atomo elettronegativo."],
    ],
  },
  nomenclatura: {
    explanation: [
      "La nomenclatura chimica assegna nomi e formule ai composti secondo regole IUPAC e tradizionali. Il numero di ossidazione indica la carica formale di un atomo in un composto: è 0 negli elementi, −2 per l’ossigeno e +1 per l’idrogeno nella maggior parte dei composti.",
      "Gli ossidi basici derivano da metallo e ossigeno (Na₂O, ossido di sodio), le anidridi o ossidi acidi da non metallo e ossigeno (CO₂, diossido di carbonio). Gli idrossidi contengono il gruppo OH⁻ (NaOH), gli ossiacidi idrogeno, non metallo e ossigeno (H₂SO₄, acido solforico), e i sali derivano dalla reazione tra acidi e basi (NaCl, KNO₃).",
    ],
    keyPoints: [
      "Nella nomenclatura tradizionale i suffissi -oso e -ico indicano il numero di ossidazione minore e maggiore.",
      "I sali degli acidi in -ico terminano in -ato, quelli in -oso in -ito.",
      "Gli idracidi, come HCl, non contengono ossigeno.",
    ],
    cards: [
      ["Numero di ossidazione", "Carica formale di un atomo in un composto."],
      ["Anidride", "Ossido di un non metallo."],
      ["Idrossido", "Composto di un metallo con il gruppo OH."],
      ["Sale", "Composto derivato da un acido per sostituzione dell’idrogeno."],
    ],
  },
  stechiometria: {
    explanation: [
      "La stechiometria calcola le quantità di sostanze che reagiscono e si formano. La mole contiene 6,022 · 10²³ particelle (numero di Avogadro), e la massa molare è la massa di una mole in g/mol: per l’acqua è 18 g/mol.",
      "In un’equazione bilanciata, come 2 H₂ + O₂ → 2 H₂O, i coefficienti indicano i rapporti in moli. Il reagente limitante è quello che si esaurisce per primo e determina la quantità di prodotto. La resa percentuale confronta il prodotto ottenuto con quello teorico. La molarità di una soluzione è il numero di moli di soluto per litro di soluzione.",
    ],
    keyPoints: [
      "n = m/M.",
      "Una mole di gas ideale occupa 22,4 L a 0 °C e 1 atm.",
      "La legge di Lavoisier afferma la conservazione della massa.",
    ],
    cards: [
      ["Mole", "Quantità di sostanza con 6,022 · 10²³ particelle."],
      ["Massa molare", "Massa in grammi di una mole di sostanza."],
      ["Reagente limitante", "Reagente che si consuma per primo."],
      ["Molarità", "Moli di soluto per litro di soluzione."],
    ],
  },
  "reazioni-chimiche": {
    explanation: [
      "Una reazione chimica trasforma reagenti in prodotti, rompendo e formando legami. Si rappresenta con un’equazione bilanciata, nel rispetto della conservazione della massa. Le reazioni si classificano in sintesi, decomposizione, scambio semplice, doppio scambio e combustione.",
      "Dal punto di vista energetico, le reazioni esotermiche liberano calore (ΔH < 0), come la combustione del metano, e quelle endotermiche lo assorbono (ΔH > 0). La velocità di reazione aumenta con la concentrazione, la temperatura, la superficie di contatto e la presenza di catalizzatori, che abbassano l’energia di attivazione secondo la teoria degli urti.",
    ],
    keyPoints: [
      "Una reazione è spontanea se ΔG = ΔH − TΔS è negativo.",
      "Il catalizzatore non si consuma nella reazione.",
      "Le reazioni di precipitazione formano un solido insolubile.",
    ],
    cards: [
      ["Reazione esotermica", "Reazione che libera calore."],
      ["Energia di attivazione", "Energia minima necessaria perché la reazione avvenga."],
      ["Catalizzatore", "Sostanza che accelera una reazione senza consumarsi."],
      ["Entalpia", "Contenuto termico di un sistema a pressione costante."],
    ],
  },
  "equilibrio-chimico": {
    explanation: [
      "Molte reazioni sono reversibili e raggiungono uno stato di equilibrio dinamico, in cui le velocità della reazione diretta e inversa si uguagliano e le concentrazioni restano costanti.",
      "Per aA + bB ⇌ cC + dD la legge di azione di massa definisce Kc = [C]ᶜ[D]ᵈ/[A]ᵃ[B]ᵇ, che dipende solo dalla temperatura. Se Kc è molto grande l’equilibrio è spostato verso i prodotti. Il principio di Le Châtelier afferma che un sistema all’equilibrio reagisce a una perturbazione in modo da attenuarla: aumentando la pressione, l’equilibrio si sposta verso il lato con meno moli di gas.",
    ],
    keyPoints: [
      "Un catalizzatore non sposta l’equilibrio.",
      "Il quoziente di reazione Q indica la direzione in cui evolve il sistema.",
      "Il prodotto di solubilità Kps regola gli equilibri di solubilità.",
    ],
    cards: [
      ["Equilibrio dinamico", "Stato in cui reazione diretta e inversa hanno la stessa velocità."],
      ["Costante di equilibrio", "Rapporto tra concentrazioni di prodotti e reagenti all’equilibrio."],
      ["Le Châtelier", "Principio di spostamento dell’equilibrio."],
      ["Legge di azione di massa", "Espressione che definisce Kc."],
    ],
  },
  "acidi-e-basi": {
    explanation: [
      "Secondo Arrhenius un acido libera ioni H⁺ in acqua e una base ioni OH⁻. La teoria di Brønsted-Lowry definisce acido una specie che cede protoni e base una che li accetta, formando coppie coniugate come NH₄⁺/NH₃. Lewis definisce la base come donatore di una coppia elettronica.",
      "Il pH è −log[H₃O⁺]: a 25 °C una soluzione è acida se pH < 7, neutra se pH = 7 e basica se pH > 7. Gli acidi forti, come HCl, sono completamente dissociati, quelli deboli, come l’acido acetico, parzialmente, secondo la costante Ka. La titolazione determina la concentrazione di un acido o di una base con un indicatore.",
    ],
    keyPoints: [
      "Kw = [H₃O⁺][OH⁻] = 1,0 · 10⁻¹⁴ a 25 °C.",
      "pH + pOH = 14.",
      "Le soluzioni tampone limitano le variazioni di pH.",
    ],
    cards: [
      ["Acido di Brønsted", "Specie che cede un protone."],
      ["pH", "Logaritmo negativo della concentrazione di H₃O⁺."],
      ["Acido forte", "Acido completamente dissociato in acqua."],
      ["Soluzione tampone", "Soluzione che mantiene il pH quasi costante."],
    ],
  },
  ossidoriduzioni: {
    explanation: [
      "Le ossidoriduzioni, o reazioni redox, comportano un trasferimento di elettroni. L’ossidazione è una perdita di elettroni con aumento del numero di ossidazione, la riduzione un acquisto di elettroni con diminuzione del numero di ossidazione. L’ossidante si riduce e il riducente si ossida.",
      "Le redox si bilanciano con il metodo delle semireazioni, uguagliando gli elettroni scambiati. Nella pila Daniell lo zinco si ossida all’anodo e il rame si riduce al catodo, producendo corrente elettrica; la forza elettromotrice si calcola dai potenziali standard di riduzione. Nell’elettrolisi, invece, la corrente elettrica provoca una reazione non spontanea.",
    ],
    keyPoints: [
      "Il potenziale standard si misura rispetto all’elettrodo a idrogeno.",
      "Il ponte salino chiude il circuito interno della pila.",
      "La corrosione del ferro è un’ossidazione.",
    ],
    cards: [
      ["Ossidazione", "Perdita di elettroni."],
      ["Riduzione", "Acquisto di elettroni."],
      ["Anodo", "Elettrodo dove avviene l’ossidazione."],
      ["Elettrolisi", "Reazione redox non spontanea provocata dalla corrente."],
    ],
  },
  "chimica-organica": {
    explanation: [
      "La chimica organica studia i composti del carbonio, che forma quattro legami covalenti e lunghe catene. Gli idrocarburi si dividono in alcani, con legami semplici (CₙH₂ₙ₊₂), alcheni, con doppi legami, alchini, con tripli legami, e aromatici, come il benzene.",
      "I gruppi funzionali determinano le proprietà: alcoli (−OH), aldeidi (−CHO), chetoni (C=O), acidi carbossilici (−COOH), esteri, ammine e ammidi. Le reazioni tipiche sono di sostituzione, addizione, eliminazione e condensazione. L’isomeria può essere di struttura o stereoisomeria, come l’isomeria cis-trans e quella ottica dei composti con un carbonio chirale.",
    ],
    keyPoints: [
      "Il carbonio può avere ibridazione sp³, sp² o sp.",
      "Gli alcheni danno reazioni di addizione al doppio legame.",
      "I polimeri si formano per addizione o condensazione di monomeri.",
    ],
    cards: [
      ["Idrocarburo", "Composto formato solo da carbonio e idrogeno."],
      ["Gruppo funzionale", "Gruppo di atomi che determina la reattività."],
      ["Isomeri", "Composti con stessa formula molecolare e struttura diversa."],
      ["Carbonio chirale", "Carbonio legato a quattro gruppi diversi."],
    ],
  },
};
