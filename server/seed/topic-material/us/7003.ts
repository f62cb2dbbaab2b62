/** Biology (us catalogue subject 7003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  cells: {
    explanation: [
      'The cell is the basic unit of life, and cell theory states that all living things are made of cells and all cells come from pre-existing cells. Prokaryotic cells, such as bacteria, lack a nucleus and membrane-bound organelles, while eukaryotic cells have both.',
      'Organelles divide the work of a eukaryotic cell: the nucleus stores DNA, ribosomes make proteins, mitochondria release energy and the Golgi apparatus packages proteins. Plant cells also have a cell wall, chloroplasts and a large central vacuole. The cell membrane is a phospholipid bilayer that controls what enters and leaves by diffusion, osmosis and active transport.',
    ],
    keyPoints: [
      'Prokaryotes have no nucleus; eukaryotes have a nucleus and membrane-bound organelles.',
      'Osmosis is the diffusion of water across a selectively permeable membrane.',
      'Active transport moves substances against a concentration gradient and uses ATP.',
    ],
    cards: [
      ['Cell theory', 'All organisms are made of cells, the cell is the unit of life, and cells come from cells.'],
      ['Mitochondrion', 'The organelle where cellular respiration releases energy as ATP.'],
      ['Ribosome', 'The structure that assembles proteins from amino acids.'],
      ['Osmosis', 'Diffusion of water across a selectively permeable membrane.'],
      ['Prokaryote', 'A single-celled organism without a nucleus, such as a bacterium.'],
    ],
  },
  photosynthesis: {
    explanation: [
      'Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in glucose. The overall equation is 6CO₂ + 6H₂O + light → C₆H₁₂O₆ + 6O₂, and it takes place in chloroplasts.',
      'The light-dependent reactions occur in the thylakoid membranes, where chlorophyll absorbs light, water is split and oxygen is released, producing ATP and NADPH. The Calvin cycle occurs in the stroma and uses that ATP and NADPH to fix carbon dioxide into sugar. Light intensity, CO₂ concentration and temperature all limit the rate.',
    ],
    keyPoints: [
      'The oxygen released in photosynthesis comes from splitting water.',
      'Light reactions happen in the thylakoids; the Calvin cycle happens in the stroma.',
      'Chlorophyll absorbs mainly red and blue light and reflects green.',
    ],
    cards: [
      ['Chloroplast', 'The organelle in which photosynthesis takes place.'],
      ['Chlorophyll', 'The green pigment that absorbs light energy.'],
      ['Calvin cycle', 'The light-independent reactions that fix CO₂ into sugar.'],
      ['Thylakoid', 'A membrane sac in the chloroplast where the light reactions occur.'],
      ['Stomata', 'Leaf pores through which CO₂ enters and O₂ leaves.'],
    ],
  },
  'cellular-respiration': {
    explanation: [
      'Cellular respiration breaks down glucose to release energy stored as ATP: C₆H₁₂O₆ + 6O₂ → 6CO₂ + 6H₂O + energy. It is essentially the reverse of photosynthesis and occurs in both plants and animals.',
      'Glycolysis splits glucose into two pyruvate molecules in the cytoplasm and yields 2 ATP. With oxygen, pyruvate enters the mitochondria for the Krebs cycle and the electron transport chain, which together produce most of the roughly 36–38 ATP per glucose. Without oxygen, cells use fermentation: muscle cells make lactic acid, and yeast makes ethanol and CO₂.',
    ],
    keyPoints: [
      'Aerobic respiration needs oxygen; anaerobic respiration and fermentation do not.',
      'Glycolysis occurs in the cytoplasm; the Krebs cycle and electron transport chain occur in mitochondria.',
      'Oxygen is the final electron acceptor of the electron transport chain.',
    ],
    cards: [
      ['ATP', 'Adenosine triphosphate, the cell’s main energy-carrying molecule.'],
      ['Glycolysis', 'The first stage of respiration, splitting glucose into two pyruvates.'],
      ['Krebs cycle', 'A series of reactions in the mitochondrial matrix that releases CO₂.'],
      ['Fermentation', 'An anaerobic pathway that regenerates NAD⁺ and yields little ATP.'],
    ],
  },
  'mitosis-and-meiosis': {
    explanation: [
      'Mitosis is nuclear division that produces two genetically identical diploid daughter cells, used for growth, repair and asexual reproduction. Its phases are prophase, metaphase, anaphase and telophase, followed by cytokinesis, which divides the cytoplasm.',
      'Meiosis produces four genetically different haploid gametes through two divisions. In meiosis I homologous chromosomes pair up and separate, and crossing over exchanges DNA between them; in meiosis II sister chromatids separate. Crossing over and independent assortment create genetic variation, and fertilization restores the diploid number, which is 46 chromosomes in humans.',
    ],
    keyPoints: [
      'Mitosis: 1 division, 2 identical diploid cells. Meiosis: 2 divisions, 4 different haploid cells.',
      'DNA is copied during the S phase of interphase, before division.',
      'Human gametes contain 23 chromosomes.',
    ],
    cards: [
      ['Diploid', 'Having two sets of chromosomes (2n).'],
      ['Haploid', 'Having one set of chromosomes (n), as in gametes.'],
      ['Crossing over', 'Exchange of DNA between homologous chromosomes in prophase I.'],
      ['Cytokinesis', 'Division of the cytoplasm that completes cell division.'],
      ['Homologous chromosomes', 'A matching pair of chromosomes, one from each parent.'],
    ],
  },
  genetics: {
    explanation: [
      'Genetics is the study of heredity. Gregor Mendel’s pea plant experiments in the 1860s showed that traits are passed on by discrete factors, now called genes, which come in versions called alleles. An organism inherits one allele of each gene from each parent.',
      'A dominant allele masks a recessive one, so only homozygous recessive individuals show the recessive trait. A Punnett square predicts offspring ratios: crossing two heterozygotes (Aa × Aa) gives a 3 : 1 phenotype ratio and a 1 : 2 : 1 genotype ratio. Other patterns include incomplete dominance, codominance and sex-linked inheritance.',
    ],
    keyPoints: [
      'Genotype is the allele combination; phenotype is the observable trait.',
      'Law of segregation: the two alleles separate into different gametes.',
      'Law of independent assortment: genes on different chromosomes are inherited independently.',
    ],
    cards: [
      ['Allele', 'One of the alternative forms of a gene.'],
      ['Homozygous', 'Having two identical alleles for a gene, such as AA or aa.'],
      ['Heterozygous', 'Having two different alleles for a gene, such as Aa.'],
      ['Punnett square', 'A grid used to predict the genotypes of offspring.'],
      ['Codominance', 'Both alleles are fully expressed, as in AB blood type.'],
    ],
  },
  'dna-and-protein-synthesis': {
    explanation: [
      'DNA is a double helix of nucleotides, each made of a sugar, a phosphate and a base; adenine pairs with thymine and cytosine with guanine. Watson and Crick described the structure in 1953, using X-ray data from Rosalind Franklin. DNA replication is semiconservative: each new molecule keeps one original strand.',
      'Protein synthesis has two steps. In transcription, inside the nucleus, RNA polymerase copies a gene into messenger RNA, in which uracil replaces thymine. In translation, at the ribosome, each three-base codon of mRNA is matched by a tRNA anticodon carrying an amino acid, and the amino acids are joined into a polypeptide.',
    ],
    keyPoints: [
      'Base pairing: A–T and C–G in DNA; A–U and C–G between RNA and DNA.',
      'The flow of information is DNA → RNA → protein.',
      'AUG is the start codon; UAA, UAG and UGA are stop codons.',
    ],
    cards: [
      ['Transcription', 'Copying a DNA sequence into mRNA.'],
      ['Translation', 'Building a protein from the codons of mRNA at a ribosome.'],
      ['Codon', 'A sequence of three mRNA bases that codes for one amino acid.'],
      ['tRNA', 'Transfer RNA, which carries amino acids to the ribosome.'],
      ['Mutation', 'A change in the DNA sequence.'],
    ],
  },
  evolution: {
    explanation: [
      'Evolution is the change in the inherited traits of populations over generations. Charles Darwin proposed natural selection in On the Origin of Species (1859): individuals vary, some variation is heritable, more offspring are born than can survive, and those with advantageous traits survive and reproduce more.',
      'Evidence for evolution includes the fossil record, homologous structures such as the forelimbs of whales, bats and humans, vestigial structures, embryology and DNA sequence comparisons. Besides natural selection, genetic drift, gene flow and mutation change allele frequencies. Speciation occurs when populations become reproductively isolated.',
    ],
    keyPoints: [
      'Natural selection acts on individuals, but populations evolve.',
      'Fitness means reproductive success, not strength.',
      'Homologous structures show common ancestry; analogous structures show similar function only.',
    ],
    cards: [
      ['Natural selection', 'Differential survival and reproduction of individuals with favorable heritable traits.'],
      ['Adaptation', 'An inherited trait that increases an organism’s fitness in its environment.'],
      ['Homologous structures', 'Body parts with a shared origin but possibly different functions.'],
      ['Genetic drift', 'Random change in allele frequencies, strongest in small populations.'],
      ['Speciation', 'The formation of a new species.'],
    ],
  },
  classification: {
    explanation: [
      'Classification, or taxonomy, organizes living things into groups based on shared characteristics and evolutionary relationships. Carl Linnaeus introduced binomial nomenclature in the 18th century, giving each species a two-part Latin name such as Homo sapiens, with the genus capitalized.',
      'The hierarchy runs domain, kingdom, phylum, class, order, family, genus, species. The three domains are Bacteria, Archaea and Eukarya, and Eukarya includes protists, fungi, plants and animals. Modern classification uses cladograms, which group organisms by shared derived characteristics, and dichotomous keys identify organisms through paired choices.',
    ],
    keyPoints: [
      'Taxonomic levels: domain, kingdom, phylum, class, order, family, genus, species.',
      'A scientific name is the genus plus the specific epithet, written in italics.',
      'Organisms in the same genus are more closely related than those only in the same family.',
    ],
    cards: [
      ['Taxonomy', 'The science of naming and classifying organisms.'],
      ['Binomial nomenclature', 'The two-part naming system of genus and species.'],
      ['Domain', 'The broadest taxonomic rank: Bacteria, Archaea or Eukarya.'],
      ['Cladogram', 'A branching diagram showing evolutionary relationships.'],
      ['Dichotomous key', 'An identification tool made of paired, contrasting statements.'],
    ],
  },
  ecology: {
    explanation: [
      'Ecology studies interactions between organisms and their environment at the levels of organism, population, community, ecosystem and biosphere. Energy flows from producers to primary, secondary and tertiary consumers, and only about 10% passes to each next trophic level, which limits food chain length.',
      'Matter cycles through ecosystems in the carbon, nitrogen and water cycles. Species interact through competition, predation and symbiosis, which includes mutualism, commensalism and parasitism. Populations grow exponentially with unlimited resources but level off at the carrying capacity, giving logistic growth.',
    ],
    keyPoints: [
      'Energy flows in one direction; matter is recycled.',
      'About 10% of energy transfers between trophic levels.',
      'Decomposers return nutrients from dead matter to the soil.',
    ],
    cards: [
      ['Producer', 'An organism that makes its own food, usually by photosynthesis.'],
      ['Trophic level', 'An organism’s feeding position in a food chain.'],
      ['Mutualism', 'A relationship in which both species benefit.'],
      ['Carrying capacity', 'The largest population an environment can support over time.'],
      ['Biome', 'A large region with a characteristic climate and community, such as tundra.'],
    ],
  },
  'human-body-systems': {
    explanation: [
      'The human body is organized into cells, tissues, organs and organ systems that work together to maintain homeostasis, a stable internal environment. For example, body temperature stays near 37 °C through sweating and shivering, controlled by negative feedback.',
      'The circulatory system pumps blood through a four-chambered heart, and the respiratory system exchanges oxygen and carbon dioxide in the alveoli of the lungs. The digestive system breaks food into absorbable molecules, mostly absorbed in the small intestine. The nervous and endocrine systems coordinate the body using nerve impulses and hormones, while the immune system defends against pathogens.',
    ],
    keyPoints: [
      'Organization: cells → tissues → organs → organ systems → organism.',
      'Negative feedback reverses a change to keep conditions stable.',
      'Arteries carry blood away from the heart; veins carry it toward the heart.',
    ],
    cards: [
      ['Homeostasis', 'Maintenance of stable internal conditions.'],
      ['Alveoli', 'Tiny air sacs in the lungs where gas exchange occurs.'],
      ['Hormone', 'A chemical messenger released by an endocrine gland into the blood.'],
      ['Neuron', 'A nerve cell that transmits electrical impulses.'],
      ['Villi', 'Finger-like projections in the small intestine that increase absorption area.'],
    ],
  },
};
