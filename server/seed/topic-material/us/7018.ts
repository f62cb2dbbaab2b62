/** French (us catalogue subject 7018): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  vocabulary: {
    explanation: [
      'Every French noun is masculine or feminine, and articles show the gender: le and un for masculine (le livre), la and une for feminine (la table), and l’ before a vowel (l’école). The plural article is les. Adjectives agree with the noun, usually adding -e for feminine and -s for plural.',
      'Core vocabulary includes greetings (bonjour, salut, au revoir), numbers, where 70 is soixante-dix and 80 is quatre-vingts, family members (la mère, le frère) and daily routine. Many words are cognates, such as la musique, but faux amis exist: librairie means “bookstore” and actuellement means “currently.”',
    ],
    keyPoints: [
      'Days and months are not capitalized in French.',
      'Tu is informal and singular; vous is formal or plural.',
      'Most adjectives follow the noun, but short common ones like grand and petit precede it.',
    ],
    cards: [
      ['Faux ami', 'A false cognate, such as librairie (bookstore).'],
      ['le/la/les', 'The definite articles in French.'],
      ['Comment tu t’appelles ?', 'What are you called? (informal question in French).'],
      ['quatre-vingts', 'Eighty.'],
      ['la bibliothèque', 'The library.'],
    ],
  },
  'present-tense': {
    explanation: [
      'The French present tense (le présent) expresses current actions, habits and general truths, and it translates both “I speak” and “I am speaking.” Regular -er verbs like parler take the endings -e, -es, -e, -ons, -ez, -ent. Regular -ir verbs like finir take -is, -is, -it, -issons, -issez, -issent, and -re verbs like vendre take -s, -s, -, -ons, -ez, -ent.',
      'Key irregular verbs must be memorized: être (je suis, tu es, il est, nous sommes, vous êtes, ils sont), avoir (j’ai, tu as, il a, nous avons, vous avez, ils ont), aller (je vais) and faire (je fais). Negation surrounds the verb with ne … pas: Je ne parle pas anglais.',
    ],
    keyPoints: [
      'The -ent ending of ils/elles forms is silent.',
      'Je becomes j’ before a vowel sound: j’aime.',
      'Aller + infinitive forms the near future: Je vais manger.',
    ],
    cards: [
      ['parler', 'To speak, a regular -er verb.'],
      ['nous finissons', 'We finish (present of finir).'],
      ['ne … pas', 'The basic negation placed around the verb.'],
      ['ils font', 'They do/make (present of faire).'],
    ],
  },
  'passe-compose': {
    explanation: [
      'The passé composé expresses completed actions in the past, such as J’ai mangé une pomme. It is formed with a present-tense auxiliary, avoir or être, plus the past participle. Regular participles end in -é for -er verbs (parlé), -i for -ir verbs (fini) and -u for -re verbs (vendu).',
      'Most verbs use avoir, but about 17 verbs of motion or change of state, remembered as DR MRS VANDERTRAMP, use être, as do all reflexive verbs. With être, the participle agrees with the subject: Elle est allée, ils sont partis. Common irregular participles include eu (avoir), été (être), fait (faire), pris (prendre) and vu (voir).',
    ],
    keyPoints: [
      'Avoir + participle is the default construction.',
      'With être, add -e for feminine and -s for plural subjects.',
      'In negatives, ne … pas surrounds the auxiliary: Je n’ai pas mangé.',
    ],
    cards: [
      ['Passé composé', 'The compound past tense for completed actions.'],
      ['Auxiliary verb', 'The helping verb avoir or être.'],
      ['DR MRS VANDERTRAMP', 'A mnemonic for verbs that take être.'],
      ['elle est venue', 'She came.'],
      ['j’ai fait', 'I did/made.'],
    ],
  },
  imparfait: {
    explanation: [
      'The imparfait describes past states, habits and ongoing actions and sets the background of a story: Quand j’étais petit, je jouais au parc. It is formed from the nous form of the present tense minus -ons, plus the endings -ais, -ais, -ait, -ions, -iez, -aient. So nous parlons gives je parlais.',
      'The only irregular stem is être, which uses ét- (j’étais). The imparfait often contrasts with the passé composé: the imparfait gives the scene or what was happening, and the passé composé gives the event that interrupted it, as in Je regardais la télé quand le téléphone a sonné. Weather, time, age and feelings in the past usually use the imparfait.',
    ],
    keyPoints: [
      'Imparfait = nous stem + -ais, -ais, -ait, -ions, -iez, -aient.',
      'Habitual clues include souvent, toujours and tous les jours.',
      'Si + imparfait can make a suggestion: Si on allait au cinéma ?',
    ],
    cards: [
      ['Imparfait', 'The past tense for description, habits and ongoing actions.'],
      ['j’étais', 'I was (imparfait of être).'],
      ['il faisait beau', 'The weather was nice.'],
      ['nous finissions', 'We were finishing / used to finish.'],
    ],
  },
  'future-and-conditional': {
    explanation: [
      'The simple future (le futur simple) adds -ai, -as, -a, -ons, -ez, -ont to the infinitive: je parlerai, “I will speak.” Verbs ending in -re drop the final e: je vendrai. Irregular stems include ir- (aller), ser- (être), aur- (avoir), fer- (faire), pourr- (pouvoir) and viendr- (venir).',
      'The conditional (le conditionnel) uses the same stem with imparfait endings: -ais, -ais, -ait, -ions, -iez, -aient, so je parlerais means “I would speak.” It expresses hypotheses, wishes and polite requests, as in Je voudrais un café. In si clauses, si + present leads to the future, and si + imparfait leads to the conditional: Si j’avais le temps, je voyagerais.',
    ],
    keyPoints: [
      'Future and conditional share the same stems.',
      'Never use the future or conditional directly after si meaning “if.”',
      'Quand + future is used for future time: Quand j’arriverai, je t’appellerai.',
    ],
    cards: [
      ['Futur simple', 'The French simple future tense.'],
      ['Conditionnel', 'The mood meaning “would.”'],
      ['je serai', 'I will be.'],
      ['je voudrais', 'I would like (polite).'],
    ],
  },
  subjunctive: {
    explanation: [
      'The subjunctive (le subjonctif) expresses necessity, desire, emotion and doubt in clauses introduced by que. Its stem comes from the ils form of the present tense minus -ent, with endings -e, -es, -e, -ions, -iez, -ent: ils finissent gives que je finisse.',
      'Triggers include il faut que, vouloir que, bien que, avant que, pour que and expressions of emotion such as être content que. For example, Il faut que tu fasses tes devoirs. The subjunctive requires different subjects in the two clauses; otherwise an infinitive is used. Key irregulars are être (que je sois), avoir (que j’aie), aller (que j’aille), faire (que je fasse), pouvoir (que je puisse) and savoir (que je sache).',
    ],
    keyPoints: [
      'Penser que and croire que take the indicative when affirmative.',
      'Doubt (douter que) takes the subjunctive.',
      'Après que takes the indicative, while avant que takes the subjunctive.',
    ],
    cards: [
      ['Subjonctif', 'A verb mood for necessity, wishes, emotion and doubt.'],
      ['il faut que', 'It is necessary that, always followed by the subjunctive.'],
      ['que je sois', 'That I be (subjunctive of être).'],
      ['bien que', 'Although, a conjunction requiring the subjunctive.'],
    ],
  },
  pronouns: {
    explanation: [
      'French object pronouns go before the conjugated verb. Direct object pronouns are me, te, le, la, nous, vous, les, as in Je la vois, and indirect object pronouns are me, te, lui, nous, vous, leur, as in Je lui parle. In the passé composé, a preceding direct object makes the participle agree: Je les ai vus.',
      'The pronoun y replaces a place or à + a thing (J’y vais), and en replaces de + a noun or a quantity (J’en veux deux). When several pronouns are combined, the order is me/te/se/nous/vous, then le/la/les, then lui/leur, then y, then en: Je le lui donne. Stressed pronouns moi, toi, lui, elle, nous, vous, eux, elles are used after prepositions and for emphasis.',
    ],
    keyPoints: [
      'Pronouns precede the verb except in affirmative commands: Donne-le-moi.',
      'Y replaces places; en replaces quantities and de phrases.',
      'Le and la become l’ before a vowel.',
    ],
    cards: [
      ['Direct object pronoun', 'A pronoun replacing the direct object, such as le or la.'],
      ['lui', 'Indirect object pronoun meaning “to him” or “to her.”'],
      ['y', 'A pronoun meaning “there” or replacing à + thing.'],
      ['en', 'A pronoun meaning “some” or “of it,” replacing de + noun.'],
      ['Stressed pronoun', 'A pronoun like moi or eux used after prepositions.'],
    ],
  },
  'francophone-culture': {
    explanation: [
      'French is spoken by more than 300 million people on five continents and is an official language in about 29 countries. The Francophonie includes France, Belgium, Switzerland, Luxembourg, Canada’s province of Quebec, many countries in West and Central Africa such as Senegal and Côte d’Ivoire, Haiti and overseas regions like Martinique and Réunion.',
      'French spread through colonization from the 16th to the 20th centuries. Each region has its own accent, vocabulary and traditions: Quebecers say le char for a car and celebrate the Fête nationale on June 24, while French is an administrative language in many African countries alongside local languages. In France, national holidays include Bastille Day, le 14 juillet. The Organisation internationale de la Francophonie links French-speaking states.',
    ],
    keyPoints: [
      'Quebec’s Charter of the French Language (1977) made French its official language.',
      'Africa has the largest number of French speakers.',
      'Haitian Creole and French are both official languages in Haiti.',
    ],
    cards: [
      ['Francophonie', 'The community of French-speaking peoples and countries.'],
      ['Quebec', 'The majority French-speaking province of Canada.'],
      ['le 14 juillet', 'Bastille Day, France’s national holiday.'],
      ['DROM', 'France’s overseas departments and regions, such as Martinique.'],
    ],
  },
};
