/** Francés (es catalogue subject 6012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  gramatica: {
    explanation: [
      "En francés, los sustantivos son masculinos o femeninos y los artículos varían: le, la, l’ y les para el determinado, un, une y des para el indeterminado. Los artículos partitivos du, de la y des expresan una cantidad indeterminada: «Je bois du café».",
      "La negación rodea al verbo con ne… pas: «Je ne parle pas espagnol»; en los tiempos compuestos, ne y pas rodean al auxiliar. Tras una negación, el partitivo se convierte en de: «Je ne bois pas de café». Las preposiciones se contraen con el artículo: à + le = au, de + le = du.",
    ],
    keyPoints: [
      "El adjetivo suele ir detrás del sustantivo, salvo algunos como grand o petit.",
      "C’est presenta algo; il est describe.",
      "El femenino de los adjetivos se forma a menudo añadiendo -e.",
    ],
    cards: [
      ["Artículo partitivo", "du, de la, des: cantidad indeterminada."],
      ["Ne… pas", "Estructura básica de la negación."],
      ["Au", "Contracción de à + le."],
      ["Du", "Contracción de de + le o partitivo masculino."],
    ],
  },
  conjugacion: {
    explanation: [
      "Los verbos franceses se dividen en tres grupos: los del primer grupo terminan en -er (parler), los del segundo en -ir con plural en -issons (finir) y el tercero reúne los irregulares (prendre, venir, faire). El presente de parler es je parle, tu parles, il parle, nous parlons, vous parlez, ils parlent.",
      "El passé composé se forma con avoir o être y el participio: j’ai mangé, je suis allé. Con être, el participio concuerda con el sujeto: «elle est partie». El imparfait, formado sobre la raíz de nous en presente, describe y expresa hábitos: je parlais. El futur simple se forma con el infinitivo y las terminaciones de avoir: je parlerai.",
    ],
    keyPoints: [
      "Los verbos de movimiento y los pronominales usan être.",
      "Être y avoir son irregulares: je suis, j’ai.",
      "El futur proche se forma con aller + infinitivo.",
    ],
    cards: [
      ["Passé composé", "Auxiliar avoir o être + participio pasado."],
      ["Imparfait", "Tiempo de la descripción y la costumbre en el pasado."],
      ["Futur proche", "Aller + infinitivo: je vais partir."],
      ["Segundo grupo", "Verbos en -ir con -iss- en plural, como finir."],
    ],
  },
  subjuntivo: {
    explanation: [
      "El subjonctif présent se forma a partir de la tercera persona del plural del presente de indicativo, eliminando -ent y añadiendo -e, -es, -e, -ions, -iez, -ent: ils finissent da que je finisse. Son irregulares être (que je sois), avoir (que j’aie), faire (que je fasse) y aller (que j’aille).",
      "Se usa tras expresiones de voluntad, deseo, obligación, emoción y duda: «Il faut que tu viennes», «Je veux qu’il parte». También aparece tras conjunciones como bien que, pour que, avant que y à condition que. A diferencia del español, après que va seguido de indicativo y espérer que también.",
    ],
    keyPoints: [
      "Il faut que siempre exige subjuntivo.",
      "Penser que en forma afirmativa va con indicativo.",
      "El subjuntivo siempre va introducido por que.",
    ],
    cards: [
      ["Que je sois", "Subjuntivo presente de être."],
      ["Il faut que", "Es necesario que, seguido de subjuntivo."],
      ["Bien que", "Aunque, seguido de subjuntivo."],
      ["Espérer que", "Esperar que, seguido de indicativo en francés."],
    ],
  },
  pronombres: {
    explanation: [
      "Los pronombres personales sujeto son obligatorios en francés: je, tu, il, elle, on, nous, vous, ils, elles. On, muy frecuente en la lengua hablada, equivale a «nosotros» o a un sujeto impersonal.",
      "Los pronombres complemento directo son me, te, le, la, nous, vous, les, y los indirectos me, te, lui, nous, vous, leur; se colocan delante del verbo: «Je le vois», «Je lui parle». El pronombre y sustituye a un lugar o a un complemento con à, y en a un complemento con de o una cantidad: «J’en veux deux». Los pronombres tónicos moi, toi, lui, elle se usan tras preposición.",
    ],
    keyPoints: [
      "En imperativo afirmativo el pronombre va detrás: donne-le-moi.",
      "Con dos pronombres, el orden es me/te/nous/vous, le/la/les, lui/leur, y, en.",
      "Los relativos qui, que, dont y où introducen oraciones de relativo.",
    ],
    cards: [
      ["Lui", "Pronombre complemento indirecto singular: le."],
      ["Leur", "Pronombre complemento indirecto plural: les."],
      ["En", "Pronombre que sustituye a de + complemento o una cantidad."],
      ["Y", "Pronombre que sustituye a un lugar o à + complemento."],
    ],
  },
  vocabulario: {
    explanation: [
      "El vocabulario francés comparte muchas raíces latinas con el español, lo que facilita la comprensión, pero también hay falsos amigos: «la carte» es el mapa o la tarjeta, «rester» significa quedarse y «la tasse» es la taza.",
      "Los temas habituales son la vida cotidiana (le logement, les loisirs), los estudios (le lycée, les devoirs), el trabajo (l’emploi, le salaire) y el medio ambiente (le réchauffement climatique, le tri des déchets). En el registro familiar se usan palabras como «boulot» (trabajo) o «bouquin» (libro). Los sufijos -tion, -té y -ment se corresponden con -ción, -dad y -miento o -mente.",
    ],
    keyPoints: [
      "Le lycée equivale al bachillerato español.",
      "Las palabras en -té son femeninas: la liberté.",
      "Los adverbios en -ment equivalen a los españoles en -mente.",
    ],
    cards: [
      ["Rester", "Quedarse, falso amigo de restar."],
      ["Le boulot", "El trabajo, en registro familiar."],
      ["Le réchauffement climatique", "El calentamiento global."],
      ["La carte", "El mapa o la tarjeta."],
    ],
  },
  "comprension-lectora": {
    explanation: [
      "La comprensión lectora en francés se apoya en la proximidad con el español: los cognados como «important» o «solution» permiten entender la idea general. Conviene identificar primero el tipo de texto, la fuente y el tema.",
      "Los conectores organizan el texto: cependant y pourtant expresan oposición, donc y c’est pourquoi consecuencia, de plus adición y car causa. Las respuestas deben justificarse con citas breves del texto. El contexto ayuda a deducir el significado de las palabras desconocidas y a distinguir hechos de opiniones.",
    ],
    keyPoints: [
      "Cependant significa sin embargo.",
      "La conjunción car introduce una causa.",
      "El passé simple aparece en textos literarios narrativos.",
    ],
    cards: [
      ["Cependant", "Sin embargo."],
      ["Donc", "Por lo tanto."],
      ["Car", "Porque, ya que."],
      ["Pourtant", "Sin embargo, no obstante."],
    ],
  },
  "expresion-escrita": {
    explanation: [
      "La expresión escrita en francés exige un texto organizado en párrafos, con introducción, desarrollo y conclusión. Para dar una opinión se usan fórmulas como «À mon avis», «Je pense que» o «Selon moi».",
      "Los conectores aportan cohesión: d’abord, ensuite, enfin, en revanche, en conclusion. Una carta formal empieza con «Madame, Monsieur» y termina con «Veuillez agréer mes salutations distinguées»; una informal, con «Cher Paul» y «Bises» o «À bientôt». Hay que cuidar la concordancia, los acentos y las elisiones como l’ o j’.",
    ],
    keyPoints: [
      "La elisión sustituye la vocal final por un apóstrofo ante vocal.",
      "Los acentos agudo, grave y circunflejo son obligatorios.",
      "Tras je pense que se usa indicativo.",
    ],
    cards: [
      ["À mon avis", "En mi opinión."],
      ["En revanche", "En cambio."],
      ["D’abord", "En primer lugar."],
      ["Madame, Monsieur", "Fórmula de saludo en una carta formal."],
    ],
  },
  "cultura-francesa": {
    explanation: [
      "Francia es una república semipresidencialista regida por la Constitución de 1958, la de la Quinta República. Su lema es «Liberté, Égalité, Fraternité», su fiesta nacional el 14 de julio, en recuerdo de la toma de la Bastilla de 1789, y su himno La Marseillaise.",
      "El país tiene unos 68 millones de habitantes y territorios de ultramar como Guadalupe o La Reunión. La francofonía reúne a más de 300 millones de hablantes en todo el mundo. La cultura francesa ha aportado figuras como Molière, Victor Hugo, los impresionistas y el cine de los hermanos Lumière, y París concentra monumentos como la torre Eiffel y el Louvre.",
    ],
    keyPoints: [
      "La laicidad separa el Estado de las religiones desde 1905.",
      "Marianne es el símbolo de la República.",
      "Francia es miembro fundador de la Unión Europea.",
    ],
    cards: [
      ["Francofonía", "Conjunto de países y hablantes de francés."],
      ["14 de julio", "Fiesta nacional francesa."],
      ["Marianne", "Figura alegórica de la República francesa."],
      ["La Marseillaise", "Himno nacional de Francia."],
    ],
  },
};
