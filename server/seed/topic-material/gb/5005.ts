/** Chemistry (gb catalogue subject 5005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'atomic-structure': {
    explanation: [
      'Atoms contain a nucleus of protons (relative charge +1, mass 1) and neutrons (charge 0, mass 1), surrounded by electrons (charge −1, very small mass) in shells. The atomic number is the number of protons and the mass number is protons plus neutrons. Isotopes have the same number of protons but different numbers of neutrons.',
      'The model of the atom developed over time: Dalton’s solid spheres, Thomson’s plum pudding model after he discovered the electron, Rutherford’s nuclear model from the alpha scattering experiment, Bohr’s electron shells and Chadwick’s discovery of the neutron in 1932. Electrons fill shells in the pattern 2, 8, 8, so sodium is 2,8,1. Relative atomic mass is a weighted mean of isotope masses.',
    ],
    keyPoints: [
      'Atoms have a radius of about 0.1 nm; the nucleus is about 1/10 000 of that.',
      'Mixtures can be separated by filtration, crystallisation, distillation and chromatography.',
      'Ions form when atoms lose or gain electrons.',
    ],
    cards: [
      ['Isotope', 'One of two or more forms of an element with the same number of protons but different numbers of neutrons.'],
      ['Atomic number', 'The number of protons in an atom.'],
      ['Mass number', 'The total number of protons and neutrons.'],
      ['Alpha scattering experiment', 'Rutherford’s 1909–1911 experiment in which most alpha particles passed through gold foil but a few were deflected, disproving the plum pudding model.'],
      ['Relative atomic mass', 'The weighted mean mass of an element’s isotopes.'],
    ],
  },
  'the-periodic-table': {
    explanation: [
      'The modern periodic table arranges elements by atomic number. Elements in the same group have the same number of outer electrons and similar reactions. Mendeleev’s 1869 table left gaps for undiscovered elements and predicted their properties, which was later confirmed, for example by the discovery of germanium.',
      'Group 1 alkali metals react vigorously with water to form hydroxides and hydrogen, and reactivity increases down the group because the outer electron is further from the nucleus. Group 7 halogens exist as diatomic molecules; reactivity decreases down the group, so chlorine displaces bromine from potassium bromide. Group 0 noble gases are unreactive because they have full outer shells, and their boiling points increase down the group.',
    ],
    keyPoints: [
      'Metals are on the left and form positive ions; non-metals are on the right.',
      'Transition metals form coloured compounds and act as catalysts.',
      'A more reactive halogen displaces a less reactive one from solution.',
    ],
    cards: [
      ['Group', 'A vertical column of elements with the same number of outer electrons.'],
      ['Alkali metal', 'A group 1 element such as sodium.'],
      ['Halogen', 'A group 7 element such as chlorine.'],
      ['Noble gas', 'An unreactive group 0 element.'],
      ['Displacement reaction', 'A more reactive element replacing a less reactive one in a compound.'],
    ],
  },
  'bonding-and-structure': {
    explanation: [
      'Ionic bonding occurs between metals and non-metals: electrons are transferred, forming ions held in a giant ionic lattice by strong electrostatic forces. Ionic compounds like sodium chloride have high melting points and conduct electricity when molten or dissolved. Covalent bonds are shared pairs of electrons between non-metal atoms.',
      'Simple molecular substances, such as water and methane, have weak intermolecular forces, so low melting and boiling points. Giant covalent structures like diamond, graphite and silicon dioxide have very high melting points. Graphite conducts electricity because each carbon has one delocalised electron, and graphene is a single layer. Metallic bonding consists of positive ions in a sea of delocalised electrons, which makes metals conductive and malleable.',
    ],
    keyPoints: [
      'The three states of matter are modelled by the particle model.',
      'Fullerenes such as C₆₀ are hollow carbon molecules.',
      'Alloys are harder than pure metals because different-sized atoms distort the layers.',
    ],
    cards: [
      ['Ionic bond', 'Electrostatic attraction between oppositely charged ions.'],
      ['Covalent bond', 'A shared pair of electrons between atoms.'],
      ['Giant covalent structure', 'A huge network of atoms joined by covalent bonds.'],
      ['Delocalised electron', 'An electron free to move through a structure.'],
      ['Alloy', 'A mixture of a metal with other elements.'],
    ],
  },
  'quantitative-chemistry': {
    explanation: [
      'The law of conservation of mass states that no atoms are lost or made in a reaction, so the mass of products equals the mass of reactants. Relative formula mass (Mᵣ) is the sum of relative atomic masses in a formula; for CO₂ it is 12 + 2 × 16 = 44.',
      'The mole is the amount containing 6.02 × 10²³ particles (the Avogadro constant), and moles = mass ÷ Mᵣ. Balanced equations give mole ratios for reacting mass calculations, and the limiting reactant is the one used up first. Concentration can be given in g/dm³ or mol/dm³, and at room temperature and pressure one mole of any gas occupies 24 dm³.',
    ],
    keyPoints: [
      'Percentage yield = actual yield ÷ theoretical yield × 100.',
      'Atom economy = Mᵣ of desired product ÷ total Mᵣ of reactants × 100.',
      'Apparent mass changes occur when a gas escapes or is absorbed.',
    ],
    cards: [
      ['Mole', 'The unit of amount of substance; one mole of any substance has 6.02 × 10²³ particles.'],
      ['Relative formula mass', 'The sum of the relative atomic masses of the atoms in a formula.'],
      ['Limiting reactant', 'The reactant completely used up first in a reaction.'],
      ['Atom economy', 'The percentage of reactant mass ending up in the desired product.'],
      ['Concentration', 'The amount of solute in a given volume of solution.'],
    ],
  },
  'chemical-changes': {
    explanation: [
      'The reactivity series ranks metals: potassium, sodium, lithium, calcium, magnesium, (carbon), zinc, iron, (hydrogen), copper. Metals below carbon can be extracted from their oxides by reduction with carbon. Oxidation is the gain of oxygen or loss of electrons, and reduction is the loss of oxygen or gain of electrons (OIL RIG).',
      'Acids react with metals to give a salt and hydrogen, with bases to give a salt and water, and with carbonates to give a salt, water and carbon dioxide. Hydrochloric acid makes chlorides, sulfuric acid sulfates and nitric acid nitrates. Soluble salts can be made by reacting an insoluble base with acid, filtering and crystallising. Strong acids fully ionise in water, while weak acids only partially ionise.',
    ],
    keyPoints: [
      'pH 7 is neutral; acids are below 7 and alkalis above 7.',
      'Neutralisation: H⁺(aq) + OH⁻(aq) → H₂O(l).',
      'A decrease of one pH unit means ten times the H⁺ concentration.',
    ],
    cards: [
      ['Reactivity series', 'A list of metals in order of reactivity.'],
      ['OIL RIG', 'Oxidation Is Loss, Reduction Is Gain of electrons.'],
      ['Neutralisation', 'The reaction of an acid with a base to form a salt and water.'],
      ['Salt', 'A compound formed when the hydrogen of an acid is replaced by a metal.'],
      ['Strong acid', 'An acid that completely ionises in aqueous solution.'],
    ],
  },
  electrolysis: {
    explanation: [
      'Electrolysis is the decomposition of an ionic compound, molten or dissolved, using electricity. Positive ions (cations) move to the negative electrode (cathode), where they gain electrons, and negative ions (anions) move to the positive electrode (anode), where they lose electrons. Molten lead bromide gives lead at the cathode and bromine at the anode.',
      'In aqueous solutions, hydrogen is produced at the cathode if the metal is more reactive than hydrogen, and oxygen is produced at the anode unless halide ions are present, which give the halogen. Electrolysis of brine gives hydrogen, chlorine and sodium hydroxide. Aluminium is extracted by electrolysing aluminium oxide dissolved in molten cryolite, which lowers the melting point; the carbon anodes burn away and must be replaced.',
    ],
    keyPoints: [
      'Reactive metals are extracted by electrolysis, which is expensive in energy.',
      'Half equations show electron transfer: Cu²⁺ + 2e⁻ → Cu.',
      'Inert electrodes such as graphite or platinum do not react.',
    ],
    cards: [
      ['Electrolyte', 'A molten or dissolved ionic compound that conducts electricity.'],
      ['Cathode', 'The negative electrode, where reduction occurs.'],
      ['Anode', 'The positive electrode, where oxidation occurs.'],
      ['Cryolite', 'A compound used to lower the melting point in aluminium extraction.'],
      ['Half equation', 'An equation showing the reaction at one electrode.'],
    ],
  },
  'energy-changes': {
    explanation: [
      'Exothermic reactions transfer energy to the surroundings, so the temperature rises; examples are combustion, neutralisation and respiration, and hand warmers use them. Endothermic reactions take in energy, so the temperature falls; examples are thermal decomposition and the reaction of citric acid with sodium hydrogencarbonate, used in sports injury packs.',
      'Reaction profiles show the energy of reactants and products and the activation energy, the minimum energy needed for particles to react. Breaking bonds takes in energy and making bonds releases it; the overall energy change is the energy needed to break bonds minus the energy released making them. Chemical cells and fuel cells produce electricity, and hydrogen fuel cells produce only water.',
    ],
    keyPoints: [
      'Exothermic: products have less energy than reactants.',
      'A negative overall bond energy change means the reaction is exothermic.',
      'Non-rechargeable batteries stop when a reactant is used up.',
    ],
    cards: [
      ['Exothermic', 'A reaction that transfers energy to the surroundings.'],
      ['Endothermic', 'A reaction that takes in energy from the surroundings.'],
      ['Activation energy', 'The minimum energy particles need to react.'],
      ['Reaction profile', 'A diagram showing energy changes during a reaction.'],
      ['Fuel cell', 'A cell that produces electricity from a fuel and oxygen.'],
    ],
  },
  'rates-of-reaction': {
    explanation: [
      'The rate of a reaction is the amount of reactant used or product formed per unit time, and can be measured by gas volume, mass loss or time for a colour change. According to collision theory, reactions happen when particles collide with at least the activation energy.',
      'Rates increase with higher temperature, which gives more frequent and energetic collisions, higher concentration or pressure, larger surface area and catalysts, which provide a pathway with lower activation energy. In a reversible reaction in a closed system, dynamic equilibrium is reached when forward and reverse rates are equal. Le Chatelier’s principle predicts how the position of equilibrium shifts when conditions change.',
    ],
    keyPoints: [
      'Mean rate = quantity of product formed ÷ time taken.',
      'The gradient of a tangent to a curve gives the rate at that time.',
      'Increasing temperature favours the endothermic direction of an equilibrium.',
    ],
    cards: [
      ['Collision theory', 'Reactions occur when particles collide with enough energy.'],
      ['Catalyst', 'A substance that speeds up a reaction without being used up.'],
      ['Reversible reaction', 'A reaction in which products can react to re-form the reactants.'],
      ['Dynamic equilibrium', 'A state where forward and reverse rates are equal.'],
      ['Le Chatelier’s principle', 'A system at equilibrium counteracts any change in conditions.'],
    ],
  },
  'organic-chemistry': {
    explanation: [
      'Crude oil is a mixture of hydrocarbons, mostly alkanes, separated by fractional distillation into fractions with similar boiling points. Alkanes are saturated with the general formula CₙH₂ₙ₊₂: methane, ethane, propane and butane. Shorter chains are more flammable, less viscous and have lower boiling points.',
      'Cracking breaks long-chain hydrocarbons into shorter, more useful alkanes and alkenes using a catalyst or steam. Alkenes are unsaturated with a C=C double bond (CₙH₂ₙ) and decolourise bromine water. At higher tier, alcohols (–OH), carboxylic acids (–COOH) and esters are studied, and addition polymers such as poly(ethene) form from alkene monomers, while condensation polymers release a small molecule such as water.',
    ],
    keyPoints: [
      'Complete combustion of hydrocarbons gives carbon dioxide and water.',
      'Bromine water turns from orange to colourless with alkenes.',
      'Ethanol can be made by fermentation of sugar.',
    ],
    cards: [
      ['Hydrocarbon', 'A compound of hydrogen and carbon only.'],
      ['Alkane', 'A saturated hydrocarbon with only single bonds.'],
      ['Alkene', 'An unsaturated hydrocarbon containing a C=C double bond.'],
      ['Cracking', 'Breaking long hydrocarbons into shorter, more useful ones.'],
      ['Fractional distillation', 'Separating crude oil into fractions by boiling point.'],
    ],
  },
  'chemical-analysis': {
    explanation: [
      'A pure substance is a single element or compound and melts and boils at fixed temperatures; a formulation is a mixture designed for a purpose, such as paint or medicine. Paper chromatography separates mixtures, and the Rf value = distance moved by substance ÷ distance moved by solvent helps identify compounds.',
      'Gas tests identify products: hydrogen burns with a squeaky pop, oxygen relights a glowing splint, carbon dioxide turns limewater milky, and chlorine bleaches damp litmus paper. Flame tests identify metal ions: lithium crimson, sodium yellow, potassium lilac, calcium orange-red and copper green. Sodium hydroxide gives coloured precipitates, and silver nitrate identifies halide ions: white for chloride, cream for bromide and yellow for iodide.',
    ],
    keyPoints: [
      'Carbonates fizz with dilute acid, releasing carbon dioxide.',
      'Sulfate ions give a white precipitate with barium chloride.',
      'Instrumental methods like flame emission spectroscopy are fast, accurate and sensitive.',
    ],
    cards: [
      ['Pure substance', 'A single element or compound not mixed with anything else.'],
      ['Rf value', 'Distance moved by a substance divided by distance moved by the solvent.'],
      ['Limewater', 'Calcium hydroxide solution, which turns milky with CO₂.'],
      ['Flame test', 'Identifying metal ions by the colour they give to a flame.'],
      ['Formulation', 'A mixture designed as a useful product.'],
    ],
  },
};
