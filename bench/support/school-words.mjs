/**
 * The English words of the benchmarks' generated school corpus: six themes of exactly 20 topic
 * words (maths, biology, history, chemistry, physics, geography; a rectangular text[][] for SQL)
 * and general school words. bench/search.mjs generates its English knows from them and
 * bench/ai-assistant.mjs its knows and questions, so both search the same kind of text.
 */

/** The words of `s`, split on white space. */
export const words = (s) => s.trim().split(/\s+/);

export const ENGLISH_THEMES = [
  words('algebra equation function derivative integral logarithm polynomial fraction geometry triangle probability statistics vector matrix theorem quadratic exponent percentage parabola trigonometry'),
  words('photosynthesis cell mitochondria enzyme protein genetics evolution ecosystem chromosome membrane nucleus osmosis respiration bacteria virus hormone neuron organism mutation chlorophyll'),
  words('revolution empire monarchy democracy constitution colonialism industrialization renaissance reformation treaty republic dictatorship independence medieval feudalism civilization parliament migration propaganda armistice'),
  words('molecule atom electron reaction oxidation acid base solution compound element isotope catalyst equilibrium bond ion polymer titration electrolysis periodic combustion'),
  words('energy force velocity acceleration gravity momentum friction electricity magnetism wave frequency pressure temperature radiation quantum relativity circuit voltage resistance optics'),
  words('climate continent population volcano earthquake erosion river glacier desert rainforest urbanization agriculture tectonics monsoon latitude longitude biome tourism globalization sustainability'),
];

export const ENGLISH_GENERAL = words('introduction summary definition example exercise chapter lesson method analysis overview important explanation diagram comparison solution result question answer concept process structure development system theory practice review student teacher exam topic basics advanced final key notes worksheet test homework');
