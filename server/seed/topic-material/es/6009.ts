/** Filosofía (es catalogue subject 6009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  presocraticos: {
    explanation: [
      "Los presocráticos son los primeros filósofos griegos, activos en los siglos VI y V a. C., que buscaron explicar la naturaleza mediante la razón y no mediante los mitos: es el paso del mito al logos. Su pregunta central es el arjé, el principio del que procede todo.",
      "Tales de Mileto lo identificó con el agua, Anaxímenes con el aire y Anaximandro con el ápeiron, lo indeterminado. Heráclito afirmó que todo fluye y que la realidad es cambio regido por el logos, mientras que Parménides sostuvo que el ser es uno, inmóvil y eterno. Empédocles propuso cuatro elementos y Demócrito explicó el mundo con átomos y vacío.",
    ],
    keyPoints: [
      "Pitágoras consideró que el número es el principio de las cosas.",
      "Parménides distinguió la vía de la verdad de la vía de la opinión.",
      "El atomismo es una explicación materialista y mecanicista.",
    ],
    cards: [
      ["Arjé", "El principio originario de todas las cosas."],
      ["Logos", "Razón, discurso racional."],
      ["Ápeiron", "Lo indeterminado, principio según Anaximandro."],
      ["Atomismo", "La teoría de Demócrito de átomos y vacío."],
    ],
  },
  platon: {
    explanation: [
      "Platón (427-347 a. C.), discípulo de Sócrates y fundador de la Academia, defiende un dualismo ontológico: el mundo sensible, cambiante y aparente, y el mundo inteligible de las Ideas, eternas e inmutables. La Idea suprema es la Idea de Bien.",
      "El conocimiento verdadero es reminiscencia: el alma recuerda las Ideas que contempló antes de unirse al cuerpo. El mito de la caverna, en la República, representa el ascenso de la opinión (doxa) a la ciencia (episteme). El alma tiene tres partes, racional, irascible y concupiscible, y el Estado justo está gobernado por los filósofos.",
    ],
    keyPoints: [
      "La justicia es la armonía entre las partes del alma y de la ciudad.",
      "El símil de la línea distingue cuatro grados de conocimiento.",
      "El cuerpo es la cárcel del alma, que es inmortal.",
    ],
    cards: [
      ["Mundo de las Ideas", "La realidad verdadera, eterna e inmutable."],
      ["Reminiscencia", "Conocer es recordar lo que el alma ya contempló."],
      ["Doxa", "La opinión, conocimiento del mundo sensible."],
      ["Rey filósofo", "El gobernante ideal que conoce la Idea de Bien."],
    ],
  },
  aristoteles: {
    explanation: [
      "Aristóteles (384-322 a. C.), discípulo de Platón y fundador del Liceo, rechaza el mundo separado de las Ideas: la forma está en las cosas. Toda sustancia es un compuesto de materia y forma (hilemorfismo), y el cambio es el paso de la potencia al acto.",
      "Explica la realidad con cuatro causas: material, formal, eficiente y final. En ética, el fin último del ser humano es la felicidad (eudaimonía), que se alcanza con la vida virtuosa, y la virtud es el término medio entre dos extremos. En política define al ser humano como animal político que solo se realiza en la polis.",
    ],
    keyPoints: [
      "El primer motor inmóvil es causa final del movimiento del universo.",
      "Las virtudes pueden ser dianoéticas o éticas.",
      "Aristóteles sistematizó la lógica con el silogismo.",
    ],
    cards: [
      ["Hilemorfismo", "Teoría de la sustancia como unión de materia y forma."],
      ["Acto y potencia", "Lo que algo es y lo que puede llegar a ser."],
      ["Eudaimonía", "La felicidad como fin último."],
      ["Término medio", "La virtud como equilibrio entre el exceso y el defecto."],
    ],
  },
  descartes: {
    explanation: [
      "René Descartes (1596-1650) es el padre del racionalismo moderno. Busca un método que dé al conocimiento la certeza de las matemáticas, con cuatro reglas expuestas en el Discurso del método (1637): evidencia, análisis, síntesis y enumeración.",
      "Aplica la duda metódica a los sentidos, a los sueños y a la hipótesis del genio maligno, hasta alcanzar una verdad indudable: «pienso, luego existo». A partir de la idea innata de un ser perfecto demuestra la existencia de Dios, que garantiza la verdad de las ideas claras y distintas. Distingue tres sustancias: pensante, extensa e infinita.",
    ],
    keyPoints: [
      "El criterio de verdad es la claridad y distinción.",
      "Las ideas pueden ser innatas, adventicias o facticias.",
      "El dualismo cartesiano separa mente y cuerpo.",
    ],
    cards: [
      ["Cogito", "«Pienso, luego existo», primera verdad del sistema cartesiano."],
      ["Duda metódica", "Duda provisional para encontrar una verdad indudable."],
      ["Genio maligno", "Hipótesis de un ser que nos engañaría incluso en matemáticas."],
      ["Res extensa", "La sustancia material, caracterizada por la extensión."],
    ],
  },
  hume: {
    explanation: [
      "David Hume (1711-1776) es el principal representante del empirismo británico. Todo conocimiento procede de la experiencia: las impresiones son percepciones vivas y las ideas son copias débiles de ellas. Una idea sin impresión correspondiente carece de valor.",
      "Distingue relaciones de ideas, como las matemáticas, y cuestiones de hecho. Critica la causalidad: solo observamos conjunción constante entre fenómenos, y la conexión necesaria nace de la costumbre. También niega que conozcamos la sustancia o un yo permanente, que es un haz de percepciones. En ética es emotivista: la moral se basa en el sentimiento, no en la razón.",
    ],
    keyPoints: [
      "De lo que es no se deduce lo que debe ser: la falacia naturalista.",
      "Su escepticismo moderado despertó a Kant de su «sueño dogmático».",
      "La simpatía es la base de los juicios morales.",
    ],
    cards: [
      ["Impresión", "Percepción inmediata y viva de la experiencia."],
      ["Cuestiones de hecho", "Conocimientos sobre la realidad basados en la experiencia."],
      ["Costumbre", "El hábito que nos lleva a esperar efectos de ciertas causas."],
      ["Emotivismo", "Teoría según la cual la moral se funda en el sentimiento."],
    ],
  },
  kant: {
    explanation: [
      "Immanuel Kant (1724-1804) realiza una síntesis de racionalismo y empirismo en la Crítica de la razón pura (1781). Su giro copernicano afirma que el sujeto impone formas al conocimiento: el espacio y el tiempo como formas de la sensibilidad y las categorías del entendimiento.",
      "Solo conocemos los fenómenos, no las cosas en sí (noúmenos), por lo que la metafísica no puede ser ciencia. En ética formula el imperativo categórico: «Obra solo según aquella máxima que puedas querer que se convierta en ley universal». La ética kantiana es formal y autónoma, y solo tiene valor moral la acción hecha por deber.",
    ],
    keyPoints: [
      "Los juicios sintéticos a priori fundamentan la ciencia.",
      "Ilustración es la salida del ser humano de su minoría de edad.",
      "Los postulados de la razón práctica son libertad, inmortalidad del alma y Dios.",
    ],
    cards: [
      ["Giro copernicano", "El objeto se adapta al sujeto que conoce."],
      ["Noúmeno", "La cosa en sí, incognoscible."],
      ["Imperativo categórico", "Mandato moral incondicionado."],
      ["Ética formal", "Ética que no dice qué hacer sino cómo debe ser la máxima."],
    ],
  },
  nietzsche: {
    explanation: [
      "Friedrich Nietzsche (1844-1900) critica la cultura occidental, que considera decadente desde Sócrates y Platón por oponer a la vida un mundo ideal. Distingue lo apolíneo, orden y mesura, de lo dionisíaco, pasión y vida.",
      "Proclama la «muerte de Dios», que abre paso al nihilismo, y propone la transvaloración de todos los valores. Critica la moral cristiana como moral de esclavos nacida del resentimiento. El superhombre crea sus propios valores, movido por la voluntad de poder, y acepta el eterno retorno. Su obra más conocida es Así habló Zaratustra.",
    ],
    keyPoints: [
      "La verdad es, para Nietzsche, una metáfora olvidada.",
      "La moral de señores afirma la vida.",
      "El perspectivismo niega una verdad absoluta.",
    ],
    cards: [
      ["Muerte de Dios", "Pérdida de fundamento de los valores tradicionales."],
      ["Superhombre", "El ser humano que crea sus propios valores."],
      ["Voluntad de poder", "La fuerza vital que busca crecer."],
      ["Eterno retorno", "La idea de que todo se repite infinitamente."],
    ],
  },
  "ortega-y-gasset": {
    explanation: [
      "José Ortega y Gasset (1883-1955) es el filósofo español más influyente del siglo XX. Supera el realismo y el idealismo con el raciovitalismo: la realidad radical es la vida de cada uno, y la razón está al servicio de la vida.",
      "Su frase «Yo soy yo y mi circunstancia, y si no la salvo a ella no me salvo yo» (Meditaciones del Quijote, 1914) expresa que la persona es inseparable de su entorno. El perspectivismo afirma que cada individuo capta la realidad desde su punto de vista. En La rebelión de las masas (1930) analiza el hombre-masa y en España invertebrada la falta de proyecto común.",
    ],
    keyPoints: [
      "La vida es quehacer: tenemos que decidir lo que vamos a ser.",
      "La razón histórica comprende al ser humano por su historia.",
      "Fundó la Revista de Occidente en 1923.",
    ],
    cards: [
      ["Raciovitalismo", "Síntesis de razón y vida."],
      ["Circunstancia", "El entorno en el que vive cada persona."],
      ["Perspectivismo", "Cada punto de vista capta una parte de la verdad."],
      ["Hombre-masa", "El individuo que se conforma con ser como todos."],
    ],
  },
  etica: {
    explanation: [
      "La ética es la reflexión filosófica sobre la moral, es decir, sobre las normas y valores que orientan la conducta. Se distinguen las éticas materiales, que señalan un bien concreto como fin, y las formales, que establecen cómo debe ser una norma.",
      "El eudemonismo aristotélico busca la felicidad mediante la virtud, y el hedonismo de Epicuro el placer moderado. El utilitarismo de Bentham y Mill juzga las acciones por su utilidad para el mayor número. La ética de Kant es formal y deontológica, y la ética del discurso de Habermas busca normas aceptables por todos los afectados en un diálogo racional.",
    ],
    keyPoints: [
      "Las éticas teleológicas valoran las consecuencias.",
      "Las éticas deontológicas valoran el deber.",
      "El relativismo moral niega valores universales.",
    ],
    cards: [
      ["Ética", "La reflexión racional sobre la moral."],
      ["Utilitarismo", "Doctrina que busca la mayor felicidad para el mayor número."],
      ["Ética material", "Ética que propone un bien concreto como fin."],
      ["Ética del discurso", "Ética dialógica de Habermas y Apel."],
    ],
  },
  logica: {
    explanation: [
      "La lógica estudia la validez de los razonamientos. Un argumento es válido si la conclusión se sigue necesariamente de las premisas, con independencia de que estas sean verdaderas.",
      "La lógica proposicional usa conectivas: negación (¬), conjunción (∧), disyunción (∨), condicional (→) y bicondicional (↔), cuyo valor se calcula con tablas de verdad. Reglas como el modus ponens (si p → q y p, entonces q) y el modus tollens (si p → q y ¬q, entonces ¬p) son válidas. Las falacias son razonamientos incorrectos que parecen válidos, como el ad hominem.",
    ],
    keyPoints: [
      "Una tautología es verdadera en todos los casos.",
      "El silogismo aristotélico relaciona términos mediante dos premisas.",
      "Afirmar el consecuente es una falacia formal.",
    ],
    cards: [
      ["Modus ponens", "Si p → q y p, entonces q."],
      ["Tautología", "Fórmula verdadera en todas sus interpretaciones."],
      ["Falacia", "Razonamiento incorrecto con apariencia de válido."],
      ["Validez", "Propiedad de un argumento cuya conclusión se sigue de las premisas."],
    ],
  },
};
