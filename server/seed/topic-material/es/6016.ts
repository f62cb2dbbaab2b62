/** Psicología (es catalogue subject 6016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "bases-biologicas-de-la-conducta": {
    explanation: [
      "La conducta depende del sistema nervioso, cuya unidad básica es la neurona. La información viaja por la neurona como impulso eléctrico y pasa a la siguiente mediante la sinapsis, donde se liberan neurotransmisores como la dopamina, la serotonina o la acetilcolina.",
      "El sistema nervioso central comprende el encéfalo y la médula espinal. La corteza cerebral se divide en lóbulos: frontal (planificación y movimiento), parietal (sensaciones), temporal (audición y memoria) y occipital (visión). El sistema endocrino, mediante hormonas como la adrenalina o el cortisol, también regula la conducta.",
    ],
    keyPoints: [
      "El sistema nervioso autónomo tiene una rama simpática y otra parasimpática.",
      "El área de Broca interviene en la producción del lenguaje.",
      "El hipotálamo regula el hambre, la sed y la temperatura.",
    ],
    cards: [
      ["Neurona", "Célula del sistema nervioso que transmite impulsos."],
      ["Sinapsis", "Conexión funcional entre dos neuronas."],
      ["Neurotransmisor", "Sustancia química que transmite señales entre neuronas."],
      ["Lóbulo frontal", "Región cerebral de la planificación y el control de la conducta."],
    ],
  },
  percepcion: {
    explanation: [
      "La percepción es el proceso por el que el cerebro organiza e interpreta las sensaciones. La sensación es la captación de estímulos por los receptores, mientras que la percepción les da significado a partir de la experiencia y las expectativas.",
      "La psicología de la Gestalt formuló leyes de organización perceptiva: figura-fondo, proximidad, semejanza, cierre y continuidad. La constancia perceptiva permite reconocer un objeto aunque cambie su tamaño en la retina. Las ilusiones ópticas, como la de Müller-Lyer, muestran que la percepción es una construcción activa.",
    ],
    keyPoints: [
      "El umbral absoluto es la intensidad mínima de estímulo detectable.",
      "La atención selecciona parte de la información disponible.",
      "La percepción de profundidad usa claves monoculares y binoculares.",
    ],
    cards: [
      ["Sensación", "Captación de un estímulo por un órgano sensorial."],
      ["Gestalt", "Escuela que estudia la percepción como totalidad organizada."],
      ["Figura-fondo", "Tendencia a separar un objeto de su entorno."],
      ["Ilusión óptica", "Percepción que no corresponde con la realidad física."],
    ],
  },
  memoria: {
    explanation: [
      "La memoria es la capacidad de codificar, almacenar y recuperar información. El modelo de Atkinson y Shiffrin (1968) distingue la memoria sensorial, muy breve, la memoria a corto plazo, con una capacidad de unos 7 ± 2 elementos, y la memoria a largo plazo, de capacidad casi ilimitada.",
      "La memoria a largo plazo puede ser declarativa, que incluye la episódica (vivencias) y la semántica (conocimientos), o procedimental (habilidades como montar en bicicleta). Ebbinghaus describió la curva del olvido, que es rápido al principio. El olvido puede deberse a la interferencia, al desvanecimiento o a fallos de recuperación.",
    ],
    keyPoints: [
      "La memoria de trabajo manipula información de forma activa.",
      "El hipocampo es clave para consolidar nuevos recuerdos.",
      "Las reglas mnemotécnicas facilitan el recuerdo.",
    ],
    cards: [
      ["Memoria a corto plazo", "Almacén temporal de capacidad limitada."],
      ["Memoria episódica", "Recuerdo de experiencias personales."],
      ["Memoria procedimental", "Memoria de habilidades y hábitos."],
      ["Curva del olvido", "Representación de la pérdida de información con el tiempo."],
    ],
  },
  aprendizaje: {
    explanation: [
      "El aprendizaje es un cambio relativamente permanente de la conducta debido a la experiencia. Pavlov describió el condicionamiento clásico: un estímulo neutro, como una campana, asociado a la comida, acaba provocando la salivación del perro.",
      "Skinner estudió el condicionamiento operante, en el que las consecuencias modifican la conducta: el refuerzo aumenta su probabilidad y el castigo la disminuye. Bandura mostró el aprendizaje vicario u observacional en el experimento del muñeco Bobo. La psicología cognitiva destaca el aprendizaje por comprensión, como el insight descrito por Köhler.",
    ],
    keyPoints: [
      "El refuerzo negativo consiste en retirar un estímulo desagradable.",
      "La extinción ocurre cuando desaparece el refuerzo.",
      "Thorndike formuló la ley del efecto.",
    ],
    cards: [
      ["Condicionamiento clásico", "Aprendizaje por asociación de estímulos."],
      ["Condicionamiento operante", "Aprendizaje por las consecuencias de la conducta."],
      ["Refuerzo", "Consecuencia que aumenta la probabilidad de una conducta."],
      ["Aprendizaje vicario", "Aprendizaje por observación de modelos."],
    ],
  },
  inteligencia: {
    explanation: [
      "La inteligencia es la capacidad de resolver problemas, adaptarse al entorno y aprender. Binet y Simon crearon en 1905 el primer test para medirla, y Stern propuso el cociente intelectual, CI = (edad mental / edad cronológica) × 100.",
      "Spearman defendió un factor general de inteligencia, el factor g, mientras que Gardner propuso la teoría de las inteligencias múltiples: lingüística, lógico-matemática, espacial, musical, corporal, interpersonal, intrapersonal y naturalista. Goleman popularizó la inteligencia emocional. La inteligencia depende de factores genéticos y ambientales.",
    ],
    keyPoints: [
      "La media del CI se sitúa en 100.",
      "Sternberg propuso una teoría triárquica.",
      "El efecto Flynn describe el aumento del CI medio a lo largo del siglo XX.",
    ],
    cards: [
      ["Cociente intelectual", "Medida estandarizada de la inteligencia."],
      ["Factor g", "Inteligencia general según Spearman."],
      ["Inteligencias múltiples", "Teoría de Gardner de varias inteligencias independientes."],
      ["Inteligencia emocional", "Capacidad de reconocer y gestionar las emociones."],
    ],
  },
  "motivacion-y-emocion": {
    explanation: [
      "La motivación es el conjunto de procesos que activan, dirigen y mantienen la conducta hacia una meta. Puede ser intrínseca, cuando la actividad resulta gratificante en sí misma, o extrínseca, cuando busca recompensas externas. Maslow ordenó las necesidades en una pirámide, desde las fisiológicas hasta la autorrealización.",
      "La emoción es una reacción intensa y breve ante un estímulo, con componentes fisiológicos, cognitivos y conductuales. Ekman identificó emociones básicas universales, como alegría, tristeza, miedo, ira, asco y sorpresa. Según la teoría de James-Lange, la emoción surge de la percepción de los cambios corporales.",
    ],
    keyPoints: [
      "La amígdala cerebral interviene en el miedo.",
      "La frustración aparece cuando se bloquea una meta.",
      "El estrés es la respuesta del organismo ante demandas excesivas.",
    ],
    cards: [
      ["Motivación intrínseca", "Motivación por el interés de la propia actividad."],
      ["Pirámide de Maslow", "Jerarquía de necesidades humanas."],
      ["Emoción básica", "Emoción universal reconocible en todas las culturas."],
      ["Estrés", "Reacción ante situaciones percibidas como amenazantes."],
    ],
  },
  personalidad: {
    explanation: [
      "La personalidad es el patrón relativamente estable de pensamientos, emociones y conductas de una persona. El temperamento es su base biológica y el carácter, la parte adquirida por la experiencia.",
      "Freud describió tres instancias psíquicas, ello, yo y superyó, y mecanismos de defensa como la represión. Las teorías de rasgos destacan el modelo de los cinco grandes: apertura, responsabilidad, extraversión, amabilidad y neuroticismo. Los humanistas, como Rogers, subrayan la tendencia a la autorrealización, y los conductistas explican la personalidad por el aprendizaje.",
    ],
    keyPoints: [
      "Los tests de personalidad pueden ser cuestionarios o pruebas proyectivas.",
      "El test de Rorschach es una prueba proyectiva.",
      "Eysenck propuso las dimensiones de extraversión, neuroticismo y psicoticismo.",
    ],
    cards: [
      ["Temperamento", "Base biológica y heredada de la personalidad."],
      ["Cinco grandes", "Modelo de cinco rasgos de personalidad."],
      ["Superyó", "Instancia moral según Freud."],
      ["Mecanismo de defensa", "Estrategia inconsciente para reducir la ansiedad."],
    ],
  },
  "psicologia-social": {
    explanation: [
      "La psicología social estudia cómo los demás influyen en nuestros pensamientos y conductas. Las actitudes son predisposiciones a valorar algo, y los estereotipos y prejuicios son creencias y actitudes hacia grupos.",
      "Asch demostró la conformidad: muchos participantes daban respuestas erróneas para coincidir con el grupo. Milgram estudió la obediencia a la autoridad en 1961, cuando una mayoría de participantes administró supuestas descargas máximas. El experimento de la prisión de Stanford de Zimbardo (1971) mostró el poder de los roles. La disonancia cognitiva de Festinger explica cómo cambiamos actitudes para reducir contradicciones.",
    ],
    keyPoints: [
      "El efecto espectador reduce la ayuda cuando hay muchos testigos.",
      "Los grupos tienden a la polarización de opiniones.",
      "El error fundamental de atribución sobrevalora las causas personales.",
    ],
    cards: [
      ["Conformidad", "Ajuste de la conducta a la norma del grupo."],
      ["Obediencia", "Cumplimiento de órdenes de una autoridad."],
      ["Prejuicio", "Actitud negativa hacia un grupo sin base suficiente."],
      ["Disonancia cognitiva", "Malestar por sostener creencias contradictorias."],
    ],
  },
  "trastornos-psicologicos": {
    explanation: [
      "Un trastorno psicológico es un patrón de conducta o malestar que causa sufrimiento significativo o deteriora la vida diaria. Los profesionales los diagnostican con manuales como el DSM-5 de la Asociación Americana de Psiquiatría o la CIE de la OMS.",
      "Los trastornos de ansiedad incluyen las fobias, el trastorno de pánico y la ansiedad generalizada. Los trastornos del estado de ánimo comprenden la depresión mayor y el trastorno bipolar. La esquizofrenia se caracteriza por delirios y alucinaciones. Los tratamientos combinan psicoterapia, como la terapia cognitivo-conductual, y fármacos.",
    ],
    keyPoints: [
      "El trastorno obsesivo-compulsivo combina pensamientos intrusivos y rituales.",
      "La anorexia y la bulimia son trastornos de la conducta alimentaria.",
      "El estigma dificulta que las personas busquen ayuda.",
    ],
    cards: [
      ["DSM-5", "Manual diagnóstico de los trastornos mentales."],
      ["Fobia", "Miedo intenso e irracional a un objeto o situación."],
      ["Trastorno bipolar", "Alternancia de fases depresivas y maníacas."],
      ["Terapia cognitivo-conductual", "Tratamiento que modifica pensamientos y conductas."],
    ],
  },
};
