/** Storia (it catalogue subject 4003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "antica-roma": {
    explanation: [
      "Secondo la tradizione, Roma fu fondata da Romolo nel 753 a.C. Dopo il periodo monarchico, nel 509 a.C. nacque la Repubblica, guidata da due consoli eletti ogni anno, dal Senato e dalle assemblee popolari. Con le guerre puniche contro Cartagine (264-146 a.C.) Roma conquistò il Mediterraneo.",
      "Le guerre civili del I secolo a.C. portarono alla dittatura di Giulio Cesare, ucciso nel 44 a.C., e poi al principato di Augusto dal 27 a.C. L’Impero raggiunse la massima estensione sotto Traiano. Dopo la crisi del III secolo e la divisione tra Oriente e Occidente, l’Impero romano d’Occidente cadde nel 476 d.C., con la deposizione di Romolo Augustolo.",
    ],
    keyPoints: [
      "Il conflitto tra patrizi e plebei portò alla creazione dei tribuni della plebe.",
      "Annibale attraversò le Alpi nella seconda guerra punica.",
      "Costantino concesse la libertà di culto ai cristiani nel 313.",
    ],
    cards: [
      ["Console", "Uno dei due magistrati supremi della Repubblica."],
      ["Guerre puniche", "Conflitti tra Roma e Cartagine."],
      ["Principato", "Il regime fondato da Augusto."],
      ["476 d.C.", "Fine dell’Impero romano d’Occidente."],
    ],
  },
  medioevo: {
    explanation: [
      "Il Medioevo va convenzionalmente dal 476 alla scoperta dell’America nel 1492. Nell’Alto Medioevo si formano i regni romano-barbarici, come quello dei Longobardi in Italia (568-774), e si afferma il potere della Chiesa. Carlo Magno viene incoronato imperatore nella notte di Natale dell’800.",
      "La società feudale si basa sul rapporto di vassallaggio e sul feudo. Dopo il Mille, la rinascita economica favorisce lo sviluppo dei Comuni, delle repubbliche marinare come Venezia e Genova, e della borghesia mercantile. Il conflitto tra Papato e Impero segna i secoli XI-XIII, e la peste nera del 1348 provoca una grave crisi demografica.",
    ],
    keyPoints: [
      "La lotta per le investiture si concluse con il concordato di Worms (1122).",
      "I Comuni italiani sconfissero Federico Barbarossa a Legnano nel 1176.",
      "Le crociate iniziarono nel 1096.",
    ],
    cards: [
      ["Feudo", "Terra concessa dal signore al vassallo in cambio di fedeltà."],
      ["Comune", "Città autonoma governata dai cittadini."],
      ["Lotta per le investiture", "Conflitto tra Papa e Imperatore sulla nomina dei vescovi."],
      ["Peste nera", "Epidemia che colpì l’Europa dal 1347-1348."],
    ],
  },
  rinascimento: {
    explanation: [
      "Il Rinascimento è il periodo di rinnovamento culturale e artistico che si sviluppa in Italia tra il XV e il XVI secolo. Sul piano politico l’Italia è divisa in Stati regionali, come il Ducato di Milano, la Repubblica di Venezia, la Firenze dei Medici, lo Stato della Chiesa e il Regno di Napoli.",
      "La pace di Lodi (1454) e la politica dell’equilibrio di Lorenzo il Magnifico garantiscono una relativa stabilità fino al 1492. Con la discesa di Carlo VIII di Francia nel 1494 iniziano le guerre d’Italia, che si concludono con la pace di Cateau-Cambrésis (1559) e l’egemonia spagnola sulla penisola. Nello stesso periodo avvengono le grandi scoperte geografiche.",
    ],
    keyPoints: [
      "La signoria sostituisce spesso il governo comunale.",
      "Il sacco di Roma del 1527 fu compiuto dai lanzichenecchi di Carlo V.",
      "Il mecenatismo delle corti sostenne artisti e letterati.",
    ],
    cards: [
      ["Signoria", "Governo di una famiglia su una città."],
      ["Pace di Lodi", "Accordo del 1454 tra gli Stati italiani."],
      ["Guerre d’Italia", "Conflitti tra Francia e Spagna per il controllo della penisola (1494-1559)."],
      ["Mecenatismo", "Protezione e finanziamento degli artisti da parte dei potenti."],
    ],
  },
  "rivoluzione-francese": {
    explanation: [
      "La Rivoluzione francese scoppia nel 1789 a causa della crisi finanziaria della monarchia, delle ingiustizie della società per ceti e della diffusione delle idee illuministe. Gli Stati generali si trasformano in Assemblea nazionale e il 14 luglio il popolo di Parigi assalta la Bastiglia.",
      "L’Assemblea abolisce i privilegi feudali e approva la Dichiarazione dei diritti dell’uomo e del cittadino. Nel 1792 viene proclamata la Repubblica e nel 1793 Luigi XVI è ghigliottinato. Il Terrore giacobino di Robespierre termina nel 1794, segue il Direttorio, e nel 1799 Napoleone Bonaparte prende il potere con il colpo di Stato del 18 brumaio.",
    ],
    keyPoints: [
      "Il terzo stato rappresentava la grande maggioranza della popolazione.",
      "I girondini erano moderati, i giacobini radicali.",
      "La Rivoluzione diffuse i principi di libertà, uguaglianza e fraternità.",
    ],
    cards: [
      ["Terzo stato", "Il ceto non privilegiato della società francese."],
      ["14 luglio 1789", "Presa della Bastiglia."],
      ["Terrore", "Periodo di repressione giacobina (1793-1794)."],
      ["Dichiarazione dei diritti", "Testo del 26 agosto 1789."],
    ],
  },
  risorgimento: {
    explanation: [
      "Il Risorgimento è il processo politico e culturale che porta all’indipendenza e all’unificazione dell’Italia nel XIX secolo. Dopo il Congresso di Vienna (1815) la penisola è divisa e in gran parte sotto l’influenza austriaca; i moti carbonari del 1820-21 e del 1831 falliscono.",
      "Si confrontano diversi progetti: quello repubblicano e democratico di Giuseppe Mazzini, fondatore della Giovine Italia nel 1831, quello neoguelfo di Gioberti e quello moderato e monarchico sabaudo. Nel 1848 lo Statuto albertino viene concesso in Piemonte e scoppia la prima guerra d’indipendenza contro l’Austria, che si conclude con la sconfitta di Novara nel 1849.",
    ],
    keyPoints: [
      "Mazzini sosteneva il motto «Dio e popolo».",
      "Le Cinque giornate di Milano cacciarono gli austriaci nel marzo 1848.",
      "La Repubblica romana del 1849 fu difesa da Garibaldi.",
    ],
    cards: [
      ["Carboneria", "Società segreta che organizzò i moti degli anni Venti e Trenta."],
      ["Giovine Italia", "Associazione fondata da Mazzini nel 1831."],
      ["Statuto albertino", "Costituzione concessa da Carlo Alberto nel 1848."],
      ["Neoguelfismo", "Progetto di una federazione italiana guidata dal Papa."],
    ],
  },
  "unita-ditalia": {
    explanation: [
      "L’unificazione italiana si realizza tra il 1859 e il 1870 grazie alla politica di Camillo Benso, conte di Cavour, e all’iniziativa di Giuseppe Garibaldi. Cavour ottiene l’alleanza della Francia di Napoleone III con gli accordi di Plombières (1858), e la seconda guerra d’indipendenza del 1859 porta all’annessione della Lombardia.",
      "Nel 1860 la spedizione dei Mille, partita da Quarto, conquista il Regno delle Due Sicilie; dopo l’incontro di Teano, Garibaldi consegna il Sud a Vittorio Emanuele II. Il 17 marzo 1861 viene proclamato il Regno d’Italia, con capitale Torino. Il Veneto si aggiunge nel 1866 e Roma nel 1870, dopo la breccia di Porta Pia, diventando capitale nel 1871.",
    ],
    keyPoints: [
      "Le annessioni furono sancite da plebisciti.",
      "Dopo l’Unità il Mezzogiorno fu segnato dal brigantaggio.",
      "La questione romana oppose lo Stato italiano al Papa fino ai Patti Lateranensi del 1929.",
    ],
    cards: [
      ["Spedizione dei Mille", "Impresa garibaldina del 1860 nel Sud Italia."],
      ["17 marzo 1861", "Proclamazione del Regno d’Italia."],
      ["Breccia di Porta Pia", "Ingresso dei bersaglieri a Roma il 20 settembre 1870."],
      ["Cavour", "Primo ministro piemontese artefice dell’Unità."],
    ],
  },
  "prima-guerra-mondiale": {
    explanation: [
      "La Prima guerra mondiale (1914-1918) nasce dai nazionalismi, dalle rivalità imperialiste e dal sistema delle alleanze. Il pretesto è l’uccisione dell’arciduca Francesco Ferdinando a Sarajevo il 28 giugno 1914. Si affrontano l’Intesa (Francia, Regno Unito, Russia) e gli Imperi centrali (Germania, Austria-Ungheria).",
      "L’Italia, inizialmente neutrale, entra in guerra con l’Intesa il 24 maggio 1915 dopo il Patto di Londra. Il fronte italiano vede le battaglie dell’Isonzo, la disfatta di Caporetto (ottobre 1917) e la vittoria di Vittorio Veneto (novembre 1918). La guerra di trincea causa milioni di morti; nel 1917 la Russia esce dal conflitto ed entrano gli Stati Uniti.",
    ],
    keyPoints: [
      "In Italia si contrapposero interventisti e neutralisti.",
      "L’armistizio con l’Austria fu firmato a Villa Giusti il 3 novembre 1918.",
      "I trattati di pace si aprirono a Parigi nel 1919.",
    ],
    cards: [
      ["Interventisti", "Sostenitori dell’ingresso dell’Italia in guerra."],
      ["Caporetto", "Sconfitta italiana dell’ottobre 1917."],
      ["Vittorio Veneto", "Vittoria italiana decisiva del 1918."],
      ["Guerra di trincea", "Guerra di posizione logorante sul fronte."],
    ],
  },
  fascismo: {
    explanation: [
      "Il fascismo nasce in Italia nel primo dopoguerra, in un clima di crisi economica, tensioni sociali del biennio rosso e delusione per la «vittoria mutilata». Benito Mussolini fonda i Fasci di combattimento nel 1919 e, dopo la marcia su Roma del 28 ottobre 1922, riceve dal re l’incarico di governo.",
      "Dopo il delitto Matteotti (1924) e le leggi fascistissime del 1925-1926, il regime diventa una dittatura totalitaria: partito unico, censura, propaganda e organizzazione della gioventù. Nel 1929 firma i Patti Lateranensi con la Chiesa. Il regime conquista l’Etiopia (1936), si allea con la Germania nazista e nel 1938 emana le leggi razziali.",
    ],
    keyPoints: [
      "Lo squadrismo usò la violenza contro socialisti e sindacati.",
      "Il corporativismo voleva superare il conflitto tra capitale e lavoro.",
      "Il regime cadde il 25 luglio 1943.",
    ],
    cards: [
      ["Marcia su Roma", "Manifestazione fascista dell’ottobre 1922."],
      ["Delitto Matteotti", "Assassinio del deputato socialista nel 1924."],
      ["Leggi fascistissime", "Leggi del 1925-1926 che instaurarono la dittatura."],
      ["Patti Lateranensi", "Accordi del 1929 tra Stato italiano e Santa Sede."],
    ],
  },
  "seconda-guerra-mondiale": {
    explanation: [
      "La Seconda guerra mondiale inizia il 1° settembre 1939 con l’invasione tedesca della Polonia. L’Italia entra in guerra a fianco della Germania il 10 giugno 1940. Nel 1941 la Germania attacca l’URSS e il Giappone colpisce Pearl Harbor, coinvolgendo gli Stati Uniti.",
      "Dopo lo sbarco alleato in Sicilia (luglio 1943) Mussolini viene destituito; l’8 settembre 1943 è annunciato l’armistizio. Nasce la Repubblica sociale italiana e la Resistenza combatte contro nazisti e fascisti fino alla Liberazione del 25 aprile 1945. La guerra causa circa 60 milioni di morti, compresi i sei milioni di ebrei uccisi nella Shoah.",
    ],
    keyPoints: [
      "La battaglia di Stalingrado segnò la svolta sul fronte orientale.",
      "Lo sbarco in Normandia avvenne il 6 giugno 1944.",
      "Il 2 giugno 1946 gli italiani scelsero la Repubblica.",
    ],
    cards: [
      ["8 settembre 1943", "Annuncio dell’armistizio dell’Italia con gli Alleati."],
      ["Resistenza", "Lotta partigiana contro l’occupazione nazifascista."],
      ["25 aprile 1945", "Festa della Liberazione."],
      ["Shoah", "Sterminio degli ebrei d’Europa da parte dei nazisti."],
    ],
  },
  "guerra-fredda": {
    explanation: [
      "La guerra fredda (1947-1991) è il confronto tra Stati Uniti e Unione Sovietica, a capo di due blocchi con sistemi politici ed economici opposti. Le due superpotenze non si scontrano direttamente grazie alla deterrenza nucleare, ma si affrontano in crisi e conflitti locali.",
      "Gli episodi principali sono il blocco di Berlino (1948-1949), la guerra di Corea, la costruzione del Muro di Berlino nel 1961, la crisi dei missili di Cuba nel 1962 e la guerra del Vietnam. L’Italia aderisce alla NATO nel 1949 e riceve gli aiuti del Piano Marshall. La caduta del Muro il 9 novembre 1989 e la dissoluzione dell’URSS nel 1991 pongono fine al confronto.",
    ],
    keyPoints: [
      "La dottrina Truman mirava al contenimento del comunismo.",
      "Il Patto di Varsovia riuniva i Paesi del blocco sovietico dal 1955.",
      "Gorbačëv avviò la perestrojka e la glasnost.",
    ],
    cards: [
      ["Cortina di ferro", "Divisione dell’Europa tra i due blocchi."],
      ["Piano Marshall", "Aiuti economici statunitensi all’Europa occidentale."],
      ["Crisi di Cuba", "Crisi del 1962 per i missili sovietici a Cuba."],
      ["Deterrenza nucleare", "Dissuasione basata sulla minaccia di distruzione reciproca."],
    ],
  },
};
