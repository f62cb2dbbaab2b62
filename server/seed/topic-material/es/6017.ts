/** Valores Éticos (es catalogue subject 6017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "dignidad-humana": {
    explanation: [
      "La dignidad humana es el valor intrínseco que tiene toda persona por el hecho de serlo, independientemente de su origen, sexo, capacidades o conducta. Kant la fundamenta en la autonomía moral: las cosas tienen precio, pero las personas tienen dignidad.",
      "De la dignidad se deriva que las personas deben ser tratadas siempre como fines y nunca solo como medios. La Declaración Universal de Derechos Humanos de 1948 afirma en su artículo 1 que todos los seres humanos nacen libres e iguales en dignidad y derechos, y el artículo 10 de la Constitución española la sitúa como fundamento del orden político.",
    ],
    keyPoints: [
      "La dignidad no se pierde ni se gana.",
      "La esclavitud y la tortura son ataques directos a la dignidad.",
      "Pico della Mirandola escribió el Discurso sobre la dignidad del hombre.",
    ],
    cards: [
      ["Dignidad", "Valor intrínseco de toda persona."],
      ["Persona", "Ser racional, libre y con dignidad."],
      ["Autonomía", "Capacidad de darse a uno mismo normas morales."],
      ["Artículo 10 CE", "Artículo de la Constitución que reconoce la dignidad de la persona."],
    ],
  },
  libertad: {
    explanation: [
      "La libertad es la capacidad de decidir y actuar según la propia voluntad. Se distingue la libertad negativa, o ausencia de coacción, y la libertad positiva, o capacidad de autodeterminación, según la distinción de Isaiah Berlin.",
      "La libertad implica responsabilidad: somos responsables de las consecuencias de nuestras decisiones. Sartre afirmó que el ser humano está «condenado a ser libre». Los determinismos biológico y social señalan condicionamientos, pero no anulan la capacidad de elegir. En el ámbito político, la Constitución española reconoce libertades como la de expresión, la ideológica y la religiosa.",
    ],
    keyPoints: [
      "Libertad no es hacer todo lo que uno quiere, sino elegir de forma responsable.",
      "Stuart Mill defendió el principio del daño como límite de la libertad.",
      "La libertad de expresión tiene límites como el honor y la intimidad.",
    ],
    cards: [
      ["Libertad negativa", "Ausencia de interferencias externas."],
      ["Libertad positiva", "Capacidad de ser dueño de las propias decisiones."],
      ["Responsabilidad", "Asumir las consecuencias de los actos libres."],
      ["Principio del daño", "La libertad solo puede limitarse para evitar daño a otros."],
    ],
  },
  "teorias-eticas": {
    explanation: [
      "Las teorías éticas fundamentan cómo debemos actuar. Las éticas de fines o teleológicas, como el eudemonismo de Aristóteles, el hedonismo de Epicuro o el utilitarismo de Bentham y Mill, valoran las acciones por su finalidad o sus consecuencias.",
      "Las éticas del deber o deontológicas, como la de Kant, sostienen que hay acciones correctas en sí mismas, con independencia de sus resultados. Las éticas procedimentales, como la ética del discurso de Habermas, buscan normas justas mediante el diálogo entre todos los afectados. La ética del cuidado, de Carol Gilligan, destaca la atención a las relaciones y a los vulnerables.",
    ],
    keyPoints: [
      "El utilitarismo busca la mayor felicidad para el mayor número.",
      "Kant formula el imperativo categórico.",
      "El estoicismo propone vivir de acuerdo con la razón y la naturaleza.",
    ],
    cards: [
      ["Ética teleológica", "Ética que juzga las acciones por sus fines."],
      ["Ética deontológica", "Ética basada en el deber."],
      ["Hedonismo", "Teoría que identifica el bien con el placer."],
      ["Ética del cuidado", "Ética centrada en las relaciones y la responsabilidad hacia otros."],
    ],
  },
  justicia: {
    explanation: [
      "La justicia es el valor que consiste en dar a cada uno lo que le corresponde. Platón la entendía como armonía de las partes del alma y de la ciudad, y Aristóteles distinguió la justicia conmutativa, en los intercambios, de la distributiva, en el reparto de bienes y cargas.",
      "John Rawls, en Teoría de la justicia (1971), propuso elegir los principios de justicia bajo un «velo de ignorancia», sin conocer la propia posición social. De ahí derivan el principio de igual libertad y el principio de diferencia, que acepta desigualdades solo si benefician a los más desfavorecidos. La justicia social busca reducir las desigualdades mediante el Estado del bienestar.",
    ],
    keyPoints: [
      "Legalidad y justicia no siempre coinciden.",
      "La equidad adapta la ley general al caso concreto.",
      "Nozick defendió una teoría libertaria de la justicia.",
    ],
    cards: [
      ["Justicia distributiva", "Reparto proporcional de bienes y cargas."],
      ["Velo de ignorancia", "Situación hipotética de Rawls para elegir principios justos."],
      ["Principio de diferencia", "Las desigualdades deben beneficiar a los más desfavorecidos."],
      ["Equidad", "Justicia aplicada al caso particular."],
    ],
  },
  democracia: {
    explanation: [
      "La democracia es el sistema político en el que la soberanía reside en el pueblo. En la Atenas del siglo V a. C. fue directa, aunque excluía a mujeres, esclavos y extranjeros. Las democracias actuales son representativas: los ciudadanos eligen a sus representantes en elecciones libres y periódicas.",
      "Sus principios son el Estado de derecho, la separación de poderes propuesta por Montesquieu, el pluralismo político, el sufragio universal y el respeto a los derechos humanos. La Constitución española de 1978 define a España como un Estado social y democrático de derecho cuya forma política es la monarquía parlamentaria. La participación ciudadana y una prensa libre fortalecen la democracia.",
    ],
    keyPoints: [
      "El poder legislativo reside en las Cortes Generales.",
      "El referéndum es un mecanismo de democracia directa.",
      "La regla de la mayoría debe respetar los derechos de las minorías.",
    ],
    cards: [
      ["Soberanía popular", "El poder político reside en el pueblo."],
      ["Separación de poderes", "División del poder en legislativo, ejecutivo y judicial."],
      ["Estado de derecho", "Estado en el que todos están sometidos a la ley."],
      ["Pluralismo", "Existencia de diversas opiniones y partidos."],
    ],
  },
  "derechos-humanos": {
    explanation: [
      "Los derechos humanos son los derechos que corresponden a toda persona por su dignidad. Son universales, inalienables, indivisibles e interdependientes. La Declaración Universal de los Derechos Humanos fue aprobada por la Asamblea General de la ONU el 10 de diciembre de 1948 y consta de 30 artículos.",
      "Suelen clasificarse en generaciones: la primera, derechos civiles y políticos, como la vida o la libertad de expresión; la segunda, derechos económicos, sociales y culturales, como la educación o la sanidad; y la tercera, derechos de solidaridad, como la paz o un medio ambiente sano. Organismos como el Tribunal Europeo de Derechos Humanos y las ONG, como Amnistía Internacional, velan por su cumplimiento.",
    ],
    keyPoints: [
      "El 10 de diciembre es el Día de los Derechos Humanos.",
      "Los pactos internacionales de 1966 dieron fuerza jurídica a muchos derechos.",
      "En España, el Defensor del Pueblo protege los derechos fundamentales.",
    ],
    cards: [
      ["DUDH", "Declaración Universal de los Derechos Humanos de 1948."],
      ["Derechos de primera generación", "Derechos civiles y políticos."],
      ["Inalienable", "Que no se puede ceder ni perder."],
      ["Defensor del Pueblo", "Institución que protege los derechos de los ciudadanos."],
    ],
  },
  bioetica: {
    explanation: [
      "La bioética es la rama de la ética que estudia los problemas morales de la medicina y las ciencias de la vida. El término lo difundió Van Rensselaer Potter en 1970, y el Informe Belmont (1979) estableció principios básicos para la investigación con personas.",
      "Sus cuatro principios son autonomía (respetar las decisiones informadas del paciente), beneficencia (hacer el bien), no maleficencia (no causar daño) y justicia (repartir equitativamente los recursos). Debate cuestiones como la eutanasia, regulada en España desde 2021, la reproducción asistida, la clonación, la edición genética con CRISPR y los trasplantes. El consentimiento informado es obligatorio en la práctica clínica.",
    ],
    keyPoints: [
      "El Código de Núremberg (1947) surgió tras los experimentos nazis.",
      "Los comités de ética evalúan los ensayos clínicos.",
      "La objeción de conciencia permite a los profesionales no participar en ciertas prácticas.",
    ],
    cards: [
      ["Bioética", "Ética aplicada a la vida y la salud."],
      ["Consentimiento informado", "Aceptación libre de un tratamiento tras recibir información."],
      ["No maleficencia", "Principio de no causar daño."],
      ["Eutanasia", "Acción de poner fin a la vida de un paciente a petición suya."],
    ],
  },
};
