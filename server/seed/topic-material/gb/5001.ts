/** Maths (gb catalogue subject 5001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  number: {
    explanation: [
      'Every integer greater than 1 can be written uniquely as a product of prime factors, for example 360 = 2³ × 3² × 5. Prime factorisation gives the highest common factor (HCF) and lowest common multiple (LCM): for 12 = 2² × 3 and 18 = 2 × 3², the HCF is 6 and the LCM is 36.',
      'Standard form writes numbers as A × 10ⁿ with 1 ≤ A < 10, so 0.00045 = 4.5 × 10⁻⁴. Surds are irrational roots left in exact form, simplified as √72 = 6√2, and denominators are rationalised by multiplying by the surd. Bounds describe rounding error: a length of 7.4 cm to 1 decimal place lies in 7.35 ≤ x < 7.45.',
    ],
    keyPoints: [
      'BIDMAS gives the order of operations: brackets, indices, division/multiplication, addition/subtraction.',
      'Recurring decimals can be converted to fractions: 0.333… = 1/3.',
      'Index laws: aᵐ × aⁿ = aᵐ⁺ⁿ and a^(1/n) = ⁿ√a.',
    ],
    cards: [
      ['Prime number', 'A number with exactly two factors, 1 and itself.'],
      ['HCF', 'The highest common factor of two or more numbers.'],
      ['Standard form', 'A number written as A × 10ⁿ where 1 ≤ A < 10.'],
      ['Surd', 'An irrational root such as √2, left in exact form.'],
      ['Upper bound', 'The largest value a rounded number could have had.'],
    ],
  },
  algebra: {
    explanation: [
      'Algebra uses letters to represent unknown or varying quantities. Expanding brackets multiplies each term inside, so 3(2x − 5) = 6x − 15 and (x + 4)(x − 2) = x² + 2x − 8. Factorising is the reverse, taking out common factors: 6x² + 9x = 3x(2x + 3).',
      'Linear equations are solved by performing the same operation on both sides, and simultaneous equations by elimination or substitution. Rearranging formulae changes the subject, so v = u + at becomes t = (v − u)/a. Sequences have a term-to-term rule or an nth term; the arithmetic sequence 5, 8, 11, … has nth term 3n + 2.',
    ],
    keyPoints: [
      'An identity (≡) is true for all values; an equation only for some.',
      'Inequalities reverse when multiplied or divided by a negative number.',
      'Straight lines have equation y = mx + c, with gradient m and y-intercept c.',
    ],
    cards: [
      ['Expression', 'A collection of terms without an equals sign.'],
      ['Factorise', 'Write an expression as a product of factors.'],
      ['nth term', 'A formula giving any term of a sequence from its position n.'],
      ['Gradient', 'The steepness of a line, change in y over change in x.'],
      ['Subject of a formula', 'The variable on its own on one side of the formula.'],
    ],
  },
  'quadratic-equations': {
    explanation: [
      'A quadratic equation has the form ax² + bx + c = 0 with a ≠ 0. It can be solved by factorising, such as x² − 7x + 10 = (x − 2)(x − 5) = 0 giving x = 2 or x = 5, by completing the square, or by the quadratic formula x = (−b ± √(b² − 4ac)) / 2a.',
      'The graph of y = ax² + bx + c is a parabola whose roots are the x-intercepts. Completing the square, x² + 6x + 2 = (x + 3)² − 7, shows the turning point (−3, −7). The discriminant b² − 4ac decides the number of real roots: positive gives two, zero gives one repeated root and negative gives none.',
    ],
    keyPoints: [
      'The line of symmetry of a parabola is x = −b/2a.',
      'Quadratic inequalities are solved using a sketch of the graph.',
      'A linear and a quadratic equation can be solved simultaneously by substitution.',
    ],
    cards: [
      ['Quadratic formula', 'x = (−b ± √(b² − 4ac)) / 2a.'],
      ['Discriminant', 'b² − 4ac, which determines the number of real roots.'],
      ['Completing the square', 'Writing x² + bx + c as (x + b/2)² − (b/2)² + c.'],
      ['Turning point', 'The maximum or minimum point of a parabola.'],
      ['Root', 'A solution of an equation; where a graph crosses the x-axis.'],
    ],
  },
  'ratio-and-proportion': {
    explanation: [
      'A ratio compares quantities, written a : b and simplified by dividing by common factors, so 12 : 18 = 2 : 3. To share £60 in the ratio 2 : 3, divide into 5 parts of £12, giving £24 and £36. Ratios can be turned into fractions of the whole, here 2/5 and 3/5.',
      'Direct proportion means y = kx, so doubling x doubles y, while inverse proportion means y = k/x. Percentage change uses multipliers: a 15% increase multiplies by 1.15, and a 20% decrease by 0.8. Compound interest and depreciation apply a multiplier repeatedly, so £500 at 4% for 3 years becomes 500 × 1.04³ ≈ £562.43.',
    ],
    keyPoints: [
      'Reverse percentages divide by the multiplier: the original price before a 20% rise is the new price ÷ 1.2.',
      'Speed = distance ÷ time and density = mass ÷ volume are compound measures.',
      'The graph of direct proportion is a straight line through the origin.',
    ],
    cards: [
      ['Ratio', 'A comparison of two or more quantities, written a : b.'],
      ['Direct proportion', 'Two quantities related by y = kx.'],
      ['Inverse proportion', 'Two quantities related by y = k/x.'],
      ['Multiplier', 'The number a quantity is multiplied by to apply a percentage change.'],
      ['Compound interest', 'Interest calculated on the original amount plus earlier interest.'],
    ],
  },
  geometry: {
    explanation: [
      'Angle facts underpin geometry: angles on a straight line add to 180°, angles around a point to 360° and angles in a triangle to 180°. With parallel lines, alternate angles are equal and co-interior angles add to 180°. The interior angles of an n-sided polygon add to (n − 2) × 180°, and exterior angles always add to 360°.',
      'Circle theorems include: the angle at the centre is twice the angle at the circumference, angles in the same segment are equal, the angle in a semicircle is 90°, and opposite angles of a cyclic quadrilateral add to 180°. A tangent meets a radius at 90°. Area and volume formulas include A = πr² for a circle and V = ⅓πr²h for a cone.',
    ],
    keyPoints: [
      'Congruent triangles satisfy SSS, SAS, ASA or RHS.',
      'Similar shapes with length scale factor k have area factor k² and volume factor k³.',
      'The alternate segment theorem links a tangent–chord angle to the angle in the opposite segment.',
    ],
    cards: [
      ['Alternate angles', 'Equal angles on opposite sides of a transversal between parallel lines.'],
      ['Cyclic quadrilateral', 'A quadrilateral with all four vertices on a circle.'],
      ['Tangent', 'A line touching a circle at one point, perpendicular to the radius there.'],
      ['Congruent', 'Identical in shape and size.'],
      ['Exterior angle', 'The angle between one side of a polygon and the extension of the next.'],
    ],
  },
  trigonometry: {
    explanation: [
      'In right-angled triangles, Pythagoras’ theorem a² + b² = c² links the sides, and the ratios sin θ = opp/hyp, cos θ = adj/hyp and tan θ = opp/adj (SOH CAH TOA) link sides and angles. Exact values must be known, such as sin 30° = ½, cos 45° = √2/2 and tan 60° = √3.',
      'For any triangle, the sine rule a/sin A = b/sin B = c/sin C finds sides or angles from opposite pairs, and the cosine rule a² = b² + c² − 2bc cos A is used with two sides and the included angle or with three sides. The area of a triangle is ½ab sin C. Graphs of sin x and cos x repeat every 360°, and tan x every 180°.',
    ],
    keyPoints: [
      'Use the cosine rule when no side–angle opposite pair is known.',
      'Bearings are measured clockwise from north as three figures.',
      'Angles of elevation and depression are measured from the horizontal.',
    ],
    cards: [
      ['SOH CAH TOA', 'Mnemonic for sin = opp/hyp, cos = adj/hyp, tan = opp/adj.'],
      ['Sine rule', 'a/sin A = b/sin B = c/sin C.'],
      ['Cosine rule', 'a² = b² + c² − 2bc cos A.'],
      ['Hypotenuse', 'The longest side of a right-angled triangle.'],
      ['Area formula', 'Area of a triangle = ½ab sin C.'],
    ],
  },
  vectors: {
    explanation: [
      'A vector has magnitude and direction and is written as a column vector, in bold as a, or with an arrow as AB⃗. Vectors add head to tail: AB⃗ + BC⃗ = AC⃗. Multiplying by a scalar changes the length, and a negative scalar reverses direction, so BA⃗ = −AB⃗.',
      'The magnitude of the column vector (3, 4) is √(3² + 4²) = 5. In vector proofs, expressing routes in terms of given vectors shows geometric facts: if PQ⃗ = kRS⃗, the lines are parallel, and if PQ⃗ = kPR⃗, the points P, Q and R are collinear. The midpoint M of AB satisfies OM⃗ = OA⃗ + ½AB⃗.',
    ],
    keyPoints: [
      'Parallel vectors are scalar multiples of each other.',
      'Collinear points lie on one straight line through a shared point.',
      'A position vector gives a point’s position from the origin.',
    ],
    cards: [
      ['Vector', 'A quantity with size and direction, such as a displacement or a column vector.'],
      ['Scalar', 'A quantity with magnitude only.'],
      ['Resultant', 'The single vector equal to the sum of two or more vectors.'],
      ['Collinear', 'Lying on the same straight line.'],
      ['Position vector', 'The vector from the origin to a point.'],
    ],
  },
  probability: {
    explanation: [
      'Probability is measured from 0 (impossible) to 1 (certain). For equally likely outcomes, P(event) = number of favourable outcomes ÷ total outcomes. The probabilities of all mutually exclusive, exhaustive outcomes add to 1, so P(not A) = 1 − P(A). Relative frequency estimates probability from experiments, and estimates improve with more trials.',
      'For independent events, P(A and B) = P(A) × P(B); for mutually exclusive events, P(A or B) = P(A) + P(B). Tree diagrams show successive events, multiplying along branches and adding between them; without replacement, the second-branch probabilities change. Venn diagrams and two-way tables help find conditional probabilities, P(A | B) = P(A ∩ B)/P(B).',
    ],
    keyPoints: [
      'Expected frequency = probability × number of trials.',
      'Sample space diagrams list all outcomes of two events.',
      'The product rule for counting: m ways then n ways gives m × n outcomes.',
    ],
    cards: [
      ['Mutually exclusive', 'Events that cannot happen at the same time.'],
      ['Independent events', 'Events where one does not affect the other’s probability.'],
      ['Relative frequency', 'Number of times an event occurs divided by number of trials.'],
      ['Conditional probability', 'The probability of an event given that another has occurred.'],
      ['Tree diagram', 'A diagram showing the outcomes of successive events with probabilities.'],
    ],
  },
  statistics: {
    explanation: [
      'Averages summarise data: the mean is the total divided by the number of values, the median is the middle value and the mode is the most common. The range and interquartile range measure spread, and the IQR is not affected by extreme values. For grouped data, the mean is estimated using midpoints.',
      'Data can be displayed in bar charts, pie charts, stem-and-leaf diagrams, cumulative frequency graphs, box plots and histograms. In a histogram with unequal class widths, frequency density = frequency ÷ class width, and area represents frequency. Scatter graphs show correlation, which may be positive, negative or none, and a line of best fit allows estimates within the data range (interpolation).',
    ],
    keyPoints: [
      'Correlation does not prove causation.',
      'Samples should be random and large enough to be representative.',
      'Box plots compare distributions using median and IQR.',
    ],
    cards: [
      ['Median', 'The middle value of ordered data.'],
      ['Interquartile range', 'Upper quartile minus lower quartile.'],
      ['Frequency density', 'Frequency divided by class width, used in histograms.'],
      ['Cumulative frequency', 'A running total of frequencies.'],
      ['Outlier', 'A value far from the rest of the data.'],
    ],
  },
  calculus: {
    explanation: [
      'Differentiation finds the gradient of a curve. For y = xⁿ, dy/dx = nxⁿ⁻¹, so y = 3x⁴ − 5x gives dy/dx = 12x³ − 5. The derivative gives the gradient of the tangent at any point, and stationary points occur where dy/dx = 0; the second derivative shows whether they are maxima (d²y/dx² < 0) or minima (> 0).',
      'Integration reverses differentiation: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + c for n ≠ −1. A definite integral ∫ₐᵇ f(x) dx gives the area between a curve and the x-axis, with regions below the axis counting as negative. At A level, the chain, product and quotient rules extend differentiation, and calculus models rates of change such as velocity as the derivative of displacement.',
    ],
    keyPoints: [
      'Differentiation from first principles uses f′(x) = lim_(h→0) (f(x + h) − f(x))/h.',
      'The equation of a tangent uses y − y₁ = m(x − x₁).',
      'The normal to a curve is perpendicular to the tangent, with gradient −1/m.',
    ],
    cards: [
      ['Derivative', 'The rate of change of a function, dy/dx.'],
      ['Stationary point', 'A point where the gradient is zero.'],
      ['Integration', 'The reverse process of differentiation.'],
      ['Definite integral', 'An integral between limits, giving a number such as an area.'],
      ['Constant of integration', 'The constant c added to an indefinite integral.'],
    ],
  },
};
