/** Spanish notes for the second demo knower of CO and MX: physics, chemistry and literature (issue 22 §3). */
import type { GeneralNote } from '../types';

export const notes: readonly GeneralNote[] = [
  {
    title: 'Las tres leyes de Newton',
    description: 'Inercia, ley fundamental de la dinámica y acción y reacción, con un ejemplo resuelto y preguntas.',
    area: 'Física',
    sections: [
      {
        heading: 'Fuerza y movimiento',
        paragraphs: [
          'En 1687, en su obra «Principia», Isaac Newton formuló tres leyes que explican cómo las fuerzas cambian el movimiento de los cuerpos. La unidad de fuerza es el newton (1 N = 1 kg·m/s²).',
        ],
      },
      {
        heading: 'Las tres leyes',
        paragraphs: [],
        list: [
          'Primera ley (inercia): un cuerpo permanece en reposo o en movimiento rectilíneo uniforme mientras la fuerza neta que actúa sobre él sea cero.',
          'Segunda ley: la fuerza neta produce una aceleración directamente proporcional a la fuerza e inversamente proporcional a la masa, F = m·a.',
          'Tercera ley (acción y reacción): cuando un cuerpo ejerce una fuerza sobre otro, recibe de él una fuerza de igual magnitud y sentido contrario; las dos fuerzas actúan sobre cuerpos distintos.',
        ],
      },
      {
        heading: 'Ejemplo resuelto',
        paragraphs: [
          'Un automóvil de 1200 kg parte del reposo y alcanza 20 m/s en 8 s. La aceleración es a = 20 / 8 = 2,5 m/s², así que la fuerza neta es F = 1200 · 2,5 = 3000 N.',
          'El peso de una estudiante de 60 kg es P = m·g = 60 · 9,81 ≈ 589 N. El suelo la empuja hacia arriba con una fuerza igual: es la reacción de la tercera ley.',
        ],
      },
      {
        heading: 'Preguntas',
        newPage: true,
        paragraphs: [],
        list: [
          '¿Por qué los pasajeros se van hacia adelante cuando un autobús frena de golpe?',
          '¿Qué fuerza se necesita para dar a un cuerpo de 2 kg una aceleración de 3 m/s²? (Respuesta: 6 N)',
          '¿Por qué la acción y la reacción no se anulan entre sí?',
        ],
      },
    ],
  },
  {
    title: 'El átomo y la tabla periódica',
    description: 'Protones, neutrones y electrones, número atómico y número másico, isótopos y la organización de la tabla periódica.',
    area: 'Química',
    sections: [
      {
        heading: 'La estructura del átomo',
        paragraphs: [
          'El átomo tiene un núcleo pequeño con protones (carga positiva) y neutrones (sin carga), rodeado de electrones (carga negativa) distribuidos en capas. El número atómico Z es el número de protones y el número másico A, la suma de protones y neutrones.',
          'Ejemplo: el sodio tiene Z = 11 y A = 23, es decir, 11 protones, 12 neutrones y 11 electrones, repartidos en las capas 2, 8 y 1.',
        ],
      },
      {
        heading: 'La tabla periódica',
        paragraphs: [],
        list: [
          'Mendeléyev ordenó en 1869 los elementos conocidos; hoy la tabla tiene 118 elementos, colocados por número atómico creciente.',
          'Periodos (filas): los elementos de un mismo periodo tienen el mismo número de capas ocupadas.',
          'Grupos (columnas): los elementos de un mismo grupo tienen el mismo número de electrones de valencia y propiedades químicas parecidas.',
          'Los metales están a la izquierda, los no metales a la derecha y los gases nobles en el grupo 18.',
        ],
      },
      {
        heading: 'Isótopos',
        paragraphs: [
          'Los isótopos son átomos de un mismo elemento con distinto número de neutrones. El carbono-12 es estable; el carbono-14, radiactivo, se usa para la datación de hallazgos arqueológicos.',
        ],
      },
      {
        heading: 'Ejercicios',
        newPage: true,
        paragraphs: [],
        list: [
          '¿Cuántos neutrones tiene el cloro-35 (Z = 17)? (Respuesta: 18)',
          '¿Por qué el sodio y el potasio reaccionan de forma parecida con el agua?',
          '¿En qué grupo están los gases nobles y por qué casi no reaccionan?',
        ],
      },
    ],
  },
  {
    title: 'Cien años de soledad, de Gabriel García Márquez',
    description: 'Argumento, estructura y temas de la novela de Macondo, obra cumbre del realismo mágico.',
    area: 'Literatura',
    sections: [
      {
        heading: 'La novela',
        paragraphs: [
          'Gabriel García Márquez, escritor colombiano y premio Nobel de Literatura en 1982, publicó «Cien años de soledad» en 1967. La novela narra la historia de siete generaciones de la familia Buendía en Macondo, un pueblo fundado por José Arcadio Buendía y Úrsula Iguarán.',
          'Empieza con una de las frases más conocidas de la literatura en español: «Muchos años después, frente al pelotón de fusilamiento, el coronel Aureliano Buendía había de recordar aquella tarde remota en que su padre lo llevó a conocer el hielo».',
        ],
      },
      {
        heading: 'Claves de lectura',
        paragraphs: [],
        list: [
          'Realismo mágico: lo extraordinario, como la lluvia de flores amarillas o la ascensión de Remedios la bella, se cuenta con la misma naturalidad que lo cotidiano.',
          'Tiempo circular: los nombres se repiten (José Arcadio, Aureliano) y con ellos los rasgos y los errores de la familia.',
          'Historia de Colombia: las guerras civiles entre liberales y conservadores y la masacre de las bananeras de 1928.',
          'La soledad: cada Buendía vive encerrado en su propio mundo, incapaz de amar de verdad.',
        ],
      },
      {
        heading: 'El final',
        paragraphs: [
          'El último Aureliano descifra los pergaminos de Melquíades, que contenían toda la historia de la familia escrita de antemano, mientras un huracán borra Macondo de la faz de la tierra.',
        ],
      },
      {
        heading: 'Preguntas',
        newPage: true,
        paragraphs: [],
        list: [
          '¿Qué es el realismo mágico? Da dos ejemplos de la novela.',
          '¿Qué función tiene la repetición de los nombres en la familia Buendía?',
          '¿Qué revelan los pergaminos de Melquíades al final?',
        ],
      },
    ],
  },
];
