/** Spanish (us catalogue subject 7014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  vocabulary: {
    explanation: [
      'Spanish nouns have grammatical gender: most nouns ending in -o are masculine (el libro) and most ending in -a are feminine (la casa), with exceptions such as el día and la mano. Articles and adjectives agree in gender and number, so “the red cars” is los coches rojos.',
      'Core vocabulary covers greetings (hola, buenos días, ¿qué tal?), numbers, days (lunes to domingo, not capitalized), family (la madre, el hermano) and school. Many English words have cognates, such as importante and la información, but false cognates exist: embarazada means “pregnant,” not “embarrassed,” and librería means “bookstore.”',
    ],
    keyPoints: [
      'Days of the week and months are lowercase in Spanish.',
      'Plurals add -s after a vowel and -es after a consonant.',
      'Questions and exclamations open with ¿ and ¡.',
    ],
    cards: [
      ['Cognate', 'A word similar in form and meaning in two languages, such as familia and family.'],
      ['False cognate', 'A word that looks similar but has a different meaning, such as embarazada.'],
      ['el/la', 'The masculine and feminine singular forms of “the.”'],
      ['¿Cómo te llamas?', 'What is your name? (informal).'],
      ['la biblioteca', 'The library.'],
    ],
  },
  'present-tense': {
    explanation: [
      'The present tense describes current actions, habits and general truths. Regular verbs drop the infinitive ending and add person endings: -ar verbs like hablar take -o, -as, -a, -amos, -áis, -an; -er verbs like comer take -o, -es, -e, -emos, -éis, -en; -ir verbs like vivir take -o, -es, -e, -imos, -ís, -en.',
      'Stem-changing verbs change a vowel in every form except nosotros and vosotros: e → ie (quiero), o → ue (puedo) and e → i (pido). Some verbs are irregular only in the yo form, such as hago, pongo, salgo and conozco, and others are fully irregular, such as ser (soy, eres, es), ir (voy, vas, va) and tener (tengo, tienes, tiene).',
    ],
    keyPoints: [
      'Subject pronouns are often omitted because endings show the subject.',
      'Nosotros and vosotros forms do not stem-change.',
      'Ir a + infinitive expresses the near future: Voy a estudiar.',
    ],
    cards: [
      ['hablo', 'I speak (hablar, yo form).'],
      ['Stem-changing verb', 'A verb whose stem vowel changes in stressed forms, such as querer → quiero.'],
      ['Yo-go verb', 'A verb whose yo form ends in -go, such as tener → tengo.'],
      ['vosotros', 'The informal plural “you,” used mainly in Spain.'],
    ],
  },
  'ser-vs-estar': {
    explanation: [
      'Spanish has two verbs meaning “to be.” Ser expresses lasting or defining qualities and is used for description, origin, occupation, time, dates, relationships and possession, remembered by the acronym DOCTOR. For example, Soy de México and Son las tres.',
      'Estar expresses states and location, remembered as PLACE: position, location, action (progressive tenses), condition and emotion. For example, Estoy cansado and Madrid está en España. Some adjectives change meaning with the verb: ser aburrido means “to be boring,” while estar aburrido means “to be bored”; ser listo is “to be clever,” estar listo is “to be ready.”',
    ],
    keyPoints: [
      'Location of things and people uses estar; the location of events uses ser: La fiesta es en mi casa.',
      'Progressive tenses use estar + gerund: Estoy comiendo.',
      'Ser: soy, eres, es, somos, sois, son; estar: estoy, estás, está, estamos, estáis, están.',
    ],
    cards: [
      ['Ser', '“To be” for identity, origin, characteristics, time and possession.'],
      ['Estar', '“To be” for location, conditions, emotions and ongoing actions.'],
      ['Estar listo', 'To be ready.'],
      ['Ser listo', 'To be clever.'],
      ['DOCTOR', 'Description, Occupation, Characteristic, Time, Origin, Relationship: uses of ser.'],
    ],
  },
  'preterite-vs-imperfect': {
    explanation: [
      'Spanish has two simple past tenses. The preterite describes completed actions with a definite beginning or end: Ayer comí paella. Regular preterite endings are -é, -aste, -ó, -amos, -asteis, -aron for -ar verbs and -í, -iste, -ió, -imos, -isteis, -ieron for -er and -ir verbs.',
      'The imperfect describes ongoing or habitual past actions, background, descriptions, time and age: Cuando era niño, jugaba al fútbol. Its endings are -aba for -ar verbs and -ía for -er and -ir verbs, and only ser (era), ir (iba) and ver (veía) are irregular. The two tenses often appear together: Leía cuando sonó el teléfono.',
    ],
    keyPoints: [
      'Preterite: completed, specific actions; imperfect: habitual, ongoing or descriptive.',
      'Clue words: ayer and una vez suggest preterite; siempre and todos los días suggest imperfect.',
      'Ser and ir share the preterite forms fui, fuiste, fue, fuimos, fuisteis, fueron.',
    ],
    cards: [
      ['Preterite', 'The past tense for completed actions.'],
      ['Imperfect', 'The past tense for habitual, ongoing or background actions.'],
      ['hablé', 'I spoke (preterite of hablar).'],
      ['hablaba', 'I used to speak / I was speaking (imperfect).'],
      ['tuve', 'I had (irregular preterite of tener).'],
    ],
  },
  'future-and-conditional': {
    explanation: [
      'The simple future is formed by adding -é, -ás, -á, -emos, -éis, -án to the whole infinitive, so hablaré means “I will speak.” The same endings work for all three verb groups. The future also expresses probability in the present: ¿Dónde estará Ana? means “Where can Ana be?”',
      'The conditional adds -ía, -ías, -ía, -íamos, -íais, -ían to the infinitive: comería means “I would eat.” It expresses hypothetical situations, polite requests (¿Podría ayudarme?) and the future from a past viewpoint. Both tenses share irregular stems, such as tendr- (tener), har- (hacer), dir- (decir), podr- (poder) and saldr- (salir).',
    ],
    keyPoints: [
      'Future and conditional endings attach to the full infinitive.',
      'Irregular verbs use the same stem in both tenses.',
      'Si clauses: Si tuviera dinero, viajaría (imperfect subjunctive + conditional).',
    ],
    cards: [
      ['hablaré', 'I will speak.'],
      ['hablaría', 'I would speak.'],
      ['haré', 'I will do/make (irregular future of hacer).'],
      ['Future of probability', 'Using the future to guess about the present.'],
    ],
  },
  subjunctive: {
    explanation: [
      'The subjunctive is a mood used for wishes, doubts, emotions, recommendations and the unknown, usually in a dependent clause introduced by que. The present subjunctive is formed from the yo form of the present indicative: drop the -o and add “opposite” endings, -e for -ar verbs (hable) and -a for -er and -ir verbs (coma, viva).',
      'Triggers are remembered as WEIRDO: wishes, emotions, impersonal expressions, recommendations, doubt and ojalá. For example, Quiero que tú vengas and Es importante que estudiemos. The subjunctive requires a change of subject; with one subject the infinitive is used: Quiero venir. Irregular forms include sea, vaya, esté, haya, sepa and dé.',
    ],
    keyPoints: [
      'Expressions of certainty, such as creo que, take the indicative.',
      'Expressions of doubt, such as no creo que, take the subjunctive.',
      'Cuando + subjunctive refers to future events: Cuando llegues, llámame.',
    ],
    cards: [
      ['Subjunctive mood', 'A verb mood for subjective or uncertain situations.'],
      ['WEIRDO', 'Wishes, Emotions, Impersonal expressions, Recommendations, Doubt, Ojalá.'],
      ['Ojalá', 'An expression meaning “hopefully” that always takes the subjunctive.'],
      ['sea', 'Present subjunctive of ser.'],
      ['vaya', 'Present subjunctive of ir.'],
    ],
  },
  commands: {
    explanation: [
      'Commands (the imperative) tell someone to do something. Affirmative informal tú commands use the third-person singular present form: habla, come, escribe. Eight verbs have irregular tú commands: di, haz, ve, pon, sal, sé, ten and ven.',
      'Negative tú commands and all formal Ud. and Uds. commands use the present subjunctive: no hables, hable usted, no coman ustedes. Nosotros commands, also from the subjunctive, mean “let’s”: hablemos. Object pronouns attach to the end of affirmative commands, often with a written accent (dímelo), and go before negative ones (no me lo digas).',
    ],
    keyPoints: [
      'Affirmative tú: third-person singular form; negative tú: subjunctive.',
      'Pronouns attach to affirmative commands and precede negative commands.',
      'Vamos is used for the affirmative “let’s go.”',
    ],
    cards: [
      ['Imperative', 'The verb mood used for commands.'],
      ['¡Haz la tarea!', 'Do the homework! (irregular tú command of hacer).'],
      ['No hables', 'Don’t speak (negative tú command).'],
      ['Siéntese', 'Sit down (formal usted command with attached pronoun).'],
    ],
  },
  'object-pronouns': {
    explanation: [
      'Direct object pronouns replace the noun that receives the action: me, te, lo, la, nos, os, los, las. In Leo el libro → Lo leo, lo replaces el libro. Indirect object pronouns show to whom or for whom: me, te, le, nos, os, les, as in Le doy el libro a Juan.',
      'When both appear, the indirect comes before the direct, and le or les changes to se before lo, la, los or las: Se lo doy. Pronouns go before a conjugated verb or attach to an infinitive, a gerund or an affirmative command: Lo quiero ver or Quiero verlo. Verbs like gustar use indirect object pronouns: Me gustan los perros.',
    ],
    keyPoints: [
      'Order: reflexive, indirect, direct (RID).',
      'Le/les becomes se before lo, la, los, las.',
      'Attaching two pronouns often requires a written accent: dámelo.',
    ],
    cards: [
      ['Direct object', 'The noun that directly receives the action of the verb.'],
      ['Indirect object', 'The person to or for whom the action is done.'],
      ['Se lo doy', 'I give it to him/her/you (formal).'],
      ['Me gusta', 'I like it (literally, it pleases me).'],
    ],
  },
};
