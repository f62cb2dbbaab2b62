/** Religious Studies (gb catalogue subject 5009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  christianity: {
    explanation: [
      'Christians believe in one God as a Trinity: the Father, the Son (Jesus) and the Holy Spirit. They believe God is omnipotent, omnibenevolent and just, and that he created the world, as described in Genesis. Jesus is believed to be the Son of God, who became human in the incarnation.',
      'Christians believe that Jesus’ crucifixion, resurrection and ascension bring salvation and atonement, reconciling humanity with God after the Fall. Practices include worship, both liturgical and non-liturgical, prayer, the sacraments of baptism and Holy Communion (the Eucharist), and pilgrimage to places such as Lourdes. Festivals include Christmas, celebrating Jesus’ birth, and Easter, celebrating his resurrection.',
    ],
    keyPoints: [
      'The Nicene Creed summarises key Christian beliefs.',
      'Catholics recognise seven sacraments; most Protestant churches recognise two.',
      'Evangelism means spreading the Christian faith.',
    ],
    cards: [
      ['Trinity', 'One God in three persons: Father, Son and Holy Spirit.'],
      ['Incarnation', 'The belief that God became human in Jesus.'],
      ['Atonement', 'Restoring the relationship between God and humanity through Jesus’ death.'],
      ['Sacrament', 'A ritual through which Christians receive God’s grace.'],
      ['Eucharist', 'The service remembering the Last Supper with bread and wine.'],
    ],
  },
  islam: {
    explanation: [
      'Islam is based on belief in one God, Allah, expressed as Tawhid (oneness). Muslims believe the Qur’an was revealed to the Prophet Muhammad by the angel Jibril from 610 CE. Sunni Muslims accept the Six Articles of Faith, while Shi’a Muslims follow the Five Roots of Usul ad-Din, including belief in the Imamate.',
      'The Five Pillars are Shahadah (declaration of faith), Salah (prayer five times a day), Zakah (giving 2.5% of savings to charity), Sawm (fasting during Ramadan) and Hajj (pilgrimage to Makkah at least once if able). Key festivals are Eid ul-Fitr, marking the end of Ramadan, and Eid ul-Adha, remembering Ibrahim’s willingness to sacrifice his son. Jihad means struggle; greater jihad is the personal struggle to live as a good Muslim.',
    ],
    keyPoints: [
      'Shi’a Muslims also observe Ashura, remembering the death of Husayn.',
      'Muslims believe in akhirah, life after death, and judgement.',
      'Prophets include Adam, Ibrahim, Musa, Isa and Muhammad, the final prophet.',
    ],
    cards: [
      ['Tawhid', 'The oneness of God.'],
      ['Salah', 'Compulsory prayer performed five times a day.'],
      ['Zakah', 'Giving 2.5% of savings to those in need.'],
      ['Hajj', 'The pilgrimage to Makkah.'],
      ['Qur’an', 'The holy book of Islam, believed to be the word of Allah.'],
    ],
  },
  judaism: {
    explanation: [
      'Judaism teaches belief in one God, who is creator, lawgiver and judge, as expressed in the Shema: “Hear, O Israel: the Lord is our God, the Lord is one.” Central is the covenant between God and the Jewish people, made with Abraham and renewed with Moses at Sinai, where God gave the Torah including the Ten Commandments.',
      'Jews follow 613 mitzvot (commandments) and practise worship in the synagogue and at home. Shabbat, from Friday sunset to Saturday nightfall, is a day of rest. Dietary laws (kashrut) forbid pork and mixing meat and dairy. Rites of passage include Brit Milah and Bar or Bat Mitzvah, and festivals include Rosh Hashanah, Yom Kippur and Pesach, which remembers the Exodus from Egypt.',
    ],
    keyPoints: [
      'Orthodox and Reform Judaism differ in how strictly they follow traditional law.',
      'The Tenakh is the Jewish Bible; the Talmud contains oral law and commentary.',
      'Pikuach nefesh allows laws to be broken to save a life.',
    ],
    cards: [
      ['Shema', 'The key Jewish prayer declaring the oneness of God.'],
      ['Covenant', 'An agreement between God and the Jewish people.'],
      ['Mitzvot', 'The commandments Jews follow.'],
      ['Shabbat', 'The weekly day of rest from Friday evening to Saturday evening.'],
      ['Pesach', 'Passover, the festival remembering the Exodus.'],
    ],
  },
  buddhism: {
    explanation: [
      'Buddhism was founded by Siddhartha Gautama, who lived in north-east India in the 5th or 6th century BCE. After encountering the Four Sights, old age, illness, death and a holy man, he left his palace life, and he gained enlightenment under the Bodhi tree, becoming the Buddha.',
      'The Buddha taught the Four Noble Truths: life involves suffering (dukkha), suffering is caused by craving (tanha), suffering can end (nibbana), and the way to end it is the Eightfold Path. The Three Marks of Existence are dukkha, anicca (impermanence) and anatta (no fixed self). Practices include meditation, such as samatha and vipassana, puja, and following the Five Precepts, beginning with not harming living beings.',
    ],
    keyPoints: [
      'Theravada and Mahayana are the two main branches.',
      'Karma and rebirth are central to Buddhist teaching on ethics.',
      'The Middle Way avoids extremes of luxury and asceticism.',
    ],
    cards: [
      ['Dukkha', 'Suffering or unsatisfactoriness.'],
      ['Anicca', 'Impermanence: everything changes.'],
      ['Nibbana', 'The state of liberation from suffering and rebirth.'],
      ['Eightfold Path', 'The Buddha’s path of wisdom, ethics and meditation.'],
      ['Five Precepts', 'Basic Buddhist moral guidelines.'],
    ],
  },
  'relationships-and-families': {
    explanation: [
      'Religious teachings shape views on marriage, sex, divorce and family life. For most Christians, marriage is a sacrament or covenant before God, intended for companionship and raising children. The Catholic Church does not allow divorce but can grant annulments, while the Church of England allows remarriage of divorced people in some circumstances.',
      'Views on sexuality differ: the Marriage (Same Sex Couples) Act 2013 legalised same-sex marriage in England and Wales, but many religious groups do not perform such ceremonies, while others, such as Quakers, do. Attitudes to contraception vary, with the Catholic Church accepting only natural methods. Families take many forms, including nuclear, extended, single-parent, blended and same-sex families, and religions teach about gender equality.',
    ],
    keyPoints: [
      'Cohabitation is living together without being married.',
      'Islam permits divorce as a last resort after attempts at reconciliation.',
      'The Equality Act 2010 prohibits discrimination based on sex.',
    ],
    cards: [
      ['Cohabitation', 'Living together in a relationship without being married.'],
      ['Annulment', 'A declaration that a marriage was never valid.'],
      ['Nuclear family', 'Parents and their children living together.'],
      ['Contraception', 'Methods used to prevent pregnancy.'],
      ['Gender equality', 'The principle that people have equal rights regardless of gender.'],
    ],
  },
  'religion-and-life': {
    explanation: [
      'Religions teach about the origins of the universe and life. Christian creation accounts in Genesis describe God creating the world in six days, which some Christians read literally and others as a symbolic account compatible with the Big Bang theory and evolution. Stewardship is the duty to care for the world God created, while dominion describes humans’ authority over it.',
      'Sanctity of life is the belief that life is sacred because it is God-given, while quality of life considers well-being. These ideas shape views on abortion, legal in Great Britain under the Abortion Act 1967 up to 24 weeks in most cases, and euthanasia, which is illegal in the UK. Views on life after death include heaven, hell, resurrection and rebirth.',
    ],
    keyPoints: [
      'The Catholic Church opposes abortion, seeing life as beginning at conception.',
      'Animal experimentation raises questions about stewardship and suffering.',
      'Pollution and climate change are linked to religious duties to the environment.',
    ],
    cards: [
      ['Stewardship', 'The duty to look after the world for God.'],
      ['Sanctity of life', 'The belief that life is holy and given by God.'],
      ['Quality of life', 'The general well-being of a person.'],
      ['Euthanasia', 'Ending a life to relieve suffering.'],
      ['Big Bang theory', 'The scientific theory that the universe began about 13.8 billion years ago.'],
    ],
  },
  'crime-and-punishment': {
    explanation: [
      'Causes of crime include poverty, upbringing, mental illness, addiction, greed and opposition to an unjust law. The aims of punishment are retribution (getting even), deterrence, protection of society and reformation of the offender. In the UK, punishments include prison, community service and fines.',
      'Religious teachings stress justice and forgiveness: Jesus taught to forgive “seventy times seven” times, and many Christians support reformation. The death penalty was abolished in Great Britain in 1965 for murder; some religious believers support capital punishment as retribution, while others oppose it because of the sanctity of life and the risk of executing the innocent. Christians such as Elizabeth Fry campaigned for prison reform.',
    ],
    keyPoints: [
      'Restorative justice brings offenders and victims together.',
      'Sharia law includes strict punishments, but many Muslims stress mercy.',
      'Forgiveness does not mean removing punishment.',
    ],
    cards: [
      ['Retribution', 'Punishment as a way of getting even for a crime.'],
      ['Deterrence', 'Punishment intended to discourage others from offending.'],
      ['Reformation', 'Helping offenders change their behaviour.'],
      ['Capital punishment', 'The death penalty.'],
      ['Forgiveness', 'Showing mercy and pardoning someone for a wrong.'],
    ],
  },
  'peace-and-conflict': {
    explanation: [
      'Wars are caused by greed, self-defence, retaliation and disputes over land or beliefs. The Just War theory, developed by Thomas Aquinas, sets conditions for war to be morally acceptable, including a just cause, legitimate authority, right intention, last resort, proportionality and protection of civilians.',
      'Pacifists, such as Quakers, believe violence is always wrong and work for peace through reconciliation and non-violent protest. Holy war is fighting in God’s name; in Islam, lesser jihad must meet strict conditions. Weapons of mass destruction, such as nuclear weapons, are widely opposed because they cannot discriminate between soldiers and civilians. Organisations such as the Red Cross and Red Crescent help victims of war.',
    ],
    keyPoints: [
      'Terrorism uses violence against civilians for political aims.',
      'Peace-making involves reconciliation and justice.',
      'Conscientious objectors refuse to fight for moral or religious reasons.',
    ],
    cards: [
      ['Just War theory', 'Criteria for deciding whether a war is morally justified.'],
      ['Pacifism', 'The belief that violence and war are always wrong.'],
      ['Holy war', 'Fighting for a religious cause, believed to be approved by God.'],
      ['Reconciliation', 'Restoring friendly relations after conflict.'],
      ['Weapons of mass destruction', 'Weapons that kill indiscriminately on a large scale.'],
    ],
  },
  'human-rights': {
    explanation: [
      'Human rights are the basic rights and freedoms everyone is entitled to, set out in the Universal Declaration of Human Rights (1948) and protected in the UK by the Human Rights Act 1998. Religious believers support human rights because they believe all people are created equal by God, in the image of God.',
      'Issues include freedom of religious expression, prejudice and discrimination based on race, gender, disability and sexuality, and social justice. Christians such as Martin Luther King and Archbishop Desmond Tutu campaigned against racism and apartheid. Religions also teach about wealth and poverty: Christians are taught to use wealth responsibly and help the poor, while Muslims pay Zakah and Sikhs practise sewa.',
    ],
    keyPoints: [
      'Positive discrimination treats a disadvantaged group more favourably.',
      'Exploitation of the poor includes unfair wages and people-trafficking.',
      'Christian Aid and Islamic Relief work to reduce poverty.',
    ],
    cards: [
      ['Human rights', 'Basic rights and freedoms belonging to every person.'],
      ['Prejudice', 'Unfairly judging someone before knowing them.'],
      ['Discrimination', 'Treating people unfairly because of their group.'],
      ['Social justice', 'Fair distribution of wealth, opportunities and privileges.'],
      ['Apartheid', 'The system of racial segregation in South Africa from 1948 to the early 1990s.'],
    ],
  },
};
