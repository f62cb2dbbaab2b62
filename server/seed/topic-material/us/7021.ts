/** Music Theory (us catalogue subject 7021): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  notation: {
    explanation: [
      'Music is written on a staff of five lines and four spaces. The treble clef marks G above middle C and is used for higher pitches; its lines read E, G, B, D, F and its spaces F, A, C, E. The bass clef marks F below middle C, with lines G, B, D, F, A. Ledger lines extend the staff, and sharps, flats and naturals alter pitches.',
      'Rhythm uses note values: a whole note equals two half notes, four quarter notes or eight eighth notes, and rests show silence of the same lengths. A dot adds half the note’s value. A time signature such as 4/4 shows four quarter-note beats per measure; 6/8 is compound duple meter with two dotted-quarter beats. Tempo markings such as Allegro and dynamics such as p and f complete the score.',
    ],
    keyPoints: [
      'Bar lines divide music into measures.',
      'A tie joins two notes of the same pitch into one sound.',
      'Simple meters divide beats into two; compound meters into three.',
    ],
    cards: [
      ['Staff', 'Five horizontal lines on which notes are written.'],
      ['Treble clef', 'The G clef, used for higher-pitched music.'],
      ['Time signature', 'Numbers showing beats per measure and the beat unit.'],
      ['Dotted note', 'A note lengthened by half its value.'],
      ['Ledger line', 'A short line extending the staff above or below.'],
    ],
  },
  'scales-and-key-signatures': {
    explanation: [
      'A major scale follows the pattern whole, whole, half, whole, whole, whole, half steps, so C major uses only white keys: C D E F G A B C. The natural minor scale uses whole, half, whole, whole, half, whole, whole; the harmonic minor raises the seventh degree, and the melodic minor raises the sixth and seventh when ascending.',
      'Key signatures list the sharps or flats in a key. Sharps are added in the order F C G D A E B and flats in the order B E A D G C F. The circle of fifths arranges keys by fifths: G major has one sharp, D major two, and F major one flat. Each major key shares its signature with a relative minor a minor third below, so C major and A minor both have no sharps or flats.',
    ],
    keyPoints: [
      'Scale degrees: tonic, supertonic, mediant, subdominant, dominant, submediant, leading tone.',
      'For sharp keys, the major key is a half step above the last sharp.',
      'For flat keys, the second-to-last flat names the major key.',
    ],
    cards: [
      ['Major scale', 'A scale with the pattern W W H W W W H.'],
      ['Key signature', 'The sharps or flats at the start of each staff.'],
      ['Circle of fifths', 'A diagram of keys arranged by perfect fifths.'],
      ['Relative minor', 'The minor key sharing a key signature with a major key.'],
      ['Leading tone', 'The seventh scale degree, a half step below the tonic.'],
    ],
  },
  intervals: {
    explanation: [
      'An interval is the distance between two pitches, named by a number and a quality. The number counts letter names inclusively, so C up to E is a third. Qualities are perfect (P) for unisons, fourths, fifths and octaves, and major (M) or minor (m) for seconds, thirds, sixths and sevenths.',
      'Augmented intervals are a half step larger than perfect or major, and diminished intervals are a half step smaller than perfect or minor. C to E is a major third (4 half steps), C to E♭ a minor third (3), C to G a perfect fifth (7) and C to F♯ an augmented fourth, the tritone (6). Inverting an interval turns its number into 9 minus the original and swaps major with minor.',
    ],
    keyPoints: [
      'Perfect intervals invert to perfect; major invert to minor.',
      'A tritone spans six half steps.',
      'Consonant intervals sound stable; dissonant ones create tension.',
    ],
    cards: [
      ['Interval', 'The distance in pitch between two notes.'],
      ['Perfect fifth', 'An interval of seven half steps, such as C to G.'],
      ['Tritone', 'An augmented fourth or diminished fifth, six half steps.'],
      ['Inversion', 'Flipping an interval so the lower note becomes the upper.'],
      ['Half step', 'The smallest interval in Western music, such as E to F.'],
    ],
  },
  chords: {
    explanation: [
      'A triad is a three-note chord built in thirds: root, third and fifth. A major triad has a major third and a perfect fifth above the root (C–E–G), a minor triad a minor third and perfect fifth (A–C–E), a diminished triad a minor third and diminished fifth (B–D–F), and an augmented triad a major third and augmented fifth (C–E–G♯).',
      'Chords built on each scale degree are labeled with Roman numerals: in a major key, I, IV and V are major, ii, iii and vi are minor and vii° is diminished. Seventh chords add a seventh above the root, and the dominant seventh (V7), such as G–B–D–F in C major, is the most common. Inversions place the third (first inversion) or fifth (second inversion) in the bass.',
    ],
    keyPoints: [
      'Uppercase numerals mean major chords; lowercase mean minor.',
      'Figured bass 6 indicates first inversion and 6/4 second inversion.',
      'The dominant seventh chord contains a tritone.',
    ],
    cards: [
      ['Triad', 'A chord of three notes stacked in thirds.'],
      ['Root position', 'A chord with its root in the bass.'],
      ['Dominant seventh', 'A major triad with a minor seventh, built on scale degree 5.'],
      ['Diminished triad', 'A triad with a minor third and a diminished fifth.'],
      ['First inversion', 'A chord with its third in the bass.'],
    ],
  },
  'harmonic-progressions': {
    explanation: [
      'A harmonic progression is a sequence of chords with a sense of direction toward the tonic. Chords have functions: tonic (I, vi) provides rest, predominant (ii, IV) creates motion away, and dominant (V, vii°) creates tension that resolves to the tonic. The basic phrase model is T–PD–D–T, as in I–IV–V–I.',
      'Root motion by descending fifths is the strongest, as in the circle progression vi–ii–V–I. Common patterns include the I–V–vi–IV progression of much pop music and the twelve-bar blues. Secondary dominants, such as V/V (D major in C major), tonicize chords other than I, and modulation moves the music to a new key, often through a pivot chord.',
    ],
    keyPoints: [
      'Dominant harmony resolves most strongly to tonic.',
      'IV often moves to V; V rarely moves to IV in common practice.',
      'A secondary dominant is labeled V/x.',
    ],
    cards: [
      ['Tonic function', 'The role of stability and rest, centered on I.'],
      ['Predominant', 'Chords such as ii and IV that lead to the dominant.'],
      ['Secondary dominant', 'The dominant of a chord other than the tonic.'],
      ['Modulation', 'A change from one key to another within a piece.'],
      ['Pivot chord', 'A chord shared by two keys, used to modulate.'],
    ],
  },
  'voice-leading': {
    explanation: [
      'Voice leading is how individual melodic lines move from chord to chord. In four-part writing for soprano, alto, tenor and bass (SATB), each voice has a range, and adjacent upper voices stay within an octave of each other. Smooth voice leading keeps common tones and moves other voices by step.',
      'Common-practice rules forbid parallel fifths and parallel octaves between any two voices because they weaken their independence. The leading tone should resolve up to the tonic, and the seventh of a chord should resolve down by step. In root-position triads, the root is usually doubled. Contrary motion, where voices move in opposite directions, helps avoid errors.',
    ],
    keyPoints: [
      'Avoid parallel perfect fifths and octaves.',
      'Avoid doubling the leading tone.',
      'Chordal sevenths resolve down by step.',
    ],
    cards: [
      ['SATB', 'Soprano, alto, tenor and bass: four-part texture.'],
      ['Parallel fifths', 'Two voices moving in perfect fifths in the same direction, avoided in common practice.'],
      ['Contrary motion', 'Two voices moving in opposite directions.'],
      ['Common tone', 'A note shared by two successive chords.'],
      ['Voice crossing', 'When a lower voice moves above a higher one.'],
    ],
  },
  cadences: {
    explanation: [
      'A cadence is a harmonic formula that ends a phrase, like punctuation in language. The perfect authentic cadence (PAC), V–I with both chords in root position and the tonic in the soprano, gives the strongest sense of closure. An imperfect authentic cadence (IAC) is V–I without all these conditions.',
      'A half cadence ends on V and sounds like a comma. A plagal cadence, IV–I, is the “Amen” cadence heard at the end of hymns. A deceptive cadence, V–vi, surprises the listener by avoiding the expected tonic. The Phrygian half cadence, iv6–V in minor, has a half-step descent in the bass.',
    ],
    keyPoints: [
      'PAC: V–I, root position, tonic in the melody.',
      'Half cadence: any phrase ending on V.',
      'Deceptive cadence: V–vi.',
    ],
    cards: [
      ['Cadence', 'A chord progression that ends a phrase.'],
      ['Perfect authentic cadence', 'The strongest V–I cadence with root-position chords and tonic on top.'],
      ['Half cadence', 'A phrase ending on the dominant.'],
      ['Plagal cadence', 'A IV–I “Amen” cadence.'],
      ['Deceptive cadence', 'V moving to vi instead of I.'],
    ],
  },
  'musical-form': {
    explanation: [
      'Musical form is the structure of a piece. A period consists of two phrases, an antecedent ending with a weaker cadence and a consequent ending with a stronger one. Binary form (AB) has two sections, each often repeated, and ternary form (ABA) returns to the opening after a contrasting middle section.',
      'Larger forms include rondo (ABACA), theme and variations, and sonata form, used for many first movements of Classical symphonies. Sonata form has an exposition with two themes in different keys, a development that fragments and modulates, and a recapitulation that restates both themes in the tonic. Popular songs usually use verse-chorus form, often with a bridge.',
    ],
    keyPoints: [
      'In sonata form, the second theme returns in the tonic in the recapitulation.',
      'A coda is a concluding section added after the main form.',
      'Strophic form repeats the same music for each verse.',
    ],
    cards: [
      ['Binary form', 'A two-part form, AB.'],
      ['Ternary form', 'A three-part form, ABA.'],
      ['Rondo', 'A form in which a main theme alternates with contrasting episodes.'],
      ['Sonata form', 'Exposition, development and recapitulation.'],
      ['Period', 'An antecedent phrase followed by a consequent phrase.'],
    ],
  },
  'ear-training': {
    explanation: [
      'Ear training, or aural skills, develops the ability to identify pitches, intervals, chords and rhythms by listening. Sight-singing uses solfège syllables: in movable do, do is always the tonic, so the major scale is do, re, mi, fa, sol, la, ti, do. Intervals are often recognized with reference songs, such as the opening of “Here Comes the Bride” for a perfect fourth.',
      'Melodic dictation is writing down a melody after hearing it, usually by first identifying the key, meter and starting note. Harmonic dictation identifies the bass line and Roman numerals of a progression. Major triads sound bright and minor triads darker; the dominant seventh sounds unstable and pulls toward the tonic.',
    ],
    keyPoints: [
      'Movable do relates every syllable to the tonic.',
      'Rhythmic dictation starts by finding the beat and meter.',
      'Chord quality can be heard from the third and fifth above the root.',
    ],
    cards: [
      ['Solfège', 'A system of syllables (do, re, mi …) for scale degrees.'],
      ['Sight-singing', 'Singing written music at first sight.'],
      ['Melodic dictation', 'Notating a melody heard aloud.'],
      ['Relative pitch', 'Identifying pitches by their relation to a reference note.'],
      ['Perfect pitch', 'Naming a pitch without any reference note.'],
    ],
  },
};
