/** English (us catalogue subject 7004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'literary-devices': {
    explanation: [
      'Literary devices are techniques writers use to create meaning, mood and emphasis. Figurative language includes the simile, which compares with “like” or “as,” the metaphor, which states a comparison directly, and personification, which gives human qualities to non-human things.',
      'Other devices shape how a story is told. Foreshadowing hints at later events, irony creates a gap between expectation and reality, and symbolism lets an object stand for an idea, such as the conch in Lord of the Flies representing order. Point of view, tone and imagery also guide how readers respond to a text.',
    ],
    keyPoints: [
      'A simile uses “like” or “as”; a metaphor does not.',
      'Irony can be verbal, situational or dramatic.',
      'Imagery appeals to the five senses.',
    ],
    cards: [
      ['Metaphor', 'A direct comparison that says one thing is another.'],
      ['Foreshadowing', 'A hint about events that will happen later in a story.'],
      ['Dramatic irony', 'When the audience knows something a character does not.'],
      ['Symbol', 'An object, person or event that represents a larger idea.'],
      ['Alliteration', 'Repetition of initial consonant sounds in nearby words.'],
    ],
  },
  grammar: {
    explanation: [
      'Grammar is the system of rules for how words combine into sentences. Every complete sentence needs a subject and a predicate and expresses a complete thought; a group of words missing one of these is a fragment. The eight parts of speech are nouns, pronouns, verbs, adjectives, adverbs, prepositions, conjunctions and interjections.',
      'Common errors include run-on sentences and comma splices, where two independent clauses are joined without proper punctuation. They can be fixed with a period, a semicolon, or a comma plus a coordinating conjunction (for, and, nor, but, or, yet, so). Subjects and verbs must agree in number, and pronouns must agree with their antecedents.',
    ],
    keyPoints: [
      'A comma alone cannot join two independent clauses.',
      'A semicolon joins two closely related independent clauses.',
      'Singular subjects take singular verbs: “The list of items is long.”',
    ],
    cards: [
      ['Independent clause', 'A clause with a subject and verb that can stand alone as a sentence.'],
      ['Comma splice', 'Two independent clauses joined only by a comma.'],
      ['Antecedent', 'The noun that a pronoun refers to.'],
      ['FANBOYS', 'The coordinating conjunctions: for, and, nor, but, or, yet, so.'],
      ['Sentence fragment', 'An incomplete sentence missing a subject, verb or complete thought.'],
    ],
  },
  'essay-writing': {
    explanation: [
      'A standard academic essay has an introduction, body paragraphs and a conclusion. The introduction opens with a hook, provides context and ends with a thesis statement, a one-sentence claim that the rest of the essay supports.',
      'Each body paragraph begins with a topic sentence that connects to the thesis, followed by evidence such as quotations or data and analysis explaining how the evidence supports the point. Transitions link ideas between paragraphs. The conclusion restates the thesis in new words and shows why the argument matters, without introducing new evidence.',
    ],
    keyPoints: [
      'The thesis must be specific, arguable and supportable.',
      'Evidence needs analysis; a quotation alone does not prove a point.',
      'Quotations are introduced, cited and explained.',
    ],
    cards: [
      ['Thesis statement', 'The central claim of an essay, usually at the end of the introduction.'],
      ['Topic sentence', 'The opening sentence that states a paragraph’s main point.'],
      ['Hook', 'An opening line designed to catch the reader’s interest.'],
      ['Transition', 'A word or phrase that connects ideas, such as “however” or “in addition.”'],
    ],
  },
  'argumentative-writing': {
    explanation: [
      'Argumentative writing takes a clear position on a debatable issue and defends it with reasons and evidence. A strong argument has a claim, supporting reasons, evidence from credible sources and reasoning that links the evidence to the claim.',
      'A good argument also addresses a counterclaim, the opposing view, and answers it with a rebuttal that shows why the writer’s position is still stronger. Logical fallacies, such as ad hominem attacks, straw man arguments and hasty generalizations, weaken an argument. Formal tone and precise language make writing more persuasive to skeptical readers.',
    ],
    keyPoints: [
      'Claim, evidence and reasoning form the core of an argument.',
      'Acknowledging a counterclaim strengthens credibility.',
      'Sources should be relevant, current and reliable.',
    ],
    cards: [
      ['Claim', 'The main position a writer argues for.'],
      ['Counterclaim', 'An opposing argument to the writer’s claim.'],
      ['Rebuttal', 'A response showing why a counterclaim is weaker.'],
      ['Straw man', 'A fallacy that misrepresents an opponent’s view to attack it easily.'],
      ['Ad hominem', 'A fallacy that attacks the person instead of the argument.'],
    ],
  },
  'rhetorical-analysis': {
    explanation: [
      'Rhetorical analysis examines how a speaker or writer tries to persuade an audience, not whether the argument is right. It begins with the rhetorical situation: speaker, audience, purpose, context and message, often summarized as SOAPSTone.',
      'Aristotle’s three appeals are central. Ethos builds the speaker’s credibility, pathos appeals to emotion and logos appeals to logic and evidence. In the “I Have a Dream” speech of 1963, Martin Luther King Jr. used repetition (anaphora), vivid imagery and references to the Declaration of Independence to move and unite his audience.',
    ],
    keyPoints: [
      'Analysis explains how and why a choice persuades a specific audience.',
      'Ethos, pathos and logos are the three classical appeals.',
      'Context, such as time and place, shapes rhetorical choices.',
    ],
    cards: [
      ['Ethos', 'An appeal based on the speaker’s credibility or character.'],
      ['Pathos', 'An appeal to the audience’s emotions.'],
      ['Logos', 'An appeal to logic, facts and reasoning.'],
      ['Anaphora', 'Repetition of a word or phrase at the beginning of successive clauses.'],
      ['Rhetorical situation', 'The speaker, audience, purpose and context of a text.'],
    ],
  },
  poetry: {
    explanation: [
      'Poetry uses compressed language, sound and form to create meaning. Lines are grouped into stanzas, and meter describes the pattern of stressed and unstressed syllables; iambic pentameter has five iambs (da-DUM) per line. A rhyme scheme is labeled with letters, such as ABAB.',
      'Poetic forms include the 14-line sonnet, the haiku with its 5-7-5 syllable pattern, and free verse, which has no regular meter or rhyme, as in Walt Whitman’s Leaves of Grass. Sound devices such as assonance, consonance and onomatopoeia add music. The speaker of a poem is the voice in it and is not necessarily the poet.',
    ],
    keyPoints: [
      'A Shakespearean sonnet rhymes ABAB CDCD EFEF GG.',
      'Enjambment carries a sentence past a line break; a caesura is a pause within a line.',
      'Tone is the speaker’s attitude; mood is the feeling created in the reader.',
    ],
    cards: [
      ['Stanza', 'A group of lines forming a unit in a poem.'],
      ['Iambic pentameter', 'A line of five unstressed-stressed syllable pairs.'],
      ['Free verse', 'Poetry without regular meter or rhyme scheme.'],
      ['Enjambment', 'Continuation of a sentence beyond the end of a line.'],
      ['Speaker', 'The voice that speaks in a poem.'],
    ],
  },
  shakespeare: {
    explanation: [
      'William Shakespeare (1564–1616) was an English playwright and poet from Stratford-upon-Avon who wrote about 37 plays and 154 sonnets. Many of his plays were performed at the Globe Theatre in London, built in 1599. His works are grouped as tragedies, comedies and histories.',
      'His tragedies, such as Romeo and Juliet, Hamlet and Macbeth, follow a hero whose tragic flaw leads to downfall. He wrote mostly in blank verse, unrhymed iambic pentameter, while lower-status characters often speak in prose. Soliloquies, such as Hamlet’s “To be, or not to be,” reveal a character’s inner thoughts to the audience.',
    ],
    keyPoints: [
      'Blank verse is unrhymed iambic pentameter.',
      'A soliloquy is spoken alone on stage; an aside is a brief remark to the audience.',
      'Shakespearean comedies often end in marriage; tragedies end in death.',
    ],
    cards: [
      ['Tragic flaw', 'A character trait, such as ambition, that leads to the hero’s downfall.'],
      ['Soliloquy', 'A speech in which a character alone on stage voices thoughts aloud.'],
      ['Aside', 'A short remark heard by the audience but not other characters.'],
      ['Globe Theatre', 'The London playhouse, built in 1599, where many of Shakespeare’s plays were staged.'],
    ],
  },
  'the-great-gatsby': {
    explanation: [
      'The Great Gatsby (1925) by F. Scott Fitzgerald is set on Long Island in the summer of 1922, during the Jazz Age. It is narrated by Nick Carraway, who describes his mysterious neighbor Jay Gatsby, a newly rich man who throws lavish parties in hope of winning back Daisy Buchanan.',
      'The novel critiques the American Dream, showing how wealth and social class corrupt it. The divide between “new money” West Egg and “old money” East Egg reflects class barriers. Key symbols include the green light at the end of Daisy’s dock, representing Gatsby’s hopes, and the eyes of Doctor T. J. Eckleburg over the Valley of Ashes. Gatsby is shot by George Wilson after Myrtle Wilson is killed by the car Daisy was driving.',
    ],
    keyPoints: [
      'Nick is a first-person narrator who claims to be non-judgmental but is not fully reliable.',
      'The green light symbolizes Gatsby’s longing for Daisy and the future.',
      'The Valley of Ashes represents the moral and social decay behind wealth.',
    ],
    cards: [
      ['Nick Carraway', 'The narrator of The Great Gatsby and Daisy’s cousin.'],
      ['Green light', 'The light on Daisy’s dock that symbolizes Gatsby’s dream.'],
      ['West Egg', 'The Long Island area of newly rich “new money” residents.'],
      ['Tom Buchanan', 'Daisy’s wealthy, arrogant husband, who has an affair with Myrtle Wilson.'],
      ['Jazz Age', 'Fitzgerald’s term for the prosperous, pleasure-seeking 1920s.'],
    ],
  },
  'to-kill-a-mockingbird': {
    explanation: [
      'To Kill a Mockingbird (1960) by Harper Lee is set in the fictional town of Maycomb, Alabama, during the Great Depression. It is narrated by Scout Finch, looking back on her childhood with her brother Jem and their father, Atticus, a lawyer. The novel won the Pulitzer Prize in 1961.',
      'Atticus defends Tom Robinson, a Black man falsely accused of raping Mayella Ewell, and although the evidence shows his innocence, the all-white jury convicts him. The novel explores racial injustice, moral courage and the loss of innocence. The mockingbird symbolizes innocent people harmed by others, such as Tom Robinson and the reclusive Boo Radley.',
    ],
    keyPoints: [
      'Atticus teaches that you never understand a person until you consider things from their point of view.',
      '“It’s a sin to kill a mockingbird” expresses the novel’s central symbol.',
      'Boo Radley saves Jem and Scout from Bob Ewell’s attack at the end.',
    ],
    cards: [
      ['Scout Finch', 'The narrator, a young girl growing up in Maycomb.'],
      ['Atticus Finch', 'Scout’s father, a lawyer who defends Tom Robinson.'],
      ['Tom Robinson', 'A Black man wrongly convicted of assaulting Mayella Ewell.'],
      ['Boo Radley', 'A reclusive neighbor who protects the Finch children.'],
      ['Maycomb', 'The fictional Alabama town where the novel is set.'],
    ],
  },
};
