/** Historia del Arte (es catalogue subject 6015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "arte-griego": {
    explanation: [
      "El arte griego busca la belleza ideal basada en la proporción, la armonía y la medida humana. En arquitectura definió tres órdenes: dórico, sobrio y sin basa; jónico, con volutas en el capitel; y corintio, con hojas de acanto. El Partenón de Atenas (447-432 a. C.), de Ictino y Calícrates, es su obra cumbre.",
      "La escultura evoluciona desde la rigidez arcaica de los kuroi hasta el clasicismo del siglo V a. C., con el Discóbolo de Mirón y el Doríforo de Policleto, que fija el canon de siete cabezas. En el siglo IV, Praxíteles introduce la curva praxiteliana, y el helenismo busca el dramatismo, como en el Laocoonte.",
    ],
    keyPoints: [
      "El contrapposto equilibra el cuerpo apoyándolo sobre una pierna.",
      "Fidias dirigió la decoración escultórica del Partenón.",
      "Lisipo estableció un canon de ocho cabezas.",
    ],
    cards: [
      ["Orden dórico", "Orden arquitectónico sin basa y con capitel sencillo."],
      ["Canon de Policleto", "Proporción ideal de siete cabezas."],
      ["Partenón", "Templo de Atenea en la Acrópolis de Atenas."],
      ["Helenismo", "Periodo final del arte griego, expresivo y dramático."],
    ],
  },
  "arte-romano": {
    explanation: [
      "El arte romano es práctico y propagandístico. Usó el arco, la bóveda y el hormigón, que permitieron grandes construcciones como el Panteón de Roma, con su cúpula de 43 metros, y el Coliseo, anfiteatro inaugurado en el año 80.",
      "Las obras públicas, como acueductos, puentes, calzadas, termas, teatros y circos, vertebraron el Imperio; en Hispania destacan el acueducto de Segovia y el teatro de Mérida. La escultura destaca por el retrato realista y por relieves históricos como los del Ara Pacis o la Columna de Trajano. Los arcos de triunfo conmemoraban victorias militares.",
    ],
    keyPoints: [
      "Los romanos añadieron los órdenes toscano y compuesto.",
      "La basílica romana era un edificio civil de justicia y comercio.",
      "La pintura de Pompeya se clasifica en cuatro estilos.",
    ],
    cards: [
      ["Panteón", "Templo romano con gran cúpula y óculo central."],
      ["Coliseo", "Anfiteatro Flavio de Roma."],
      ["Arco de triunfo", "Monumento conmemorativo de victorias."],
      ["Retrato romano", "Escultura realista de personajes concretos."],
    ],
  },
  romanico: {
    explanation: [
      "El Románico es el primer estilo internacional de Europa, desarrollado en los siglos XI y XII y difundido por los monasterios y el Camino de Santiago. Sus iglesias tienen muros gruesos, pocos vanos, arcos de medio punto y bóvedas de cañón y de arista, con contrafuertes exteriores.",
      "La planta suele ser de cruz latina con cabecera de ábsides semicirculares y girola en las iglesias de peregrinación, como la catedral de Santiago de Compostela. La escultura se concentra en portadas y capiteles, con fines didácticos, como el Pantocrátor en el tímpano. La pintura mural, como la de San Clemente de Tahull, es plana y simbólica.",
    ],
    keyPoints: [
      "La ley del marco adapta las figuras al espacio arquitectónico.",
      "El claustro de Silos es una obra maestra de la escultura románica.",
      "El Pórtico de la Gloria del maestro Mateo anuncia el Gótico.",
    ],
    cards: [
      ["Arco de medio punto", "Arco semicircular típico del Románico."],
      ["Bóveda de cañón", "Bóveda semicilíndrica."],
      ["Girola", "Pasillo que rodea la cabecera de la iglesia."],
      ["Pantocrátor", "Representación de Cristo en majestad."],
    ],
  },
  gotico: {
    explanation: [
      "El Gótico se desarrolla desde mediados del siglo XII hasta el siglo XV, en un contexto de auge urbano. Nace en Francia, con la abadía de Saint-Denis, y sus grandes obras son las catedrales, símbolo del poder de la ciudad y de la Iglesia.",
      "Sus elementos técnicos son el arco apuntado, la bóveda de crucería, los pilares y los arbotantes, que trasladan el peso hacia el exterior y permiten abrir grandes vanos con vidrieras. En España destacan las catedrales de Burgos, León y Toledo. La escultura gana naturalismo y humanidad, y en pintura sobresalen Giotto y los primitivos flamencos, como Van Eyck.",
    ],
    keyPoints: [
      "La luz coloreada de las vidrieras simboliza lo divino.",
      "El rosetón es un gran ventanal circular de la fachada.",
      "El Gótico final español se llama estilo isabelino o hispanoflamenco.",
    ],
    cards: [
      ["Arco apuntado", "Arco formado por dos segmentos de círculo que se cruzan."],
      ["Bóveda de crucería", "Bóveda sostenida por nervios cruzados."],
      ["Arbotante", "Arco exterior que transmite el empuje de la bóveda al contrafuerte."],
      ["Vidriera", "Ventanal de vidrios coloreados."],
    ],
  },
  renacimiento: {
    explanation: [
      "El Renacimiento surge en Italia en el siglo XV y recupera los modelos clásicos, con una visión antropocéntrica inspirada en el Humanismo. En el Quattrocento florentino, Brunelleschi construye la cúpula de Santa María del Fiore, Donatello renueva la escultura y Masaccio aplica la perspectiva lineal.",
      "En el Cinquecento, el centro pasa a Roma con Bramante, Leonardo da Vinci, Rafael y Miguel Ángel, autor de la bóveda de la Capilla Sixtina y del David. Venecia destaca por el color de Tiziano. En España, el Renacimiento comienza con el plateresco y culmina en el monasterio de El Escorial, de Juan de Herrera, y en la pintura de El Greco.",
    ],
    keyPoints: [
      "La perspectiva crea la ilusión de profundidad.",
      "El sfumato difumina los contornos, como en La Gioconda.",
      "El manierismo rompe el equilibrio clásico a finales del siglo XVI.",
    ],
    cards: [
      ["Quattrocento", "El siglo XV italiano, centrado en Florencia."],
      ["Sfumato", "Técnica de Leonardo que suaviza los contornos."],
      ["Plateresco", "Estilo renacentista español de decoración minuciosa."],
      ["El Escorial", "Monasterio de Felipe II, obra de Juan de Herrera."],
    ],
  },
  barroco: {
    explanation: [
      "El Barroco se desarrolla en el siglo XVII y principios del XVIII, al servicio de la Iglesia de la Contrarreforma y de las monarquías absolutas. Busca conmover al espectador mediante el movimiento, el dinamismo, los contrastes de luz y el efectismo.",
      "En Roma, Bernini esculpe el Éxtasis de santa Teresa y diseña la plaza de San Pedro, y Borromini emplea plantas curvas. El Caravaggio introduce el tenebrismo. En España, la imaginería religiosa policromada destaca con Gregorio Fernández y Martínez Montañés, y la pintura vive su Siglo de Oro con Velázquez, Zurbarán, Ribera y Murillo. Las Meninas (1656) es la obra maestra de Velázquez.",
    ],
    keyPoints: [
      "El tenebrismo contrapone zonas de luz intensa y sombra profunda.",
      "El churrigueresco es un barroco español muy decorativo.",
      "Rubens y Rembrandt representan el Barroco flamenco y holandés.",
    ],
    cards: [
      ["Tenebrismo", "Técnica de fuertes contrastes de luz y sombra."],
      ["Las Meninas", "Cuadro de Velázquez de 1656."],
      ["Imaginería", "Escultura religiosa policromada en madera."],
      ["Bernini", "Escultor y arquitecto del Barroco romano."],
    ],
  },
  goya: {
    explanation: [
      "Francisco de Goya (1746-1828), nacido en Fuendetodos (Zaragoza), es un pintor de transición entre el Neoclasicismo y el arte contemporáneo. Comenzó con cartones para tapices de la Real Fábrica, de temática alegre y popular, como El quitasol, y fue nombrado pintor de cámara de Carlos IV.",
      "Tras una grave enfermedad que lo dejó sordo en 1793, su obra se vuelve crítica, como en los grabados de Los Caprichos. La Familia de Carlos IV muestra un retrato sin adulación. La guerra de la Independencia le inspiró El 2 de mayo, Los fusilamientos del 3 de mayo y los grabados de Los desastres de la guerra. Las Pinturas negras, en la Quinta del Sordo, anticipan el expresionismo.",
    ],
    keyPoints: [
      "«El sueño de la razón produce monstruos» es un grabado de Los Caprichos.",
      "Saturno devorando a su hijo pertenece a las Pinturas negras.",
      "Murió en Burdeos, exiliado.",
    ],
    cards: [
      ["Cartones para tapices", "Primeras obras de Goya para la Real Fábrica."],
      ["Los fusilamientos del 3 de mayo", "Cuadro de 1814 sobre la represión francesa."],
      ["Los Caprichos", "Serie de grabados satíricos de 1799."],
      ["Pinturas negras", "Murales de la Quinta del Sordo."],
    ],
  },
  impresionismo: {
    explanation: [
      "El Impresionismo surge en Francia en la década de 1870 y toma su nombre del cuadro de Claude Monet Impresión, sol naciente (1872), expuesto en 1874. Los impresionistas pintan al aire libre para captar los efectos cambiantes de la luz y la atmósfera.",
      "Utilizan pinceladas cortas y sueltas de colores puros yuxtapuestos, que se mezclan en la retina del espectador, y sombras coloreadas. Sus temas son paisajes, escenas urbanas y de ocio. Destacan Monet, con las series de la catedral de Ruan y los nenúfares, Renoir, Degas, con sus bailarinas, Pissarro y Sisley. Cézanne, Van Gogh y Gauguin desarrollan después el Postimpresionismo.",
    ],
    keyPoints: [
      "Los tubos de pintura facilitaron la pintura al aire libre.",
      "El Salon des Refusés de 1863 expuso obras rechazadas por la Academia.",
      "Manet es un precursor con Desayuno sobre la hierba.",
    ],
    cards: [
      ["Plein air", "Pintura al aire libre."],
      ["Impresión, sol naciente", "Cuadro de Monet que dio nombre al movimiento."],
      ["Pincelada suelta", "Toque rápido y visible del pincel."],
      ["Postimpresionismo", "Corrientes posteriores de Cézanne, Van Gogh y Gauguin."],
    ],
  },
  vanguardias: {
    explanation: [
      "Las vanguardias históricas, de principios del siglo XX, rompen con la representación tradicional. El fauvismo de Matisse libera el color, el expresionismo alemán deforma las formas para expresar angustia y el cubismo, creado por Picasso y Braque, descompone los objetos en planos geométricos; Las señoritas de Avignon (1907) es su punto de partida.",
      "El futurismo exalta la velocidad y la máquina, la abstracción de Kandinsky renuncia a la figuración, y el dadaísmo, con Duchamp, provoca con el antiarte. El surrealismo, iniciado con el manifiesto de Breton de 1924, explora el inconsciente; en él destacan Dalí, Miró y Magritte. El Guernica (1937) de Picasso denuncia el bombardeo de la villa vasca.",
    ],
    keyPoints: [
      "El cubismo tiene una fase analítica y otra sintética.",
      "El collage incorpora materiales reales al cuadro.",
      "Juan Gris fue un destacado pintor cubista español.",
    ],
    cards: [
      ["Cubismo", "Vanguardia que descompone los objetos en planos."],
      ["Surrealismo", "Vanguardia basada en el sueño y el inconsciente."],
      ["Fauvismo", "Vanguardia de colores puros y arbitrarios."],
      ["Guernica", "Obra de Picasso de 1937."],
    ],
  },
};
