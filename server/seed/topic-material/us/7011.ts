/** Calculus (us catalogue subject 7011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'limits-and-continuity': {
    explanation: [
      'A limit describes the value a function approaches as x approaches a number: lim_(x→a) f(x) = L. A limit exists only if the left-hand and right-hand limits are equal. Limits can often be found by direct substitution or, for forms like 0/0, by factoring: lim_(x→2) (x² − 4)/(x − 2) = lim_(x→2) (x + 2) = 4.',
      'A function is continuous at x = a if f(a) is defined, the limit exists and the limit equals f(a). Discontinuities can be removable (holes), jump or infinite. The Intermediate Value Theorem states that a continuous function on [a, b] takes every value between f(a) and f(b). Two standard limits are lim_(x→0) sin x / x = 1 and limits at infinity that give horizontal asymptotes.',
    ],
    keyPoints: [
      'A limit can exist even where the function is undefined.',
      'Polynomials are continuous everywhere.',
      'The Squeeze Theorem finds a limit trapped between two functions with the same limit.',
    ],
    cards: [
      ['Limit', 'The value a function approaches as the input approaches a given value.'],
      ['One-sided limit', 'A limit taken from only the left or only the right.'],
      ['Continuity', 'A function is continuous at a if lim_(x→a) f(x) = f(a).'],
      ['Removable discontinuity', 'A hole in a graph that can be filled by redefining one point.'],
      ['Intermediate Value Theorem', 'A continuous function on [a, b] hits every value between f(a) and f(b).'],
    ],
  },
  derivatives: {
    explanation: [
      'The derivative measures the instantaneous rate of change of a function and the slope of its tangent line. It is defined as f′(x) = lim_(h→0) [f(x + h) − f(x)]/h. A function must be continuous to be differentiable, but corners and cusps, as in |x| at 0, are not differentiable.',
      'Differentiation rules speed up the work: the power rule d/dx xⁿ = nxⁿ⁻¹, the product rule (uv)′ = u′v + uv′, the quotient rule and the chain rule d/dx f(g(x)) = f′(g(x))·g′(x). Key derivatives are (sin x)′ = cos x, (cos x)′ = −sin x, (eˣ)′ = eˣ and (ln x)′ = 1/x. So the derivative of (3x² + 1)⁵ is 5(3x² + 1)⁴ · 6x.',
    ],
    keyPoints: [
      'Differentiability implies continuity, but not the reverse.',
      'The derivative of a constant is 0.',
      'Implicit differentiation finds dy/dx when y is not isolated.',
    ],
    cards: [
      ['Derivative', 'The instantaneous rate of change of a function.'],
      ['Power rule', 'd/dx xⁿ = nxⁿ⁻¹.'],
      ['Chain rule', 'The derivative of f(g(x)) is f′(g(x))·g′(x).'],
      ['Product rule', '(uv)′ = u′v + uv′.'],
      ['Tangent line', 'The line touching a curve at a point with slope equal to the derivative.'],
    ],
  },
  'applications-of-derivatives': {
    explanation: [
      'Derivatives describe the shape of a graph. Where f′(x) > 0 the function increases, and where f′(x) < 0 it decreases. Critical points occur where f′(x) = 0 or is undefined, and the first derivative test classifies them as maxima or minima. The second derivative shows concavity, and inflection points occur where concavity changes.',
      'Optimization finds the largest or smallest value of a quantity, such as the dimensions of a box with maximum volume, by setting a derivative to zero and checking endpoints. Related rates connect rates of change through an equation, such as a spreading ripple with dA/dt = 2πr·dr/dt. In motion problems, velocity is the derivative of position and acceleration is the derivative of velocity.',
    ],
    keyPoints: [
      'Extreme Value Theorem: a continuous function on a closed interval has an absolute max and min.',
      'Mean Value Theorem: somewhere on (a, b), f′(c) equals the average rate of change.',
      'L’Hôpital’s rule evaluates 0/0 and ∞/∞ limits using derivatives.',
    ],
    cards: [
      ['Critical point', 'A point where f′(x) = 0 or f′(x) is undefined.'],
      ['Concave up', 'Curving upward, where f″(x) > 0.'],
      ['Inflection point', 'A point where a graph changes concavity.'],
      ['Optimization', 'Using derivatives to find maximum or minimum values.'],
      ['Related rates', 'Problems linking the rates of change of related quantities.'],
    ],
  },
  integrals: {
    explanation: [
      'Integration is the reverse of differentiation. An indefinite integral, or antiderivative, is a family of functions: ∫xⁿ dx = xⁿ⁺¹/(n + 1) + C for n ≠ −1, where C is the constant of integration. Also ∫1/x dx = ln|x| + C, ∫eˣ dx = eˣ + C and ∫cos x dx = sin x + C.',
      'A definite integral ∫ₐᵇ f(x) dx represents the net signed area between the graph and the x-axis from a to b. It is defined as the limit of Riemann sums, which approximate area with rectangles; the trapezoidal rule uses trapezoids. Substitution (u-substitution) reverses the chain rule, so ∫2x cos(x²) dx = sin(x²) + C.',
    ],
    keyPoints: [
      'Area below the x-axis counts as negative in a definite integral.',
      '∫ₐᵃ f(x) dx = 0, and swapping the limits of integration changes the sign of the integral.',
      'Left and right Riemann sums under- or overestimate depending on whether f increases or decreases.',
    ],
    cards: [
      ['Antiderivative', 'A function whose derivative is the given function.'],
      ['Constant of integration', 'The arbitrary constant C added to an indefinite integral.'],
      ['Definite integral', 'The net signed area under a curve between two limits.'],
      ['Riemann sum', 'An approximation of area using a sum of rectangles.'],
      ['u-substitution', 'An integration technique that reverses the chain rule.'],
    ],
  },
  'fundamental-theorem-of-calculus': {
    explanation: [
      'The Fundamental Theorem of Calculus links derivatives and integrals, showing that they are inverse operations. Part 1 states that if F(x) = ∫ₐˣ f(t) dt, then F′(x) = f(x), so an accumulation function has the integrand as its derivative.',
      'Part 2 states that ∫ₐᵇ f(x) dx = F(b) − F(a), where F is any antiderivative of f. For example, ∫₁³ 2x dx = 3² − 1² = 8, without computing Riemann sums. Combined with the chain rule, d/dx ∫ₐ^(g(x)) f(t) dt = f(g(x))·g′(x). The theorem was developed independently by Isaac Newton and Gottfried Leibniz in the late 17th century.',
    ],
    keyPoints: [
      'Evaluating a definite integral needs only an antiderivative at the endpoints.',
      'The constant C cancels in F(b) − F(a).',
      'The integral of a rate of change gives the total change.',
    ],
    cards: [
      ['FTC Part 1', 'd/dx ∫ₐˣ f(t) dt = f(x).'],
      ['FTC Part 2', '∫ₐᵇ f(x) dx = F(b) − F(a) for an antiderivative F.'],
      ['Accumulation function', 'A function defined by an integral with a variable upper limit.'],
      ['Net change theorem', 'The integral of a rate of change equals the total change of the quantity.'],
    ],
  },
  'applications-of-integrals': {
    explanation: [
      'Integrals calculate accumulated quantities. The area between curves f and g on [a, b] is ∫ₐᵇ (f(x) − g(x)) dx, where f is the upper curve. The average value of a function on [a, b] is (1/(b − a))∫ₐᵇ f(x) dx.',
      'Volumes of solids of revolution use the disk method V = π∫ₐᵇ [R(x)]² dx or the washer method V = π∫ₐᵇ (R² − r²) dx, and solids with known cross sections integrate the cross-sectional area. In motion, integrating velocity gives displacement, while integrating speed |v(t)| gives total distance traveled.',
    ],
    keyPoints: [
      'Area between curves: integrate top minus bottom, or right minus left with respect to y.',
      'The washer method subtracts the volume of the hole.',
      'Position equals initial position plus the integral of velocity.',
    ],
    cards: [
      ['Disk method', 'Finding volume by summing circular cross sections, π∫R² dx.'],
      ['Washer method', 'Finding volume with a hole, π∫(R² − r²) dx.'],
      ['Average value', '(1/(b − a))∫ₐᵇ f(x) dx.'],
      ['Total distance', 'The integral of |v(t)| over a time interval.'],
    ],
  },
  'differential-equations': {
    explanation: [
      'A differential equation relates a function to its derivatives, such as dy/dx = 2x. Its general solution contains a constant, and an initial condition gives a particular solution: with y(0) = 3, the solution is y = x² + 3. Slope fields show the slope given by the equation at many points, sketching solution curves without solving.',
      'Separable equations are solved by moving all y terms to one side and x terms to the other, then integrating. The equation dy/dt = ky models exponential growth or decay with solution y = y₀e^(kt). The logistic equation dP/dt = kP(1 − P/L) models growth that levels off at the carrying capacity L. Euler’s method approximates solutions step by step.',
    ],
    keyPoints: [
      'dy/dt = ky has solution y = y₀e^(kt).',
      'Logistic growth is fastest when P = L/2.',
      'Euler’s method uses yₙ₊₁ = yₙ + h·f(xₙ, yₙ).',
    ],
    cards: [
      ['Differential equation', 'An equation containing a function and its derivatives.'],
      ['Slope field', 'A graph of short segments showing slopes given by a differential equation.'],
      ['Separation of variables', 'Rearranging to integrate y terms and x terms separately.'],
      ['Initial condition', 'A known value used to find a particular solution.'],
      ['Logistic model', 'A growth model limited by a carrying capacity.'],
    ],
  },
  series: {
    explanation: [
      'An infinite series Σaₙ converges if its sequence of partial sums approaches a finite limit. Geometric series Σarⁿ converge when |r| < 1, and p-series Σ1/nᵖ converge when p > 1; the harmonic series Σ1/n diverges even though its terms approach 0.',
      'Convergence tests include the nth-term test, integral test, comparison tests, alternating series test and ratio test. Power series Σcₙ(x − a)ⁿ converge on an interval found with the ratio test. Taylor series represent functions as power series built from derivatives, for example eˣ = 1 + x + x²/2! + x³/3! + …, and sin x = x − x³/3! + x⁵/5! − …. The Lagrange error bound estimates the error of a Taylor polynomial.',
    ],
    keyPoints: [
      'If lim aₙ ≠ 0, the series diverges.',
      'The ratio test: L < 1 converges, L > 1 diverges, L = 1 is inconclusive.',
      'A Maclaurin series is a Taylor series centered at 0.',
    ],
    cards: [
      ['Partial sum', 'The sum of the first n terms of a series.'],
      ['Harmonic series', 'Σ1/n, a divergent series.'],
      ['Ratio test', 'A test using lim |aₙ₊₁/aₙ| to determine convergence.'],
      ['Taylor series', 'A power series using derivatives of a function at a point.'],
      ['Interval of convergence', 'The set of x values for which a power series converges.'],
    ],
  },
};
