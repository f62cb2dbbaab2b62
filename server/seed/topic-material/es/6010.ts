/** Geografía (es catalogue subject 6010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  relieve: {
    explanation: [
      "El relieve peninsular se organiza en torno a la Meseta Central, una gran altiplanicie de unos 650 m de altitud media dividida por el Sistema Central en Submeseta Norte y Submeseta Sur. En su interior se encuentran los Montes de Toledo, y la rodean los Montes de León, la Cordillera Cantábrica, el Sistema Ibérico y Sierra Morena.",
      "Fuera de la Meseta están los Pirineos, las Cordilleras Béticas, donde se encuentra el Mulhacén (3479 m), y las depresiones del Ebro y del Guadalquivir. Las Canarias son de origen volcánico y en Tenerife se alza el Teide, con 3715 m, la cumbre más alta de España.",
    ],
    keyPoints: [
      "La península tiene una altitud media elevada, unos 660 m.",
      "El roquedo se divide en silíceo, calizo y arcilloso.",
      "Las costas cantábricas son acantiladas y las mediterráneas más bajas.",
    ],
    cards: [
      ["Meseta Central", "La gran unidad del interior peninsular."],
      ["Mulhacén", "El pico más alto de la península, en Sierra Nevada."],
      ["Teide", "Volcán de Tenerife, la cumbre más alta de España."],
      ["Depresión", "Llanura hundida, como la del Guadalquivir."],
    ],
  },
  clima: {
    explanation: [
      "España presenta una gran variedad climática por su latitud, su posición entre el Atlántico y el Mediterráneo y su relieve. El clima oceánico, en el norte, tiene precipitaciones abundantes todo el año y temperaturas suaves.",
      "El clima mediterráneo, el más extendido, presenta veranos secos y calurosos; en el interior tiene rasgos continentales, con inviernos fríos y grandes amplitudes térmicas. El sureste es semiárido, con menos de 300 mm anuales, y Canarias tiene un clima subtropical. Los tipos de tiempo dependen de centros de acción como el anticiclón de las Azores.",
    ],
    keyPoints: [
      "La gota fría provoca lluvias torrenciales en otoño en el Mediterráneo.",
      "La España húmeda supera los 800 mm anuales de precipitación.",
      "El cambio climático aumenta las olas de calor y las sequías.",
    ],
    cards: [
      ["Clima oceánico", "Clima húmedo y templado del norte peninsular."],
      ["Amplitud térmica", "Diferencia entre las temperaturas máxima y mínima."],
      ["Anticiclón de las Azores", "Centro de altas presiones que trae tiempo estable."],
      ["Gota fría (DANA)", "Depresión aislada en niveles altos que causa lluvias intensas."],
    ],
  },
  hidrografia: {
    explanation: [
      "Los ríos españoles se agrupan en tres vertientes: cantábrica, atlántica y mediterránea. Los cantábricos son cortos, caudalosos y regulares; los atlánticos, como el Tajo, el más largo de la península con 1007 km, el Duero, el Guadiana y el Guadalquivir, son largos y con estiaje estival.",
      "En la vertiente mediterránea destaca el Ebro, el más caudaloso, mientras que el resto de los ríos son cortos e irregulares, con crecidas en otoño. La gestión del agua se organiza por confederaciones hidrográficas, y los embalses y trasvases, como el Tajo-Segura, regulan el recurso. Las aguas subterráneas y los humedales, como Doñana, son también importantes.",
    ],
    keyPoints: [
      "El régimen fluvial puede ser pluvial, nival o mixto.",
      "El estiaje es el caudal mínimo de un río.",
      "España es uno de los países con más embalses del mundo.",
    ],
    cards: [
      ["Cuenca hidrográfica", "Territorio cuyas aguas vierten a un mismo río."],
      ["Estiaje", "Periodo de caudal mínimo de un río."],
      ["Trasvase", "Transferencia de agua entre cuencas."],
      ["Acuífero", "Formación geológica que almacena agua subterránea."],
    ],
  },
  vegetacion: {
    explanation: [
      "La vegetación española se reparte en regiones biogeográficas. En la región eurosiberiana, del norte, predomina el bosque caducifolio de robles y hayas, junto a prados y landas resultantes de su degradación.",
      "En la región mediterránea, el bosque es perennifolio y esclerófilo, adaptado a la sequía estival, con encinas y alcornoques; su degradación da lugar a la maquia y la garriga. La dehesa es un paisaje humanizado de encinas dispersas con pastos. En Canarias existen especies endémicas como el drago y la laurisilva, y en las montañas la vegetación se escalona por pisos.",
    ],
    keyPoints: [
      "Las hojas esclerófilas son duras y pequeñas para evitar la pérdida de agua.",
      "El alcornoque proporciona corcho.",
      "Los incendios forestales amenazan el bosque mediterráneo.",
    ],
    cards: [
      ["Bosque caducifolio", "Bosque de árboles que pierden la hoja en invierno."],
      ["Encina", "Árbol perennifolio típico del clima mediterráneo."],
      ["Dehesa", "Paisaje agrosilvopastoril de encinas y pastos."],
      ["Laurisilva", "Bosque subtropical húmedo de Canarias."],
    ],
  },
  poblacion: {
    explanation: [
      "España tiene algo más de 48 millones de habitantes y una densidad media de unos 95 hab/km², con fuertes contrastes entre la periferia y Madrid, muy pobladas, y el interior, despoblado. La llamada España vaciada sufre envejecimiento y despoblación.",
      "La transición demográfica ha llevado a tasas de natalidad y mortalidad bajas; el índice de fecundidad ronda 1,2 hijos por mujer y la esperanza de vida supera los 83 años. El saldo migratorio ha sido decisivo: desde finales de los noventa, la inmigración ha sostenido el crecimiento de la población. La pirámide de población es regresiva.",
    ],
    keyPoints: [
      "El crecimiento natural es la diferencia entre nacimientos y defunciones.",
      "La tasa de dependencia aumenta por el envejecimiento.",
      "En los años sesenta hubo un fuerte éxodo rural y emigración a Europa.",
    ],
    cards: [
      ["Densidad de población", "Habitantes por kilómetro cuadrado."],
      ["Índice de fecundidad", "Número medio de hijos por mujer."],
      ["Pirámide regresiva", "Pirámide con base estrecha típica de poblaciones envejecidas."],
      ["Saldo migratorio", "Diferencia entre inmigrantes y emigrantes."],
    ],
  },
  "espacio-urbano": {
    explanation: [
      "El espacio urbano español es el resultado de un largo proceso histórico. El casco antiguo conserva a menudo un plano irregular de origen medieval, mientras que los ensanches del siglo XIX, como el de Barcelona diseñado por Cerdá, presentan un plano ortogonal.",
      "Desde los años sesenta, el crecimiento urbano generó barrios obreros en la periferia, y después áreas metropolitanas y urbanizaciones dispersas. Hoy más del 80 % de la población vive en ciudades. La jerarquía urbana está encabezada por Madrid y Barcelona, y las ciudades afrontan problemas de movilidad, vivienda, contaminación y gentrificación.",
    ],
    keyPoints: [
      "El plano, la trama y la edificación definen la morfología urbana.",
      "La gentrificación sustituye a la población tradicional por otra de mayor renta.",
      "La ciudad difusa aumenta la dependencia del automóvil.",
    ],
    cards: [
      ["Ensanche", "Ampliación planificada de la ciudad en el siglo XIX."],
      ["Área metropolitana", "Ciudad central y municipios integrados funcionalmente."],
      ["Plano ortogonal", "Plano en cuadrícula."],
      ["Gentrificación", "Sustitución social en barrios céntricos renovados."],
    ],
  },
  "sector-primario": {
    explanation: [
      "El sector primario comprende la agricultura, la ganadería, la pesca y la explotación forestal. En España ocupa a menos del 4 % de los activos, pero es clave para la exportación agroalimentaria.",
      "La agricultura de secano, con cereales, vid y olivo, contrasta con el regadío, más productivo, como la huerta valenciana o los invernaderos de Almería. España es el primer productor mundial de aceite de oliva. La ganadería intensiva de porcino ha crecido mucho, y la pesca sufre la reducción de caladeros. La Política Agraria Común (PAC) de la UE condiciona la producción y apoya las rentas agrarias.",
    ],
    keyPoints: [
      "La trilogía mediterránea es trigo, vid y olivo.",
      "El latifundio predomina en el sur y el minifundio en el noroeste.",
      "La agricultura ecológica está en expansión.",
    ],
    cards: [
      ["Secano", "Cultivo que depende solo de la lluvia."],
      ["Regadío", "Cultivo con aporte artificial de agua."],
      ["PAC", "Política Agraria Común de la Unión Europea."],
      ["Latifundio", "Gran explotación agraria."],
    ],
  },
  industria: {
    explanation: [
      "La industrialización española fue tardía e irregular en el siglo XIX, concentrada en el textil catalán y la siderurgia vasca. En los años sesenta, el desarrollismo impulsó un fuerte crecimiento industrial, seguido de la crisis de los setenta y de la reconversión industrial de los ochenta.",
      "Hoy la industria aporta en torno al 16 % del PIB. Destacan la automoción, en la que España es uno de los principales fabricantes de Europa, la agroalimentaria, la química y la farmacéutica. Las principales áreas industriales son Madrid, Cataluña, el País Vasco y el eje del Ebro. Los retos son la innovación, la transición energética y la deslocalización.",
    ],
    keyPoints: [
      "La reconversión redujo sectores como la siderurgia y la construcción naval.",
      "Los parques tecnológicos concentran actividades de alta tecnología.",
      "La inversión en I+D es inferior a la media europea.",
    ],
    cards: [
      ["Reconversión industrial", "Reestructuración de sectores en crisis en los años ochenta."],
      ["Deslocalización", "Traslado de la producción a países de menores costes."],
      ["Parque tecnológico", "Espacio que agrupa empresas innovadoras."],
      ["I+D", "Investigación y desarrollo."],
    ],
  },
  "sector-servicios": {
    explanation: [
      "El sector terciario agrupa actividades como el comercio, el transporte, el turismo, las finanzas, la educación y la sanidad. En España emplea a más del 75 % de la población activa: la economía se ha terciarizado.",
      "El turismo es una actividad fundamental: España recibe más de 80 millones de turistas internacionales al año y es uno de los países más visitados del mundo. El modelo de sol y playa se concentra en el litoral mediterráneo, Baleares y Canarias, y convive con el turismo cultural y rural. La red de alta velocidad ferroviaria, inaugurada en 1992 entre Madrid y Sevilla, es una de las más extensas del mundo.",
    ],
    keyPoints: [
      "El turismo genera empleo pero también estacionalidad y presión ambiental.",
      "Los servicios públicos incluyen sanidad y educación.",
      "El comercio electrónico transforma la distribución.",
    ],
    cards: [
      ["Terciarización", "Aumento del peso del sector servicios en la economía."],
      ["Turismo de sol y playa", "Modelo turístico basado en el litoral."],
      ["AVE", "Red española de alta velocidad ferroviaria."],
      ["Estacionalidad", "Concentración de la actividad en ciertas épocas del año."],
    ],
  },
  "union-europea": {
    explanation: [
      "La Unión Europea tiene su origen en la CECA (1951) y en la Comunidad Económica Europea creada por el Tratado de Roma en 1957. El Tratado de Maastricht (1992) creó la UE, y el euro entró en circulación en 2002.",
      "España ingresó en la Comunidad Europea el 1 de enero de 1986. Desde entonces ha recibido fondos estructurales y de cohesión que financiaron autovías, infraestructuras y desarrollo regional. Las principales instituciones son la Comisión Europea, el Parlamento Europeo, el Consejo de la UE y el Tribunal de Justicia. Hoy la UE tiene 27 Estados miembros.",
    ],
    keyPoints: [
      "El mercado único garantiza la libre circulación de personas, mercancías, servicios y capitales.",
      "El espacio Schengen suprime los controles en las fronteras interiores.",
      "La política regional busca reducir los desequilibrios territoriales.",
    ],
    cards: [
      ["Tratado de Roma", "Tratado de 1957 que creó la CEE."],
      ["1986", "Año de ingreso de España en la Comunidad Europea."],
      ["Fondos de cohesión", "Ayudas para los Estados miembros menos prósperos."],
      ["Schengen", "Espacio sin controles fronterizos interiores."],
    ],
  },
};
