/** Música (es catalogue subject 6018): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "lenguaje-musical": {
    explanation: [
      "El lenguaje musical es el sistema de escritura de la música. Las notas se escriben en un pentagrama de cinco líneas y cuatro espacios, y la clave indica su nombre: en clave de sol, la segunda línea es sol. Las siete notas son do, re, mi, fa, sol, la y si.",
      "Las alteraciones modifican la altura de las notas: el sostenido la sube un semitono, el bemol la baja y el becuadro anula la alteración. Las cualidades del sonido son altura, duración, intensidad y timbre. La intensidad se indica con matices, desde pianissimo (pp) hasta fortissimo (ff), y con reguladores de crescendo y diminuendo.",
    ],
    keyPoints: [
      "Entre mi y fa y entre si y do hay un semitono.",
      "La armadura agrupa las alteraciones propias de la tonalidad.",
      "La clave de fa en cuarta se usa para sonidos graves.",
    ],
    cards: [
      ["Pentagrama", "Conjunto de cinco líneas donde se escriben las notas."],
      ["Sostenido", "Alteración que sube un semitono."],
      ["Timbre", "Cualidad que permite distinguir la fuente de un sonido."],
      ["Matiz", "Indicación de la intensidad del sonido."],
    ],
  },
  ritmo: {
    explanation: [
      "El ritmo es la organización de la duración de los sonidos y los silencios. Las figuras principales son la redonda (4 tiempos en compás de 4/4), la blanca (2), la negra (1), la corchea (½) y la semicorchea (¼). Cada figura tiene un silencio equivalente.",
      "El compás agrupa los tiempos en fuertes y débiles: el de 2/4 es binario, el de 3/4 ternario, como el vals, y el de 4/4 cuaternario. En los compases compuestos, como el 6/8, cada tiempo se divide en tres. El puntillo añade a una figura la mitad de su valor, y la ligadura suma duraciones. El tempo se indica con términos como adagio, andante o allegro.",
    ],
    keyPoints: [
      "La síncopa desplaza el acento a un tiempo débil.",
      "El metrónomo mide el tempo en pulsaciones por minuto.",
      "El calderón prolonga una nota a voluntad del intérprete.",
    ],
    cards: [
      ["Negra", "Figura que vale un tiempo en compás de 4/4."],
      ["Compás", "Unidad que agrupa los tiempos."],
      ["Puntillo", "Signo que añade la mitad del valor a la figura."],
      ["Síncopa", "Sonido articulado en parte débil y prolongado sobre la fuerte."],
    ],
  },
  armonia: {
    explanation: [
      "La armonía estudia la combinación simultánea de sonidos, los acordes. El acorde perfecto mayor se forma con la fundamental, una tercera mayor y una quinta justa, como do-mi-sol; el menor tiene tercera menor, como la-do-mi.",
      "Los grados más importantes de la escala son el I (tónica), el IV (subdominante) y el V (dominante). La cadencia perfecta, V-I, da sensación de conclusión, y la semicadencia termina en el V, con sensación de suspensión. La textura puede ser monofónica, homofónica (melodía acompañada) o polifónica (varias melodías independientes).",
    ],
    keyPoints: [
      "La escala mayor sigue el esquema tono, tono, semitono, tono, tono, tono, semitono.",
      "Las consonancias suenan estables y las disonancias piden resolución.",
      "Muchas canciones populares usan los acordes I, IV y V.",
    ],
    cards: [
      ["Acorde", "Tres o más sonidos simultáneos."],
      ["Tónica", "Primer grado de la escala."],
      ["Dominante", "Quinto grado de la escala."],
      ["Cadencia perfecta", "Enlace V-I que concluye una frase."],
    ],
  },
  "formas-musicales": {
    explanation: [
      "La forma musical es la estructura de una obra. Las formas simples son la binaria (AB), la ternaria (ABA) y el rondó (ABACA), en el que un estribillo se alterna con coplas distintas. El tema con variaciones presenta una melodía que luego se transforma.",
      "La forma sonata, típica del Clasicismo, tiene exposición con dos temas, desarrollo y reexposición. Las formas compuestas agrupan varios movimientos: la sonata, la sinfonía y el concierto, que enfrenta a un solista con la orquesta. Entre las formas vocales destacan la ópera, el oratorio y la cantata, y en el Barroco la fuga, basada en la imitación contrapuntística.",
    ],
    keyPoints: [
      "La sinfonía clásica suele tener cuatro movimientos.",
      "La suite barroca encadena danzas como la allemande y la giga.",
      "La canción popular alterna estrofas y estribillo.",
    ],
    cards: [
      ["Rondó", "Forma en la que un estribillo se repite entre coplas."],
      ["Forma sonata", "Exposición, desarrollo y reexposición."],
      ["Sinfonía", "Obra orquestal en varios movimientos."],
      ["Fuga", "Forma contrapuntística basada en la imitación de un sujeto."],
    ],
  },
  "historia-de-la-musica": {
    explanation: [
      "En la Edad Media predominó el canto gregoriano, monódico y en latín, y surgieron la polifonía y la música de trovadores; en España destacan las Cantigas de Santa María de Alfonso X. El Renacimiento desarrolló la polifonía vocal, con Tomás Luis de Victoria en España.",
      "El Barroco (1600-1750) creó la ópera y el bajo continuo, con Monteverdi, Vivaldi, Bach y Haendel. El Clasicismo buscó equilibrio y claridad con Haydn, Mozart y Beethoven. El Romanticismo expresó sentimientos y nacionalismos con Chopin, Verdi y Wagner, y en España con Albéniz y Granados. El siglo XX trajo el impresionismo de Debussy, el dodecafonismo, el jazz y la música electrónica, y en España a Manuel de Falla.",
    ],
    keyPoints: [
      "El bajo continuo caracteriza la música barroca.",
      "Beethoven es el puente entre Clasicismo y Romanticismo.",
      "El nacionalismo musical incorpora elementos folclóricos.",
    ],
    cards: [
      ["Canto gregoriano", "Canto litúrgico monódico medieval."],
      ["Cantigas de Santa María", "Colección de canciones marianas de Alfonso X."],
      ["Bajo continuo", "Acompañamiento armónico constante del Barroco."],
      ["Manuel de Falla", "Compositor de El amor brujo y El sombrero de tres picos."],
    ],
  },
  instrumentos: {
    explanation: [
      "Los instrumentos se clasifican, según el sistema de Hornbostel y Sachs, por el elemento que vibra: cordófonos (cuerdas), aerófonos (aire), membranófonos (membranas), idiófonos (el propio cuerpo) y electrófonos (electricidad).",
      "En la orquesta sinfónica se agrupan en familias: cuerda (violín, viola, violonchelo y contrabajo), viento madera (flauta, oboe, clarinete y fagot), viento metal (trompeta, trompa, trombón y tuba) y percusión (timbales, caja, platillos). La guitarra española, de seis cuerdas, es un cordófono pulsado fundamental en la música española.",
    ],
    keyPoints: [
      "La flauta travesera es de viento madera aunque sea metálica.",
      "El piano es un cordófono de cuerda percutida.",
      "El director dirige la orquesta con la batuta.",
    ],
    cards: [
      ["Cordófono", "Instrumento en el que vibran cuerdas."],
      ["Aerófono", "Instrumento en el que vibra una columna de aire."],
      ["Idiófono", "Instrumento que suena por vibración de su propio cuerpo."],
      ["Viento metal", "Familia de trompeta, trompa, trombón y tuba."],
    ],
  },
  "musica-tradicional-espanola": {
    explanation: [
      "La música tradicional española es muy variada y se transmite oralmente. Acompaña el ciclo de la vida y del año: canciones de cuna, de trabajo, de ronda, villancicos y romances. Cada región tiene danzas propias, como la jota aragonesa, la muñeira gallega, la sardana catalana, las sevillanas andaluzas o el aurresku vasco.",
      "Los instrumentos tradicionales incluyen la gaita gallega y asturiana, la dulzaina, la txalaparta vasca, las castañuelas, la pandereta y la bandurria. La jota es de compás ternario y se canta con coplas. Los cancioneros, como el de Federico Olmeda o los trabajos de Felipe Pedrell, recogieron este patrimonio.",
    ],
    keyPoints: [
      "La muñeira se escribe en compás de 6/8.",
      "La sardana se baila en corro y la acompaña la cobla.",
      "El Misteri d’Elx es patrimonio de la UNESCO.",
    ],
    cards: [
      ["Jota", "Danza y canto tradicional de compás ternario."],
      ["Muñeira", "Danza tradicional gallega."],
      ["Sardana", "Danza catalana en corro acompañada por la cobla."],
      ["Txalaparta", "Instrumento vasco de percusión con tablas de madera."],
    ],
  },
  flamenco: {
    explanation: [
      "El flamenco es un arte musical de origen andaluz que combina cante, toque de guitarra y baile. Se formó a finales del siglo XVIII y en el XIX, con influencias gitanas, andaluzas, árabes y judías, y fue declarado Patrimonio Cultural Inmaterial de la Humanidad por la UNESCO en 2010.",
      "Sus estilos se llaman palos: soleá, seguiriya, bulería, alegrías, fandango, tangos o malagueñas. Muchos palos usan un compás de doce tiempos con acentos característicos. Figuras como Antonio Mairena, Camarón de la Isla, Paco de Lucía, Enrique Morente o Carmen Amaya renovaron y difundieron el flamenco en todo el mundo.",
    ],
    keyPoints: [
      "El cante jondo es el cante más profundo y antiguo.",
      "El jaleo y las palmas acompañan la interpretación.",
      "El concurso de cante jondo de Granada de 1922 lo impulsaron Falla y Lorca.",
    ],
    cards: [
      ["Palo", "Cada una de las variantes o estilos del flamenco."],
      ["Cante jondo", "Cante flamenco profundo y dramático."],
      ["Paco de Lucía", "Guitarrista que revolucionó el toque flamenco."],
      ["Soleá", "Palo flamenco solemne de compás de doce tiempos."],
    ],
  },
};
