/** Art and Design (gb catalogue subject 5019): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  drawing: {
    explanation: [
      'Drawing is the foundation of most art and design work and is used to record observations, explore ideas and plan outcomes. The formal elements of line, tone, shape, form, texture and pattern are all developed through drawing. Observational drawing from life builds accuracy in proportion and perspective.',
      'Tone can be built with hatching, cross-hatching, stippling and blending, creating the illusion of three-dimensional form. Linear perspective uses a horizon line and vanishing points: one-point perspective for a road receding into the distance and two-point perspective for the corner of a building. Media include graphite pencils graded from hard (H) to soft (B), charcoal, pen and ink, and oil pastels.',
    ],
    keyPoints: [
      'Softer B pencils make darker, smoother marks.',
      'Contour drawing focuses on edges and outlines.',
      'A tonal scale shows a range from light to dark.',
    ],
    cards: [
      ['Tone', 'The lightness or darkness of a colour or shade.'],
      ['Cross-hatching', 'Crossing sets of parallel lines to build tone.'],
      ['Vanishing point', 'The point where parallel lines appear to meet in perspective.'],
      ['Observational drawing', 'Drawing from direct observation of real objects.'],
      ['Proportion', 'The relative size of parts to each other and the whole.'],
    ],
  },
  painting: {
    explanation: [
      'Painting applies pigment in a binder to a surface. Watercolour is transparent and built up in washes from light to dark, acrylic is fast-drying and versatile, and oil paint dries slowly, allowing blending and rich texture, and is traditionally used on canvas. Gouache is an opaque watercolour.',
      'Techniques include wet-on-wet, where paint spreads into a damp surface, dry brush for texture, glazing with thin transparent layers, and impasto, thick paint that keeps brush or knife marks, as in Van Gogh’s work. Brush types include flat, round and filbert. Composition, colour choice and brushwork together create mood and meaning.',
    ],
    keyPoints: [
      'Oil paintings are built “fat over lean” to prevent cracking.',
      'Acrylics can be thinned with water and dry quickly.',
      'Underpainting establishes tonal values before colour is added.',
    ],
    cards: [
      ['Impasto', 'Thickly applied paint that shows brush or knife marks.'],
      ['Glaze', 'A thin, transparent layer of paint.'],
      ['Wash', 'A thin, even layer of diluted paint.'],
      ['Gouache', 'Opaque water-based paint.'],
      ['Wet-on-wet', 'Applying wet paint onto a wet surface so colours blend.'],
    ],
  },
  printmaking: {
    explanation: [
      'Printmaking creates images that can be reproduced by transferring ink from a prepared surface. In relief printing, such as lino and woodcut, the areas cut away stay white and the raised surface is inked. A reduction lino print uses one block, cutting more away between each colour layer.',
      'Intaglio printing, such as etching and drypoint, holds ink in incised lines below the surface, and the plate is printed under pressure. Screen printing pushes ink through a mesh screen with a stencil, a technique used by Andy Warhol. Monoprinting produces a unique print. Prints are numbered as editions, such as 3/20, and signed by the artist.',
    ],
    keyPoints: [
      'Printed images appear reversed from the block.',
      'A brayer (roller) spreads ink evenly onto the block.',
      'Collagraphs are printed from a collaged plate.',
    ],
    cards: [
      ['Relief print', 'A print made from the raised surface of a block.'],
      ['Intaglio', 'Printing from ink held in grooves below the surface.'],
      ['Screen printing', 'Printing through a mesh screen with a stencil.'],
      ['Monoprint', 'A one-off print that cannot be repeated exactly.'],
      ['Edition', 'A set of identical prints from the same plate.'],
    ],
  },
  sculpture: {
    explanation: [
      'Sculpture is three-dimensional art made by modelling, carving, casting or construction. Modelling builds up soft materials such as clay, carving removes material from stone or wood, casting pours liquid material such as bronze or plaster into a mould, and construction assembles parts, including found objects.',
      'Sculptures can be freestanding, seen from all sides, or relief, projecting from a flat background. British sculptors include Henry Moore, known for reclining figures with hollows, Barbara Hepworth, who explored pierced forms, and Antony Gormley, creator of the Angel of the North (1998). Artists consider form, space, scale, materials and the viewer’s movement around the work.',
    ],
    keyPoints: [
      'Clay is fired in a kiln to become ceramic.',
      'An armature is an internal framework supporting a sculpture.',
      'Negative space is the empty space around and within a form.',
    ],
    cards: [
      ['Modelling', 'Shaping soft material by adding and removing it.'],
      ['Carving', 'Removing material to create a form.'],
      ['Casting', 'Making a form by pouring liquid material into a mould.'],
      ['Armature', 'A supporting framework inside a sculpture.'],
      ['Relief', 'Sculpture projecting from a flat background.'],
    ],
  },
  photography: {
    explanation: [
      'Photography records images using light. Exposure is controlled by aperture, shutter speed and ISO: a wide aperture (small f-number) gives a shallow depth of field, a fast shutter speed freezes motion and a high ISO increases sensitivity but adds noise. Darkroom photography uses film and chemical processing, while digital photography uses a sensor.',
      'Composition principles include the rule of thirds, leading lines, framing and viewpoint. Photographers such as Henri Cartier-Bresson captured the “decisive moment”, and Cindy Sherman used staged self-portraits to explore identity. Editing software allows adjustment, layering and manipulation, and experimental techniques include photograms, long exposures and photomontage.',
    ],
    keyPoints: [
      'f/2.8 lets in more light than f/16.',
      'Slow shutter speeds create motion blur.',
      'A photogram is made without a camera by placing objects on photographic paper.',
    ],
    cards: [
      ['Aperture', 'The opening in a lens controlling light and depth of field.'],
      ['Shutter speed', 'The length of time the sensor is exposed to light.'],
      ['Depth of field', 'The range of distances in sharp focus.'],
      ['Rule of thirds', 'Placing key elements along lines dividing the frame into thirds.'],
      ['Photomontage', 'A composite image made from several photographs.'],
    ],
  },
  'colour-theory': {
    explanation: [
      'In traditional colour theory, the primary colours of paint are red, yellow and blue, and mixing two primaries creates the secondary colours orange, green and purple. Tertiary colours mix a primary with a neighbouring secondary, such as blue-green. The colour wheel arranges these relationships.',
      'Complementary colours sit opposite on the wheel, such as red and green, and intensify each other when placed side by side. Harmonious (analogous) colours sit next to each other. Warm colours such as red and orange appear to advance, while cool colours such as blue appear to recede. A tint adds white, a shade adds black and a tone adds grey. In light (RGB), the primaries are red, green and blue.',
    ],
    keyPoints: [
      'Mixing complementary colours produces neutral browns and greys.',
      'Colour can create mood, such as calm blues or energetic reds.',
      'Saturation describes a colour’s intensity.',
    ],
    cards: [
      ['Primary colours', 'Colours that cannot be mixed from others: red, yellow, blue in paint.'],
      ['Complementary colours', 'Colours opposite each other on the colour wheel.'],
      ['Tint', 'A colour mixed with white.'],
      ['Shade', 'A colour mixed with black.'],
      ['Analogous colours', 'Colours next to each other on the colour wheel.'],
    ],
  },
  'art-movements': {
    explanation: [
      'Art movements are groups of artists who share ideas or styles during a period. Impressionism, in 1870s France, captured light and atmosphere with visible brushstrokes, and Post-Impressionists such as Van Gogh and Cézanne emphasised emotion and structure. Cubism, developed by Picasso and Braque around 1907–1914, fragmented objects into geometric planes seen from several viewpoints.',
      'Surrealism, from 1924, explored dreams and the unconscious, seen in Dalí and Magritte. Abstract Expressionism developed in New York in the 1940s and 1950s. Pop Art, in Britain and the USA in the 1950s and 1960s, used imagery from mass culture; Richard Hamilton and Andy Warhol were key figures. Young British Artists (YBAs) such as Damien Hirst and Tracey Emin became prominent in the 1990s.',
    ],
    keyPoints: [
      'Movements often react against the previous style.',
      'Understanding context helps explain an artist’s choices.',
      'Art Nouveau used flowing, organic lines around 1890–1910.',
    ],
    cards: [
      ['Impressionism', 'A movement capturing light and fleeting moments.'],
      ['Cubism', 'A movement depicting subjects from multiple viewpoints in geometric forms.'],
      ['Surrealism', 'A movement founded in 1924 that drew on dreams and the irrational.'],
      ['Pop Art', 'Art using images from popular and consumer culture.'],
      ['YBAs', 'Young British Artists who emerged in the 1990s.'],
    ],
  },
  'artist-research': {
    explanation: [
      'Artist research is a key part of the GCSE and A-level Art and Design assessment objective on developing ideas through investigation (AO1). Students study the work of artists, designers and craftspeople to understand techniques, themes and context, and use this to inform their own work.',
      'Effective research goes beyond biography: it analyses a work’s content, form, process and mood, uses specialist vocabulary, and includes studies or transcriptions that copy parts of the work to learn the technique. Connections to the student’s own ideas should be explicit, such as adopting an artist’s colour palette or composition. Visiting galleries and working from primary sources strengthens research.',
    ],
    keyPoints: [
      'Content, form, process and mood is a common framework for analysis.',
      'Annotations should be analytical rather than descriptive.',
      'Sources should be credited.',
    ],
    cards: [
      ['Contextual research', 'Studying the background that influenced an artwork.'],
      ['Transcription', 'A study that reproduces part of an artist’s work to learn from it.'],
      ['Annotation', 'Written notes explaining and evaluating visual work.'],
      ['Primary source', 'A first-hand source, such as a real object or artwork seen in person.'],
      ['AO1', 'The assessment objective for developing ideas through investigation.'],
    ],
  },
  'sketchbook-development': {
    explanation: [
      'A sketchbook records the creative journey from initial ideas to final outcome. It contains observational drawings, photographs, experiments with media, artist research, annotations and design ideas, and it provides evidence for all four GCSE assessment objectives: develop, refine, record and present.',
      'Refinement (AO2) involves experimenting with materials and techniques and selecting the most successful results. Recording (AO3) includes drawing and photography that capture ideas relevant to the theme. Presenting (AO4) is a personal, meaningful final response that realises intentions. Good sketchbooks show clear progression, reflection on what worked and why, and links between research and the student’s own work.',
    ],
    keyPoints: [
      'Quality of ideas matters more than decorative presentation.',
      'Experiments should be reviewed and evaluated.',
      'Mock-ups and compositional studies plan the final piece.',
    ],
    cards: [
      ['Development', 'The process of evolving ideas towards an outcome.'],
      ['Refinement', 'Improving work through experimentation and selection.'],
      ['Mind map', 'A visual plan of initial ideas around a theme.'],
      ['Final outcome', 'The finished piece that realises the student’s intentions.'],
      ['Evaluation', 'Reflecting on the success of work and what could improve.'],
    ],
  },
};
