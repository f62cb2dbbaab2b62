/** U.S. History (us catalogue subject 7005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'colonial-america': {
    explanation: [
      'English colonization of North America began with Jamestown, Virginia, in 1607, whose economy came to depend on tobacco. The Pilgrims founded Plymouth in 1620 after signing the Mayflower Compact, and the Puritans established the Massachusetts Bay Colony in 1630. By 1732 there were thirteen colonies.',
      'The colonies formed three regions: New England, with small farms, trade and town meetings; the Middle Colonies, with diverse populations and grain farming; and the Southern Colonies, with plantations of tobacco, rice and indigo worked increasingly by enslaved Africans. Self-government developed early through the Virginia House of Burgesses (1619) and colonial assemblies.',
    ],
    keyPoints: [
      'Jamestown (1607) was the first permanent English settlement.',
      'The first enslaved Africans arrived in Virginia in 1619.',
      'Salutary neglect allowed colonists considerable self-rule until the 1760s.',
    ],
    cards: [
      ['Jamestown', 'The first permanent English settlement in North America, founded in 1607.'],
      ['Mayflower Compact', 'The 1620 agreement by Plymouth settlers to form a self-governing body.'],
      ['House of Burgesses', 'Virginia’s elected assembly, the first in the colonies, from 1619.'],
      ['Mercantilism', 'An economic policy in which colonies exist to enrich the mother country.'],
      ['Great Awakening', 'A religious revival in the colonies during the 1730s and 1740s.'],
    ],
  },
  'american-revolution': {
    explanation: [
      'After the French and Indian War (1754–1763), Britain taxed the colonies to pay its debts through the Stamp Act (1765) and Townshend Acts (1767). Colonists protested “no taxation without representation,” leading to the Boston Massacre (1770) and the Boston Tea Party (1773).',
      'Fighting began at Lexington and Concord in April 1775, and the Declaration of Independence, written mainly by Thomas Jefferson, was adopted on July 4, 1776. The American victory at Saratoga in 1777 brought a French alliance, and the British surrender at Yorktown in 1781 effectively ended the war. The Treaty of Paris (1783) recognized American independence.',
    ],
    keyPoints: [
      'The Intolerable Acts of 1774 led to the First Continental Congress.',
      'Saratoga was the turning point because it secured French support.',
      'George Washington commanded the Continental Army.',
    ],
    cards: [
      ['Stamp Act', 'A 1765 British tax on printed materials in the colonies.'],
      ['Declaration of Independence', 'The document adopted July 4, 1776, declaring independence from Britain.'],
      ['Battle of Saratoga', 'The 1777 American victory that won the French alliance.'],
      ['Yorktown', 'Site of the 1781 British surrender that ended major fighting.'],
      ['Treaty of Paris (1783)', 'The treaty in which Britain recognized U.S. independence.'],
    ],
  },
  'the-constitution': {
    explanation: [
      'The Articles of Confederation (1781) created a weak national government that could not tax or regulate trade, and Shays’ Rebellion (1786–1787) exposed its weakness. In 1787 the Constitutional Convention met in Philadelphia and wrote a new Constitution.',
      'The Great Compromise created a bicameral Congress with representation by population in the House and equal representation in the Senate. The Three-Fifths Compromise counted enslaved people as three fifths of a person for representation. Federalists such as Hamilton, Madison and Jay argued for ratification in The Federalist Papers, and Anti-Federalists won the promise of a Bill of Rights, ratified in 1791.',
    ],
    keyPoints: [
      'The Constitution was ratified in 1788 and took effect in 1789.',
      'The Bill of Rights is the first ten amendments.',
      'Separation of powers and checks and balances limit each branch.',
    ],
    cards: [
      ['Articles of Confederation', 'The first U.S. constitution, which created a weak central government.'],
      ['Great Compromise', 'The plan for a House based on population and a Senate with two members per state.'],
      ['Federalists', 'Supporters of ratifying the Constitution and a stronger national government.'],
      ['Anti-Federalists', 'Opponents of ratification who demanded a bill of rights.'],
      ['Shays’ Rebellion', 'A 1786–1787 farmers’ uprising in Massachusetts that exposed the Articles’ weakness.'],
    ],
  },
  'civil-war': {
    explanation: [
      'Sectional conflict over slavery grew through the Missouri Compromise (1820), the Compromise of 1850, the Kansas-Nebraska Act (1854) and the Dred Scott decision (1857). After Abraham Lincoln was elected in 1860, eleven Southern states seceded and formed the Confederacy, and war began at Fort Sumter in April 1861.',
      'The Union had more people, industry and railroads, while the Confederacy fought defensively with skilled generals such as Robert E. Lee. The Emancipation Proclamation of January 1, 1863 freed enslaved people in rebelling states. Gettysburg and the fall of Vicksburg in July 1863 turned the war, and Lee surrendered to Ulysses S. Grant at Appomattox Court House in April 1865.',
    ],
    keyPoints: [
      'About 620,000 soldiers died, the most in any American war.',
      'The Emancipation Proclamation made ending slavery a Union war aim.',
      'The Anaconda Plan aimed to blockade the South and control the Mississippi.',
    ],
    cards: [
      ['Fort Sumter', 'The South Carolina fort where the Civil War began in 1861.'],
      ['Emancipation Proclamation', 'Lincoln’s 1863 order freeing enslaved people in Confederate states.'],
      ['Gettysburg', 'The July 1863 Union victory in Pennsylvania that ended Lee’s invasion of the North.'],
      ['Appomattox Court House', 'Where Lee surrendered to Grant in April 1865.'],
      ['Secession', 'Formal withdrawal of a state from the Union.'],
    ],
  },
  reconstruction: {
    explanation: [
      'Reconstruction (1865–1877) was the effort to rebuild the South and define the rights of freed people after the Civil War. The 13th Amendment (1865) abolished slavery, the 14th (1868) granted citizenship and equal protection, and the 15th (1870) prohibited denying the vote based on race.',
      'President Andrew Johnson favored lenient terms, but Radical Republicans in Congress imposed military Reconstruction and impeached him in 1868. The Freedmen’s Bureau set up schools for formerly enslaved people, and Black men were elected to office. Southern states responded with Black Codes, and the Ku Klux Klan used terror. The Compromise of 1877 withdrew federal troops, ending Reconstruction.',
    ],
    keyPoints: [
      'The Reconstruction Amendments are the 13th, 14th and 15th.',
      'Sharecropping kept many freed people in debt and poverty.',
      'After 1877, Jim Crow laws enforced segregation in the South.',
    ],
    cards: [
      ['Freedmen’s Bureau', 'A federal agency that aided formerly enslaved people with food, schools and legal help.'],
      ['Black Codes', 'Southern laws restricting the rights of freed African Americans.'],
      ['Sharecropping', 'A system in which farmers worked land for a share of the crop.'],
      ['Compromise of 1877', 'The deal that made Hayes president and ended Reconstruction.'],
      ['14th Amendment', 'Granted citizenship and equal protection of the laws to all persons born in the U.S.'],
    ],
  },
  'progressive-era': {
    explanation: [
      'The Progressive Era (about 1890–1920) was a reform movement responding to problems of industrialization, urbanization and political corruption. Muckraking journalists exposed abuses: Upton Sinclair’s The Jungle (1906) described the meatpacking industry, and Ida Tarbell investigated Standard Oil.',
      'Presidents Theodore Roosevelt, William Howard Taft and Woodrow Wilson used federal power to regulate business and break up trusts. Reforms included the Pure Food and Drug Act (1906), the Federal Reserve (1913), the 16th Amendment creating the income tax, the 17th providing direct election of senators and the 19th granting women the vote in 1920. Jane Addams’s Hull House offered services to immigrants.',
    ],
    keyPoints: [
      'Progressives believed government should actively solve social problems.',
      'Theodore Roosevelt’s “Square Deal” targeted trusts and conserved public land.',
      'Initiative, referendum and recall gave voters more direct power.',
    ],
    cards: [
      ['Muckraker', 'A journalist who exposed corruption and social problems.'],
      ['Trust-busting', 'Breaking up monopolies using antitrust laws.'],
      ['17th Amendment', 'Established direct election of U.S. senators (1913).'],
      ['19th Amendment', 'Gave women the right to vote (1920).'],
      ['The Jungle', 'Upton Sinclair’s 1906 novel exposing conditions in meatpacking plants.'],
    ],
  },
  'great-depression-and-new-deal': {
    explanation: [
      'The Great Depression began with the stock market crash of October 1929 and lasted through the 1930s. Causes included overproduction, unequal income, buying stocks on margin, bank failures and high tariffs such as Smoot-Hawley. Unemployment reached about 25% in 1933, and the Dust Bowl drove many farm families west.',
      'Franklin D. Roosevelt, elected in 1932, launched the New Deal, aimed at relief, recovery and reform. Programs included the Civilian Conservation Corps, the Works Progress Administration, the FDIC to insure bank deposits and the Social Security Act of 1935. The New Deal expanded the federal government’s role, though full recovery came only with World War II spending.',
    ],
    keyPoints: [
      'Black Tuesday, October 29, 1929, marked the crash.',
      'The New Deal’s goals were the “three Rs”: relief, recovery and reform.',
      'Herbert Hoover’s limited response led to shantytowns called Hoovervilles.',
    ],
    cards: [
      ['Black Tuesday', 'October 29, 1929, the worst day of the stock market crash.'],
      ['Dust Bowl', 'Severe drought and dust storms on the Great Plains in the 1930s.'],
      ['New Deal', 'FDR’s programs for relief, recovery and reform.'],
      ['Social Security Act', 'The 1935 law creating old-age pensions and unemployment insurance.'],
      ['FDIC', 'Federal agency that insures bank deposits, created in 1933.'],
    ],
  },
  'world-war-ii': {
    explanation: [
      'The United States stayed officially neutral after war broke out in Europe in 1939 but aided Britain through the Lend-Lease Act of 1941. Japan’s attack on Pearl Harbor on December 7, 1941 brought the U.S. into the war against the Axis powers of Germany, Italy and Japan.',
      'At home, factories converted to war production, women entered the workforce as symbolized by “Rosie the Riveter,” and about 120,000 Japanese Americans were forced into internment camps. Allied landings in Normandy on D-Day, June 6, 1944, opened a Western front, and Germany surrendered in May 1945. After atomic bombs were dropped on Hiroshima and Nagasaki in August 1945, Japan surrendered.',
    ],
    keyPoints: [
      'Midway (June 1942) was the turning point in the Pacific.',
      'The U.S. used island hopping to advance toward Japan.',
      'Korematsu v. United States (1944) upheld Japanese American internment.',
    ],
    cards: [
      ['Pearl Harbor', 'The Japanese attack on December 7, 1941 that brought the U.S. into the war.'],
      ['D-Day', 'The Allied invasion of Normandy on June 6, 1944.'],
      ['Lend-Lease Act', 'The 1941 law allowing the U.S. to supply Allied nations with weapons.'],
      ['Manhattan Project', 'The secret U.S. program that built the atomic bomb.'],
      ['Island hopping', 'The strategy of capturing selected Pacific islands on the way to Japan.'],
    ],
  },
  'cold-war': {
    explanation: [
      'The Cold War (1947–1991) was a rivalry between the United States and the Soviet Union fought through alliances, arms races and proxy wars rather than direct combat. The U.S. pursued containment, announced in the Truman Doctrine (1947), and rebuilt Western Europe with the Marshall Plan. NATO was founded in 1949.',
      'Conflicts included the Korean War (1950–1953) and the Vietnam War, and the Cuban Missile Crisis of October 1962 brought the superpowers close to nuclear war. At home, fear of communism fueled McCarthyism, and the space race followed the Soviet launch of Sputnik in 1957. The Berlin Wall fell in 1989 and the Soviet Union dissolved in 1991.',
    ],
    keyPoints: [
      'Containment aimed to stop the spread of communism.',
      'Mutually assured destruction deterred nuclear war.',
      'Détente in the 1970s eased tensions through arms-control treaties.',
    ],
    cards: [
      ['Containment', 'U.S. policy of preventing the spread of communism.'],
      ['Marshall Plan', 'U.S. economic aid to rebuild Western Europe after World War II.'],
      ['Cuban Missile Crisis', 'The 1962 standoff over Soviet missiles in Cuba.'],
      ['McCarthyism', 'Reckless accusations of communist disloyalty in the early 1950s.'],
      ['Sputnik', 'The first artificial satellite, launched by the USSR in 1957.'],
    ],
  },
  'civil-rights-movement': {
    explanation: [
      'The civil rights movement of the 1950s and 1960s fought segregation and discrimination against African Americans. In Brown v. Board of Education (1954) the Supreme Court ruled school segregation unconstitutional, overturning Plessy v. Ferguson’s “separate but equal.” Rosa Parks’s arrest in 1955 sparked the Montgomery Bus Boycott, led by Martin Luther King Jr.',
      'Activists used nonviolent direct action such as sit-ins, Freedom Rides and marches, including the 1963 March on Washington. Congress passed the Civil Rights Act of 1964, banning discrimination in public places and employment, and the Voting Rights Act of 1965, after the Selma marches. Later, leaders such as Malcolm X and the Black Power movement stressed self-determination.',
    ],
    keyPoints: [
      'Brown v. Board (1954) ended legal school segregation.',
      'The Voting Rights Act of 1965 banned literacy tests.',
      'The 24th Amendment (1964) abolished poll taxes in federal elections.',
    ],
    cards: [
      ['Brown v. Board of Education', 'The 1954 ruling that segregated public schools are unconstitutional.'],
      ['Montgomery Bus Boycott', 'The 1955–1956 protest against segregated buses.'],
      ['Sit-in', 'A protest in which people occupy seats at a segregated place and refuse to leave.'],
      ['Civil Rights Act of 1964', 'The law banning discrimination based on race, color, religion, sex or national origin.'],
      ['SNCC', 'Student Nonviolent Coordinating Committee, a youth-led civil rights group.'],
    ],
  },
};
