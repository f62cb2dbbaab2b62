/** World History (us catalogue subject 7007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'ancient-civilizations': {
    explanation: [
      'The first civilizations arose in river valleys after the Neolithic Revolution made farming possible: Mesopotamia between the Tigris and Euphrates, Egypt on the Nile, the Indus Valley and China’s Yellow River. Civilizations had cities, specialized jobs, organized government, religion, social classes and writing.',
      'The Sumerians developed cuneiform writing around 3200 BCE, and Hammurabi of Babylon issued a written law code around 1754 BCE. Egyptians built pyramids for pharaohs and wrote in hieroglyphics. In China, dynasties such as the Shang and Zhou ruled, and the Zhou justified power with the Mandate of Heaven. The Indus cities of Harappa and Mohenjo-daro had planned streets and drainage.',
    ],
    keyPoints: [
      'River valleys provided water, fertile soil and transportation.',
      'Writing allowed record keeping, laws and literature.',
      'The Mandate of Heaven explained the rise and fall of Chinese dynasties.',
    ],
    cards: [
      ['Cuneiform', 'Wedge-shaped Sumerian writing on clay tablets.'],
      ['Code of Hammurabi', 'A Babylonian law code based on “an eye for an eye.”'],
      ['Hieroglyphics', 'The ancient Egyptian writing system of pictures and symbols.'],
      ['Mandate of Heaven', 'The Chinese belief that heaven grants rulers the right to rule.'],
      ['Neolithic Revolution', 'The shift from hunting and gathering to farming.'],
    ],
  },
  'classical-greece-and-rome': {
    explanation: [
      'Ancient Greece was made up of independent city-states. Athens developed direct democracy under Cleisthenes and Pericles, while Sparta was a military state. Greek philosophers Socrates, Plato and Aristotle laid foundations of Western thought, and Alexander the Great spread Greek culture across an empire, creating the Hellenistic world.',
      'Rome became a republic in 509 BCE with elected consuls and a senate, and the Twelve Tables recorded its laws. After Julius Caesar’s dictatorship and assassination in 44 BCE, Augustus became the first emperor, and the Pax Romana brought about 200 years of relative peace. Roman roads, aqueducts, law and Latin influenced later Europe. The Western Roman Empire fell in 476 CE.',
    ],
    keyPoints: [
      'Athens practiced direct democracy limited to free adult male citizens.',
      'The Roman Republic was a representative government with checks on power.',
      'Christianity became Rome’s official religion under Theodosius in 380 CE.',
    ],
    cards: [
      ['Polis', 'A Greek city-state.'],
      ['Direct democracy', 'A system in which citizens vote on laws themselves.'],
      ['Republic', 'A government in which citizens elect representatives.'],
      ['Pax Romana', 'The roughly 200-year period of Roman peace beginning with Augustus.'],
      ['Hellenistic culture', 'The blend of Greek and Eastern cultures after Alexander’s conquests.'],
    ],
  },
  'middle-ages': {
    explanation: [
      'The Middle Ages in Europe lasted from the fall of Rome in 476 to about 1500. Feudalism organized society: kings granted land (fiefs) to lords in return for military service, and peasants or serfs worked on manors for protection. The Roman Catholic Church was the most powerful institution, and Charlemagne was crowned emperor by the pope in 800.',
      'The Crusades (1096–1291) were Christian military campaigns to control the Holy Land, which increased trade and contact with the Muslim world. The Magna Carta (1215) limited the English king’s power. The Black Death of 1347–1351 killed about one third of Europe’s population and weakened feudalism, while the Byzantine Empire continued in the east until 1453.',
    ],
    keyPoints: [
      'Feudalism exchanged land for loyalty and military service.',
      'The manor system was largely self-sufficient.',
      'The Magna Carta established that the king was subject to the law.',
    ],
    cards: [
      ['Feudalism', 'A system of land in exchange for loyalty and military service.'],
      ['Serf', 'A peasant bound to work on a lord’s land.'],
      ['Crusades', 'Religious wars from 1096 to 1291 to control the Holy Land.'],
      ['Magna Carta', 'The 1215 English charter limiting royal power.'],
      ['Black Death', 'The plague pandemic that killed about a third of Europeans in 1347–1351.'],
    ],
  },
  'renaissance-and-reformation': {
    explanation: [
      'The Renaissance, meaning “rebirth,” began in Italian city-states such as Florence in the 14th century and revived interest in classical Greek and Roman learning. Humanism emphasized human potential and achievement. Leonardo da Vinci, Michelangelo and Raphael transformed art, and Johannes Gutenberg’s printing press (about 1450) spread ideas quickly.',
      'The Protestant Reformation began in 1517 when Martin Luther posted his 95 Theses criticizing the sale of indulgences. Luther taught salvation by faith alone and the authority of the Bible. John Calvin and King Henry VIII, who founded the Church of England, created other Protestant churches. The Catholic Church responded with the Counter-Reformation, including the Council of Trent and the Jesuit order.',
    ],
    keyPoints: [
      'The Medici family of Florence were major patrons of Renaissance art.',
      'The printing press helped spread both Renaissance and Reformation ideas.',
      'The Peace of Augsburg (1555) let German princes choose their territory’s religion.',
    ],
    cards: [
      ['Humanism', 'A Renaissance movement focusing on human potential and classical learning.'],
      ['95 Theses', 'Luther’s 1517 arguments against the sale of indulgences.'],
      ['Indulgence', 'A church pardon reducing punishment for sin.'],
      ['Counter-Reformation', 'The Catholic Church’s reform and response to Protestantism.'],
      ['Patron', 'A wealthy person who funds artists.'],
    ],
  },
  'age-of-exploration': {
    explanation: [
      'In the 15th and 16th centuries European powers sought new sea routes to Asia, motivated by “God, gold and glory.” Portugal led the way under Prince Henry the Navigator; Bartolomeu Dias rounded the Cape of Good Hope in 1488, and Vasco da Gama reached India in 1498. Christopher Columbus, sailing for Spain, reached the Caribbean in 1492.',
      'Technology such as the caravel, the astrolabe and the magnetic compass made long voyages possible, and Magellan’s expedition completed the first circumnavigation in 1522. The Columbian Exchange transferred crops, animals and diseases between hemispheres. Spanish conquistadors defeated the Aztecs (Cortés, 1521) and Incas (Pizarro, 1532), and the Atlantic slave trade grew to supply plantation labor.',
    ],
    keyPoints: [
      'European diseases such as smallpox killed a large share of the Indigenous population of the Americas.',
      'The Treaty of Tordesillas (1494) divided new lands between Spain and Portugal.',
      'Mercantilism encouraged colonies to enrich the home country.',
    ],
    cards: [
      ['Columbian Exchange', 'The transfer of plants, animals and diseases between the Americas and the Old World.'],
      ['Caravel', 'A small, fast Portuguese sailing ship.'],
      ['Conquistador', 'A Spanish conqueror in the Americas.'],
      ['Treaty of Tordesillas', 'The 1494 agreement dividing new lands between Spain and Portugal.'],
      ['Triangular trade', 'Atlantic trade linking Europe, Africa and the Americas.'],
    ],
  },
  enlightenment: {
    explanation: [
      'The Enlightenment was an 18th-century intellectual movement that applied reason to government, society and religion, building on the Scientific Revolution of Copernicus, Galileo and Newton. Thinkers believed people could improve society through reason and questioned absolute monarchy.',
      'John Locke argued that people have natural rights to life, liberty and property and that government rests on the consent of the governed. Montesquieu proposed separation of powers, Voltaire defended freedom of speech and religion, and Rousseau wrote of the social contract and popular sovereignty. These ideas shaped the American Declaration of Independence and the French Revolution.',
    ],
    keyPoints: [
      'Locke: government must protect natural rights or can be replaced.',
      'Montesquieu’s separation of powers influenced the U.S. Constitution.',
      'Enlightened despots such as Catherine the Great adopted some reforms.',
    ],
    cards: [
      ['Natural rights', 'Rights to life, liberty and property that all people have.'],
      ['Social contract', 'An agreement by which people give up some freedom for government protection.'],
      ['Separation of powers', 'Dividing government into legislative, executive and judicial branches.'],
      ['Salon', 'A gathering in which Enlightenment thinkers discussed ideas.'],
      ['Thomas Hobbes', 'Philosopher who argued in Leviathan (1651) for a strong ruler to prevent chaos.'],
    ],
  },
  'french-revolution': {
    explanation: [
      'The French Revolution began in 1789, caused by a debt crisis, high bread prices, Enlightenment ideas and an unfair social system of three estates in which the Third Estate paid most taxes. When Louis XVI called the Estates-General, the Third Estate formed the National Assembly and took the Tennis Court Oath.',
      'The storming of the Bastille on July 14, 1789 became a symbol of revolution, and the Declaration of the Rights of Man and of the Citizen proclaimed liberty and equality. France became a republic in 1792, and Louis XVI was executed in 1793. Under Robespierre, the Reign of Terror executed thousands by guillotine. Napoleon Bonaparte seized power in 1799 and later spread reforms such as the Napoleonic Code.',
    ],
    keyPoints: [
      'The First and Second Estates (clergy and nobles) paid little tax.',
      'The Reign of Terror ended with Robespierre’s execution in 1794.',
      'Napoleon was defeated at Waterloo in 1815.',
    ],
    cards: [
      ['Estates-General', 'France’s assembly of representatives from the three estates.'],
      ['Tennis Court Oath', 'The 1789 pledge of the National Assembly to write a constitution.'],
      ['Bastille', 'A Paris prison stormed on July 14, 1789.'],
      ['Reign of Terror', 'The 1793–1794 period of mass executions under Robespierre.'],
      ['Napoleonic Code', 'Napoleon’s unified legal code emphasizing equality before the law.'],
    ],
  },
  'industrial-revolution': {
    explanation: [
      'The Industrial Revolution began in Britain in the mid-1700s, helped by coal and iron deposits, capital, colonies, an agricultural revolution that freed labor, and stable government. Textile production was mechanized first with the spinning jenny and the water frame, and James Watt’s improved steam engine (1769) powered factories and later railways and steamships.',
      'Industrialization caused rapid urbanization, crowded housing, long working hours and child labor. It created a middle class and an industrial working class. Responses included labor unions, factory reform laws, and new ideologies: Adam Smith’s laissez-faire capitalism and the socialism of Karl Marx and Friedrich Engels, who published The Communist Manifesto in 1848.',
    ],
    keyPoints: [
      'The factory system concentrated workers and machines in one place.',
      'Enclosure pushed rural workers into cities.',
      'A second industrial revolution in the late 1800s brought steel, electricity and oil.',
    ],
    cards: [
      ['Urbanization', 'The growth of cities as people move from rural areas.'],
      ['Steam engine', 'A machine converting heat into motion, improved by James Watt.'],
      ['Laissez-faire', 'The policy of limited government interference in the economy.'],
      ['Labor union', 'An organization of workers seeking better wages and conditions.'],
      ['Communism', 'Marx’s idea of a classless society with collective ownership.'],
    ],
  },
  imperialism: {
    explanation: [
      'New Imperialism (about 1870–1914) was the rapid expansion of European, American and Japanese control over Africa, Asia and the Pacific. Motives included demand for raw materials and markets, national prestige, strategic naval bases and racist ideas such as Social Darwinism and the “civilizing mission.”',
      'At the Berlin Conference of 1884–1885 European powers divided Africa among themselves without African participation; by 1914 only Ethiopia and Liberia remained independent. Britain ruled India directly after the Sepoy Rebellion of 1857. In China, the Opium Wars forced open trade, and spheres of influence followed. Resistance included the Boxer Rebellion (1900) and Ethiopia’s victory at Adwa (1896).',
    ],
    keyPoints: [
      'The industrial revolution drove the demand for resources and markets.',
      'Colonial borders often ignored ethnic and cultural divisions.',
      'Japan industrialized during the Meiji Restoration and became an imperial power.',
    ],
    cards: [
      ['Imperialism', 'A policy of extending a nation’s control over other territories.'],
      ['Berlin Conference', 'The 1884–1885 meeting where Europeans divided Africa.'],
      ['Sphere of influence', 'A region where a foreign power has exclusive economic rights.'],
      ['Sepoy Rebellion', 'The 1857 uprising of Indian soldiers against the British East India Company.'],
      ['Opium Wars', 'Wars in which Britain forced China to open to trade, including opium.'],
    ],
  },
  'world-war-i': {
    explanation: [
      'World War I (1914–1918) had long-term causes summarized as MAIN: militarism, alliances, imperialism and nationalism. The immediate trigger was the assassination of Archduke Franz Ferdinand of Austria-Hungary in Sarajevo on June 28, 1914, which activated the alliance system.',
      'The Allies (France, Britain, Russia and later the United States) fought the Central Powers (Germany, Austria-Hungary and the Ottoman Empire). On the Western Front, trench warfare, machine guns and poison gas produced stalemate and huge casualties. Russia left the war after its 1917 revolution, and the U.S. entered in 1917 after unrestricted submarine warfare. The armistice came on November 11, 1918, and the Treaty of Versailles (1919) blamed Germany for the war.',
    ],
    keyPoints: [
      'About 9 to 10 million soldiers died.',
      'The war guilt clause required Germany to pay reparations.',
      'Wilson’s Fourteen Points proposed a League of Nations.',
    ],
    cards: [
      ['Franz Ferdinand', 'The Austrian archduke whose 1914 assassination triggered the war.'],
      ['Trench warfare', 'Fighting from long ditches, leading to stalemate on the Western Front.'],
      ['Zimmermann Telegram', 'A 1917 German proposal of alliance with Mexico against the U.S.'],
      ['Treaty of Versailles', 'The 1919 peace treaty that punished Germany.'],
      ['Armistice', 'The agreement to stop fighting, signed on November 11, 1918.'],
    ],
  },
};
