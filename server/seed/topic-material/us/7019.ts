/** Human Geography (us catalogue subject 7019): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'maps-and-spatial-thinking': {
    explanation: [
      'Maps represent Earth’s surface, and every flat map distorts shape, area, distance or direction. The Mercator projection preserves direction for navigation but greatly enlarges areas near the poles, while equal-area projections such as Gall-Peters preserve area. Map scale relates map distance to real distance; a large-scale map shows a small area in detail.',
      'Geographers distinguish absolute location, given by latitude and longitude, from relative location, described in relation to other places. Site refers to a place’s physical characteristics and situation to its connections with other places. Distance decay states that interaction decreases with distance, and tools such as GIS, GPS and remote sensing collect and analyze spatial data.',
    ],
    keyPoints: [
      'Thematic maps include choropleth, dot density, graduated symbol and isoline maps.',
      'Regions can be formal, functional (nodal) or perceptual (vernacular).',
      'Time-space compression shrinks the effective distance between places.',
    ],
    cards: [
      ['Map projection', 'A method of representing the curved Earth on a flat surface.'],
      ['Absolute location', 'A precise position given by coordinates.'],
      ['Site', 'The physical characteristics of a place.'],
      ['Situation', 'A place’s location relative to other places.'],
      ['GIS', 'Geographic information system, software for layering and analyzing spatial data.'],
    ],
  },
  'population-and-migration': {
    explanation: [
      'Population geography studies where people live and how populations change. Arithmetic density is people per unit of land area, while physiological density is people per unit of arable land, which better indicates pressure on farmland. Population grows by natural increase (births minus deaths) and net migration.',
      'The demographic transition model has stages from high birth and death rates (stage 1) to low rates (stages 4 and 5). Population pyramids show age and sex structure. Thomas Malthus argued in 1798 that population would outgrow food supply. Migration is driven by push and pull factors, and Ravenstein’s laws note that most migrants move short distances and that migration often occurs in steps. Refugees are forced migrants crossing international borders.',
    ],
    keyPoints: [
      'Rate of natural increase = crude birth rate − crude death rate.',
      'Chain migration follows family or community links.',
      'Remittances are money migrants send home.',
    ],
    cards: [
      ['Physiological density', 'People per unit of arable land.'],
      ['Push factor', 'A negative condition that drives people to leave a place.'],
      ['Pull factor', 'A positive condition that attracts people to a place.'],
      ['Population pyramid', 'A graph showing a population’s age and sex structure.'],
      ['Refugee', 'A person forced to flee their country because of persecution or conflict.'],
    ],
  },
  'cultural-patterns': {
    explanation: [
      'Culture is the shared beliefs, practices and material traits of a group, and it spreads through diffusion. Relocation diffusion moves culture with migrants, while expansion diffusion spreads it outward, either as contagious diffusion from person to person, hierarchical diffusion from centers of power, or stimulus diffusion, in which an idea is adapted.',
      'Language families include Indo-European, the largest, and Sino-Tibetan. Universalizing religions such as Christianity, Islam and Buddhism seek converts, while ethnic religions such as Hinduism and Judaism are tied to particular groups. Globalization spreads popular culture, which can cause acculturation, assimilation or syncretism, and can threaten folk cultures.',
    ],
    keyPoints: [
      'A lingua franca, such as English today, is a common language between groups.',
      'Cultural hearths are places where cultural traits originate.',
      'Sacred sites shape cultural landscapes.',
    ],
    cards: [
      ['Cultural landscape', 'A landscape modified by human activity.'],
      ['Relocation diffusion', 'Spread of culture through the movement of people.'],
      ['Hierarchical diffusion', 'Spread from influential people or places to others.'],
      ['Syncretism', 'Blending of cultural traits into a new form.'],
      ['Lingua franca', 'A common language used between speakers of different languages.'],
    ],
  },
  'political-geography': {
    explanation: [
      'A state is a political unit with a defined territory, a permanent population, a government and sovereignty, while a nation is a group sharing a culture and identity. A nation-state, such as Japan, largely unites the two; multinational states contain several nations, and stateless nations, such as the Kurds, lack their own state.',
      'Boundaries may be geometric, physical or cultural and may be drawn before settlement (antecedent) or imposed later (superimposed, as in colonial Africa). Governments can be unitary or federal. Devolution transfers power to regions, and centrifugal forces divide states while centripetal forces unite them. Supranational organizations such as the United Nations and the European Union pool some sovereignty.',
    ],
    keyPoints: [
      'Gerrymandering redraws electoral districts to favor one party.',
      'The UN Convention on the Law of the Sea sets 12-nautical-mile territorial waters and 200-mile exclusive economic zones.',
      'Compact states are easiest to govern; fragmented and elongated states face challenges.',
    ],
    cards: [
      ['Sovereignty', 'A state’s supreme authority over its territory.'],
      ['Nation-state', 'A state whose territory matches that of a single nation.'],
      ['Devolution', 'The transfer of power from a central government to regions.'],
      ['Superimposed boundary', 'A border imposed by outside powers.'],
      ['Supranationalism', 'Cooperation among states in organizations above the national level.'],
    ],
  },
  agriculture: {
    explanation: [
      'Agriculture began about 10,000 years ago in the Neolithic (First Agricultural) Revolution in hearths such as the Fertile Crescent. The Second Agricultural Revolution accompanied the Industrial Revolution with mechanization and better transportation, and the Green Revolution of the 1950s–1970s introduced high-yield seeds, fertilizers and irrigation to developing countries.',
      'Subsistence agriculture feeds the farmer’s family, while commercial agriculture produces for sale. Intensive farming uses much labor or capital per area, and extensive farming, like ranching, uses large areas. Von Thünen’s model (1826) placed intensive activities such as dairy near the market and extensive ones farther away. Today agribusiness, GMOs and debates over sustainability shape food production.',
    ],
    keyPoints: [
      'Shifting cultivation clears land by slash-and-burn.',
      'Plantation agriculture grows cash crops, often for export.',
      'The Columbian Exchange spread crops between hemispheres.',
    ],
    cards: [
      ['Green Revolution', 'The spread of high-yield crops and modern methods to developing countries.'],
      ['Subsistence agriculture', 'Farming to feed the farmer’s household.'],
      ['Von Thünen model', 'A model of agricultural land use based on distance to market.'],
      ['Agribusiness', 'The system of large corporations in food production.'],
      ['Pastoral nomadism', 'Herding animals while moving seasonally.'],
    ],
  },
  urbanization: {
    explanation: [
      'Urbanization is the growth in the share of people living in cities, which passed 50% worldwide around 2007. Megacities have more than 10 million people, such as Tokyo, Delhi and Lagos. A primate city is more than twice as large as the next city, like Paris, and the rank-size rule predicts that the nth city is 1/n the size of the largest.',
      'Urban models describe city structure: the concentric zone model of Chicago (Burgess), the sector model (Hoyt) and the multiple nuclei model (Harris and Ullman). In North America, suburbanization and sprawl followed highways after World War II. Problems include squatter settlements, traffic and gentrification, while smart growth and new urbanism promote walkable, mixed-use design.',
    ],
    keyPoints: [
      'Central place theory (Christaller) explains the spacing of settlements by market area.',
      'Gentrification raises property values and can displace lower-income residents.',
      'Edge cities are suburban business centers.',
    ],
    cards: [
      ['Megacity', 'A city with more than 10 million inhabitants.'],
      ['Primate city', 'A city more than twice the size of the next largest in a country.'],
      ['Urban sprawl', 'Low-density expansion of cities into surrounding land.'],
      ['Gentrification', 'Renovation of a neighborhood by wealthier newcomers.'],
      ['Central place theory', 'A theory explaining the size and spacing of settlements.'],
    ],
  },
  'industrialization-and-development': {
    explanation: [
      'Development is measured by indicators such as GDP per capita, GNI, literacy, life expectancy and the Human Development Index (HDI), which combines income, education and health. The Gender Inequality Index measures disparities between women and men. Countries are often described as core, semi-periphery and periphery in Wallerstein’s world-system theory.',
      'Industrialization began in Britain in the late 1700s and spread to Europe, North America and Japan. Rostow’s stages of growth model (1960) proposed that countries pass through five stages toward high mass consumption. Weber’s least cost theory explains factory location by transport, labor and agglomeration costs. Globalization has moved manufacturing to newly industrialized countries and export processing zones, while core economies shifted toward services.',
    ],
    keyPoints: [
      'HDI ranges from 0 to 1; higher values mean more development.',
      'Microloans help small entrepreneurs in developing countries.',
      'Deindustrialization has reduced manufacturing jobs in older industrial regions.',
    ],
    cards: [
      ['Human Development Index', 'A UN measure combining income, education and life expectancy.'],
      ['World-system theory', 'Wallerstein’s model of core, semi-periphery and periphery.'],
      ['Rostow’s model', 'A five-stage model of economic development.'],
      ['Export processing zone', 'An area offering incentives to foreign manufacturers.'],
      ['Deindustrialization', 'The decline of manufacturing in a region.'],
    ],
  },
};
