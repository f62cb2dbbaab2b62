/** Politics (gb catalogue subject 5017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'democracy-and-participation': {
    explanation: [
      'Democracy means rule by the people. In direct democracy, citizens make decisions themselves, as in referendums such as the 2016 EU referendum, while in representative democracy they elect representatives, such as MPs, to decide for them. The UK is mainly a representative democracy with occasional referendums.',
      'Participation includes voting, joining parties and pressure groups, protesting and petitioning. Some argue there is a participation crisis, pointing to general election turnout falling to 59% in 2001 and declining party membership, while others note growth in e-petitions and single-issue campaigns. The franchise has expanded over time, including the Representation of the People Acts of 1918 and 1928 and the lowering of the voting age to 18 in 1969.',
    ],
    keyPoints: [
      'Pressure groups can be insider or outsider groups.',
      'Rights in the UK are protected by the Human Rights Act 1998.',
      'Votes at 16 apply in Scottish and Welsh devolved elections.',
    ],
    cards: [
      ['Direct democracy', 'Citizens making decisions themselves, for example in referendums.'],
      ['Representative democracy', 'Citizens electing representatives to make decisions.'],
      ['Franchise', 'The right to vote.'],
      ['Pressure group', 'An organisation that seeks to influence policy without standing for election.'],
      ['Participation crisis', 'A decline in political engagement, such as voting.'],
    ],
  },
  'political-parties': {
    explanation: [
      'Political parties are groups of people with shared ideas that seek power by contesting elections. They develop policy, recruit leaders, educate voters and, in government, provide stable administration. The UK’s main parties are the Conservatives, rooted in tradition, pragmatism and free markets, and Labour, rooted in socialism and the trade union movement, which moved towards the centre under Tony Blair’s New Labour.',
      'The Liberal Democrats, formed in 1988, support individual liberty and constitutional reform, and were in coalition with the Conservatives from 2010 to 2015. Other parties include the SNP, the Greens and Reform UK. Party funding comes from membership, donations and state funding for opposition parties (Short money), and debates about funding focus on the influence of wealthy donors.',
    ],
    keyPoints: [
      'The UK is often described as a two-party system at Westminster.',
      'Minor parties have more success in devolved assemblies using proportional systems.',
      'Party leaders are chosen by members and MPs under each party’s rules.',
    ],
    cards: [
      ['Political party', 'An organisation that seeks to win power through elections.'],
      ['New Labour', 'Labour’s centrist rebranding under Tony Blair in the 1990s.'],
      ['One-Nation Conservatism', 'A Conservative tradition stressing social unity and paternalism.'],
      ['Short money', 'State funding given to opposition parties in the Commons.'],
      ['Coalition', 'A government formed by two or more parties.'],
    ],
  },
  'electoral-systems': {
    explanation: [
      'General elections to the House of Commons use first-past-the-post (FPTP), in which the candidate with the most votes in each of 650 constituencies wins. FPTP usually produces strong single-party governments and a clear constituency link but can give disproportionate results and wasted votes, as in 2015 when UKIP won 12.6% of the vote but one seat.',
      'Other systems are used elsewhere in the UK. The Additional Member System (AMS), used for the Scottish Parliament and Senedd, combines constituency seats with regional list seats. The Single Transferable Vote (STV), used in Northern Ireland, is a proportional system with multi-member constituencies. The Supplementary Vote was used for mayors until 2022. In 2011, a referendum rejected replacing FPTP with the Alternative Vote.',
    ],
    keyPoints: [
      'Safe seats and tactical voting are features of FPTP.',
      'Proportional systems often produce coalitions.',
      'Referendums have been used for devolution and EU membership.',
    ],
    cards: [
      ['First-past-the-post', 'A plurality system where the candidate with most votes wins.'],
      ['Additional Member System', 'A hybrid system combining FPTP and party lists.'],
      ['Single Transferable Vote', 'A proportional system ranking candidates in multi-member seats.'],
      ['Safe seat', 'A constituency very likely to be held by the same party.'],
      ['Tactical voting', 'Voting for a less preferred candidate to stop another winning.'],
    ],
  },
  'voting-behaviour': {
    explanation: [
      'Voting behaviour is shaped by long-term factors, such as social class, age, ethnicity, region and partisan identification, and short-term factors, such as the economy, leadership, campaigns and the media. In the 1950s and 1960s, class voting was strong, but partisan and class dealignment since the 1970s has made voters more volatile.',
      'Recent elections show age and education increasingly important: in 2017 and 2019, younger voters favoured Labour and older voters the Conservatives. The 1997 election, a Labour landslide under Tony Blair, reflected dissatisfaction with the Conservatives and effective campaigning. In 2019, Brexit helped the Conservatives win “Red Wall” seats in the north of England, and in 2024 Labour won a large majority under Keir Starmer.',
    ],
    keyPoints: [
      'Valence issues concern competence rather than ideology.',
      'Rational choice theory sees voters weighing policies and performance.',
      'Opinion polls can influence campaigns and turnout.',
    ],
    cards: [
      ['Class dealignment', 'The weakening link between social class and voting.'],
      ['Partisan dealignment', 'Fewer voters strongly identifying with one party.'],
      ['Valence', 'Voters judging parties on competence and image.'],
      ['Red Wall', 'Traditionally Labour seats in the north and Midlands.'],
      ['Volatility', 'The tendency of voters to change party between elections.'],
    ],
  },
  'the-constitution': {
    explanation: [
      'The UK constitution is uncodified, meaning it is not written in a single document. Its sources include statute law, such as the Human Rights Act 1998, common law, conventions, such as the Salisbury Convention, authoritative works, such as Dicey and Bagehot, and, until Brexit, EU law. Key principles are parliamentary sovereignty and the rule of law.',
      'The constitution has evolved through documents such as Magna Carta (1215) and the Bill of Rights (1689). Since 1997, reforms have included devolution to Scotland, Wales and Northern Ireland, removal of most hereditary peers (1999), the Freedom of Information Act 2000 and the Supreme Court (2009). Critics argue an uncodified constitution is too flexible, while supporters praise its adaptability.',
    ],
    keyPoints: [
      'The UK constitution is flexible, as it can be changed by an Act of Parliament.',
      'Conventions are unwritten rules, such as royal assent being given to bills.',
      'Devolution transfers powers but Westminster remains sovereign.',
    ],
    cards: [
      ['Uncodified constitution', 'A constitution not contained in one written document.'],
      ['Parliamentary sovereignty', 'Parliament’s ability to make or unmake any law.'],
      ['Convention', 'An unwritten rule of constitutional practice.'],
      ['Devolution', 'The transfer of powers from central government to regional bodies.'],
      ['Rule of law', 'The principle that everyone is subject to the law.'],
    ],
  },
  parliament: {
    explanation: [
      'Parliament is bicameral, consisting of the elected House of Commons, the unelected House of Lords and the monarch. The Commons has 650 MPs and is dominant, as the Parliament Acts of 1911 and 1949 limit the Lords to delaying most bills by about a year. The Lords contains life peers, 92 hereditary peers and 26 bishops.',
      'Parliament legislates through stages: first and second readings, committee stage, report stage and third reading in each House, then royal assent. It scrutinises the government through Prime Minister’s Questions, select committees, debates and the opposition. Backbench MPs can introduce private members’ bills, and select committees chaired by elected MPs have become more assertive since the 2010 Wright reforms.',
    ],
    keyPoints: [
      'The Salisbury Convention means the Lords does not block manifesto commitments.',
      'The Speaker keeps order in the Commons.',
      'Executive dominance is strongest with a large majority.',
    ],
    cards: [
      ['Bicameral', 'A legislature with two chambers.'],
      ['Select committee', 'A cross-party committee that scrutinises government departments.'],
      ['Royal assent', 'The monarch’s formal approval making a bill law.'],
      ['Backbencher', 'An MP who is not a minister or opposition spokesperson.'],
      ['Parliament Acts', 'Laws of 1911 and 1949 limiting the power of the Lords.'],
    ],
  },
  'the-prime-minister-and-cabinet': {
    explanation: [
      'The Prime Minister is the head of government, usually the leader of the largest party in the Commons. Powers come mostly from the royal prerogative and conventions, including appointing and dismissing ministers, directing policy, leading the party and representing the UK abroad. The Cabinet is the main decision-making body, bound by collective ministerial responsibility.',
      'Debates focus on whether the UK has prime ministerial or cabinet government, and some argue PMs have become presidential. Powerful PMs such as Margaret Thatcher and Tony Blair had large majorities, while Theresa May was weakened by a minority government after 2017. Individual ministerial responsibility means ministers are accountable for their departments and personal conduct, and some resign after failures or scandals.',
    ],
    keyPoints: [
      'Collective responsibility requires ministers to support Cabinet decisions publicly.',
      'PM powers depend on majority size, party unity and popularity.',
      'Cabinet reshuffles show the PM’s power of patronage.',
    ],
    cards: [
      ['Royal prerogative', 'Powers formally held by the monarch, exercised by ministers.'],
      ['Collective ministerial responsibility', 'The convention that Cabinet members publicly support decisions.'],
      ['Individual ministerial responsibility', 'Ministers being accountable for their departments and conduct.'],
      ['Patronage', 'The power to appoint people to positions.'],
      ['Presidentialism', 'The idea that PMs act like presidents rather than first among equals.'],
    ],
  },
  'the-supreme-court': {
    explanation: [
      'The UK Supreme Court was created by the Constitutional Reform Act 2005 and began work in 2009, replacing the Appellate Committee of the House of Lords. It has 12 justices and is the final court of appeal for civil cases in the UK and criminal cases in England, Wales and Northern Ireland. Its creation strengthened the separation of powers.',
      'Judicial independence is protected by security of tenure, guaranteed salaries and the independent Judicial Appointments Commission. Because of parliamentary sovereignty, the court cannot strike down Acts of Parliament, but it can issue declarations of incompatibility under the Human Rights Act and rule on the legality of government actions through judicial review. In Miller II (2019), it ruled the prorogation of Parliament unlawful.',
    ],
    keyPoints: [
      'Judicial neutrality requires judges to act without political bias.',
      'Ultra vires means acting beyond legal powers.',
      'Miller I (2017) required Parliament’s approval to trigger Article 50.',
    ],
    cards: [
      ['Judicial independence', 'Judges being free from political pressure.'],
      ['Judicial review', 'Courts checking whether public bodies acted lawfully.'],
      ['Declaration of incompatibility', 'A statement that a law conflicts with the Human Rights Act.'],
      ['Ultra vires', 'Acting beyond one’s legal authority.'],
      ['Constitutional Reform Act 2005', 'The act that created the UK Supreme Court.'],
    ],
  },
  'us-politics': {
    explanation: [
      'The US Constitution (1787) is codified and entrenched, with amendments requiring two-thirds of Congress and three-quarters of the states. It establishes federalism and a separation of powers between Congress, the President and the Supreme Court, linked by checks and balances. The Bill of Rights protects freedoms such as speech and religion.',
      'Congress has the House of Representatives and the Senate, which confirms appointments and ratifies treaties. The President is elected via the Electoral College and has powers as commander-in-chief, chief executive and head of state. The Supreme Court has judicial review, established in Marbury v Madison (1803), and can strike down laws. US politics is dominated by the Democratic and Republican parties and shaped by interest groups and campaign finance.',
    ],
    keyPoints: [
      'US presidents are limited to two terms by the 22nd Amendment.',
      'Unlike the UK, US courts can overturn legislation as unconstitutional.',
      'Divided government can cause gridlock.',
    ],
    cards: [
      ['Codified constitution', 'A constitution written in a single document.'],
      ['Federalism', 'Division of power between national and state governments.'],
      ['Electoral College', 'The body that formally elects the US President.'],
      ['Checks and balances', 'Each branch limiting the powers of the others.'],
      ['Gridlock', 'Inability to pass legislation due to conflict between branches.'],
    ],
  },
};
