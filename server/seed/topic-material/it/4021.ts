/** Scienze motorie (it catalogue subject 4021): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  allenamento: {
    explanation: [
      "L’allenamento è un processo pianificato di esercizi che migliora la prestazione sfruttando il principio della supercompensazione: dopo un carico di lavoro e un adeguato recupero, l’organismo supera il livello iniziale.",
      "Le capacità condizionali sono forza, resistenza, velocità e mobilità articolare; le capacità coordinative riguardano equilibrio, ritmo e orientamento. L’allenamento segue i principi di progressività, continuità, specificità, individualizzazione e alternanza tra carico e recupero. Il lavoro aerobico si svolge a intensità moderata e prolungata, quello anaerobico con sforzi brevi e intensi.",
    ],
    keyPoints: [
      "La frequenza cardiaca massima si stima con 220 meno l’età.",
      "Il sovrallenamento riduce la prestazione.",
      "Il riscaldamento precede sempre la seduta di allenamento.",
    ],
    cards: [
      ["Supercompensazione", "Miglioramento oltre il livello iniziale dopo carico e recupero."],
      ["Capacità condizionali", "Forza, resistenza, velocità e mobilità."],
      ["Capacità coordinative", "Capacità di controllo e regolazione del movimento."],
      ["Carico allenante", "Quantità e intensità del lavoro svolto."],
    ],
  },
  "apparato-locomotore": {
    explanation: [
      "L’apparato locomotore comprende lo scheletro, le articolazioni e i muscoli. Lo scheletro dell’adulto è formato da 206 ossa, che sostengono il corpo, proteggono gli organi e producono cellule del sangue nel midollo rosso.",
      "Le articolazioni possono essere fisse, semimobili, come quelle tra le vertebre, o mobili, come spalla e ginocchio, stabilizzate da legamenti. I muscoli scheletrici, collegati alle ossa dai tendini, lavorano in coppie agoniste e antagoniste: quando il bicipite si contrae per flettere il gomito, il tricipite si rilassa. La contrazione muscolare usa l’energia dell’ATP.",
    ],
    keyPoints: [
      "La colonna vertebrale ha quattro curve fisiologiche.",
      "Il quadricipite estende la gamba.",
      "Le fibre rosse sono adatte alla resistenza, quelle bianche alla velocità.",
    ],
    cards: [
      ["Tendine", "Struttura che collega il muscolo all’osso."],
      ["Legamento", "Struttura che collega le ossa in un’articolazione."],
      ["Muscoli antagonisti", "Muscoli con azioni opposte."],
      ["Articolazione mobile", "Articolazione che permette ampi movimenti."],
    ],
  },
  "atletica-leggera": {
    explanation: [
      "L’atletica leggera comprende corse, salti, lanci e prove multiple. Le corse di velocità sono 100, 200 e 400 metri, con partenza dai blocchi; il mezzofondo comprende 800 e 1500 metri; il fondo 5000, 10 000 metri e la maratona di 42,195 km. Esistono anche ostacoli e staffette.",
      "I salti sono in lungo, triplo, in alto e con l’asta; nel salto in alto si usa la tecnica Fosbury. I lanci comprendono peso, disco, giavellotto e martello. Nella staffetta 4 × 100 il testimone va passato all’interno della zona di cambio. Le prove multiple sono l’eptathlon femminile e il decathlon maschile.",
    ],
    keyPoints: [
      "Nella velocità una falsa partenza comporta la squalifica.",
      "Il triplo salto prevede hop, step e jump.",
      "Marcell Jacobs vinse i 100 m alle Olimpiadi di Tokyo 2020.",
    ],
    cards: [
      ["Blocchi di partenza", "Appoggi per la partenza nelle gare di velocità."],
      ["Fosbury", "Tecnica di salto in alto dorsale."],
      ["Testimone", "Bastone passato tra i frazionisti della staffetta."],
      ["Decathlon", "Prova multipla maschile di dieci specialità."],
    ],
  },
  "sport-di-squadra": {
    explanation: [
      "Gli sport di squadra, come calcio, pallavolo, pallacanestro, pallamano e rugby, prevedono la collaborazione tra compagni e l’opposizione agli avversari per raggiungere un obiettivo comune. Hanno elementi comuni: palla, campo, regolamento, compagni, avversari e meta.",
      "In attacco i principi sono mantenere il possesso, avanzare e segnare; in difesa recuperare la palla e proteggere la propria porta o canestro. La difesa può essere a uomo, a zona o mista. Tattica e strategia organizzano il gioco collettivo, mentre il fair play impone rispetto per regole, avversari e arbitri.",
    ],
    keyPoints: [
      "Smarcarsi significa liberarsi dall’avversario per ricevere.",
      "Il contropiede sfrutta la disorganizzazione della difesa.",
      "La comunicazione tra compagni è essenziale.",
    ],
    cards: [
      ["Smarcamento", "Movimento per liberarsi dal difensore."],
      ["Difesa a zona", "Ogni giocatore controlla uno spazio."],
      ["Contropiede", "Attacco rapido dopo il recupero palla."],
      ["Fair play", "Comportamento leale e rispettoso nello sport."],
    ],
  },
  pallavolo: {
    explanation: [
      "La pallavolo fu inventata nel 1895 da William Morgan negli Stati Uniti. Si gioca sei contro sei su un campo di 18 × 9 metri diviso da una rete alta 2,43 m per gli uomini e 2,24 m per le donne. Ogni squadra può toccare la palla al massimo tre volte prima di rinviarla.",
      "I fondamentali sono battuta, ricezione (bagher), alzata (palleggio), attacco (schiacciata) e muro. Si gioca con il rally point system: ogni azione assegna un punto. Un set si vince a 25 punti con almeno due punti di scarto, il quinto set a 15; la partita si vince al meglio dei cinque set. I giocatori ruotano in senso orario quando conquistano il servizio.",
    ],
    keyPoints: [
      "Il libero è un giocatore specialista della difesa con maglia diversa.",
      "Il tocco del muro non conta come uno dei tre tocchi.",
      "Il palleggio si esegue con le dita sopra la fronte.",
    ],
    cards: [
      ["Bagher", "Colpo con gli avambracci uniti, usato in ricezione."],
      ["Palleggio", "Tocco con le dita per alzare la palla."],
      ["Muro", "Azione difensiva sopra la rete contro l’attacco."],
      ["Rotazione", "Spostamento in senso orario dei giocatori."],
    ],
  },
  pallacanestro: {
    explanation: [
      "La pallacanestro fu inventata nel 1891 da James Naismith a Springfield, negli Stati Uniti. Si gioca cinque contro cinque su un campo di 28 × 15 metri, con canestri posti a 3,05 m di altezza. Una partita FIBA dura quattro tempi di dieci minuti.",
      "Un canestro vale due punti, tre se tirato da oltre la linea dei 6,75 m, e uno se realizzato su tiro libero. I fondamentali sono palleggio, passaggio, tiro, terzo tempo e rimbalzo. Non si può camminare con la palla in mano (passi) né riprendere il palleggio dopo averlo interrotto (doppio palleggio). L’attacco ha 24 secondi per tirare.",
    ],
    keyPoints: [
      "Dopo cinque falli personali il giocatore esce dalla partita.",
      "Il terzo tempo prevede due appoggi e il tiro in corsa.",
      "La difesa può essere a uomo o a zona.",
    ],
    cards: [
      ["Terzo tempo", "Tiro in corsa dopo due passi."],
      ["Infrazione di passi", "Spostamento con la palla in mano senza palleggiare."],
      ["Tiro libero", "Tiro non ostacolato che vale un punto."],
      ["24 secondi", "Tempo a disposizione dell’attacco per tirare."],
    ],
  },
  "educazione-alimentare": {
    explanation: [
      "L’educazione alimentare insegna a scegliere un’alimentazione equilibrata, che fornisca energia e nutrienti in quantità adeguate. I macronutrienti sono carboidrati (circa 45-60 % dell’energia), grassi (20-35 %) e proteine (10-15 %); i micronutrienti sono vitamine e sali minerali.",
      "La dieta mediterranea, patrimonio UNESCO dal 2010, si basa su cereali, frutta, verdura, legumi, olio extravergine d’oliva e pesce, con poca carne rossa. È consigliato distribuire i pasti in colazione, spuntino, pranzo, merenda e cena, bere circa due litri d’acqua al giorno e limitare zuccheri, sale e cibi ultraprocessati. Il fabbisogno cresce con l’attività fisica.",
    ],
    keyPoints: [
      "I carboidrati complessi sono la principale fonte di energia nello sport.",
      "L’indice di massa corporea è peso diviso altezza al quadrato.",
      "L’idratazione va mantenuta prima, durante e dopo lo sforzo.",
    ],
    cards: [
      ["Macronutrienti", "Carboidrati, grassi e proteine."],
      ["Dieta mediterranea", "Modello alimentare basato su vegetali, cereali e olio d’oliva."],
      ["IMC", "Indice di massa corporea."],
      ["Fabbisogno energetico", "Energia necessaria all’organismo in un giorno."],
    ],
  },
  "primo-soccorso": {
    explanation: [
      "Il primo soccorso è l’insieme delle azioni che chiunque può compiere per aiutare una persona infortunata in attesa dei soccorsi qualificati. La prima regola è valutare la sicurezza della scena, poi chiamare il numero unico di emergenza 112.",
      "Se la persona non risponde e non respira normalmente, si avvia la rianimazione cardiopolmonare con 30 compressioni toraciche al centro del torace, a una frequenza di 100-120 al minuto, alternate a 2 ventilazioni, e si usa il defibrillatore (DAE) appena disponibile. Se respira ma è incosciente, si mette in posizione laterale di sicurezza. In caso di soffocamento si esegue la manovra di Heimlich.",
    ],
    keyPoints: [
      "In caso di emorragia si comprime direttamente la ferita.",
      "Per una distorsione si applicano ghiaccio, riposo ed elevazione.",
      "Non si muove un infortunato con sospetto trauma alla colonna, salvo pericolo.",
    ],
    cards: [
      ["112", "Numero unico europeo di emergenza."],
      ["RCP", "Rianimazione cardiopolmonare."],
      ["DAE", "Defibrillatore automatico esterno."],
      ["Manovra di Heimlich", "Compressioni addominali per liberare le vie aeree."],
    ],
  },
};
