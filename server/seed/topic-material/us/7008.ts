/** Precalculus (us catalogue subject 7008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'functions-and-graphs': {
    explanation: [
      'Precalculus studies families of functions through their graphs and transformations. The graph of y = a·f(b(x − h)) + k is the parent graph shifted h units horizontally and k units vertically, stretched vertically by |a| and compressed horizontally by the factor 1/|b|; a negative a reflects it over the x-axis.',
      'A function is even if f(−x) = f(x), giving symmetry about the y-axis, and odd if f(−x) = −f(x), giving symmetry about the origin. The composition (f ∘ g)(x) = f(g(x)) applies g first. An inverse function f⁻¹ undoes f, exists only if f is one-to-one (passes the horizontal line test), and its graph is the reflection of f over y = x.',
    ],
    keyPoints: [
      'y = f(x − 3) shifts the graph 3 units right, not left.',
      'Inverse functions satisfy f(f⁻¹(x)) = x.',
      'x² is even, x³ is odd and x² + x is neither.',
    ],
    cards: [
      ['Parent function', 'The simplest function of a family, such as y = x² for quadratics.'],
      ['Even function', 'A function with f(−x) = f(x), symmetric about the y-axis.'],
      ['Odd function', 'A function with f(−x) = −f(x), symmetric about the origin.'],
      ['Composition', 'Applying one function to the output of another, f(g(x)).'],
      ['One-to-one', 'A function in which each output comes from exactly one input.'],
    ],
  },
  'polynomial-and-rational-functions': {
    explanation: [
      'A polynomial function of degree n has at most n real zeros and at most n − 1 turning points. Its end behavior is set by the leading term: an even degree with positive leading coefficient rises at both ends, while an odd degree goes in opposite directions. A zero of even multiplicity touches the x-axis, and one of odd multiplicity crosses it.',
      'The Rational Root Theorem lists possible rational zeros as ±p/q, and synthetic division tests them. A rational function f(x) = p(x)/q(x) has vertical asymptotes where q(x) = 0 after canceling common factors, and holes where factors cancel. The horizontal asymptote depends on degrees: y = 0 if the top degree is smaller, the ratio of leading coefficients if they are equal, and none if the top is larger.',
    ],
    keyPoints: [
      'The Fundamental Theorem of Algebra: a degree-n polynomial has exactly n complex zeros, counting multiplicity.',
      'Complex zeros of real polynomials come in conjugate pairs.',
      'If the numerator’s degree is one more than the denominator’s, there is a slant asymptote.',
    ],
    cards: [
      ['End behavior', 'How a function’s values behave as x → ∞ or x → −∞.'],
      ['Multiplicity', 'The number of times a factor appears in a polynomial.'],
      ['Synthetic division', 'A shortcut for dividing a polynomial by x − c.'],
      ['Vertical asymptote', 'A line x = a that a graph approaches as the function grows without bound.'],
      ['Remainder theorem', 'Dividing p(x) by x − c leaves remainder p(c).'],
    ],
  },
  'exponential-and-logarithmic-functions': {
    explanation: [
      'A logarithm is the inverse of an exponential: log_b(x) = y means bʸ = x, so log₂ 8 = 3. The common logarithm has base 10 and the natural logarithm ln has base e ≈ 2.718. Logarithmic graphs have a vertical asymptote at x = 0 and domain x > 0.',
      'The laws of logarithms are log(MN) = log M + log N, log(M/N) = log M − log N and log(Mᵖ) = p·log M. They make it possible to solve exponential equations: from 3ˣ = 20, x = ln 20 / ln 3 ≈ 2.73. Continuous growth is modeled by A = Pe^(rt), as in continuously compounded interest and radioactive decay.',
    ],
    keyPoints: [
      'log_b(1) = 0 and log_b(b) = 1 for any valid base b.',
      'Change of base: log_b(x) = ln x / ln b.',
      'Check log equation solutions, since logs of zero or negatives are undefined.',
    ],
    cards: [
      ['Logarithm', 'The exponent to which a base must be raised to give a number.'],
      ['Natural logarithm', 'The logarithm with base e, written ln x.'],
      ['e', 'An irrational constant, about 2.718, the base of natural growth.'],
      ['Change-of-base formula', 'log_b(x) = log(x)/log(b).'],
      ['Continuous compounding', 'Growth modeled by A = Pe^(rt).'],
    ],
  },
  'trigonometric-functions': {
    explanation: [
      'Trigonometric functions extend right-triangle ratios to any angle using the unit circle: for an angle θ in standard position, the terminal point is (cos θ, sin θ). Angles are measured in degrees or radians, where 2π radians = 360°, so π/6 = 30°.',
      'Sine and cosine are periodic with period 2π and range [−1, 1]; tangent has period π and vertical asymptotes where cos θ = 0. In y = A sin(B(x − C)) + D, |A| is the amplitude, 2π/|B| the period, C the phase shift and D the vertical shift. These functions model periodic phenomena such as tides and sound waves.',
    ],
    keyPoints: [
      'Special values: sin 30° = ½, cos 60° = ½, sin 45° = cos 45° = √2/2.',
      'ASTC: all positive in quadrant I, sine in II, tangent in III, cosine in IV.',
      'Arc length is s = rθ with θ in radians.',
    ],
    cards: [
      ['Radian', 'The angle that cuts off an arc equal in length to the radius.'],
      ['Unit circle', 'A circle of radius 1 centered at the origin.'],
      ['Amplitude', 'Half the distance between the maximum and minimum values of a periodic graph.'],
      ['Period', 'The horizontal length of one complete cycle.'],
      ['Reference angle', 'The acute angle between the terminal side and the x-axis.'],
    ],
  },
  'trigonometric-identities': {
    explanation: [
      'A trigonometric identity is an equation true for every angle where both sides are defined. The Pythagorean identity sin²θ + cos²θ = 1 comes from the unit circle, and dividing it gives 1 + tan²θ = sec²θ and 1 + cot²θ = csc²θ. Reciprocal identities define csc θ = 1/sin θ, sec θ = 1/cos θ and cot θ = 1/tan θ.',
      'Sum formulas include sin(A + B) = sin A cos B + cos A sin B and cos(A + B) = cos A cos B − sin A sin B. Double-angle formulas follow: sin 2θ = 2 sin θ cos θ and cos 2θ = cos²θ − sin²θ. Identities are verified by working on one side only, often rewriting everything in sines and cosines.',
    ],
    keyPoints: [
      'Cosine is even, cos(−θ) = cos θ; sine is odd, sin(−θ) = −sin θ.',
      'cos 2θ also equals 1 − 2sin²θ and 2cos²θ − 1.',
      'Cofunction identity: sin θ = cos(π/2 − θ).',
    ],
    cards: [
      ['Pythagorean identity', 'sin²θ + cos²θ = 1.'],
      ['Double-angle formula for sine', 'sin 2θ = 2 sin θ cos θ.'],
      ['Secant', 'The reciprocal of cosine, sec θ = 1/cos θ.'],
      ['Identity', 'An equation that holds for all values in its domain.'],
    ],
  },
  vectors: {
    explanation: [
      'A vector has both magnitude and direction, unlike a scalar, which has only size. In component form v = ⟨a, b⟩, and its magnitude is |v| = √(a² + b²). A vector from (1, 2) to (4, 6) is ⟨3, 4⟩ with magnitude 5.',
      'Vectors are added component-wise and multiplied by scalars, which changes their length. A unit vector has magnitude 1, and i = ⟨1, 0⟩ and j = ⟨0, 1⟩ are the standard ones. The dot product u · v = u₁v₁ + u₂v₂ = |u||v|cos θ gives the angle between vectors, and it equals zero exactly when they are perpendicular (orthogonal).',
    ],
    keyPoints: [
      'A vector with magnitude r and direction θ has components ⟨r cos θ, r sin θ⟩.',
      'The unit vector in the direction of v is v/|v|.',
      'Orthogonal vectors have dot product 0.',
    ],
    cards: [
      ['Vector', 'A quantity with magnitude and direction.'],
      ['Magnitude', 'The length of a vector, |v| = √(a² + b²).'],
      ['Unit vector', 'A vector of length 1.'],
      ['Dot product', 'u · v = u₁v₁ + u₂v₂, a scalar related to the angle between vectors.'],
      ['Resultant', 'The vector sum of two or more vectors.'],
    ],
  },
  'polar-coordinates': {
    explanation: [
      'Polar coordinates locate a point by its distance r from the origin (the pole) and the angle θ from the positive x-axis. Converting uses x = r cos θ and y = r sin θ, and in the other direction r² = x² + y² and tan θ = y/x. A point has many polar names: (2, π/3) and (2, 7π/3) are the same point.',
      'Polar equations produce distinctive curves. r = a is a circle, θ = c is a line through the pole, r = a(1 + cos θ) is a cardioid and r = a cos(nθ) is a rose with n petals if n is odd and 2n petals if n is even. Complex numbers can also be written in polar form, r(cos θ + i sin θ), which makes multiplying them and applying De Moivre’s theorem easy.',
    ],
    keyPoints: [
      'x = r cos θ, y = r sin θ.',
      'A negative r plots the point in the opposite direction.',
      'De Moivre’s theorem: [r(cos θ + i sin θ)]ⁿ = rⁿ(cos nθ + i sin nθ).',
    ],
    cards: [
      ['Pole', 'The origin in a polar coordinate system.'],
      ['Polar axis', 'The ray from the pole along which θ = 0.'],
      ['Cardioid', 'A heart-shaped curve such as r = 1 + cos θ.'],
      ['Rose curve', 'A petal-shaped curve of the form r = a cos(nθ) or r = a sin(nθ).'],
    ],
  },
  'conic-sections': {
    explanation: [
      'Conic sections are curves formed when a plane cuts a double cone: circles, ellipses, parabolas and hyperbolas. Each has a standard equation. A parabola is the set of points equidistant from a focus and a directrix, as in y = (1/(4p))x².',
      'An ellipse x²/a² + y²/b² = 1 is the set of points whose distances to two foci add to a constant, with c² = a² − b². A hyperbola x²/a² − y²/b² = 1 has a constant difference of distances to the foci, with c² = a² + b², and asymptotes y = ±(b/a)x. Eccentricity e = c/a measures how stretched a conic is: 0 for a circle, between 0 and 1 for an ellipse.',
    ],
    keyPoints: [
      'Completing the square converts a general conic equation into standard form.',
      'A parabola has eccentricity 1; a hyperbola has eccentricity greater than 1.',
      'Planets travel in elliptical orbits with the Sun at one focus.',
    ],
    cards: [
      ['Focus', 'A fixed point used to define a conic section.'],
      ['Directrix', 'A fixed line used with the focus to define a parabola.'],
      ['Ellipse', 'The set of points whose distances to two foci have a constant sum.'],
      ['Hyperbola', 'The set of points whose distances to two foci have a constant difference.'],
      ['Eccentricity', 'The ratio c/a describing a conic’s shape.'],
    ],
  },
  'sequences-and-series': {
    explanation: [
      'A sequence is an ordered list of numbers, and a series is the sum of its terms. An arithmetic sequence adds a common difference d, with aₙ = a₁ + (n − 1)d, and the sum of n terms is Sₙ = n(a₁ + aₙ)/2. For 2, 5, 8, …, the 10th term is 29.',
      'A geometric sequence multiplies by a common ratio r, with aₙ = a₁rⁿ⁻¹ and Sₙ = a₁(1 − rⁿ)/(1 − r). An infinite geometric series converges to a₁/(1 − r) when |r| < 1, so 1 + ½ + ¼ + … = 2. Sigma notation Σ writes sums compactly, and mathematical induction proves formulas for all natural numbers.',
    ],
    keyPoints: [
      'Arithmetic: constant difference; geometric: constant ratio.',
      'An infinite geometric series with |r| ≥ 1 diverges.',
      'The binomial theorem expands (a + b)ⁿ using coefficients from Pascal’s triangle.',
    ],
    cards: [
      ['Arithmetic sequence', 'A sequence with a constant difference between terms.'],
      ['Geometric sequence', 'A sequence with a constant ratio between terms.'],
      ['Series', 'The sum of the terms of a sequence.'],
      ['Sigma notation', 'Notation using Σ to represent a sum.'],
      ['Convergent series', 'An infinite series whose partial sums approach a finite limit.'],
    ],
  },
};
