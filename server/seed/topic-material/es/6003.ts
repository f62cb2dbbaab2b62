/** Inglés (es catalogue subject 6003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  gramatica: {
    explanation: [
      "En inglés, el adjetivo es invariable y va delante del sustantivo: «a tall girl», «tall girls». Los comparativos de adjetivos cortos añaden -er (bigger than) y los de adjetivos largos usan more (more interesting than); el superlativo se forma con -est o the most.",
      "Los sustantivos contables admiten plural y a/an, mientras que los incontables, como water, advice o information, no. Some se usa en oraciones afirmativas y en ofrecimientos, any en negativas y preguntas. El genitivo sajón ’s expresa posesión con personas: «my brother’s car».",
    ],
    keyPoints: [
      "Much acompaña a incontables y many a contables en plural.",
      "Los adverbios de frecuencia van delante del verbo principal y detrás de be.",
      "El orden básico de la oración es sujeto, verbo y complementos.",
    ],
    cards: [
      ["Genitivo sajón", "La marca ’s que indica posesión."],
      ["Sustantivo incontable", "Un nombre que no tiene plural, como furniture."],
      ["Comparativo", "Adjetivo + -er than o more + adjetivo + than."],
      ["Any", "Determinante para oraciones negativas e interrogativas."],
    ],
  },
  "tiempos-verbales": {
    explanation: [
      "El present simple expresa hábitos y verdades generales («She plays tennis on Sundays») y añade -s en la tercera persona del singular. El present continuous, con be + -ing, describe acciones en curso o planes cercanos.",
      "El past simple narra acciones terminadas en un momento concreto del pasado («I went to London last year»), mientras que el present perfect (have + participio) conecta el pasado con el presente: «I have never been to Paris». El past continuous describe acciones en curso en el pasado, y el futuro se expresa con will, be going to o el present continuous.",
    ],
    keyPoints: [
      "For indica duración y since el punto de inicio.",
      "Yesterday, ago y last week exigen past simple.",
      "El past perfect (had + participio) indica anterioridad en el pasado.",
    ],
    cards: [
      ["Present perfect", "Have/has + participio; relaciona pasado y presente."],
      ["Past continuous", "Was/were + -ing; acción en desarrollo en el pasado."],
      ["Be going to", "Expresa intenciones y predicciones con evidencia."],
      ["Ago", "Hace, marcador de past simple."],
    ],
  },
  "oraciones-condicionales": {
    explanation: [
      "Las oraciones condicionales en inglés tienen una cláusula con if y una principal. El zero conditional expresa verdades generales (If you heat ice, it melts) y el first conditional situaciones posibles en el futuro: «If it rains, we will stay at home».",
      "El second conditional expresa situaciones hipotéticas o improbables en el presente, con past simple y would: «If I had more money, I would travel». El third conditional se refiere a un pasado irreal, con past perfect y would have + participio: «If she had studied, she would have passed». Con el verbo be se prefiere were para todas las personas.",
    ],
    keyPoints: [
      "Will no se usa en la cláusula con if.",
      "Unless equivale a if not.",
      "Los condicionales mixtos combinan pasado y presente irreales.",
    ],
    cards: [
      ["First conditional", "If + present simple, will + infinitivo."],
      ["Second conditional", "If + past simple, would + infinitivo."],
      ["Third conditional", "Condicional irreal del pasado: if + past perfect, would have + participio."],
      ["Unless", "A menos que."],
    ],
  },
  "voz-pasiva": {
    explanation: [
      "La voz pasiva se forma con el verbo be en el tiempo correspondiente y el participio pasado del verbo principal: «The bridge was built in 1990». Se usa cuando interesa más la acción o el objeto que quien la realiza.",
      "El complemento agente se introduce con by y solo se menciona si es relevante: «Hamlet was written by Shakespeare». Con verbos de dos objetos, como give, cualquiera de ellos puede ser sujeto: «I was given a book». Las estructuras impersonales como «It is said that…» o «He is said to be…» son frecuentes en textos periodísticos.",
    ],
    keyPoints: [
      "El tiempo lo marca el verbo be: is made, was made, has been made.",
      "Con modales se usa modal + be + participio: must be done.",
      "La pasiva causativa have something done indica que otro hace la acción.",
    ],
    cards: [
      ["Pasiva", "Be + participio pasado."],
      ["Agente", "Quien realiza la acción, introducido por by."],
      ["Have something done", "Encargar a otra persona que haga algo."],
      ["It is said that", "Estructura pasiva impersonal: se dice que."],
    ],
  },
  "estilo-indirecto": {
    explanation: [
      "El estilo indirecto (reported speech) transmite lo que alguien dijo sin citar sus palabras exactas. Con un verbo introductor en pasado, los tiempos retroceden: el present simple pasa a past simple, el present perfect y el past simple a past perfect, y will a would.",
      "También cambian los pronombres y las referencias de tiempo y lugar: now pasa a then, tomorrow a the next day y here a there. «I am tired» se convierte en «She said (that) she was tired». Las preguntas indirectas usan el orden afirmativo e if o whether para las preguntas de sí o no: «He asked if I liked pizza».",
    ],
    keyPoints: [
      "Say no lleva objeto directo de persona; tell sí: told me.",
      "Las órdenes se transmiten con tell + objeto + to + infinitivo.",
      "Si el verbo introductor está en presente, los tiempos no cambian.",
    ],
    cards: [
      ["Reported speech", "El estilo indirecto."],
      ["Backshift", "El retroceso de los tiempos verbales."],
      ["Tell", "Verbo introductor que exige objeto de persona."],
      ["Whether", "Si, en preguntas indirectas."],
    ],
  },
  "oraciones-de-relativo": {
    explanation: [
      "Las oraciones de relativo aportan información sobre un sustantivo. Who se refiere a personas, which a cosas y animales, that a ambos, whose indica posesión y where lugar: «The house where I was born».",
      "Las especificativas (defining) identifican al antecedente y no llevan comas: «The man who lives next door is a doctor». Las explicativas (non-defining) añaden información adicional, van entre comas y no admiten that: «My sister, who lives in Bristol, is a nurse». En las especificativas, el relativo puede omitirse si es complemento: «The book (that) I read».",
    ],
    keyPoints: [
      "That no se usa en oraciones explicativas.",
      "El relativo sujeto no puede omitirse.",
      "Whom se usa en registro formal como complemento.",
    ],
    cards: [
      ["Who", "Relativo para personas."],
      ["Whose", "Relativo posesivo: cuyo."],
      ["Defining clause", "Oración especificativa, sin comas."],
      ["Non-defining clause", "Oración explicativa, entre comas."],
    ],
  },
  vocabulario: {
    explanation: [
      "El vocabulario se amplía por campos temáticos, como el medio ambiente (global warming, recycling), la tecnología (device, download) o el trabajo (job interview, salary). Los falsos amigos confunden a los hispanohablantes: actually significa en realidad, embarrassed avergonzado y library biblioteca.",
      "Los phrasal verbs combinan un verbo y una partícula con un significado nuevo: look for (buscar), give up (rendirse), turn down (rechazar). Los prefijos y sufijos permiten formar palabras: un- y dis- forman contrarios, -ness y -ment sustantivos y -ful o -less adjetivos.",
    ],
    keyPoints: [
      "Las collocations son combinaciones fijas, como make a mistake o do homework.",
      "Sensible significa sensato; sensitive significa sensible.",
      "Muchos phrasal verbs tienen varios significados según el contexto.",
    ],
    cards: [
      ["Actually", "En realidad."],
      ["Embarrassed", "Avergonzado, falso amigo de embarazada."],
      ["Give up", "Dejar de hacer algo, rendirse."],
      ["Collocation", "Combinación habitual de palabras."],
    ],
  },
  "comprension-lectora": {
    explanation: [
      "La comprensión lectora en inglés combina una lectura global, para captar la idea principal, y una lectura detallada, para localizar información concreta. El título, las imágenes y la fuente ayudan a anticipar el contenido.",
      "Los conectores como however, therefore, although y in addition indican la relación entre ideas. En los ejercicios de verdadero o falso, la respuesta debe justificarse con la cita exacta del texto. El significado de palabras desconocidas suele deducirse del contexto, de la morfología y de las palabras transparentes.",
    ],
    keyPoints: [
      "Skimming es leer rápido para la idea general.",
      "Scanning es buscar un dato concreto.",
      "Las preguntas suelen seguir el orden del texto.",
    ],
    cards: [
      ["Skimming", "Lectura rápida para captar la idea general."],
      ["Scanning", "Lectura selectiva para encontrar un dato."],
      ["However", "Sin embargo."],
      ["Therefore", "Por lo tanto."],
    ],
  },
  redaccion: {
    explanation: [
      "Una redacción en inglés se organiza en introducción, desarrollo y conclusión, con un párrafo para cada idea principal. El tipo de texto determina el registro: un opinion essay es formal, un correo a un amigo es informal.",
      "Los conectores dan cohesión: firstly, furthermore, on the other hand, in conclusion. Para expresar opinión se usan «In my opinion», «I strongly believe that» o «It seems to me that». Conviene variar las estructuras, con oraciones de relativo, pasivas o condicionales, y respetar el número de palabras indicado.",
    ],
    keyPoints: [
      "El topic sentence resume la idea de cada párrafo.",
      "Las contracciones se evitan en el registro formal.",
      "La conclusión retoma la opinión sin añadir argumentos nuevos.",
    ],
    cards: [
      ["Opinion essay", "Redacción en la que se defiende un punto de vista."],
      ["Furthermore", "Además."],
      ["Topic sentence", "La frase que presenta la idea del párrafo."],
      ["In conclusion", "En conclusión."],
    ],
  },
};
