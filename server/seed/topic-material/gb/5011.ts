/** Spanish (gb catalogue subject 5011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammar: {
    explanation: [
      'In Spanish, nouns are masculine or feminine and articles and adjectives agree: el chico alto, la chica alta, los chicos altos. Adjectives normally follow the noun, although bueno and malo shorten to buen and mal before masculine singular nouns (un buen día). Subject pronouns are usually omitted because the verb ending shows the person.',
      'Negatives place no before the verb, and double negatives are correct: no tengo nada (I have nothing), no voy nunca (I never go). Gustar works backwards, agreeing with the thing liked: me gusta el fútbol but me gustan los deportes. The personal a is used before a person as direct object: visito a mi abuela. Comparisons use más … que and menos … que, with mejor and peor as irregular forms.',
    ],
    keyPoints: [
      'Ser is used for permanent characteristics and estar for location and temporary states.',
      'Possessive adjectives: mi/mis, tu/tus, su/sus, nuestro/a/os/as.',
      'Questions have written accents on question words: ¿qué?, ¿dónde?, ¿cuándo?',
    ],
    cards: [
      ['Personal a', 'The word a placed before a person who is a direct object.'],
      ['me gustan', 'I like (used with plural nouns).'],
      ['no … nada', 'Nothing (double negative).'],
      ['mejor', 'Better.'],
      ['estar', 'To be, for location and temporary states.'],
    ],
  },
  tenses: {
    explanation: [
      'GCSE Spanish requires present, past and future time frames. The present tense includes regular -ar, -er and -ir verbs and irregular verbs such as ser, estar, tener, ir and hacer. The preterite is used for completed actions (fui a Madrid, comí paella), and the imperfect for descriptions and habits (cuando era pequeño, vivía en Londres).',
      'The near future uses ir a + infinitive (voy a estudiar), and the simple future adds -é, -ás, -á, -emos, -éis, -án to the infinitive (viajaré). The conditional expresses “would” (me gustaría). Higher-tier students also use the perfect tense with haber (he visitado), the pluperfect and the present subjunctive, for example cuando sea mayor (when I am older).',
    ],
    keyPoints: [
      'Ser and ir share preterite forms: fui, fuiste, fue.',
      'Hay (there is) becomes había (there was) and habrá (there will be).',
      'Radical-changing verbs alter their stem, as in jugar → juego.',
    ],
    cards: [
      ['Pretérito indefinido', 'The preterite tense for completed actions.'],
      ['Imperfecto', 'The imperfect tense for past descriptions and habits.'],
      ['Perfect tense', 'Haber + past participle, e.g. he comido (I have eaten).'],
      ['me gustaría', 'I would like.'],
      ['cuando sea mayor', 'When I am older (subjunctive).'],
    ],
  },
  vocabulary: {
    explanation: [
      'GCSE Spanish vocabulary is organised around the themes of identity and culture, local and global areas of interest, and current and future study and employment. Essential high-frequency vocabulary includes connectives (además, sin embargo, por eso), time markers (ayer, mañana, el año pasado) and opinion expressions (creo que, me parece que).',
      'Learning nouns with their articles helps accuracy, especially with exceptions like el agua, la foto and el problema. Cognates such as el hospital are easy, but false friends mislead: la carpeta is a folder, not a carpet, and constipado means having a cold. Reading and listening questions often paraphrase, so synonyms like comenzar and empezar (to begin) must both be recognised.',
    ],
    keyPoints: [
      'Feminine nouns beginning with a stressed a take el in the singular: el agua.',
      'Por eso means “therefore”.',
      'Sin embargo means “however”.',
    ],
    cards: [
      ['además', 'Furthermore.'],
      ['sin embargo', 'However.'],
      ['la carpeta', 'A folder (a false friend).'],
      ['el año pasado', 'Last year.'],
      ['empezar', 'To begin.'],
    ],
  },
  'identity-and-culture': {
    explanation: [
      'This theme covers family, friendships, marriage, social media, mobile technology, free time and festivals. Physical descriptions use tener and ser: tengo el pelo largo y los ojos azules, soy bastante alto. Relationships use llevarse bien/mal con (to get on well/badly with): me llevo bien con mi madre porque es comprensiva.',
      'Free-time topics include music, television, sport, food and eating out. Festivals in the Spanish-speaking world include la Tomatina in Buñol, los Sanfermines in Pamplona, Semana Santa (Holy Week) and el Día de los Muertos in Mexico. Technology is discussed with advantages, such as estar en contacto con amigos, and dangers, such as el ciberacoso (cyberbullying).',
    ],
    keyPoints: [
      'Hair and eyes are described with tener.',
      'Jugar a is used for sports; tocar for instruments.',
      'Spanish meals: el desayuno, la comida and la cena.',
    ],
    cards: [
      ['llevarse bien con', 'To get on well with.'],
      ['el ciberacoso', 'Cyberbullying.'],
      ['la Tomatina', 'A tomato-throwing festival in Buñol, Spain.'],
      ['Semana Santa', 'Holy Week, before Easter.'],
      ['tocar la guitarra', 'To play the guitar.'],
    ],
  },
  'holidays-and-travel': {
    explanation: [
      'The travel theme includes holiday preferences, accommodation, transport, directions and problems on holiday. Students describe past holidays with the preterite for events and the imperfect for description: el verano pasado fui a Málaga; hacía sol y el hotel era muy cómodo.',
      'Transport uses en (en tren, en coche, en avión) except a pie (on foot). Accommodation includes un albergue juvenil (youth hostel), un camping and un parador, a Spanish state-run hotel often in a historic building. Complaints use phrases such as la habitación estaba sucia or perdí mi maleta. Booking language uses quisiera and the conditional for politeness.',
    ],
    keyPoints: [
      'Weather uses hacer: hace calor, hacía frío.',
      'Ir a + place: voy a España.',
      'Quisiera is a polite way to say “I would like”.',
    ],
    cards: [
      ['un albergue juvenil', 'A youth hostel.'],
      ['a pie', 'On foot.'],
      ['la maleta', 'The suitcase.'],
      ['hacía sol', 'It was sunny.'],
      ['un parador', 'A state-run Spanish hotel, often in a historic building.'],
    ],
  },
  'school-and-future-plans': {
    explanation: [
      'This theme covers school subjects, timetables, rules, facilities, pressures and future plans. In Spain, pupils attend el instituto for ESO (Educación Secundaria Obligatoria) from 12 to 16 and can study bachillerato from 16 to 18; pupils who fail may repeat a year (repetir curso), and there is usually no uniform in state schools.',
      'Opinions on subjects use me encanta, odio and prefiero with reasons: me encanta la historia porque es fascinante. Rules use está prohibido + infinitive and hay que + infinitive. Future plans use quiero, espero, pienso and tengo la intención de + infinitive: espero ir a la universidad y ser abogado. Part-time jobs and work experience (las prácticas laborales) are also discussed.',
    ],
    keyPoints: [
      'Hay que + infinitive means “one must”.',
      'Professions do not take an article after ser: quiero ser médico.',
      'Recreo is break time.',
    ],
    cards: [
      ['el instituto', 'Secondary school in Spain.'],
      ['está prohibido', 'It is forbidden.'],
      ['las prácticas laborales', 'Work experience.'],
      ['el bachillerato', 'Spanish post-16 qualification.'],
      ['repetir curso', 'To repeat a school year.'],
    ],
  },
  'global-issues': {
    explanation: [
      'Global issues include the environment, poverty, homelessness, health and charity. Environmental vocabulary includes el medio ambiente (the environment), el cambio climático, la contaminación, la basura (rubbish) and reciclar. Solutions use deberíamos + infinitive, such as deberíamos ahorrar energía.',
      'Social issues include la pobreza, las personas sin hogar (homeless people) and el paro (unemployment). Students describe voluntary work, for example trabajé como voluntario en un comedor social (a soup kitchen). Health topics include healthy eating and the dangers of smoking and alcohol. Higher-level answers use es importante que + subjunctive, as in es importante que todos reciclemos.',
    ],
    keyPoints: [
      'Para + infinitive expresses purpose: para proteger el planeta.',
      'Se debería expresses a general recommendation.',
      'Impersonal expressions of importance take the subjunctive.',
    ],
    cards: [
      ['el medio ambiente', 'The environment.'],
      ['las personas sin hogar', 'Homeless people.'],
      ['el paro', 'Unemployment.'],
      ['la basura', 'Rubbish.'],
      ['deberíamos', 'We should.'],
    ],
  },
  'speaking-exam': {
    explanation: [
      'The GCSE Spanish speaking exam consists of a role play, a photo card discussion and a general conversation on themes studied. The role play includes a prompt requiring a question to be asked and an unexpected question marked with an exclamation mark, which must be answered spontaneously.',
      'High marks come from developed answers with opinions, justifications and a range of tenses. Useful structures include lo mejor es… (the best thing is…), si tuviera dinero, viajaría (if I had money, I would travel) and desde hace dos años (for two years). Pronunciation features include the rolled rr, the jota sound of j and the silent h. Asking ¿Y usted? shows initiative.',
    ],
    keyPoints: [
      'Questions should be developed beyond single facts.',
      'Past, present and future time frames are expected.',
      'Formal usted is used with the examiner in role plays.',
    ],
    cards: [
      ['lo mejor es', 'The best thing is.'],
      ['si tuviera', 'If I had (imperfect subjunctive).'],
      ['desde hace', 'For (a period of time up to now).'],
      ['usted', 'The formal “you”.'],
    ],
  },
  translation: {
    explanation: [
      'GCSE Spanish includes translation from Spanish into English in the reading paper and from English into Spanish in the writing paper. Good translations convey the full meaning accurately and naturally rather than word for word.',
      'Some expressions cannot be translated literally: tengo hambre means “I am hungry”, acabo de llegar means “I have just arrived” and hace tres años means “three years ago”. Translating into Spanish requires correct verb forms, agreements and the choice between ser and estar. Small words like también (also), siempre (always) and a veces (sometimes) must not be missed.',
    ],
    keyPoints: [
      'Tener expressions: tener calor, tener sed, tener miedo.',
      'Llevar + time + gerund means “to have been doing for”.',
      'Check accents, as they can change meaning: si (if) and sí (yes).',
    ],
    cards: [
      ['tengo hambre', 'I am hungry.'],
      ['acabo de', 'I have just.'],
      ['hace tres años', 'Three years ago.'],
      ['a veces', 'Sometimes.'],
    ],
  },
};
