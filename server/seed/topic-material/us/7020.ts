/** Art History (us catalogue subject 7020): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'prehistoric-art': {
    explanation: [
      'Prehistoric art was made before written records, and the oldest examples are tens of thousands of years old. Paleolithic cave paintings at Lascaux in France, from about 15,000 BCE, and Chauvet, over 30,000 years old, show bison, horses and other animals in pigments of ochre and charcoal, often using the rock’s natural bulges to suggest volume.',
      'Small portable sculptures such as the Venus of Willendorf, about 25,000 years old, exaggerate female features, possibly linked to fertility. In the Neolithic period, people settled and built monumental structures: Stonehenge in England was built in stages from about 3000 to 1500 BCE and aligns with the summer solstice sunrise. Because there are no texts, the purposes of these works remain debated.',
    ],
    keyPoints: [
      'Paleolithic art was made by hunter-gatherers; Neolithic art by settled farmers.',
      'Megaliths are large stones used in monuments such as Stonehenge.',
      'Twisted perspective shows animal horns frontally on a profile body.',
    ],
    cards: [
      ['Lascaux', 'A French cave famous for Paleolithic animal paintings.'],
      ['Venus of Willendorf', 'A small Paleolithic limestone figure of a woman.'],
      ['Megalith', 'A large stone used in prehistoric monuments.'],
      ['Post and lintel', 'A structure of two uprights supporting a horizontal beam.'],
    ],
  },
  'ancient-mediterranean-art': {
    explanation: [
      'Egyptian art served religion and the afterlife and followed strict conventions for about 3,000 years, showing figures in composite view with head and legs in profile and torso frontal. The pyramids of Giza, built around 2500 BCE, were royal tombs, and hierarchical scale made important figures larger.',
      'Greek art moved from the stiff Archaic kouros to the naturalism of the Classical period, seen in the contrapposto of Polykleitos’s Doryphoros and in the Parthenon (447–432 BCE) with its Doric order. Hellenistic works, such as the Winged Victory of Samothrace, showed drama and movement. Romans adapted Greek forms, developed concrete, arches and domes, as in the Pantheon, and made realistic portrait busts.',
    ],
    keyPoints: [
      'The Greek orders are Doric, Ionic and Corinthian.',
      'Contrapposto places weight on one leg for a natural stance.',
      'Roman concrete made large domes and vaults possible.',
    ],
    cards: [
      ['Contrapposto', 'A pose with weight shifted onto one leg.'],
      ['Hierarchical scale', 'Making more important figures larger.'],
      ['Parthenon', 'The Athenian temple to Athena, a model of Classical Greek architecture.'],
      ['Pantheon', 'A Roman temple with a great concrete dome and oculus.'],
      ['Kouros', 'An Archaic Greek statue of a standing nude youth.'],
    ],
  },
  'medieval-art': {
    explanation: [
      'Medieval art in Europe, from about 500 to 1400, was mostly religious. Byzantine art used gold-ground mosaics and icons with flat, frontal figures, as in San Vitale in Ravenna and the Hagia Sophia (537). Early medieval monasteries produced illuminated manuscripts such as the Book of Kells.',
      'Romanesque churches of the 11th and 12th centuries had thick walls, round arches, barrel vaults and sculpted tympana above portals. Gothic architecture, beginning at Saint-Denis near Paris around 1140, used pointed arches, ribbed vaults and flying buttresses to build taller walls filled with stained glass, as at Chartres and Notre-Dame de Paris. Late Gothic painters such as Giotto began to add weight and emotion to figures.',
    ],
    keyPoints: [
      'Romanesque: round arches and heavy walls; Gothic: pointed arches and light.',
      'Flying buttresses transfer the weight of vaults outward.',
      'An icon is a sacred image used in Orthodox devotion.',
    ],
    cards: [
      ['Illuminated manuscript', 'A handwritten book decorated with painted images and gold.'],
      ['Flying buttress', 'An external arched support for Gothic walls.'],
      ['Rose window', 'A large circular stained-glass window in Gothic churches.'],
      ['Mosaic', 'An image made of small pieces of colored stone or glass.'],
      ['Tympanum', 'The semicircular area above a church doorway, often sculpted.'],
    ],
  },
  'renaissance-art': {
    explanation: [
      'Renaissance art began in 15th-century Florence and revived classical ideals with new realism. Filippo Brunelleschi developed linear perspective, and Masaccio used it in the Holy Trinity fresco (about 1427). Donatello’s bronze David was the first freestanding nude since antiquity, and Botticelli painted The Birth of Venus.',
      'The High Renaissance, around 1490–1527, centered on Leonardo da Vinci (The Last Supper, Mona Lisa with sfumato), Michelangelo (David, the Sistine Chapel ceiling, 1508–1512) and Raphael (The School of Athens). In Northern Europe, Jan van Eyck refined oil painting in works like the Arnolfini Portrait (1434), and Albrecht Dürer mastered printmaking.',
    ],
    keyPoints: [
      'Linear perspective uses a vanishing point to create depth.',
      'Sfumato softens outlines with subtle gradations of tone.',
      'Patrons such as the Medici and the popes commissioned major works.',
    ],
    cards: [
      ['Linear perspective', 'A system of lines converging at a vanishing point to show depth.'],
      ['Sfumato', 'Leonardo’s technique of soft, smoky transitions.'],
      ['Fresco', 'Painting on wet plaster.'],
      ['Chiaroscuro', 'Strong contrast of light and dark to model form.'],
      ['The School of Athens', 'Raphael’s fresco of ancient philosophers in the Vatican.'],
    ],
  },
  'baroque-art': {
    explanation: [
      'Baroque art, about 1600–1750, is dramatic, emotional and dynamic and was promoted by the Catholic Church during the Counter-Reformation to inspire faith. Caravaggio used tenebrism, extreme light and dark contrasts, and ordinary-looking people in works like The Calling of Saint Matthew. Gian Lorenzo Bernini’s Ecstasy of Saint Teresa combined sculpture, architecture and light.',
      'In Protestant Holland, artists painted portraits, landscapes, still lifes and everyday scenes for middle-class buyers. Rembrandt van Rijn painted The Night Watch (1642), and Johannes Vermeer painted quiet interiors like Girl with a Pearl Earring. Peter Paul Rubens in Flanders and Diego Velázquez in Spain, painter of Las Meninas (1656), were other leading figures. Versailles expressed royal Baroque grandeur.',
    ],
    keyPoints: [
      'Tenebrism uses stark contrasts of light and darkness.',
      'Baroque compositions often use diagonals and movement.',
      'Dutch Golden Age painting served an open art market.',
    ],
    cards: [
      ['Tenebrism', 'Dramatic use of dark shadows and spotlight effects.'],
      ['Caravaggio', 'Italian Baroque painter known for realism and tenebrism.'],
      ['Bernini', 'Italian Baroque sculptor and architect.'],
      ['Las Meninas', 'Velázquez’s 1656 painting of the Spanish royal court.'],
      ['Vanitas', 'A still life reminding viewers of death and life’s brevity.'],
    ],
  },
  impressionism: {
    explanation: [
      'Impressionism emerged in France in the 1870s as artists rejected the official Salon’s rules. The name comes from Claude Monet’s Impression, Sunrise (1872), shown at the first independent exhibition in 1874. Impressionists painted modern life and landscapes outdoors (en plein air), capturing changing light with quick, visible brushstrokes and bright colors.',
      'Leading artists included Monet, who painted series like the Haystacks and Water Lilies, Pierre-Auguste Renoir, Edgar Degas, known for ballet dancers, Camille Pissarro, Berthe Morisot and Mary Cassatt. Portable paint tubes and new pigments made outdoor painting easier. Post-Impressionists, such as Georges Seurat, Paul Cézanne, Vincent van Gogh and Paul Gauguin, pushed color and structure further.',
    ],
    keyPoints: [
      'Impressionists focused on light, color and the passing moment.',
      'Japanese woodblock prints influenced their compositions.',
      'Seurat’s pointillism used dots of pure color.',
    ],
    cards: [
      ['En plein air', 'Painting outdoors.'],
      ['Impression, Sunrise', 'Monet’s 1872 painting that named the movement.'],
      ['Salon', 'The official annual art exhibition in Paris.'],
      ['Pointillism', 'A technique of applying small dots of color.'],
      ['Post-Impressionism', 'Movements after Impressionism emphasizing structure or expression.'],
    ],
  },
  'modern-art': {
    explanation: [
      'Modern art, roughly 1880s–1960s, broke with realistic representation and explored form, color and ideas. Fauvism (Henri Matisse) used bold, unnatural color, and Expressionism (Edvard Munch, The Scream, 1893) expressed emotion. Pablo Picasso and Georges Braque developed Cubism, showing objects from multiple viewpoints; Les Demoiselles d’Avignon (1907) was a turning point.',
      'Dada reacted to World War I with absurdity, as in Marcel Duchamp’s readymade Fountain (1917). Surrealism, led by André Breton, explored dreams and the unconscious in works by Salvador Dalí and René Magritte. After 1945, Abstract Expressionism made New York the art center, with Jackson Pollock’s drip paintings and Mark Rothko’s color fields.',
    ],
    keyPoints: [
      'Analytic Cubism fragmented forms; Synthetic Cubism used collage.',
      'Non-objective art, like Kandinsky’s, represents no recognizable subject.',
      'Modernism valued innovation and questioned tradition.',
    ],
    cards: [
      ['Cubism', 'A style showing objects from multiple angles in geometric forms.'],
      ['Readymade', 'An everyday object presented as art, as by Duchamp.'],
      ['Surrealism', 'A movement exploring dreams and the unconscious.'],
      ['Abstract Expressionism', 'Postwar American abstract painting emphasizing gesture or color.'],
      ['Fauvism', 'An early 20th-century style of intense, non-naturalistic color.'],
    ],
  },
  'contemporary-art': {
    explanation: [
      'Contemporary art, from about the 1960s to today, uses many media and often focuses on ideas, identity and society. Pop Art, led by Andy Warhol and Roy Lichtenstein, borrowed images from advertising and comics, as in Warhol’s Campbell’s Soup Cans (1962). Minimalism reduced art to simple geometric forms, and Conceptual Art held that the idea matters more than the object.',
      'Other practices include performance art, installation, land art such as Robert Smithson’s Spiral Jetty (1970), and video and digital art. Artists such as Cindy Sherman, Kara Walker and Ai Weiwei address gender, race and politics. Maya Lin’s Vietnam Veterans Memorial (1982) shows how contemporary public art can be minimal yet deeply emotional.',
    ],
    keyPoints: [
      'Installation art creates an environment the viewer enters.',
      'Site-specific art is made for a particular location.',
      'Globalization has made contemporary art international.',
    ],
    cards: [
      ['Pop Art', 'Art using imagery from mass media and consumer culture.'],
      ['Minimalism', 'Art reduced to basic geometric forms and materials.'],
      ['Conceptual Art', 'Art in which the idea is the primary work.'],
      ['Installation', 'A three-dimensional work that transforms a space.'],
      ['Land art', 'Art made in and from the natural landscape.'],
    ],
  },
};
