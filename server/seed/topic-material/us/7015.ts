/** Environmental Science (us catalogue subject 7015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  ecosystems: {
    explanation: [
      'An ecosystem includes all the living organisms in an area and the abiotic factors they interact with, such as sunlight, water, soil and temperature. Energy enters mostly through photosynthesis by producers and moves to consumers; gross primary productivity minus the energy producers use in respiration is net primary productivity.',
      'Matter cycles through biogeochemical cycles. In the carbon cycle, carbon moves among the atmosphere, organisms, oceans and fossil fuels. In the nitrogen cycle, bacteria fix atmospheric N₂ into ammonia, nitrify it into nitrates that plants absorb, and denitrify it back into N₂. The phosphorus cycle has no major atmospheric component and moves slowly through rocks and sediments.',
    ],
    keyPoints: [
      'Only about 10% of energy passes from one trophic level to the next.',
      'Tropical rainforests and estuaries have very high productivity.',
      'Nitrogen-fixing bacteria live in soil and in root nodules of legumes.',
    ],
    cards: [
      ['Abiotic factor', 'A nonliving part of an ecosystem, such as temperature.'],
      ['Net primary productivity', 'Energy stored by producers after their own respiration.'],
      ['Nitrogen fixation', 'Conversion of N₂ gas into ammonia by bacteria or lightning.'],
      ['Biogeochemical cycle', 'The movement of an element through living and nonliving systems.'],
      ['Keystone species', 'A species with a disproportionately large effect on its ecosystem.'],
    ],
  },
  biodiversity: {
    explanation: [
      'Biodiversity includes genetic diversity within species, species diversity (richness and evenness) and ecosystem diversity. High biodiversity makes ecosystems more resilient to disturbances and provides ecosystem services such as pollination, clean water and medicines.',
      'The main threats are summarized as HIPPCO: habitat loss, invasive species, population growth, pollution, climate change and overexploitation. Island biogeography theory predicts that larger islands closer to the mainland hold more species. Conservation tools include protected areas, habitat corridors, the Endangered Species Act of 1973 and the CITES treaty on wildlife trade.',
    ],
    keyPoints: [
      'Habitat loss is the greatest cause of biodiversity decline.',
      'Specialist species are more vulnerable to extinction than generalists.',
      'Ecological succession rebuilds communities after disturbance.',
    ],
    cards: [
      ['Species richness', 'The number of different species in an area.'],
      ['Species evenness', 'How equally individuals are distributed among species.'],
      ['Invasive species', 'A non-native species that spreads and harms ecosystems.'],
      ['Habitat fragmentation', 'Breaking habitat into smaller, isolated patches.'],
      ['Ecosystem services', 'Benefits people obtain from ecosystems.'],
    ],
  },
  populations: {
    explanation: [
      'A population grows when births and immigration exceed deaths and emigration. With unlimited resources it grows exponentially, forming a J-curve, but resources limit growth and produce a logistic S-curve that levels off at the carrying capacity (K). Density-dependent factors such as disease and competition increase as populations grow.',
      'r-selected species, such as insects, reproduce early with many offspring and little care, while K-selected species, such as elephants, have few offspring with much care. Human population passed 8 billion in 2022. The demographic transition model describes a shift from high birth and death rates to low ones as countries develop, and age-structure diagrams show future growth.',
    ],
    keyPoints: [
      'Rule of 70: doubling time ≈ 70 ÷ growth rate (%).',
      'Replacement-level fertility is about 2.1 children per woman.',
      'Survivorship curves are type I, II or III.',
    ],
    cards: [
      ['Carrying capacity', 'The maximum population an environment can sustain.'],
      ['Exponential growth', 'Growth at a constant rate, producing a J-shaped curve.'],
      ['r-selected species', 'A species with many offspring and little parental care.'],
      ['Total fertility rate', 'The average number of children a woman has in her lifetime.'],
      ['Demographic transition', 'The change from high to low birth and death rates as a country develops.'],
    ],
  },
  'earth-systems': {
    explanation: [
      'Earth has layers: a thin crust, the mantle and an iron-nickel core. According to plate tectonics, the lithosphere is broken into plates that move over the asthenosphere. Divergent boundaries create new crust, convergent boundaries produce subduction zones, mountains and volcanoes, and transform boundaries, like the San Andreas Fault, cause earthquakes.',
      'Soil forms from weathered rock and organic matter and has layers called horizons: O, A, B and C. The atmosphere is mostly nitrogen (78%) and oxygen (21%); weather happens in the troposphere and the ozone layer lies in the stratosphere. Global wind patterns and ocean currents distribute heat, and El Niño periodically warms the eastern Pacific.',
    ],
    keyPoints: [
      'The rock cycle links igneous, sedimentary and metamorphic rock.',
      'Soil texture depends on proportions of sand, silt and clay.',
      'Uneven solar heating drives winds and Hadley cells.',
    ],
    cards: [
      ['Subduction', 'One plate sinking beneath another at a convergent boundary.'],
      ['Soil horizon', 'A distinct layer of soil.'],
      ['Troposphere', 'The lowest atmospheric layer, where weather occurs.'],
      ['El Niño', 'A periodic warming of the eastern tropical Pacific that alters weather.'],
      ['Weathering', 'The breakdown of rock by physical, chemical or biological processes.'],
    ],
  },
  'land-and-water-use': {
    explanation: [
      'Humans use land for agriculture, forestry, mining, cities and protected areas. Industrial agriculture relies on monocultures, synthetic fertilizer, irrigation and pesticides, which raise yields but cause soil erosion, runoff and loss of biodiversity. Sustainable practices include crop rotation, contour plowing, no-till farming and integrated pest management.',
      'About 70% of freshwater withdrawals go to agriculture. Flood irrigation wastes water, while drip irrigation delivers it efficiently to roots. Overpumping aquifers such as the Ogallala lowers water tables, and clear-cutting forests increases erosion. The tragedy of the commons describes how shared resources, such as fisheries, are overused when individuals act in self-interest.',
    ],
    keyPoints: [
      'Drip irrigation is over 90% efficient; flood irrigation is much less.',
      'Urban sprawl increases car dependence and impervious surfaces.',
      'Maximum sustainable yield is the largest harvest that does not deplete a resource.',
    ],
    cards: [
      ['Monoculture', 'Growing a single crop over a large area.'],
      ['Aquifer', 'An underground layer of rock or sediment that holds groundwater.'],
      ['Tragedy of the commons', 'Overuse of a shared resource by individuals acting in self-interest.'],
      ['Integrated pest management', 'Combining biological, physical and limited chemical pest controls.'],
      ['Salinization', 'Buildup of salts in soil, often from irrigation.'],
    ],
  },
  'energy-resources': {
    explanation: [
      'Nonrenewable energy sources include coal, oil, natural gas and nuclear fuel. Fossil fuels formed from ancient organisms and release CO₂ when burned; coal emits the most per unit of energy and natural gas the least. Nuclear power plants use fission of uranium-235 to make steam, producing no CO₂ during operation but creating radioactive waste.',
      'Renewable sources include solar, wind, hydroelectric, geothermal and biomass. Solar photovoltaic cells convert sunlight directly into electricity, and wind turbines convert kinetic energy of air. Renewables reduce emissions but can be intermittent, so storage and grid improvements matter. Energy conservation, such as efficient appliances and insulation, is the cheapest way to reduce energy demand.',
    ],
    keyPoints: [
      'Most power plants turn turbines connected to generators.',
      'Hydroelectric dams can block fish migration and trap sediment.',
      'Fracking extracts natural gas but risks groundwater contamination.',
    ],
    cards: [
      ['Fossil fuel', 'An energy source formed from ancient organic matter, such as coal.'],
      ['Nuclear fission', 'Splitting heavy atomic nuclei to release energy.'],
      ['Photovoltaic cell', 'A device that converts sunlight directly into electricity.'],
      ['Geothermal energy', 'Heat from Earth’s interior used for power or heating.'],
      ['Intermittency', 'The variable availability of sources like wind and solar.'],
    ],
  },
  pollution: {
    explanation: [
      'Air pollutants include carbon monoxide, nitrogen oxides, sulfur dioxide, particulate matter, lead and ground-level ozone, regulated as criteria pollutants under the Clean Air Act. Sulfur and nitrogen oxides cause acid rain, and nitrogen oxides and volatile organic compounds form photochemical smog in sunlight.',
      'Water pollution comes from point sources, such as a factory pipe, and nonpoint sources, such as farm runoff. Excess nitrogen and phosphorus cause eutrophication: algal blooms die, decomposers use up dissolved oxygen and dead zones form, as in the Gulf of Mexico. Persistent toxins such as mercury and DDT undergo biomagnification, reaching highest concentrations in top predators.',
    ],
    keyPoints: [
      'Stratospheric ozone protects life; ground-level ozone is a pollutant.',
      'The Clean Water Act (1972) regulates discharges into U.S. waters.',
      'Solid waste is managed by reducing, reusing, recycling, composting and landfills.',
    ],
    cards: [
      ['Point source', 'A single, identifiable source of pollution.'],
      ['Eutrophication', 'Nutrient enrichment of water leading to algal blooms and oxygen loss.'],
      ['Biomagnification', 'Increasing concentration of a toxin at higher trophic levels.'],
      ['Acid rain', 'Precipitation made acidic by sulfur and nitrogen oxides.'],
      ['Photochemical smog', 'Air pollution formed when sunlight reacts with NOx and VOCs.'],
    ],
  },
  'climate-change': {
    explanation: [
      'The greenhouse effect occurs when gases such as carbon dioxide, methane, nitrous oxide and water vapor absorb infrared radiation emitted by Earth, warming the surface. It is natural and necessary for life, but burning fossil fuels and deforestation have raised atmospheric CO₂ from about 280 ppm before industrialization to over 420 ppm today.',
      'Global average temperature has risen by more than 1 °C since the late 1800s. Effects include melting glaciers and sea ice, sea level rise from thermal expansion and ice melt, more intense heat waves, ocean acidification and shifting species ranges. The Paris Agreement (2015) aims to limit warming to well below 2 °C. Mitigation cuts emissions, and adaptation prepares for impacts.',
    ],
    keyPoints: [
      'Methane has a much higher warming potential than CO₂ per molecule.',
      'Ocean acidification harms shell-building organisms and coral reefs.',
      'Positive feedbacks, such as melting permafrost, amplify warming.',
    ],
    cards: [
      ['Greenhouse effect', 'Warming of Earth’s surface by gases that trap infrared radiation.'],
      ['Greenhouse gas', 'A gas that absorbs infrared radiation, such as CO₂ or methane.'],
      ['Ocean acidification', 'Lowering of ocean pH as seawater absorbs CO₂.'],
      ['Paris Agreement', 'The 2015 international treaty to limit global warming.'],
      ['Carbon sink', 'A reservoir that absorbs more carbon than it releases, such as forests.'],
    ],
  },
};
