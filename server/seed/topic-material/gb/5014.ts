/** Business (gb catalogue subject 5014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  enterprise: {
    explanation: [
      'Enterprise is the process of identifying business opportunities and taking the risks to start a business. Entrepreneurs organise resources, make decisions and take risks in return for potential rewards such as profit, independence and personal satisfaction. Business ideas often come from changes in technology, consumer tastes and products becoming obsolete.',
      'Entrepreneurs need qualities such as determination, creativity, risk-taking and resilience. New businesses add value through convenience, branding, quality, design and unique selling points (USPs). Business aims and objectives vary: a start-up may aim to survive, while a larger firm may aim for growth, market share or social and ethical goals. Stakeholders, such as owners, employees, customers, suppliers and the local community, are affected by a business’s activities.',
    ],
    keyPoints: [
      'Risk includes business failure and financial loss.',
      'Stakeholder objectives can conflict, for example wages versus profit.',
      'Social enterprises reinvest profits for social purposes.',
    ],
    cards: [
      ['Entrepreneur', 'A person who takes risks to start and run a business.'],
      ['Added value', 'The difference between the selling price and the cost of inputs.'],
      ['USP', 'Unique selling point, what makes a product different from competitors.'],
      ['Stakeholder', 'Anyone with an interest in or affected by a business.'],
      ['Obsolete', 'No longer useful or in demand.'],
    ],
  },
  'business-planning': {
    explanation: [
      'A business plan sets out the idea, aims, market research, marketing mix, finance and location of a business. It helps owners think through decisions and persuade lenders and investors to provide finance. Market research can be primary (surveys, focus groups) or secondary (government statistics, online reports), and may be qualitative or quantitative.',
      'Market mapping positions products by features like price and quality to spot gaps in the market, and market segmentation divides customers by age, income, location or lifestyle. Ownership choices include sole traders and partnerships, which have unlimited liability, and private limited companies (Ltd), which have limited liability. Location decisions depend on proximity to customers, labour, materials and costs.',
    ],
    keyPoints: [
      'Limited liability protects owners’ personal assets.',
      'Franchises let a business use an established brand for a fee.',
      'Revenue = price × quantity sold.',
    ],
    cards: [
      ['Business plan', 'A document setting out a business’s aims and how to achieve them.'],
      ['Primary research', 'New information collected first-hand.'],
      ['Market segmentation', 'Dividing a market into groups of similar customers.'],
      ['Unlimited liability', 'Owners being personally responsible for all business debts.'],
      ['Sole trader', 'A business owned and run by one person.'],
    ],
  },
  marketing: {
    explanation: [
      'The marketing mix, or 4Ps, consists of product, price, place and promotion. The product life cycle moves through development, introduction, growth, maturity and decline, and extension strategies such as new packaging or markets can prolong it. The Boston Matrix classifies products as stars, cash cows, question marks and dogs by market share and market growth.',
      'Pricing strategies include penetration pricing, price skimming, competitive pricing and cost-plus pricing. Promotion includes advertising, sponsorship, social media, special offers and public relations. Place covers distribution channels, including e-commerce and retailers. An integrated marketing mix works together; for example, a luxury product needs premium pricing, exclusive outlets and high-quality promotion.',
    ],
    keyPoints: [
      'Price skimming sets a high initial price for innovative products.',
      'Cash cows generate income to support other products.',
      'Digital marketing allows precise targeting of customers.',
    ],
    cards: [
      ['Marketing mix', 'Product, price, place and promotion.'],
      ['Product life cycle', 'The stages a product goes through from launch to decline.'],
      ['Boston Matrix', 'A tool analysing products by market share and market growth.'],
      ['Penetration pricing', 'Setting a low price to gain market share.'],
      ['Extension strategy', 'An action to lengthen a product’s life cycle.'],
    ],
  },
  'human-resources': {
    explanation: [
      'Human resource management involves recruiting, training, motivating and retaining staff. Organisational structures can be tall, with many layers and narrow spans of control, or flat, with wide spans of control and fewer managers. Businesses may be centralised, with decisions made at the top, or decentralised.',
      'Recruitment uses a job description and person specification and can be internal or external. Training may be induction, on-the-job or off-the-job. Motivation theories include Taylor’s scientific management, which saw workers as motivated by money, Maslow’s hierarchy of needs and Herzberg’s two-factor theory of hygiene factors and motivators. Financial methods include piece rate and commission, and non-financial methods include job rotation, job enrichment and empowerment.',
    ],
    keyPoints: [
      'Employment law covers the National Minimum Wage and discrimination.',
      'Labour turnover measures the rate at which staff leave.',
      'A wider span of control means more subordinates per manager.',
    ],
    cards: [
      ['Span of control', 'The number of subordinates directly responsible to a manager.'],
      ['Job description', 'A document listing the tasks and responsibilities of a job.'],
      ['Person specification', 'The qualities and qualifications required of a candidate.'],
      ['Hygiene factors', 'Herzberg’s factors that prevent dissatisfaction, such as pay.'],
      ['Empowerment', 'Giving employees authority to make decisions.'],
    ],
  },
  operations: {
    explanation: [
      'Operations management turns inputs into outputs efficiently. Production methods include job production (one-off items), batch production (groups of identical items) and flow production (continuous mass production). Lean production aims to reduce waste, using just-in-time (JIT) stock control, which keeps minimal stock, and kaizen, continuous improvement.',
      'Quality can be managed through quality control, which inspects finished products, or quality assurance, which checks quality at every stage and builds it into processes. Businesses manage suppliers based on price, reliability and quality. Technology such as automation and robots can raise productivity. Customer service, including after-sales care, builds loyalty and reputation.',
    ],
    keyPoints: [
      'JIT reduces storage costs but increases dependence on suppliers.',
      'Productivity = output ÷ number of workers.',
      'Economies of scale reduce average costs as output increases.',
    ],
    cards: [
      ['Batch production', 'Producing groups of identical products together.'],
      ['Just-in-time', 'Ordering stock only when it is needed.'],
      ['Quality assurance', 'Checking quality throughout production to prevent faults.'],
      ['Kaizen', 'A philosophy of continuous small improvements.'],
      ['Productivity', 'Output per worker or per unit of input.'],
    ],
  },
  finance: {
    explanation: [
      'Businesses raise finance from internal sources, such as retained profit and owners’ capital, and external sources, such as bank loans, overdrafts, share capital, venture capital and crowdfunding. Costs are fixed, such as rent, or variable, such as raw materials. Profit = total revenue − total costs.',
      'The break-even point is where total revenue equals total costs: break-even output = fixed costs ÷ (selling price − variable cost per unit), the denominator being the contribution per unit. Cash-flow forecasts predict inflows and outflows and help avoid cash shortages. The income statement shows gross and net profit, and the statement of financial position shows assets and liabilities. Profitability is measured with gross and net profit margins and return on investment.',
    ],
    keyPoints: [
      'Margin of safety = actual output − break-even output.',
      'Profit and cash are not the same thing.',
      'Gross profit margin = gross profit ÷ revenue × 100.',
    ],
    cards: [
      ['Break-even point', 'The output at which total revenue equals total costs.'],
      ['Fixed cost', 'A cost that does not change with output.'],
      ['Cash-flow forecast', 'A prediction of future cash inflows and outflows.'],
      ['Retained profit', 'Profit kept in the business for reinvestment.'],
      ['Return on investment', 'Profit from an investment as a percentage of its cost.'],
    ],
  },
  'external-influences': {
    explanation: [
      'Businesses are affected by factors outside their control. Economic factors include interest rates, which affect borrowing costs and consumer spending; exchange rates, since a stronger pound makes imports cheaper and exports more expensive (SPICED); inflation; unemployment; and consumer income. Recessions reduce demand for luxury goods.',
      'Legislation, such as consumer protection law and employment law, including the National Minimum Wage, affects costs and operations. Technology creates e-commerce and digital communication opportunities. Ethical and environmental considerations, such as fair trade, sustainability and carbon emissions, shape consumer choices and business reputations. Globalisation opens new markets but increases competition.',
    ],
    keyPoints: [
      'SPICED: Strong Pound, Imports Cheap, Exports Dear.',
      'Higher interest rates raise the cost of loans.',
      'Ethical behaviour can raise costs but strengthen brand image.',
    ],
    cards: [
      ['Interest rate', 'The cost of borrowing money.'],
      ['Exchange rate', 'The value of one currency in terms of another.'],
      ['Inflation', 'A general rise in prices over time.'],
      ['Consumer law', 'Laws protecting customers, such as the Consumer Rights Act 2015.'],
      ['Globalisation', 'The growing integration of the world’s economies.'],
    ],
  },
  'business-growth': {
    explanation: [
      'Businesses grow organically, by opening new outlets, developing new products or entering new markets, or externally through mergers and takeovers. Horizontal integration joins firms at the same stage of production, vertical integration joins firms at different stages, and conglomerate integration joins unrelated businesses.',
      'Growth can bring economies of scale, greater market share and more financial power, but also diseconomies of scale such as poor communication and low motivation. A private limited company may become a public limited company (plc) by floating shares on the stock exchange, raising large amounts of finance at the risk of losing control. Ansoff’s matrix sets out growth strategies: market penetration, market development, product development and diversification.',
    ],
    keyPoints: [
      'Organic growth is slower but less risky than takeovers.',
      'Diversification is the riskiest Ansoff strategy.',
      'Public limited companies must publish their accounts.',
    ],
    cards: [
      ['Organic growth', 'Growth from within the business.'],
      ['Merger', 'Two businesses agreeing to join together.'],
      ['Takeover', 'One business buying a controlling share of another.'],
      ['Economies of scale', 'Falling average costs as a business grows.'],
      ['Ansoff’s matrix', 'A model of growth strategies based on products and markets.'],
    ],
  },
};
