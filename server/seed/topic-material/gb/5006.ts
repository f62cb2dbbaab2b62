/** Physics (gb catalogue subject 5006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  energy: {
    explanation: [
      'Energy is stored in stores, such as kinetic, gravitational potential, elastic potential, thermal, chemical and nuclear, and transferred by heating, forces, electrical work and waves. Energy is conserved: it cannot be created or destroyed. Key equations are Eₖ = ½mv², Eₚ = mgh and Eₑ = ½ke².',
      'Specific heat capacity is the energy needed to raise 1 kg of a substance by 1 °C, used in ΔE = mcΔθ. Power is the rate of energy transfer, P = E/t, in watts. Efficiency = useful output ÷ total input, and wasted energy is usually dissipated as heat. Energy resources include non-renewable fossil fuels and nuclear, and renewables such as wind, solar, hydroelectric, tidal and geothermal.',
    ],
    keyPoints: [
      'Lubrication and insulation reduce unwanted energy transfers.',
      'Thicker walls and lower thermal conductivity reduce heat loss from buildings.',
      'Water has a specific heat capacity of about 4200 J/kg °C.',
    ],
    cards: [
      ['Energy store', 'A way energy is held, such as kinetic or chemical.'],
      ['Specific heat capacity', 'Energy needed to raise 1 kg of a substance by 1 °C.'],
      ['Power', 'The rate of energy transfer, measured in watts.'],
      ['Efficiency', 'Useful energy output divided by total energy input.'],
      ['Dissipated', 'Energy spread out to the surroundings and wasted.'],
    ],
  },
  electricity: {
    explanation: [
      'Current is the rate of flow of charge, Q = It, and potential difference is the energy transferred per unit charge, E = QV. Resistance is related by V = IR. In series circuits the current is the same everywhere and resistances add; in parallel circuits the potential difference across each branch is the same and total resistance is less than the smallest branch.',
      'Ohmic conductors have a straight-line I–V graph at constant temperature, a filament lamp’s resistance increases as it heats up, and a diode lets current flow in one direction only. Thermistor resistance falls as temperature rises, and LDR resistance falls as light increases. UK mains is 230 V AC at 50 Hz; plugs have live (brown), neutral (blue) and earth (green and yellow) wires. The National Grid uses step-up transformers to transmit at high voltage and reduce losses.',
    ],
    keyPoints: [
      'P = IV = I²R.',
      'Energy transferred E = Pt.',
      'The earth wire and fuse protect users from electric shock.',
    ],
    cards: [
      ['Potential difference', 'The energy transferred per unit of charge, in volts.'],
      ['Resistance', 'How much a component opposes the flow of current, R = V/I, in ohms (Ω).'],
      ['Thermistor', 'A resistor whose resistance falls as temperature increases.'],
      ['Alternating current', 'Current that repeatedly changes direction.'],
      ['National Grid', 'The system of cables and transformers linking power stations to consumers.'],
    ],
  },
  'particle-model-of-matter': {
    explanation: [
      'The particle model describes solids as particles in a fixed, regular arrangement, liquids as close but able to move past one another, and gases as far apart and moving randomly. Density, ρ = m/V, is highest in solids because particles are closest. Changes of state are physical changes and conserve mass.',
      'Internal energy is the total kinetic and potential energy of the particles. Specific latent heat is the energy needed to change the state of 1 kg without a temperature change, E = mL; during melting or boiling, energy breaks bonds rather than raising temperature. In a gas, particles colliding with walls create pressure, and at constant volume pressure increases with temperature. For a fixed mass of gas at constant temperature, pV = constant.',
    ],
    keyPoints: [
      'Latent heat of fusion is for melting; latent heat of vaporisation is for boiling.',
      'Doing work on a gas, such as pumping a tyre, increases its temperature.',
      'Density of an irregular object is found by displacement of water.',
    ],
    cards: [
      ['Density', 'Mass per unit volume, ρ = m/V.'],
      ['Internal energy', 'The total kinetic and potential energy of particles in a system.'],
      ['Specific latent heat', 'Energy to change the state of 1 kg without changing temperature.'],
      ['Sublimation', 'Changing directly from solid to gas.'],
      ['Gas pressure', 'Force from particles colliding with container walls per unit area.'],
    ],
  },
  'atomic-structure': {
    explanation: [
      'Unstable nuclei emit radiation randomly in radioactive decay. Alpha particles are helium nuclei, highly ionising but stopped by paper; beta particles are high-speed electrons from the nucleus, stopped by a few millimetres of aluminium; and gamma rays are electromagnetic waves, reduced by thick lead. Activity is measured in becquerels.',
      'Half-life is the time for the number of unstable nuclei, or the activity, to halve; after three half-lives one eighth remains. Irradiation exposes an object to radiation without making it radioactive, while contamination means radioactive atoms get onto or into it. Nuclear fission splits uranium-235 or plutonium-239 in a chain reaction, and nuclear fusion joins light nuclei, powering stars.',
    ],
    keyPoints: [
      'Alpha decay reduces mass number by 4 and atomic number by 2.',
      'Beta decay increases atomic number by 1 as a neutron becomes a proton.',
      'Background radiation comes from rocks, cosmic rays and medical sources.',
    ],
    cards: [
      ['Half-life', 'The time for half the unstable nuclei in a sample to decay.'],
      ['Alpha particle', 'Two protons and two neutrons emitted from a nucleus.'],
      ['Gamma ray', 'High-frequency electromagnetic radiation from the nucleus.'],
      ['Contamination', 'Unwanted presence of radioactive atoms on or in an object.'],
      ['Nuclear fission', 'Splitting of a large nucleus into smaller ones, releasing energy.'],
    ],
  },
  forces: {
    explanation: [
      'Forces are vectors, with magnitude and direction, and can be contact forces, like friction and tension, or non-contact forces, like gravity and magnetism. Weight is W = mg, with g = 9.8 N/kg on Earth. The resultant force determines motion: Newton’s first law states that with zero resultant force, an object stays at rest or moves at constant velocity.',
      'Newton’s second law is F = ma, and the third law states that when two objects interact they exert equal and opposite forces on each other. Stopping distance is thinking distance plus braking distance and increases with speed, tiredness, alcohol and wet roads. Momentum, p = mv, is conserved in collisions. Hooke’s law gives F = ke for a spring up to its limit of proportionality.',
    ],
    keyPoints: [
      'Work done = force × distance moved in the direction of the force.',
      'Moment = force × perpendicular distance from the pivot.',
      'Terminal velocity is reached when drag equals weight.',
    ],
    cards: [
      ['Resultant force', 'The single force equivalent to all forces acting on an object.'],
      ['Newton’s second law', 'Resultant force = mass × acceleration.'],
      ['Stopping distance', 'Thinking distance plus braking distance.'],
      ['Momentum', 'Mass × velocity, conserved in collisions.'],
      ['Terminal velocity', 'The constant maximum velocity of a falling object.'],
    ],
  },
  waves: {
    explanation: [
      'Waves transfer energy without transferring matter. In transverse waves, like water waves and light, oscillations are perpendicular to the direction of energy transfer; in longitudinal waves, like sound, they are parallel, with compressions and rarefactions. Wave speed v = fλ, and the period T = 1/f.',
      'The electromagnetic spectrum, from long to short wavelength, is radio waves, microwaves, infrared, visible light, ultraviolet, X-rays and gamma rays, all travelling at 3 × 10⁸ m/s in a vacuum. Uses include radio for communication, microwaves for cooking and satellites, and X-rays for medical imaging. Ultraviolet, X-rays and gamma rays are ionising and can damage cells. Waves can be reflected, refracted and absorbed.',
    ],
    keyPoints: [
      'Refraction happens because waves change speed at a boundary.',
      'Sound cannot travel through a vacuum.',
      'Ultrasound and seismic waves are used to explore structures hidden from view.',
    ],
    cards: [
      ['Transverse wave', 'A wave with oscillations perpendicular to energy transfer.'],
      ['Amplitude', 'The maximum displacement from the rest position.'],
      ['Frequency', 'The number of waves passing a point each second, in hertz.'],
      ['Refraction', 'The change in direction of a wave when it changes speed.'],
      ['Electromagnetic spectrum', 'The continuous range of electromagnetic waves.'],
    ],
  },
  'magnetism-and-electromagnetism': {
    explanation: [
      'Magnets have north and south poles; like poles repel and unlike poles attract. Magnetic field lines run from north to south and are closest where the field is strongest. Permanent magnets produce their own field, while induced magnets become magnetic only in a field. Iron, steel, cobalt and nickel are magnetic materials.',
      'A current in a wire produces a magnetic field around it, and a solenoid with an iron core forms an electromagnet. A current-carrying wire in a magnetic field experiences a force, the motor effect, given by F = BIl; Fleming’s left-hand rule gives its direction. Moving a wire or magnet to change a magnetic field induces a potential difference, the generator effect, used in dynamos and transformers, where Vp/Vs = np/ns.',
    ],
    keyPoints: [
      'Earth’s magnetic field makes a compass point north.',
      'Transformers only work with alternating current.',
      'Loudspeakers use the motor effect; microphones use the generator effect.',
    ],
    cards: [
      ['Solenoid', 'A coil of wire that produces a magnetic field when current flows.'],
      ['Motor effect', 'A force on a current-carrying wire in a magnetic field.'],
      ['Fleming’s left-hand rule', 'A rule giving the direction of force in the motor effect.'],
      ['Induced potential difference', 'A voltage produced by a changing magnetic field.'],
      ['Transformer', 'A device that changes the potential difference of AC.'],
    ],
  },
  'space-physics': {
    explanation: [
      'Our solar system has one star, the Sun, eight planets, dwarf planets, moons and asteroids, and it is part of the Milky Way galaxy. Stars form from clouds of dust and gas called nebulae, which collapse under gravity into a protostar until nuclear fusion of hydrogen begins. A main sequence star is stable because outward pressure from fusion balances gravity.',
      'A star like the Sun becomes a red giant, then a white dwarf. Much more massive stars become red supergiants, explode as supernovae and leave neutron stars or black holes; elements heavier than iron form in supernovae. Red-shift, the increase in wavelength of light from distant galaxies, shows the universe is expanding, supporting the Big Bang theory along with cosmic microwave background radiation.',
    ],
    keyPoints: [
      'Planets and satellites stay in circular orbits because gravity pulls them towards the centre.',
      'More distant galaxies show greater red-shift and are receding faster.',
      'Dark matter and dark energy are not yet understood.',
    ],
    cards: [
      ['Nebula', 'A cloud of dust and gas where stars form.'],
      ['Main sequence', 'The long, stable stage of a star’s life.'],
      ['Supernova', 'The explosion of a massive star.'],
      ['Red-shift', 'Increase in wavelength of light from receding galaxies.'],
      ['Big Bang theory', 'The theory that the universe began from a very small, hot, dense region.'],
    ],
  },
};
