/** Statistics (us catalogue subject 7012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'exploring-data': {
    explanation: [
      'Data are categorical (such as eye color) or quantitative (such as height). Categorical data are shown with bar charts and pie charts, while quantitative data use dotplots, stemplots, histograms and boxplots. A distribution is described by its shape, center, spread and unusual features such as outliers.',
      'The mean is the average and the median is the middle value; in a right-skewed distribution the mean is pulled above the median. Spread is measured by the range, the interquartile range (IQR = Q3 − Q1) and the standard deviation. The five-number summary (min, Q1, median, Q3, max) builds a boxplot, and a value more than 1.5 × IQR beyond a quartile is an outlier.',
    ],
    keyPoints: [
      'The median and IQR are resistant to outliers; the mean and standard deviation are not.',
      'A z-score, z = (x − mean)/SD, tells how many standard deviations a value is from the mean.',
      'Skewed distributions are best summarized with the median and IQR.',
    ],
    cards: [
      ['Categorical variable', 'A variable that places individuals into groups.'],
      ['Quantitative variable', 'A variable with numerical values that can be averaged.'],
      ['Interquartile range', 'Q3 − Q1, the spread of the middle 50% of data.'],
      ['Standard deviation', 'The typical distance of values from the mean.'],
      ['Outlier', 'A value that falls far outside the overall pattern.'],
    ],
  },
  'experimental-design': {
    explanation: [
      'In an observational study, researchers observe without influencing responses, so they can show association but not causation. In an experiment, researchers impose treatments on experimental units, which allows conclusions about cause and effect.',
      'A well-designed experiment has comparison (including a control group), random assignment of treatments, replication on enough units, and control of other variables. Blinding prevents bias; in a double-blind study neither subjects nor evaluators know who received which treatment. Blocking groups similar units before randomizing, as in a matched pairs design. Samples should be random to avoid bias, such as the voluntary response bias of online polls.',
    ],
    keyPoints: [
      'Random assignment allows cause-and-effect conclusions.',
      'Random sampling allows generalizing to the population.',
      'A confounding variable is linked to both the explanatory and response variables.',
    ],
    cards: [
      ['Placebo', 'A fake treatment with no active ingredient.'],
      ['Control group', 'A group that receives no treatment or a placebo, used for comparison.'],
      ['Double-blind', 'Neither subjects nor evaluators know who gets which treatment.'],
      ['Stratified random sample', 'A sample formed by randomly sampling within similar groups.'],
      ['Confounding', 'When the effects of two variables cannot be separated.'],
    ],
  },
  probability: {
    explanation: [
      'Probability measures how likely an event is, from 0 (impossible) to 1 (certain). With equally likely outcomes, P(A) = favorable outcomes ÷ total outcomes, so rolling an even number on a die has probability 3/6 = ½. The law of large numbers states that relative frequencies approach the true probability over many trials.',
      'The complement rule gives P(not A) = 1 − P(A). The addition rule is P(A or B) = P(A) + P(B) − P(A and B), and for mutually exclusive events the overlap is zero. Conditional probability is P(A | B) = P(A and B)/P(B). Events are independent if P(A | B) = P(A), in which case P(A and B) = P(A)·P(B). Tree diagrams and two-way tables organize these calculations.',
    ],
    keyPoints: [
      'Mutually exclusive events cannot happen together.',
      'Independent events do not affect each other’s probabilities.',
      'The probabilities of all outcomes in a sample space add to 1.',
    ],
    cards: [
      ['Sample space', 'The set of all possible outcomes.'],
      ['Complement', 'The event that A does not occur.'],
      ['Conditional probability', 'The probability of A given that B has occurred.'],
      ['Independent events', 'Events where one occurring does not change the probability of the other.'],
      ['Law of large numbers', 'Long-run relative frequency approaches the true probability.'],
    ],
  },
  'random-variables': {
    explanation: [
      'A random variable assigns a numerical value to each outcome of a chance process. A discrete random variable has countable values and a probability distribution listing each value with its probability. Its mean, or expected value, is μ = Σx·P(x), and its standard deviation measures variability.',
      'A binomial random variable counts successes in n independent trials with the same success probability p, with P(X = k) = C(n, k)pᵏ(1 − p)ⁿ⁻ᵏ, mean np and standard deviation √(np(1 − p)). A geometric random variable counts trials until the first success, with mean 1/p. For independent random variables, means add and variances add, even when subtracting.',
    ],
    keyPoints: [
      'Binomial conditions: binary outcomes, independent trials, fixed n, same p.',
      'Variances add for independent variables; standard deviations do not.',
      'Expected value is a long-run average, not necessarily a possible outcome.',
    ],
    cards: [
      ['Random variable', 'A variable whose value is a numerical outcome of a random process.'],
      ['Expected value', 'The long-run mean of a random variable, Σx·P(x).'],
      ['Binomial distribution', 'The distribution of the number of successes in n independent trials.'],
      ['Geometric distribution', 'The distribution of the number of trials until the first success.'],
    ],
  },
  'normal-distribution': {
    explanation: [
      'A normal distribution is a symmetric, bell-shaped curve determined by its mean μ and standard deviation σ. The mean, median and mode are equal, and the total area under the curve is 1. Many measurements, such as heights and test scores, are approximately normal.',
      'The empirical rule states that about 68% of values fall within 1σ of the mean, 95% within 2σ and 99.7% within 3σ. Any normal value can be standardized with z = (x − μ)/σ and looked up in a standard normal table. For example, if scores have μ = 500 and σ = 100, a score of 650 has z = 1.5, above about 93% of scores.',
    ],
    keyPoints: [
      'The standard normal distribution has mean 0 and standard deviation 1.',
      'A normal probability plot that is roughly straight indicates normal data.',
      'Percentiles can be converted to values with x = μ + zσ.',
    ],
    cards: [
      ['Normal curve', 'A symmetric, bell-shaped density curve.'],
      ['Empirical rule', 'The 68–95–99.7 rule for normal distributions.'],
      ['z-score', 'The number of standard deviations a value lies from the mean.'],
      ['Percentile', 'The percentage of values at or below a given value.'],
    ],
  },
  'sampling-distributions': {
    explanation: [
      'A statistic, such as a sample mean x̄ or proportion p̂, varies from sample to sample. Its sampling distribution is the distribution of its values over all possible samples of the same size. A parameter, in contrast, is a fixed number describing the population.',
      'The sampling distribution of x̄ has mean μ and standard deviation σ/√n, so larger samples give less variability. The Central Limit Theorem states that for large samples, usually n ≥ 30, the distribution of x̄ is approximately normal even if the population is not. For proportions, p̂ has mean p and standard deviation √(p(1 − p)/n), and it is approximately normal when np ≥ 10 and n(1 − p) ≥ 10.',
    ],
    keyPoints: [
      'An unbiased estimator has a sampling distribution centered on the parameter.',
      'Quadrupling the sample size halves the standard deviation of x̄.',
      'The 10% condition: the sample should be less than 10% of the population.',
    ],
    cards: [
      ['Parameter', 'A number describing a population.'],
      ['Statistic', 'A number calculated from a sample.'],
      ['Sampling distribution', 'The distribution of a statistic over all possible samples.'],
      ['Central Limit Theorem', 'Sample means of large samples are approximately normally distributed.'],
      ['Standard error', 'The estimated standard deviation of a statistic.'],
    ],
  },
  'confidence-intervals': {
    explanation: [
      'A confidence interval estimates a population parameter with a range: statistic ± margin of error. For a proportion, the interval is p̂ ± z*√(p̂(1 − p̂)/n), and for a mean with unknown σ it is x̄ ± t*·s/√n, using the t-distribution with n − 1 degrees of freedom.',
      'A 95% confidence level means that 95% of intervals constructed this way from repeated samples would capture the true parameter; it does not mean there is a 95% chance that one particular interval contains it. Higher confidence widens the interval, while larger samples narrow it. Before calculating, check the conditions: random sampling, independence (10% condition) and approximate normality.',
    ],
    keyPoints: [
      'Margin of error = critical value × standard error.',
      'To halve the margin of error, quadruple the sample size.',
      'z* = 1.96 for 95% confidence.',
    ],
    cards: [
      ['Confidence interval', 'A range of plausible values for a parameter.'],
      ['Margin of error', 'The maximum expected difference between the statistic and the parameter at a given confidence.'],
      ['Confidence level', 'The long-run success rate of the interval method.'],
      ['t-distribution', 'A distribution used for means when σ is unknown, with heavier tails than the normal.'],
    ],
  },
  'hypothesis-testing': {
    explanation: [
      'A significance test assesses evidence against a null hypothesis H₀, a claim of no effect or no difference, in favor of an alternative hypothesis Hₐ. The test statistic measures how far the sample result is from what H₀ predicts, in standard errors.',
      'The P-value is the probability, assuming H₀ is true, of getting a result at least as extreme as the one observed. If the P-value is less than the significance level α, often 0.05, we reject H₀. A Type I error rejects a true H₀ and has probability α; a Type II error fails to reject a false H₀. Power, the probability of correctly rejecting a false H₀, increases with sample size.',
    ],
    keyPoints: [
      'A small P-value is evidence against H₀.',
      'Failing to reject H₀ does not prove it true.',
      'Hypotheses are always stated about parameters, not statistics.',
    ],
    cards: [
      ['Null hypothesis', 'The claim of no effect or no difference being tested.'],
      ['P-value', 'The probability of a result this extreme if H₀ is true.'],
      ['Significance level', 'The threshold α for rejecting H₀.'],
      ['Type I error', 'Rejecting a null hypothesis that is actually true.'],
      ['Power', 'The probability of rejecting H₀ when it is false.'],
    ],
  },
  'linear-regression': {
    explanation: [
      'Scatterplots show the relationship between two quantitative variables, described by direction, form, strength and unusual points. The correlation r, between −1 and 1, measures the strength and direction of a linear relationship; r = 0.9 is a strong positive association.',
      'The least-squares regression line ŷ = a + bx minimizes the sum of squared residuals, where a residual is observed y minus predicted ŷ. The slope b is the predicted change in y for each one-unit increase in x. The coefficient of determination r² gives the fraction of variation in y explained by the line. A residual plot with no pattern indicates a linear model is appropriate, and extrapolating beyond the data is unreliable.',
    ],
    keyPoints: [
      'Correlation does not imply causation.',
      'The regression line always passes through (x̄, ȳ).',
      'Slope b = r·(s_y/s_x).',
    ],
    cards: [
      ['Correlation coefficient', 'r, a measure of the strength and direction of a linear relationship.'],
      ['Residual', 'Observed y minus predicted ŷ.'],
      ['Least-squares line', 'The line minimizing the sum of squared residuals.'],
      ['r²', 'The proportion of variation in y explained by the linear model.'],
      ['Extrapolation', 'Prediction outside the range of the data, often unreliable.'],
    ],
  },
};
