/** German (gb catalogue subject 5018): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammar: {
    explanation: [
      'German nouns have three genders, masculine (der), feminine (die) and neuter (das), and all nouns are written with a capital letter. Plurals vary and should be learned with each noun: das Buch becomes die Bücher. Adjective endings change depending on gender, case and the article used.',
      'Verbs are conjugated by person: ich spiele, du spielst, er spielt, wir spielen, ihr spielt, sie spielen. Modal verbs such as können, müssen, wollen, dürfen and sollen send the infinitive to the end of the clause: Ich muss meine Hausaufgaben machen. Separable verbs split in the present tense, as in Ich stehe um sieben Uhr auf, and negation uses nicht or kein.',
    ],
    keyPoints: [
      'Kein replaces ein + noun in negatives: Ich habe keinen Hund.',
      'Compound nouns take the gender of the last part: die Haustür.',
      'Du is informal and Sie is formal.',
    ],
    cards: [
      ['der/die/das', 'Masculine, feminine and neuter definite articles.'],
      ['Modal verb', 'A verb like müssen or können that sends the infinitive to the end.'],
      ['Separable verb', 'A verb whose prefix separates, such as aufstehen.'],
      ['kein', 'Not a/no, the negative article.'],
      ['Umlaut', 'The two dots on ä, ö or ü that change a vowel sound.'],
    ],
  },
  cases: {
    explanation: [
      'German uses four cases to show a noun’s role in a sentence. The nominative marks the subject (Der Hund bellt), the accusative the direct object (Ich sehe den Hund), the dative the indirect object (Ich gebe dem Hund einen Knochen) and the genitive possession (das Auto des Mannes).',
      'Only masculine articles change in the accusative: der becomes den and ein becomes einen. In the dative, der becomes dem, die becomes der, das becomes dem and plural die becomes den, with -n added to most plural nouns. Prepositions determine case: durch, für, gegen, ohne and um take the accusative, while aus, bei, mit, nach, seit, von and zu take the dative. Two-way prepositions such as in and auf take the accusative for movement and the dative for position.',
    ],
    keyPoints: [
      'Ich gehe in die Stadt (movement, accusative); ich bin in der Stadt (position, dative).',
      'Wegen and trotz take the genitive.',
      'Pronouns change with case: ich, mich, mir.',
    ],
    cards: [
      ['Nominative', 'The case of the subject.'],
      ['Accusative', 'The case of the direct object.'],
      ['Dative', 'The case of the indirect object and after some prepositions.'],
      ['Genitive', 'The case showing possession.'],
      ['Two-way preposition', 'A preposition taking accusative for movement and dative for location.'],
    ],
  },
  tenses: {
    explanation: [
      'GCSE German requires the present, past and future. The perfect tense, used in speech, combines haben or sein with a past participle at the end of the clause: Ich habe Fußball gespielt; Ich bin nach Berlin gefahren. Verbs of movement and change of state take sein. Regular participles use ge- … -t (gemacht), and strong verbs use ge- … -en (gesehen).',
      'The imperfect (simple past) is used in writing and for common verbs like war (was), hatte (had) and es gab (there was). The future tense uses werden + infinitive: Ich werde studieren. The conditional uses würde + infinitive or the forms möchte and wäre: Ich würde gern reisen. Higher-tier students also use the pluperfect, such as Ich hatte gegessen.',
    ],
    keyPoints: [
      'Past participles go to the end of the clause.',
      'Sein verbs include fahren, gehen, kommen, fliegen and bleiben.',
      'Wenn ich reich wäre, würde ich… expresses a hypothesis.',
    ],
    cards: [
      ['Perfekt', 'The perfect tense formed with haben or sein.'],
      ['Imperfekt', 'The simple past tense, used especially in writing.'],
      ['ich war', 'I was.'],
      ['ich werde', 'I will (future auxiliary).'],
      ['ich würde', 'I would (conditional).'],
    ],
  },
  'word-order': {
    explanation: [
      'In German main clauses, the verb is the second idea. If a sentence starts with a time phrase, the subject moves after the verb: Am Samstag spiele ich Tennis. This verb-second rule applies to questions starting with question words too: Wann fährst du?',
      'Subordinating conjunctions such as weil, dass, wenn, ob and obwohl send the conjugated verb to the end of the clause: Ich lerne Deutsch, weil es interessant ist. When a subordinate clause starts the sentence, it is followed by a comma and the main verb: Wenn es regnet, bleibe ich zu Hause. Within a clause, the order time–manner–place applies: Ich fahre morgen mit dem Zug nach Köln.',
    ],
    keyPoints: [
      'Coordinating conjunctions (und, aber, oder, denn, sondern) do not change word order.',
      'In subordinate clauses, modal verbs and auxiliaries go to the very end.',
      'Time–manner–place is remembered as “TMP”.',
    ],
    cards: [
      ['Verb second', 'The rule that the main verb is the second idea in a main clause.'],
      ['weil', 'Because, a conjunction sending the verb to the end.'],
      ['TMP', 'Time–manner–place word order.'],
      ['obwohl', 'Although, a subordinating conjunction.'],
      ['Inversion', 'Swapping subject and verb when another element starts the sentence.'],
    ],
  },
  vocabulary: {
    explanation: [
      'GCSE German vocabulary covers themes such as family, free time, home and local area, travel, school, work and global issues. High-frequency words include connectives (und, aber, denn, deshalb), time phrases (gestern, morgen, letzte Woche, nächstes Jahr) and opinion phrases (meiner Meinung nach, ich finde, dass …).',
      'Many German words are cognates, such as das Haus (house) and der Garten (garden), but false friends exist: das Gymnasium is a grammar school, bekommen means to receive, and also means so or therefore. German forms long compound nouns, so das Krankenhaus (hospital) combines krank and Haus. Learning nouns with gender and plural helps with accurate grammar.',
    ],
    keyPoints: [
      'Deshalb sends the verb into second position directly after it.',
      'Intensifiers include sehr, ziemlich and total.',
      'Nouns are always capitalised.',
    ],
    cards: [
      ['meiner Meinung nach', 'In my opinion.'],
      ['bekommen', 'To receive (a false friend).'],
      ['das Krankenhaus', 'The hospital.'],
      ['deshalb', 'Therefore.'],
      ['letzte Woche', 'Last week.'],
    ],
  },
  'identity-and-culture': {
    explanation: [
      'This theme covers family, friends, relationships, technology, music, cinema, sport and festivals. Descriptions use sein and haben: Mein Bruder ist lustig und hat kurze, braune Haare. Relationships are discussed with sich verstehen mit (to get on with) and sich streiten (to argue): Ich verstehe mich gut mit meiner Mutter.',
      'Technology vocabulary includes das Handy (mobile phone), soziale Netzwerke and Cybermobbing. German-speaking festivals include Weihnachten, with Christmas markets and Advent calendars, Karneval or Fasching before Lent, and the Oktoberfest in Munich, which begins in September. Free-time phrases use gern, lieber and am liebsten to show preference: Ich spiele gern Fußball, aber ich schwimme am liebsten.',
    ],
    keyPoints: [
      'Gern, lieber and am liebsten express like, prefer and like most.',
      'Reflexive verbs use reflexive pronouns: ich verstehe mich.',
      'German Christmas Eve (Heiligabend) is the main day of celebration.',
    ],
    cards: [
      ['sich verstehen mit', 'To get on with.'],
      ['das Handy', 'Mobile phone.'],
      ['am liebsten', 'Most of all (favourite).'],
      ['Fasching', 'Carnival season before Lent.'],
      ['Heiligabend', 'Christmas Eve.'],
    ],
  },
  'holidays-and-travel': {
    explanation: [
      'The travel theme includes holidays, accommodation, transport, weather and problems. Past holidays combine the perfect and imperfect tenses: Letzten Sommer bin ich mit meiner Familie nach Österreich gefahren. Das Wetter war sonnig und das Hotel war sehr modern.',
      'Transport uses mit + dative: mit dem Zug, mit dem Auto, mit dem Flugzeug, but zu Fuß for on foot. Nach is used for towns and most countries (nach Deutschland), while in is used for countries with an article (in die Schweiz, in die Türkei). Accommodation includes das Hotel, die Jugendherberge (youth hostel) and der Campingplatz, and complaints use phrases like Die Dusche funktioniert nicht.',
    ],
    keyPoints: [
      'Fahren and fliegen take sein in the perfect tense.',
      'Es gab (there was/were) is useful for past descriptions.',
      'Ich möchte is a polite way to ask for something.',
    ],
    cards: [
      ['die Jugendherberge', 'The youth hostel.'],
      ['mit dem Zug', 'By train.'],
      ['zu Fuß', 'On foot.'],
      ['in die Schweiz', 'To Switzerland.'],
      ['der Campingplatz', 'The campsite.'],
    ],
  },
  'school-and-future-plans': {
    explanation: [
      'German schools differ from British ones. After the Grundschule, pupils usually move at about age 10 to a Gymnasium, Realschule or Hauptschule, or to a Gesamtschule in some states. The Abitur is the exam taken at the end of the Gymnasium to qualify for university, and the school day often ends around lunchtime.',
      'Students give opinions on subjects and rules: Mein Lieblingsfach ist Biologie, weil der Lehrer hilfsbereit ist, and Man darf kein Handy benutzen. Future plans use ich möchte, ich will, ich hoffe … zu and the future tense: Ich werde die Oberstufe machen und dann Medizin studieren. Germany’s dual system of apprenticeships (die Ausbildung) combines workplace training with vocational school.',
    ],
    keyPoints: [
      'Die Note is a grade; 1 is the best and 6 the worst in Germany.',
      'Sitzenbleiben means repeating a school year.',
      'Jobs take no article after sein: Ich möchte Arzt werden.',
    ],
    cards: [
      ['das Gymnasium', 'An academic secondary school in Germany.'],
      ['das Abitur', 'The German school-leaving exam for university entry.'],
      ['die Ausbildung', 'Vocational training or apprenticeship.'],
      ['das Lieblingsfach', 'Favourite subject.'],
      ['sitzenbleiben', 'To stay down a year at school after failing.'],
    ],
  },
  translation: {
    explanation: [
      'GCSE German papers include translation from German into English and from English into German. Translations must convey the full meaning naturally and accurately, including tense, negatives and small details such as auch, oft and immer.',
      'German word order often differs from English: Gestern habe ich Fußball gespielt is translated as “Yesterday I played football”, not word for word. Some expressions are idiomatic: Ich habe Hunger means “I am hungry”, and seit with the present tense means “have been … for”: Ich wohne seit fünf Jahren hier means “I have lived here for five years”. When translating into German, check verb position, cases and genders.',
    ],
    keyPoints: [
      'Seit + present tense translates as the English perfect continuous.',
      'Gern after a verb means “like doing”.',
      'Check that every element of the sentence has been translated.',
    ],
    cards: [
      ['Ich habe Hunger', 'I am hungry.'],
      ['seit', 'Since or for, with the present tense for ongoing actions.'],
      ['oft', 'Often.'],
      ['Ich spiele gern', 'I like playing.'],
    ],
  },
};
