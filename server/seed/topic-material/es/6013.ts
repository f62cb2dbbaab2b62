/** Informática (es catalogue subject 6013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  algoritmos: {
    explanation: [
      "Un algoritmo es una secuencia finita y ordenada de instrucciones que resuelve un problema. Puede representarse con pseudocódigo o con diagramas de flujo, que usan óvalos para el inicio y el fin, rectángulos para los procesos y rombos para las decisiones.",
      "Las estructuras de control básicas son la secuencia, la selección (si… entonces… si no) y la repetición (mientras, para). La eficiencia de un algoritmo se mide por su complejidad: la búsqueda lineal es O(n) y la búsqueda binaria en una lista ordenada es O(log n). Los algoritmos de ordenación clásicos son la burbuja, la selección, la inserción y el quicksort.",
    ],
    keyPoints: [
      "Todo algoritmo debe terminar en un número finito de pasos.",
      "La búsqueda binaria exige datos ordenados.",
      "El método de la burbuja tiene complejidad O(n²).",
    ],
    cards: [
      ["Algoritmo", "Secuencia finita de pasos para resolver un problema."],
      ["Pseudocódigo", "Descripción de un algoritmo en lenguaje cercano al natural."],
      ["Diagrama de flujo", "Representación gráfica de un algoritmo."],
      ["Búsqueda binaria", "Búsqueda que divide el espacio a la mitad en cada paso."],
    ],
  },
  programacion: {
    explanation: [
      "Programar es escribir instrucciones en un lenguaje que el ordenador puede ejecutar. Los lenguajes compilados, como C, se traducen a código máquina antes de ejecutarse, y los interpretados, como Python, se ejecutan instrucción a instrucción.",
      "Los elementos básicos son las variables, que almacenan datos de un tipo (entero, real, cadena, booleano), los operadores, las estructuras de control y las funciones, que agrupan código reutilizable con parámetros y valor de retorno. Por ejemplo, en Python, def doble(x): return 2 * x define una función. La depuración consiste en localizar y corregir errores.",
    ],
    keyPoints: [
      "Los errores pueden ser de sintaxis, de ejecución o lógicos.",
      "La programación orientada a objetos organiza el código en clases y objetos.",
      "Los comentarios documentan el código sin ejecutarse.",
    ],
    cards: [
      ["Variable", "Espacio de memoria con nombre que almacena un valor."],
      ["Función", "Bloque de código reutilizable que puede devolver un valor."],
      ["Compilador", "Programa que traduce el código fuente a código máquina."],
      ["Bucle", "Estructura que repite un bloque de instrucciones."],
    ],
  },
  "estructuras-de-datos": {
    explanation: [
      "Las estructuras de datos organizan la información para usarla de forma eficiente. Un array o vector almacena elementos del mismo tipo en posiciones consecutivas accesibles por índice, y una matriz es un array de dos dimensiones.",
      "Las listas enlazadas encadenan nodos mediante punteros. Una pila sigue el principio LIFO, el último en entrar es el primero en salir, y una cola el principio FIFO. Los árboles organizan los datos jerárquicamente y los grafos representan relaciones entre nodos. Los diccionarios o tablas hash asocian claves a valores con acceso muy rápido.",
    ],
    keyPoints: [
      "Las operaciones de una pila son apilar (push) y desapilar (pop).",
      "En un árbol binario de búsqueda, los menores van a la izquierda.",
      "El acceso por índice a un array es O(1).",
    ],
    cards: [
      ["Pila", "Estructura LIFO."],
      ["Cola", "Estructura FIFO."],
      ["Lista enlazada", "Secuencia de nodos unidos por referencias."],
      ["Tabla hash", "Estructura que asocia claves a valores mediante una función hash."],
    ],
  },
  "bases-de-datos": {
    explanation: [
      "Una base de datos es un conjunto organizado de datos relacionados, gestionado por un sistema gestor (SGBD) como MySQL, PostgreSQL u Oracle. En el modelo relacional, los datos se organizan en tablas formadas por filas (registros) y columnas (campos).",
      "La clave primaria identifica de forma única cada registro, y la clave ajena relaciona tablas. El diseño se realiza con el modelo entidad-relación y se mejora mediante la normalización, que evita redundancias. El lenguaje SQL permite consultar y modificar datos: SELECT nombre FROM alumnos WHERE edad > 17 ORDER BY nombre;",
    ],
    keyPoints: [
      "INSERT, UPDATE y DELETE modifican los datos.",
      "JOIN combina filas de varias tablas.",
      "Las bases NoSQL usan modelos no relacionales.",
    ],
    cards: [
      ["SGBD", "Sistema gestor de bases de datos."],
      ["Clave primaria", "Campo que identifica de forma única un registro."],
      ["Clave ajena", "Campo que referencia la clave primaria de otra tabla."],
      ["Normalización", "Proceso de diseño que elimina redundancias."],
    ],
  },
  "hojas-de-calculo": {
    explanation: [
      "Una hoja de cálculo, como Excel o LibreOffice Calc, organiza datos en celdas identificadas por una columna y una fila, como B3. Las fórmulas empiezan por el signo igual y pueden usar operadores y funciones: =SUMA(A1:A10) o =PROMEDIO(B2:B20).",
      "Las referencias relativas cambian al copiar una fórmula, mientras que las absolutas, con signos de dólar como $A$1, permanecen fijas. Funciones como SI, BUSCARV o CONTAR.SI permiten tomar decisiones y buscar datos. Los gráficos de barras, líneas o sectores representan visualmente los datos, y los filtros y tablas dinámicas permiten analizarlos.",
    ],
    keyPoints: [
      "Un rango se indica con dos puntos: A1:C5.",
      "=SI(A1>=5;\"Aprobado\";\"Suspenso\") evalúa una condición.",
      "El formato condicional resalta celdas que cumplen un criterio.",
    ],
    cards: [
      ["Celda", "Intersección de una fila y una columna."],
      ["Referencia absoluta", "Referencia fija que no cambia al copiar, como $A$1."],
      ["Función SI", "Función que devuelve un valor según una condición."],
      ["Tabla dinámica", "Herramienta para resumir y analizar datos."],
    ],
  },
  hardware: {
    explanation: [
      "El hardware es el conjunto de componentes físicos del ordenador. La placa base conecta todos los elementos, y la CPU o procesador ejecuta las instrucciones; su velocidad se mide en gigahercios y puede tener varios núcleos.",
      "La memoria RAM es volátil y almacena los datos en uso, mientras que el almacenamiento permanente se realiza en discos duros (HDD) o unidades de estado sólido (SSD), más rápidas. Los periféricos pueden ser de entrada (teclado, ratón), de salida (monitor, impresora) o de entrada y salida (pantalla táctil). La arquitectura de Von Neumann separa CPU, memoria y sistema de entrada y salida.",
    ],
    keyPoints: [
      "Un byte son 8 bits.",
      "La tarjeta gráfica (GPU) procesa imágenes en paralelo.",
      "La fuente de alimentación transforma la corriente alterna en continua.",
    ],
    cards: [
      ["CPU", "Unidad central de procesamiento."],
      ["RAM", "Memoria de acceso aleatorio, volátil."],
      ["SSD", "Unidad de almacenamiento de estado sólido."],
      ["Periférico", "Dispositivo conectado al ordenador para entrada o salida de datos."],
    ],
  },
  redes: {
    explanation: [
      "Una red informática conecta dispositivos para compartir recursos e información. Según su alcance, puede ser PAN, LAN (red local), MAN o WAN, como Internet. Los dispositivos de red incluyen el switch, que conecta equipos en una LAN, y el router, que conecta redes distintas.",
      "La comunicación se basa en protocolos. El modelo TCP/IP organiza Internet en capas: IP identifica cada equipo con una dirección, TCP garantiza la entrega ordenada de los datos y HTTP o HTTPS transmiten páginas web. El DNS traduce nombres de dominio a direcciones IP. Las redes pueden ser cableadas o inalámbricas, como el wifi.",
    ],
    keyPoints: [
      "Una dirección IPv4 tiene 32 bits; IPv6 tiene 128.",
      "La dirección MAC identifica la tarjeta de red.",
      "El ancho de banda se mide en bits por segundo.",
    ],
    cards: [
      ["LAN", "Red de área local."],
      ["Router", "Dispositivo que encamina paquetes entre redes."],
      ["Dirección IP", "Identificador numérico de un equipo en la red."],
      ["DNS", "Sistema de nombres de dominio."],
    ],
  },
  "seguridad-informatica": {
    explanation: [
      "La seguridad informática protege la confidencialidad, la integridad y la disponibilidad de la información. Las amenazas incluyen el malware (virus, gusanos, troyanos, ransomware), el phishing, que suplanta a entidades para robar datos, y los ataques de denegación de servicio.",
      "Las medidas de protección son el antivirus, el cortafuegos, las actualizaciones, las copias de seguridad y las contraseñas robustas combinadas con la autenticación en dos pasos. El cifrado protege los datos, y HTTPS cifra las comunicaciones web. En España y la UE, el Reglamento General de Protección de Datos (RGPD) regula el tratamiento de los datos personales.",
    ],
    keyPoints: [
      "El ransomware cifra archivos y exige un rescate.",
      "La ingeniería social engaña a las personas para obtener información.",
      "Una buena contraseña es larga y combina tipos de caracteres.",
    ],
    cards: [
      ["Malware", "Software malicioso."],
      ["Phishing", "Suplantación de identidad para robar datos."],
      ["Cortafuegos", "Sistema que filtra el tráfico de red."],
      ["RGPD", "Reglamento General de Protección de Datos de la UE."],
    ],
  },
};
