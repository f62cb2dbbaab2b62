/** Religión (es catalogue subject 6020): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  biblia: {
    explanation: [
      "La Biblia es el libro sagrado de los cristianos, formado por una colección de libros escritos a lo largo de más de mil años. Se divide en Antiguo Testamento, que los cristianos comparten en gran parte con el judaísmo, y Nuevo Testamento, centrado en Jesucristo.",
      "El Antiguo Testamento, escrito mayoritariamente en hebreo, incluye el Pentateuco, los libros históricos, los sapienciales y los proféticos; la Biblia católica tiene 46 libros en él. El Nuevo Testamento, escrito en griego, tiene 27 libros: cuatro evangelios, Hechos de los Apóstoles, cartas y el Apocalipsis. San Jerónimo la tradujo al latín en la Vulgata a finales del siglo IV.",
    ],
    keyPoints: [
      "Los cristianos consideran la Biblia Palabra de Dios inspirada.",
      "Los evangelios sinópticos son Mateo, Marcos y Lucas.",
      "La Biblia contiene géneros literarios diversos: historia, poesía, ley y profecía.",
    ],
    cards: [
      ["Pentateuco", "Los cinco primeros libros de la Biblia."],
      ["Evangelio", "Buena noticia; relato de la vida y mensaje de Jesús."],
      ["Vulgata", "Traducción latina de la Biblia de san Jerónimo."],
      ["Canon", "Lista de libros reconocidos como inspirados."],
    ],
  },
  jesucristo: {
    explanation: [
      "Jesús de Nazaret nació en Palestina en tiempos del emperador Augusto, hacia el año 6-4 a. C., y fue crucificado en Jerusalén hacia el año 30, bajo el gobernador romano Poncio Pilato. Su existencia histórica está atestiguada también por autores no cristianos como Flavio Josefo y Tácito.",
      "Jesús anunció el Reino de Dios mediante parábolas, como la del hijo pródigo o el buen samaritano, y signos como curaciones. Su mensaje central es el amor a Dios y al prójimo, expresado en el Sermón de la Montaña y las bienaventuranzas. Los cristianos creen que resucitó al tercer día y lo reconocen como Cristo, el Mesías, Hijo de Dios.",
    ],
    keyPoints: [
      "Cristo significa «ungido», traducción griega de Mesías.",
      "La Pascua celebra la muerte y resurrección de Jesús.",
      "Los doce apóstoles fueron sus discípulos más cercanos.",
    ],
    cards: [
      ["Parábola", "Relato breve con una enseñanza."],
      ["Reino de Dios", "Núcleo de la predicación de Jesús."],
      ["Bienaventuranzas", "Enseñanzas de Jesús en el Sermón de la Montaña."],
      ["Resurrección", "Vuelta de Jesús a la vida, centro de la fe cristiana."],
    ],
  },
  iglesia: {
    explanation: [
      "La Iglesia es la comunidad de los creyentes en Jesucristo. Según el libro de los Hechos, nació en Pentecostés, cuando los apóstoles recibieron el Espíritu Santo y comenzaron a predicar. El Credo la define como una, santa, católica y apostólica.",
      "En la Iglesia católica, el Papa, obispo de Roma y sucesor de Pedro, preside el colegio de los obispos. Los obispos dirigen las diócesis, y los presbíteros atienden las parroquias. Los laicos forman la mayoría de sus miembros y participan en su misión. El Concilio Vaticano II (1962-1965) renovó la liturgia y promovió el diálogo con el mundo moderno.",
    ],
    keyPoints: [
      "La palabra Iglesia procede del griego ekklesía, asamblea.",
      "La parroquia es la comunidad local de fieles.",
      "La Iglesia realiza su misión mediante el anuncio, la celebración y la caridad.",
    ],
    cards: [
      ["Pentecostés", "Venida del Espíritu Santo sobre los apóstoles."],
      ["Papa", "Obispo de Roma y cabeza de la Iglesia católica."],
      ["Diócesis", "Territorio eclesiástico dirigido por un obispo."],
      ["Laico", "Fiel cristiano que no es clérigo ni religioso."],
    ],
  },
  sacramentos: {
    explanation: [
      "Los sacramentos son signos sensibles y eficaces de la gracia, instituidos por Cristo según la fe católica. Son siete y se agrupan en tres tipos: de iniciación cristiana (bautismo, confirmación y eucaristía), de curación (penitencia y unción de enfermos) y al servicio de la comunidad (orden sacerdotal y matrimonio).",
      "Cada sacramento tiene una materia y una forma: en el bautismo, el agua y las palabras «Yo te bautizo en el nombre del Padre, y del Hijo, y del Espíritu Santo». La eucaristía, que conmemora la Última Cena, es el centro de la vida cristiana. El bautismo, la confirmación y el orden imprimen carácter y no se repiten.",
    ],
    keyPoints: [
      "El bautismo es la puerta de entrada a la Iglesia.",
      "La penitencia o reconciliación perdona los pecados.",
      "Los ortodoxos también reconocen siete sacramentos; los protestantes suelen admitir dos.",
    ],
    cards: [
      ["Sacramento", "Signo eficaz de la gracia de Dios."],
      ["Eucaristía", "Sacramento del cuerpo y la sangre de Cristo."],
      ["Confirmación", "Sacramento que completa la gracia del bautismo."],
      ["Unción de enfermos", "Sacramento para los enfermos graves y ancianos."],
    ],
  },
  "historia-de-la-iglesia": {
    explanation: [
      "En sus primeros siglos la Iglesia sufrió persecuciones en el Imperio romano, hasta que el Edicto de Milán de Constantino (313) concedió la libertad religiosa y Teodosio convirtió el cristianismo en religión oficial en 380. Los concilios de Nicea (325) y Constantinopla fijaron el Credo.",
      "En 1054 se produjo el Cisma de Oriente entre la Iglesia latina y la ortodoxa. En la Edad Media florecieron el monacato benedictino y las órdenes mendicantes de franciscanos y dominicos. En 1517, Lutero inició la Reforma protestante, y la Iglesia respondió con el Concilio de Trento (1545-1563). El Concilio Vaticano II abrió una etapa de renovación en el siglo XX.",
    ],
    keyPoints: [
      "San Benito fundó la regla «ora et labora».",
      "Santa Teresa de Jesús e Ignacio de Loyola fueron figuras de la reforma católica española.",
      "El ecumenismo busca la unidad de los cristianos.",
    ],
    cards: [
      ["Edicto de Milán", "Decreto de 313 que concedió libertad a los cristianos."],
      ["Cisma de Oriente", "Separación de católicos y ortodoxos en 1054."],
      ["Concilio de Trento", "Respuesta católica a la Reforma protestante."],
      ["Vaticano II", "Concilio de 1962-1965 que renovó la Iglesia."],
    ],
  },
  "moral-cristiana": {
    explanation: [
      "La moral cristiana orienta la vida según el mensaje de Jesús, resumido en el mandamiento del amor: amar a Dios sobre todas las cosas y al prójimo como a uno mismo. Parte de los diez mandamientos recibidos por Moisés y los lleva a plenitud con las bienaventuranzas.",
      "La conciencia moral, bien formada, es la norma personal del actuar. Las virtudes teologales son fe, esperanza y caridad, y las cardinales prudencia, justicia, fortaleza y templanza. La doctrina social de la Iglesia, iniciada con la encíclica Rerum novarum de León XIII (1891), defiende la dignidad de la persona, el bien común, la solidaridad y el destino universal de los bienes.",
    ],
    keyPoints: [
      "El pecado es una acción contraria al amor a Dios y al prójimo.",
      "Las obras de misericordia concretan la caridad.",
      "La encíclica Laudato si’ (2015) trata del cuidado de la casa común.",
    ],
    cards: [
      ["Mandamiento del amor", "Amar a Dios y al prójimo como a uno mismo."],
      ["Virtudes cardinales", "Prudencia, justicia, fortaleza y templanza."],
      ["Doctrina social de la Iglesia", "Enseñanza sobre la vida social y económica."],
      ["Conciencia moral", "Juicio personal sobre el bien y el mal de los actos."],
    ],
  },
  "religiones-del-mundo": {
    explanation: [
      "Las grandes religiones ofrecen respuestas sobre el sentido de la vida, la muerte y lo sagrado. Las tres religiones abrahámicas son monoteístas: el judaísmo, basado en la Torá y la alianza de Dios con Israel; el cristianismo, centrado en Jesucristo; y el islam, fundado por Mahoma en el siglo VII, con el Corán como libro sagrado.",
      "En Asia, el hinduismo cree en el ciclo de reencarnaciones (samsara) y el karma, y el budismo, fundado por Siddharta Gautama hacia el siglo V a. C., busca liberarse del sufrimiento mediante el Noble Óctuple Sendero hasta el nirvana. Otras tradiciones son el sintoísmo japonés, el taoísmo y el confucianismo. El diálogo interreligioso busca el respeto mutuo.",
    ],
    keyPoints: [
      "Los cinco pilares del islam incluyen la oración y el ayuno del Ramadán.",
      "El cristianismo es la religión con más fieles del mundo.",
      "Las cuatro nobles verdades son la base del budismo.",
    ],
    cards: [
      ["Monoteísmo", "Creencia en un solo Dios."],
      ["Torá", "Ley y libros fundamentales del judaísmo."],
      ["Corán", "Libro sagrado del islam."],
      ["Nirvana", "Estado de liberación del sufrimiento en el budismo."],
    ],
  },
};
