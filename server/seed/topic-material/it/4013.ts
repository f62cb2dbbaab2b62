/** Scienze umane (it catalogue subject 4013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  psicologia: {
    explanation: [
      "La psicologia è la scienza che studia i processi mentali e il comportamento. Nasce come disciplina scientifica nel 1879, quando Wilhelm Wundt fonda a Lipsia il primo laboratorio di psicologia sperimentale, basato sull’introspezione.",
      "Le principali scuole sono lo strutturalismo, il funzionalismo di William James, il comportamentismo di Watson, che studia solo il comportamento osservabile, la psicologia della Gestalt, che studia la percezione come totalità, e il cognitivismo, che paragona la mente a un elaboratore di informazioni. La psicologia studia percezione, memoria, apprendimento, emozioni, intelligenza e sviluppo.",
    ],
    keyPoints: [
      "La Gestalt afferma che il tutto è diverso dalla somma delle parti.",
      "La memoria si distingue in sensoriale, a breve e a lungo termine.",
      "Piaget ha descritto gli stadi dello sviluppo cognitivo.",
    ],
    cards: [
      ["Wundt", "Fondatore del primo laboratorio di psicologia (1879)."],
      ["Comportamentismo", "Scuola che studia il comportamento osservabile."],
      ["Gestalt", "Psicologia della forma."],
      ["Cognitivismo", "Scuola che studia i processi mentali come elaborazione di informazioni."],
    ],
  },
  psicoanalisi: {
    explanation: [
      "La psicoanalisi è una teoria della psiche e un metodo terapeutico fondati da Sigmund Freud alla fine dell’Ottocento. Alla base c’è l’idea dell’inconscio, una parte della psiche che contiene desideri e ricordi rimossi e che influenza il comportamento.",
      "Nella seconda topica Freud distingue Es, Io e Super-Io. Lo sviluppo psicosessuale attraversa le fasi orale, anale, fallica, di latenza e genitale. Le vie d’accesso all’inconscio sono i sogni, definiti «la via regia», i lapsus e i sintomi; la terapia usa le libere associazioni. Jung, con l’inconscio collettivo e gli archetipi, e Adler svilupparono teorie diverse.",
    ],
    keyPoints: [
      "I meccanismi di difesa proteggono l’Io dall’angoscia.",
      "Il complesso di Edipo si colloca nella fase fallica.",
      "L’interpretazione dei sogni fu pubblicata nel 1899, con data 1900.",
    ],
    cards: [
      ["Inconscio", "Parte della psiche non accessibile alla coscienza."],
      ["Es", "Istanza delle pulsioni."],
      ["Super-Io", "Istanza morale interiorizzata."],
      ["Rimozione", "Meccanismo che allontana dalla coscienza contenuti inaccettabili."],
    ],
  },
  "teorie-dellapprendimento": {
    explanation: [
      "L’apprendimento è una modificazione relativamente stabile del comportamento dovuta all’esperienza. Ivan Pavlov descrisse il condizionamento classico: un cane impara ad associare il suono di un campanello al cibo e saliva anche solo sentendo il suono.",
      "Burrhus Skinner studiò il condizionamento operante: i comportamenti seguiti da rinforzi tendono a ripetersi, quelli seguiti da punizioni a diminuire. Albert Bandura dimostrò l’apprendimento per imitazione di modelli con l’esperimento della bambola Bobo. Le teorie cognitiviste e costruttiviste, come quelle di Piaget e Vygotskij, sottolineano il ruolo attivo di chi apprende.",
    ],
    keyPoints: [
      "Thorndike formulò la legge dell’effetto.",
      "L’insight, studiato da Köhler, è la comprensione improvvisa di un problema.",
      "Vygotskij parla di zona di sviluppo prossimale.",
    ],
    cards: [
      ["Condizionamento classico", "Apprendimento per associazione di stimoli."],
      ["Condizionamento operante", "Apprendimento in base alle conseguenze del comportamento."],
      ["Rinforzo", "Conseguenza che aumenta la probabilità di un comportamento."],
      ["Apprendimento sociale", "Apprendimento tramite l’osservazione di modelli."],
    ],
  },
  pedagogia: {
    explanation: [
      "La pedagogia è la scienza che studia l’educazione e la formazione della persona. Le sue radici sono antiche: Socrate usava la maieutica per far emergere la verità nell’allievo, e Quintiliano scrisse l’Institutio oratoria sulla formazione dell’oratore.",
      "Comenio, nel Seicento, propose nella Didactica magna di «insegnare tutto a tutti». Rousseau, nell’Emilio (1762), sostenne un’educazione naturale e negativa che rispetti lo sviluppo del fanciullo. Pestalozzi valorizzò l’educazione di mente, cuore e mano, e Fröbel fondò i giardini d’infanzia. Nel Novecento la pedagogia si confronta con psicologia e sociologia.",
    ],
    keyPoints: [
      "La paideia greca mirava alla formazione completa dell’uomo.",
      "Rousseau considera l’infanzia un’età con valore proprio.",
      "Herbart fondò la pedagogia come scienza sull’etica e la psicologia.",
    ],
    cards: [
      ["Maieutica", "Metodo socratico di far partorire la verità all’allievo."],
      ["Didactica magna", "Opera di Comenio."],
      ["Emilio", "Romanzo pedagogico di Rousseau."],
      ["Kindergarten", "Giardino d’infanzia fondato da Fröbel."],
    ],
  },
  "attivismo-pedagogico": {
    explanation: [
      "L’attivismo pedagogico, o movimento delle scuole nuove, si sviluppa tra fine Ottocento e inizio Novecento. Pone l’alunno al centro (puerocentrismo), valorizza l’esperienza, il fare, l’interesse e la vita di gruppo, in opposizione alla scuola tradizionale trasmissiva.",
      "John Dewey, con la scuola-laboratorio di Chicago e Democrazia ed educazione (1916), lega scuola e democrazia attraverso l’apprendimento per esperienza. Maria Montessori apre a Roma la prima Casa dei bambini nel 1907, con materiali di sviluppo e un ambiente a misura di bambino. Decroly propone i centri d’interesse, Freinet la tipografia a scuola, e in Italia le sorelle Agazzi rinnovano la scuola materna.",
    ],
    keyPoints: [
      "Il learning by doing sintetizza il pensiero di Dewey.",
      "Nel metodo Montessori l’insegnante osserva e guida.",
      "Claparède parla di educazione funzionale.",
    ],
    cards: [
      ["Puerocentrismo", "Centralità del bambino nell’educazione."],
      ["Casa dei bambini", "Scuola aperta da Montessori nel 1907."],
      ["Learning by doing", "Imparare facendo, secondo Dewey."],
      ["Centri d’interesse", "Metodo di Decroly basato sui bisogni del bambino."],
    ],
  },
  sociologia: {
    explanation: [
      "La sociologia studia la società, le relazioni sociali e le istituzioni. Il termine fu coniato da Auguste Comte, fondatore del positivismo. Émile Durkheim definì i fatti sociali come modi di agire esterni e vincolanti e studiò il suicidio e l’anomia.",
      "Karl Marx analizzò il conflitto di classe, mentre Max Weber studiò l’agire sociale, la burocrazia e il rapporto tra etica protestante e spirito del capitalismo. Concetti centrali sono socializzazione, status, ruolo, norma, devianza e stratificazione sociale. La sociologia contemporanea studia globalizzazione, migrazioni, media e società di massa.",
    ],
    keyPoints: [
      "L’anomia indica assenza o crisi delle norme sociali.",
      "Weber distingue potere tradizionale, carismatico e legale-razionale.",
      "Bauman ha descritto la «modernità liquida».",
    ],
    cards: [
      ["Fatto sociale", "Modo di agire esterno all’individuo e vincolante."],
      ["Anomia", "Mancanza di norme condivise."],
      ["Socializzazione", "Processo di apprendimento delle norme di una società."],
      ["Ruolo", "Insieme dei comportamenti attesi da chi occupa una posizione."],
    ],
  },
  "antropologia-culturale": {
    explanation: [
      "L’antropologia culturale studia le culture umane nella loro diversità. Edward Tylor definì nel 1871 la cultura come quell’insieme complesso che include conoscenze, credenze, arte, morale, diritto e costumi acquisiti dall’uomo come membro della società.",
      "Il metodo principale è l’osservazione partecipante sul campo, introdotta da Bronisław Malinowski nelle isole Trobriand. L’evoluzionismo ottocentesco fu superato dal relativismo culturale di Franz Boas, che giudica ogni cultura nei suoi termini, e dallo strutturalismo di Claude Lévi-Strauss, che studia parentela e miti. Temi classici sono parentela, riti di passaggio, magia e religione.",
    ],
    keyPoints: [
      "L’etnocentrismo giudica le altre culture con i criteri della propria.",
      "Van Gennep descrisse le fasi dei riti di passaggio.",
      "Ernesto de Martino studiò magia e tarantismo nel Sud Italia.",
    ],
    cards: [
      ["Cultura", "Insieme di saperi, credenze e costumi appresi socialmente."],
      ["Osservazione partecipante", "Metodo di ricerca sul campo."],
      ["Relativismo culturale", "Comprensione di ogni cultura nel suo contesto."],
      ["Etnocentrismo", "Tendenza a giudicare le altre culture con i propri valori."],
    ],
  },
  "metodologia-della-ricerca": {
    explanation: [
      "La metodologia della ricerca nelle scienze umane definisce come raccogliere e analizzare dati in modo rigoroso. Una ricerca parte da un problema, formula ipotesi, raccoglie dati, li analizza e trae conclusioni verificabili.",
      "La ricerca quantitativa usa strumenti standardizzati come questionari e dati statistici su campioni rappresentativi; la ricerca qualitativa usa interviste in profondità, focus group, osservazione e storie di vita per comprendere significati. Il metodo sperimentale confronta un gruppo sperimentale e uno di controllo. Attendibilità e validità garantiscono la qualità della ricerca.",
    ],
    keyPoints: [
      "Il campione deve rappresentare la popolazione studiata.",
      "La variabile indipendente è quella manipolata dal ricercatore.",
      "Il consenso informato tutela i partecipanti.",
    ],
    cards: [
      ["Ipotesi", "Affermazione provvisoria da verificare."],
      ["Campione", "Parte della popolazione su cui si raccolgono i dati."],
      ["Ricerca qualitativa", "Ricerca che mira a comprendere significati ed esperienze."],
      ["Gruppo di controllo", "Gruppo non sottoposto alla variabile sperimentale."],
    ],
  },
};
