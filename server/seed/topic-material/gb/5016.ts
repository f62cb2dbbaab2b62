/** Sociology (gb catalogue subject 5016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'sociological-theories': {
    explanation: [
      'Sociological theories offer different explanations of society. Functionalism, associated with Émile Durkheim and Talcott Parsons, sees society as a system of interdependent institutions, like a body, maintained by value consensus. Marxism, based on Karl Marx, sees society as a conflict between the bourgeoisie, who own the means of production, and the proletariat, who are exploited.',
      'Feminism examines patriarchy; liberal feminists seek reform through laws and education, while radical feminists see patriarchy as the main source of women’s oppression. Interactionism, associated with Max Weber’s social action approach and Howard Becker, focuses on small-scale interactions and meanings. Postmodernists argue that society has become fragmented and that grand theories (metanarratives) no longer explain it.',
    ],
    keyPoints: [
      'Structural theories are macro; interactionism is micro.',
      'Marxists see ideology as a tool to maintain ruling-class power.',
      'The New Right stresses individual responsibility and the traditional family.',
    ],
    cards: [
      ['Functionalism', 'A consensus theory viewing society as a system of parts working together.'],
      ['Marxism', 'A conflict theory focused on class exploitation under capitalism.'],
      ['Patriarchy', 'A social system in which men dominate women.'],
      ['Interactionism', 'A micro approach studying how people create meanings through interaction.'],
      ['Value consensus', 'Shared norms and values that bind society together.'],
    ],
  },
  'research-methods': {
    explanation: [
      'Sociologists choose methods according to practical, ethical and theoretical factors. Positivists favour quantitative methods, such as questionnaires, structured interviews and official statistics, which are reliable and allow comparisons. Interpretivists favour qualitative methods, such as unstructured interviews and participant observation, which give valid, in-depth understanding.',
      'Sampling methods include random, stratified, quota and snowball sampling, the last used for hard-to-reach groups. Participant observation can be overt or covert; covert observation, as in studies of gangs, reduces the Hawthorne effect but raises ethical issues of deception. Secondary sources include official statistics and documents. Many researchers use triangulation, combining methods to improve reliability and validity.',
    ],
    keyPoints: [
      'Reliability means results can be replicated; validity means they are true to life.',
      'Representativeness allows generalisation to the wider population.',
      'The British Sociological Association provides ethical guidelines.',
    ],
    cards: [
      ['Positivism', 'An approach favouring scientific, quantitative methods.'],
      ['Interpretivism', 'An approach seeking to understand meanings through qualitative methods.'],
      ['Covert observation', 'Observing a group without them knowing.'],
      ['Triangulation', 'Using more than one method to check findings.'],
      ['Snowball sampling', 'Participants recruiting further participants from their contacts.'],
    ],
  },
  'families-and-households': {
    explanation: [
      'Functionalists, such as Murdock and Parsons, argue that the nuclear family performs essential functions, including primary socialisation and stabilisation of adult personalities. Marxists see the family as serving capitalism, and feminists see it as a site of patriarchal oppression and unequal domestic labour. The New Right argues the traditional nuclear family is best for children.',
      'Family diversity has increased, with more cohabitation, single-parent families, reconstituted families, same-sex families and people living alone. Divorce rose after the Divorce Reform Act 1969, and secularisation and changing attitudes reduced stigma. Sociologists debate whether domestic roles have become symmetrical, as Young and Willmott claimed, or whether women still carry a “dual burden” of paid and domestic work.',
    ],
    keyPoints: [
      'Same-sex marriage became legal in England and Wales in 2014.',
      'Childhood is seen by many sociologists as a social construction.',
      'Birth rates and death rates shape family size and the ageing population.',
    ],
    cards: [
      ['Nuclear family', 'Two parents and their dependent children.'],
      ['Reconstituted family', 'A family in which at least one partner has children from a previous relationship.'],
      ['Symmetrical family', 'A family with more equal sharing of roles between partners.'],
      ['Dual burden', 'Women doing both paid work and most domestic work.'],
      ['Primary socialisation', 'Learning basic norms and values in early childhood, mainly in the family.'],
    ],
  },
  education: {
    explanation: [
      'Functionalists argue that education passes on shared values, teaches specialist skills and sorts people meritocratically into roles. Marxists, such as Bowles and Gintis, argue that education reproduces class inequality through the hidden curriculum and the correspondence principle. Feminists examine gender inequalities in subject choice and the curriculum.',
      'Differences in achievement by class, gender and ethnicity are explained by external factors, such as material deprivation and cultural capital (Bourdieu), and internal factors, such as labelling, streaming and pupil subcultures. The 1988 Education Reform Act introduced marketisation, including the National Curriculum, league tables and parental choice. Later policies created academies and free schools.',
    ],
    keyPoints: [
      'Girls have outperformed boys at GCSE since the late 1980s.',
      'Labelling can create a self-fulfilling prophecy.',
      'The tripartite system followed the 1944 Education Act.',
    ],
    cards: [
      ['Meritocracy', 'A system where rewards are based on ability and effort.'],
      ['Hidden curriculum', 'Lessons learned from school organisation rather than the formal curriculum.'],
      ['Cultural capital', 'Knowledge, attitudes and tastes that give advantages in education.'],
      ['Labelling', 'Attaching a definition to a person that affects how they are treated.'],
      ['Marketisation', 'Introducing market forces such as competition and choice into education.'],
    ],
  },
  'crime-and-deviance': {
    explanation: [
      'Crime is behaviour that breaks the law, while deviance is behaviour that breaks social norms. Durkheim argued that some crime is functional because it reinforces boundaries. Merton’s strain theory sees crime as a response to the gap between cultural goals and legitimate means, and subcultural theorists such as Cohen focus on status frustration.',
      'Interactionists, such as Becker, argue that deviance is created by labelling, which may lead to a deviant career. Marxists see law as serving the ruling class, pointing to white-collar and corporate crime. Official statistics show patterns by age, gender, class and ethnicity, but they are affected by reporting and recording; the Crime Survey for England and Wales measures victimisation, including unreported crime.',
    ],
    keyPoints: [
      'Moral panics exaggerate the threat of a group, as Stan Cohen showed with mods and rockers.',
      'Right realists focus on control and punishment; left realists on relative deprivation.',
      'The dark figure of crime is crime that goes unrecorded.',
    ],
    cards: [
      ['Deviance', 'Behaviour that goes against social norms.'],
      ['Strain theory', 'Merton’s theory that crime results from a gap between goals and means.'],
      ['Moral panic', 'Exaggerated public concern about a group seen as a threat.'],
      ['White-collar crime', 'Crime committed by people in professional positions.'],
      ['Dark figure of crime', 'Crime that is not reported or recorded.'],
    ],
  },
  'social-stratification': {
    explanation: [
      'Social stratification is the division of society into layers with unequal access to wealth, power and status. Marx saw stratification as based on ownership of the means of production, while Weber added status and party power as separate dimensions. Davis and Moore argued that stratification is functional because it motivates the most talented to fill important roles.',
      'In the UK, stratification is shaped by social class, gender, ethnicity and age. Life chances, such as health, education and income, vary with class. Social mobility can be intergenerational or intragenerational, and studies suggest it has slowed since the late 20th century. Poverty can be absolute or relative, and some theorists debate whether an underclass exists.',
    ],
    keyPoints: [
      'Life chances are the opportunities people have to improve their quality of life.',
      'The gender pay gap persists despite the Equal Pay Act 1970.',
      'Wealth is distributed more unequally than income.',
    ],
    cards: [
      ['Social stratification', 'A hierarchy of social groups with unequal rewards.'],
      ['Life chances', 'The opportunities available to a person in society.'],
      ['Social mobility', 'Movement up or down the social hierarchy.'],
      ['Relative poverty', 'Lacking the resources for the normal standard of living in a society.'],
      ['Status', 'Social prestige or honour attached to a position.'],
    ],
  },
  'beliefs-in-society': {
    explanation: [
      'Sociologists study the role of religion and belief. Durkheim argued that religion unites society through shared rituals and a distinction between the sacred and the profane. Marx described religion as “the opium of the people”, disguising exploitation, while feminists see many religions as patriarchal. Weber argued in The Protestant Ethic (1905) that Calvinism helped create the spirit of capitalism.',
      'Secularisation theory claims religion is losing social significance, shown by falling church attendance in Britain. Others argue religion is changing rather than declining, as in believing without belonging (Grace Davie) and the growth of new religious movements and spirituality. Religious organisations are classified as churches, denominations, sects and cults.',
    ],
    keyPoints: [
      'Religion can be a conservative force or a force for change.',
      'Fundamentalism may be a response to globalisation and modernity.',
      'Religiosity varies by age, gender and ethnicity.',
    ],
    cards: [
      ['Secularisation', 'The declining social significance of religion.'],
      ['Sect', 'A small religious group that breaks away and often rejects wider society.'],
      ['Believing without belonging', 'Holding religious beliefs without attending services.'],
      ['Protestant ethic', 'Weber’s idea linking Calvinist values to capitalism.'],
      ['New religious movement', 'A recently formed religious or spiritual group.'],
    ],
  },
  media: {
    explanation: [
      'The media include newspapers, television, radio, film and increasingly digital and social media. Sociologists examine ownership and control: Marxists argue that concentrated ownership lets owners shape content, while pluralists argue that competition and audience choice limit their influence. Gatekeeping and agenda-setting decide which stories appear.',
      'Representations of gender, ethnicity, age and class are often stereotypical; Mulvey described the “male gaze” in film. Media effects models include the hypodermic syringe model, which sees audiences as passive, and the uses and gratifications model, which sees them as active. New media have enabled citizen journalism but also raised concerns about fake news and echo chambers.',
    ],
    keyPoints: [
      'News values influence which events become news.',
      'The two-step flow model highlights opinion leaders.',
      'Digital divides affect access to new media.',
    ],
    cards: [
      ['Gatekeeping', 'Deciding which stories are included or excluded.'],
      ['Agenda-setting', 'The media’s power to shape which issues people think about.'],
      ['Hypodermic syringe model', 'A model of direct media effects on a passive audience.'],
      ['Male gaze', 'Representing women from a heterosexual male perspective.'],
      ['Citizen journalism', 'News produced by members of the public.'],
    ],
  },
};
