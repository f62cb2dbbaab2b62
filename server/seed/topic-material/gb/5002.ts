/** English Language (gb catalogue subject 5002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'language-techniques': {
    explanation: [
      'Writers choose language techniques to create effects on the reader. Figurative devices include simile, metaphor and personification, while sound devices include alliteration, sibilance and onomatopoeia. Word classes matter too: a verb such as “stormed” conveys more than “walked”, and adjectives and adverbs add precise detail.',
      'In GCSE language analysis, a strong answer identifies a technique, quotes briefly and explains its effect, focusing on connotations of individual words. For example, describing a city as “a beast that never slept” uses metaphor to suggest danger and restlessness. Semantic fields, groups of words linked by topic, can build an atmosphere, such as a semantic field of war in a description of a storm.',
    ],
    keyPoints: [
      'Effects should be linked to the writer’s purpose and the reader’s response.',
      'Short embedded quotations are more effective than long ones.',
      'Pathetic fallacy uses weather or setting to reflect mood.',
    ],
    cards: [
      ['Connotation', 'An idea or feeling suggested by a word beyond its literal meaning.'],
      ['Semantic field', 'A group of words related by meaning or topic.'],
      ['Personification', 'Giving human qualities to something non-human.'],
      ['Sibilance', 'Repetition of soft “s” sounds.'],
      ['Pathetic fallacy', 'Weather or nature reflecting human emotions.'],
    ],
  },
  structure: {
    explanation: [
      'Structure is how a text is organised as a whole: the order of events, shifts in focus, and how it opens and closes. Writers may begin in medias res, in the middle of the action, or with a wide establishing description before narrowing to a character. Flashbacks, time shifts and changes of perspective alter the reader’s understanding.',
      'At sentence and paragraph level, short sentences and one-line paragraphs create tension or emphasis, while long complex sentences can build detail or a sense of overwhelm. A cyclical structure returns to the opening image at the end. In structure questions, strong answers track how the reader’s focus moves through the extract and explain why.',
    ],
    keyPoints: [
      'Structure questions ask about the whole text, not individual words.',
      'A shift in focus can move from setting to character, or from outside to inside.',
      'Foreshadowing at the start can create suspense about the ending.',
    ],
    cards: [
      ['In medias res', 'Starting a narrative in the middle of the action.'],
      ['Cyclical structure', 'Ending a text where it began.'],
      ['Flashback', 'A scene set earlier than the main narrative.'],
      ['Climax', 'The point of greatest tension in a narrative.'],
      ['Shift in focus', 'A change in what the writer directs the reader’s attention to.'],
    ],
  },
  'creative-writing': {
    explanation: [
      'Creative writing at GCSE includes descriptive and narrative tasks, often prompted by an image. Effective description uses the five senses, precise vocabulary and figurative language, and it zooms in on small details rather than listing everything. Showing rather than telling, such as “her hands trembled” instead of “she was scared”, involves the reader.',
      'Good narratives are tightly focused on a small number of characters and a single event, with a clear arc. Varied sentence openings and lengths control pace, and a deliberate structure, such as a cyclical ending or a time shift, shows crafting. Accurate spelling, punctuation and a range of punctuation such as semicolons and colons earn technical accuracy marks.',
    ],
    keyPoints: [
      'Planning a structure before writing improves coherence.',
      'Dialogue should be used sparingly and punctuated correctly.',
      'A strong ending resolves or deliberately leaves open the central tension.',
    ],
    cards: [
      ['Show, don’t tell', 'Revealing emotions through actions and details rather than stating them.'],
      ['Narrative perspective', 'The point of view from which a story is told.'],
      ['Sensory language', 'Description appealing to sight, sound, smell, touch or taste.'],
      ['Pace', 'The speed at which events unfold for the reader.'],
    ],
  },
  'persuasive-writing': {
    explanation: [
      'Persuasive writing aims to convince an audience to adopt a viewpoint or take action, in forms such as articles, speeches, letters and leaflets. Each form has conventions: a letter needs an appropriate greeting and sign-off, an article a headline and a speech direct address to the audience.',
      'Techniques are often remembered by the acronym AFOREST: alliteration, facts, opinions, rhetorical questions, emotive language, statistics and triples (the rule of three). A counter-argument acknowledged and then dismissed strengthens the case. Register should match audience and purpose, usually formal for a newspaper or headteacher. Discourse markers such as “furthermore” and “however” guide the reader through the argument.',
    ],
    keyPoints: [
      'Direct address (“you”) involves the reader.',
      'Anecdotes add a personal, emotional dimension.',
      'A strong conclusion often ends with a call to action.',
    ],
    cards: [
      ['Rhetorical question', 'A question asked for effect, not expecting an answer.'],
      ['Rule of three', 'Grouping ideas in threes for emphasis and rhythm.'],
      ['Counter-argument', 'An opposing view raised in order to rebut it.'],
      ['Register', 'The level of formality of language.'],
      ['Emotive language', 'Words chosen to provoke an emotional response.'],
    ],
  },
  'non-fiction-texts': {
    explanation: [
      'Non-fiction texts include newspaper articles, letters, diaries, autobiographies, travel writing, speeches and reviews. At GCSE, students read both 19th-century and modern non-fiction, so understanding context helps: Victorian writers often use long sentences, formal vocabulary and moral judgements.',
      'Reading non-fiction involves identifying explicit and implicit information, summarising differences between texts and analysing how writers use language to present a viewpoint. The writer’s attitude is revealed through word choice, tone and selection of detail. For example, a Victorian account of a workhouse might use emotive detail to criticise poverty, while a modern article might use humour.',
    ],
    keyPoints: [
      'Implicit information is inferred rather than directly stated.',
      'A summary focuses on content, with brief supporting quotations.',
      'Tone can be formal, informal, ironic, critical or enthusiastic.',
    ],
    cards: [
      ['Non-fiction', 'Writing based on real people, events and facts.'],
      ['Inference', 'A conclusion drawn from evidence rather than explicit statement.'],
      ['Viewpoint', 'The writer’s perspective or opinion on a subject.'],
      ['Tone', 'The writer’s attitude conveyed through language.'],
      ['Autobiography', 'An account of a person’s life written by that person.'],
    ],
  },
  'comparing-texts': {
    explanation: [
      'Comparing texts means exploring similarities and differences in what writers say (their viewpoints) and how they say it (their methods). GCSE comparison questions usually pair a 19th-century source with a modern one on a shared theme, such as education or travel.',
      'An effective comparison is integrated, moving between both texts within each paragraph using connectives such as “similarly”, “whereas” and “in contrast”. Each point should be supported with evidence from both sources and should comment on how methods, such as tone, structure and language, convey each writer’s perspective. Context, such as differing attitudes to childhood, can explain why views differ.',
    ],
    keyPoints: [
      'Compare perspectives and methods, not just content.',
      'Comparative connectives make links explicit.',
      'Balance the discussion between both texts.',
    ],
    cards: [
      ['Comparative connective', 'A linking word such as “whereas” or “likewise”.'],
      ['Perspective', 'A writer’s attitude or way of seeing a topic.'],
      ['Integrated comparison', 'Discussing both texts together within each point.'],
      ['Methods', 'The techniques a writer uses to convey ideas.'],
    ],
  },
  'spelling-punctuation-and-grammar': {
    explanation: [
      'Accurate spelling, punctuation and grammar (SPaG) make writing clear and earn a significant share of writing marks. Common spelling confusions include their/there/they’re, your/you’re, affect/effect and practice (noun) / practise (verb) in British English. Apostrophes mark omission (don’t) or possession (the dog’s bowl, the dogs’ bowls), never plurals.',
      'Full stops end sentences, and a comma alone cannot join two main clauses; this error is called a comma splice. A semicolon links closely related main clauses, and a colon introduces an explanation or list. Sentence types include simple, compound and complex sentences, and complex sentences combine a main clause with a subordinate clause introduced by words such as “although” or “because”.',
    ],
    keyPoints: [
      'Its is possessive; it’s means “it is” or “it has”.',
      'Speech punctuation places commas and full stops inside the speech marks.',
      'Tense should remain consistent unless time changes.',
    ],
    cards: [
      ['Comma splice', 'Two main clauses joined incorrectly by only a comma.'],
      ['Subordinate clause', 'A clause that depends on a main clause to make sense.'],
      ['Apostrophe of possession', 'An apostrophe showing ownership.'],
      ['Semicolon', 'Punctuation linking two closely related main clauses.'],
      ['Homophone', 'A word that sounds like another but differs in spelling and meaning.'],
    ],
  },
  'spoken-language': {
    explanation: [
      'The GCSE Spoken Language endorsement requires a formal presentation on a chosen topic, followed by questions from the audience. It is assessed separately from the main grade as Pass, Merit or Distinction. Marks reward use of Standard English, well-organised content and effective responses to questions.',
      'Spoken language differs from written language: it includes fillers, repetition, false starts and non-verbal features such as gesture, pace and eye contact. Formal presentations use a clear structure, signposting phrases such as “firstly” and “to conclude”, and audience awareness. Sociolinguistics studies how accent, dialect and sociolect vary with region and social group.',
    ],
    keyPoints: [
      'Standard English is expected in formal presentations.',
      'Dialect includes vocabulary and grammar; accent refers only to pronunciation.',
      'Prosodic features include intonation, stress and pace.',
    ],
    cards: [
      ['Standard English', 'The widely accepted form of English used in formal contexts.'],
      ['Dialect', 'A regional or social variety of a language with its own words and grammar.'],
      ['Accent', 'A way of pronouncing a language.'],
      ['Filler', 'A sound or word like “um” that fills a pause.'],
      ['Signposting', 'Phrases that guide listeners through a talk’s structure.'],
    ],
  },
};
