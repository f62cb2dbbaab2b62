/** Economía (es catalogue subject 6011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "oferta-y-demanda": {
    explanation: [
      "La ley de la demanda establece que, ceteris paribus, cuando sube el precio de un bien disminuye la cantidad demandada. La demanda también depende de la renta, los gustos y el precio de bienes sustitutivos y complementarios.",
      "La ley de la oferta indica que, a mayor precio, mayor cantidad ofrecida; la oferta depende además de los costes y la tecnología. El equilibrio se alcanza donde se cortan ambas curvas. Un precio máximo por debajo del equilibrio genera escasez, y uno mínimo por encima, excedente. La elasticidad-precio mide cuánto varía la cantidad demandada ante un cambio porcentual del precio.",
    ],
    keyPoints: [
      "Un cambio en el precio provoca un movimiento a lo largo de la curva.",
      "Un cambio en otros factores desplaza la curva.",
      "Los bienes de primera necesidad suelen tener demanda inelástica.",
    ],
    cards: [
      ["Ceteris paribus", "Supuesto de que el resto de factores permanece constante."],
      ["Precio de equilibrio", "Precio al que coinciden cantidad ofrecida y demandada."],
      ["Bien sustitutivo", "Bien que puede reemplazar a otro, como té y café."],
      ["Elasticidad-precio", "Sensibilidad de la cantidad demandada al precio."],
    ],
  },
  mercado: {
    explanation: [
      "Un mercado es cualquier mecanismo que pone en contacto a compradores y vendedores. Según el número de participantes y el tipo de producto, puede ser de competencia perfecta, monopolio, oligopolio o competencia monopolística.",
      "En competencia perfecta hay muchos agentes, producto homogéneo, información perfecta y libre entrada, y las empresas son precio-aceptantes. El monopolio tiene un solo vendedor que fija el precio, y el oligopolio pocos vendedores interdependientes, como las compañías de telefonía. Los fallos de mercado, como las externalidades, los bienes públicos o la información asimétrica, justifican la intervención del Estado.",
    ],
    keyPoints: [
      "La CNMC defiende la competencia en España.",
      "Los cárteles son acuerdos ilegales para fijar precios.",
      "Los bienes públicos son no rivales y no excluibles.",
    ],
    cards: [
      ["Competencia perfecta", "Mercado con muchos agentes y producto homogéneo."],
      ["Oligopolio", "Mercado dominado por pocas empresas."],
      ["Externalidad", "Efecto de una actividad sobre terceros no reflejado en el precio."],
      ["Bien público", "Bien no rival y no excluible, como el alumbrado."],
    ],
  },
  empresa: {
    explanation: [
      "La empresa es la unidad económica que combina factores productivos para producir bienes y servicios. Sus funciones son coordinar recursos, asumir riesgos, crear valor e innovar.",
      "Según su forma jurídica, puede ser empresario individual o sociedad: la sociedad limitada exige en España un capital mínimo de 1 euro desde 2022, y la sociedad anónima 60 000 euros, con responsabilidad limitada de los socios. El beneficio es la diferencia entre ingresos y costes, que pueden ser fijos o variables. El punto muerto o umbral de rentabilidad es la cantidad a partir de la cual se obtienen beneficios: Q = CF/(P − CVu).",
    ],
    keyPoints: [
      "Las pymes tienen menos de 250 trabajadores.",
      "Los costes fijos no dependen de la producción.",
      "La productividad mide la producción por unidad de factor.",
    ],
    cards: [
      ["Sociedad anónima", "Sociedad con capital dividido en acciones."],
      ["Costes fijos", "Costes que no varían con la producción."],
      ["Punto muerto", "Nivel de producción en que ingresos y costes se igualan."],
      ["Productividad", "Producción obtenida por unidad de factor empleado."],
    ],
  },
  desempleo: {
    explanation: [
      "El desempleo afecta a las personas que buscan activamente trabajo y están disponibles, pero no lo encuentran. La tasa de paro es el porcentaje de parados sobre la población activa, y en España se mide con la Encuesta de Población Activa (EPA) del INE.",
      "El paro friccional se debe al tiempo de búsqueda entre empleos, el estructural al desajuste entre la cualificación de los trabajadores y las necesidades de las empresas, el cíclico a las recesiones y el estacional a actividades como el turismo. España ha tenido tasas de paro altas, con un máximo cercano al 27 % en 2013, y un paro juvenil especialmente elevado.",
    ],
    keyPoints: [
      "La población activa incluye ocupados y parados.",
      "Las políticas activas de empleo fomentan la formación y la contratación.",
      "Las prestaciones por desempleo son políticas pasivas.",
    ],
    cards: [
      ["Tasa de paro", "Parados entre población activa, en porcentaje."],
      ["EPA", "Encuesta de Población Activa del INE."],
      ["Paro estructural", "Desempleo por desajustes duraderos del mercado laboral."],
      ["Paro cíclico", "Desempleo causado por las fases recesivas."],
    ],
  },
  "dinero-e-inflacion": {
    explanation: [
      "El dinero es cualquier medio de pago generalmente aceptado. Cumple tres funciones: medio de cambio, unidad de cuenta y depósito de valor. Hoy es dinero fiduciario, cuyo valor se basa en la confianza, y la mayor parte es dinero bancario.",
      "La inflación es el aumento generalizado y sostenido de los precios, medido en España con el IPC. Puede ser de demanda, cuando el gasto crece más que la producción, o de costes, como cuando sube el precio de la energía. Reduce el poder adquisitivo y perjudica a los ahorradores y a quienes tienen rentas fijas. La deflación, caída general de precios, también es perjudicial.",
    ],
    keyPoints: [
      "La teoría cuantitativa se expresa como M·V = P·Y.",
      "La hiperinflación supera tasas del 50 % mensual.",
      "El BCE busca una inflación del 2 % a medio plazo.",
    ],
    cards: [
      ["Dinero fiduciario", "Dinero cuyo valor se basa en la confianza."],
      ["IPC", "Índice de Precios de Consumo."],
      ["Inflación de costes", "Subida de precios originada por el aumento de costes."],
      ["Poder adquisitivo", "Cantidad de bienes que se pueden comprar con una renta."],
    ],
  },
  "politica-fiscal": {
    explanation: [
      "La política fiscal utiliza el gasto público y los impuestos para influir en la economía. Una política expansiva aumenta el gasto o baja los impuestos para estimular la demanda en una recesión; una restrictiva hace lo contrario para frenar la inflación o reducir el déficit.",
      "Los presupuestos generales del Estado recogen los ingresos y gastos previstos. Los impuestos pueden ser directos, como el IRPF, progresivo, o indirectos, como el IVA, cuyo tipo general es del 21 %. Cuando los gastos superan a los ingresos hay déficit público, que se financia con deuda. Los estabilizadores automáticos, como las prestaciones por desempleo, actúan sin decisión política.",
    ],
    keyPoints: [
      "Un impuesto progresivo aumenta su tipo con la renta.",
      "La Unión Europea fija límites de déficit del 3 % y de deuda del 60 % del PIB.",
      "El efecto expulsión puede reducir la inversión privada.",
    ],
    cards: [
      ["Política fiscal expansiva", "Aumento del gasto o reducción de impuestos."],
      ["IRPF", "Impuesto sobre la Renta de las Personas Físicas."],
      ["Déficit público", "Exceso de gastos sobre ingresos públicos."],
      ["Estabilizador automático", "Mecanismo fiscal que suaviza el ciclo sin nuevas decisiones."],
    ],
  },
  "politica-monetaria": {
    explanation: [
      "La política monetaria controla la cantidad de dinero y los tipos de interés para mantener la estabilidad de precios. En la zona euro la dirige el Banco Central Europeo, con sede en Fráncfort, cuyo objetivo principal es una inflación del 2 % a medio plazo.",
      "Sus instrumentos son los tipos de interés oficiales, las operaciones de mercado abierto y el coeficiente de reservas. Una política expansiva baja los tipos para abaratar el crédito y estimular la inversión y el consumo. Una restrictiva los sube para frenar la inflación, como hizo el BCE a partir de 2022. La expansión cuantitativa consiste en la compra masiva de bonos.",
    ],
    keyPoints: [
      "Los bancos crean dinero al conceder préstamos.",
      "El multiplicador monetario relaciona base monetaria y oferta monetaria.",
      "El Banco de España forma parte del Eurosistema.",
    ],
    cards: [
      ["BCE", "Banco Central Europeo."],
      ["Tipo de interés oficial", "Tipo al que el banco central presta a los bancos."],
      ["Coeficiente de caja", "Porcentaje de depósitos que los bancos deben mantener en reserva."],
      ["Expansión cuantitativa", "Compra masiva de activos por el banco central."],
    ],
  },
  "comercio-internacional": {
    explanation: [
      "El comercio internacional es el intercambio de bienes y servicios entre países. Adam Smith lo explicó por la ventaja absoluta y David Ricardo, en 1817, por la ventaja comparativa: cada país debe especializarse en lo que produce con menor coste de oportunidad.",
      "El proteccionismo utiliza aranceles, cuotas y barreras no arancelarias para defender la producción nacional, mientras que el librecambio defiende la eliminación de barreras. La Organización Mundial del Comercio, creada en 1995, regula los intercambios. La balanza de pagos registra las transacciones con el exterior, y el tipo de cambio es el precio de una moneda en términos de otra.",
    ],
    keyPoints: [
      "Un arancel es un impuesto sobre las importaciones.",
      "La depreciación de una moneda abarata las exportaciones.",
      "La integración económica va desde la zona de libre comercio a la unión económica.",
    ],
    cards: [
      ["Ventaja comparativa", "Menor coste de oportunidad en la producción de un bien."],
      ["Arancel", "Impuesto sobre bienes importados."],
      ["OMC", "Organización Mundial del Comercio."],
      ["Balanza de pagos", "Registro de transacciones económicas con el exterior."],
    ],
  },
};
