/** Economics (us catalogue subject 7016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'supply-and-demand': {
    explanation: [
      'The law of demand states that, other things equal, quantity demanded falls as price rises, giving a downward-sloping demand curve. The law of supply states that quantity supplied rises with price, giving an upward-sloping supply curve. Where the curves cross, the market reaches equilibrium price and quantity.',
      'A change in price moves along a curve, while other factors shift the whole curve. Demand shifts with income, tastes, prices of substitutes and complements, expectations and the number of buyers. Supply shifts with input costs, technology, taxes and the number of sellers. A price ceiling below equilibrium, such as rent control, causes a shortage; a price floor above it, such as a minimum wage, causes a surplus.',
    ],
    keyPoints: [
      'An increase in demand raises both equilibrium price and quantity.',
      'An increase in supply lowers price and raises quantity.',
      'Substitutes replace each other; complements are used together.',
    ],
    cards: [
      ['Law of demand', 'Quantity demanded falls as price rises, ceteris paribus.'],
      ['Equilibrium', 'The price where quantity supplied equals quantity demanded.'],
      ['Shortage', 'Quantity demanded exceeds quantity supplied.'],
      ['Price ceiling', 'A legal maximum price.'],
      ['Normal good', 'A good whose demand rises when income rises.'],
    ],
  },
  elasticity: {
    explanation: [
      'Price elasticity of demand measures how responsive quantity demanded is to a price change: % change in quantity ÷ % change in price. If the absolute value is greater than 1, demand is elastic; if less than 1, it is inelastic. Necessities with few substitutes, like insulin or gasoline in the short run, have inelastic demand.',
      'Elasticity determines how total revenue responds to price: raising price increases revenue when demand is inelastic and decreases it when demand is elastic. Income elasticity distinguishes normal goods from inferior goods, and cross-price elasticity is positive for substitutes and negative for complements. Demand is more elastic when there are many substitutes, the good is a large share of the budget or consumers have more time to adjust.',
    ],
    keyPoints: [
      'Elastic: |E| > 1; unit elastic: |E| = 1; inelastic: |E| < 1.',
      'The burden of a tax falls more on the side of the market that is less elastic.',
      'Perfectly inelastic demand is a vertical line.',
    ],
    cards: [
      ['Price elasticity of demand', 'The responsiveness of quantity demanded to price changes.'],
      ['Inelastic demand', 'Quantity changes proportionally less than price.'],
      ['Total revenue test', 'Using revenue changes after a price change to infer elasticity.'],
      ['Cross-price elasticity', 'Responsiveness of demand for one good to another good’s price.'],
      ['Inferior good', 'A good whose demand falls as income rises.'],
    ],
  },
  'market-structures': {
    explanation: [
      'Market structures range from perfect competition to monopoly. In perfect competition many firms sell identical products, have no control over price and earn zero economic profit in the long run. In monopolistic competition, such as restaurants, many firms sell differentiated products and compete through branding.',
      'An oligopoly has a few large interdependent firms, such as airlines or wireless carriers, and game theory models their strategic decisions; firms may collude, as in a cartel like OPEC. A monopoly is a single seller with barriers to entry, which sets output where marginal revenue equals marginal cost and charges a higher price than a competitive market, creating deadweight loss. All firms maximize profit where MR = MC.',
    ],
    keyPoints: [
      'Profit-maximizing rule: produce where MR = MC.',
      'Barriers to entry protect monopoly and oligopoly profits.',
      'Antitrust laws, like the Sherman Act of 1890, limit monopolies and collusion.',
    ],
    cards: [
      ['Perfect competition', 'Many firms, identical products and free entry.'],
      ['Monopoly', 'A market with a single seller and no close substitutes.'],
      ['Oligopoly', 'A market dominated by a few interdependent firms.'],
      ['Barrier to entry', 'Something that prevents new firms from entering a market.'],
      ['Marginal revenue', 'The additional revenue from selling one more unit.'],
    ],
  },
  gdp: {
    explanation: [
      'Gross domestic product (GDP) is the market value of all final goods and services produced within a country in a year. Using the expenditure approach, GDP = C + I + G + (X − M): consumption, investment, government purchases and net exports. Consumption is about two thirds of U.S. GDP.',
      'Intermediate goods, used goods, transfer payments and financial transactions are excluded to avoid double counting. Nominal GDP uses current prices, while real GDP adjusts for inflation and is better for comparing output over time. Real GDP per capita is a rough measure of living standards, although GDP omits household work, the underground economy, leisure and environmental damage. The business cycle moves through expansion, peak, recession and trough.',
    ],
    keyPoints: [
      'GDP counts final goods only.',
      'Real GDP = nominal GDP ÷ price index × 100.',
      'A recession is commonly described as two consecutive quarters of falling real GDP.',
    ],
    cards: [
      ['GDP', 'The market value of all final goods and services produced in a country in a year.'],
      ['Real GDP', 'GDP adjusted for changes in the price level.'],
      ['Net exports', 'Exports minus imports.'],
      ['Transfer payment', 'A government payment not for goods or services, such as Social Security.'],
      ['Business cycle', 'Short-run fluctuations in economic activity.'],
    ],
  },
  'inflation-and-unemployment': {
    explanation: [
      'Inflation is a sustained rise in the general price level, commonly measured by the Consumer Price Index (CPI). The inflation rate is the percentage change in the CPI. Demand-pull inflation comes from too much spending, and cost-push inflation from rising input costs such as oil. Inflation hurts lenders and people on fixed incomes and helps borrowers with fixed-rate loans.',
      'The unemployment rate is the percentage of the labor force that is jobless and actively looking for work. Frictional unemployment comes from job searching, structural unemployment from a mismatch of skills, and cyclical unemployment from recessions. The natural rate includes frictional and structural unemployment. In the short run, the Phillips curve shows a tradeoff between inflation and unemployment.',
    ],
    keyPoints: [
      'Real interest rate ≈ nominal interest rate − inflation rate.',
      'Discouraged workers are not counted in the labor force.',
      'Stagflation combines high inflation with high unemployment.',
    ],
    cards: [
      ['Inflation', 'A sustained increase in the general price level.'],
      ['CPI', 'The Consumer Price Index, which tracks prices of a typical basket of goods.'],
      ['Cyclical unemployment', 'Unemployment caused by a downturn in the business cycle.'],
      ['Natural rate of unemployment', 'Unemployment when the economy is at full employment.'],
      ['Stagflation', 'High inflation together with high unemployment and slow growth.'],
    ],
  },
  'fiscal-policy': {
    explanation: [
      'Fiscal policy is the government’s use of spending and taxes to influence the economy, decided by Congress and the president. Expansionary fiscal policy increases spending or cuts taxes to fight a recession, while contractionary policy cuts spending or raises taxes to fight inflation.',
      'The spending multiplier, 1/MPS, means that a change in government spending changes GDP by a larger amount; with an MPC of 0.8, the multiplier is 5. A budget deficit occurs when spending exceeds revenue, and the national debt is the total of past deficits. Automatic stabilizers, such as unemployment benefits and progressive taxes, work without new laws. Government borrowing can raise interest rates and crowd out private investment.',
    ],
    keyPoints: [
      'Multiplier = 1/(1 − MPC).',
      'The tax multiplier is smaller than the spending multiplier.',
      'Fiscal policy faces recognition, legislative and implementation lags.',
    ],
    cards: [
      ['Fiscal policy', 'Use of government spending and taxation to influence the economy.'],
      ['Budget deficit', 'Government spending greater than revenue in a year.'],
      ['Multiplier effect', 'A change in spending causing a larger change in GDP.'],
      ['Crowding out', 'Government borrowing reducing private investment by raising interest rates.'],
      ['Automatic stabilizer', 'A policy that adjusts automatically to counter the business cycle.'],
    ],
  },
  'monetary-policy': {
    explanation: [
      'Monetary policy is managed by the Federal Reserve, the U.S. central bank created in 1913, to promote maximum employment and stable prices. The Fed’s main tool is the federal funds rate target, the rate banks charge each other for overnight loans, which it influences by setting interest on reserve balances and through open market operations.',
      'Expansionary monetary policy lowers interest rates and increases the money supply, encouraging borrowing, investment and spending. Contractionary policy raises rates to slow inflation. Other tools include the discount rate and, in crises, quantitative easing, the large-scale purchase of bonds. Money serves as a medium of exchange, unit of account and store of value, and banks create money through fractional reserve lending.',
    ],
    keyPoints: [
      'Buying bonds increases the money supply; selling bonds decreases it.',
      'The Fed targets about 2% inflation over the long run.',
      'The Federal Open Market Committee (FOMC) sets interest rate policy.',
    ],
    cards: [
      ['Federal Reserve', 'The central bank of the United States.'],
      ['Federal funds rate', 'The interest rate banks charge each other for overnight loans.'],
      ['Open market operations', 'The Fed’s buying and selling of government securities.'],
      ['Discount rate', 'The rate the Fed charges banks for direct loans.'],
      ['Quantitative easing', 'Large-scale asset purchases to lower long-term rates.'],
    ],
  },
  'international-trade': {
    explanation: [
      'Countries gain from trade by specializing according to comparative advantage: producing goods with the lowest opportunity cost, an idea developed by David Ricardo in 1817. A country can have an absolute advantage in everything and still benefit from trading. Trade increases total output and consumer choice.',
      'Trade barriers include tariffs, which are taxes on imports, quotas, which limit quantities, and subsidies. They protect domestic industries but raise prices for consumers and invite retaliation. The balance of payments records a country’s transactions; the United States has run a trade deficit for decades. Exchange rates determine the price of one currency in another, and a stronger dollar makes imports cheaper and exports more expensive.',
    ],
    keyPoints: [
      'Comparative advantage, not absolute advantage, determines gains from trade.',
      'Tariffs raise domestic prices and create deadweight loss.',
      'The World Trade Organization (1995) oversees global trade rules.',
    ],
    cards: [
      ['Comparative advantage', 'Ability to produce a good at a lower opportunity cost than others.'],
      ['Tariff', 'A tax on imported goods.'],
      ['Quota', 'A legal limit on the quantity of a good that can be imported.'],
      ['Trade deficit', 'When imports exceed exports.'],
      ['Exchange rate', 'The price of one currency in terms of another.'],
    ],
  },
  'personal-finance': {
    explanation: [
      'Personal finance covers budgeting, saving, credit, investing and insurance. A budget compares income to expenses; the 50/30/20 guideline assigns 50% to needs, 30% to wants and 20% to saving and debt repayment. An emergency fund of three to six months of expenses protects against surprises.',
      'Compound interest makes savings grow faster over time and makes debt more expensive; at 7% per year, money roughly doubles in about 10 years. Credit scores, from 300 to 850, depend mostly on payment history and amounts owed. Investment options include stocks, bonds and index funds, with higher expected returns carrying higher risk, and diversification reduces risk. Retirement accounts like 401(k)s and IRAs offer tax advantages.',
    ],
    keyPoints: [
      'Gross pay minus taxes and deductions equals net pay.',
      'Paying the full credit card balance each month avoids interest charges.',
      'Starting to save early gives compound interest more time to work.',
    ],
    cards: [
      ['Compound interest', 'Interest earned on both principal and previously earned interest.'],
      ['Credit score', 'A number summarizing a person’s creditworthiness.'],
      ['Diversification', 'Spreading investments to reduce risk.'],
      ['Emergency fund', 'Savings set aside for unexpected expenses.'],
      ['APR', 'Annual percentage rate, the yearly cost of borrowing.'],
    ],
  },
};
