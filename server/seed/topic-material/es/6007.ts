/** Química (es catalogue subject 6007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "estructura-atomica": {
    explanation: [
      "El átomo está formado por un núcleo con protones y neutrones, rodeado de electrones. El número atómico Z indica los protones y el número másico A la suma de protones y neutrones; los isótopos tienen igual Z y distinto A, como el carbono-12 y el carbono-14.",
      "El modelo de Rutherford (1911) descubrió el núcleo, y el de Bohr (1913) introdujo órbitas cuantizadas. El modelo mecanocuántico describe los electrones mediante orbitales y cuatro números cuánticos (n, l, mₗ, mₛ). La configuración electrónica sigue el principio de Aufbau, el principio de exclusión de Pauli y la regla de Hund; por ejemplo, el oxígeno es 1s² 2s² 2p⁴.",
    ],
    keyPoints: [
      "Pauli: dos electrones no pueden tener los cuatro números cuánticos iguales.",
      "Un orbital admite como máximo dos electrones.",
      "Los espectros atómicos demuestran que la energía está cuantizada.",
    ],
    cards: [
      ["Número atómico", "El número de protones del núcleo, Z."],
      ["Isótopos", "Átomos del mismo elemento con distinto número de neutrones."],
      ["Orbital", "Región donde es más probable encontrar un electrón."],
      ["Regla de Hund", "Los electrones ocupan orbitales degenerados con espines paralelos antes de aparearse."],
    ],
  },
  "tabla-periodica": {
    explanation: [
      "La tabla periódica ordena los elementos por número atómico creciente, en 7 periodos y 18 grupos. Mendeléiev la propuso en 1869 y dejó huecos para elementos aún no descubiertos, como el galio y el germanio.",
      "Los elementos de un mismo grupo tienen la misma configuración electrónica externa y propiedades químicas parecidas: los alcalinos (grupo 1), los halógenos (grupo 17) y los gases nobles (grupo 18). El radio atómico aumenta hacia abajo en un grupo y disminuye hacia la derecha en un periodo; la energía de ionización y la electronegatividad siguen la tendencia contraria.",
    ],
    keyPoints: [
      "El flúor es el elemento más electronegativo.",
      "Los metales tienden a perder electrones y formar cationes.",
      "Los elementos de transición ocupan el bloque d.",
    ],
    cards: [
      ["Periodo", "Una fila horizontal de la tabla periódica."],
      ["Grupo", "Una columna con elementos de propiedades similares."],
      ["Electronegatividad", "La tendencia de un átomo a atraer los electrones de un enlace."],
      ["Energía de ionización", "La energía necesaria para arrancar un electrón a un átomo gaseoso."],
    ],
  },
  "enlace-quimico": {
    explanation: [
      "Los átomos se unen para alcanzar una configuración más estable, a menudo de ocho electrones en la capa de valencia (regla del octeto). El enlace iónico se forma por transferencia de electrones entre un metal y un no metal, como en el NaCl, y da lugar a redes cristalinas duras y solubles en agua.",
      "El enlace covalente consiste en compartir pares de electrones entre no metales, como en el H₂O, y se representa con estructuras de Lewis. La geometría molecular se predice con la teoría RPECV. El enlace metálico es una nube de electrones deslocalizados que explica la conductividad de los metales. Entre moléculas actúan fuerzas intermoleculares, como los puentes de hidrógeno.",
    ],
    keyPoints: [
      "La molécula de agua es angular y polar.",
      "El CO₂ es lineal y apolar aunque sus enlaces sean polares.",
      "Los puentes de hidrógeno explican el alto punto de ebullición del agua.",
    ],
    cards: [
      ["Enlace iónico", "Atracción electrostática entre iones de carga opuesta."],
      ["Enlace covalente", "Compartición de pares de electrones entre átomos."],
      ["Regla del octeto", "Tendencia a completar ocho electrones en la última capa."],
      ["Puente de hidrógeno", "Interacción entre H unido a F, O o N y otro átomo electronegativo."],
    ],
  },
  estequiometria: {
    explanation: [
      "La estequiometría calcula las cantidades de sustancias que intervienen en una reacción. El mol contiene 6,022 · 10²³ partículas (número de Avogadro), y la masa molar expresa la masa de un mol en g/mol; por ejemplo, la del agua es 18 g/mol.",
      "Con la ecuación ajustada, los coeficientes indican la proporción en moles: en 2 H₂ + O₂ → 2 H₂O, dos moles de hidrógeno reaccionan con uno de oxígeno. El reactivo limitante es el que se consume por completo. El rendimiento compara la cantidad obtenida con la teórica, y en gases se usa la ecuación PV = nRT.",
    ],
    keyPoints: [
      "n = m/M relaciona moles, masa y masa molar.",
      "La molaridad es moles de soluto por litro de disolución.",
      "Un mol de gas ideal ocupa 22,4 L en condiciones normales.",
    ],
    cards: [
      ["Mol", "Cantidad de sustancia con 6,022 · 10²³ partículas."],
      ["Reactivo limitante", "El reactivo que se agota primero."],
      ["Molaridad", "Moles de soluto por litro de disolución."],
      ["Rendimiento", "Porcentaje de producto obtenido respecto al teórico."],
    ],
  },
  termoquimica: {
    explanation: [
      "La termoquímica estudia la energía intercambiada en las reacciones. La entalpía de reacción ΔH es el calor a presión constante: es negativa en las reacciones exotérmicas, como la combustión, y positiva en las endotérmicas.",
      "La ley de Hess establece que ΔH depende solo de los estados inicial y final, por lo que puede calcularse combinando otras reacciones o con entalpías de formación: ΔH = ΣΔHf(productos) − ΣΔHf(reactivos). La espontaneidad se determina con la energía libre de Gibbs, ΔG = ΔH − TΔS: una reacción es espontánea si ΔG < 0.",
    ],
    keyPoints: [
      "La entalpía de formación de un elemento en su estado estándar es cero.",
      "La entropía mide el desorden de un sistema.",
      "Una reacción con ΔH < 0 y ΔS > 0 es espontánea a cualquier temperatura.",
    ],
    cards: [
      ["Entalpía", "Contenido energético de un sistema a presión constante."],
      ["Ley de Hess", "La variación de entalpía no depende del camino seguido."],
      ["Reacción exotérmica", "Reacción que desprende calor."],
      ["Energía libre de Gibbs", "ΔG = ΔH − TΔS, criterio de espontaneidad."],
    ],
  },
  "cinetica-quimica": {
    explanation: [
      "La cinética química estudia la velocidad de las reacciones, es decir, la variación de la concentración por unidad de tiempo. La ecuación de velocidad tiene la forma v = k[A]ᵐ[B]ⁿ, donde k es la constante de velocidad y los exponentes son los órdenes parciales, determinados experimentalmente.",
      "Según la teoría de colisiones, las moléculas deben chocar con orientación adecuada y energía suficiente para superar la energía de activación. La velocidad aumenta con la concentración, la temperatura, el grado de división de los reactivos y la presencia de catalizadores, que ofrecen un mecanismo con menor energía de activación. La ecuación de Arrhenius es k = A·e^(−Ea/RT).",
    ],
    keyPoints: [
      "El catalizador no modifica ΔH ni el equilibrio.",
      "El orden total es la suma de los órdenes parciales.",
      "Las enzimas son catalizadores biológicos.",
    ],
    cards: [
      ["Velocidad de reacción", "Variación de la concentración por unidad de tiempo."],
      ["Energía de activación", "Energía mínima necesaria para que la reacción ocurra."],
      ["Catalizador", "Sustancia que acelera la reacción sin consumirse."],
      ["Complejo activado", "Estado de transición de máxima energía."],
    ],
  },
  "equilibrio-quimico": {
    explanation: [
      "Un equilibrio químico se alcanza cuando las velocidades de la reacción directa e inversa se igualan, de modo que las concentraciones permanecen constantes. Es un equilibrio dinámico: las reacciones siguen ocurriendo.",
      "Para aA + bB ⇌ cC + dD, la constante de equilibrio es Kc = [C]ᶜ[D]ᵈ/[A]ᵃ[B]ᵇ, que solo depende de la temperatura. El principio de Le Châtelier indica que, ante una perturbación, el sistema evoluciona para contrarrestarla: si se añade reactivo, el equilibrio se desplaza hacia los productos. En la síntesis de Haber del amoníaco, N₂ + 3 H₂ ⇌ 2 NH₃, una alta presión favorece la formación de NH₃.",
    ],
    keyPoints: [
      "Kp = Kc(RT)^Δn para equilibrios gaseosos.",
      "El cociente de reacción Q indica hacia dónde evoluciona el sistema.",
      "El producto de solubilidad Ks rige los equilibrios de precipitación.",
    ],
    cards: [
      ["Constante de equilibrio", "Cociente de concentraciones en el equilibrio elevadas a sus coeficientes."],
      ["Le Châtelier", "Principio de desplazamiento ante perturbaciones."],
      ["Equilibrio dinámico", "Estado en que las reacciones directa e inversa tienen igual velocidad."],
      ["Cociente de reacción", "Expresión como Kc con concentraciones fuera del equilibrio."],
    ],
  },
  "acidos-y-bases": {
    explanation: [
      "Según Arrhenius, un ácido libera H⁺ en agua y una base OH⁻. La teoría de Brønsted-Lowry es más general: un ácido cede protones y una base los acepta, formando pares conjugados, como NH₄⁺/NH₃.",
      "El pH se define como −log[H₃O⁺]; a 25 °C, una disolución es neutra a pH 7. Los ácidos fuertes, como el HCl, se disocian totalmente, y los débiles, como el ácido acético, parcialmente según su constante Ka. La valoración ácido-base permite determinar la concentración de una disolución, usando un indicador como la fenolftaleína para detectar el punto de equivalencia.",
    ],
    keyPoints: [
      "Kw = [H₃O⁺][OH⁻] = 10⁻¹⁴ a 25 °C.",
      "A 25 °C se cumple que pH + pOH = 14.",
      "Las disoluciones reguladoras amortiguan los cambios de pH.",
    ],
    cards: [
      ["Ácido de Brønsted", "Especie que cede un protón."],
      ["pH", "−log de la concentración de iones oxonio."],
      ["Par conjugado", "Ácido y base que difieren en un protón."],
      ["Hidrólisis", "Reacción de un ion con el agua que modifica el pH."],
    ],
  },
  "reacciones-redox": {
    explanation: [
      "Las reacciones de oxidación-reducción implican transferencia de electrones: la oxidación es una pérdida de electrones y la reducción una ganancia. El oxidante se reduce y el reductor se oxida, y el número de oxidación permite identificarlos.",
      "Las ecuaciones redox se ajustan por el método del ion-electrón, en medio ácido o básico. En una pila galvánica, como la pila Daniell de Zn y Cu, la oxidación ocurre en el ánodo y la reducción en el cátodo; su fuerza electromotriz es E = E°cátodo − E°ánodo. En la electrólisis, una corriente eléctrica provoca una reacción no espontánea, según las leyes de Faraday.",
    ],
    keyPoints: [
      "El potencial estándar se mide frente al electrodo de hidrógeno.",
      "Una reacción redox es espontánea si la fem es positiva.",
      "La corrosión del hierro es un proceso redox.",
    ],
    cards: [
      ["Oxidación", "Pérdida de electrones."],
      ["Reducción", "Ganancia de electrones."],
      ["Cátodo", "Electrodo donde se produce la reducción."],
      ["Electrólisis", "Proceso en que la electricidad produce una reacción química."],
    ],
  },
  "quimica-organica": {
    explanation: [
      "La química orgánica estudia los compuestos del carbono, que puede formar cuatro enlaces y cadenas largas. Los hidrocarburos se clasifican en alcanos (enlaces simples), alquenos (dobles), alquinos (triples) y aromáticos, como el benceno.",
      "Los grupos funcionales determinan las propiedades: alcoholes (−OH), aldehídos (−CHO), cetonas (−CO−), ácidos carboxílicos (−COOH), ésteres, aminas y amidas. Las reacciones típicas son de sustitución, adición, eliminación, condensación y combustión. La isomería puede ser estructural o espacial, como la isomería cis-trans de los alquenos.",
    ],
    keyPoints: [
      "La nomenclatura IUPAC nombra la cadena principal y los sustituyentes.",
      "Los polímeros se forman por adición o condensación de monómeros.",
      "Un carbono asimétrico origina isomería óptica.",
    ],
    cards: [
      ["Hidrocarburo", "Compuesto formado solo por carbono e hidrógeno."],
      ["Grupo funcional", "Átomo o grupo que determina la reactividad de la molécula."],
      ["Isómeros", "Compuestos con la misma fórmula molecular y distinta estructura."],
      ["Esterificación", "Reacción de un ácido carboxílico con un alcohol."],
    ],
  },
};
