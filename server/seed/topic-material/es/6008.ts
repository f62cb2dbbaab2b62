/** Física (es catalogue subject 6008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  cinematica: {
    explanation: [
      "La cinemática describe el movimiento sin atender a sus causas. La posición, la velocidad y la aceleración son magnitudes vectoriales que dependen del sistema de referencia elegido.",
      "En el movimiento rectilíneo uniforme, x = x₀ + vt. En el uniformemente acelerado, v = v₀ + at y x = x₀ + v₀t + ½at², y en caída libre a = −g ≈ −9,8 m/s². En el movimiento circular uniforme la velocidad angular ω es constante, v = ωR y existe aceleración centrípeta aₙ = v²/R. El tiro parabólico combina un MRU horizontal y un MRUA vertical.",
    ],
    keyPoints: [
      "v² = v₀² + 2aΔx en el MRUA.",
      "El alcance máximo de un tiro parabólico se logra a 45° sin rozamiento.",
      "La trayectoria es la línea que describe el móvil.",
    ],
    cards: [
      ["MRU", "Movimiento rectilíneo con velocidad constante."],
      ["MRUA", "Movimiento rectilíneo con aceleración constante."],
      ["Aceleración centrípeta", "aₙ = v²/R, dirigida hacia el centro."],
      ["Velocidad angular", "Ángulo recorrido por unidad de tiempo."],
    ],
  },
  dinamica: {
    explanation: [
      "La dinámica estudia las causas del movimiento, las fuerzas. Las leyes de Newton son tres: la ley de inercia, la ley fundamental ΣF = m·a y la ley de acción y reacción.",
      "Entre las fuerzas habituales están el peso P = mg, la normal, la tensión, la fuerza elástica de Hooke F = −kx y el rozamiento F = μN. El momento lineal p = mv se conserva en un sistema aislado, lo que explica los choques y el retroceso de un arma. El impulso mecánico, F·Δt, es igual a la variación del momento lineal.",
    ],
    keyPoints: [
      "Acción y reacción actúan sobre cuerpos distintos.",
      "En un plano inclinado, la componente del peso paralela es mg sen α.",
      "La fuerza centrípeta mantiene el movimiento circular.",
    ],
    cards: [
      ["Segunda ley de Newton", "ΣF = m·a."],
      ["Momento lineal", "p = m·v."],
      ["Ley de Hooke", "F = −kx para un muelle."],
      ["Coeficiente de rozamiento", "μ, relación entre fuerza de rozamiento y normal."],
    ],
  },
  "trabajo-y-energia": {
    explanation: [
      "El trabajo de una fuerza constante es W = F·Δx·cos α, medido en julios. La potencia es el trabajo por unidad de tiempo, P = W/t, en vatios.",
      "La energía cinética es Ec = ½mv² y la potencial gravitatoria Ep = mgh. El teorema de las fuerzas vivas afirma que el trabajo total es igual a la variación de energía cinética. Si solo actúan fuerzas conservativas, la energía mecánica se conserva: por ejemplo, un cuerpo que cae desde 5 m llega al suelo con v = √(2gh) ≈ 9,9 m/s. El rozamiento disipa energía en forma de calor.",
    ],
    keyPoints: [
      "La energía potencial elástica es ½kx².",
      "El trabajo de una fuerza perpendicular al desplazamiento es nulo.",
      "El rendimiento es la energía útil entre la consumida.",
    ],
    cards: [
      ["Trabajo", "W = F·Δx·cos α."],
      ["Energía cinética", "½mv²."],
      ["Fuerza conservativa", "Fuerza cuyo trabajo no depende de la trayectoria."],
      ["Potencia", "Trabajo realizado por unidad de tiempo."],
    ],
  },
  "campo-gravitatorio": {
    explanation: [
      "La ley de gravitación universal de Newton establece que dos masas se atraen con una fuerza F = G·m₁m₂/r², con G = 6,67 · 10⁻¹¹ N·m²/kg². El campo gravitatorio creado por una masa M es g = GM/r², que en la superficie terrestre vale unos 9,8 N/kg.",
      "La energía potencial gravitatoria es Ep = −GMm/r. Las leyes de Kepler describen las órbitas elípticas de los planetas, la ley de las áreas y la relación T² ∝ r³. La velocidad orbital de un satélite es v = √(GM/r), y la velocidad de escape desde la superficie terrestre es √(2GM/R) ≈ 11,2 km/s.",
    ],
    keyPoints: [
      "El campo gravitatorio es conservativo y siempre atractivo.",
      "Un satélite geoestacionario tiene un periodo de 24 horas.",
      "La energía mecánica de un satélite en órbita es negativa.",
    ],
    cards: [
      ["Constante G", "6,67 · 10⁻¹¹ N·m²/kg²."],
      ["Tercera ley de Kepler", "T² es proporcional a r³."],
      ["Velocidad de escape", "Velocidad mínima para abandonar el campo gravitatorio."],
      ["Intensidad de campo", "Fuerza por unidad de masa."],
    ],
  },
  "campo-electrico": {
    explanation: [
      "La ley de Coulomb establece que dos cargas se atraen o repelen con una fuerza F = k·q₁q₂/r², con k = 9 · 10⁹ N·m²/C². Las cargas del mismo signo se repelen y las de signo contrario se atraen.",
      "El campo eléctrico es la fuerza por unidad de carga, E = F/q, y el potencial eléctrico V = kQ/r se mide en voltios. Las líneas de campo salen de las cargas positivas y entran en las negativas. El teorema de Gauss relaciona el flujo eléctrico a través de una superficie cerrada con la carga encerrada, y en el interior de un conductor en equilibrio el campo es nulo.",
    ],
    keyPoints: [
      "El trabajo para mover una carga es W = −qΔV.",
      "Las superficies equipotenciales son perpendiculares a las líneas de campo.",
      "La carga elemental vale 1,6 · 10⁻¹⁹ C.",
    ],
    cards: [
      ["Ley de Coulomb", "F = kq₁q₂/r²."],
      ["Campo eléctrico", "Fuerza por unidad de carga positiva."],
      ["Potencial eléctrico", "Energía potencial por unidad de carga."],
      ["Teorema de Gauss", "El flujo eléctrico es proporcional a la carga encerrada."],
    ],
  },
  "campo-magnetico": {
    explanation: [
      "El campo magnético B, medido en teslas, es creado por imanes y corrientes eléctricas. Oersted demostró en 1820 que una corriente desvía una brújula. Un hilo rectilíneo crea un campo B = μ₀I/(2πr), con líneas circulares a su alrededor.",
      "Sobre una carga en movimiento actúa la fuerza de Lorentz, F = q(v × B), perpendicular a la velocidad, que hace describir órbitas circulares de radio r = mv/(qB). La ley de Faraday-Lenz explica la inducción: una variación de flujo magnético produce una fuerza electromotriz ε = −dΦ/dt, principio de los generadores y transformadores.",
    ],
    keyPoints: [
      "Dos corrientes paralelas del mismo sentido se atraen.",
      "La fuerza magnética no realiza trabajo sobre la carga.",
      "La ley de Lenz indica que la corriente inducida se opone a la variación de flujo.",
    ],
    cards: [
      ["Tesla", "Unidad de campo magnético."],
      ["Fuerza de Lorentz", "F = q(v × B)."],
      ["Flujo magnético", "Φ = B·S·cos α."],
      ["Inducción electromagnética", "Generación de corriente por variación del flujo magnético."],
    ],
  },
  ondas: {
    explanation: [
      "Una onda es la propagación de una perturbación que transporta energía sin transportar materia. Las ondas mecánicas necesitan un medio, como el sonido, y las electromagnéticas no, como la luz. Pueden ser transversales o longitudinales.",
      "La ecuación de una onda armónica es y(x, t) = A sen(ωt − kx), con ω = 2πf y k = 2π/λ; la velocidad de propagación es v = λf. Los fenómenos ondulatorios son la reflexión, la refracción, la difracción y las interferencias. La intensidad sonora se expresa en decibelios con β = 10 log(I/I₀), y el efecto Doppler cambia la frecuencia percibida.",
    ],
    keyPoints: [
      "El sonido es una onda longitudinal de unos 340 m/s en el aire.",
      "Las ondas estacionarias presentan nodos y vientres.",
      "El principio de Huygens explica la propagación de los frentes de onda.",
    ],
    cards: [
      ["Longitud de onda", "Distancia entre dos puntos consecutivos en el mismo estado de vibración."],
      ["Frecuencia", "Número de oscilaciones por segundo."],
      ["Difracción", "Desviación de una onda al atravesar una rendija o bordear un obstáculo."],
      ["Efecto Doppler", "Cambio de frecuencia por el movimiento relativo de foco y observador."],
    ],
  },
  optica: {
    explanation: [
      "La óptica estudia la luz, una onda electromagnética que se propaga en el vacío a c = 3 · 10⁸ m/s. El índice de refracción n = c/v indica cuánto se frena la luz en un medio.",
      "La ley de Snell, n₁ sen θ₁ = n₂ sen θ₂, describe la refracción, y por encima del ángulo límite se produce reflexión total, base de la fibra óptica. En óptica geométrica, los espejos y las lentes forman imágenes según la ecuación 1/s′ − 1/s = 1/f′ en lentes delgadas. El ojo humano actúa como una lente convergente; la miopía se corrige con lentes divergentes y la hipermetropía con convergentes.",
    ],
    keyPoints: [
      "La potencia de una lente se mide en dioptrías: P = 1/f′.",
      "La dispersión separa la luz blanca en colores.",
      "El experimento de Young demostró la naturaleza ondulatoria de la luz.",
    ],
    cards: [
      ["Índice de refracción", "n = c/v."],
      ["Ley de Snell", "n₁ sen θ₁ = n₂ sen θ₂."],
      ["Reflexión total", "Fenómeno que ocurre por encima del ángulo límite."],
      ["Dioptría", "Unidad de potencia de una lente."],
    ],
  },
  "fisica-cuantica": {
    explanation: [
      "La física cuántica nació para explicar fenómenos que la física clásica no podía. Planck propuso en 1900 que la energía se emite en cuantos, E = hf, con h = 6,63 · 10⁻³⁴ J·s, para explicar la radiación del cuerpo negro.",
      "Einstein explicó en 1905 el efecto fotoeléctrico: la luz está formada por fotones, y solo se arrancan electrones si la frecuencia supera un umbral; la energía cinética máxima es Ec = hf − W₀. De Broglie asignó una longitud de onda a toda partícula, λ = h/p, y el principio de incertidumbre de Heisenberg establece que Δx·Δp ≥ h/4π.",
    ],
    keyPoints: [
      "La dualidad onda-corpúsculo se aplica a la luz y a la materia.",
      "La intensidad de la luz no influye en la energía de los fotoelectrones.",
      "El microscopio electrónico aprovecha la naturaleza ondulatoria del electrón.",
    ],
    cards: [
      ["Fotón", "Cuanto de luz de energía E = hf."],
      ["Constante de Planck", "h = 6,63 · 10⁻³⁴ J·s."],
      ["Trabajo de extracción", "Energía mínima para arrancar un electrón de un metal."],
      ["Principio de incertidumbre", "No pueden conocerse a la vez con precisión posición y momento."],
    ],
  },
  "fisica-nuclear": {
    explanation: [
      "El núcleo está formado por protones y neutrones unidos por la interacción nuclear fuerte. La masa del núcleo es menor que la suma de las masas de sus nucleones: ese defecto de masa equivale a la energía de enlace, E = Δm·c².",
      "Los núcleos inestables se desintegran emitiendo radiación α, β o γ. La ley de desintegración es N = N₀e^(−λt), y el periodo de semidesintegración T½ = ln 2/λ. En la fisión, un núcleo pesado como el uranio-235 se divide al absorber un neutrón, liberando energía en las centrales nucleares. En la fusión, núcleos ligeros se unen, como ocurre en el Sol.",
    ],
    keyPoints: [
      "La radiación α es la menos penetrante y la γ la más.",
      "El hierro-56 tiene una de las mayores energías de enlace por nucleón.",
      "El carbono-14 permite datar restos orgánicos.",
    ],
    cards: [
      ["Defecto de masa", "Diferencia entre la masa de los nucleones y la del núcleo."],
      ["Fisión nuclear", "División de un núcleo pesado en otros más ligeros."],
      ["Fusión nuclear", "Unión de núcleos ligeros en uno más pesado."],
      ["Periodo de semidesintegración", "Tiempo en que se desintegra la mitad de los núcleos."],
    ],
  },
};
