/** Geography (gb catalogue subject 5008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'tectonic-hazards': {
    explanation: [
      'The Earth’s crust is broken into tectonic plates that move because of convection currents in the mantle and slab pull. At constructive margins, such as the Mid-Atlantic Ridge, plates move apart and magma rises. At destructive margins, denser oceanic crust is subducted beneath continental crust, causing explosive volcanoes and powerful earthquakes. At conservative margins, such as the San Andreas Fault, plates slide past each other.',
      'The effects of hazards depend on a country’s level of development. The 2015 Nepal earthquake (magnitude 7.8) killed about 9,000 people, while Chile’s 2010 earthquake (8.8) killed about 500 because of better building codes and emergency response. Management uses monitoring, prediction, protection such as earthquake-resistant buildings, and planning.',
    ],
    keyPoints: [
      'Primary effects are immediate; secondary effects happen later.',
      'People live near volcanoes for fertile soil, tourism and geothermal energy.',
      'Earthquake magnitude is measured on the moment magnitude scale.',
    ],
    cards: [
      ['Constructive margin', 'A plate boundary where plates move apart.'],
      ['Destructive margin', 'A plate boundary where one plate is subducted.'],
      ['Subduction', 'One plate sinking beneath another into the mantle.'],
      ['Primary effect', 'An immediate impact of a hazard, such as collapsed buildings.'],
      ['Focus', 'The point underground where an earthquake originates.'],
    ],
  },
  'weather-hazards': {
    explanation: [
      'The global atmospheric circulation model has three cells in each hemisphere, Hadley, Ferrel and Polar, creating belts of high and low pressure and surface winds. Tropical storms form over oceans at least 27 °C, between 5° and 30° from the equator, where warm moist air rises rapidly and the Coriolis effect makes the storm spin.',
      'Typhoon Haiyan hit the Philippines in 2013, killing over 6,000 people, with a storm surge of about 5 metres. The UK also experiences weather hazards, such as the Somerset Levels floods of 2014 and heatwaves. Climate change may make tropical storms more intense. Management includes monitoring, prediction, protection like sea walls, and evacuation planning.',
    ],
    keyPoints: [
      'The eye of a tropical storm is calm with sinking air.',
      'Storm surges cause much of the damage in coastal areas.',
      'UK weather hazards include floods, droughts, snow and strong winds.',
    ],
    cards: [
      ['Tropical storm', 'An intense low-pressure system forming over warm oceans.'],
      ['Storm surge', 'A rise in sea level caused by low pressure and strong winds.'],
      ['Coriolis effect', 'The deflection of winds caused by Earth’s rotation.'],
      ['Hadley cell', 'The atmospheric circulation cell nearest the equator.'],
      ['Eye wall', 'The ring of towering cloud and strongest winds around the eye.'],
    ],
  },
  'climate-change': {
    explanation: [
      'Climate change during the Quaternary period, the last 2.6 million years, has included glacial and interglacial periods. Natural causes include Milankovitch cycles in Earth’s orbit, variations in solar output and volcanic eruptions. Evidence comes from ice cores, tree rings, historical records and temperature measurements.',
      'Since the Industrial Revolution, the enhanced greenhouse effect has been driven by burning fossil fuels, deforestation and agriculture, which release carbon dioxide and methane. Effects include rising sea levels, melting ice, more extreme weather and threats to wildlife. Mitigation includes renewable energy, carbon capture and international agreements like the Paris Agreement (2015), while adaptation includes flood defences and drought-resistant crops.',
    ],
    keyPoints: [
      'Ice cores contain trapped air showing past CO₂ levels.',
      'Mitigation reduces causes; adaptation responds to effects.',
      'Low-lying countries such as Bangladesh are especially vulnerable.',
    ],
    cards: [
      ['Quaternary period', 'The most recent geological period, with repeated ice ages.'],
      ['Enhanced greenhouse effect', 'Extra warming caused by human greenhouse gas emissions.'],
      ['Milankovitch cycles', 'Variations in Earth’s orbit that affect climate.'],
      ['Mitigation', 'Action to reduce the causes of climate change.'],
      ['Adaptation', 'Action to cope with the effects of climate change.'],
    ],
  },
  ecosystems: {
    explanation: [
      'An ecosystem is a community of plants and animals interacting with the physical environment. Small-scale examples include ponds, while large-scale global ecosystems are called biomes, such as tropical rainforest, hot desert and tundra. Food chains and webs show energy transfer from producers to consumers, and nutrient cycling moves nutrients between biomass, litter and soil.',
      'Tropical rainforests have high biodiversity, hot, wet climates and nutrient-poor soils. Deforestation, for example in the Amazon, is caused by logging, cattle ranching, mining and road building, and it releases carbon and reduces biodiversity. Sustainable management includes selective logging, ecotourism and debt reduction. Hot deserts, such as the Thar Desert, face desertification from overgrazing and climate change.',
    ],
    keyPoints: [
      'Rainforest plants have adaptations such as drip tips and buttress roots.',
      'Desert animals, such as camels, conserve water.',
      'Changing one part of an ecosystem affects the others.',
    ],
    cards: [
      ['Biome', 'A large-scale global ecosystem.'],
      ['Nutrient cycling', 'The movement of nutrients between stores in an ecosystem.'],
      ['Deforestation', 'The removal of trees from forested land.'],
      ['Desertification', 'The degradation of land into desert.'],
      ['Ecotourism', 'Tourism that minimises environmental impact and benefits local people.'],
    ],
  },
  'coastal-landscapes': {
    explanation: [
      'Coasts are shaped by waves: destructive waves are tall and frequent with a strong backwash that erodes beaches, while constructive waves have a strong swash that deposits material. Erosion processes include hydraulic action, abrasion, attrition and solution. Longshore drift moves sediment along the coast in the direction of the prevailing wind.',
      'Erosional landforms include headlands and bays on discordant coasts, and wave-cut platforms. A crack in a headland becomes a cave, then an arch, then a stack and finally a stump, as at Old Harry Rocks in Dorset. Depositional landforms include beaches, spits such as Spurn Head, and bars. Coastal management uses hard engineering such as sea walls and groynes, soft engineering such as beach nourishment, and managed retreat.',
    ],
    keyPoints: [
      'Groynes trap sediment moved by longshore drift.',
      'Hard engineering is effective but expensive and unnatural-looking.',
      'Fetch is the distance over which wind blows to create waves.',
    ],
    cards: [
      ['Longshore drift', 'Movement of sediment along a coast by waves.'],
      ['Hydraulic action', 'Erosion by the force of water forcing air into cracks.'],
      ['Spit', 'A narrow ridge of sand or shingle extending into the sea.'],
      ['Managed retreat', 'Allowing the coast to erode in a controlled way.'],
      ['Fetch', 'The distance of open water over which the wind blows.'],
    ],
  },
  'river-landscapes': {
    explanation: [
      'A river’s long profile shows its gradient falling from source to mouth, and its cross profile changes from a narrow V-shaped valley in the upper course to a wide, flat floodplain in the lower course. Erosion includes hydraulic action, abrasion, attrition and solution, and transport includes traction, saltation, suspension and solution.',
      'Upper-course landforms include interlocking spurs, waterfalls and gorges, such as High Force on the River Tees. Meanders and ox-bow lakes form in the middle course, and levees, floodplains and estuaries in the lower course. Flood risk increases with heavy rainfall, impermeable surfaces and deforestation. Hydrographs show the lag time between peak rainfall and peak discharge, and management includes dams, flood relief channels and floodplain zoning.',
    ],
    keyPoints: [
      'Lateral erosion widens the valley; vertical erosion deepens it.',
      'Ox-bow lakes form when a meander neck is cut through.',
      'Urban areas have shorter lag times and higher peak discharge.',
    ],
    cards: [
      ['Meander', 'A bend in a river.'],
      ['Ox-bow lake', 'A horseshoe-shaped lake formed from a cut-off meander.'],
      ['Levee', 'A natural embankment formed by flood deposits.'],
      ['Lag time', 'The time between peak rainfall and peak discharge.'],
      ['Discharge', 'The volume of water passing a point per second.'],
    ],
  },
  'glacial-landscapes': {
    explanation: [
      'During the last glacial period, ice covered much of the UK, reaching as far south as the Bristol Channel. Glaciers erode by plucking, where ice freezes onto rock and pulls it away, and by abrasion, where rocks in the ice scrape the valley floor. Freeze-thaw weathering breaks up rock on valley sides.',
      'Erosional landforms include corries, arêtes, pyramidal peaks such as Snowdon, U-shaped valleys, truncated spurs, hanging valleys and ribbon lakes. Glaciers deposit unsorted till in moraines and drumlins, and carry erratics far from their source. Glaciated upland areas, like the Lake District, are used for farming, forestry, quarrying and tourism, which can cause footpath erosion and traffic congestion.',
    ],
    keyPoints: [
      'Glacial deposits are unsorted, unlike river deposits.',
      'A tarn is a lake in a corrie.',
      'Honeypot sites attract large numbers of tourists.',
    ],
    cards: [
      ['Plucking', 'Erosion when ice freezes to rock and pulls pieces away.'],
      ['Corrie', 'An armchair-shaped hollow eroded by a glacier.'],
      ['Arête', 'A knife-edged ridge between two corries.'],
      ['Moraine', 'Material deposited by a glacier.'],
      ['Erratic', 'A boulder carried by ice and dropped far from its origin.'],
    ],
  },
  'urban-issues-and-challenges': {
    explanation: [
      'Over half of the world’s population lives in urban areas, and urbanisation is fastest in lower-income and newly emerging economies. Megacities have over 10 million people, such as Lagos or Rio de Janeiro. Growth comes from rural-urban migration, driven by push and pull factors, and natural increase.',
      'Rapid growth brings opportunities such as jobs, education and healthcare, but also challenges including squatter settlements (favelas), lack of services, unemployment and pollution. In UK cities such as London, challenges include housing shortages, inequality and brownfield regeneration, as at the Queen Elizabeth Olympic Park. Sustainable cities reduce waste, use renewable energy, provide green space and public transport.',
    ],
    keyPoints: [
      'Rio’s Favela Bairro Project improved infrastructure in favelas.',
      'Brownfield sites are previously developed land; greenfield sites are undeveloped.',
      'Urban greening improves air quality and well-being.',
    ],
    cards: [
      ['Urbanisation', 'An increase in the proportion of people living in towns and cities.'],
      ['Megacity', 'An urban area with over 10 million people.'],
      ['Squatter settlement', 'An area of poor-quality housing built illegally on unused land.'],
      ['Brownfield site', 'Land that has been built on before.'],
      ['Urban regeneration', 'Improving a run-down urban area.'],
    ],
  },
  'the-changing-economic-world': {
    explanation: [
      'Development is measured with indicators such as GNI per head, birth rate, life expectancy, literacy and the Human Development Index. Countries are grouped as high-income (HICs), newly emerging economies (NEEs) and low-income (LICs). The Demographic Transition Model links population change to development.',
      'Uneven development results from physical factors, such as climate and hazards, economic factors, such as poor trade and debt, and historical factors, such as colonialism. Strategies to close the gap include aid, fair trade, tourism, microfinance and debt relief. Nigeria, an NEE, has grown through oil and services, and transnational corporations such as Shell bring jobs but also pollution. The UK has shifted towards a post-industrial, service-based economy.',
    ],
    keyPoints: [
      'HDI combines life expectancy, education and income.',
      'TNCs operate in many countries, bringing investment and criticism.',
      'The north–south divide describes economic differences within the UK.',
    ],
    cards: [
      ['GNI per head', 'Gross national income divided by population.'],
      ['Human Development Index', 'A measure combining health, education and income.'],
      ['NEE', 'Newly emerging economy, such as Nigeria or India.'],
      ['Transnational corporation', 'A company operating in more than one country.'],
      ['Fair trade', 'Trade ensuring producers receive fair prices.'],
    ],
  },
  'resource-management': {
    explanation: [
      'Food, water and energy are essential resources unevenly distributed across the world. In the UK, demand for seasonal food all year has increased imports and food miles, and interest in organic and local produce is growing. Water demand is highest in the south-east while supply is highest in the north and west, creating a water deficit.',
      'The UK’s energy mix has shifted from coal towards gas, nuclear and renewables such as wind. Globally, resource insecurity can cause conflict, undernutrition and environmental damage. Strategies to increase supply include irrigation, water transfer schemes, desalination and new technologies, while sustainable approaches include conservation, recycling grey water and local schemes like the Wakel River Basin Project in India.',
    ],
    keyPoints: [
      'Water surplus areas have more water than needed; deficit areas have less.',
      'Large-scale schemes can be costly and displace people.',
      'Energy efficiency reduces demand.',
    ],
    cards: [
      ['Food miles', 'The distance food travels from producer to consumer.'],
      ['Water deficit', 'When demand for water exceeds supply.'],
      ['Energy mix', 'The combination of sources used to supply energy.'],
      ['Desalination', 'Removing salt from seawater to make fresh water.'],
      ['Resource security', 'Reliable access to enough resources at an affordable price.'],
    ],
  },
};
