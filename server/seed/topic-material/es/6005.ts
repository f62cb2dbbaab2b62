/** Historia de España (es catalogue subject 6005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "al-andalus": {
    explanation: [
      "Al-Ándalus es el territorio peninsular bajo dominio musulmán entre 711 y 1492. Tras la victoria de Tariq en la batalla de Guadalete (711), los musulmanes conquistaron casi toda la península en pocos años. En 756, Abderramán I fundó el emirato independiente de Córdoba, y en 929 Abderramán III proclamó el califato.",
      "El califato cordobés fue un periodo de esplendor económico y cultural, con la Mezquita de Córdoba y Medina Azahara. Tras su desintegración en 1031 surgieron los reinos de taifas, debilitados frente a los reinos cristianos a pesar de las invasiones almorávide y almohade. El reino nazarí de Granada, con la Alhambra, fue el último en caer, en 1492.",
    ],
    keyPoints: [
      "Convivieron musulmanes, mozárabes (cristianos) y judíos.",
      "Al-Ándalus difundió cultivos como el arroz, los cítricos y el algodón.",
      "La batalla de las Navas de Tolosa (1212) abrió el valle del Guadalquivir a los cristianos.",
    ],
    cards: [
      ["711", "Batalla de Guadalete y comienzo de la conquista musulmana."],
      ["Califato de Córdoba", "Estado proclamado por Abderramán III en 929."],
      ["Taifas", "Pequeños reinos surgidos tras la caída del califato en 1031."],
      ["Mozárabes", "Cristianos que vivían en territorio musulmán."],
    ],
  },
  "reyes-catolicos": {
    explanation: [
      "El matrimonio de Isabel de Castilla y Fernando de Aragón en 1469 dio lugar a una unión dinástica: cada reino mantuvo sus leyes e instituciones. Tras la guerra de sucesión castellana, Isabel se impuso en 1479, año en que Fernando heredó Aragón.",
      "Los Reyes Católicos fortalecieron el poder real con la Santa Hermandad, los corregidores y los consejos, y crearon la Inquisición en 1478 para garantizar la unidad religiosa. En 1492 conquistaron Granada, decretaron la expulsión de los judíos y financiaron el primer viaje de Colón, que llegó a América el 12 de octubre. Fernando incorporó Navarra en 1512.",
    ],
    keyPoints: [
      "El Tratado de Tordesillas (1494) repartió las tierras descubiertas con Portugal.",
      "La política matrimonial buscó aislar a Francia.",
      "El papa Alejandro VI les concedió el título de Reyes Católicos en 1496.",
    ],
    cards: [
      ["Unión dinástica", "La unión de coronas bajo los mismos reyes sin fusión de instituciones."],
      ["Santa Hermandad", "Cuerpo armado para mantener el orden en Castilla."],
      ["1492", "Toma de Granada, expulsión de los judíos y llegada de Colón a América."],
      ["Tordesillas", "Tratado de 1494 entre Castilla y Portugal."],
    ],
  },
  "monarquia-de-los-austrias": {
    explanation: [
      "Los Austrias gobernaron España en los siglos XVI y XVII. Carlos I (1516-1556), también emperador Carlos V, heredó un imperio inmenso y se enfrentó a las Comunidades de Castilla, las Germanías, Francia, los turcos y los protestantes. Felipe II (1556-1598) fijó la corte en Madrid, venció en Lepanto (1571) y unió Portugal en 1580.",
      "Los Austrias menores, Felipe III, Felipe IV y Carlos II, gobernaron mediante validos como el duque de Lerma y el conde-duque de Olivares. El siglo XVII trajo la expulsión de los moriscos (1609), crisis demográfica, la rebelión de Cataluña y la independencia de Portugal (1640), y la pérdida de la hegemonía europea en la Paz de Westfalia (1648).",
    ],
    keyPoints: [
      "La monarquía se organizó mediante un sistema polisinodial de consejos.",
      "La Armada Invencible fracasó contra Inglaterra en 1588.",
      "La muerte sin herederos de Carlos II en 1700 provocó la guerra de Sucesión.",
    ],
    cards: [
      ["Valido", "Persona de confianza del rey que gobernaba en su nombre."],
      ["Sistema polisinodial", "Gobierno mediante consejos especializados."],
      ["Lepanto", "Batalla naval de 1571 contra los turcos."],
      ["Comunidades", "Revuelta castellana contra Carlos I (1520-1521)."],
    ],
  },
  "guerra-de-la-independencia": {
    explanation: [
      "La guerra de la Independencia (1808-1814) enfrentó a España contra la ocupación francesa. Tras el Tratado de Fontainebleau (1807), las tropas napoleónicas entraron en España; en las abdicaciones de Bayona, Carlos IV y Fernando VII cedieron la corona a Napoleón, que nombró rey a su hermano José I.",
      "El levantamiento del 2 de mayo de 1808 en Madrid inició la resistencia, y la victoria de Bailén (julio de 1808) fue la primera derrota de un ejército napoleónico en campo abierto. La guerrilla y la ayuda británica de Wellington desgastaron a los franceses. Mientras tanto, las Cortes de Cádiz aprobaron en 1812 la primera Constitución española, liberal.",
    ],
    keyPoints: [
      "La Constitución de 1812, «la Pepa», proclamó la soberanía nacional.",
      "Los afrancesados apoyaron a José I.",
      "Fernando VII regresó en 1814 y restauró el absolutismo.",
    ],
    cards: [
      ["2 de mayo de 1808", "Levantamiento madrileño contra los franceses."],
      ["Bailén", "Victoria española de 1808."],
      ["Cortes de Cádiz", "Asamblea que aprobó la Constitución de 1812."],
      ["Afrancesados", "Españoles partidarios de José I y de las reformas francesas."],
    ],
  },
  restauracion: {
    explanation: [
      "La Restauración comienza en diciembre de 1874 con el pronunciamiento de Martínez Campos en Sagunto, que devolvió el trono a Alfonso XII, hijo de Isabel II. Su artífice político fue Antonio Cánovas del Castillo, autor de la Constitución de 1876.",
      "El sistema se basó en el turno pacífico entre el Partido Conservador de Cánovas y el Partido Liberal de Sagasta, sostenido por el fraude electoral y el caciquismo. Tras la crisis de 1898, el regeneracionismo pidió reformas. El sistema se debilitó con la Semana Trágica (1909), la crisis de 1917 y el desastre de Annual (1921), y terminó con el golpe de Primo de Rivera en 1923.",
    ],
    keyPoints: [
      "El sufragio universal masculino se estableció en 1890.",
      "El encasillado fijaba de antemano los resultados electorales.",
      "Joaquín Costa fue el principal regeneracionista.",
    ],
    cards: [
      ["Turno pacífico", "La alternancia pactada entre conservadores y liberales."],
      ["Caciquismo", "El control del voto por notables locales."],
      ["Constitución de 1876", "Texto de soberanía compartida entre Rey y Cortes."],
      ["Regeneracionismo", "Movimiento que pedía modernizar España tras 1898."],
    ],
  },
  "segunda-republica": {
    explanation: [
      "La Segunda República se proclamó el 14 de abril de 1931, tras la victoria republicana en las grandes ciudades en las elecciones municipales; Alfonso XIII abandonó España. La Constitución de 1931 estableció un Estado laico, el sufragio femenino y la posibilidad de autonomías regionales.",
      "El bienio reformista (1931-1933) de Azaña impulsó la reforma agraria, militar, religiosa y educativa, y aprobó el Estatuto de Cataluña. El bienio radical-cedista (1933-1935) frenó las reformas y reprimió la revolución de Asturias de 1934. El Frente Popular ganó las elecciones de febrero de 1936, y el golpe militar de julio inició la Guerra Civil.",
    ],
    keyPoints: [
      "Las mujeres votaron por primera vez en 1933, gracias a Clara Campoamor.",
      "Niceto Alcalá-Zamora fue el primer presidente de la República.",
      "La reforma agraria chocó con los grandes propietarios.",
    ],
    cards: [
      ["14 de abril de 1931", "Proclamación de la Segunda República."],
      ["Bienio reformista", "El periodo 1931-1933 de gobiernos de izquierda."],
      ["Frente Popular", "Coalición de izquierdas vencedora en 1936."],
      ["Clara Campoamor", "Diputada que defendió el voto femenino."],
    ],
  },
  "guerra-civil": {
    explanation: [
      "La Guerra Civil (1936-1939) comenzó con el golpe militar del 17 y 18 de julio de 1936 contra el gobierno de la República. El golpe triunfó en parte del país y fracasó en Madrid, Barcelona y otras zonas, lo que dividió España en dos bandos: republicano y sublevado.",
      "Franco fue nombrado jefe del bando sublevado en octubre de 1936. La ayuda de Alemania e Italia fue decisiva para los sublevados, mientras que la República recibió apoyo soviético y de las Brigadas Internacionales, con la no intervención de Francia y Reino Unido. Tras batallas como Madrid, Guernica (1937), Teruel y el Ebro (1938), la guerra terminó el 1 de abril de 1939.",
    ],
    keyPoints: [
      "El bombardeo de Guernica por la Legión Cóndor inspiró el cuadro de Picasso.",
      "La batalla del Ebro fue la más larga de la guerra.",
      "Cientos de miles de españoles marcharon al exilio.",
    ],
    cards: [
      ["18 de julio de 1936", "Inicio del golpe militar y de la guerra."],
      ["Brigadas Internacionales", "Voluntarios extranjeros que lucharon por la República."],
      ["Comité de No Intervención", "Organismo que prohibió oficialmente ayudar a ambos bandos."],
      ["Batalla del Ebro", "Ofensiva republicana de 1938, derrotada."],
    ],
  },
  franquismo: {
    explanation: [
      "El franquismo fue la dictadura del general Francisco Franco entre 1939 y 1975. Se apoyó en el Ejército, la Iglesia y el partido único, FET y de las JONS, y reprimió duramente a los vencidos. En los años cuarenta, la autarquía y el aislamiento internacional provocaron hambre y racionamiento.",
      "En los años cincuenta el régimen salió del aislamiento con el Concordato con la Santa Sede y los acuerdos con Estados Unidos (1953), y España entró en la ONU en 1955. El Plan de Estabilización de 1959 abrió paso al desarrollismo de los sesenta, con fuerte crecimiento, turismo y emigración a Europa. Franco murió el 20 de noviembre de 1975.",
    ],
    keyPoints: [
      "Las Leyes Fundamentales sustituyeron a una constitución.",
      "Los tecnócratas del Opus Dei dirigieron la política económica de los sesenta.",
      "Juan Carlos de Borbón fue designado sucesor en 1969.",
    ],
    cards: [
      ["Autarquía", "Política de autoabastecimiento de la posguerra."],
      ["Plan de Estabilización", "Plan de 1959 que liberalizó la economía."],
      ["Desarrollismo", "El crecimiento económico de los años sesenta."],
      ["Nacionalcatolicismo", "La unión entre el Estado franquista y la Iglesia católica."],
    ],
  },
  transicion: {
    explanation: [
      "La Transición es el proceso de paso de la dictadura franquista a la democracia entre 1975 y 1982. Juan Carlos I fue proclamado rey en noviembre de 1975 y nombró presidente a Adolfo Suárez en 1976, quien impulsó la Ley para la Reforma Política, aprobada en referéndum.",
      "En 1977 se legalizó el Partido Comunista y se celebraron las primeras elecciones democráticas desde 1936, ganadas por la UCD. Los Pactos de la Moncloa afrontaron la crisis económica, y la Constitución fue aprobada en referéndum el 6 de diciembre de 1978. El intento de golpe de Estado del 23-F (1981) fracasó, y la victoria del PSOE en 1982 consolidó la democracia.",
    ],
    keyPoints: [
      "La Constitución de 1978 define España como monarquía parlamentaria.",
      "El Estado de las autonomías organizó el territorio en 17 comunidades.",
      "El terrorismo de ETA amenazó el proceso democrático.",
    ],
    cards: [
      ["Ley para la Reforma Política", "Ley de 1976 que permitió desmontar el franquismo desde dentro."],
      ["Pactos de la Moncloa", "Acuerdos económicos y políticos de 1977."],
      ["6 de diciembre de 1978", "Referéndum de la Constitución."],
      ["23-F", "Intento de golpe de Estado del 23 de febrero de 1981."],
    ],
  },
};
