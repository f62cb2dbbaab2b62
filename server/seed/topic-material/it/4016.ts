/** Spagnolo (it catalogue subject 4016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammatica: {
    explanation: [
      "In spagnolo gli articoli determinativi sono el, la, los, las, e l’articolo neutro lo si usa con aggettivi sostantivati: «lo bueno». Il plurale si forma con -s dopo vocale e -es dopo consonante: el papel, los papeles.",
      "L’accento grafico segue regole precise: le parole che finiscono in vocale, -n o -s sono piane, le altre tronche; quando la pronuncia si discosta, si scrive l’accento, come in canción o árbol. Il complemento oggetto di persona è introdotto da a: «Veo a Juan». Il verbo gustar si costruisce come piacere: «Me gustan los libros».",
    ],
    keyPoints: [
      "Usted è la forma di cortesia e si coniuga alla terza persona.",
      "Le domande si aprono con ¿ e le esclamazioni con ¡.",
      "Muy precede aggettivi e avverbi, mucho accompagna nomi e verbi.",
    ],
    cards: [
      ["Lo", "Articolo neutro con aggettivi sostantivati."],
      ["A personale", "Preposizione davanti al complemento oggetto di persona."],
      ["Usted", "Pronome di cortesia."],
      ["Tilde", "Accento grafico spagnolo."],
    ],
  },
  "coniugazione-dei-verbi": {
    explanation: [
      "I verbi spagnoli si dividono in tre coniugazioni: -ar (hablar), -er (comer) e -ir (vivir). Il presente di hablar è hablo, hablas, habla, hablamos, habláis, hablan. Molti verbi dittongano sotto accento: querer diventa quiero, poder puedo.",
      "Il pretérito perfecto compuesto si forma con haber e il participio (he comido) e indica azioni in un periodo non concluso; il pretérito indefinido indica azioni concluse in un tempo finito: «Ayer fui al cine». L’imperfetto descrive e indica abitudini (hablaba, comía). In spagnolo l’unico ausiliare dei tempi composti è haber.",
    ],
    keyPoints: [
      "Ser e ir hanno lo stesso indefinido: fui, fuiste, fue.",
      "Il futuro si forma sull’infinito: hablaré.",
      "Estar + gerundio indica l’azione in corso.",
    ],
    cards: [
      ["Pretérito indefinido", "Passato remoto spagnolo, molto usato."],
      ["Haber", "Unico ausiliare dei tempi composti."],
      ["Dittongazione", "Cambio e → ie, o → ue sotto accento."],
      ["Gerundio", "Forma in -ando/-iendo."],
    ],
  },
  congiuntivo: {
    explanation: [
      "Il presente del congiuntivo spagnolo si forma dalla prima persona del presente indicativo cambiando la vocale: i verbi in -ar prendono -e (hable), quelli in -er e -ir prendono -a (coma, viva). Sono irregolari ser (sea), ir (vaya), haber (haya) e saber (sepa).",
      "Si usa dopo verbi ed espressioni di volontà, desiderio, sentimento e dubbio («Quiero que vengas»), dopo «es importante que», e nelle subordinate temporali riferite al futuro: «Cuando llegues, llámame». A differenza dell’italiano, dopo «creo que» si usa l’indicativo, mentre «no creo que» richiede il congiuntivo. L’imperativo negativo si forma con il congiuntivo: «No hables».",
    ],
    keyPoints: [
      "Ojalá è sempre seguito dal congiuntivo.",
      "Il congiuntivo imperfetto ha due forme: hablara e hablase.",
      "Si + congiuntivo imperfetto esprime l’ipotesi irreale.",
    ],
    cards: [
      ["Subjuntivo", "Congiuntivo spagnolo."],
      ["Cuando + congiuntivo", "Subordinata temporale riferita al futuro."],
      ["Ojalá", "Magari, speriamo che."],
      ["No creo que", "Espressione seguita dal congiuntivo."],
    ],
  },
  "ser-ed-estar": {
    explanation: [
      "Ser ed estar corrispondono entrambi al verbo essere. Ser indica caratteristiche essenziali e permanenti: identità, origine, professione, materia, carattere e ora («Soy italiano», «Es médico», «Son las cinco»).",
      "Estar indica stati temporanei, posizione e risultato di un’azione: «Estoy cansado», «Roma está en Italia». Alcuni aggettivi cambiano significato: ser listo significa essere intelligente, estar listo essere pronto; ser aburrido essere noioso, estar aburrido annoiarsi. Estar + gerundio forma la perifrasi progressiva: «Estoy estudiando».",
    ],
    keyPoints: [
      "Per la localizzazione di eventi si usa ser: «La fiesta es en mi casa».",
      "Estar muerto si usa anche se la condizione è definitiva.",
      "Il passivo si forma con ser + participio.",
    ],
    cards: [
      ["Ser", "Essere per caratteristiche essenziali."],
      ["Estar", "Essere per stati e posizione."],
      ["Estar listo", "Essere pronto."],
      ["Ser listo", "Essere intelligente."],
    ],
  },
  lessico: {
    explanation: [
      "Il lessico spagnolo è molto vicino all’italiano, ma i falsi amici sono numerosi: «burro» significa asino, «salir» uscire, «embarazada» incinta, «largo» lungo e «exquisito» squisito nel senso di delizioso.",
      "Gli ambiti tematici principali sono la famiglia (los padres, los hermanos), la città (el barrio, la calle), il lavoro (el paro, el sueldo) e l’ambiente (el medio ambiente, la sequía). I diminutivi in -ito e -ita esprimono piccolezza o affetto (un cafecito), e gli accrescitivi in -ón ingrandiscono (un cucharón).",
    ],
    keyPoints: [
      "Los padres indica i genitori.",
      "Il suffisso -ción corrisponde all’italiano -zione.",
      "Il lessico dell’America Latina presenta varianti, come coche e carro.",
    ],
    cards: [
      ["Burro", "Asino, falso amico."],
      ["Embarazada", "Incinta."],
      ["El paro", "La disoccupazione."],
      ["Largo", "Lungo."],
    ],
  },
  "comprensione-del-testo": {
    explanation: [
      "La comprensione del testo in spagnolo inizia con l’identificazione di tipo, fonte e argomento. La somiglianza con l’italiano facilita la lettura, ma è necessario riconoscere i falsi amici e le strutture diverse.",
      "I connettivi guidano la comprensione: sin embargo e no obstante esprimono opposizione, por lo tanto e así que conseguenza, además aggiunta, porque e ya que causa. Le risposte si motivano con brevi citazioni. L’uso dei tempi verbali, come l’indefinido nei racconti, aiuta a ricostruire la sequenza degli eventi.",
    ],
    keyPoints: [
      "Sin embargo significa tuttavia.",
      "Por lo tanto introduce una conseguenza.",
      "Il contesto chiarisce il senso delle parole nuove.",
    ],
    cards: [
      ["Sin embargo", "Tuttavia."],
      ["Por lo tanto", "Pertanto."],
      ["Además", "Inoltre."],
      ["Ya que", "Poiché."],
    ],
  },
  "letteratura-spagnola": {
    explanation: [
      "La letteratura spagnola nasce con il Cantar de mio Cid, poema epico del XII-XIII secolo. Nel Siglo de Oro (XVI-XVII secolo) fioriscono il romanzo picaresco con il Lazarillo de Tormes (1554), il Don Quijote di Miguel de Cervantes (1605 e 1615), il teatro di Lope de Vega e Calderón de la Barca (La vida es sueño) e la poesia di Góngora e Quevedo.",
      "Nell’Ottocento spiccano Bécquer con le Rimas e il realismo di Benito Pérez Galdós. Il Novecento si apre con la Generazione del ’98 (Unamuno, Machado) e prosegue con la Generazione del ’27, di cui fa parte Federico García Lorca, autore di La casa de Bernarda Alba. In America Latina emergono Borges, Neruda e García Márquez.",
    ],
    keyPoints: [
      "Don Quijote è considerato il primo romanzo moderno.",
      "Lorca fu ucciso nel 1936 all’inizio della guerra civile.",
      "Il realismo magico caratterizza Cien años de soledad.",
    ],
    cards: [
      ["Cantar de mio Cid", "Poema epico medievale castigliano."],
      ["Siglo de Oro", "Età d’oro della letteratura spagnola."],
      ["Cervantes", "Autore del Don Quijote."],
      ["Generazione del ’27", "Gruppo di poeti tra cui Lorca e Alberti."],
    ],
  },
  "cultura-ispanica": {
    explanation: [
      "Lo spagnolo è parlato da circa 500 milioni di madrelingua ed è lingua ufficiale in una ventina di Paesi. La Spagna è una monarchia parlamentare dalla Costituzione del 1978, organizzata in 17 comunità autonome, con lingue co-ufficiali come catalano, basco e galiziano.",
      "La storia spagnola comprende al-Andalus, la Reconquista conclusa nel 1492, l’impero coloniale, la guerra civile (1936-1939), la dittatura di Franco e la Transizione democratica. In America Latina le civiltà azteca, maya e inca precedettero la conquista. Tradizioni come il flamenco, il Día de los Muertos messicano e il tango argentino sono patrimonio della cultura ispanica.",
    ],
    keyPoints: [
      "Il Messico è il Paese con più ispanofoni.",
      "Il flamenco è patrimonio UNESCO dal 2010.",
      "La Spagna è entrata nella Comunità europea nel 1986.",
    ],
    cards: [
      ["Comunidad autónoma", "Regione spagnola con autonomia politica."],
      ["Reconquista", "Riconquista cristiana della penisola iberica."],
      ["Transición", "Passaggio alla democrazia dopo Franco."],
      ["Día de los Muertos", "Festa messicana dei defunti."],
    ],
  },
};
