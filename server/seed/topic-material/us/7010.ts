/** U.S. Government (us catalogue subject 7010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'the-constitution': {
    explanation: [
      'The U.S. Constitution, written in 1787 and in effect since 1789, is the supreme law of the land. Its Preamble begins “We the People,” and its seven articles set up the legislative (Article I), executive (Article II) and judicial (Article III) branches, relations among states, the amendment process and federal supremacy.',
      'Its core principles are popular sovereignty, limited government, separation of powers, checks and balances, federalism and judicial review. Amendments are proposed by two thirds of both houses of Congress (or a national convention called by two thirds of the states) and ratified by three fourths of the states. There have been 27 amendments, the first ten forming the Bill of Rights.',
    ],
    keyPoints: [
      'The Supremacy Clause (Article VI) makes federal law override conflicting state law.',
      'Checks and balances include the veto, veto override and Senate confirmation.',
      'The Necessary and Proper Clause lets Congress use implied powers.',
    ],
    cards: [
      ['Popular sovereignty', 'The principle that government power comes from the people.'],
      ['Checks and balances', 'Each branch can limit the powers of the others.'],
      ['Supremacy Clause', 'The clause making the Constitution and federal law supreme.'],
      ['Amendment', 'A formal change to the Constitution.'],
      ['Limited government', 'The principle that government has only the powers granted to it.'],
    ],
  },
  federalism: {
    explanation: [
      'Federalism divides power between the national government and the states. Delegated (enumerated) powers, such as coining money and declaring war, belong to the national government; the Tenth Amendment reserves other powers, such as running schools and elections, to the states. Concurrent powers, like taxing and borrowing, are shared.',
      'The balance has shifted over time. McCulloch v. Maryland (1819) upheld implied powers and barred states from taxing federal institutions. Dual federalism, like a layer cake, gave way to cooperative federalism, like a marble cake, after the New Deal. The national government influences states through grants-in-aid, categorical and block grants, and mandates.',
    ],
    keyPoints: [
      'The Tenth Amendment reserves undelegated powers to the states or the people.',
      'The Commerce Clause has been used to expand federal power.',
      'United States v. Lopez (1995) limited Commerce Clause power.',
    ],
    cards: [
      ['Federalism', 'A system dividing power between national and state governments.'],
      ['Reserved powers', 'Powers kept by the states under the Tenth Amendment.'],
      ['Concurrent powers', 'Powers shared by national and state governments, such as taxation.'],
      ['Block grant', 'Federal money given to states for broad purposes with few restrictions.'],
      ['Unfunded mandate', 'A federal requirement on states without money to pay for it.'],
    ],
  },
  congress: {
    explanation: [
      'Congress is a bicameral legislature. The House of Representatives has 435 members elected for two-year terms, with seats apportioned by population after each census. The Senate has 100 members, two per state, serving six-year staggered terms. The House starts revenue bills and impeaches; the Senate confirms appointments, ratifies treaties by a two-thirds vote and holds impeachment trials.',
      'A bill becomes law after passing both chambers in identical form and being signed by the president, or if Congress overrides a veto by a two-thirds vote in each house. Most work happens in standing committees. The Speaker leads the House, and in the Senate the filibuster can block a bill unless 60 senators vote for cloture.',
    ],
    keyPoints: [
      'House members must be 25 and citizens for 7 years; senators 30 and citizens for 9.',
      'Conference committees reconcile different House and Senate versions.',
      'The House Rules Committee sets terms of debate for bills.',
    ],
    cards: [
      ['Bicameral', 'Having two legislative chambers.'],
      ['Filibuster', 'Prolonged Senate debate used to delay or block a vote.'],
      ['Cloture', 'A Senate vote of 60 members to end debate.'],
      ['Standing committee', 'A permanent congressional committee handling a policy area.'],
      ['Apportionment', 'Distribution of House seats among the states by population.'],
    ],
  },
  'the-presidency': {
    explanation: [
      'The president must be a natural-born citizen, at least 35 years old and a U.S. resident for 14 years. Presidents serve four-year terms and, under the 22nd Amendment (1951), may be elected only twice. The president is chosen through the Electoral College.',
      'Formal powers include serving as commander in chief, vetoing bills, making treaties with Senate consent, appointing judges and officials, and granting pardons. Informal powers include executive orders, executive agreements, signing statements and the “bully pulpit” to shape public opinion. The executive branch includes the cabinet departments and the Executive Office of the President.',
    ],
    keyPoints: [
      'The War Powers Resolution (1973) requires reporting to Congress within 48 hours of deploying troops.',
      'A pocket veto occurs when a president does not sign a bill within ten days after Congress adjourns.',
      'The 25th Amendment covers presidential succession and disability.',
    ],
    cards: [
      ['Veto', 'The president’s rejection of a bill passed by Congress.'],
      ['Executive order', 'A presidential directive with the force of law.'],
      ['Cabinet', 'The heads of the executive departments who advise the president.'],
      ['Executive agreement', 'An international agreement made without Senate ratification.'],
      ['Bully pulpit', 'The president’s prominent platform for persuading the public.'],
    ],
  },
  'the-judiciary': {
    explanation: [
      'Article III creates the Supreme Court and lets Congress establish lower courts; the federal system has district courts, circuit courts of appeals and the Supreme Court. Federal judges are nominated by the president, confirmed by the Senate and serve during good behavior, effectively for life.',
      'Marbury v. Madison (1803) established judicial review, the power to strike down laws that violate the Constitution. The Supreme Court has nine justices and hears cases mainly on appeal, granting a writ of certiorari when four justices agree. Decisions rely on precedent (stare decisis), and justices may write majority, concurring and dissenting opinions.',
    ],
    keyPoints: [
      'Judicial review was established in Marbury v. Madison (1803).',
      'The “rule of four” decides which cases the Supreme Court hears.',
      'Judicial activism and judicial restraint describe different views of the courts’ role.',
    ],
    cards: [
      ['Judicial review', 'The power of courts to declare laws unconstitutional.'],
      ['Writ of certiorari', 'An order by which the Supreme Court agrees to review a case.'],
      ['Stare decisis', 'The principle of following precedent.'],
      ['Dissenting opinion', 'An opinion by justices who disagree with the majority.'],
      ['Original jurisdiction', 'The authority to hear a case first, before any other court.'],
    ],
  },
  'civil-liberties': {
    explanation: [
      'Civil liberties are individual freedoms protected from government interference, mainly by the Bill of Rights. The First Amendment protects speech, press, assembly, petition and religion, through both the Establishment Clause and the Free Exercise Clause. Speech is not absolute: Schenck v. United States (1919) introduced the “clear and present danger” test.',
      'The rights of the accused include protection against unreasonable searches (Fourth Amendment), self-incrimination and double jeopardy (Fifth), a speedy public trial with counsel (Sixth) and against cruel and unusual punishment (Eighth). Through selective incorporation under the Fourteenth Amendment’s Due Process Clause, most of these rights now apply to the states, as in Gideon v. Wainwright (1963).',
    ],
    keyPoints: [
      'Miranda v. Arizona (1966) requires police to inform suspects of their rights.',
      'Mapp v. Ohio (1961) applied the exclusionary rule to the states.',
      'Engel v. Vitale (1962) banned official prayer in public schools.',
    ],
    cards: [
      ['Civil liberties', 'Constitutional protections of individuals against government.'],
      ['Establishment Clause', 'The First Amendment ban on an official state religion.'],
      ['Selective incorporation', 'Applying Bill of Rights protections to the states case by case.'],
      ['Exclusionary rule', 'Illegally obtained evidence cannot be used in court.'],
      ['Prior restraint', 'Government censorship before publication, generally unconstitutional.'],
    ],
  },
  'civil-rights': {
    explanation: [
      'Civil rights are guarantees of equal treatment by government and, under many laws, by private parties. The Fourteenth Amendment’s Equal Protection Clause is the main constitutional basis. Plessy v. Ferguson (1896) allowed “separate but equal,” until Brown v. Board of Education (1954) declared segregated schools inherently unequal.',
      'Congress expanded civil rights through the Civil Rights Act of 1964, the Voting Rights Act of 1965, Title IX (1972) banning sex discrimination in federally funded education, and the Americans with Disabilities Act (1990). Courts apply strict scrutiny to classifications by race and intermediate scrutiny to those by sex. Obergefell v. Hodges (2015) recognized same-sex marriage nationwide.',
    ],
    keyPoints: [
      'Civil rights concern equal treatment; civil liberties concern freedom from government.',
      'The Voting Rights Act allowed federal oversight of elections in discriminatory areas.',
      'Affirmative action policies have faced repeated court challenges.',
    ],
    cards: [
      ['Equal Protection Clause', 'The Fourteenth Amendment guarantee of equal treatment under law.'],
      ['De jure segregation', 'Segregation required by law.'],
      ['De facto segregation', 'Segregation resulting from circumstances rather than law.'],
      ['Title IX', 'The 1972 law banning sex discrimination in federally funded education.'],
      ['Strict scrutiny', 'The highest standard of judicial review, used for racial classifications.'],
    ],
  },
  'political-parties': {
    explanation: [
      'Political parties are organizations that seek to win elections and control government. They recruit candidates, mobilize voters, shape platforms and organize government. The United States has a two-party system dominated by Democrats and Republicans, reinforced by winner-take-all, single-member districts.',
      'Party systems have realigned over time, as in the New Deal coalition of 1932, which made Democrats the majority for decades. Third parties, such as Theodore Roosevelt’s Progressive (Bull Moose) Party in 1912, rarely win but can raise issues and draw votes. Since the 1970s parties have become more ideologically sorted and polarized, and primaries give voters a role in choosing nominees.',
    ],
    keyPoints: [
      'Duverger’s law links single-member plurality systems to two parties.',
      'A party platform states a party’s positions on issues.',
      'Divided government occurs when different parties control Congress and the presidency.',
    ],
    cards: [
      ['Two-party system', 'A system in which two major parties dominate elections.'],
      ['Realignment', 'A lasting shift in party loyalties among voters.'],
      ['Third party', 'A minor party challenging the two major parties.'],
      ['Party platform', 'A formal statement of a party’s principles and goals.'],
      ['Polarization', 'Growing ideological distance between parties.'],
    ],
  },
  'elections-and-campaigns': {
    explanation: [
      'U.S. elections include primaries and caucuses, in which parties choose nominees, and general elections. Closed primaries allow only party members to vote, while open primaries allow any registered voter. Presidential nominees are formally selected at national conventions by delegates won in the primaries.',
      'The president is chosen by the Electoral College: each state has electors equal to its House and Senate seats, 538 in total, and 270 are needed to win. Most states give all their electors to the statewide winner. Campaign finance is regulated by the Federal Election Commission, and Citizens United v. FEC (2010) allowed unlimited independent spending, leading to super PACs.',
    ],
    keyPoints: [
      'Turnout is higher in presidential elections than in midterms.',
      'Incumbents in Congress win reelection at very high rates.',
      'Voter turnout rises with age, education and income.',
    ],
    cards: [
      ['Primary election', 'An election in which a party’s voters choose its nominee.'],
      ['Electoral College', 'The body of 538 electors that formally chooses the president.'],
      ['Super PAC', 'A committee that can raise and spend unlimited sums independently of campaigns.'],
      ['Incumbent', 'A current officeholder running for reelection.'],
      ['Midterm election', 'A general election held halfway through a presidential term.'],
    ],
  },
  'interest-groups': {
    explanation: [
      'Interest groups are organizations of people with shared goals that try to influence public policy without running candidates. Examples include business groups like the U.S. Chamber of Commerce, labor unions like the AFL-CIO, and single-issue groups like the National Rifle Association or the Sierra Club.',
      'Groups use lobbying, testimony, campaign contributions through political action committees (PACs), litigation and grassroots mobilization. Pluralist theory sees competition among many groups as healthy, while critics warn of the free-rider problem and the outsized influence of well-funded groups. An iron triangle links an interest group, a congressional committee and a bureaucratic agency.',
    ],
    keyPoints: [
      'Lobbyists must register under the Lobbying Disclosure Act of 1995.',
      'PACs give money directly to candidates within legal limits.',
      'The revolving door describes officials moving into lobbying jobs.',
    ],
    cards: [
      ['Interest group', 'An organization that seeks to influence policy.'],
      ['Lobbying', 'Contacting officials to influence legislation or regulation.'],
      ['Iron triangle', 'A stable relationship among an agency, a committee and an interest group.'],
      ['Free-rider problem', 'People benefiting from a group’s work without joining it.'],
      ['Amicus curiae brief', 'A “friend of the court” brief filed by a group with an interest in a case.'],
    ],
  },
};
