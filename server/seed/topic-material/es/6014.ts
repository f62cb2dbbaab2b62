/** Latín (es catalogue subject 6014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  declinaciones: {
    explanation: [
      "El latín es una lengua flexiva: la terminación de sustantivos, adjetivos y pronombres indica su función mediante los casos. Son seis: nominativo (sujeto), vocativo (apelación), acusativo (complemento directo), genitivo (complemento del nombre), dativo (complemento indirecto) y ablativo (complementos circunstanciales).",
      "Hay cinco declinaciones, que se distinguen por el genitivo singular: primera en -ae (rosa, rosae), segunda en -i (dominus, domini; templum, templi), tercera en -is (rex, regis), cuarta en -us (manus, manus) y quinta en -ei (dies, diei). Los neutros tienen igual nominativo, vocativo y acusativo, con plural en -a.",
    ],
    keyPoints: [
      "Los sustantivos se enuncian con nominativo y genitivo singular.",
      "Los adjetivos de la primera clase siguen la primera y la segunda declinación.",
      "La tercera declinación incluye temas en consonante y en -i.",
    ],
    cards: [
      ["Caso", "Forma de la palabra que indica su función sintáctica."],
      ["Genitivo", "Caso del complemento del nombre."],
      ["Ablativo", "Caso de los complementos circunstanciales."],
      ["Enunciado", "Nominativo y genitivo singular de un sustantivo."],
    ],
  },
  conjugacion: {
    explanation: [
      "Los verbos latinos se agrupan en cuatro conjugaciones según la vocal temática del infinitivo: amare (1.ª), monere (2.ª), legere (3.ª) y audire (4.ª), además de la mixta (capere). El enunciado verbal incluye cinco formas: amo, amas, amare, amavi, amatum.",
      "El tema de presente forma el presente, el imperfecto (amabam) y el futuro imperfecto (amabo); el tema de perfecto forma el perfecto (amavi), el pluscuamperfecto (amaveram) y el futuro perfecto (amavero). Las desinencias personales activas son -o/-m, -s, -t, -mus, -tis, -nt. El verbo sum es irregular y sirve de auxiliar en la voz pasiva.",
    ],
    keyPoints: [
      "La voz pasiva usa desinencias -r, -ris, -tur, -mur, -mini, -ntur.",
      "Los tiempos perfectos de la pasiva se forman con el participio y sum.",
      "Los verbos deponentes tienen forma pasiva y significado activo.",
    ],
    cards: [
      ["Enunciado verbal", "Las formas básicas de un verbo: amo, amas, amare, amavi, amatum."],
      ["Tema de perfecto", "Raíz que forma los tiempos de acción acabada."],
      ["Verbo deponente", "Verbo de forma pasiva y significado activo."],
      ["Sum, es, esse", "El verbo ser, irregular."],
    ],
  },
  sintaxis: {
    explanation: [
      "La sintaxis latina estudia la función de los casos y las oraciones. En la oración simple, el sujeto va en nominativo, el complemento directo en acusativo y el verbo suele ir al final. Las preposiciones rigen acusativo (ad, per, in con movimiento) o ablativo (cum, de, ex, in sin movimiento).",
      "Entre las oraciones subordinadas destacan la de infinitivo, con sujeto en acusativo («Dico puerum venire»), el ablativo absoluto, construcción de participio independiente («Urbe capta»), y las introducidas por ut, cum o quod. Ut con subjuntivo puede ser final o consecutivo, y cum con subjuntivo es histórico-causal.",
    ],
    keyPoints: [
      "El participio concierta con el sustantivo en género, número y caso.",
      "El relativo concierta con su antecedente en género y número.",
      "El complemento agente va en ablativo con a/ab.",
    ],
    cards: [
      ["Oración de infinitivo", "Subordinada con sujeto en acusativo y verbo en infinitivo."],
      ["Ablativo absoluto", "Construcción de participio en ablativo independiente."],
      ["Cum histórico", "Cum con subjuntivo en narraciones."],
      ["Ut final", "Ut con subjuntivo que expresa finalidad."],
    ],
  },
  traduccion: {
    explanation: [
      "Traducir del latín exige analizar antes de traducir. Primero se localizan los verbos conjugados, que indican cuántas oraciones hay, y los nexos de subordinación y coordinación. Después se buscan los sujetos en nominativo concertados con cada verbo.",
      "A continuación se identifican los complementos por su caso y se agrupan los sintagmas concertados. El diccionario se consulta por el enunciado: nominativo de sustantivos y primera persona del presente de los verbos. La traducción final debe ser fiel al sentido y natural en castellano, respetando los tiempos verbales.",
    ],
    keyPoints: [
      "El análisis morfosintáctico precede a la traducción.",
      "El orden de las palabras latinas no coincide con el castellano.",
      "Las formas pueden ser ambiguas hasta comprobar la concordancia.",
    ],
    cards: [
      ["Análisis morfosintáctico", "Identificación de formas y funciones de las palabras."],
      ["Nexo", "Palabra que une oraciones, como et, sed, ut o cum."],
      ["Concordancia", "Coincidencia de género, número y caso entre palabras."],
      ["Enclítica -que", "Partícula copulativa unida al final de una palabra."],
    ],
  },
  "evolucion-del-latin-al-castellano": {
    explanation: [
      "El castellano procede del latín vulgar hablado en Hispania. Las palabras patrimoniales han sufrido todos los cambios fonéticos, mientras que los cultismos entraron más tarde por vía culta y apenas cambiaron; de ahí dobletes como fabulam > habla y fábula.",
      "Entre las reglas de evolución destacan la pérdida de la -m final, la diptongación de ĕ y ŏ tónicas (terram > tierra, portam > puerta), la sonorización de oclusivas sordas intervocálicas (vitam > vida), la evolución de f- inicial a h- (facere > hacer) y la palatalización de los grupos cl-, pl- y fl- iniciales (clamare > llamar, pluviam > lluvia).",
    ],
    keyPoints: [
      "El grupo -ct- evoluciona a -ch-: noctem > noche.",
      "La -ll- latina da ll palatal: castellum > castillo.",
      "Los semicultismos solo sufrieron parte de la evolución.",
    ],
    cards: [
      ["Palabra patrimonial", "Palabra que ha sufrido toda la evolución fonética."],
      ["Cultismo", "Palabra tomada del latín por vía culta."],
      ["Doblete", "Par de palabras de un mismo étimo, una patrimonial y otra culta."],
      ["Sonorización", "Paso de consonante sorda a sonora: p > b, t > d, c > g."],
    ],
  },
  "literatura-latina": {
    explanation: [
      "La literatura latina se desarrolló desde el siglo III a. C. bajo la influencia griega. Plauto y Terencio escribieron comedias, Catulo poesía lírica amorosa dedicada a Lesbia, y Cicerón fue el gran orador y prosista de la República.",
      "En la época de Augusto, Virgilio compuso la Eneida, Horacio las Odas y Ovidio las Metamorfosis, y Tito Livio una historia de Roma desde su fundación. Durante el Imperio destacaron Séneca, cordobés y estoico, Marcial, de Bilbilis, con sus epigramas, y el historiador Tácito. Hispania dio también a Quintiliano y Lucano.",
    ],
    keyPoints: [
      "La épica latina culmina en la Eneida.",
      "La lírica amorosa la cultivaron Catulo, Tibulo, Propercio y Ovidio.",
      "La historiografía incluye a César, Salustio, Tito Livio y Tácito.",
    ],
    cards: [
      ["Eneida", "Epopeya de Virgilio sobre Eneas."],
      ["Metamorfosis", "Poema mitológico de Ovidio."],
      ["Epigrama", "Poema breve y satírico, cultivado por Marcial."],
      ["Catulo", "Poeta lírico que cantó a Lesbia."],
    ],
  },
  "cultura-romana": {
    explanation: [
      "Roma, fundada según la tradición en el 753 a. C., pasó por la Monarquía, la República (509-27 a. C.) y el Imperio. En la República gobernaban magistrados elegidos anualmente, como los cónsules, junto al Senado y las asambleas populares.",
      "La sociedad distinguía entre ciudadanos y no ciudadanos, patricios y plebeyos, libres y esclavos. La familia estaba bajo la autoridad del pater familias. Los romanos construyeron calzadas, acueductos, teatros y termas; en Hispania se conservan obras como el acueducto de Segovia, el teatro de Mérida y el puente de Alcántara.",
    ],
    keyPoints: [
      "El cursus honorum ordenaba las magistraturas.",
      "El derecho romano es la base de muchos sistemas jurídicos.",
      "Los espectáculos incluían carreras en el circo y luchas de gladiadores en el anfiteatro.",
    ],
    cards: [
      ["Cónsul", "Magistrado supremo de la República."],
      ["Pater familias", "Cabeza de la familia romana."],
      ["Cursus honorum", "Carrera política de magistraturas."],
      ["Augusto", "Primer emperador romano desde el 27 a. C."],
    ],
  },
  mitologia: {
    explanation: [
      "La mitología grecolatina explica el origen del mundo, de los dioses y de los héroes. Los doce dioses olímpicos incluyen a Júpiter (Zeus), rey de los dioses, Juno (Hera), Neptuno (Poseidón), Minerva (Atenea), Apolo, Diana (Ártemis), Venus (Afrodita) y Marte (Ares).",
      "Los héroes, como Hércules con sus doce trabajos, Perseo, Teseo o Ulises, protagonizan ciclos míticos. Muchos mitos han pervivido en la literatura y el arte: el mito de Apolo y Dafne inspiró a Garcilaso y a Bernini, y el de Orfeo y Eurídice a numerosos músicos. Expresiones como «talón de Aquiles» o «caja de Pandora» proceden de estos relatos.",
    ],
    keyPoints: [
      "Los Lares y Penates eran dioses domésticos propios de Roma.",
      "Las Metamorfosis de Ovidio son la gran fuente de mitos latinos.",
      "Eneas, hijo de Venus, es el antepasado mítico de los romanos.",
    ],
    cards: [
      ["Júpiter", "Rey de los dioses, equivalente a Zeus."],
      ["Hércules", "Héroe de los doce trabajos."],
      ["Talón de Aquiles", "Punto débil, por el único lugar vulnerable del héroe."],
      ["Apolo y Dafne", "Mito de la ninfa convertida en laurel."],
    ],
  },
};
