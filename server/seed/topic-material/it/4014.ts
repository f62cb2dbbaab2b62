/** Informatica (it catalogue subject 4014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  algoritmi: {
    explanation: [
      "Un algoritmo è una sequenza finita di istruzioni non ambigue che risolve un problema. Deve essere finito, deterministico, eseguibile e generale. Si può rappresentare con pseudocodice o con diagrammi di flusso, che usano ovali per inizio e fine, rettangoli per le istruzioni e rombi per le decisioni.",
      "Il teorema di Böhm-Jacopini (1966) dimostra che ogni algoritmo si può costruire con tre strutture: sequenza, selezione e iterazione. La complessità misura le risorse usate al crescere dei dati: la ricerca sequenziale è O(n), la ricerca binaria su un vettore ordinato O(log n), l’ordinamento a bolle O(n²) e il merge sort O(n log n).",
    ],
    keyPoints: [
      "La ricerca binaria richiede dati ordinati.",
      "Un algoritmo ricorsivo richiama se stesso con un caso base.",
      "La notazione O descrive il caso peggiore.",
    ],
    cards: [
      ["Algoritmo", "Sequenza finita di passi per risolvere un problema."],
      ["Diagramma di flusso", "Rappresentazione grafica di un algoritmo."],
      ["Teorema di Böhm-Jacopini", "Sequenza, selezione e iterazione bastano per ogni algoritmo."],
      ["Complessità", "Misura delle risorse richieste da un algoritmo."],
    ],
  },
  programmazione: {
    explanation: [
      "Programmare significa tradurre un algoritmo in un linguaggio eseguibile dal computer. I linguaggi compilati, come C e C++, vengono tradotti in codice macchina prima dell’esecuzione; quelli interpretati, come Python, vengono eseguiti istruzione per istruzione.",
      "Gli elementi di base sono variabili e costanti con un tipo (intero, reale, carattere, booleano), operatori, istruzioni di input e output, strutture di controllo come if, while e for, e funzioni con parametri e valore di ritorno. Ad esempio in Python for i in range(3): print(i) stampa 0, 1 e 2. Il debugging individua e corregge gli errori.",
    ],
    keyPoints: [
      "Gli errori possono essere sintattici, di runtime o logici.",
      "Il passaggio dei parametri può essere per valore o per riferimento.",
      "Un IDE integra editor, compilatore e debugger.",
    ],
    cards: [
      ["Variabile", "Area di memoria con nome che contiene un valore."],
      ["Compilatore", "Programma che traduce il codice sorgente in codice macchina."],
      ["Funzione", "Blocco di codice riutilizzabile."],
      ["Ciclo", "Struttura che ripete istruzioni."],
    ],
  },
  "strutture-dati": {
    explanation: [
      "Le strutture dati organizzano le informazioni per elaborarle in modo efficiente. Un array è una sequenza di elementi dello stesso tipo con accesso diretto tramite indice; una matrice è un array bidimensionale; un record raggruppa campi di tipo diverso.",
      "Le strutture dinamiche crescono durante l’esecuzione: la lista concatenata collega nodi tramite puntatori, la pila segue la logica LIFO (push e pop) e la coda la logica FIFO. Gli alberi rappresentano gerarchie, e nell’albero binario di ricerca i valori minori stanno a sinistra. I grafi rappresentano reti di relazioni, e le tabelle hash associano chiavi a valori.",
    ],
    keyPoints: [
      "La pila è usata per gestire le chiamate di funzione.",
      "L’accesso a un elemento di un array per indice è O(1).",
      "La visita di un albero può essere in preordine, inordine o postordine.",
    ],
    cards: [
      ["Array", "Sequenza di elementi con accesso per indice."],
      ["Pila", "Struttura LIFO."],
      ["Coda", "Struttura FIFO."],
      ["Albero binario di ricerca", "Albero ordinato con valori minori a sinistra e maggiori a destra."],
    ],
  },
  "programmazione-a-oggetti": {
    explanation: [
      "La programmazione orientata agli oggetti (OOP) organizza il software in oggetti che uniscono dati, gli attributi, e comportamenti, i metodi. Una classe è il modello da cui si creano gli oggetti, detti istanze; il costruttore inizializza gli attributi.",
      "I principi fondamentali sono l’incapsulamento, che nasconde i dettagli interni e usa modificatori come private e public, l’ereditarietà, per cui una sottoclasse eredita da una superclasse, e il polimorfismo, per cui lo stesso metodo si comporta diversamente a seconda dell’oggetto. Linguaggi orientati agli oggetti sono Java, C++, C# e Python. UML rappresenta le classi con diagrammi.",
    ],
    keyPoints: [
      "I metodi getter e setter accedono agli attributi privati.",
      "L’override ridefinisce un metodo ereditato.",
      "L’astrazione modella solo le caratteristiche rilevanti.",
    ],
    cards: [
      ["Classe", "Modello che definisce attributi e metodi."],
      ["Incapsulamento", "Occultamento dei dettagli interni di un oggetto."],
      ["Ereditarietà", "Meccanismo con cui una classe deriva da un’altra."],
      ["Polimorfismo", "Capacità di uno stesso metodo di comportarsi diversamente."],
    ],
  },
  "basi-di-dati": {
    explanation: [
      "Una base di dati è un insieme organizzato di dati gestito da un DBMS, come MySQL o PostgreSQL, che ne garantisce integrità, sicurezza e accesso concorrente. La progettazione concettuale usa il modello entità-relazione (E-R), con entità, attributi e associazioni.",
      "Nel modello relazionale, proposto da Edgar Codd nel 1970, i dati sono organizzati in tabelle. La chiave primaria identifica ogni riga e la chiave esterna collega le tabelle. La normalizzazione elimina ridondanze e anomalie. Il linguaggio SQL permette di interrogare i dati: SELECT nome FROM studenti WHERE classe = '5A' ORDER BY nome;",
    ],
    keyPoints: [
      "INSERT, UPDATE e DELETE modificano i dati.",
      "JOIN unisce righe di più tabelle.",
      "Le proprietà ACID garantiscono transazioni affidabili.",
    ],
    cards: [
      ["DBMS", "Sistema di gestione di basi di dati."],
      ["Chiave primaria", "Attributo che identifica univocamente una riga."],
      ["Chiave esterna", "Attributo che riferisce la chiave primaria di un’altra tabella."],
      ["SQL", "Linguaggio standard per le basi di dati relazionali."],
    ],
  },
  reti: {
    explanation: [
      "Una rete di computer collega dispositivi per condividere risorse e dati. Per estensione si distinguono PAN, LAN, MAN e WAN, come Internet. Le topologie principali sono a bus, ad anello e a stella. Switch e router sono i dispositivi fondamentali: lo switch collega dispositivi nella LAN, il router instrada pacchetti tra reti.",
      "Il modello ISO/OSI descrive la comunicazione in sette livelli, mentre l’architettura TCP/IP di Internet ne usa quattro. IP assegna indirizzi e instrada i pacchetti, TCP garantisce consegna affidabile e ordinata, UDP è più veloce ma non affidabile. HTTP e HTTPS trasferiscono pagine web, e il DNS traduce i nomi di dominio in indirizzi IP.",
    ],
    keyPoints: [
      "Un indirizzo IPv4 è composto da 32 bit, uno IPv6 da 128.",
      "L’indirizzo MAC identifica la scheda di rete.",
      "Il DHCP assegna automaticamente gli indirizzi IP.",
    ],
    cards: [
      ["LAN", "Rete locale."],
      ["Router", "Dispositivo che instrada pacchetti tra reti."],
      ["TCP/IP", "Suite di protocolli di Internet."],
      ["DNS", "Servizio che traduce nomi di dominio in indirizzi IP."],
    ],
  },
  "sistemi-operativi": {
    explanation: [
      "Il sistema operativo è il software che gestisce le risorse hardware e fornisce servizi ai programmi. Esempi sono Windows, macOS, Linux, Android e iOS. Il nucleo, o kernel, gestisce processore, memoria e periferiche.",
      "Il sistema operativo gestisce i processi, cioè i programmi in esecuzione, assegnando la CPU tramite algoritmi di scheduling come il round robin. Gestisce la memoria, anche con la memoria virtuale e la paginazione, il file system, che organizza file e cartelle, e l’input/output tramite i driver. Un processo può essere nello stato di pronto, esecuzione o attesa.",
    ],
    keyPoints: [
      "Il multitasking esegue più processi alternandoli rapidamente.",
      "Linux è un sistema operativo open source.",
      "Il deadlock è un blocco reciproco tra processi.",
    ],
    cards: [
      ["Kernel", "Nucleo del sistema operativo."],
      ["Processo", "Programma in esecuzione."],
      ["Scheduling", "Assegnazione della CPU ai processi."],
      ["Memoria virtuale", "Tecnica che usa il disco per estendere la RAM."],
    ],
  },
  "sicurezza-informatica": {
    explanation: [
      "La sicurezza informatica protegge riservatezza, integrità e disponibilità dei dati (triade CIA). Le minacce includono malware come virus, worm, trojan e ransomware, il phishing, che inganna l’utente per rubare credenziali, e gli attacchi DDoS, che rendono indisponibili i servizi.",
      "Le difese comprendono antivirus, firewall, aggiornamenti, backup regolari, password robuste e autenticazione a due fattori. La crittografia simmetrica usa una sola chiave, quella asimmetrica una coppia di chiavi pubblica e privata, alla base della firma digitale e di HTTPS. In Europa il GDPR, applicato dal 2018, tutela i dati personali.",
    ],
    keyPoints: [
      "Il ransomware cifra i dati e chiede un riscatto.",
      "L’ingegneria sociale sfrutta la fiducia delle persone.",
      "Una password sicura è lunga e unica per ogni servizio.",
    ],
    cards: [
      ["Malware", "Software dannoso."],
      ["Phishing", "Truffa per ottenere dati personali con falsi messaggi."],
      ["Firewall", "Sistema che filtra il traffico di rete."],
      ["Crittografia asimmetrica", "Cifratura con chiave pubblica e chiave privata."],
    ],
  },
};
