/** Economics (gb catalogue subject 5015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'supply-and-demand': {
    explanation: [
      'In a competitive market, price is set by the interaction of demand and supply. Demand is the quantity consumers are willing and able to buy at each price, and it falls as price rises because of the income and substitution effects. Supply is the quantity producers are willing and able to sell, and it rises with price because higher prices make production more profitable.',
      'Non-price factors shift the curves: demand shifts with income, tastes, advertising and the prices of substitutes and complements, while supply shifts with costs of production, technology, indirect taxes and subsidies. Market equilibrium clears the market; excess demand pushes price up and excess supply pushes it down. The price mechanism rations scarce goods, signals information and provides incentives.',
    ],
    keyPoints: [
      'A movement along a curve is caused by a change in the good’s own price.',
      'An indirect tax shifts supply to the left.',
      'Consumer surplus is the difference between what consumers are willing to pay and what they pay.',
    ],
    cards: [
      ['Effective demand', 'Desire for a good backed by the ability to pay.'],
      ['Market equilibrium', 'The price at which demand equals supply.'],
      ['Price mechanism', 'The way prices allocate resources through signalling, incentives and rationing.'],
      ['Producer surplus', 'The difference between the price received and the minimum a producer would accept.'],
      ['Excess supply', 'When supply exceeds demand at the current price.'],
    ],
  },
  elasticity: {
    explanation: [
      'Elasticity measures the responsiveness of one variable to another. Price elasticity of demand (PED) = % change in quantity demanded ÷ % change in price. Demand is price inelastic when PED is between 0 and −1, as for cigarettes and petrol, and elastic when it is more negative than −1, as for particular brands of chocolate.',
      'Determinants of PED include the number of close substitutes, the proportion of income spent, whether the good is a necessity or addictive, and the time period. Income elasticity of demand (YED) is positive for normal goods and negative for inferior goods, and above +1 for luxuries. Cross elasticity (XED) is positive for substitutes and negative for complements. Price elasticity of supply (PES) depends on spare capacity, stocks and time.',
    ],
    keyPoints: [
      'Firms raise revenue by increasing prices when demand is price inelastic.',
      'Governments tax goods with inelastic demand to raise revenue.',
      'Supply is usually more elastic in the long run.',
    ],
    cards: [
      ['PED', 'Percentage change in quantity demanded divided by percentage change in price.'],
      ['YED', 'Income elasticity of demand.'],
      ['XED', 'Cross elasticity of demand between two goods.'],
      ['Price inelastic', 'When quantity demanded changes proportionately less than price.'],
      ['PES', 'Responsiveness of quantity supplied to a change in price.'],
    ],
  },
  'market-failure': {
    explanation: [
      'Market failure occurs when the free market allocates resources inefficiently, so social welfare is not maximised. Negative externalities, such as pollution from factories, are costs to third parties, so social cost exceeds private cost and the good is overproduced. Positive externalities, such as from education or vaccinations, mean the good is underproduced.',
      'Public goods, such as street lighting and national defence, are non-rival and non-excludable, leading to the free-rider problem and no provision by the market. Merit goods are underconsumed and demerit goods overconsumed because of information failure. Governments intervene through indirect taxes, subsidies, regulation, tradable pollution permits, state provision and information, but government failure can occur if intervention makes outcomes worse.',
    ],
    keyPoints: [
      'Welfare loss is shown by a triangle between social and private curves.',
      'Asymmetric information occurs when one party knows more than another.',
      'Monopoly power is another cause of market failure.',
    ],
    cards: [
      ['Externality', 'A cost or benefit to a third party not involved in the transaction.'],
      ['Public good', 'A good that is non-rival and non-excludable.'],
      ['Free-rider problem', 'Consumers benefiting without paying, so the market fails to provide.'],
      ['Merit good', 'A good underconsumed in a free market because of information failure.'],
      ['Government failure', 'When intervention leads to a less efficient outcome.'],
    ],
  },
  'labour-market': {
    explanation: [
      'Labour is a derived demand: firms hire workers because of demand for the goods they produce. The demand for labour depends on the marginal revenue product of labour, productivity and wage rates. Labour supply depends on wages, working conditions, qualifications and the size of the working population.',
      'Wage differentials arise from differences in skills, training, demand for the product, trade union power and discrimination. A national minimum wage set above equilibrium may reduce poverty but could increase unemployment, although evidence from the UK since 1999 suggests small effects. A monopsony employer can pay below competitive wages. Trade unions bargain collectively for higher pay and better conditions.',
    ],
    keyPoints: [
      'Geographical and occupational immobility cause labour market failure.',
      'Monopsony is a single buyer of labour.',
      'The UK national minimum wage was introduced in 1999.',
    ],
    cards: [
      ['Derived demand', 'Demand for a factor arising from demand for the final product.'],
      ['Marginal revenue product', 'The extra revenue from employing one more worker.'],
      ['Monopsony', 'A market with a single dominant buyer, such as of labour.'],
      ['Occupational immobility', 'Difficulty moving between jobs due to skill differences.'],
      ['Collective bargaining', 'Negotiation between unions and employers over pay and conditions.'],
    ],
  },
  'macroeconomic-objectives': {
    explanation: [
      'The main UK macroeconomic objectives are sustainable economic growth, low and stable inflation (a CPI target of 2%), low unemployment and a satisfactory balance of payments on current account. Other objectives include balancing the government budget, a fair distribution of income and environmental protection.',
      'Economic growth is the increase in real GDP and is shown in the long run by an outward shift of the production possibility frontier. Aggregate demand is AD = C + I + G + (X − M), and aggregate supply shows the economy’s output at each price level. Conflicts arise between objectives: rapid growth can cause demand-pull inflation and a current account deficit, while reducing inflation can increase unemployment in the short run.',
    ],
    keyPoints: [
      'Unemployment is measured by the Labour Force Survey and the claimant count.',
      'The current account includes trade in goods and services and primary and secondary income.',
      'The Phillips curve shows a short-run trade-off between inflation and unemployment.',
    ],
    cards: [
      ['Economic growth', 'An increase in real GDP over time.'],
      ['CPI', 'Consumer Prices Index, used for the UK inflation target.'],
      ['Aggregate demand', 'Total spending on goods and services in an economy.'],
      ['Current account', 'The record of trade in goods and services and income flows with other countries.'],
      ['Output gap', 'The difference between actual and potential output.'],
    ],
  },
  'fiscal-policy': {
    explanation: [
      'Fiscal policy uses government spending and taxation to influence the economy. In the UK, the Chancellor of the Exchequer presents the Budget. Expansionary fiscal policy raises spending or cuts taxes to boost aggregate demand, while contractionary policy does the opposite. Taxes can be direct, such as income tax, or indirect, such as VAT at a standard rate of 20%.',
      'Progressive taxes take a higher proportion from higher earners, while regressive taxes take a higher proportion from those on low incomes. A budget deficit occurs when spending exceeds tax revenue in a year, adding to the national debt. The multiplier effect magnifies changes in spending. Supply-side fiscal measures, such as tax incentives for investment, aim to raise long-run aggregate supply.',
    ],
    keyPoints: [
      'Automatic stabilisers, such as welfare benefits, rise in recessions.',
      'Austerity refers to cutting spending to reduce a deficit.',
      'The Office for Budget Responsibility produces independent forecasts.',
    ],
    cards: [
      ['Fiscal policy', 'Government use of spending and taxation to manage the economy.'],
      ['Direct tax', 'A tax on income or wealth, such as income tax.'],
      ['Progressive tax', 'A tax taking a larger proportion of income as income rises.'],
      ['Budget deficit', 'When government spending exceeds revenue in a year.'],
      ['National debt', 'The total amount owed by the government.'],
    ],
  },
  'monetary-policy': {
    explanation: [
      'Monetary policy in the UK is set by the Bank of England’s Monetary Policy Committee (MPC), which has been independent since 1997. Its main tool is Bank Rate, set to meet the government’s 2% CPI inflation target. A rise in interest rates increases the cost of borrowing and the reward for saving, reducing consumption and investment and strengthening the pound.',
      'The transmission mechanism describes how interest rate changes affect aggregate demand and inflation, with time lags of up to two years. After the 2008 financial crisis, when Bank Rate reached very low levels, the Bank used quantitative easing, creating money to buy bonds and lower long-term interest rates. Forward guidance signals future policy to influence expectations.',
    ],
    keyPoints: [
      'The MPC meets regularly and votes on Bank Rate.',
      'Lower interest rates tend to weaken the pound and boost exports.',
      'Monetary policy is less effective when confidence is low.',
    ],
    cards: [
      ['Monetary Policy Committee', 'The Bank of England committee that sets Bank Rate.'],
      ['Bank Rate', 'The interest rate set by the Bank of England.'],
      ['Quantitative easing', 'Creating money to buy assets and lower long-term interest rates.'],
      ['Transmission mechanism', 'How interest rate changes affect the economy.'],
      ['Forward guidance', 'Central bank communication about likely future policy.'],
    ],
  },
  'international-trade': {
    explanation: [
      'Countries specialise and trade according to comparative advantage, producing goods where their opportunity cost is lowest. Trade increases world output, gives consumers more choice and lower prices, and lets firms exploit economies of scale. Terms of trade measure the ratio of export prices to import prices.',
      'Protectionism includes tariffs, quotas, subsidies to domestic producers and non-tariff barriers such as regulations. It may protect infant industries and jobs but raises prices and invites retaliation. Trading blocs include free trade areas, customs unions with a common external tariff, and common markets; the UK left the EU single market and customs union in 2021. The World Trade Organization promotes free trade and settles disputes.',
    ],
    keyPoints: [
      'Absolute advantage means producing more with the same resources.',
      'A customs union has free internal trade and a common external tariff.',
      'Exchange rate changes affect the competitiveness of exports.',
    ],
    cards: [
      ['Comparative advantage', 'Producing a good at a lower opportunity cost than another country.'],
      ['Terms of trade', 'Index of export prices divided by index of import prices, × 100.'],
      ['Protectionism', 'Policies that restrict imports to protect domestic industries.'],
      ['Customs union', 'A trading bloc with free internal trade and a common external tariff.'],
      ['Quota', 'A physical limit on the quantity of imports.'],
    ],
  },
};
