/** Kunst (de catalogue subject 1016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  bildanalyse: {
    explanation: [
      'Eine Bildanalyse beginnt mit dem ersten Eindruck und der Werkangabe: Künstler, Titel, Entstehungsjahr, Technik, Format und Aufbewahrungsort. Danach wird das Bild sachlich beschrieben, vom Gesamteindruck zu den Einzelheiten und vom Vordergrund zum Hintergrund.',
      'Die Formanalyse untersucht Komposition (etwa Mittelachse, Diagonalen, Goldener Schnitt), Farbe, Licht, Raumwirkung und Linienführung. Kompositionsskizzen machen Bildachsen und Gewichtungen sichtbar.',
      'In der Interpretation wird die Bedeutung des Werks aus Beobachtungen und Kontext erschlossen, etwa aus Epoche, Biografie und Ikonografie. Erwin Panofsky gliederte dies in vorikonografische Beschreibung, ikonografische Analyse und ikonologische Interpretation.',
    ],
    keyPoints: [
      'Schritte: Beschreibung, Analyse, Interpretation.',
      'Komposition zeigt die Ordnung der Bildelemente.',
      'Deutungen werden am Bild belegt.',
      'Panofskys Drei-Stufen-Modell.',
    ],
    cards: [
      ['Komposition', 'Anordnung der Bildelemente auf der Fläche.'],
      ['Goldener Schnitt', 'Teilungsverhältnis von etwa 1 : 1,618, das als harmonisch gilt.'],
      ['Ikonografie', 'Lehre von den Bildinhalten und ihrer Symbolik.'],
      ['Kompositionsskizze', 'Vereinfachte Zeichnung der Bildstruktur mit Achsen und Formen.'],
    ],
  },
  kunstepochen: {
    explanation: [
      'Die Renaissance (ca. 1400–1600) griff auf die Antike zurück, entwickelte die Zentralperspektive und stellte den Menschen in den Mittelpunkt; Hauptvertreter sind Leonardo da Vinci, Michelangelo und Albrecht Dürer. Der Barock (ca. 1600–1770) liebte Bewegung, Prunk und starke Hell-Dunkel-Kontraste, etwa bei Caravaggio und Rubens.',
      'Der Klassizismus orientierte sich erneut an antiker Klarheit, die Romantik betonte Gefühl und Natur, wie Caspar David Friedrichs „Der Wanderer über dem Nebelmeer“ (um 1818). Der Realismus stellte Alltag und Arbeit dar, etwa Gustave Courbet.',
      'Der Impressionismus ab etwa 1870 malte flüchtige Lichteindrücke im Freien; Claude Monets „Impression, soleil levant“ (1872) gab der Bewegung den Namen. Danach folgten Expressionismus, Kubismus und die vielfältigen Strömungen der Moderne.',
    ],
    keyPoints: [
      'Renaissance: Wiedergeburt der Antike, Zentralperspektive.',
      'Barock: Dynamik, Pathos, Chiaroscuro.',
      'Romantik: Stimmung, Natur, Sehnsucht.',
      'Impressionismus: Licht, Freilichtmalerei, sichtbarer Pinselstrich.',
    ],
    cards: [
      ['Renaissance', 'Epoche der „Wiedergeburt“ antiker Ideale ab etwa 1400.'],
      ['Chiaroscuro', 'Starker Hell-Dunkel-Kontrast in der Malerei.'],
      ['Impressionismus', 'Kunstrichtung ab etwa 1870, die flüchtige Lichteindrücke festhält.'],
      ['Klassizismus', 'Stil um 1770–1840 mit Rückgriff auf antike Formen.'],
    ],
  },
  farbenlehre: {
    explanation: [
      'Die Farbenlehre beschreibt Entstehung, Ordnung und Wirkung von Farben. Im Farbkreis nach Johannes Itten (1961) sind Gelb, Rot und Blau die Grundfarben erster Ordnung, Orange, Violett und Grün die Mischfarben zweiter Ordnung.',
      'Bei der additiven Farbmischung (Licht, Bildschirm) ergeben Rot, Grün und Blau zusammen Weiß. Bei der subtraktiven Farbmischung (Druck, Pigmente) ergeben Cyan, Magenta und Gelb zusammen nahezu Schwarz.',
      'Itten beschrieb sieben Farbkontraste, darunter Komplementärkontrast (Rot–Grün), Kalt-Warm-Kontrast und Hell-Dunkel-Kontrast. Farben haben Wirkungen: Warme Farben treten optisch hervor, kalte wirken zurückweichend und distanziert.',
    ],
    keyPoints: [
      'Komplementärfarben liegen sich im Farbkreis gegenüber.',
      'Additiv: RGB; subtraktiv: CMY(K).',
      'Sieben Farbkontraste nach Itten.',
      'Farbperspektive: Blau wirkt fern, Rot nah.',
    ],
    cards: [
      ['Komplementärfarben', 'Gegenüberliegende Farben im Farbkreis, die sich gegenseitig steigern.'],
      ['Additive Farbmischung', 'Mischung von Lichtfarben, die zusammen Weiß ergeben.'],
      ['Subtraktive Farbmischung', 'Mischung von Körperfarben, die Licht absorbieren.'],
      ['Farbkontrast', 'Gegensatz zwischen Farben, der Wirkung erzeugt.'],
    ],
  },
  perspektive: {
    explanation: [
      'Perspektive erzeugt auf einer Fläche die Illusion räumlicher Tiefe. Die Zentralperspektive wurde in der Frührenaissance von Filippo Brunelleschi entwickelt und von Leon Battista Alberti 1435 beschrieben: Alle in die Tiefe laufenden Linien treffen sich in einem Fluchtpunkt auf dem Horizont.',
      'Bei der Zwei-Fluchtpunkt-Perspektive (Übereckperspektive) sieht man ein Objekt über Eck; senkrechte Kanten bleiben senkrecht. Die Lage des Horizonts bestimmt die Sicht: Ein tiefer Horizont erzeugt Froschperspektive, ein hoher Vogelperspektive.',
      'Neben der Linearperspektive erzeugen Überschneidung, Größenabnahme, Farb- und Luftperspektive Tiefe. In der Luftperspektive werden entfernte Gegenstände blasser, bläulicher und unschärfer dargestellt.',
    ],
    keyPoints: [
      'Horizont = Augenhöhe des Betrachters.',
      'Fluchtlinien laufen im Fluchtpunkt zusammen.',
      'Luftperspektive: Ferne wird heller und blauer.',
      'Bedeutungsperspektive im Mittelalter: Wichtiges wird größer gemalt.',
    ],
    cards: [
      ['Fluchtpunkt', 'Punkt, in dem sich parallele Tiefenlinien im Bild treffen.'],
      ['Zentralperspektive', 'Perspektive mit einem Fluchtpunkt.'],
      ['Luftperspektive', 'Tiefenwirkung durch blassere, bläuliche Ferne.'],
      ['Froschperspektive', 'Ansicht von unten mit tiefem Horizont.'],
    ],
  },
  malerei: {
    explanation: [
      'Malerei ist das Auftragen von Farbe auf einen Bildträger wie Leinwand, Holz, Papier oder Wand. Farben bestehen aus Pigmenten und einem Bindemittel, das die Technik bestimmt.',
      'Die Ölmalerei, im 15. Jahrhundert von den Brüdern van Eyck perfektioniert, erlaubt feine Übergänge und Lasuren. Aquarellfarben sind wasserlöslich und transparent, Gouache deckt; beim Fresko wird auf feuchten Kalkputz gemalt, wie Michelangelo an der Decke der Sixtinischen Kapelle (1508–1512).',
      'Gattungen der Malerei sind Historienbild, Porträt, Landschaft, Stillleben und Genrebild. Malweisen reichen von glatter, feinmalerischer Technik bis zum pastosen Farbauftrag etwa bei Vincent van Gogh.',
    ],
    keyPoints: [
      'Farbe = Pigment + Bindemittel.',
      'Öl: langsam trocknend, Lasuren möglich.',
      'Fresko: Malerei auf frischem Putz.',
      'Klassische Gattungshierarchie mit der Historienmalerei an der Spitze.',
    ],
    cards: [
      ['Lasur', 'Dünne, durchscheinende Farbschicht.'],
      ['Pastos', 'Dicker, reliefartiger Farbauftrag.'],
      ['Fresko', 'Wandmalerei auf frischem Kalkputz.'],
      ['Stillleben', 'Darstellung unbelebter Gegenstände wie Früchte oder Blumen.'],
    ],
  },
  grafik: {
    explanation: [
      'Grafik umfasst Zeichnung und Druckgrafik. Druckverfahren werden nach der Lage der druckenden Stellen unterschieden: Hochdruck, Tiefdruck, Flachdruck und Durchdruck.',
      'Beim Hochdruck wie Holzschnitt oder Linolschnitt druckt das Erhabene, das Weggeschnittene bleibt weiß. Beim Tiefdruck wie Kupferstich oder Radierung liegt die Farbe in eingeritzten oder geätzten Rillen; Albrecht Dürer schuf Meisterwerke in Holzschnitt und Kupferstich, Rembrandt in der Radierung.',
      'Flachdruck ist etwa die Lithografie (Steindruck, 1798 von Alois Senefelder erfunden), Durchdruck der Siebdruck, den Andy Warhol berühmt machte. Druckgrafik ermöglicht Auflagen; Abzüge werden oft nummeriert und signiert.',
    ],
    keyPoints: [
      'Hochdruck: druckende Teile erhaben.',
      'Tiefdruck: Farbe in Vertiefungen.',
      'Flachdruck: Lithografie.',
      'Druckbilder sind seitenverkehrt zur Platte.',
    ],
    cards: [
      ['Holzschnitt', 'Hochdruckverfahren mit einem Holzstock.'],
      ['Radierung', 'Tiefdruckverfahren, bei dem Linien in eine Metallplatte geätzt werden.'],
      ['Lithografie', 'Flachdruck von einem Stein mit fetthaltiger Zeichnung.'],
      ['Siebdruck', 'Durchdruckverfahren, bei dem Farbe durch ein Sieb gedrückt wird.'],
    ],
  },
  plastik: {
    explanation: [
      'Plastik bezeichnet dreidimensionale Kunstwerke. Im engeren Sinn entsteht eine Plastik durch Antragen weichen Materials wie Ton oder Wachs (additiv), eine Skulptur durch Abtragen von hartem Material wie Stein oder Holz (subtraktiv).',
      'Bronzeplastiken werden im Gussverfahren hergestellt, etwa im Wachsausschmelzverfahren. Man unterscheidet Vollplastik, die von allen Seiten betrachtet werden kann, und Relief, das an eine Fläche gebunden ist.',
      'Wichtige Begriffe sind Standbein und Spielbein, die im Kontrapost seit der griechischen Klassik eine natürliche Haltung erzeugen, wie beim Doryphoros des Polyklet. Moderne Plastik, etwa bei Auguste Rodin oder Henry Moore, arbeitet mit Durchbrüchen und offenen Formen.',
    ],
    keyPoints: [
      'Additiv: Plastik; subtraktiv: Skulptur.',
      'Vollplastik vs. Relief.',
      'Kontrapost: Standbein und Spielbein.',
      'Materialien: Stein, Holz, Ton, Bronze, moderne Werkstoffe.',
    ],
    cards: [
      ['Kontrapost', 'Ausgewogene Körperhaltung mit Stand- und Spielbein.'],
      ['Relief', 'Plastisches Werk, das aus einer Fläche hervortritt.'],
      ['Skulptur', 'Durch Abtragen von Material geschaffenes Werk.'],
      ['Bronzeguss', 'Herstellung einer Plastik durch Gießen von flüssiger Bronze in eine Form.'],
    ],
  },
  architektur: {
    explanation: [
      'Architektur ist die Baukunst, die Funktion, Konstruktion und Gestaltung verbindet. Die Antike prägte Säulenordnungen (dorisch, ionisch, korinthisch); die Romanik (ca. 1000–1250) baute mit dicken Mauern und Rundbögen, etwa den Dom zu Speyer.',
      'Die Gotik (ab ca. 1140) nutzte Spitzbogen, Kreuzrippengewölbe und Strebewerk, wodurch hohe Räume mit großen Fenstern möglich wurden, wie im Kölner Dom. Renaissance und Barock knüpften an antike Formen an, der Barock mit Kuppeln, Schwung und Prachtentfaltung.',
      'Die Moderne setzte auf Stahl, Glas und Beton; das Bauhaus (gegründet 1919 von Walter Gropius in Weimar) vertrat das Prinzip „Form folgt Funktion“. Le Corbusier formulierte fünf Punkte einer neuen Architektur, darunter Stützen, freien Grundriss und Dachgarten.',
    ],
    keyPoints: [
      'Romanik: Rundbogen, massive Mauern.',
      'Gotik: Spitzbogen, Strebewerk, Rosettenfenster.',
      'Bauhaus 1919: Form folgt Funktion.',
      'Aktuelle Themen: nachhaltiges Bauen.',
    ],
    cards: [
      ['Strebewerk', 'Stützsystem der Gotik, das den Gewölbeschub nach außen ableitet.'],
      ['Bauhaus', 'Deutsche Kunstschule ab 1919, wegweisend für modernes Design.'],
      ['Säulenordnung', 'Antikes System aus dorischer, ionischer und korinthischer Ordnung.'],
      ['Kreuzrippengewölbe', 'Gewölbe mit tragenden, sich kreuzenden Rippen.'],
    ],
  },
  'moderne-kunst': {
    explanation: [
      'Die moderne Kunst löste sich ab etwa 1900 von der naturgetreuen Darstellung. Der Expressionismus mit den Gruppen „Die Brücke“ (1905, Dresden) und „Der Blaue Reiter“ (1911, München) setzte ausdrucksstarke, unnatürliche Farben ein.',
      'Der Kubismus von Pablo Picasso und Georges Braque zerlegte Gegenstände in geometrische Formen und zeigte mehrere Ansichten zugleich. Wassily Kandinsky gilt als Wegbereiter der abstrakten Malerei, Marcel Duchamp erklärte mit dem Readymade „Fountain“ (1917) ein Urinal zum Kunstwerk.',
      'Der Surrealismus um Salvador Dalí und René Magritte stellte Traumbilder dar. Nach 1945 folgten unter anderem abstrakter Expressionismus (Jackson Pollock), Pop-Art (Andy Warhol) und Aktionskunst wie bei Joseph Beuys mit dem „erweiterten Kunstbegriff“.',
    ],
    keyPoints: [
      'Abkehr von der Abbildfunktion.',
      'Expressionismus: Ausdruck statt Abbild.',
      'Kubismus: Zerlegung und Mehransichtigkeit.',
      'Readymade: Alltagsgegenstand als Kunst.',
    ],
    cards: [
      ['Die Brücke', 'Expressionistische Künstlergruppe, 1905 in Dresden gegründet.'],
      ['Kubismus', 'Stil, der Gegenstände in geometrische Formen zerlegt.'],
      ['Readymade', 'Alltagsgegenstand, der zum Kunstwerk erklärt wird.'],
      ['Pop-Art', 'Kunstrichtung der 1950er/60er Jahre mit Motiven der Massenkultur.'],
    ],
  },
};
