/** History (gb catalogue subject 5007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'medicine-through-time': {
    explanation: [
      'In medieval England, illness was explained by the Theory of the Four Humours from Hippocrates and Galen, by miasma (bad air) and by God’s punishment, and the Church controlled medical training. During the Renaissance, Andreas Vesalius corrected Galen’s anatomy in 1543, and William Harvey showed in 1628 that blood circulates.',
      'In the 18th and 19th centuries, Edward Jenner developed smallpox vaccination (1796), Louis Pasteur published germ theory (1861) and Robert Koch identified specific bacteria. Anaesthetics (chloroform, 1847) and antiseptics (Lister’s carbolic acid, 1867) transformed surgery, and the Public Health Act of 1875 improved sanitation. In the 20th century, Fleming discovered penicillin in 1928, Florey and Chain mass-produced it, and the NHS was founded in 1948.',
    ],
    keyPoints: [
      'John Snow linked cholera to a contaminated water pump in 1854.',
      'The Great Stink of 1858 led to Bazalgette’s London sewers.',
      'Crick and Watson’s discovery of DNA in 1953 opened up genetic medicine.',
    ],
    cards: [
      ['Four Humours', 'Blood, phlegm, yellow bile and black bile, believed to control health.'],
      ['Miasma', 'The belief that disease is spread by bad air.'],
      ['Germ theory', 'Pasteur’s theory that microbes cause disease.'],
      ['Penicillin', 'The first antibiotic, discovered by Fleming in 1928.'],
      ['NHS', 'The National Health Service, founded in 1948.'],
    ],
  },
  'norman-england': {
    explanation: [
      'When Edward the Confessor died in January 1066, Harold Godwinson was crowned, but William of Normandy and Harald Hardrada also claimed the throne. Harold defeated Hardrada at Stamford Bridge in September 1066, then lost to William at the Battle of Hastings on 14 October 1066, where Harold was killed.',
      'William secured control by building motte-and-bailey castles, crushing rebellions such as the Harrying of the North (1069–1070) and replacing English nobles with Normans. The feudal system granted land in return for loyalty and service. The Domesday Book of 1086 recorded land and resources for taxation. Archbishop Lanfranc reformed the English Church, and many cathedrals were rebuilt in the Romanesque style.',
    ],
    keyPoints: [
      'The Harrying of the North caused widespread famine and death.',
      'Forest laws reserved large areas for royal hunting.',
      'Hereward the Wake led resistance in the Fens in 1070–1071.',
    ],
    cards: [
      ['Battle of Hastings', 'William’s victory over Harold on 14 October 1066.'],
      ['Motte and bailey', 'An early Norman castle of a mound and an enclosed courtyard.'],
      ['Domesday Book', 'The 1086 survey of land and property in England.'],
      ['Feudal system', 'A hierarchy of land given in exchange for loyalty and service.'],
      ['Harrying of the North', 'William’s brutal campaign against northern rebels in 1069–1070.'],
    ],
  },
  'the-tudors': {
    explanation: [
      'The Tudor dynasty began when Henry VII defeated Richard III at Bosworth in 1485, ending the Wars of the Roses. Henry VIII, desperate for a male heir, broke from Rome so he could annul his marriage to Catherine of Aragon; the Act of Supremacy (1534) made him Supreme Head of the Church of England. Thomas Cromwell organised the Dissolution of the Monasteries from 1536.',
      'Henry married six times, and his son Edward VI introduced more Protestant reforms. Mary I restored Catholicism and burned about 280 Protestants, earning the name “Bloody Mary”. Elizabeth I, the last Tudor, reigned from 1558 to 1603 and established a moderate Protestant settlement.',
    ],
    keyPoints: [
      'The Pilgrimage of Grace (1536) was a northern rebellion against religious changes.',
      'Henry’s six wives: Catherine of Aragon, Anne Boleyn, Jane Seymour, Anne of Cleves, Catherine Howard, Catherine Parr.',
      'Mary I married Philip II of Spain in 1554.',
    ],
    cards: [
      ['Battle of Bosworth', 'The 1485 battle in which Henry Tudor defeated Richard III.'],
      ['Act of Supremacy', 'The 1534 act making Henry VIII head of the English Church.'],
      ['Dissolution of the Monasteries', 'The closure of monasteries and seizure of their wealth, 1536–1540.'],
      ['Thomas Cromwell', 'Henry VIII’s chief minister, executed in 1540.'],
      ['Reformation', 'The break with the Catholic Church and the spread of Protestantism.'],
    ],
  },
  'elizabethan-england': {
    explanation: [
      'Elizabeth I came to the throne in 1558 and faced problems of legitimacy, gender, religion and finance. Her Religious Settlement of 1559 made England Protestant but kept some Catholic traditions, aiming for a “middle way”. Puritans wanted further reform, and Catholics were a threat after the Pope excommunicated her in 1570.',
      'Plots to replace her with Mary, Queen of Scots, such as the Ridolfi, Throckmorton and Babington plots, were uncovered by Sir Francis Walsingham’s spy network, and Mary was executed in 1587. War with Spain led to the defeat of the Spanish Armada in 1588. The era saw a golden age of theatre with Shakespeare, voyages by Drake and Raleigh, and the Poor Laws of 1601 to deal with poverty.',
    ],
    keyPoints: [
      'The Privy Council advised Elizabeth, led by William Cecil.',
      'Drake circumnavigated the globe from 1577 to 1580.',
      'The 1601 Poor Law distinguished the deserving from the undeserving poor.',
    ],
    cards: [
      ['Religious Settlement', 'Elizabeth’s 1559 compromise establishing Protestantism.'],
      ['Spanish Armada', 'The Spanish invasion fleet defeated in 1588.'],
      ['Babington Plot', 'The 1586 plot that led to Mary, Queen of Scots’ execution.'],
      ['Walsingham', 'Elizabeth’s spymaster and Secretary of State.'],
      ['Recusant', 'A Catholic who refused to attend Church of England services.'],
    ],
  },
  'world-war-one': {
    explanation: [
      'The causes of the First World War include militarism, the alliance system (the Triple Alliance and Triple Entente), imperial rivalry and nationalism. The assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914 triggered the war, and Britain joined after Germany invaded Belgium under the Schlieffen Plan.',
      'On the Western Front, trench warfare created stalemate. The Battle of the Somme (1916) saw nearly 60,000 British casualties on its first day. New technology included machine guns, gas, tanks and aircraft. The USA joined in 1917, Germany’s Spring Offensive failed in 1918, and the armistice came on 11 November 1918. The Treaty of Versailles (1919) imposed reparations and the war guilt clause on Germany.',
    ],
    keyPoints: [
      'The Battle of the Marne (1914) halted the Schlieffen Plan.',
      'Conscription was introduced in Britain in 1916.',
      'DORA (1914) gave the British government wide powers at home.',
    ],
    cards: [
      ['Schlieffen Plan', 'Germany’s plan to defeat France quickly through Belgium.'],
      ['Battle of the Somme', 'A 1916 Allied offensive with enormous casualties.'],
      ['Armistice', 'The ceasefire of 11 November 1918.'],
      ['Treaty of Versailles', 'The 1919 treaty that imposed war guilt, reparations and territorial losses on Germany.'],
      ['Stalemate', 'A situation in which neither side can advance.'],
    ],
  },
  'the-interwar-years': {
    explanation: [
      'The League of Nations was set up in 1920 to keep peace through collective security, but the USA never joined and it lacked an army. It settled some disputes in the 1920s, but failed in the Manchurian Crisis (1931) when Japan invaded China, and in the Abyssinian Crisis (1935–1936) when Italy invaded Abyssinia.',
      'The Wall Street Crash of 1929 and the Great Depression fuelled extremism. Hitler rearmed Germany, remilitarised the Rhineland in 1936, and achieved Anschluss with Austria in 1938. Britain and France followed appeasement, and at the Munich Agreement (1938) they allowed Germany to take the Sudetenland. After the Nazi-Soviet Pact of August 1939, Germany invaded Poland on 1 September 1939, and Britain declared war two days later.',
    ],
    keyPoints: [
      'Sanctions were the League’s main weapon but were weakly enforced.',
      'Chamberlain claimed “peace for our time” after Munich.',
      'The Locarno Treaties (1925) improved relations in the 1920s.',
    ],
    cards: [
      ['League of Nations', 'An international organisation founded in 1920 to keep peace.'],
      ['Collective security', 'Nations acting together to deter aggression.'],
      ['Appeasement', 'Giving in to demands to avoid war.'],
      ['Anschluss', 'The union of Germany and Austria in 1938.'],
      ['Nazi-Soviet Pact', 'The 1939 non-aggression agreement between Germany and the USSR.'],
    ],
  },
  'weimar-and-nazi-germany': {
    explanation: [
      'The Weimar Republic was created in 1919 after the Kaiser abdicated. It faced the Spartacist uprising, the Kapp Putsch, resentment of the Treaty of Versailles and the hyperinflation of 1923. Gustav Stresemann brought recovery from 1924 with the Rentenmark, the Dawes Plan and better foreign relations.',
      'The Depression boosted support for the Nazis, and Hitler became Chancellor in January 1933. After the Reichstag Fire, the Enabling Act (March 1933) let him pass laws without the Reichstag, and the Night of the Long Knives (1934) removed rivals. The Nazi state used the SS and Gestapo, propaganda under Goebbels and control of youth. Jews were persecuted through the Nuremberg Laws (1935) and Kristallnacht (1938).',
    ],
    keyPoints: [
      'The Munich Putsch of 1923 failed, and Hitler wrote Mein Kampf in prison.',
      'Hitler became Führer after Hindenburg died in August 1934.',
      'Nazi policies encouraged women to focus on “Kinder, Küche, Kirche”.',
    ],
    cards: [
      ['Hyperinflation', 'Extremely rapid price rises, as in Germany in 1923.'],
      ['Enabling Act', 'The 1933 law giving Hitler power to make laws without the Reichstag.'],
      ['Night of the Long Knives', 'The 1934 purge of the SA leadership.'],
      ['Gestapo', 'The Nazi secret state police.'],
      ['Nuremberg Laws', 'The 1935 laws removing citizenship from German Jews.'],
    ],
  },
  'the-cold-war': {
    explanation: [
      'The Cold War was a period of tension between the USA and the USSR from about 1945 to 1991, rooted in the conflict between capitalism and communism. Wartime conferences at Yalta and Potsdam in 1945 revealed divisions, and the Soviet Union created satellite states in Eastern Europe, described by Churchill as an “iron curtain”.',
      'The Truman Doctrine and Marshall Plan (1947) aimed to contain communism. The Berlin Blockade (1948–1949) was defeated by the Berlin Airlift, and NATO was formed in 1949. The Berlin Wall was built in 1961, and the Cuban Missile Crisis (1962) brought the world close to nuclear war. Détente eased tensions in the 1970s, and the Soviet Union collapsed in 1991.',
    ],
    keyPoints: [
      'The Warsaw Pact (1955) was the Soviet response to NATO.',
      'The Soviet invasion of Hungary in 1956 crushed reform.',
      'Gorbachev’s reforms of glasnost and perestroika helped end the Cold War.',
    ],
    cards: [
      ['Iron curtain', 'Churchill’s term for the division of Europe.'],
      ['Containment', 'The US policy of stopping the spread of communism.'],
      ['Berlin Airlift', 'The 1948–1949 supply of West Berlin by air.'],
      ['Cuban Missile Crisis', 'The 1962 confrontation over Soviet missiles in Cuba.'],
      ['Détente', 'A relaxation of Cold War tensions in the 1970s.'],
    ],
  },
  'civil-rights-in-the-usa': {
    explanation: [
      'In the 1950s, African Americans in the southern states faced segregation under Jim Crow laws and were often prevented from voting. The NAACP won Brown v. Board of Education (1954), which declared segregated schools unconstitutional, but states resisted, as at Little Rock in 1957, where federal troops escorted nine Black students.',
      'The Montgomery Bus Boycott (1955–1956), sparked by Rosa Parks, made Martin Luther King a national leader. Sit-ins, Freedom Rides, the Birmingham campaign and the 1963 March on Washington pressured the government into the Civil Rights Act (1964) and the Voting Rights Act (1965). Malcolm X and the Black Power movement rejected non-violence, and King was assassinated in 1968.',
    ],
    keyPoints: [
      'The murder of Emmett Till in 1955 shocked the nation.',
      'Televised violence in Birmingham won national sympathy.',
      'The Black Panthers were founded in 1966.',
    ],
    cards: [
      ['Jim Crow laws', 'Southern laws enforcing racial segregation.'],
      ['NAACP', 'National Association for the Advancement of Colored People.'],
      ['Montgomery Bus Boycott', 'The 1955–1956 boycott of segregated buses.'],
      ['Civil Rights Act 1964', 'A law banning segregation in public places and job discrimination.'],
      ['Black Power', 'A movement stressing Black pride and self-reliance.'],
    ],
  },
};
