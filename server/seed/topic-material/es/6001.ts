/** Matemáticas (es catalogue subject 6001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "numeros-reales": {
    explanation: [
      "Los números reales ℝ reúnen los racionales ℚ, que pueden escribirse como fracción a/b, y los irracionales, cuya expresión decimal es infinita y no periódica, como √2, π o e. Cada número real corresponde a un punto de la recta real.",
      "Los intervalos describen conjuntos de reales: [2, 5] incluye los extremos y (2, 5) los excluye. El valor absoluto |x| es la distancia de x al origen, de modo que |x − 3| < 2 equivale a 1 < x < 5. Las potencias y raíces cumplen propiedades como aᵐ · aⁿ = aᵐ⁺ⁿ y √(ab) = √a · √b para a, b ≥ 0.",
    ],
    keyPoints: [
      "ℕ ⊂ ℤ ⊂ ℚ ⊂ ℝ.",
      "Racionalizar consiste en eliminar las raíces del denominador: 1/√2 = √2/2.",
      "La notación científica escribe un número como a · 10ⁿ con 1 ≤ |a| < 10.",
    ],
    cards: [
      ["Número irracional", "Un real que no puede expresarse como fracción, como √2."],
      ["Valor absoluto", "La distancia de un número al cero en la recta real."],
      ["Intervalo abierto", "Un conjunto de reales entre dos extremos que no se incluyen."],
      ["Racionalizar", "Eliminar las raíces del denominador de una fracción."],
    ],
  },
  algebra: {
    explanation: [
      "El álgebra trabaja con expresiones en las que aparecen letras que representan números. Un polinomio es una suma de monomios, como P(x) = 2x³ − 5x + 1, cuyo grado es el mayor exponente de la variable.",
      "Las identidades notables simplifican cálculos: (a + b)² = a² + 2ab + b², (a − b)² = a² − 2ab + b² y (a + b)(a − b) = a² − b². La regla de Ruffini divide un polinomio entre x − a, y el teorema del resto afirma que el resto de esa división es P(a). Si P(a) = 0, entonces x − a es un factor del polinomio.",
    ],
    keyPoints: [
      "Las raíces enteras de un polinomio con coeficientes enteros dividen al término independiente.",
      "Factorizar consiste en escribir un polinomio como producto de factores.",
      "Las fracciones algebraicas se simplifican dividiendo por factores comunes.",
    ],
    cards: [
      ["Polinomio", "Una suma de monomios con exponentes naturales."],
      ["Regla de Ruffini", "Un método para dividir un polinomio entre x − a."],
      ["Teorema del resto", "El resto de dividir P(x) entre x − a es P(a)."],
      ["Raíz de un polinomio", "Un valor que anula el polinomio."],
    ],
  },
  ecuaciones: {
    explanation: [
      "Una ecuación es una igualdad con incógnitas que solo se cumple para ciertos valores. La ecuación de segundo grado ax² + bx + c = 0 se resuelve con la fórmula x = (−b ± √(b² − 4ac)) / 2a.",
      "El discriminante Δ = b² − 4ac indica el número de soluciones: dos reales si Δ > 0, una doble si Δ = 0 y ninguna real si Δ < 0. Por ejemplo, x² − 5x + 6 = 0 tiene soluciones 2 y 3. Los sistemas de ecuaciones lineales se resuelven por sustitución, igualación, reducción o por el método de Gauss.",
    ],
    keyPoints: [
      "En las ecuaciones con radicales hay que comprobar las soluciones.",
      "Las ecuaciones bicuadradas se resuelven con el cambio t = x².",
      "Un sistema puede ser compatible determinado, compatible indeterminado o incompatible.",
    ],
    cards: [
      ["Discriminante", "b² − 4ac, que determina el número de soluciones reales."],
      ["Ecuación bicuadrada", "Una ecuación de la forma ax⁴ + bx² + c = 0."],
      ["Sistema incompatible", "Un sistema sin solución."],
      ["Método de Gauss", "La transformación de un sistema en otro escalonado equivalente."],
    ],
  },
  funciones: {
    explanation: [
      "Una función asigna a cada valor x de su dominio un único valor f(x). El dominio es el conjunto de valores donde la función está definida: por ejemplo, f(x) = √(x − 2) solo existe para x ≥ 2, y g(x) = 1/x no está definida en x = 0.",
      "Las funciones lineales y = mx + n tienen por gráfica una recta de pendiente m. Las cuadráticas y = ax² + bx + c son parábolas con vértice en x = −b/2a. Se estudian además el recorrido, los cortes con los ejes, la simetría (par si f(−x) = f(x), impar si f(−x) = −f(x)), la monotonía y los extremos.",
    ],
    keyPoints: [
      "Una función exponencial y = aˣ con a > 1 es creciente.",
      "La función logarítmica es la inversa de la exponencial.",
      "Las asíntotas describen el comportamiento de la gráfica en el infinito o cerca de discontinuidades.",
    ],
    cards: [
      ["Dominio", "El conjunto de valores de x para los que existe f(x)."],
      ["Recorrido", "El conjunto de valores que toma la función."],
      ["Pendiente", "El coeficiente m de una función lineal."],
      ["Función par", "Una función simétrica respecto al eje de ordenadas."],
    ],
  },
  limites: {
    explanation: [
      "El límite de f(x) cuando x tiende a a es el valor al que se acercan las imágenes cuando x se aproxima a a. Si los límites laterales por la izquierda y por la derecha coinciden, el límite existe.",
      "Algunas expresiones dan indeterminaciones, como 0/0, ∞/∞ o ∞ − ∞, que se resuelven factorizando, dividiendo por la mayor potencia o multiplicando por el conjugado. Por ejemplo, el límite de (x² − 1)/(x − 1) cuando x → 1 vale 2. Una función es continua en a si existe f(a), existe el límite y ambos coinciden.",
    ],
    keyPoints: [
      "En un cociente de polinomios cuando x → ∞, mandan los términos de mayor grado.",
      "La regla de L’Hôpital resuelve indeterminaciones 0/0 e ∞/∞ mediante derivadas.",
      "El número e es el límite de (1 + 1/n)ⁿ cuando n → ∞.",
    ],
    cards: [
      ["Límite lateral", "El límite por la izquierda o por la derecha de un punto."],
      ["Indeterminación", "Una expresión como 0/0 cuyo valor no puede deducirse directamente."],
      ["Continuidad", "Coincidencia de f(a) con el límite de la función en a."],
      ["Asíntota vertical", "Una recta x = a donde la función tiende a infinito."],
    ],
  },
  derivadas: {
    explanation: [
      "La derivada de f en un punto a es el límite del cociente incremental [f(a + h) − f(a)]/h cuando h → 0. Geométricamente es la pendiente de la recta tangente a la gráfica, cuya ecuación es y − f(a) = f′(a)(x − a).",
      "Las reglas básicas son (xⁿ)′ = nxⁿ⁻¹, (eˣ)′ = eˣ, (ln x)′ = 1/x, (sen x)′ = cos x y la regla de la cadena (f(g(x)))′ = f′(g(x)) · g′(x). El signo de la derivada indica si la función crece o decrece, y los puntos donde f′(x) = 0 pueden ser máximos o mínimos relativos.",
    ],
    keyPoints: [
      "(f · g)′ = f′g + fg′ y (f/g)′ = (f′g − fg′)/g².",
      "Si f″(a) > 0 en un punto crítico, hay un mínimo relativo.",
      "La derivada se aplica a problemas de optimización.",
    ],
    cards: [
      ["Derivada", "La tasa de variación instantánea de una función."],
      ["Recta tangente", "La recta que toca la curva en un punto con pendiente f′(a)."],
      ["Regla de la cadena", "La derivada de una composición de funciones."],
      ["Punto crítico", "Un punto donde la derivada se anula."],
    ],
  },
  integrales: {
    explanation: [
      "Una primitiva de f es una función F tal que F′ = f; el conjunto de primitivas es la integral indefinida ∫f(x)dx = F(x) + C. Por ejemplo, ∫x² dx = x³/3 + C y ∫(1/x) dx = ln|x| + C.",
      "La integral definida ∫ₐᵇ f(x)dx se calcula con la regla de Barrow: F(b) − F(a). Si f es positiva, representa el área entre la gráfica y el eje X. Los métodos de integración incluyen el cambio de variable y la integración por partes, ∫u dv = uv − ∫v du.",
    ],
    keyPoints: [
      "El teorema fundamental del cálculo relaciona derivada e integral.",
      "El área entre dos curvas es la integral de la diferencia de funciones.",
      "Las integrales racionales se descomponen en fracciones simples.",
    ],
    cards: [
      ["Primitiva", "Una función cuya derivada es la función dada."],
      ["Regla de Barrow", "∫ₐᵇ f(x)dx = F(b) − F(a)."],
      ["Integración por partes", "∫u dv = uv − ∫v du."],
      ["Constante de integración", "La constante C que aparece en toda integral indefinida."],
    ],
  },
  trigonometria: {
    explanation: [
      "En un triángulo rectángulo, el seno de un ángulo agudo es el cateto opuesto entre la hipotenusa, el coseno el cateto contiguo entre la hipotenusa y la tangente el cociente entre ambos catetos. Los ángulos se miden en grados o en radianes, siendo 180° = π rad.",
      "La identidad fundamental es sen²α + cos²α = 1. Para triángulos cualesquiera se usan el teorema del seno, a/sen A = b/sen B = c/sen C, y el teorema del coseno, a² = b² + c² − 2bc·cos A. Por ejemplo, sen 30° = 1/2 y cos 60° = 1/2.",
    ],
    keyPoints: [
      "tg α = sen α / cos α.",
      "sen(α + β) = sen α cos β + cos α sen β.",
      "Las razones trigonométricas se extienden a cualquier ángulo con la circunferencia goniométrica.",
    ],
    cards: [
      ["Seno", "Cateto opuesto entre hipotenusa."],
      ["Radián", "El ángulo cuyo arco mide lo mismo que el radio."],
      ["Teorema del coseno", "a² = b² + c² − 2bc·cos A."],
      ["Identidad fundamental", "sen²α + cos²α = 1."],
    ],
  },
  "geometria-analitica": {
    explanation: [
      "La geometría analítica estudia las figuras mediante coordenadas y vectores. El vector AB entre A(x₁, y₁) y B(x₂, y₂) tiene componentes (x₂ − x₁, y₂ − y₁), y su módulo es √((x₂ − x₁)² + (y₂ − y₁)²).",
      "Una recta puede expresarse en forma vectorial, paramétrica, continua, general (Ax + By + C = 0) o explícita (y = mx + n). Dos rectas son paralelas si tienen la misma pendiente y perpendiculares si el producto de sus pendientes es −1. La distancia de un punto (x₀, y₀) a la recta Ax + By + C = 0 es |Ax₀ + By₀ + C| / √(A² + B²).",
    ],
    keyPoints: [
      "El producto escalar u · v = u₁v₁ + u₂v₂ es nulo si los vectores son perpendiculares.",
      "El punto medio de AB tiene coordenadas ((x₁ + x₂)/2, (y₁ + y₂)/2).",
      "La circunferencia de centro (a, b) y radio r es (x − a)² + (y − b)² = r².",
    ],
    cards: [
      ["Vector director", "Un vector que indica la dirección de una recta."],
      ["Ecuación general", "Ax + By + C = 0."],
      ["Producto escalar", "u · v = |u||v|cos α."],
      ["Rectas perpendiculares", "Rectas cuyas pendientes cumplen m₁ · m₂ = −1."],
    ],
  },
  probabilidad: {
    explanation: [
      "La probabilidad mide la posibilidad de que ocurra un suceso en un experimento aleatorio. Según la regla de Laplace, si todos los resultados son equiprobables, P(A) = casos favorables / casos posibles; por ejemplo, la probabilidad de sacar un número par con un dado es 3/6 = 1/2.",
      "La probabilidad condicionada es P(A|B) = P(A ∩ B)/P(B). Dos sucesos son independientes si P(A ∩ B) = P(A) · P(B). El teorema de la probabilidad total y el teorema de Bayes permiten calcular probabilidades a partir de un diagrama de árbol. La distribución binomial B(n, p) cuenta los éxitos en n pruebas independientes.",
    ],
    keyPoints: [
      "P(Aᶜ) = 1 − P(A).",
      "Regla de la suma para sucesos compatibles: P(A ∪ B) = P(A) + P(B) − P(A ∩ B).",
      "La distribución normal N(μ, σ) se tipifica con Z = (X − μ)/σ.",
    ],
    cards: [
      ["Regla de Laplace", "Casos favorables entre casos posibles."],
      ["Suceso contrario", "El suceso que ocurre cuando no ocurre A."],
      ["Teorema de Bayes", "Calcula la probabilidad de una causa conocido el efecto."],
      ["Sucesos independientes", "Sucesos en los que uno no influye en la probabilidad del otro."],
    ],
  },
};
