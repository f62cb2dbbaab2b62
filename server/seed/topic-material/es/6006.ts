/** Historia (es catalogue subject 6006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  prehistoria: {
    explanation: [
      "La Prehistoria abarca desde la aparición de los primeros homínidos hasta la invención de la escritura, hacia 3500 a. C. en Mesopotamia. Se divide en Paleolítico, Neolítico y Edad de los Metales.",
      "En el Paleolítico, los seres humanos eran nómadas, cazadores y recolectores, tallaban la piedra y dominaron el fuego; de esta época son las pinturas de Altamira. El Neolítico, iniciado hacia el 10 000 a. C. en Oriente Próximo, trajo la agricultura, la ganadería, el sedentarismo, la cerámica y la piedra pulida. En la Edad de los Metales se trabajaron el cobre, el bronce y el hierro.",
    ],
    keyPoints: [
      "Atapuerca ha aportado restos de Homo antecessor de unos 800 000 años.",
      "El megalitismo levantó dólmenes y menhires.",
      "El Homo sapiens surgió en África hace unos 300 000 años.",
    ],
    cards: [
      ["Paleolítico", "Etapa de la piedra tallada y la vida nómada."],
      ["Neolítico", "Etapa de la agricultura, la ganadería y el sedentarismo."],
      ["Altamira", "Cueva cántabra con pinturas rupestres paleolíticas."],
      ["Dolmen", "Construcción megalítica funeraria."],
    ],
  },
  "edad-antigua": {
    explanation: [
      "La Edad Antigua comienza con la escritura y termina en 476 con la caída del Imperio romano de Occidente. Las primeras civilizaciones surgieron junto a grandes ríos: Mesopotamia, entre el Tigris y el Éufrates, y Egipto, junto al Nilo, gobernado por faraones.",
      "Grecia desarrolló la polis, la filosofía y, en Atenas, la democracia del siglo V a. C. Roma pasó de la monarquía a la República y, con Augusto en el 27 a. C., al Imperio, que se extendió por todo el Mediterráneo. Hispania fue romanizada: adoptó el latín, el derecho y las ciudades romanas.",
    ],
    keyPoints: [
      "El Código de Hammurabi es uno de los primeros códigos legales escritos.",
      "Alejandro Magno difundió la cultura griega hasta la India.",
      "El cristianismo fue religión oficial del Imperio con Teodosio en 380.",
    ],
    cards: [
      ["Polis", "Ciudad-Estado griega."],
      ["Romanización", "Adopción de la cultura romana por los pueblos conquistados."],
      ["476", "Caída del Imperio romano de Occidente."],
      ["Faraón", "Rey de Egipto considerado divino."],
    ],
  },
  "edad-media": {
    explanation: [
      "La Edad Media se extiende desde 476 hasta 1453, con la caída de Constantinopla, o 1492. En la Alta Edad Media surgen los reinos germánicos, el Imperio bizantino y el islam, fundado por Mahoma en el siglo VII; Carlomagno fue coronado emperador en el año 800.",
      "El feudalismo organizó la sociedad en estamentos: nobleza, clero y campesinos, unidos por relaciones de vasallaje. En la Baja Edad Media renacen las ciudades y el comercio, aparece la burguesía y se construyen catedrales góticas. El siglo XIV sufre una crisis profunda con la Peste Negra de 1348, que mató a un tercio de la población europea.",
    ],
    keyPoints: [
      "El feudo era la tierra cedida por el señor al vasallo.",
      "Las Cruzadas intentaron recuperar Tierra Santa entre 1096 y 1291.",
      "Las universidades nacieron en los siglos XII y XIII.",
    ],
    cards: [
      ["Feudalismo", "Sistema basado en relaciones de vasallaje y en el feudo."],
      ["Estamento", "Grupo social cerrado definido por el nacimiento."],
      ["Peste Negra", "Epidemia que asoló Europa desde 1348."],
      ["Burguesía", "Grupo urbano dedicado al comercio y la artesanía."],
    ],
  },
  "edad-moderna": {
    explanation: [
      "La Edad Moderna va desde finales del siglo XV hasta la Revolución francesa de 1789. Comienza con los grandes descubrimientos geográficos, como la llegada de Colón a América en 1492 y la primera vuelta al mundo de Magallanes y Elcano (1519-1522).",
      "El Renacimiento y el Humanismo renovaron el arte y el pensamiento, y la imprenta de Gutenberg difundió las ideas. La Reforma protestante de Lutero (1517) rompió la unidad cristiana, y la Iglesia respondió con la Contrarreforma y el Concilio de Trento. En el plano político dominó la monarquía absoluta, simbolizada por Luis XIV, y en el siglo XVIII la Ilustración criticó el Antiguo Régimen.",
    ],
    keyPoints: [
      "El Antiguo Régimen combinaba sociedad estamental, absolutismo y economía agraria.",
      "La revolución científica incluye a Copérnico, Galileo y Newton.",
      "La monarquía parlamentaria se consolidó en Inglaterra tras 1688.",
    ],
    cards: [
      ["Humanismo", "Corriente que sitúa al ser humano en el centro del saber."],
      ["Reforma protestante", "Ruptura religiosa iniciada por Lutero en 1517."],
      ["Absolutismo", "Sistema en el que el rey concentra todos los poderes."],
      ["Ilustración", "Movimiento del siglo XVIII que defendía la razón y el progreso."],
    ],
  },
  "revolucion-francesa": {
    explanation: [
      "La Revolución francesa comenzó en 1789 por la crisis financiera de la monarquía, las desigualdades del Antiguo Régimen y la difusión de las ideas ilustradas. Los Estados Generales se convirtieron en Asamblea Nacional, y el pueblo de París tomó la Bastilla el 14 de julio.",
      "La Asamblea abolió el feudalismo y aprobó la Declaración de los Derechos del Hombre y del Ciudadano. Tras la monarquía constitucional (1791), se proclamó la República en 1792 y Luis XVI fue guillotinado en 1793. La etapa del Terror, dirigida por Robespierre, dio paso al Directorio, y Napoleón tomó el poder en 1799.",
    ],
    keyPoints: [
      "La Revolución difundió los principios de libertad, igualdad y soberanía nacional.",
      "Los jacobinos representaban el ala radical.",
      "Napoleón extendió por Europa el Código Civil de 1804.",
    ],
    cards: [
      ["14 de julio de 1789", "Toma de la Bastilla."],
      ["Tercer Estado", "El estamento no privilegiado."],
      ["El Terror", "Etapa de represión de 1793-1794."],
      ["18 de brumario", "Golpe de Estado de Napoleón en 1799."],
    ],
  },
  "revolucion-industrial": {
    explanation: [
      "La Revolución Industrial comenzó en Gran Bretaña a mediados del siglo XVIII gracias a la revolución agrícola, el crecimiento demográfico, la disponibilidad de carbón y hierro, y el capital acumulado por el comercio. La máquina de vapor perfeccionada por James Watt transformó la industria textil y el transporte.",
      "El ferrocarril, con la línea Liverpool-Mánchester de 1830, y el barco de vapor abarataron los transportes. Surgieron las fábricas y una nueva sociedad de clases, con burguesía y proletariado, y el movimiento obrero organizó sindicatos. La segunda revolución industrial, desde 1870, se basó en la electricidad, el petróleo y la química.",
    ],
    keyPoints: [
      "La industria algodonera fue el primer sector mecanizado.",
      "El éxodo rural hizo crecer las ciudades industriales.",
      "El ludismo consistió en destruir máquinas como protesta.",
    ],
    cards: [
      ["Máquina de vapor", "Motor que convierte la energía del vapor en movimiento."],
      ["Proletariado", "Clase obrera que vende su fuerza de trabajo."],
      ["Capitalismo", "Sistema basado en la propiedad privada y el mercado."],
      ["Sindicato", "Asociación de trabajadores para defender sus intereses."],
    ],
  },
  "primera-guerra-mundial": {
    explanation: [
      "La Primera Guerra Mundial (1914-1918) tuvo como causas la rivalidad imperialista, el nacionalismo, la carrera de armamentos y el sistema de alianzas. El detonante fue el asesinato del archiduque Francisco Fernando en Sarajevo el 28 de junio de 1914.",
      "Se enfrentaron la Triple Entente (Francia, Reino Unido, Rusia) y los Imperios Centrales (Alemania, Austria-Hungría). Tras una breve guerra de movimientos, el frente occidental se estancó en una guerra de trincheras con batallas como Verdún y el Somme (1916). En 1917 Rusia salió de la guerra y entró Estados Unidos. El armisticio se firmó el 11 de noviembre de 1918 y el Tratado de Versalles (1919) impuso duras condiciones a Alemania.",
    ],
    keyPoints: [
      "Murieron unos diez millones de soldados.",
      "España se mantuvo neutral.",
      "Se creó la Sociedad de Naciones en 1919.",
    ],
    cards: [
      ["Sarajevo", "Ciudad del atentado que desencadenó la guerra."],
      ["Guerra de trincheras", "Guerra de posiciones estancada en el frente."],
      ["Tratado de Versalles", "Tratado de paz de 1919 con Alemania."],
      ["Sociedad de Naciones", "Organismo internacional para preservar la paz."],
    ],
  },
  "segunda-guerra-mundial": {
    explanation: [
      "La Segunda Guerra Mundial (1939-1945) comenzó con la invasión alemana de Polonia el 1 de septiembre de 1939. Sus causas fueron el expansionismo de las potencias fascistas, el revanchismo alemán tras Versalles y la política de apaciguamiento de Francia y Reino Unido.",
      "Alemania conquistó gran parte de Europa mediante la guerra relámpago. En 1941 atacó la URSS y Japón bombardeó Pearl Harbor, lo que llevó a Estados Unidos a la guerra. Los nazis cometieron el Holocausto, exterminio de unos seis millones de judíos. Tras Stalingrado y el desembarco de Normandía, Alemania se rindió en mayo de 1945 y Japón en septiembre, tras las bombas de Hiroshima y Nagasaki.",
    ],
    keyPoints: [
      "Murieron entre 50 y 60 millones de personas.",
      "Las conferencias de Yalta y Potsdam organizaron la posguerra.",
      "En 1945 se fundó la ONU.",
    ],
    cards: [
      ["Blitzkrieg", "La guerra relámpago alemana."],
      ["Holocausto", "El genocidio de los judíos por el nazismo."],
      ["Stalingrado", "Batalla decisiva en el frente oriental (1942-1943)."],
      ["Día D", "Desembarco aliado en Normandía el 6 de junio de 1944."],
    ],
  },
  "guerra-fria": {
    explanation: [
      "La Guerra Fría (1947-1991) fue el enfrentamiento entre Estados Unidos y la URSS, que encabezaban los bloques capitalista y comunista. No hubo guerra directa entre ellos, debido a la disuasión nuclear, pero sí crisis y conflictos locales.",
      "Los principales episodios fueron el bloqueo de Berlín (1948-1949), la guerra de Corea (1950-1953), la construcción del muro de Berlín (1961), la crisis de los misiles de Cuba (1962) y la guerra de Vietnam. Tras la distensión y las reformas de Gorbachov, el muro cayó el 9 de noviembre de 1989 y la URSS se disolvió en diciembre de 1991.",
    ],
    keyPoints: [
      "El Plan Marshall ayudó a reconstruir Europa occidental.",
      "La OTAN (1949) y el Pacto de Varsovia (1955) eran las alianzas militares de los bloques.",
      "El «telón de acero» dividió Europa.",
    ],
    cards: [
      ["Telón de acero", "La frontera entre los bloques en Europa."],
      ["Plan Marshall", "Ayuda económica estadounidense a Europa desde 1948."],
      ["Crisis de los misiles", "Crisis de 1962 por los misiles soviéticos en Cuba."],
      ["Perestroika", "Las reformas económicas de Gorbachov."],
    ],
  },
};
