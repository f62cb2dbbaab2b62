/** Algebra (us catalogue subject 7001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'linear-equations': {
    explanation: [
      'A linear equation is an equation in which the variable appears only to the first power, such as 3x + 5 = 20. Its graph is a straight line, and it has exactly one solution unless the variable cancels out.',
      'To solve it, do the same operation to both sides until the variable stands alone: subtract 5 to get 3x = 15, then divide by 3 to get x = 5. Check the answer by substituting it back: 3 · 5 + 5 = 20.',
    ],
    keyPoints: [
      'Whatever you do to one side, do to the other side.',
      'Undo addition and subtraction first, then multiplication and division.',
      'If the variable cancels and a true statement remains (5 = 5), every number is a solution; a false one (0 = 4) means none.',
    ],
    cards: [
      ['Linear equation', 'An equation whose variable has exponent 1; its graph is a straight line.'],
      ['Inverse operation', 'The operation that undoes another, such as subtraction for addition.'],
      ['Solution', 'A value of the variable that makes the equation true.'],
      ['Coefficient', 'The number multiplying a variable, such as 3 in 3x.'],
    ],
  },
  inequalities: {
    explanation: [
      'An inequality compares two expressions with <, >, ≤ or ≥ instead of an equals sign, so its solution is usually a whole range of numbers. For example, 2x − 3 > 7 gives 2x > 10 and x > 5.',
      'Inequalities are solved like equations with one extra rule: multiplying or dividing both sides by a negative number reverses the inequality sign. From −3x ≤ 12 you get x ≥ −4. Solutions are shown on a number line with an open circle for < or > and a closed circle for ≤ or ≥.',
    ],
    keyPoints: [
      'Multiplying or dividing by a negative number flips the inequality sign.',
      'An open circle means the endpoint is excluded; a closed circle means it is included.',
      'A compound inequality such as −2 < x ≤ 3 describes the values between two bounds.',
    ],
    cards: [
      ['≤', 'The symbol for “less than or equal to”.'],
      ['Solution set', 'All values of the variable that make the inequality true.'],
      ['Compound inequality', 'Two inequalities joined by “and” or “or”.'],
      ['Interval notation', 'A way to write a solution set, such as (5, ∞) for x > 5.'],
    ],
  },
  'systems-of-equations': {
    explanation: [
      'A system of equations is a set of two or more equations with the same variables, and its solution is the ordered pair that satisfies all of them at once. Graphically, the solution of a two-line system is the point where the lines intersect.',
      'Substitution solves one equation for a variable and plugs it into the other. Elimination adds or subtracts the equations so one variable cancels: from x + y = 10 and x − y = 2, adding gives 2x = 12, so x = 6 and y = 4. Parallel lines give no solution, and identical lines give infinitely many.',
    ],
    keyPoints: [
      'One intersection point means one solution (a consistent, independent system).',
      'Parallel lines (same slope, different intercepts) mean no solution.',
      'The same line written twice means infinitely many solutions.',
      'Check the solution in both original equations.',
    ],
    cards: [
      ['System of equations', 'Two or more equations that share the same variables.'],
      ['Substitution method', 'Solving one equation for a variable and replacing it in the other equation.'],
      ['Elimination method', 'Adding or subtracting equations so that one variable cancels out.'],
      ['Inconsistent system', 'A system with no solution, such as two parallel lines.'],
    ],
  },
  functions: {
    explanation: [
      'A function is a rule that assigns each input exactly one output. In function notation f(x) = 2x + 1, the input 3 gives f(3) = 7. The set of allowed inputs is the domain and the set of outputs is the range.',
      'A graph represents a function if every vertical line crosses it at most once (the vertical line test). Linear functions have the form f(x) = mx + b, where m is the slope (rise over run) and b is the y-intercept. Functions can be given as equations, tables, graphs or mappings.',
    ],
    keyPoints: [
      'Each input has exactly one output; different inputs may share an output.',
      'The vertical line test identifies graphs of functions.',
      'Slope m = (y₂ − y₁)/(x₂ − x₁) measures the rate of change of a linear function.',
    ],
    cards: [
      ['Function', 'A relation in which every input has exactly one output.'],
      ['Domain', 'The set of all possible input values of a function.'],
      ['Range', 'The set of all output values of a function.'],
      ['Slope', 'The rate of change of a line, rise divided by run.'],
      ['y-intercept', 'The point where a graph crosses the y-axis, where x = 0.'],
    ],
  },
  'exponents-and-radicals': {
    explanation: [
      'An exponent tells how many times a base is multiplied by itself: 2⁴ = 2 · 2 · 2 · 2 = 16. The laws of exponents follow from this: aᵐ · aⁿ = aᵐ⁺ⁿ, aᵐ / aⁿ = aᵐ⁻ⁿ and (aᵐ)ⁿ = aᵐⁿ. Any nonzero number to the power 0 equals 1, and a⁻ⁿ = 1/aⁿ.',
      'A radical is the inverse of a power: √49 = 7 because 7² = 49. Radicals can be written as rational exponents, so ∛x = x^(1/3). Simplifying uses perfect-square factors, as in √50 = √25 · √2 = 5√2.',
    ],
    keyPoints: [
      'Multiply powers with the same base by adding exponents; divide by subtracting them.',
      'A negative exponent means a reciprocal: 5⁻² = 1/25.',
      'The nth root of a equals a^(1/n).',
      'Rationalizing a denominator removes a radical from it, as in 1/√2 = √2/2.',
    ],
    cards: [
      ['Base', 'The number that is repeatedly multiplied in a power.'],
      ['Exponent', 'The number showing how many times the base is used as a factor.'],
      ['Radical', 'An expression with a root symbol, such as √x or ∛x.'],
      ['Zero exponent rule', 'Any nonzero number raised to the power 0 equals 1.'],
      ['Rational exponent', 'A fractional exponent such as x^(1/2), meaning a root.'],
    ],
  },
  polynomials: {
    explanation: [
      'A polynomial is a sum of terms of the form axⁿ, where n is a whole number, such as 4x³ − 2x + 7. The degree is the highest exponent, and the leading coefficient is the number in front of that term. Polynomials are named by number of terms (monomial, binomial, trinomial) and by degree (linear, quadratic, cubic).',
      'To add or subtract polynomials, combine like terms, which have the same variable and exponent. To multiply, use the distributive property; for two binomials FOIL gives (x + 3)(x − 2) = x² + x − 6. Standard form lists terms from highest to lowest degree.',
    ],
    keyPoints: [
      'Only like terms can be combined.',
      'The degree of a product is the sum of the degrees of the factors.',
      'Special products: (a + b)² = a² + 2ab + b² and (a + b)(a − b) = a² − b².',
    ],
    cards: [
      ['Polynomial', 'An expression made of terms with whole-number exponents on the variables.'],
      ['Degree', 'The highest exponent of the variable in a polynomial.'],
      ['Like terms', 'Terms with the same variables raised to the same powers.'],
      ['Binomial', 'A polynomial with exactly two terms.'],
      ['FOIL', 'First, Outer, Inner, Last: a method for multiplying two binomials.'],
    ],
  },
  factoring: {
    explanation: [
      'Factoring rewrites a polynomial as a product of simpler polynomials, reversing multiplication. The first step is always to take out the greatest common factor: 6x² + 9x = 3x(2x + 3).',
      'A trinomial x² + bx + c factors into (x + p)(x + q) when p + q = b and pq = c, so x² + 7x + 12 = (x + 3)(x + 4). Special patterns include the difference of squares, a² − b² = (a + b)(a − b), and perfect square trinomials. Factoring is the key step in solving many quadratic equations.',
    ],
    keyPoints: [
      'Always factor out the greatest common factor first.',
      'For x² + bx + c, find two numbers that multiply to c and add to b.',
      'The sum of two squares, a² + b², does not factor over the real numbers.',
      'Check a factorization by multiplying the factors back out.',
    ],
    cards: [
      ['GCF', 'The greatest common factor shared by all terms of a polynomial.'],
      ['Difference of squares', 'The pattern a² − b² = (a + b)(a − b).'],
      ['Perfect square trinomial', 'A trinomial of the form a² ± 2ab + b² = (a ± b)².'],
      ['Prime polynomial', 'A polynomial that cannot be factored over the integers.'],
    ],
  },
  'quadratic-equations': {
    explanation: [
      'A quadratic equation has the standard form ax² + bx + c = 0 with a ≠ 0, and its graph y = ax² + bx + c is a parabola. The solutions, called roots or zeros, are the x-intercepts of the parabola; there can be two, one or none that are real.',
      'Quadratics can be solved by factoring, by completing the square, or with the quadratic formula x = (−b ± √(b² − 4ac)) / 2a. For x² − 5x + 6 = 0, factoring gives (x − 2)(x − 3) = 0, so x = 2 or x = 3. The discriminant b² − 4ac tells how many real solutions exist.',
    ],
    keyPoints: [
      'Discriminant > 0: two real roots; = 0: one repeated root; < 0: no real roots.',
      'The vertex of y = ax² + bx + c has x-coordinate −b/(2a).',
      'If a > 0 the parabola opens upward; if a < 0 it opens downward.',
      'The zero product property: if AB = 0, then A = 0 or B = 0.',
    ],
    cards: [
      ['Quadratic formula', 'x = (−b ± √(b² − 4ac)) / 2a, which solves any quadratic equation.'],
      ['Discriminant', 'The value b² − 4ac, which determines the number of real roots.'],
      ['Parabola', 'The U-shaped graph of a quadratic function.'],
      ['Vertex', 'The highest or lowest point of a parabola.'],
      ['Completing the square', 'Rewriting a quadratic as a(x − h)² + k to solve it or find its vertex.'],
    ],
  },
  'exponential-functions': {
    explanation: [
      'An exponential function has the form f(x) = a · bˣ, where the variable is in the exponent, a is the initial value and b > 0, b ≠ 1 is the growth factor. If b > 1 the function shows exponential growth; if 0 < b < 1 it shows decay.',
      'Exponential models change by a constant percent per step rather than a constant amount. A population of 500 growing 4% per year is P(t) = 500 · 1.04ᵗ, while a car losing 15% of its value per year keeps 0.85 of it each year. The graph has a horizontal asymptote, usually the x-axis, and never touches it.',
    ],
    keyPoints: [
      'Growth factor b = 1 + r for growth and b = 1 − r for decay, where r is the rate as a decimal.',
      'Compound interest: A = P(1 + r/n)ⁿᵗ.',
      'Linear functions add a constant; exponential functions multiply by a constant.',
    ],
    cards: [
      ['Exponential growth', 'Increase by a constant factor greater than 1 in each equal time step.'],
      ['Exponential decay', 'Decrease by a constant factor between 0 and 1 in each equal time step.'],
      ['Initial value', 'The value a of f(x) = a · bˣ when x = 0.'],
      ['Asymptote', 'A line that a graph approaches but never reaches.'],
      ['Half-life', 'The time it takes for a decaying quantity to fall to half its amount.'],
    ],
  },
  'rational-expressions': {
    explanation: [
      'A rational expression is a fraction whose numerator and denominator are polynomials, such as (x + 2)/(x² − 4). It is undefined for any value that makes the denominator zero, so those values are excluded from the domain.',
      'To simplify, factor the top and bottom and cancel common factors: (x + 2)/((x + 2)(x − 2)) = 1/(x − 2) for x ≠ ±2. Multiplying and dividing work like numeric fractions, and adding or subtracting requires a least common denominator. Rational equations are solved by multiplying every term by the LCD and then checking for extraneous solutions.',
    ],
    keyPoints: [
      'Exclude every value that makes an original denominator equal to zero.',
      'Only common factors can be canceled, never common terms.',
      'Dividing by a rational expression means multiplying by its reciprocal.',
      'An extraneous solution is produced by the algebra but does not satisfy the original equation.',
    ],
    cards: [
      ['Rational expression', 'A ratio of two polynomials with a nonzero denominator.'],
      ['Excluded value', 'A value of the variable that makes the denominator zero.'],
      ['LCD', 'The least common denominator, used to add or subtract rational expressions.'],
      ['Extraneous solution', 'A result that fails when substituted back into the original equation.'],
    ],
  },
};
