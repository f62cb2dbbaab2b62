/** Educación Física (es catalogue subject 6019): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "condicion-fisica": {
    explanation: [
      "La condición física es el conjunto de capacidades físicas que permiten realizar actividad con eficacia. Las capacidades físicas básicas son la resistencia, la fuerza, la velocidad y la flexibilidad.",
      "La resistencia puede ser aeróbica, con oxígeno suficiente, como correr 30 minutos a ritmo suave, o anaeróbica, en esfuerzos intensos y breves. La fuerza se trabaja con autocargas o pesos, y la flexibilidad con estiramientos. Para mejorar la condición física se aplican los principios de progresión, continuidad, individualización y alternancia, y se controla la frecuencia cardíaca.",
    ],
    keyPoints: [
      "La frecuencia cardíaca máxima se estima con 220 menos la edad.",
      "El test de Course Navette mide la resistencia aeróbica.",
      "La flexibilidad disminuye con la edad si no se trabaja.",
    ],
    cards: [
      ["Resistencia aeróbica", "Capacidad de mantener un esfuerzo prolongado con oxígeno suficiente."],
      ["Fuerza", "Capacidad de vencer una resistencia mediante contracción muscular."],
      ["Flexibilidad", "Capacidad de realizar movimientos amplios."],
      ["Principio de progresión", "Aumento gradual de la carga de entrenamiento."],
    ],
  },
  calentamiento: {
    explanation: [
      "El calentamiento es el conjunto de ejercicios que prepara al organismo para una actividad física más intensa. Aumenta la temperatura corporal y muscular, la frecuencia cardíaca y respiratoria, y reduce el riesgo de lesiones.",
      "Tiene una parte general, con carrera suave, movilidad articular y estiramientos dinámicos, y una parte específica con gestos del deporte que se va a practicar. Suele durar entre 10 y 20 minutos y su intensidad es progresiva. La vuelta a la calma, al final de la sesión, incluye ejercicios suaves y estiramientos para recuperar el estado inicial.",
    ],
    keyPoints: [
      "La movilidad articular suele ir de la cabeza a los pies o al revés.",
      "El calentamiento también prepara psicológicamente.",
      "Entre el calentamiento y la actividad no debe pasar mucho tiempo.",
    ],
    cards: [
      ["Calentamiento general", "Ejercicios que activan todo el organismo."],
      ["Calentamiento específico", "Ejercicios propios del deporte que se va a practicar."],
      ["Movilidad articular", "Movimientos de las articulaciones en toda su amplitud."],
      ["Vuelta a la calma", "Fase final de recuperación tras el esfuerzo."],
    ],
  },
  atletismo: {
    explanation: [
      "El atletismo agrupa carreras, saltos, lanzamientos y pruebas combinadas. Las carreras de velocidad son 100, 200 y 400 metros, con salida de tacos; las de medio fondo y fondo, como 800, 1500, 5000 y 10 000 metros o el maratón de 42,195 km, exigen resistencia.",
      "Los saltos son longitud, triple salto, altura y pértiga; en altura predomina la técnica Fosbury flop. Los lanzamientos son peso, disco, jabalina y martillo. En los relevos 4 × 100, el testigo debe entregarse dentro de la zona de transferencia. Las pruebas combinadas son el heptatlón femenino y el decatlón masculino.",
    ],
    keyPoints: [
      "En velocidad, una salida nula provoca la descalificación.",
      "En el triple salto se encadenan pie, pie contrario y caída.",
      "Fermín Cacho ganó el oro en 1500 m en Barcelona 1992.",
    ],
    cards: [
      ["Tacos de salida", "Apoyos para la salida en pruebas de velocidad."],
      ["Fosbury flop", "Técnica de salto de altura de espaldas al listón."],
      ["Testigo", "Tubo que se entregan los relevistas."],
      ["Decatlón", "Prueba combinada de diez disciplinas."],
    ],
  },
  "deportes-colectivos": {
    explanation: [
      "Los deportes colectivos, como el fútbol, el baloncesto, el balonmano o el voleibol, enfrentan a dos equipos que colaboran entre compañeros y se oponen al rival. Comparten elementos estructurales: balón, espacio, reglamento, compañeros, adversarios y meta.",
      "En ataque, los principios son conservar el balón, progresar hacia la meta y conseguir el tanto; en defensa, recuperar el balón, impedir el avance y proteger la propia meta. Las defensas pueden ser individuales, en zona o mixtas. El baloncesto se juega cinco contra cinco, el balonmano siete contra siete y el voleibol seis contra seis sin contacto con el rival.",
    ],
    keyPoints: [
      "El desmarque crea líneas de pase.",
      "El contraataque aprovecha la desorganización del rival.",
      "El juego limpio forma parte de las reglas y de los valores del deporte.",
    ],
    cards: [
      ["Desmarque", "Movimiento para liberarse del defensor."],
      ["Defensa en zona", "Cada jugador defiende un espacio."],
      ["Contraataque", "Ataque rápido tras recuperar el balón."],
      ["Juego limpio", "Respeto a las reglas, compañeros, rivales y árbitros."],
    ],
  },
  "expresion-corporal": {
    explanation: [
      "La expresión corporal utiliza el cuerpo como medio de comunicación de emociones, ideas y sentimientos. Sus elementos son el cuerpo, el espacio, el tiempo y la energía o intensidad del movimiento.",
      "Entre sus manifestaciones están el mimo, que comunica sin palabras, la dramatización, la danza y el baile, y las coreografías grupales con música. El lenguaje no verbal incluye gestos, posturas, miradas y distancias. La expresión corporal desarrolla la creatividad, la desinhibición y la cooperación en el grupo.",
    ],
    keyPoints: [
      "Una coreografía combina movimientos sincronizados con la música.",
      "El espacio puede ser personal, parcial o total.",
      "El ritmo del movimiento se ajusta al tempo musical.",
    ],
    cards: [
      ["Mimo", "Representación mediante gestos sin palabras."],
      ["Coreografía", "Secuencia organizada de movimientos de danza."],
      ["Lenguaje no verbal", "Comunicación mediante gestos, posturas y miradas."],
      ["Dramatización", "Representación de una situación o historia."],
    ],
  },
  "salud-y-alimentacion": {
    explanation: [
      "La salud, según la OMS, es un estado de completo bienestar físico, mental y social, y no solo la ausencia de enfermedad. La actividad física regular, la alimentación equilibrada y el descanso son hábitos saludables; la OMS recomienda a los adolescentes al menos 60 minutos diarios de actividad moderada o vigorosa.",
      "Una dieta equilibrada, como la dieta mediterránea, aporta hidratos de carbono (en torno al 50-55 % de la energía), grasas (30-35 %) y proteínas (10-15 %), además de vitaminas, minerales, fibra y agua. Conviene repartir la comida en varias tomas y limitar azúcares y ultraprocesados. El sedentarismo y el tabaco son factores de riesgo.",
    ],
    keyPoints: [
      "Los hidratos de carbono son la principal fuente de energía en el ejercicio.",
      "La hidratación debe mantenerse antes, durante y después del esfuerzo.",
      "El índice de masa corporal se calcula como peso/talla².",
    ],
    cards: [
      ["Dieta mediterránea", "Dieta basada en aceite de oliva, frutas, verduras, legumbres y pescado."],
      ["Sedentarismo", "Falta de actividad física regular."],
      ["IMC", "Índice de masa corporal, peso en kg dividido por la talla en m²."],
      ["Hábito saludable", "Conducta habitual que favorece la salud."],
    ],
  },
  "primeros-auxilios": {
    explanation: [
      "Los primeros auxilios son las actuaciones inmediatas ante un accidente o enfermedad repentina hasta que llega la asistencia sanitaria. La conducta PAS resume la actuación: Proteger el lugar y a la víctima, Avisar a los servicios de emergencia en el 112 y Socorrer.",
      "Si la víctima no responde y no respira con normalidad, se inicia la reanimación cardiopulmonar: 30 compresiones torácicas en el centro del pecho, a un ritmo de 100-120 por minuto, y 2 ventilaciones, y se usa un desfibrilador si está disponible. Si respira pero está inconsciente, se coloca en posición lateral de seguridad. Ante un atragantamiento se aplica la maniobra de Heimlich.",
    ],
    keyPoints: [
      "Ante una hemorragia se presiona directamente sobre la herida.",
      "En un esguince se aplica frío y se inmoviliza la articulación.",
      "No se debe mover a una víctima con posible lesión de columna salvo peligro.",
    ],
    cards: [
      ["PAS", "Proteger, avisar y socorrer."],
      ["112", "Número europeo de emergencias."],
      ["RCP", "Reanimación cardiopulmonar."],
      ["Maniobra de Heimlich", "Compresiones abdominales para desobstruir la vía aérea."],
    ],
  },
};
