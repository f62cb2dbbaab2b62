/** Biology (gb catalogue subject 5004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'cell-biology': {
    explanation: [
      'Eukaryotic cells, such as animal and plant cells, have a nucleus, cell membrane, cytoplasm, mitochondria and ribosomes; plant cells also have a cell wall made of cellulose, chloroplasts and a permanent vacuole. Prokaryotic cells, such as bacteria, are smaller, lack a nucleus and have DNA in a single loop plus plasmids.',
      'Substances move by diffusion, from high to low concentration, by osmosis, the diffusion of water across a partially permeable membrane, and by active transport, which uses energy from respiration to move substances against a concentration gradient. Cells divide by mitosis for growth and repair. Stem cells can differentiate into many cell types and are found in embryos, bone marrow and plant meristems.',
    ],
    keyPoints: [
      'Magnification = image size ÷ actual size.',
      'Electron microscopes have higher resolution than light microscopes.',
      'Surface area to volume ratio affects exchange in organisms.',
    ],
    cards: [
      ['Mitochondria', 'Organelles where aerobic respiration occurs.'],
      ['Plasmid', 'A small ring of DNA found in bacteria.'],
      ['Osmosis', 'Diffusion of water from a dilute to a concentrated solution through a partially permeable membrane.'],
      ['Active transport', 'Movement against a concentration gradient using energy.'],
      ['Stem cell', 'An undifferentiated cell that can become other cell types.'],
    ],
  },
  organisation: {
    explanation: [
      'Multicellular organisms are organised into cells, tissues, organs and organ systems. The digestive system breaks down food using enzymes: amylase digests starch into sugars, proteases digest proteins into amino acids and lipases digest lipids into fatty acids and glycerol. Bile from the liver neutralises stomach acid and emulsifies fats.',
      'Enzymes are biological catalysts with an active site that fits a specific substrate (the lock and key model); high temperatures or extreme pH denature them. The heart is a double pump: the right side sends blood to the lungs and the left side to the body. In plants, xylem carries water and minerals from roots, phloem carries sugars by translocation, and transpiration draws water up the plant.',
    ],
    keyPoints: [
      'Arteries have thick muscular walls; veins have valves; capillaries are one cell thick.',
      'Coronary heart disease is caused by fatty deposits in coronary arteries.',
      'Stomata open and close to control gas exchange and water loss.',
    ],
    cards: [
      ['Enzyme', 'A protein that acts as a biological catalyst.'],
      ['Denature', 'Change an enzyme’s active site shape so it no longer works.'],
      ['Xylem', 'Plant tissue transporting water and minerals.'],
      ['Phloem', 'Plant tissue transporting dissolved sugars.'],
      ['Transpiration', 'Loss of water vapour from leaves.'],
    ],
  },
  'infection-and-response': {
    explanation: [
      'Pathogens are microorganisms that cause communicable disease: viruses (measles, HIV), bacteria (salmonella, gonorrhoea), fungi (rose black spot) and protists (malaria). They spread by air, water, direct contact and vectors. Spread is reduced by hygiene, isolating infected individuals, destroying vectors and vaccination.',
      'The body’s non-specific defences include the skin, nose hairs, mucus, cilia and stomach acid. White blood cells defend by phagocytosis, producing antibodies and producing antitoxins. Vaccination introduces dead or inactive pathogens so memory cells can respond quickly to future infection. Antibiotics kill bacteria but not viruses, and overuse has led to resistant strains such as MRSA.',
    ],
    keyPoints: [
      'New drugs are tested for toxicity, efficacy and dose in preclinical and clinical trials.',
      'Double-blind trials use placebos to prevent bias.',
      'Monoclonal antibodies are produced from a single clone of cells (higher tier).',
    ],
    cards: [
      ['Pathogen', 'A microorganism that causes infectious disease.'],
      ['Antibody', 'A protein that binds to specific antigens on pathogens.'],
      ['Phagocytosis', 'White blood cells engulfing and digesting pathogens.'],
      ['Vaccination', 'Introducing inactive pathogens to trigger immunity.'],
      ['Antibiotic', 'A medicine that kills bacteria.'],
    ],
  },
  bioenergetics: {
    explanation: [
      'Photosynthesis is an endothermic reaction in chloroplasts: carbon dioxide + water → glucose + oxygen, using light energy. Its rate is limited by light intensity, carbon dioxide concentration, temperature and the amount of chlorophyll. Light intensity follows an inverse square law with distance from the source.',
      'Respiration is an exothermic reaction that releases energy in all living cells. Aerobic respiration is glucose + oxygen → carbon dioxide + water. During vigorous exercise, muscles also respire anaerobically, producing lactic acid and an oxygen debt; in yeast, anaerobic respiration (fermentation) produces ethanol and carbon dioxide. Plants use glucose for respiration, cellulose, starch, lipids and proteins.',
    ],
    keyPoints: [
      'Anaerobic respiration releases much less energy than aerobic respiration.',
      'Metabolism is the sum of all reactions in a cell or body.',
      'Greenhouse growers control limiting factors to increase yields.',
    ],
    cards: [
      ['Photosynthesis', 'Using light energy to make glucose from CO₂ and water.'],
      ['Limiting factor', 'A factor in short supply that restricts the rate of a reaction.'],
      ['Aerobic respiration', 'Respiration using oxygen.'],
      ['Oxygen debt', 'Oxygen needed after exercise to break down lactic acid.'],
      ['Fermentation', 'Anaerobic respiration in yeast producing ethanol.'],
    ],
  },
  'homeostasis-and-response': {
    explanation: [
      'Homeostasis is the regulation of internal conditions, such as body temperature, blood glucose and water levels, to maintain optimal conditions for enzymes and cells. Control systems include receptors, coordination centres and effectors, and most work by negative feedback.',
      'The nervous system sends fast electrical impulses along neurones, and reflex arcs produce automatic responses without involving the conscious brain. The endocrine system uses hormones carried in the blood. Insulin from the pancreas lowers blood glucose, and glucagon raises it; type 1 diabetes means too little insulin is produced, while in type 2 the body stops responding to it. Hormones such as FSH, LH, oestrogen and progesterone control the menstrual cycle.',
    ],
    keyPoints: [
      'Synapses pass impulses chemically between neurones.',
      'Adrenaline prepares the body for “fight or flight”.',
      'Plant responses are controlled by auxins, causing phototropism and gravitropism.',
    ],
    cards: [
      ['Homeostasis', 'Maintaining a constant internal environment.'],
      ['Reflex arc', 'The nerve pathway of an automatic response.'],
      ['Insulin', 'A hormone that lowers blood glucose.'],
      ['Negative feedback', 'A mechanism that reverses a change to restore normal levels.'],
      ['Auxin', 'A plant hormone controlling growth responses.'],
    ],
  },
  'inheritance-and-variation': {
    explanation: [
      'Sexual reproduction fuses gametes produced by meiosis, giving genetic variation, while asexual reproduction uses mitosis and produces clones. Human body cells have 23 pairs of chromosomes, and sex is determined by XX (female) or XY (male). DNA is a polymer of two strands forming a double helix, and a gene is a section of DNA coding for a protein.',
      'Alleles may be dominant or recessive; genotypes are homozygous or heterozygous. Genetic crosses and Punnett squares predict offspring: two carriers of cystic fibrosis (Ff × Ff) have a 25% chance of an affected child. Polydactyly is caused by a dominant allele. Variation arises from genes, environment or both, and genetic engineering and selective breeding change organisms’ characteristics.',
    ],
    keyPoints: [
      'Meiosis halves the chromosome number and produces four different gametes.',
      'Embryo screening raises ethical issues.',
      'Mendel worked out basic inheritance using pea plants in the 1860s.',
    ],
    cards: [
      ['Gamete', 'A sex cell, sperm or egg, with half the chromosome number.'],
      ['Allele', 'A different version of the same gene.'],
      ['Genotype', 'The combination of alleles an organism has.'],
      ['Phenotype', 'The characteristics produced by the genotype and environment.'],
      ['Selective breeding', 'Choosing parents with desired traits to breed together.'],
    ],
  },
  evolution: {
    explanation: [
      'The theory of evolution by natural selection, proposed by Charles Darwin in On the Origin of Species (1859), states that all species evolved from simple life forms over three billion years ago. Individuals show variation, and those with characteristics best suited to the environment are more likely to survive, breed and pass on their alleles.',
      'Alfred Russel Wallace independently developed the same idea, and Jean-Baptiste Lamarck had proposed the discredited inheritance of acquired characteristics. Evidence includes fossils and the rapid evolution of antibiotic-resistant bacteria. Speciation occurs when populations become so different they can no longer interbreed to produce fertile offspring. Extinction can result from new predators, diseases, competition or environmental change.',
    ],
    keyPoints: [
      'Fossils form from hard parts, mineral replacement or preservation in ice, amber or peat.',
      'Linnaeus classified organisms into kingdom, phylum, class, order, family, genus and species.',
      'Carl Woese proposed the three-domain system: Archaea, Bacteria and Eukaryota.',
    ],
    cards: [
      ['Natural selection', 'Survival and reproduction of organisms best suited to their environment.'],
      ['Speciation', 'The formation of new species.'],
      ['Fossil', 'The preserved remains or traces of organisms from long ago.'],
      ['Extinction', 'The permanent loss of all members of a species.'],
      ['Binomial system', 'Naming organisms by genus and species.'],
    ],
  },
  ecology: {
    explanation: [
      'An ecosystem is the interaction of a community of living organisms with the abiotic parts of their environment. Organisms compete for resources: plants for light, space, water and minerals, and animals for food, mates and territory. Abiotic factors include light, temperature and soil pH, and biotic factors include predators and pathogens.',
      'Feeding relationships start with producers, usually plants, and predator-prey populations rise and fall in cycles. Materials cycle: the carbon cycle involves photosynthesis, respiration and combustion, and decomposers return nutrients. Human activities reduce biodiversity through deforestation, peat bog destruction and pollution, while breeding programmes, hedgerows and reducing waste help protect it.',
    ],
    keyPoints: [
      'Quadrats and transects are used to sample populations.',
      'Only around 10% of biomass passes to each trophic level.',
      'Global warming is driven by increased carbon dioxide and methane.',
    ],
    cards: [
      ['Community', 'All the populations of different species in a habitat.'],
      ['Abiotic factor', 'A non-living factor affecting a community.'],
      ['Quadrat', 'A square frame used to sample organisms.'],
      ['Decomposer', 'An organism that breaks down dead material.'],
      ['Biodiversity', 'The variety of all species on Earth or in an ecosystem.'],
    ],
  },
  'required-practicals': {
    explanation: [
      'GCSE Biology includes required practicals that develop practical skills and appear in exam questions. They include using a light microscope, investigating osmosis in potato cylinders, testing foods for nutrients, investigating the effect of pH on amylase, and measuring the effect of light intensity on the rate of photosynthesis in pondweed.',
      'Each practical involves variables: the independent variable is changed, the dependent variable is measured and control variables are kept constant. In the osmosis practical, percentage change in mass is calculated so cylinders of different starting masses can be compared. Food tests use iodine for starch (blue-black), Benedict’s reagent for reducing sugars (brick-red when heated), biuret for protein (purple) and ethanol for lipids (cloudy white emulsion).',
    ],
    keyPoints: [
      'Repeating measurements and calculating a mean improves reliability.',
      'Anomalous results are excluded before calculating a mean.',
      'Accurate results are close to the true value; precise results are close to each other.',
    ],
    cards: [
      ['Independent variable', 'The variable deliberately changed in an experiment.'],
      ['Control variable', 'A variable kept constant to make a test fair.'],
      ['Benedict’s test', 'A test for reducing sugars giving a brick-red precipitate when positive.'],
      ['Iodine test', 'A test for starch turning blue-black when positive.'],
      ['Anomalous result', 'A result that does not fit the pattern of the others.'],
    ],
  },
};
