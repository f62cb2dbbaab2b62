/** English Literature (gb catalogue subject 5003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  macbeth: {
    explanation: [
      'Macbeth is a tragedy by William Shakespeare, written around 1606 for King James I, who was interested in witchcraft and descended from Banquo. After three witches prophesy that he will be king, Macbeth, encouraged by Lady Macbeth, murders King Duncan. Guilt and paranoia drive him to kill Banquo and Macduff’s family.',
      'The play explores ambition, guilt, the supernatural and the natural order. Regicide was seen as a crime against God under the Divine Right of Kings, and the storms and unnatural events after Duncan’s death reflect disorder. Lady Macbeth, who calls on spirits to “unsex me here”, later sleepwalks and dies, and Macbeth is killed by Macduff, who was “from his mother’s womb untimely ripped”. Malcolm becomes king.',
    ],
    keyPoints: [
      'Macbeth’s hamartia is his “vaulting ambition”.',
      'The Gunpowder Plot of 1605 made treason a topical theme.',
      'Blood and sleep imagery represent guilt throughout the play.',
    ],
    cards: [
      ['Regicide', 'The killing of a king.'],
      ['Divine Right of Kings', 'The belief that monarchs are appointed by God.'],
      ['Hamartia', 'A tragic hero’s fatal flaw.'],
      ['Lady Macbeth', 'Macbeth’s wife, who persuades him to murder Duncan.'],
      ['Macduff', 'The Thane of Fife, who kills Macbeth.'],
    ],
  },
  'romeo-and-juliet': {
    explanation: [
      'Romeo and Juliet, written by Shakespeare around 1595, is a tragedy about two young lovers from the feuding Montague and Capulet families of Verona. The Prologue, a sonnet, calls them “star-cross’d lovers”, revealing their deaths from the start and emphasising fate.',
      'After meeting at the Capulet feast, they marry secretly with Friar Lawrence’s help. Tybalt kills Mercutio, Romeo kills Tybalt and is banished, and Juliet fakes her death with a potion to avoid marrying Paris. Romeo, not receiving the Friar’s message, poisons himself, and Juliet stabs herself. The play explores love, conflict, fate, youth versus age, and the patriarchal society of the time.',
    ],
    keyPoints: [
      'The play takes place over about four days, creating urgency.',
      'Light and dark imagery surrounds the lovers.',
      'Lord Capulet’s anger at Juliet reflects patriarchal expectations.',
    ],
    cards: [
      ['Star-cross’d lovers', 'Lovers doomed by fate, as described in the Prologue.'],
      ['Mercutio', 'Romeo’s witty friend, killed by Tybalt.'],
      ['Friar Lawrence', 'The friar who marries the lovers and devises Juliet’s plan.'],
      ['Tybalt', 'Juliet’s aggressive cousin, killed by Romeo.'],
      ['Dramatic irony', 'The audience knows the lovers will die while the characters do not.'],
    ],
  },
  'an-inspector-calls': {
    explanation: [
      'An Inspector Calls by J. B. Priestley was first performed in 1945 but is set in 1912 in the industrial town of Brumley. The wealthy Birling family is celebrating Sheila’s engagement to Gerald Croft when Inspector Goole arrives to investigate the suicide of a young working-class woman, Eva Smith.',
      'The Inspector shows that each character contributed to her death: Mr Birling sacked her for striking, Sheila had her dismissed from a shop, Gerald kept her as a mistress, Mrs Birling refused her charity, and Eric got her pregnant. Priestley, a socialist, uses the play to criticise capitalism and promote collective responsibility. The younger generation changes, while the older generation does not.',
    ],
    keyPoints: [
      'Dramatic irony: Birling claims the Titanic is “unsinkable” and that war will not come.',
      'The Inspector’s final speech warns of “fire and blood and anguish”.',
      'The play is a well-made play and a morality play.',
    ],
    cards: [
      ['Inspector Goole', 'The mysterious inspector who voices Priestley’s views.'],
      ['Arthur Birling', 'A selfish capitalist businessman.'],
      ['Sheila Birling', 'The daughter who accepts responsibility and changes.'],
      ['Eva Smith', 'The working-class woman whose death is investigated.'],
      ['Collective responsibility', 'The idea that everyone is responsible for one another.'],
    ],
  },
  'a-christmas-carol': {
    explanation: [
      'A Christmas Carol, a novella by Charles Dickens published in 1843, tells how the miser Ebenezer Scrooge is visited by the ghost of his former partner, Jacob Marley, and three spirits: the Ghosts of Christmas Past, Present and Yet to Come. Each reveals how his greed has harmed himself and others.',
      'Dickens wrote the story partly in response to the poverty of Victorian London and the harsh Poor Law of 1834. The Cratchit family and the children Ignorance and Want show the cost of social neglect. By the end, Scrooge is redeemed, becoming generous and a “second father” to Tiny Tim. The novella is divided into five staves, like a song.',
    ],
    keyPoints: [
      'Scrooge’s transformation shows that redemption is possible.',
      'Dickens criticises Malthusian ideas through Scrooge’s “surplus population” remark.',
      'Marley’s chains symbolise the consequences of greed.',
    ],
    cards: [
      ['Stave', 'The name Dickens gives each of the five chapters.'],
      ['Jacob Marley', 'Scrooge’s dead partner, who warns him to change.'],
      ['Bob Cratchit', 'Scrooge’s poorly paid clerk and Tiny Tim’s father.'],
      ['Ignorance and Want', 'Two children shown by the Ghost of Christmas Present as symbols of society’s neglect.'],
      ['Redemption', 'Being saved from sin or error through change.'],
    ],
  },
  'jekyll-and-hyde': {
    explanation: [
      'Strange Case of Dr Jekyll and Mr Hyde, a novella by Robert Louis Stevenson published in 1886, is set in Victorian London. The lawyer Mr Utterson investigates the link between the respected Dr Jekyll and the violent Mr Hyde, who tramples a girl and murders Sir Danvers Carew.',
      'The final chapters reveal that Jekyll created a potion to separate his good and evil sides, but Hyde grows stronger until Jekyll cannot change back. The novella explores duality of human nature, repression and Victorian respectability, and reflects fears raised by Darwin’s theory of evolution and scientific experimentation. Its multiple narrators and delayed revelation create suspense.',
    ],
    keyPoints: [
      'Hyde is described as “ape-like” and “troglodytic”, linking to fears of degeneration.',
      'Dr Lanyon dies from shock after seeing the transformation.',
      'Fog and dark streets reflect secrecy and moral confusion.',
    ],
    cards: [
      ['Duality', 'The idea that people have two sides, good and evil.'],
      ['Mr Utterson', 'The lawyer whose investigation drives the narrative.'],
      ['Dr Lanyon', 'Jekyll’s former friend, a conventional scientist.'],
      ['Repression', 'Hiding desires to maintain a respectable reputation.'],
      ['Epistolary elements', 'Letters and documents used to tell the story.'],
    ],
  },
  frankenstein: {
    explanation: [
      'Frankenstein; or, The Modern Prometheus by Mary Shelley was published in 1818. It is a Gothic novel with a frame narrative: Captain Walton’s letters contain Victor Frankenstein’s story, which in turn contains the Creature’s own account. Victor, a young scientist, brings a creature to life and abandons it in horror.',
      'Rejected by everyone, the Creature learns language and reads Paradise Lost, then takes revenge by killing Victor’s brother William, his friend Clerval and his bride Elizabeth. The novel explores the dangers of ambition and unchecked science, responsibility, isolation and the nature of monstrosity. It reflects Romantic ideas and contemporary experiments with galvanism.',
    ],
    keyPoints: [
      'The subtitle links Victor to Prometheus, punished for stealing fire from the gods.',
      'The Creature is eloquent and sympathetic, challenging the label “monster”.',
      'Nature, such as the Alps, often restores Victor’s spirits.',
    ],
    cards: [
      ['Frame narrative', 'A story placed within another story.'],
      ['Gothic', 'A genre featuring horror, the supernatural and gloomy settings.'],
      ['Galvanism', 'Electrical stimulation of muscles, which inspired the novel.'],
      ['Robert Walton', 'The explorer whose letters frame the novel.'],
      ['Romanticism', 'A movement valuing emotion, nature and the individual.'],
    ],
  },
  'power-and-conflict-poetry': {
    explanation: [
      'The AQA Power and Conflict cluster contains 15 poems exploring human and natural power and the effects of war. Shelley’s “Ozymandias” shows the collapse of a tyrant’s power over time, and Blake’s “London” criticises institutions causing suffering. Wordsworth’s extract from The Prelude presents nature’s overwhelming power.',
      'War poems include Tennyson’s “The Charge of the Light Brigade”, Owen’s “Exposure”, Hughes’s “Bayonet Charge” and Armitage’s “Remains”, about a soldier’s PTSD. Other poems, such as Weir’s “Poppies” and Dharker’s “Tissue”, explore grief and identity. Comparisons focus on how poets use form, structure and language to present power and conflict.',
    ],
    keyPoints: [
      '“Ozymandias” is a sonnet, and its irony undermines the king’s boast.',
      '“Exposure” shows the weather as the soldiers’ real enemy.',
      '“My Last Duchess” is a dramatic monologue revealing the Duke’s control.',
    ],
    cards: [
      ['Dramatic monologue', 'A poem spoken by a single character to a silent listener.'],
      ['Ozymandias', 'Shelley’s sonnet about a ruined statue of a tyrant.'],
      ['Remains', 'Armitage’s poem about a soldier haunted by a killing.'],
      ['Caesura', 'A pause in the middle of a line.'],
      ['Enjambment', 'A sentence running over a line break.'],
    ],
  },
  'love-and-relationships-poetry': {
    explanation: [
      'The AQA Love and Relationships cluster contains 15 poems about romantic, family and lost love. Romantic poems include Byron’s “When We Two Parted”, about secret heartbreak, Shelley’s “Love’s Philosophy” and Browning’s “Porphyria’s Lover”, a dramatic monologue in which the speaker murders his lover.',
      'Family relationships appear in Heaney’s “Follower”, Day Lewis’s “Walking Away” and Dooley’s “Letters from Yorkshire”, while Armitage’s “Mother, any distance” uses an extended metaphor of a tape measure. Duffy’s “Before You Were Mine” imagines her mother’s youth. Poets use form, such as sonnets and regular rhyme, to mirror or resist the relationships described.',
    ],
    keyPoints: [
      '“Sonnet 29” by Elizabeth Barrett Browning uses nature imagery to express longing.',
      '“Neutral Tones” by Hardy uses a bleak winter setting for the end of love.',
      'Comparisons should discuss both content and poetic methods.',
    ],
    cards: [
      ['Extended metaphor', 'A metaphor developed over several lines or a whole poem.'],
      ['Porphyria’s Lover', 'Browning’s dramatic monologue of possessive love.'],
      ['Follower', 'Heaney’s poem about his father and role reversal.'],
      ['Sonnet', 'A 14-line poem traditionally about love.'],
    ],
  },
  'unseen-poetry': {
    explanation: [
      'In the unseen poetry section of GCSE English Literature, students analyse a poem they have not studied, then compare it with a second unseen poem. The first task explores how the poet presents a theme, and the comparison focuses on the methods the poets use.',
      'A useful approach is to identify the speaker, subject, tone and any shift, often marked by a volta or a change in stanza. Analysis then considers language (imagery, word choice), structure (line length, enjambment, stanza pattern) and form (sonnet, free verse, rhyme scheme). Each point links a method to the poem’s meaning and effect on the reader.',
    ],
    keyPoints: [
      'The title often provides clues to a poem’s meaning.',
      'Changes in tone or structure usually signal key moments.',
      'Tentative language such as “perhaps” shows exploration of interpretations.',
    ],
    cards: [
      ['Volta', 'A turn in thought or argument in a poem.'],
      ['Tone', 'The speaker’s attitude, such as bitter or nostalgic.'],
      ['Free verse', 'Poetry without regular rhyme or metre.'],
      ['Imagery', 'Descriptive language creating pictures in the mind.'],
      ['Stanza', 'A group of lines in a poem.'],
    ],
  },
};
