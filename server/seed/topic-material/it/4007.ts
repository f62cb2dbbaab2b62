/** Biologia (it catalogue subject 4007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  cellula: {
    explanation: [
      "La cellula è l’unità fondamentale della vita, come afferma la teoria cellulare di Schleiden, Schwann e Virchow. Le cellule procariote, come i batteri, non hanno nucleo né organuli membranosi; le eucariote hanno il DNA racchiuso nel nucleo.",
      "Nelle cellule eucariote i ribosomi sintetizzano le proteine, il reticolo endoplasmatico e l’apparato di Golgi le modificano e le smistano, i mitocondri producono ATP con la respirazione cellulare e i lisosomi digeriscono materiali. Le cellule vegetali hanno inoltre parete cellulare di cellulosa, cloroplasti e un grande vacuolo. La membrana plasmatica è un doppio strato fosfolipidico selettivamente permeabile.",
    ],
    keyPoints: [
      "L’osmosi è il passaggio di acqua attraverso una membrana semipermeabile.",
      "Il trasporto attivo richiede energia, quello passivo no.",
      "Secondo la teoria endosimbiotica mitocondri e cloroplasti derivano da batteri.",
    ],
    cards: [
      ["Procariote", "Cellula senza nucleo."],
      ["Mitocondrio", "Organulo della respirazione cellulare."],
      ["Cloroplasto", "Organulo della fotosintesi."],
      ["Osmosi", "Diffusione dell’acqua attraverso una membrana semipermeabile."],
    ],
  },
  "mitosi-e-meiosi": {
    explanation: [
      "Il ciclo cellulare comprende l’interfase, in cui la cellula cresce e duplica il DNA (fase S), e la divisione. La mitosi produce due cellule figlie geneticamente identiche alla madre e si articola in profase, metafase, anafase e telofase, seguite dalla citodieresi.",
      "La meiosi avviene nelle cellule germinali e produce quattro cellule aploidi, i gameti, con metà dei cromosomi. È formata da due divisioni successive: nella meiosi I si separano i cromosomi omologhi, nella meiosi II i cromatidi fratelli. Il crossing-over e l’assortimento indipendente degli omologhi aumentano la variabilità genetica.",
    ],
    keyPoints: [
      "Nell’uomo le cellule somatiche sono diploidi (2n = 46).",
      "La mitosi serve alla crescita e alla riparazione dei tessuti.",
      "Errori di non disgiunzione possono causare trisomie, come la sindrome di Down.",
    ],
    cards: [
      ["Mitosi", "Divisione che produce due cellule identiche."],
      ["Meiosi", "Divisione che produce quattro cellule aploidi."],
      ["Crossing-over", "Scambio di segmenti tra cromosomi omologhi."],
      ["Aploide", "Cellula con un solo corredo cromosomico (n)."],
    ],
  },
  genetica: {
    explanation: [
      "La genetica nasce con Gregor Mendel, che nel 1865 presentò gli esperimenti sulle piante di pisello. Le sue leggi sono la legge della dominanza, la legge della segregazione e la legge dell’assortimento indipendente dei caratteri.",
      "Ogni gene può presentarsi in forme alternative, gli alleli. Un individuo omozigote ha due alleli uguali, un eterozigote due diversi. Incrociando due eterozigoti Aa si ottiene un rapporto fenotipico 3:1. Esistono anche dominanza incompleta, codominanza, come nel gruppo sanguigno AB, ed eredità legata al sesso, come il daltonismo e l’emofilia, legati al cromosoma X.",
    ],
    keyPoints: [
      "Il quadrato di Punnett prevede le combinazioni degli alleli.",
      "Il testcross con un omozigote recessivo rivela il genotipo.",
      "Thomas Morgan dimostrò che i geni sono sui cromosomi.",
    ],
    cards: [
      ["Allele", "Forma alternativa di un gene."],
      ["Genotipo", "Costituzione genetica di un individuo."],
      ["Fenotipo", "Insieme dei caratteri osservabili."],
      ["Codominanza", "Espressione contemporanea di due alleli."],
    ],
  },
  "dna-e-sintesi-proteica": {
    explanation: [
      "Il DNA è una doppia elica, descritta da Watson e Crick nel 1953 anche grazie ai dati di Rosalind Franklin. È formato da nucleotidi con le basi adenina, timina, citosina e guanina, appaiate A-T e C-G. La duplicazione è semiconservativa e catalizzata dalla DNA polimerasi.",
      "La sintesi proteica avviene in due fasi. Nella trascrizione, nel nucleo, l’RNA polimerasi copia un gene in RNA messaggero. Nella traduzione, nei ribosomi, l’mRNA viene letto a triplette, i codoni, e gli RNA transfer portano gli amminoacidi corrispondenti. Il codice genetico è universale e ridondante; AUG è il codone d’inizio.",
    ],
    keyPoints: [
      "Nell’RNA l’uracile sostituisce la timina.",
      "Negli eucarioti gli introni vengono rimossi con lo splicing.",
      "Le mutazioni puntiformi possono alterare una proteina.",
    ],
    cards: [
      ["Trascrizione", "Sintesi di RNA a partire dal DNA."],
      ["Traduzione", "Sintesi di una proteina a partire dall’mRNA."],
      ["Codone", "Tripletta di basi che codifica un amminoacido."],
      ["Duplicazione semiconservativa", "Ogni nuova doppia elica conserva un filamento originale."],
    ],
  },
  biochimica: {
    explanation: [
      "La biochimica studia le molecole della vita. I carboidrati, come glucosio, amido e cellulosa, forniscono energia e struttura; i lipidi, come trigliceridi, fosfolipidi e steroidi, costituiscono riserve e membrane.",
      "Le proteine sono polimeri di 20 amminoacidi uniti da legami peptidici e hanno struttura primaria, secondaria, terziaria e quaternaria. Gli enzimi sono proteine che catalizzano le reazioni abbassando l’energia di attivazione, con un sito attivo specifico per il substrato. Gli acidi nucleici conservano l’informazione genetica, e l’ATP è la molecola che trasferisce energia nella cellula.",
    ],
    keyPoints: [
      "La respirazione cellulare comprende glicolisi, ciclo di Krebs e catena di trasporto degli elettroni.",
      "La denaturazione altera la forma e la funzione di una proteina.",
      "Gli enzimi funzionano in intervalli ottimali di temperatura e pH.",
    ],
    cards: [
      ["Legame peptidico", "Legame tra due amminoacidi."],
      ["Enzima", "Proteina catalizzatrice."],
      ["ATP", "Adenosina trifosfato, moneta energetica della cellula."],
      ["Fosfolipide", "Lipide anfipatico che forma le membrane."],
    ],
  },
  evoluzione: {
    explanation: [
      "L’evoluzione è il cambiamento delle specie nel tempo. Lamarck propose l’ereditarietà dei caratteri acquisiti, ipotesi poi smentita. Charles Darwin, dopo il viaggio sul Beagle, pubblicò nel 1859 L’origine delle specie, in cui spiega l’evoluzione con la selezione naturale.",
      "Gli individui di una popolazione presentano variabilità; quelli più adatti all’ambiente sopravvivono e si riproducono di più, trasmettendo i loro caratteri. La teoria sintetica integra Darwin con la genetica: mutazioni, ricombinazione, deriva genetica e flusso genico modificano le frequenze alleliche. Le prove dell’evoluzione vengono da fossili, anatomia comparata e analisi molecolari.",
    ],
    keyPoints: [
      "Gli organi omologhi hanno origine comune.",
      "La speciazione allopatrica avviene per isolamento geografico.",
      "L’equilibrio di Hardy-Weinberg descrive una popolazione che non evolve.",
    ],
    cards: [
      ["Selezione naturale", "Meccanismo che favorisce gli individui più adatti."],
      ["Deriva genetica", "Variazione casuale delle frequenze alleliche."],
      ["Speciazione", "Formazione di nuove specie."],
      ["Teoria sintetica", "Unione di darwinismo e genetica."],
    ],
  },
  ecologia: {
    explanation: [
      "L’ecologia studia le relazioni tra gli organismi e l’ambiente. Un ecosistema comprende la biocenosi, l’insieme dei viventi, e il biotopo, l’ambiente fisico. I livelli di organizzazione sono individuo, popolazione, comunità, ecosistema e biosfera.",
      "Nelle catene alimentari l’energia passa dai produttori ai consumatori primari e secondari fino ai decompositori; a ogni livello trofico se ne perde circa il 90 %. La materia invece viene riciclata nei cicli biogeochimici del carbonio, dell’azoto e dell’acqua. Le interazioni tra specie comprendono predazione, competizione, parassitismo, mutualismo e commensalismo.",
    ],
    keyPoints: [
      "La nicchia ecologica è il ruolo di una specie nell’ecosistema.",
      "La capacità portante limita la crescita di una popolazione.",
      "La biodiversità è minacciata da distruzione degli habitat e specie invasive.",
    ],
    cards: [
      ["Ecosistema", "Insieme di biocenosi e biotopo."],
      ["Livello trofico", "Posizione di un organismo nella catena alimentare."],
      ["Mutualismo", "Relazione vantaggiosa per entrambe le specie."],
      ["Nicchia ecologica", "Ruolo e risorse di una specie nell’ecosistema."],
    ],
  },
  "anatomia-umana": {
    explanation: [
      "Il corpo umano è organizzato in cellule, tessuti, organi e apparati. L’apparato cardiovascolare è formato dal cuore, con quattro cavità, e dai vasi: la piccola circolazione porta il sangue ai polmoni, la grande circolazione a tutto il corpo.",
      "L’apparato respiratorio scambia ossigeno e anidride carbonica negli alveoli polmonari. L’apparato digerente trasforma il cibo: la digestione inizia in bocca, prosegue nello stomaco e si completa nell’intestino tenue, dove i nutrienti vengono assorbiti dai villi. Il sistema nervoso e quello endocrino coordinano l’organismo, e i reni filtrano il sangue formando l’urina.",
    ],
    keyPoints: [
      "I globuli rossi trasportano l’ossigeno grazie all’emoglobina.",
      "Il nefrone è l’unità funzionale del rene.",
      "Lo scheletro adulto conta 206 ossa.",
    ],
    cards: [
      ["Alveolo", "Sacchetto polmonare dove avvengono gli scambi gassosi."],
      ["Piccola circolazione", "Circuito cuore-polmoni-cuore."],
      ["Villi intestinali", "Estroflessioni che aumentano la superficie di assorbimento."],
      ["Nefrone", "Unità funzionale del rene."],
    ],
  },
  biotecnologie: {
    explanation: [
      "Le biotecnologie usano organismi viventi o loro componenti per produrre beni e servizi. Quelle tradizionali comprendono la fermentazione per produrre pane, vino e formaggi; quelle moderne si basano sull’ingegneria genetica.",
      "Con il DNA ricombinante si inseriscono geni in altri organismi, usando enzimi di restrizione, ligasi e vettori come i plasmidi; così i batteri producono insulina umana dal 1982. La PCR amplifica tratti di DNA e l’elettroforesi li separa per dimensione. Il sistema CRISPR-Cas9, descritto nel 2012, permette di modificare il genoma con precisione. Gli OGM e la clonazione sollevano questioni etiche.",
    ],
    keyPoints: [
      "La pecora Dolly (1996) fu il primo mammifero clonato da cellula adulta.",
      "Le cellule staminali possono differenziarsi in vari tipi cellulari.",
      "La terapia genica cerca di correggere geni difettosi.",
    ],
    cards: [
      ["DNA ricombinante", "DNA ottenuto unendo frammenti di origine diversa."],
      ["PCR", "Reazione a catena della polimerasi per amplificare il DNA."],
      ["Plasmide", "Piccolo DNA circolare batterico usato come vettore."],
      ["CRISPR-Cas9", "Sistema di editing genomico."],
    ],
  },
};
