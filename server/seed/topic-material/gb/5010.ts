/** French (gb catalogue subject 5010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammar: {
    explanation: [
      'French nouns are masculine or feminine, and articles and adjectives agree in gender and number: un grand château, une petite maison, des livres intéressants. Most adjectives follow the noun, but common ones such as beau, bon, grand, petit, jeune and vieux come before it.',
      'Negatives wrap around the verb: ne … pas (not), ne … jamais (never), ne … rien (nothing) and ne … plus (no longer). Possessive adjectives agree with the thing possessed, so sa mère can mean his or her mother. Object pronouns (le, la, les, lui, leur) and y and en go before the verb, and comparatives use plus … que and moins … que, with meilleur as the irregular form of bon.',
    ],
    keyPoints: [
      'After a negative, un, une and des become de: Je n’ai pas de frères.',
      'Possessive adjectives: mon/ma/mes, ton/ta/tes, son/sa/ses.',
      'The superlative is le plus or la plus + adjective.',
    ],
    cards: [
      ['Agreement', 'Adjectives matching the noun’s gender and number.'],
      ['ne … jamais', 'Never.'],
      ['meilleur', 'Better, the comparative of bon.'],
      ['en', 'A pronoun meaning “some” or “of it/them”.'],
      ['y', 'A pronoun meaning “there”.'],
    ],
  },
  tenses: {
    explanation: [
      'GCSE French requires present, past and future tenses. The present covers regular -er, -ir and -re verbs and irregulars such as être, avoir, aller and faire. The perfect tense (passé composé) uses avoir or être plus a past participle: j’ai joué, je suis allé(e). The imperfect describes past habits and descriptions: quand j’étais petit, je jouais au foot.',
      'The near future uses aller + infinitive (je vais voyager), and the simple future adds endings to the infinitive (je voyagerai). The conditional expresses “would” (je voudrais, j’aimerais). Higher students also use the pluperfect (j’avais fini) and the present subjunctive after il faut que. Using a range of tenses accurately is rewarded in speaking and writing.',
    ],
    keyPoints: [
      'Être verbs in the perfect tense agree with the subject.',
      'Reflexive verbs use être: je me suis levé(e).',
      'Si + imperfect is followed by the conditional.',
    ],
    cards: [
      ['Passé composé', 'The perfect tense, for completed past actions.'],
      ['Imparfait', 'The imperfect tense, for past description and habits.'],
      ['Futur proche', 'The near future: aller + infinitive.'],
      ['Conditionnel', 'The conditional, meaning “would”.'],
      ['je suis allé(e)', 'I went.'],
    ],
  },
  vocabulary: {
    explanation: [
      'GCSE French vocabulary is organised by theme: identity and culture, local area and travel, school and future plans, and global issues. High-frequency words include connectives (et, mais, parce que, donc, cependant), time expressions (hier, demain, le week-end dernier) and opinion phrases (à mon avis, je pense que).',
      'Learning vocabulary with its gender and in context helps accuracy. Near-cognates such as la musique or important are easy to recognise, but faux amis such as le car (coach), la librairie (bookshop) and sympathique (nice) can mislead. Reading and listening papers test synonyms and paraphrases, so recognising that beaucoup de monde means many people is important.',
    ],
    keyPoints: [
      'Opinion and justification phrases raise the quality of answers.',
      'Time phrases signal which tense is needed.',
      'Intensifiers include très, trop and assez.',
    ],
    cards: [
      ['cependant', 'However.'],
      ['à mon avis', 'In my opinion.'],
      ['le car', 'The coach (a faux ami).'],
      ['la librairie', 'The bookshop (not the library).'],
      ['l’année dernière', 'Last year.'],
    ],
  },
  'identity-and-culture': {
    explanation: [
      'The identity and culture theme covers family, friends, relationships, technology, free time and customs. Students describe themselves and others using adjectives that agree, such as ma sœur est bavarde et drôle, and discuss relationships with s’entendre avec (to get on with) and se disputer (to argue).',
      'Technology vocabulary includes les réseaux sociaux (social media) and le portable (mobile phone), with advantages and disadvantages such as rester en contact and le harcèlement en ligne (cyberbullying). Free-time topics include music, cinema, sport and food, and customs include French festivals such as la Fête nationale on 14 July, Noël and la Chandeleur, when crêpes are eaten.',
    ],
    keyPoints: [
      'S’entendre is reflexive: je m’entends bien avec mon frère.',
      'Jouer à is used for sports and jouer de for instruments.',
      'Adjectives of nationality are not capitalised: il est français.',
    ],
    cards: [
      ['s’entendre avec', 'To get on with.'],
      ['les réseaux sociaux', 'Social media.'],
      ['le harcèlement', 'Bullying or harassment.'],
      ['la Chandeleur', 'Candlemas, a French festival celebrated with crêpes.'],
      ['jouer de la guitare', 'To play the guitar.'],
    ],
  },
  'holidays-and-travel': {
    explanation: [
      'The holidays and travel theme covers types of holiday, accommodation, transport, weather and problems. Students describe past holidays using the perfect and imperfect tenses: l’été dernier, je suis allé en Espagne avec ma famille; il faisait chaud et c’était génial. Future plans use the near or simple future.',
      'Prepositions with places matter: en France and en Espagne for feminine countries, au Portugal and au Canada for masculine ones, aux États-Unis for plurals, and à Paris for towns. Accommodation includes un hôtel, un camping and une auberge de jeunesse (youth hostel). Transport phrases use en (en train, en avion) but à for à pied and à vélo.',
    ],
    keyPoints: [
      'Weather in the past uses the imperfect: il pleuvait.',
      'Complaints often use the perfect tense: j’ai perdu mon passeport.',
      'Booking phrases use the conditional: je voudrais réserver une chambre.',
    ],
    cards: [
      ['une auberge de jeunesse', 'A youth hostel.'],
      ['en avion', 'By plane.'],
      ['à pied', 'On foot.'],
      ['il faisait beau', 'It was fine weather (imperfect of faire).'],
      ['aux États-Unis', 'To or in the United States.'],
    ],
  },
  'school-and-future-plans': {
    explanation: [
      'This theme covers school subjects, the school day, rules, pressures and future study and careers. French schools differ from British ones: pupils go to le collège from 11 to 15 and le lycée from 15 to 18, and they take le baccalauréat at the end. Many pupils have no uniform and Wednesday afternoons are often free.',
      'Students give opinions on subjects with reasons: j’adore les maths parce que le prof est patient. Rules use il est interdit de + infinitive and on doit + infinitive. Future plans use je voudrais, j’espère and j’ai l’intention de + infinitive, for example aller à l’université, faire un apprentissage or devenir médecin, and jobs do not take an article after être: je veux être infirmier.',
    ],
    keyPoints: [
      'Le bac is the French school-leaving exam.',
      'Un stage is a work placement.',
      'Apprendre à + infinitive means to learn to do something.',
    ],
    cards: [
      ['le collège', 'French secondary school for ages 11 to 15.'],
      ['le lycée', 'French upper secondary school for ages 15 to 18.'],
      ['il est interdit de', 'It is forbidden to.'],
      ['un apprentissage', 'An apprenticeship.'],
      ['j’ai l’intention de', 'I intend to.'],
    ],
  },
  'global-issues': {
    explanation: [
      'Global issues include the environment, poverty, homelessness and charity work. Environmental vocabulary includes le réchauffement climatique (global warming), la pollution, le recyclage and les déchets (waste). Solutions are often expressed with on devrait + infinitive, such as on devrait utiliser les transports en commun.',
      'Social issues include la pauvreté (poverty), les sans-abri (homeless people) and le chômage (unemployment). Students describe volunteering, for example j’ai travaillé comme bénévole dans une association caritative, and give opinions with il faut que + subjunctive at higher level. Big events such as festivals and sporting competitions are discussed in terms of their benefits and problems.',
    ],
    keyPoints: [
      'Faire du bénévolat means to do voluntary work.',
      'Il faut + infinitive means it is necessary to.',
      'Conditional phrases suggest solutions politely.',
    ],
    cards: [
      ['le réchauffement climatique', 'Global warming.'],
      ['les sans-abri', 'Homeless people.'],
      ['le bénévolat', 'Voluntary work.'],
      ['les déchets', 'Waste or rubbish.'],
      ['on devrait', 'We/one should.'],
    ],
  },
  'speaking-exam': {
    explanation: [
      'The GCSE French speaking exam includes a role play, a task based on a photo card, and a general conversation on themes studied. In the role play, students must respond to prompts and ask a question, shown by a question mark, and respond to an unexpected question (marked !).',
      'Marks reward communication, range of vocabulary and structures, accuracy and pronunciation. Good answers develop points with opinions, reasons and examples and use at least three time frames. Useful phrases include à mon avis, ce qui me plaît, c’est … and si j’avais le choix, je … . Asking the examiner a question, such as Et vous ?, shows spontaneity.',
    ],
    keyPoints: [
      'Answers should be extended beyond one sentence.',
      'Past, present and future references are expected in conversation.',
      'Pronunciation of silent final consonants and nasal vowels matters.',
    ],
    cards: [
      ['Role play', 'A short transactional task with set prompts.'],
      ['Photo card', 'A task describing and discussing a picture.'],
      ['Time frames', 'References to the past, present and future.'],
      ['ce qui me plaît, c’est', 'What I like is…'],
    ],
  },
  translation: {
    explanation: [
      'GCSE French includes translation from French into English in the reading paper and from English into French in the writing paper. Translations test accurate understanding of grammar, tense and vocabulary rather than word-for-word copying.',
      'When translating into English, the meaning must read naturally: il y a deux ans means “two years ago”, not “there are two years”, and je viens de manger means “I have just eaten”. Translating into French requires attention to gender, agreements, tense and word order, such as placing object pronouns before the verb. Every word of the original must be accounted for, including small words like “also” (aussi) and “often” (souvent).',
    ],
    keyPoints: [
      'Depuis with the present tense means “has/have been … for”.',
      'Check verb endings and agreements after translating.',
      'Avoid omitting time phrases and qualifiers.',
    ],
    cards: [
      ['il y a deux ans', 'Two years ago.'],
      ['je viens de', 'I have just.'],
      ['depuis', 'Since or for, used with the present tense for ongoing actions.'],
      ['souvent', 'Often.'],
    ],
  },
};
