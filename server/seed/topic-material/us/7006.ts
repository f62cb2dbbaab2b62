/** Chemistry (us catalogue subject 7006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'atomic-structure': {
    explanation: [
      'An atom has a tiny, dense nucleus containing protons (charge +1) and neutrons (no charge), surrounded by electrons (charge −1) with very little mass. The atomic number is the number of protons and identifies the element; the mass number is protons plus neutrons.',
      'Isotopes are atoms of the same element with different numbers of neutrons, such as carbon-12 and carbon-14. The model of the atom developed from Dalton’s solid spheres to Thomson’s plum pudding, Rutherford’s nuclear model (gold foil experiment, 1911), Bohr’s energy levels and the modern quantum model, in which electrons occupy orbitals described by electron configurations like 1s² 2s² 2p⁶.',
    ],
    keyPoints: [
      'Neutral atoms have equal numbers of protons and electrons.',
      'Neutrons = mass number − atomic number.',
      'Average atomic mass is a weighted average of isotope masses.',
    ],
    cards: [
      ['Atomic number', 'The number of protons in an atom’s nucleus.'],
      ['Mass number', 'The total number of protons and neutrons in a nucleus.'],
      ['Isotope', 'An atom of an element with a different number of neutrons.'],
      ['Orbital', 'A region around the nucleus where an electron is likely to be found.'],
      ['Gold foil experiment', 'Rutherford’s experiment showing atoms have a small, dense, positive nucleus.'],
    ],
  },
  'periodic-table': {
    explanation: [
      'The periodic table arranges elements by increasing atomic number, an arrangement pioneered by Dmitri Mendeleev in 1869. Rows are periods and columns are groups; elements in a group share the same number of valence electrons and therefore similar properties.',
      'Key groups are the alkali metals (group 1), alkaline earth metals (group 2), halogens (group 17) and noble gases (group 18). Periodic trends follow from electron structure: atomic radius increases down a group and decreases across a period, while ionization energy and electronegativity increase across a period and decrease down a group. Metals lie on the left, nonmetals on the upper right and metalloids along the staircase line.',
    ],
    keyPoints: [
      'Fluorine is the most electronegative element.',
      'Noble gases have full valence shells and are very unreactive.',
      'Alkali metal reactivity increases down the group.',
    ],
    cards: [
      ['Period', 'A horizontal row of the periodic table.'],
      ['Group', 'A vertical column of elements with similar properties.'],
      ['Valence electrons', 'Electrons in an atom’s outermost energy level.'],
      ['Ionization energy', 'The energy needed to remove an electron from an atom.'],
      ['Electronegativity', 'An atom’s ability to attract shared electrons in a bond.'],
    ],
  },
  'chemical-bonding': {
    explanation: [
      'Atoms bond to reach a more stable electron arrangement, often eight valence electrons (the octet rule). Ionic bonds form when a metal transfers electrons to a nonmetal, creating oppositely charged ions held in a crystal lattice, as in NaCl. Ionic compounds have high melting points and conduct electricity when melted or dissolved.',
      'Covalent bonds form when nonmetals share electron pairs, as in H₂O and CH₄. Unequal sharing makes a bond polar. VSEPR theory predicts molecular shape from electron pair repulsion: CH₄ is tetrahedral (109.5°) and H₂O is bent (about 104.5°). In metallic bonding, positive ions sit in a sea of delocalized electrons, which explains conductivity and malleability.',
    ],
    keyPoints: [
      'Ionic: metal + nonmetal, electrons transferred.',
      'Covalent: nonmetal + nonmetal, electrons shared.',
      'Intermolecular forces include hydrogen bonds, dipole-dipole forces and London dispersion forces.',
    ],
    cards: [
      ['Octet rule', 'Atoms tend to gain, lose or share electrons to have eight valence electrons.'],
      ['Ionic bond', 'The attraction between oppositely charged ions.'],
      ['Covalent bond', 'A bond formed by sharing a pair of electrons.'],
      ['Lewis structure', 'A diagram showing valence electrons as dots and bonds as lines.'],
      ['VSEPR theory', 'A model predicting molecular shape from repulsion of electron pairs.'],
    ],
  },
  'chemical-reactions': {
    explanation: [
      'A chemical reaction rearranges atoms to form new substances, shown by a chemical equation with reactants on the left and products on the right. Because of the law of conservation of mass, equations must be balanced by coefficients: 2H₂ + O₂ → 2H₂O.',
      'The main reaction types are synthesis (A + B → AB), decomposition (AB → A + B), single replacement (A + BC → AC + B), double replacement (AB + CD → AD + CB) and combustion, in which a hydrocarbon reacts with oxygen to give CO₂ and H₂O. Evidence of a reaction includes gas production, a color change, a precipitate and a temperature change.',
    ],
    keyPoints: [
      'Balance equations by changing coefficients, never subscripts.',
      'Atoms are neither created nor destroyed in a reaction.',
      'A precipitate is an insoluble solid formed from two solutions.',
    ],
    cards: [
      ['Reactant', 'A starting substance in a chemical reaction.'],
      ['Product', 'A substance formed in a chemical reaction.'],
      ['Coefficient', 'The number in front of a formula showing how many units react.'],
      ['Combustion', 'A rapid reaction with oxygen that releases heat and light.'],
      ['Precipitate', 'A solid formed when two solutions react.'],
    ],
  },
  stoichiometry: {
    explanation: [
      'Stoichiometry uses balanced equations to calculate the amounts of reactants and products. The mole is the counting unit of chemistry: one mole contains 6.022 × 10²³ particles (Avogadro’s number), and its mass in grams equals the formula mass, so 1 mol of H₂O has a mass of about 18 g.',
      'Calculations follow a path of grams → moles → moles → grams using the mole ratio from the coefficients. In 2H₂ + O₂ → 2H₂O, 4 g of H₂ (2 mol) makes 2 mol of water, or 36 g. The limiting reactant is used up first and determines the theoretical yield, and percent yield = actual yield ÷ theoretical yield × 100%.',
    ],
    keyPoints: [
      'Moles = mass ÷ molar mass.',
      'Mole ratios come from the coefficients of the balanced equation.',
      'At STP, one mole of an ideal gas occupies 22.4 L.',
    ],
    cards: [
      ['Mole', 'The amount of substance containing 6.022 × 10²³ particles.'],
      ['Molar mass', 'The mass of one mole of a substance in grams per mole.'],
      ['Limiting reactant', 'The reactant that runs out first and limits the product.'],
      ['Percent yield', 'Actual yield divided by theoretical yield, times 100%.'],
    ],
  },
  'gas-laws': {
    explanation: [
      'The gas laws describe how pressure, volume, temperature and amount of a gas are related, with temperature always in kelvins (K = °C + 273). Boyle’s law states that at constant temperature P₁V₁ = P₂V₂, so halving the volume doubles the pressure. Charles’s law states V₁/T₁ = V₂/T₂ at constant pressure.',
      'Gay-Lussac’s law relates pressure and temperature, and the combined gas law is P₁V₁/T₁ = P₂V₂/T₂. The ideal gas law PV = nRT includes the number of moles, with R = 0.0821 L·atm/(mol·K). Kinetic molecular theory explains these laws: gas particles move randomly, collide elastically and have negligible volume.',
    ],
    keyPoints: [
      'Always convert temperature to kelvins in gas law calculations.',
      'STP is 0 °C (273 K) and 1 atm.',
      'Dalton’s law: total pressure equals the sum of partial pressures.',
    ],
    cards: [
      ['Boyle’s law', 'Pressure and volume are inversely proportional at constant temperature.'],
      ['Charles’s law', 'Volume is directly proportional to kelvin temperature at constant pressure.'],
      ['Ideal gas law', 'PV = nRT.'],
      ['Absolute zero', '0 K, the temperature at which particle motion is minimal.'],
    ],
  },
  solutions: {
    explanation: [
      'A solution is a homogeneous mixture of a solute dissolved in a solvent; water is called the universal solvent because so many substances dissolve in it. The rule “like dissolves like” means polar solvents dissolve polar and ionic solutes, while nonpolar solvents dissolve nonpolar ones.',
      'Concentration is often given as molarity, M = moles of solute ÷ liters of solution, so 0.5 mol of NaCl in 2 L is 0.25 M. Dilution follows M₁V₁ = M₂V₂. Solubility of most solids increases with temperature, while gases become less soluble as temperature rises. Solutes lower the freezing point and raise the boiling point, which are colligative properties.',
    ],
    keyPoints: [
      'Saturated solutions hold the maximum solute at a given temperature.',
      'Stirring, heating and crushing the solute speed up dissolving.',
      'Colligative properties depend on the number of solute particles, not their identity.',
    ],
    cards: [
      ['Solute', 'The substance that is dissolved.'],
      ['Solvent', 'The substance that does the dissolving.'],
      ['Molarity', 'Moles of solute per liter of solution.'],
      ['Saturated solution', 'A solution holding the maximum amount of dissolved solute.'],
      ['Colligative property', 'A property such as freezing-point depression that depends on particle number.'],
    ],
  },
  'acids-and-bases': {
    explanation: [
      'Arrhenius defined acids as substances that produce H⁺ ions in water and bases as substances that produce OH⁻ ions. The broader Brønsted-Lowry definition describes acids as proton donors and bases as proton acceptors. Acids taste sour and turn litmus red; bases feel slippery and turn litmus blue.',
      'The pH scale measures hydrogen ion concentration: pH = −log[H⁺]. A pH of 7 is neutral, below 7 is acidic and above 7 is basic, and each unit is a tenfold change. Strong acids such as HCl ionize completely, while weak acids such as acetic acid ionize only partly. In neutralization, an acid and a base form water and a salt, and titration uses this reaction to find an unknown concentration.',
    ],
    keyPoints: [
      'pH + pOH = 14 at 25 °C.',
      'A solution with pH 3 has ten times more H⁺ than one with pH 4.',
      'HCl + NaOH → NaCl + H₂O is a neutralization reaction.',
    ],
    cards: [
      ['pH', 'The negative logarithm of the hydrogen ion concentration.'],
      ['Brønsted-Lowry acid', 'A substance that donates a proton (H⁺).'],
      ['Neutralization', 'The reaction of an acid and a base to form water and a salt.'],
      ['Titration', 'Adding a solution of known concentration to find an unknown concentration.'],
      ['Strong acid', 'An acid that ionizes completely in water.'],
    ],
  },
  thermochemistry: {
    explanation: [
      'Thermochemistry studies the heat absorbed or released in chemical reactions and physical changes. Exothermic reactions release heat (ΔH negative), like combustion, and endothermic reactions absorb heat (ΔH positive), like melting ice or dissolving ammonium nitrate.',
      'Heat is calculated with q = mcΔT, where c is specific heat; water’s is 4.18 J/(g·°C), so warming 100 g of water by 10 °C takes 4,180 J. A calorimeter measures this heat. Hess’s law states that the enthalpy change of a reaction is the same whichever path it takes, so reaction enthalpies can be added. Breaking bonds absorbs energy and forming bonds releases it.',
    ],
    keyPoints: [
      'Exothermic: ΔH < 0; endothermic: ΔH > 0.',
      'q = mcΔT relates heat, mass, specific heat and temperature change.',
      'During a phase change, temperature stays constant while heat is absorbed or released.',
    ],
    cards: [
      ['Enthalpy (H)', 'The heat content of a system at constant pressure.'],
      ['Specific heat', 'The heat needed to raise 1 g of a substance by 1 °C.'],
      ['Calorimeter', 'A device that measures heat flow in a reaction.'],
      ['Hess’s law', 'The total enthalpy change is independent of the reaction pathway.'],
    ],
  },
  'kinetics-and-equilibrium': {
    explanation: [
      'Kinetics studies reaction rates. According to collision theory, particles must collide with enough energy, the activation energy, and the correct orientation to react. Rates increase with higher temperature, higher concentration, greater surface area and a catalyst, which lowers the activation energy without being used up.',
      'Many reactions are reversible and reach dynamic equilibrium, where forward and reverse rates are equal and concentrations stay constant. The equilibrium constant for aA + bB ⇌ cC + dD is K = [C]ᶜ[D]ᵈ / [A]ᵃ[B]ᵇ. Le Chatelier’s principle states that a system at equilibrium shifts to counteract a stress, such as added reactant, a change in pressure or a change in temperature.',
    ],
    keyPoints: [
      'Catalysts speed up both forward and reverse reactions equally.',
      'K > 1 means products are favored at equilibrium.',
      'Increasing pressure shifts a gas equilibrium toward fewer moles of gas.',
    ],
    cards: [
      ['Activation energy', 'The minimum energy needed for a reaction to occur.'],
      ['Catalyst', 'A substance that speeds up a reaction without being consumed.'],
      ['Dynamic equilibrium', 'A state in which forward and reverse reaction rates are equal.'],
      ['Le Chatelier’s principle', 'A system at equilibrium shifts to relieve an applied stress.'],
      ['Equilibrium constant', 'The ratio of product to reactant concentrations at equilibrium.'],
    ],
  },
};
