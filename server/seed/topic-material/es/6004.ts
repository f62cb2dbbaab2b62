/** Biología (es catalogue subject 6004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  biomoleculas: {
    explanation: [
      "Las biomoléculas son las moléculas que forman los seres vivos. Las inorgánicas son el agua y las sales minerales; el agua, polar y con puentes de hidrógeno, es el disolvente universal y regula la temperatura.",
      "Las orgánicas son los glúcidos, los lípidos, las proteínas y los ácidos nucleicos. Los glúcidos, como la glucosa o el almidón, aportan energía; los lípidos forman membranas y reservas; las proteínas, polímeros de aminoácidos unidos por enlaces peptídicos, realizan funciones estructurales, enzimáticas y de defensa; y los ácidos nucleicos, ADN y ARN, almacenan y transmiten la información genética.",
    ],
    keyPoints: [
      "Los fosfolípidos forman bicapas por su carácter anfipático.",
      "La estructura terciaria determina la función de una proteína.",
      "Las enzimas aceleran las reacciones disminuyendo la energía de activación.",
    ],
    cards: [
      ["Enlace peptídico", "El enlace que une dos aminoácidos."],
      ["Enlace O-glucosídico", "El enlace que une dos monosacáridos."],
      ["Enzima", "Una proteína que cataliza reacciones químicas."],
      ["Desnaturalización", "La pérdida de la estructura nativa de una proteína."],
    ],
  },
  celula: {
    explanation: [
      "La célula es la unidad estructural y funcional de los seres vivos, según la teoría celular. Las células procariotas, como las bacterias, carecen de núcleo, mientras que las eucariotas tienen el ADN dentro de una envoltura nuclear y poseen orgánulos membranosos.",
      "Las mitocondrias realizan la respiración celular y los cloroplastos, presentes en las células vegetales, la fotosíntesis. El retículo endoplasmático y el aparato de Golgi sintetizan y transportan proteínas y lípidos, y los ribosomas fabrican proteínas. La membrana plasmática, según el modelo de mosaico fluido, regula el intercambio de sustancias.",
    ],
    keyPoints: [
      "Las células vegetales tienen pared de celulosa y vacuolas grandes.",
      "Mitocondrias y cloroplastos proceden de bacterias según la teoría endosimbiótica.",
      "El ciclo celular incluye la interfase y la división por mitosis.",
    ],
    cards: [
      ["Célula procariota", "Una célula sin núcleo diferenciado."],
      ["Mitocondria", "El orgánulo donde se realiza la respiración celular."],
      ["Mosaico fluido", "El modelo de membrana de Singer y Nicolson (1972)."],
      ["Teoría endosimbiótica", "La hipótesis de Lynn Margulis sobre el origen de mitocondrias y cloroplastos."],
    ],
  },
  metabolismo: {
    explanation: [
      "El metabolismo es el conjunto de reacciones químicas de la célula. El catabolismo degrada moléculas complejas y libera energía, que se almacena en forma de ATP; el anabolismo sintetiza moléculas complejas consumiendo energía.",
      "La respiración celular aerobia oxida la glucosa en tres etapas: glucólisis en el citosol, ciclo de Krebs en la matriz mitocondrial y cadena respiratoria en las crestas, con un balance aproximado de 36-38 ATP por glucosa. La fermentación, anaerobia, rinde solo 2 ATP. La fotosíntesis, anabólica, tiene una fase luminosa en los tilacoides y una fase oscura, el ciclo de Calvin, en el estroma.",
    ],
    keyPoints: [
      "La glucólisis produce dos moléculas de piruvato.",
      "La fermentación láctica ocurre en el músculo sin oxígeno suficiente.",
      "El oxígeno es el aceptor final de electrones en la respiración.",
    ],
    cards: [
      ["ATP", "La molécula que almacena y transfiere energía en la célula."],
      ["Catabolismo", "La fase degradativa del metabolismo."],
      ["Ciclo de Krebs", "La ruta que oxida el acetil-CoA en la matriz mitocondrial."],
      ["Fermentación", "Un catabolismo anaerobio con bajo rendimiento energético."],
    ],
  },
  genetica: {
    explanation: [
      "La genética estudia la herencia de los caracteres. Gregor Mendel, con sus experimentos con guisantes publicados en 1866, formuló las leyes de la herencia: uniformidad de la primera generación, segregación de los caracteres e independencia de los caracteres.",
      "Cada gen tiene alelos, que pueden ser dominantes o recesivos. Al cruzar dos heterocigotos Aa se obtiene la proporción fenotípica 3:1. Existen además herencias intermedias, codominancia, como en el grupo sanguíneo AB, y herencia ligada al sexo, como la hemofilia o el daltonismo, cuyos genes están en el cromosoma X.",
    ],
    keyPoints: [
      "El cruzamiento prueba con un homocigoto recesivo revela el genotipo.",
      "La proporción 9:3:3:1 aparece en cruces dihíbridos de genes independientes.",
      "Los varones son hemicigóticos para los genes del cromosoma X.",
    ],
    cards: [
      ["Alelo", "Cada una de las formas de un gen."],
      ["Genotipo", "La constitución genética de un individuo."],
      ["Fenotipo", "Los caracteres observables de un individuo."],
      ["Codominancia", "La expresión simultánea de dos alelos en el heterocigoto."],
    ],
  },
  "biologia-molecular": {
    explanation: [
      "La biología molecular estudia el ADN y la expresión de los genes. Watson y Crick describieron en 1953 la doble hélice, con bases complementarias A-T y G-C. La replicación del ADN es semiconservativa y la realiza la ADN polimerasa.",
      "El dogma central describe el flujo de información: el ADN se transcribe a ARN mensajero en el núcleo, y este se traduce a proteína en los ribosomas. El código genético se lee en tripletes llamados codones; es universal y degenerado, ya que varios codones codifican el mismo aminoácido. AUG es el codón de inicio.",
    ],
    keyPoints: [
      "Las mutaciones pueden ser génicas, cromosómicas o genómicas.",
      "El ARN de transferencia lleva los aminoácidos al ribosoma.",
      "En eucariotas, el ARNm sufre maduración con eliminación de intrones.",
    ],
    cards: [
      ["Transcripción", "La síntesis de ARN a partir de un molde de ADN."],
      ["Traducción", "La síntesis de proteínas a partir del ARNm."],
      ["Codón", "Un triplete de bases del ARNm que codifica un aminoácido."],
      ["Replicación semiconservativa", "Cada nueva molécula conserva una hebra original."],
    ],
  },
  microbiologia: {
    explanation: [
      "La microbiología estudia los microorganismos: bacterias, protozoos, algas microscópicas, hongos y virus. Las bacterias son procariotas; se reproducen por bipartición y pueden intercambiar material genético por conjugación, transformación y transducción.",
      "Los virus son formas acelulares compuestas por un ácido nucleico y una cápsida proteica, que solo se reproducen dentro de una célula huésped mediante ciclo lítico o lisogénico. Los microorganismos son útiles en la industria alimentaria (yogur, pan, vino), la producción de antibióticos y la depuración de aguas, pero algunos causan enfermedades.",
    ],
    keyPoints: [
      "Fleming descubrió la penicilina en 1928.",
      "Los antibióticos no actúan contra los virus.",
      "La tinción de Gram separa bacterias grampositivas y gramnegativas.",
    ],
    cards: [
      ["Virus", "Un agente acelular que necesita una célula para replicarse."],
      ["Ciclo lítico", "La replicación vírica que termina con la destrucción de la célula."],
      ["Antibiótico", "Una sustancia que inhibe o destruye bacterias."],
      ["Conjugación bacteriana", "La transferencia de ADN entre bacterias por contacto."],
    ],
  },
  inmunologia: {
    explanation: [
      "El sistema inmunitario defiende al organismo frente a los agentes extraños. La respuesta inespecífica incluye barreras como la piel y las mucosas, la inflamación y la fagocitosis realizada por macrófagos y neutrófilos.",
      "La respuesta específica la llevan a cabo los linfocitos. Los linfocitos B producen anticuerpos que se unen a antígenos concretos (respuesta humoral), y los linfocitos T destruyen células infectadas o coordinan la respuesta (respuesta celular). La memoria inmunológica explica que la respuesta secundaria sea más rápida e intensa, base de las vacunas.",
    ],
    keyPoints: [
      "La inmunidad artificial activa se consigue con vacunas.",
      "Los sueros aportan anticuerpos ya formados: inmunidad pasiva.",
      "Las alergias son respuestas exageradas frente a antígenos inofensivos.",
    ],
    cards: [
      ["Antígeno", "Una molécula capaz de desencadenar una respuesta inmunitaria."],
      ["Anticuerpo", "Una inmunoglobulina que se une específicamente a un antígeno."],
      ["Vacuna", "Un preparado que induce memoria inmunológica."],
      ["Macrófago", "Una célula fagocítica que presenta antígenos a los linfocitos."],
    ],
  },
  evolucion: {
    explanation: [
      "Lamarck propuso a comienzos del siglo XIX la herencia de los caracteres adquiridos, idea que no se ha confirmado. Darwin y Wallace explicaron la evolución mediante la selección natural, y Darwin la desarrolló en El origen de las especies (1859).",
      "La teoría sintética o neodarwinismo combina la selección natural con la genética: las mutaciones y la recombinación generan variabilidad, y la selección, la deriva genética y las migraciones modifican las frecuencias alélicas de las poblaciones. Las pruebas de la evolución proceden del registro fósil, la anatomía comparada, la embriología y la biología molecular.",
    ],
    keyPoints: [
      "Los órganos homólogos tienen el mismo origen y distinta función.",
      "Los órganos análogos tienen la misma función y distinto origen.",
      "La especiación alopátrica se produce por aislamiento geográfico.",
    ],
    cards: [
      ["Selección natural", "La mayor supervivencia y reproducción de los individuos mejor adaptados."],
      ["Neodarwinismo", "La síntesis de la teoría de Darwin con la genética."],
      ["Deriva genética", "El cambio aleatorio de frecuencias alélicas."],
      ["Especiación", "La formación de nuevas especies."],
    ],
  },
  ecologia: {
    explanation: [
      "La ecología estudia las relaciones de los seres vivos entre sí y con su medio. Un ecosistema está formado por la biocenosis, o conjunto de seres vivos, y el biotopo, o medio físico.",
      "La energía fluye de forma unidireccional a través de los niveles tróficos: productores, consumidores primarios, secundarios y descomponedores; en cada paso se pierde aproximadamente el 90 %. La materia, en cambio, circula en ciclos biogeoquímicos como los del carbono y el nitrógeno. Las relaciones entre especies incluyen depredación, competencia, parasitismo, mutualismo y comensalismo.",
    ],
    keyPoints: [
      "Las pirámides tróficas representan biomasa, energía o número de individuos.",
      "La sucesión ecológica conduce hacia una comunidad clímax.",
      "La pérdida de biodiversidad es uno de los grandes problemas ambientales.",
    ],
    cards: [
      ["Biotopo", "El medio físico de un ecosistema."],
      ["Nivel trófico", "La posición de un organismo en la cadena alimentaria."],
      ["Mutualismo", "Una relación en la que ambas especies se benefician."],
      ["Sucesión ecológica", "Los cambios de una comunidad a lo largo del tiempo."],
    ],
  },
};
