/** Geografia (it catalogue subject 4011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  cartografia: {
    explanation: [
      "La cartografia è la scienza che rappresenta la superficie terrestre su un piano. Poiché la Terra è sferica, ogni carta introduce deformazioni: le proiezioni possono conservare gli angoli, come quella di Mercatore usata per la navigazione, oppure le aree, come quella di Peters.",
      "La scala indica il rapporto tra distanze sulla carta e distanze reali: in scala 1:100 000 un centimetro corrisponde a un chilometro. Le carte si dividono in piante, mappe, carte topografiche, corografiche e geografiche. Il reticolato geografico di paralleli e meridiani permette di individuare ogni punto con latitudine e longitudine, e le isoipse rappresentano il rilievo.",
    ],
    keyPoints: [
      "Il meridiano di Greenwich è il meridiano fondamentale.",
      "L’equatore divide la Terra negli emisferi nord e sud.",
      "I GIS sono sistemi informativi geografici digitali.",
    ],
    cards: [
      ["Scala", "Rapporto tra distanza sulla carta e distanza reale."],
      ["Latitudine", "Distanza angolare di un punto dall’equatore."],
      ["Longitudine", "Distanza angolare dal meridiano di Greenwich."],
      ["Isoipsa", "Linea che unisce punti alla stessa altitudine."],
    ],
  },
  clima: {
    explanation: [
      "Il clima è l’insieme delle condizioni atmosferiche medie di una regione rilevate per almeno 30 anni, mentre il tempo meteorologico riguarda la situazione di un momento. I fattori climatici sono latitudine, altitudine, distanza dal mare, correnti marine ed esposizione ai venti.",
      "La classificazione di Köppen distingue climi tropicali umidi, aridi, temperati, freddi e polari. L’Italia ha prevalentemente un clima mediterraneo, con estati calde e secche e inverni miti, ma nella Pianura Padana il clima è più continentale e sulle Alpi di tipo alpino. Il riscaldamento globale, dovuto all’aumento dei gas serra, modifica i climi della Terra.",
    ],
    keyPoints: [
      "La temperatura diminuisce di circa 0,6 °C ogni 100 m di altitudine.",
      "Gli anticicloni portano tempo stabile.",
      "Il Mediterraneo è un hotspot del cambiamento climatico.",
    ],
    cards: [
      ["Clima", "Condizioni atmosferiche medie di lungo periodo."],
      ["Fattori climatici", "Elementi che influenzano il clima, come latitudine e altitudine."],
      ["Clima mediterraneo", "Clima con estati secche e inverni miti."],
      ["Effetto serra", "Trattenimento del calore da parte di alcuni gas atmosferici."],
    ],
  },
  popolazione: {
    explanation: [
      "La popolazione mondiale ha superato gli 8 miliardi nel 2022. La sua crescita dipende dal saldo naturale, differenza tra nati e morti, e dal saldo migratorio. La teoria della transizione demografica descrive il passaggio da alta natalità e mortalità a bassa natalità e mortalità.",
      "La popolazione è distribuita in modo disuguale: Asia orientale e meridionale, Europa e alcune aree dell’Africa sono molto popolate. L’Italia ha circa 59 milioni di abitanti, una fecondità di circa 1,2 figli per donna e una delle popolazioni più anziane del mondo. Le piramidi delle età rappresentano la struttura per sesso ed età.",
    ],
    keyPoints: [
      "India e Cina sono i Paesi più popolosi.",
      "L’invecchiamento pesa sui sistemi pensionistici e sanitari.",
      "Le migrazioni sono spinte da fattori di attrazione e di espulsione.",
    ],
    cards: [
      ["Densità", "Numero di abitanti per km²."],
      ["Saldo naturale", "Differenza tra nati e morti."],
      ["Transizione demografica", "Passaggio da alta a bassa natalità e mortalità."],
      ["Tasso di fecondità", "Numero medio di figli per donna."],
    ],
  },
  urbanizzazione: {
    explanation: [
      "L’urbanizzazione è la crescita della popolazione che vive nelle città. Dal 2007 oltre metà dell’umanità è urbana, e secondo l’ONU la quota raggiungerà circa due terzi nel 2050. Nei Paesi sviluppati l’urbanizzazione è legata alla rivoluzione industriale, nei Paesi in via di sviluppo è più recente e rapida.",
      "Le megalopoli e le megacittà con oltre 10 milioni di abitanti, come Tokyo, Delhi o Shanghai, concentrano popolazione e funzioni. Nei Paesi poveri la crescita spesso produce baraccopoli, mentre nei Paesi ricchi si diffondono periurbanizzazione e città diffusa. La città sostenibile punta su trasporti pubblici, verde e riduzione del consumo di suolo.",
    ],
    keyPoints: [
      "Le città globali concentrano funzioni direzionali e finanziarie.",
      "La gentrificazione trasforma i quartieri centrali.",
      "Lo sprawl urbano aumenta l’uso dell’automobile.",
    ],
    cards: [
      ["Megacittà", "Agglomerato con più di 10 milioni di abitanti."],
      ["Baraccopoli", "Insediamento informale e precario."],
      ["Periurbanizzazione", "Espansione delle aree urbanizzate attorno alle città."],
      ["Città globale", "Città che guida l’economia mondiale."],
    ],
  },
  globalizzazione: {
    explanation: [
      "La globalizzazione è il processo di crescente interdipendenza economica, culturale e politica tra i Paesi del mondo. Si è accelerata dagli anni Ottanta e Novanta grazie alla liberalizzazione dei commerci, alla fine della guerra fredda, ai container e alle tecnologie dell’informazione.",
      "Le multinazionali organizzano la produzione in catene globali del valore, delocalizzando fasi produttive dove i costi sono minori. Organizzazioni come l’OMC, il Fondo monetario internazionale e la Banca mondiale regolano gli scambi. La globalizzazione ha ridotto la povertà in alcune aree, ma ha aumentato disuguaglianze e problemi ambientali, suscitando movimenti critici.",
    ],
    keyPoints: [
      "La delocalizzazione sposta la produzione in Paesi a basso costo.",
      "Internet ha reso istantanea la circolazione delle informazioni.",
      "La pandemia del 2020 ha mostrato la fragilità delle catene di approvvigionamento.",
    ],
    cards: [
      ["Multinazionale", "Impresa che opera in più Paesi."],
      ["Delocalizzazione", "Trasferimento della produzione all’estero."],
      ["OMC", "Organizzazione mondiale del commercio."],
      ["Catena globale del valore", "Frammentazione della produzione tra Paesi diversi."],
    ],
  },
  "geografia-economica": {
    explanation: [
      "La geografia economica studia la distribuzione delle attività economiche sul territorio. Il settore primario comprende agricoltura, allevamento, pesca e attività estrattive; il secondario l’industria; il terziario i servizi, e il quaternario le attività ad alto contenuto di conoscenza.",
      "Nei Paesi avanzati il terziario occupa oltre il 70 % degli addetti, mentre nei Paesi meno sviluppati prevale ancora il primario. Il PIL misura la ricchezza prodotta, ma l’Indice di sviluppo umano (ISU) considera anche istruzione e speranza di vita. In Italia esistono forti divari tra Nord e Mezzogiorno, e i distretti industriali hanno caratterizzato il modello produttivo.",
    ],
    keyPoints: [
      "I Paesi emergenti come Cina, India e Brasile hanno cambiato gli equilibri mondiali.",
      "Le risorse energetiche sono distribuite in modo disuguale.",
      "Il made in Italy comprende moda, alimentare, arredamento e meccanica.",
    ],
    cards: [
      ["Settore terziario", "Settore dei servizi."],
      ["ISU", "Indice di sviluppo umano."],
      ["Distretto industriale", "Area con molte piccole imprese specializzate."],
      ["PIL", "Valore dei beni e servizi finali prodotti in un Paese."],
    ],
  },
  "sviluppo-sostenibile": {
    explanation: [
      "Lo sviluppo sostenibile è, secondo il Rapporto Brundtland del 1987, lo sviluppo che soddisfa i bisogni del presente senza compromettere la capacità delle generazioni future di soddisfare i propri. Integra tre dimensioni: ambientale, economica e sociale.",
      "Il cambiamento climatico, la perdita di biodiversità, la deforestazione e la scarsità d’acqua sono le principali sfide. L’Accordo di Parigi del 2015 punta a limitare il riscaldamento ben sotto i 2 °C, e l’Agenda 2030 dell’ONU fissa 17 obiettivi. Energie rinnovabili, economia circolare ed efficienza energetica sono strumenti della transizione ecologica.",
    ],
    keyPoints: [
      "L’impronta ecologica misura l’impatto umano sulle risorse.",
      "L’economia circolare riduce rifiuti e sprechi.",
      "Le fonti rinnovabili includono solare, eolico e idroelettrico.",
    ],
    cards: [
      ["Rapporto Brundtland", "Documento ONU del 1987 che definì lo sviluppo sostenibile."],
      ["Economia circolare", "Modello che riutilizza e ricicla le risorse."],
      ["Impronta ecologica", "Superficie necessaria a sostenere i consumi di una popolazione."],
      ["Fonti rinnovabili", "Fonti energetiche che si rigenerano."],
    ],
  },
  "regioni-italiane": {
    explanation: [
      "L’Italia è divisa in 20 regioni, di cui cinque a statuto speciale: Valle d’Aosta, Trentino-Alto Adige, Friuli-Venezia Giulia, Sicilia e Sardegna, che hanno maggiore autonomia per ragioni linguistiche, storiche o geografiche. Le regioni sono state istituite dalla Costituzione e quelle ordinarie sono diventate operative nel 1970.",
      "La Lombardia è la regione più popolosa, con circa 10 milioni di abitanti, e la Sicilia la più estesa. Il Nord è industriale e ricco, il Centro ha un’economia diversificata con turismo e piccole imprese, e il Mezzogiorno soffre di disoccupazione più alta. Le regioni hanno competenze importanti nella sanità, nei trasporti e nel turismo.",
    ],
    keyPoints: [
      "La Valle d’Aosta è la regione più piccola e meno popolosa.",
      "Il Trentino-Alto Adige comprende le province autonome di Trento e Bolzano.",
      "Roma è capitale d’Italia e capoluogo del Lazio.",
    ],
    cards: [
      ["Regione a statuto speciale", "Regione con maggiore autonomia."],
      ["Lombardia", "Regione più popolosa d’Italia."],
      ["Sicilia", "Regione più estesa d’Italia."],
      ["Mezzogiorno", "Italia meridionale e insulare."],
    ],
  },
  "unione-europea": {
    explanation: [
      "L’Unione europea nasce dal processo di integrazione iniziato con la CECA nel 1951 e con i Trattati di Roma del 1957, firmati da sei Paesi fondatori tra cui l’Italia. Il Trattato di Maastricht del 1992 istituisce l’UE e l’euro entra in circolazione nel 2002.",
      "Oggi l’UE conta 27 Stati membri e circa 450 milioni di abitanti. Il mercato unico garantisce la libera circolazione di merci, servizi, capitali e persone, e lo spazio Schengen elimina i controlli alle frontiere interne. La politica di coesione finanzia le regioni meno sviluppate, e il programma Erasmus, nato nel 1987, favorisce la mobilità degli studenti.",
    ],
    keyPoints: [
      "L’eurozona comprende 20 Paesi.",
      "Il Regno Unito è uscito dall’UE nel 2020.",
      "La PAC sostiene l’agricoltura europea.",
    ],
    cards: [
      ["Trattati di Roma", "Trattati del 1957 che istituirono la CEE."],
      ["Mercato unico", "Spazio di libera circolazione di merci, servizi, capitali e persone."],
      ["Schengen", "Area senza controlli alle frontiere interne."],
      ["Erasmus", "Programma europeo di mobilità per lo studio."],
    ],
  },
};
