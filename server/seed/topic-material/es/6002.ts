/** Lengua Castellana y Literatura (es catalogue subject 6002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  morfologia: {
    explanation: [
      "La morfología estudia la estructura interna de las palabras y sus clases. Las palabras se componen de lexemas, que aportan el significado léxico, y morfemas, que pueden ser flexivos (género, número, persona, tiempo) o derivativos (prefijos y sufijos).",
      "Según su formación, las palabras pueden ser simples (mar), derivadas (marinero), compuestas (sacacorchos) o parasintéticas (enrojecer). Las categorías gramaticales son sustantivo, adjetivo, determinante, pronombre, verbo, adverbio, preposición, conjunción e interjección. Por ejemplo, en «desordenadamente» hay un prefijo des-, un lexema orden y los sufijos -ad-, -a- y -mente.",
    ],
    keyPoints: [
      "Los sustantivos, adjetivos y verbos son palabras variables.",
      "Los adverbios, preposiciones y conjunciones son invariables.",
      "Los acrónimos se forman con partes de varias palabras, como ovni.",
    ],
    cards: [
      ["Lexema", "La parte de la palabra que contiene el significado léxico."],
      ["Morfema flexivo", "Un morfema que indica género, número, persona o tiempo."],
      ["Palabra parasintética", "Una palabra formada por composición y derivación o por prefijo y sufijo a la vez."],
      ["Sufijo", "Un morfema derivativo que se añade detrás del lexema."],
    ],
  },
  sintaxis: {
    explanation: [
      "La sintaxis estudia cómo se combinan las palabras en sintagmas y oraciones. La oración simple tiene un sujeto y un predicado; el núcleo del predicado es el verbo, que concuerda en número y persona con el sujeto.",
      "Los complementos del verbo son el complemento directo, el indirecto, el de régimen, el circunstancial, el atributo y el predicativo. Las oraciones compuestas pueden ser coordinadas, yuxtapuestas o subordinadas; estas últimas se clasifican en sustantivas, adjetivas (de relativo) y adverbiales. Por ejemplo, en «Dijo que vendría», «que vendría» es una subordinada sustantiva de complemento directo.",
    ],
    keyPoints: [
      "El CD puede sustituirse por lo, la, los, las.",
      "El atributo aparece con los verbos copulativos ser, estar y parecer.",
      "Las oraciones impersonales carecen de sujeto, como «Llueve».",
    ],
    cards: [
      ["Sujeto", "El sintagma que concuerda con el verbo en número y persona."],
      ["Complemento directo", "El complemento que recibe la acción del verbo y se sustituye por lo/la."],
      ["Complemento de régimen", "Un complemento introducido por una preposición exigida por el verbo."],
      ["Subordinada adjetiva", "Una oración introducida por un relativo que complementa a un nombre."],
    ],
  },
  "comentario-de-texto": {
    explanation: [
      "El comentario de texto analiza el contenido y la forma de un texto para explicar su sentido. Suele comenzar por la localización (autor, obra, época), el tema, que se formula en una frase breve, y el resumen, que recoge las ideas principales sin copiar el texto.",
      "Después se estudia la estructura externa e interna, es decir, la organización de las ideas, que puede ser analizante, sintetizante o encuadrada. El análisis de los rasgos lingüísticos y de los recursos estilísticos muestra cómo la forma refuerza el contenido. La valoración crítica cierra el comentario con una opinión argumentada.",
    ],
    keyPoints: [
      "El tema es la idea central, no un resumen.",
      "La estructura encuadrada presenta la tesis al principio y al final.",
      "Cada recurso citado se relaciona con su función en el texto.",
    ],
    cards: [
      ["Tema", "La idea principal del texto expresada de forma breve."],
      ["Estructura analizante", "La tesis aparece al principio y después se desarrolla."],
      ["Estructura sintetizante", "La tesis aparece al final como conclusión."],
      ["Valoración crítica", "La opinión argumentada sobre el texto."],
    ],
  },
  "tipologia-textual": {
    explanation: [
      "Los textos se clasifican según su intención comunicativa en narrativos, descriptivos, expositivos, argumentativos y dialogados. El texto narrativo cuenta hechos en el tiempo, el descriptivo muestra cómo es algo y el expositivo informa de manera objetiva.",
      "El texto argumentativo defiende una tesis con argumentos, como los de autoridad, los datos o la analogía, y aparece en artículos de opinión o ensayos. Según el ámbito, se distinguen textos periodísticos, científicos, humanísticos, jurídicos, administrativos y publicitarios, cada uno con rasgos lingüísticos propios.",
    ],
    keyPoints: [
      "Las funciones del lenguaje de Jakobson se asocian a cada tipo de texto.",
      "El texto expositivo usa el presente atemporal y un léxico preciso.",
      "En la publicidad predomina la función apelativa.",
    ],
    cards: [
      ["Texto argumentativo", "Un texto que defiende una tesis con argumentos."],
      ["Texto expositivo", "Un texto que transmite información de forma objetiva."],
      ["Argumento de autoridad", "Un argumento que cita a un experto reconocido."],
      ["Función apelativa", "La función del lenguaje que busca influir en el receptor."],
    ],
  },
  "figuras-retoricas": {
    explanation: [
      "Las figuras retóricas son recursos que embellecen o intensifican la expresión. La metáfora identifica dos realidades sin nexo comparativo, como «nuestras vidas son los ríos / que van a dar en la mar» de Jorge Manrique, mientras que el símil usa «como».",
      "La hipérbole exagera, la personificación atribuye cualidades humanas a seres inanimados y el hipérbaton altera el orden lógico de la frase. La anáfora repite palabras al inicio de versos, la antítesis contrapone ideas y la paradoja une conceptos aparentemente contradictorios, como «vivo sin vivir en mí» de santa Teresa.",
    ],
    keyPoints: [
      "La aliteración repite sonidos consonánticos.",
      "El polisíndeton multiplica las conjunciones, el asíndeton las suprime.",
      "La metonimia designa algo por otra cosa relacionada, como «leer a Cervantes».",
    ],
    cards: [
      ["Metáfora", "La identificación de un término real con uno imaginario."],
      ["Hipérbaton", "La alteración del orden habitual de las palabras."],
      ["Paradoja", "La unión de ideas aparentemente contradictorias."],
      ["Anáfora", "La repetición de palabras al comienzo de versos u oraciones."],
    ],
  },
  "siglo-de-oro": {
    explanation: [
      "El Siglo de Oro abarca los siglos XVI y XVII, del Renacimiento al Barroco. En el Renacimiento, Garcilaso de la Vega introduce el endecasílabo italiano, y la mística alcanza su cima con santa Teresa de Jesús y san Juan de la Cruz. La novela picaresca nace con el Lazarillo de Tormes (1554).",
      "Miguel de Cervantes publica Don Quijote de la Mancha en 1605 y 1615, considerada la primera novela moderna. En el Barroco, Góngora representa el culteranismo y Quevedo el conceptismo. Lope de Vega crea la comedia nueva, que mezcla lo trágico y lo cómico, y Calderón de la Barca escribe La vida es sueño.",
    ],
    keyPoints: [
      "El Barroco expresa desengaño y pesimismo.",
      "La comedia nueva rompe las unidades de tiempo y lugar.",
      "El Lazarillo se publicó de forma anónima.",
    ],
    cards: [
      ["Culteranismo", "Estilo barroco de Góngora, con cultismos e hipérbatos."],
      ["Conceptismo", "Estilo barroco de Quevedo, basado en el ingenio y los juegos de conceptos."],
      ["Novela picaresca", "Relato autobiográfico de un pícaro, iniciado con el Lazarillo."],
      ["Comedia nueva", "El modelo teatral de Lope de Vega en tres actos."],
    ],
  },
  romanticismo: {
    explanation: [
      "El Romanticismo llega tarde a España, hacia 1833-1850, tras la muerte de Fernando VII y el regreso de los liberales exiliados. Exalta el yo, la libertad, la pasión, la naturaleza salvaje y el pasado medieval.",
      "José de Espronceda escribe la Canción del pirata y El estudiante de Salamanca. El duque de Rivas estrena Don Álvaro o la fuerza del sino (1835) y José Zorrilla Don Juan Tenorio (1844). Mariano José de Larra cultiva el artículo de costumbres crítico. Gustavo Adolfo Bécquer y Rosalía de Castro, en el Posromanticismo, crean una poesía intimista.",
    ],
    keyPoints: [
      "Las Rimas de Bécquer se publicaron en 1871, tras su muerte.",
      "El drama romántico mezcla prosa y verso.",
      "Larra criticó la sociedad española en artículos como «Vuelva usted mañana».",
    ],
    cards: [
      ["Bécquer", "Autor de las Rimas y las Leyendas."],
      ["Don Juan Tenorio", "Drama de Zorrilla estrenado en 1844."],
      ["Larra", "Periodista romántico, autor de artículos de costumbres."],
      ["Rosalía de Castro", "Poeta posromántica en gallego y castellano."],
    ],
  },
  "generacion-del-98": {
    explanation: [
      "La Generación del 98 agrupa a escritores marcados por la crisis de 1898, cuando España perdió Cuba, Puerto Rico y Filipinas. Reflexionan sobre el «problema de España», el paisaje castellano y la identidad nacional.",
      "Miguel de Unamuno escribe Niebla (1914), que llama «nivola». Pío Baroja publica El árbol de la ciencia (1911), Azorín cultiva una prosa detallista y Antonio Machado reúne en Campos de Castilla (1912) su visión del paisaje soriano. Ramón María del Valle-Inclán crea el esperpento con Luces de bohemia.",
    ],
    keyPoints: [
      "Los autores del 98 buscan un estilo sobrio y antirretórico.",
      "El esperpento deforma la realidad para criticarla.",
      "Castilla simboliza para ellos la esencia de España.",
    ],
    cards: [
      ["Desastre del 98", "La pérdida de las últimas colonias ultramarinas en 1898."],
      ["Nivola", "Término de Unamuno para su novela Niebla."],
      ["Esperpento", "Estética de Valle-Inclán que deforma grotescamente la realidad."],
      ["Campos de Castilla", "Poemario de Antonio Machado de 1912."],
    ],
  },
  "generacion-del-27": {
    explanation: [
      "La Generación del 27 toma su nombre del homenaje a Góngora en el tercer centenario de su muerte, en 1927. Sus poetas, como Federico García Lorca, Rafael Alberti, Luis Cernuda, Vicente Aleixandre, Jorge Guillén, Pedro Salinas y Dámaso Alonso, unen tradición y vanguardia.",
      "Lorca escribe el Romancero gitano (1928) y obras teatrales como Bodas de sangre y La casa de Bernarda Alba. Tras la pureza y las vanguardias, el grupo evoluciona hacia la rehumanización y el compromiso. La Guerra Civil los dispersa: Lorca es asesinado en 1936 y muchos marchan al exilio. Aleixandre recibió el Nobel en 1977.",
    ],
    keyPoints: [
      "Combinan formas populares, como el romance, con la metáfora vanguardista.",
      "El surrealismo influye en Poeta en Nueva York de Lorca.",
      "Cernuda escribió La realidad y el deseo.",
    ],
    cards: [
      ["Homenaje a Góngora", "El acto de 1927 que da nombre a la generación."],
      ["Romancero gitano", "Libro de Lorca de 1928."],
      ["Poesía pura", "Poesía que busca la esencia despojada de lo anecdótico."],
      ["Exilio", "La salida forzada de España de muchos autores tras la guerra."],
    ],
  },
  "novela-de-posguerra": {
    explanation: [
      "La novela española de posguerra nace en un contexto de censura y aislamiento. En los años cuarenta domina el tremendismo, iniciado por Camilo José Cela con La familia de Pascual Duarte (1942), y la novela existencial, como Nada (1945) de Carmen Laforet.",
      "En los cincuenta se impone la novela social, que denuncia las injusticias con técnica objetivista: La colmena (1951) de Cela y El Jarama (1956) de Rafael Sánchez Ferlosio. En los sesenta, la novela experimental renueva las técnicas con Tiempo de silencio (1962) de Luis Martín-Santos y Cinco horas con Mario (1966) de Miguel Delibes.",
    ],
    keyPoints: [
      "El tremendismo muestra la violencia y la miseria de forma cruda.",
      "La colmena tiene un protagonista colectivo.",
      "Cela recibió el premio Nobel en 1989.",
    ],
    cards: [
      ["Tremendismo", "Corriente que presenta los aspectos más duros de la realidad."],
      ["Nada", "Novela de Carmen Laforet, premio Nadal 1944."],
      ["Novela social", "Novela de los años cincuenta que denuncia la realidad española."],
      ["Tiempo de silencio", "Novela experimental de Martín-Santos de 1962."],
    ],
  },
};
