/** Spanish study notes and flashcards (ES with its catalogue; CO and MX with general notes). */
import type { ContentPack } from './types';
import { notes as secondKnowerNotes } from './physics-chemistry-literature/es';

export const es: ContentPack = {
  language: 'es',
  subject: {
    titles: [
      (s) => `${s.name}: apuntes para el examen`,
      (s) => `Resumen de ${s.name} con ejercicios`,
      (s) => `${s.name}: todo lo importante de un vistazo`,
      (s) => `Chuleta de ${s.name}: conceptos clave y práctica`,
    ],
    subtitle: (s, author) => `${s.secondLabel} · ${author} · Bachillerato`,
    descriptions: [
      (s) => `Resumen claro de ${s.name} con definiciones, ejemplos y preguntas de repaso, ideal para preparar el próximo examen.`,
      (s) => `Mis apuntes de clase de ${s.name}, pasados a limpio: dos temas explicados con ejemplos, lo esencial resumido y conceptos para comprobar lo que sabes.`,
      (s) => `Apuntes compactos de ${s.name}: lo esencial en dos páginas y ejercicios para comprobar lo que sabes.`,
    ],
  },
  general: {
    byline: (area, author) => `${area} · apuntes de ${author}`,
    notes: [
      {
        title: 'La fotosíntesis explicada paso a paso',
        description: 'Cómo producen las plantas su alimento: fase luminosa, ciclo de Calvin y factores que influyen.',
        area: 'Biología',
        sections: [
          {
            heading: '¿Qué es la fotosíntesis?',
            paragraphs: [
              'La fotosíntesis es el proceso por el cual las plantas, las algas y algunas bacterias transforman la energía de la luz en energía química. A partir de dióxido de carbono y agua fabrican glucosa y liberan oxígeno.',
              'Ecuación global: 6 CO2 + 6 H2O + luz → C6H12O6 + 6 O2. Tiene lugar en los cloroplastos, que contienen clorofila, el pigmento verde que absorbe la luz roja y azul.',
            ],
          },
          {
            heading: 'Las dos fases',
            paragraphs: ['El proceso se divide en dos etapas que ocurren en partes distintas del cloroplasto.'],
            list: [
              'Fase luminosa (tilacoides): la luz rompe moléculas de agua, se libera oxígeno y se producen ATP y NADPH.',
              'Fase oscura o ciclo de Calvin (estroma): el CO2 se fija con ayuda de la enzima rubisco y, usando ATP y NADPH, se forma glucosa.',
            ],
          },
          {
            heading: 'Factores que influyen',
            paragraphs: [],
            list: [
              'Intensidad de la luz: a más luz, más fotosíntesis, hasta un punto de saturación.',
              'Concentración de CO2 en el aire.',
              'Temperatura: las enzimas trabajan mejor entre 25 y 35 °C.',
              'Disponibilidad de agua: con sequía los estomas se cierran.',
            ],
          },
          {
            heading: 'Preguntas de repaso',
            newPage: true,
            paragraphs: [],
            list: [
              '¿Qué productos se obtienen en la fase luminosa?',
              '¿Por qué las hojas son verdes?',
              'Explica la relación entre fotosíntesis y respiración celular.',
              '¿Qué ocurre con la fotosíntesis de una planta en un día nublado?',
            ],
          },
          {
            heading: 'Idea clave',
            paragraphs: [
              'Sin fotosíntesis no habría oxígeno en la atmósfera ni alimento en las cadenas tróficas: los organismos fotosintéticos son los productores de casi todos los ecosistemas.',
            ],
          },
        ],
      },
      {
        title: 'Ecuaciones de segundo grado: método y ejemplos',
        description: 'Fórmula general, discriminante y ejercicios resueltos para resolver cualquier ecuación cuadrática.',
        area: 'Matemáticas',
        sections: [
          {
            heading: 'Forma general',
            paragraphs: [
              'Una ecuación de segundo grado tiene la forma ax² + bx + c = 0, con a distinto de cero. Sus soluciones se obtienen con la fórmula general: x = (−b ± √(b² − 4ac)) / 2a.',
            ],
          },
          {
            heading: 'El discriminante',
            paragraphs: ['El número Δ = b² − 4ac indica cuántas soluciones reales hay:'],
            list: ['Δ > 0: dos soluciones distintas.', 'Δ = 0: una solución doble.', 'Δ < 0: ninguna solución real.'],
          },
          {
            heading: 'Ejemplo resuelto',
            paragraphs: [
              'Resolver x² − 5x + 6 = 0. Aquí a = 1, b = −5, c = 6, así que Δ = 25 − 24 = 1. Entonces x = (5 ± 1) / 2, es decir, x₁ = 3 y x₂ = 2. Comprobación: 3² − 5·3 + 6 = 0.',
              'Atajo: si la ecuación es incompleta (b = 0 o c = 0) se puede despejar o sacar factor común sin usar la fórmula.',
            ],
          },
          {
            heading: 'Ejercicios',
            newPage: true,
            paragraphs: [],
            list: ['x² − 9 = 0', '2x² + 3x = 0', 'x² + 4x + 4 = 0', '3x² − x − 2 = 0', 'x² + x + 1 = 0 (¿tiene solución?)'],
          },
        ],
      },
      {
        title: 'La Revolución francesa en resumen',
        description: 'Causas, etapas y consecuencias de la revolución que cambió Europa entre 1789 y 1799.',
        area: 'Historia',
        sections: [
          {
            heading: 'Causas',
            paragraphs: [
              'A finales del siglo XVIII, Francia vivía una grave crisis económica, una sociedad estamental injusta y la influencia de las ideas de la Ilustración, que defendían la libertad, la igualdad y la soberanía nacional.',
            ],
            list: ['Deuda del Estado y malas cosechas.', 'Privilegios de la nobleza y el clero.', 'Ideas de Rousseau, Montesquieu y Voltaire.'],
          },
          {
            heading: 'Etapas',
            paragraphs: [],
            list: [
              '1789: Estados Generales, toma de la Bastilla (14 de julio) y Declaración de los Derechos del Hombre y del Ciudadano.',
              '1791: monarquía constitucional.',
              '1792–1794: república y Terror bajo Robespierre.',
              '1795–1799: Directorio, que termina con el golpe de Estado de Napoleón.',
            ],
          },
          {
            heading: 'Consecuencias',
            paragraphs: [
              'La revolución acabó con el Antiguo Régimen en Francia, difundió la idea de ciudadanía y de derechos universales e inspiró las revoluciones liberales y los movimientos de independencia del siglo XIX, también en América Latina.',
            ],
          },
          {
            heading: 'Para repasar',
            newPage: true,
            paragraphs: [],
            list: ['¿Qué tres estamentos formaban la sociedad francesa?', '¿Qué simboliza la toma de la Bastilla?', 'Relaciona la Ilustración con la Declaración de Derechos.'],
          },
        ],
      },
      {
        title: 'El ciclo del agua',
        description: 'Evaporación, condensación, precipitación y escorrentía: cómo circula el agua en la Tierra.',
        area: 'Ciencias naturales',
        sections: [
          {
            heading: 'Un ciclo sin principio ni fin',
            paragraphs: [
              'El agua de la Tierra circula continuamente entre los océanos, la atmósfera y los continentes. El motor del ciclo es la energía del Sol, y la gravedad devuelve el agua a la superficie.',
            ],
          },
          {
            heading: 'Las etapas',
            paragraphs: [],
            list: [
              'Evaporación: el calor transforma el agua de mares, ríos y lagos en vapor.',
              'Transpiración: las plantas liberan vapor de agua por sus hojas.',
              'Condensación: el vapor se enfría en altura y forma nubes.',
              'Precipitación: el agua cae como lluvia, nieve o granizo.',
              'Escorrentía e infiltración: el agua corre por la superficie o se filtra y forma acuíferos.',
            ],
          },
          {
            heading: 'Importancia',
            paragraphs: [
              'El ciclo del agua regula el clima, distribuye el calor y renueva el agua dulce que usamos. La deforestación y el cambio climático alteran las lluvias y aumentan sequías e inundaciones.',
            ],
          },
          {
            heading: 'Preguntas',
            newPage: true,
            paragraphs: [],
            list: ['¿Qué fuente de energía mueve el ciclo del agua?', 'Diferencia entre evaporación y transpiración.', '¿Cómo se forma un acuífero?'],
          },
        ],
      },
      {
        title: 'Técnicas de estudio que funcionan',
        description: 'Repaso espaciado, autoevaluación y organización del tiempo para estudiar menos horas y recordar más.',
        area: 'Orientación',
        sections: [
          {
            heading: 'Estudiar no es releer',
            paragraphs: [
              'Releer los apuntes da sensación de dominio, pero se olvida rápido. Las investigaciones sobre la memoria muestran que recordar activamente la información es mucho más eficaz.',
            ],
          },
          {
            heading: 'Cinco técnicas',
            paragraphs: [],
            list: [
              'Autoevaluación: hazte preguntas y respóndelas sin mirar.',
              'Repaso espaciado: vuelve al tema después de 1, 3 y 7 días.',
              'Intercalado: mezcla ejercicios de varios temas.',
              'Explicar a otro: si puedes enseñarlo, lo has entendido.',
              'Técnica Pomodoro: 25 minutos de concentración y 5 de descanso.',
            ],
          },
          {
            heading: 'Plan semanal',
            paragraphs: [
              'Reparte las materias a lo largo de la semana, reserva tiempo para repasar y duerme lo suficiente: durante el sueño el cerebro consolida lo aprendido.',
            ],
          },
          {
            heading: 'Checklist antes del examen',
            newPage: true,
            paragraphs: [],
            list: ['¿Puedo explicar cada tema en dos minutos?', '¿He hecho ejercicios de exámenes anteriores?', '¿Tengo preparado el material la noche anterior?'],
          },
        ],
      },
      ...secondKnowerNotes,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Biología celular: tarjetas de repaso',
      description: 'Los orgánulos de la célula y sus funciones.',
      cards: [
        ['Núcleo', 'Contiene el ADN y controla la actividad de la célula.'],
        ['Mitocondria', 'Realiza la respiración celular y produce ATP.'],
        ['Cloroplasto', 'Orgánulo de las células vegetales donde se hace la fotosíntesis.'],
        ['Ribosoma', 'Sintetiza proteínas a partir de aminoácidos.'],
        ['Membrana plasmática', 'Separa la célula del exterior y regula el paso de sustancias.'],
        ['Pared celular', 'Capa rígida de celulosa que protege la célula vegetal.'],
        ['Vacuola', 'Almacena agua y sustancias de reserva.'],
        ['Aparato de Golgi', 'Modifica, empaqueta y distribuye proteínas.'],
        ['Célula procariota', 'Célula sin núcleo definido, como las bacterias.'],
      ],
    },
    {
      icon: 'history',
      title: 'Fechas clave de la historia',
      description: 'Acontecimientos que hay que saber situar en el tiempo.',
      cards: [
        ['1492', 'Llegada de Colón a América.'],
        ['1789', 'Comienzo de la Revolución francesa.'],
        ['1810', 'Inicio de los procesos de independencia en Hispanoamérica.'],
        ['1812', 'Constitución de Cádiz, «La Pepa».'],
        ['1914', 'Comienza la Primera Guerra Mundial.'],
        ['1936', 'Comienza la Guerra Civil española.'],
        ['1939', 'Comienza la Segunda Guerra Mundial.'],
        ['1978', 'Se aprueba la Constitución española.'],
        ['1989', 'Caída del Muro de Berlín.'],
      ],
    },
  ],
  privateTitle: (title) => `Solo para mí: ${title}`,
};
