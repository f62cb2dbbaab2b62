/** Physics (us catalogue subject 7009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  kinematics: {
    explanation: [
      'Kinematics describes motion without considering its causes. Displacement is the change in position and is a vector, while distance is a scalar. Velocity is displacement per unit time, and acceleration is the rate of change of velocity, measured in m/s².',
      'For constant acceleration, the kinematic equations are v = v₀ + at, Δx = v₀t + ½at² and v² = v₀² + 2aΔx. A dropped object near Earth’s surface accelerates at g ≈ 9.8 m/s² downward, so after 2 s it falls about 19.6 m. In projectile motion, horizontal velocity stays constant while vertical motion has acceleration −g.',
    ],
    keyPoints: [
      'The slope of a position-time graph is velocity.',
      'The slope of a velocity-time graph is acceleration, and its area is displacement.',
      'Horizontal and vertical components of projectile motion are independent.',
    ],
    cards: [
      ['Displacement', 'Change in position, a vector quantity.'],
      ['Velocity', 'The rate of change of displacement.'],
      ['Acceleration', 'The rate of change of velocity.'],
      ['Free fall', 'Motion under gravity alone, with acceleration about 9.8 m/s².'],
      ['Scalar', 'A quantity with magnitude only, such as speed.'],
    ],
  },
  'newtons-laws': {
    explanation: [
      'Newton’s three laws of motion, published in 1687, explain how forces change motion. The first law (inertia) states that an object stays at rest or moves at constant velocity unless a net force acts on it. The second law states F_net = ma, so a 10 N net force on a 2 kg mass gives 5 m/s².',
      'The third law states that for every force there is an equal and opposite force on the other object, such as a swimmer pushing water backward and the water pushing the swimmer forward. Free-body diagrams show all forces on one object: weight (mg), normal force, friction, tension and applied forces. Friction is f = μN.',
    ],
    keyPoints: [
      'Force is measured in newtons: 1 N = 1 kg·m/s².',
      'Action-reaction pairs act on different objects.',
      'Mass measures inertia; weight is the gravitational force W = mg.',
    ],
    cards: [
      ['Inertia', 'The tendency of an object to resist changes in its motion.'],
      ['Net force', 'The vector sum of all forces acting on an object.'],
      ['Normal force', 'The perpendicular support force from a surface.'],
      ['Free-body diagram', 'A sketch showing all forces acting on one object.'],
      ['Coefficient of friction', 'μ, the ratio of friction force to normal force.'],
    ],
  },
  'work-and-energy': {
    explanation: [
      'Work is done when a force moves an object: W = Fd cos θ, measured in joules. Pushing a box with 50 N over 4 m in the direction of motion does 200 J of work. Power is the rate of doing work, P = W/t, measured in watts.',
      'Kinetic energy is KE = ½mv² and gravitational potential energy is PE = mgh. The work-energy theorem states that net work equals the change in kinetic energy. In a system without friction, mechanical energy is conserved, so a roller coaster converts potential to kinetic energy and back; friction turns some of it into thermal energy.',
    ],
    keyPoints: [
      'A force perpendicular to motion does no work.',
      'Energy cannot be created or destroyed, only transformed.',
      'Elastic potential energy of a spring is ½kx².',
    ],
    cards: [
      ['Work', 'Energy transferred by a force acting through a distance.'],
      ['Joule', 'The SI unit of work and energy, 1 N·m.'],
      ['Kinetic energy', 'Energy of motion, ½mv².'],
      ['Potential energy', 'Stored energy due to position, such as mgh.'],
      ['Power', 'The rate at which work is done, measured in watts.'],
    ],
  },
  momentum: {
    explanation: [
      'Momentum is mass times velocity, p = mv, a vector measured in kg·m/s. Impulse is the change in momentum, J = FΔt = Δp, which is why airbags and padding lengthen collision times to reduce force.',
      'In a closed system with no external force, total momentum is conserved. In an elastic collision, kinetic energy is also conserved; in an inelastic collision some kinetic energy becomes heat and sound, and in a perfectly inelastic collision the objects stick together. For example, a 2 kg cart at 3 m/s hitting a stationary 1 kg cart and sticking moves off at 2 m/s.',
    ],
    keyPoints: [
      'Momentum is conserved in all collisions in an isolated system.',
      'Kinetic energy is conserved only in elastic collisions.',
      'Impulse equals the area under a force-time graph.',
    ],
    cards: [
      ['Momentum', 'The product of mass and velocity.'],
      ['Impulse', 'Force multiplied by the time it acts, equal to the change in momentum.'],
      ['Elastic collision', 'A collision in which kinetic energy is conserved.'],
      ['Perfectly inelastic collision', 'A collision in which objects stick together.'],
    ],
  },
  'circular-motion-and-gravitation': {
    explanation: [
      'An object moving in a circle at constant speed is accelerating because its direction changes. This centripetal acceleration points toward the center and equals a = v²/r, so the required net force is F = mv²/r, supplied by tension, friction or gravity.',
      'Newton’s law of universal gravitation states F = Gm₁m₂/r², with G = 6.67 × 10⁻¹¹ N·m²/kg², so doubling the distance reduces the force to one fourth. Gravity provides the centripetal force for orbits. Kepler’s laws describe planets moving in ellipses, sweeping equal areas in equal times, with T² proportional to r³.',
    ],
    keyPoints: [
      'Centripetal force is not a separate force but the net inward force.',
      'Gravitational force follows an inverse-square law.',
      'Astronauts in orbit feel weightless because they are in continuous free fall.',
    ],
    cards: [
      ['Centripetal acceleration', 'Acceleration toward the center of a circular path, v²/r.'],
      ['Period', 'The time for one complete revolution.'],
      ['Universal gravitation', 'Every mass attracts every other mass with F = Gm₁m₂/r².'],
      ['Inverse-square law', 'A quantity that decreases with the square of the distance.'],
      ['Kepler’s third law', 'The square of a planet’s period is proportional to the cube of its orbital radius.'],
    ],
  },
  'waves-and-sound': {
    explanation: [
      'A wave transfers energy without transferring matter. In transverse waves, such as light and waves on a string, particles vibrate perpendicular to the direction of travel; in longitudinal waves, such as sound, they vibrate parallel to it, forming compressions and rarefactions. Wave speed is v = fλ.',
      'Sound needs a medium and travels about 343 m/s in air at 20 °C, faster in liquids and solids. Pitch depends on frequency and loudness on amplitude, measured in decibels. Waves reflect, refract, diffract and interfere; standing waves form in strings and pipes. The Doppler effect raises the observed pitch of an approaching source and lowers it for a receding one.',
    ],
    keyPoints: [
      'v = fλ applies to all waves.',
      'Humans hear roughly 20 Hz to 20,000 Hz.',
      'Constructive interference adds amplitudes; destructive interference cancels them.',
    ],
    cards: [
      ['Wavelength', 'The distance between two consecutive crests or compressions.'],
      ['Frequency', 'The number of wave cycles per second, in hertz.'],
      ['Longitudinal wave', 'A wave whose vibrations are parallel to its direction of travel.'],
      ['Doppler effect', 'A change in observed frequency due to relative motion of source and observer.'],
      ['Resonance', 'Large vibrations when a system is driven at its natural frequency.'],
    ],
  },
  electricity: {
    explanation: [
      'Electric charge comes in positive and negative forms, and like charges repel. Coulomb’s law gives the force between charges, F = kq₁q₂/r². Current is the rate of flow of charge, I = Q/t, measured in amperes, and voltage is the energy per unit charge, measured in volts.',
      'Ohm’s law states V = IR, so a 12 V battery across a 4 Ω resistor drives a current of 3 A. In a series circuit the current is the same everywhere and resistances add. In a parallel circuit the voltage is the same across each branch and 1/R_total = 1/R₁ + 1/R₂. Electric power is P = IV = I²R.',
    ],
    keyPoints: [
      'Series: R = R₁ + R₂ + …; parallel: 1/R = 1/R₁ + 1/R₂ + ….',
      'Household circuits are wired in parallel.',
      'Conventional current flows from positive to negative.',
    ],
    cards: [
      ['Current', 'The rate of flow of electric charge, measured in amperes.'],
      ['Voltage', 'Electric potential difference, the energy per unit charge.'],
      ['Resistance', 'Opposition to current, measured in ohms.'],
      ['Ohm’s law', 'V = IR.'],
      ['Coulomb’s law', 'The force between two charges is proportional to their product over distance squared.'],
    ],
  },
  magnetism: {
    explanation: [
      'Magnets have north and south poles; like poles repel and unlike poles attract, and magnetic field lines run from north to south outside the magnet. Moving charges create magnetic fields, as Hans Christian Ørsted discovered in 1820 when a current deflected a compass.',
      'A charge moving through a magnetic field feels a force F = qvB sin θ, and a current-carrying wire feels F = BIL sin θ; this is the principle of electric motors. Michael Faraday showed that a changing magnetic flux induces a voltage, the basis of generators and transformers, and Lenz’s law states that the induced current opposes the change that produced it.',
    ],
    keyPoints: [
      'Magnetic field strength is measured in teslas.',
      'The right-hand rule gives the direction of the magnetic force.',
      'Motors turn electrical energy into motion; generators do the reverse.',
    ],
    cards: [
      ['Magnetic field', 'The region around a magnet or current where magnetic forces act.'],
      ['Electromagnet', 'A coil of wire that becomes a magnet when current flows.'],
      ['Electromagnetic induction', 'Producing a voltage by changing the magnetic flux through a circuit.'],
      ['Lenz’s law', 'An induced current opposes the change in flux that causes it.'],
      ['Transformer', 'A device using induction to change AC voltage.'],
    ],
  },
  thermodynamics: {
    explanation: [
      'Thermodynamics studies heat, work and internal energy. Temperature measures the average kinetic energy of particles, and heat is energy transferred because of a temperature difference, by conduction, convection or radiation. The zeroth law states that two objects in thermal equilibrium with a third are in equilibrium with each other.',
      'The first law is conservation of energy: ΔU = Q − W, where Q is heat added and W is work done by the system. The second law states that heat flows spontaneously from hot to cold and that the entropy of an isolated system tends to increase, so no heat engine can be 100% efficient. The maximum (Carnot) efficiency is 1 − T_cold/T_hot, with temperatures in kelvins.',
    ],
    keyPoints: [
      'Heat is a transfer of energy, not a substance.',
      'Entropy is a measure of disorder or energy spread.',
      'Absolute zero, 0 K, cannot be reached.',
    ],
    cards: [
      ['Temperature', 'A measure of the average kinetic energy of particles.'],
      ['Conduction', 'Heat transfer through direct contact between particles.'],
      ['Entropy', 'A measure of the disorder or spread of energy in a system.'],
      ['First law of thermodynamics', 'ΔU = Q − W, energy conservation for thermal systems.'],
      ['Heat engine', 'A device that converts heat into work.'],
    ],
  },
};
