/** Geometry (us catalogue subject 7002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  angles: {
    explanation: [
      'An angle is formed by two rays with a common endpoint called the vertex, and it is measured in degrees. Angles are classified as acute (less than 90°), right (exactly 90°), obtuse (between 90° and 180°) and straight (180°).',
      'Angle pairs follow fixed rules. Complementary angles add to 90°, supplementary angles add to 180°, and vertical angles formed by two intersecting lines are congruent. When a transversal crosses two parallel lines, corresponding angles and alternate interior angles are congruent, while same-side interior angles are supplementary.',
    ],
    keyPoints: [
      'Angles on a straight line sum to 180°; angles around a point sum to 360°.',
      'Vertical angles are always congruent.',
      'With parallel lines, alternate interior angles are equal and same-side interior angles add to 180°.',
    ],
    cards: [
      ['Vertex', 'The common endpoint of the two rays that form an angle.'],
      ['Complementary angles', 'Two angles whose measures add up to 90°.'],
      ['Supplementary angles', 'Two angles whose measures add up to 180°.'],
      ['Vertical angles', 'Opposite angles formed by two intersecting lines; they are congruent.'],
      ['Transversal', 'A line that crosses two or more other lines.'],
    ],
  },
  proofs: {
    explanation: [
      'A geometric proof is a logical argument that shows a statement must be true, using given information, definitions, postulates and previously proven theorems. A two-column proof lists each statement on the left and its reason on the right.',
      'Proofs rely on deductive reasoning: every step follows necessarily from earlier ones. For example, if ∠1 and ∠2 form a linear pair, they are supplementary by the Linear Pair Postulate, so m∠1 + m∠2 = 180°. Properties of equality, such as substitution and the transitive property, justify algebraic steps.',
    ],
    keyPoints: [
      'Every statement in a proof needs a reason: given, definition, postulate or theorem.',
      'A postulate is accepted without proof; a theorem must be proven.',
      'A counterexample is enough to show a conditional statement is false.',
    ],
    cards: [
      ['Postulate', 'A statement accepted as true without proof.'],
      ['Theorem', 'A statement that has been proven using logic and earlier results.'],
      ['Conditional statement', 'An if-then statement with a hypothesis and a conclusion.'],
      ['Converse', 'The statement formed by swapping the hypothesis and conclusion of a conditional.'],
      ['Deductive reasoning', 'Reaching a certain conclusion from accepted facts by logic.'],
    ],
  },
  triangles: {
    explanation: [
      'A triangle is a polygon with three sides, and its interior angles always add up to 180°. Triangles are classified by sides as scalene, isosceles or equilateral, and by angles as acute, right or obtuse.',
      'The Exterior Angle Theorem states that an exterior angle equals the sum of the two remote interior angles. The Triangle Inequality Theorem says any two sides together must be longer than the third, so lengths 3, 4 and 8 cannot form a triangle. In an isosceles triangle, the angles opposite the congruent sides are congruent.',
    ],
    keyPoints: [
      'Interior angles of a triangle sum to 180°.',
      'The longest side is opposite the largest angle.',
      'Each angle of an equilateral triangle measures 60°.',
    ],
    cards: [
      ['Scalene triangle', 'A triangle with no congruent sides.'],
      ['Isosceles triangle', 'A triangle with at least two congruent sides.'],
      ['Exterior angle', 'An angle formed by one side of a triangle and the extension of an adjacent side.'],
      ['Triangle Inequality Theorem', 'The sum of any two side lengths of a triangle is greater than the third.'],
    ],
  },
  congruence: {
    explanation: [
      'Two figures are congruent when they have exactly the same size and shape, so one can be mapped onto the other by rigid motions. In congruent triangles, all corresponding sides and angles are equal.',
      'Triangle congruence can be proven with five shortcuts: SSS, SAS, ASA, AAS and, for right triangles, HL. SSA and AAA do not prove congruence. Once triangles are shown congruent, CPCTC (corresponding parts of congruent triangles are congruent) justifies that any other pair of matching parts is equal.',
    ],
    keyPoints: [
      'Valid criteria: SSS, SAS, ASA, AAS and HL.',
      'AAA proves similarity, not congruence; SSA is not a valid criterion.',
      'The order of letters in △ABC ≅ △DEF shows which vertices correspond.',
    ],
    cards: [
      ['Congruent', 'Having the same size and shape.'],
      ['SAS', 'Two sides and the included angle of one triangle equal those of another.'],
      ['CPCTC', 'Corresponding parts of congruent triangles are congruent.'],
      ['HL', 'Hypotenuse-Leg: a congruence criterion for right triangles.'],
      ['Included angle', 'The angle formed between two given sides.'],
    ],
  },
  similarity: {
    explanation: [
      'Similar figures have the same shape but not necessarily the same size: corresponding angles are congruent and corresponding sides are proportional. The ratio of corresponding sides is the scale factor.',
      'Triangles can be proven similar by AA, SSS similarity or SAS similarity. If two triangles are similar with scale factor k, the ratio of their perimeters is k and the ratio of their areas is k². Similarity is used for indirect measurement, such as finding a tree’s height from the length of its shadow.',
    ],
    keyPoints: [
      'Two pairs of congruent angles (AA) are enough to prove triangles similar.',
      'Perimeters scale by k, areas by k² and volumes by k³.',
      'A line parallel to one side of a triangle divides the other two sides proportionally.',
    ],
    cards: [
      ['Similar figures', 'Figures with congruent angles and proportional sides.'],
      ['Scale factor', 'The ratio of corresponding lengths in similar figures.'],
      ['AA similarity', 'Two triangles with two pairs of congruent angles are similar.'],
      ['Proportion', 'An equation stating that two ratios are equal.'],
    ],
  },
  'right-triangles-and-trigonometry': {
    explanation: [
      'In a right triangle, the Pythagorean Theorem states a² + b² = c², where c is the hypotenuse opposite the right angle. A 3-4-5 triangle is a Pythagorean triple. The special right triangles 45°-45°-90° and 30°-60°-90° have sides in the ratios 1 : 1 : √2 and 1 : √3 : 2.',
      'The trigonometric ratios relate an acute angle to side lengths: sin θ = opposite/hypotenuse, cos θ = adjacent/hypotenuse and tan θ = opposite/adjacent, remembered as SOH-CAH-TOA. Inverse trig functions find an angle from a ratio, and angles of elevation and depression model real heights and distances.',
    ],
    keyPoints: [
      'a² + b² = c² holds only for right triangles.',
      'SOH-CAH-TOA gives the sine, cosine and tangent ratios.',
      'sin θ = cos(90° − θ) for complementary angles.',
    ],
    cards: [
      ['Hypotenuse', 'The longest side of a right triangle, opposite the right angle.'],
      ['Sine', 'The ratio of the opposite side to the hypotenuse.'],
      ['Cosine', 'The ratio of the adjacent side to the hypotenuse.'],
      ['Tangent', 'The ratio of the opposite side to the adjacent side.'],
      ['Pythagorean triple', 'Three whole numbers that satisfy a² + b² = c², such as 5, 12, 13.'],
    ],
  },
  circles: {
    explanation: [
      'A circle is the set of all points at a fixed distance, the radius, from a center. Its circumference is C = 2πr and its area is A = πr². A chord joins two points on the circle, and the diameter is the longest chord, twice the radius.',
      'An inscribed angle measures half of its intercepted arc, so an angle inscribed in a semicircle is a right angle. A tangent line is perpendicular to the radius at the point of tangency. Arc length is (θ/360°) · 2πr and sector area is (θ/360°) · πr². The equation of a circle with center (h, k) is (x − h)² + (y − k)² = r².',
    ],
    keyPoints: [
      'A central angle equals its intercepted arc; an inscribed angle is half of it.',
      'A tangent is perpendicular to the radius at the point of contact.',
      'Two tangent segments from the same external point are congruent.',
    ],
    cards: [
      ['Chord', 'A segment whose endpoints lie on the circle.'],
      ['Tangent', 'A line that touches a circle at exactly one point.'],
      ['Inscribed angle', 'An angle whose vertex is on the circle and whose sides are chords.'],
      ['Sector', 'The region bounded by two radii and their arc.'],
      ['Arc length', 'The distance along a circle’s arc, (θ/360°) · 2πr.'],
    ],
  },
  'area-and-volume': {
    explanation: [
      'Area measures the space inside a two-dimensional figure in square units. Key formulas are A = bh for a parallelogram, A = ½bh for a triangle, A = ½(b₁ + b₂)h for a trapezoid and A = πr² for a circle.',
      'Volume measures the space inside a solid in cubic units. Prisms and cylinders have V = Bh, where B is the base area, and pyramids and cones have V = ⅓Bh. A sphere has V = (4/3)πr³ and surface area 4πr². Cavalieri’s principle states that solids with equal heights and equal cross-sectional areas at every level have equal volumes.',
    ],
    keyPoints: [
      'A cone holds one third of the volume of a cylinder with the same base and height.',
      'Surface area is the sum of the areas of all faces.',
      'The height used in area and volume formulas is perpendicular to the base.',
    ],
    cards: [
      ['Prism', 'A solid with two congruent parallel bases joined by parallelograms.'],
      ['Cylinder volume', 'V = πr²h.'],
      ['Cone volume', 'V = ⅓πr²h.'],
      ['Sphere volume', 'V = (4/3)πr³.'],
      ['Cavalieri’s principle', 'Solids with equal heights and equal cross sections at each level have equal volume.'],
    ],
  },
  'coordinate-geometry': {
    explanation: [
      'Coordinate geometry studies figures on the coordinate plane using algebra. The distance between (x₁, y₁) and (x₂, y₂) is d = √((x₂ − x₁)² + (y₂ − y₁)²), which comes from the Pythagorean Theorem. The midpoint is ((x₁ + x₂)/2, (y₁ + y₂)/2).',
      'Slope shows how lines relate: parallel lines have equal slopes and perpendicular lines have slopes whose product is −1, such as 2 and −½. These formulas make it possible to prove properties of shapes, for example that a quadrilateral is a parallelogram because both pairs of opposite sides have equal slopes.',
    ],
    keyPoints: [
      'Parallel lines: equal slopes. Perpendicular lines: negative reciprocal slopes.',
      'The distance formula is the Pythagorean Theorem on the coordinate plane.',
      'Point-slope form: y − y₁ = m(x − x₁).',
    ],
    cards: [
      ['Distance formula', 'd = √((x₂ − x₁)² + (y₂ − y₁)²).'],
      ['Midpoint formula', 'The average of the endpoints’ coordinates, ((x₁ + x₂)/2, (y₁ + y₂)/2).'],
      ['Negative reciprocal', 'The slope of a perpendicular line, −1/m.'],
      ['Slope-intercept form', 'y = mx + b, where m is the slope and b the y-intercept.'],
    ],
  },
  transformations: {
    explanation: [
      'A transformation maps a figure, the preimage, to a new figure, the image. Translations, reflections and rotations are rigid motions, so they preserve size and shape and produce congruent images. A dilation changes size by a scale factor and produces a similar image.',
      'On the coordinate plane, the translation (x, y) → (x + a, y + b) shifts a figure. Reflecting over the x-axis maps (x, y) → (x, −y), and over y = x maps (x, y) → (y, x). A 90° counterclockwise rotation about the origin maps (x, y) → (−y, x), and a dilation by k about the origin maps (x, y) → (kx, ky).',
    ],
    keyPoints: [
      'Rigid motions preserve distance and angle measure.',
      'Dilations preserve angle measure but multiply lengths by the scale factor.',
      'A 180° rotation about the origin maps (x, y) → (−x, −y).',
    ],
    cards: [
      ['Preimage', 'The original figure before a transformation.'],
      ['Translation', 'A slide that moves every point the same distance in the same direction.'],
      ['Reflection', 'A flip of a figure over a line of reflection.'],
      ['Rotation', 'A turn of a figure about a fixed point by a given angle.'],
      ['Dilation', 'A transformation that enlarges or reduces a figure by a scale factor.'],
    ],
  },
};
