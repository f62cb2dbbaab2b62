/** Music (gb catalogue subject 5020): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'elements-of-music': {
    explanation: [
      'The elements of music, often remembered as DR SMITH, are dynamics, rhythm, structure, melody, instrumentation, texture and harmony, with tempo and tonality also assessed. Dynamics range from pianissimo (pp, very quiet) to fortissimo (ff, very loud), with crescendo and diminuendo for gradual changes.',
      'Texture describes how parts combine: monophonic (a single line), homophonic (melody and accompaniment or chords moving together) and polyphonic or contrapuntal (independent melodic lines). Tonality may be major, minor, modal or atonal. Tempo markings include largo (very slow), andante (walking pace), allegro (fast) and presto (very fast), and rubato means flexible tempo.',
    ],
    keyPoints: [
      'Timbre is the distinctive tone colour of an instrument or voice.',
      'Syncopation places accents off the main beat.',
      'Ostinato is a short repeated pattern.',
    ],
    cards: [
      ['Texture', 'How many layers of sound there are and how they relate.'],
      ['Homophonic', 'A texture of melody with chordal accompaniment.'],
      ['Polyphonic', 'A texture of several independent melodic lines.'],
      ['Timbre', 'The tone quality of a sound.'],
      ['Andante', 'A tempo marking meaning at a walking pace.'],
    ],
  },
  'music-theory': {
    explanation: [
      'Music theory explains how music is written and organised. Notes are written on a stave with treble or bass clefs, and durations include the semibreve (4 beats), minim (2), crotchet (1), quaver (½) and semiquaver (¼). Time signatures such as 3/4 show three crotchet beats per bar, and 6/8 is compound duple time.',
      'Major scales follow the pattern tone, tone, semitone, tone, tone, tone, semitone. Key signatures show sharps or flats, and each major key has a relative minor: C major and A minor share no sharps or flats. Chords are built from triads, and the primary chords I, IV and V harmonise most simple melodies. Cadences end phrases: perfect (V–I), plagal (IV–I), imperfect (ending on V) and interrupted (V–VI).',
    ],
    keyPoints: [
      'A dot adds half the value of a note.',
      'The dominant is the fifth degree of the scale.',
      'Intervals are measured in steps between notes, such as a perfect fifth.',
    ],
    cards: [
      ['Crotchet', 'A note lasting one beat in simple time.'],
      ['Semibreve', 'A note lasting four crotchet beats.'],
      ['Perfect cadence', 'A cadence from chord V to chord I.'],
      ['Relative minor', 'The minor key three semitones below a major key, with the same key signature.'],
      ['Triad', 'A three-note chord built in thirds.'],
    ],
  },
  'western-classical-tradition': {
    explanation: [
      'The Western classical tradition is divided into periods. The Baroque period (about 1600–1750) used basso continuo, terraced dynamics and ornamentation, with composers such as Bach, Handel and Vivaldi. The Classical period (about 1750–1820) favoured balanced phrases, clear homophonic textures and forms such as the sonata and symphony, with Haydn, Mozart and early Beethoven.',
      'The Romantic period (about 1820–1900) expanded the orchestra, harmony and emotional expression, with composers including Chopin, Schubert, Wagner and Tchaikovsky, and programme music that told stories. The piano replaced the harpsichord, and the orchestra grew from strings-dominated ensembles to large forces with brass and percussion. Twentieth-century styles included impressionism, serialism and minimalism.',
    ],
    keyPoints: [
      'Basso continuo is a bass line with improvised chords, typical of the Baroque.',
      'Terraced dynamics change suddenly rather than gradually.',
      'Sonata form has an exposition, development and recapitulation.',
    ],
    cards: [
      ['Basso continuo', 'A continuous bass part with chords, typical of Baroque music.'],
      ['Alberti bass', 'A broken-chord accompaniment pattern common in the Classical period.'],
      ['Programme music', 'Instrumental music that tells a story or depicts a scene.'],
      ['Symphony', 'A large-scale orchestral work, usually in four movements.'],
      ['Concerto', 'A work for a soloist and orchestra.'],
    ],
  },
  'popular-music': {
    explanation: [
      'Popular music includes styles such as blues, rock and roll, rock, pop, soul, hip hop and electronic dance music. Most songs use verse–chorus structure with an intro, verses, choruses, a bridge or middle eight, and an outro. The twelve-bar blues, based on chords I, IV and V, underpins much rock and roll.',
      'A typical band line-up has vocals, lead and rhythm guitar, bass guitar and drum kit, often with keyboards. Production techniques include multi-track recording, reverb, panning, auto-tune and sampling. Features of pop include catchy hooks, riffs, syncopated rhythms and a strong backbeat on beats 2 and 4. The Beatles, Queen and Beyoncé are examples of influential artists.',
    ],
    keyPoints: [
      'A riff is a short repeated instrumental phrase.',
      'A hook is a memorable musical idea, often in the chorus.',
      'Backing vocals may sing harmonies or call-and-response.',
    ],
    cards: [
      ['Riff', 'A short repeated musical phrase in popular music.'],
      ['Middle eight', 'A contrasting section, often eight bars long.'],
      ['Twelve-bar blues', 'A 12-bar chord pattern using chords I, IV and V.'],
      ['Sampling', 'Reusing part of an existing recording in a new track.'],
      ['Backbeat', 'Accents on beats 2 and 4.'],
    ],
  },
  'film-music': {
    explanation: [
      'Film music supports the narrative, creates mood and helps the audience understand characters and events. Diegetic music exists in the world of the film, such as a band playing at a party, while non-diegetic music, the underscore, is heard only by the audience.',
      'Composers use leitmotifs, short themes linked to a character or idea, such as John Williams’s themes for Star Wars and the two-note shark motif in Jaws (1975). Techniques include ostinato to build tension, dissonance for fear, major keys and soaring strings for triumph, and mickey-mousing, where music closely matches on-screen action. Hans Zimmer and Bernard Herrmann, who scored Psycho, are influential film composers.',
    ],
    keyPoints: [
      'Leitmotifs can be transformed to show a character’s development.',
      'Sound effects and music are layered in the final mix.',
      'Tempo and rhythm can mirror the pace of action.',
    ],
    cards: [
      ['Diegetic music', 'Music that characters in the film can hear.'],
      ['Non-diegetic music', 'Background music heard only by the audience.'],
      ['Leitmotif', 'A recurring theme associated with a character or idea.'],
      ['Mickey-mousing', 'Music precisely synchronised with on-screen movement.'],
      ['Underscore', 'Background music accompanying a scene.'],
    ],
  },
  'set-works': {
    explanation: [
      'GCSE Music specifications include set works that students analyse in depth. Edexcel’s set works have included Bach’s Brandenburg Concerto No. 5 (third movement), Beethoven’s Piano Sonata No. 8 “Pathétique” (first movement), Purcell’s “Music for a While” and Queen’s “Killer Queen”. Other boards use study pieces from similar areas.',
      'Analysis of a set work covers the elements of music in context. For example, the first movement of the “Pathétique” sonata (1798) is in C minor and sonata form, with a slow Grave introduction, dramatic dynamic contrasts and tremolo bass, anticipating Romantic expression. “Music for a While” uses a ground bass, a repeating bass line, and word painting.',
    ],
    keyPoints: [
      'Knowing the context of a set work helps explain its features.',
      'Wider listening compares set works to unfamiliar pieces.',
      'Exam questions test instrumentation, structure, harmony and texture.',
    ],
    cards: [
      ['Set work', 'A prescribed piece studied in detail for an exam.'],
      ['Ground bass', 'A repeating bass line with changing music above.'],
      ['Word painting', 'Music that illustrates the meaning of the words.'],
      ['Pathétique', 'Beethoven’s Piano Sonata No. 8 in C minor.'],
      ['Tremolo', 'Rapid repetition of a note or notes.'],
    ],
  },
  composition: {
    explanation: [
      'GCSE students compose two pieces: one free composition and one to a brief set by the exam board. A composition starts from a stimulus, such as a chord progression, a melody, a rhythm or a text, and develops ideas using compositional devices.',
      'Devices include repetition, sequence (repeating a phrase at a different pitch), imitation, inversion, augmentation and diminution of note values, and ostinato. A clear structure, such as ternary (ABA) or rondo, gives shape, and contrast can come from changes in key, texture, dynamics and instrumentation. Composers must write idiomatically for instruments, considering their range and techniques, and produce a score or lead sheet.',
    ],
    keyPoints: [
      'Development keeps ideas recognisable while varying them.',
      'Harmony should support the melody with appropriate chords.',
      'Sibelius and digital audio workstations are common composing tools.',
    ],
    cards: [
      ['Sequence', 'A musical phrase repeated at a higher or lower pitch.'],
      ['Imitation', 'One part copying a phrase played by another.'],
      ['Augmentation', 'Lengthening the note values of a theme.'],
      ['Idiomatic writing', 'Writing that suits the capabilities of an instrument.'],
      ['Brief', 'A set task specifying requirements for a composition.'],
    ],
  },
  performance: {
    explanation: [
      'GCSE students perform as a soloist and in an ensemble, with a combined minimum performance time set by the exam board, typically four minutes. Performances are marked for technical control, accuracy of pitch and rhythm, fluency, and expression and interpretation. Difficulty level is also taken into account.',
      'Expression includes phrasing, dynamics, articulation (legato, staccato, accents) and appropriate tone quality. Ensemble performance also requires balance, listening to others, and keeping in time together. Effective preparation uses slow practice, breaking pieces into sections, practising with a metronome and performing for others to manage nerves.',
    ],
    keyPoints: [
      'Legato means smoothly; staccato means short and detached.',
      'Balance means no part dominates inappropriately.',
      'Performances are recorded and assessed by the teacher, then moderated.',
    ],
    cards: [
      ['Articulation', 'How notes are played or sung, such as legato or staccato.'],
      ['Phrasing', 'Shaping musical lines like sentences.'],
      ['Ensemble', 'A group of musicians performing together.'],
      ['Intonation', 'Accuracy of pitch.'],
      ['Interpretation', 'A performer’s personal expression of the music.'],
    ],
  },
};
