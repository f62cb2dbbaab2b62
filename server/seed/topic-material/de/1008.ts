/** Erdkunde (de catalogue subject 1008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  plattentektonik: {
    explanation: [
      'Die Lithosphäre ist in große und kleine Platten zerbrochen, die sich auf der zähplastischen Asthenosphäre bewegen. Alfred Wegener vertrat 1912 die Kontinentalverschiebung; als Antrieb gelten heute Konvektionsströme im Erdmantel sowie Rücken- und Plattenzug.',
      'An divergenten Plattengrenzen wie dem Mittelatlantischen Rücken entsteht neue ozeanische Kruste (Seafloor-Spreading). An konvergenten Grenzen taucht die dichtere Platte ab (Subduktion), wodurch Tiefseerinnen, Vulkane und Faltengebirge wie die Anden entstehen; an Transformstörungen wie der San-Andreas-Verwerfung gleiten Platten aneinander vorbei.',
      'Erdbeben und Vulkanismus konzentrieren sich an den Plattengrenzen, etwa am pazifischen Feuerring. Die Stärke eines Bebens wird mit der Momenten-Magnituden-Skala angegeben.',
    ],
    keyPoints: [
      'Divergenz: Platten driften auseinander.',
      'Konvergenz: Subduktion oder Kollision.',
      'Transform: seitliches Vorbeigleiten.',
      'Der Himalaya entstand durch Kollision der Indischen mit der Eurasischen Platte.',
    ],
    cards: [
      ['Subduktion', 'Abtauchen einer Platte unter eine andere.'],
      ['Seafloor-Spreading', 'Ozeanbodenspreizung an mittelozeanischen Rücken.'],
      ['Asthenosphäre', 'Zähplastische Schicht des oberen Erdmantels unter der Lithosphäre.'],
      ['Hotspot', 'Ortsfester Aufstrom heißen Mantelmaterials, z. B. unter Hawaii.'],
    ],
  },
  'klima-und-klimawandel': {
    explanation: [
      'Klima ist der durchschnittliche Zustand der Atmosphäre über mindestens 30 Jahre, Wetter ihr momentaner Zustand. Die Klimazonen reichen von den Tropen über Subtropen und gemäßigte Zone bis zu den Polarzonen; sie entstehen durch die unterschiedliche Einstrahlung und die atmosphärische Zirkulation.',
      'Der natürliche Treibhauseffekt hält die mittlere Temperatur der Erde bei etwa +15 °C statt −18 °C. Durch Verbrennung fossiler Energieträger und Entwaldung stieg die CO₂-Konzentration von rund 280 ppm vor der Industrialisierung auf über 420 ppm; die globale Mitteltemperatur liegt bereits etwa 1,1–1,2 °C über dem vorindustriellen Niveau.',
      'Folgen sind Meeresspiegelanstieg, Gletscherschmelze und häufigere Extremwetter. Im Pariser Abkommen von 2015 vereinbarten die Staaten, die Erwärmung auf deutlich unter 2 °C, möglichst 1,5 °C, zu begrenzen.',
    ],
    keyPoints: [
      'Treibhausgase: CO₂, Methan, Lachgas, Wasserdampf.',
      'Klima = Mittel über mindestens 30 Jahre.',
      'Klimadiagramme zeigen Temperatur und Niederschlag.',
      'Mitigation mindert, Adaptation passt an.',
    ],
    cards: [
      ['Treibhauseffekt', 'Erwärmung der Erdoberfläche durch Gase, die Wärmestrahlung zurückhalten.'],
      ['Klimadiagramm', 'Grafik mit Monatsmitteln von Temperatur und Niederschlag eines Ortes.'],
      ['Pariser Abkommen', 'Klimavertrag von 2015 mit dem Ziel, die Erwärmung deutlich unter 2 °C zu halten.'],
      ['Kipppunkt', 'Schwelle, ab der ein Teil des Klimasystems sich sprunghaft und oft unumkehrbar verändert.'],
    ],
  },
  stadtgeographie: {
    explanation: [
      'Die Stadtgeographie untersucht Entstehung, Struktur und Entwicklung von Städten. Stadtmodelle beschreiben Muster: das Kreismodell von Burgess, das Sektorenmodell von Hoyt und das Mehrkernemodell von Harris und Ullman.',
      'Die europäische Stadt besitzt einen historischen Kern, oft mit Marktplatz und Kirche, umgeben von gründerzeitlichen Vierteln und Großwohnsiedlungen. Die nordamerikanische Stadt ist durch ein Schachbrettmuster, einen Central Business District mit Hochhäusern und ausgedehnte Suburbs geprägt.',
      'Aktuelle Prozesse sind Suburbanisierung, Reurbanisierung und Gentrifizierung, bei der aufgewertete Viertel einkommensschwächere Bewohner verdrängen. Weltweit lebt seit etwa 2007 mehr als die Hälfte der Menschen in Städten.',
    ],
    keyPoints: [
      'Urbanisierung: Zunahme des Anteils städtischer Bevölkerung.',
      'Suburbanisierung: Verlagerung von Wohnen und Gewerbe ins Umland.',
      'Megastädte haben mehr als 10 Millionen Einwohner.',
      'Gentrifizierung verändert die Sozialstruktur eines Viertels.',
    ],
    cards: [
      ['CBD', 'Central Business District, das Geschäftszentrum einer Stadt.'],
      ['Suburbanisierung', 'Abwanderung aus der Kernstadt ins Umland.'],
      ['Gentrifizierung', 'Aufwertung eines Stadtviertels mit Verdrängung ärmerer Bewohner.'],
      ['Megastadt', 'Stadt mit mehr als 10 Millionen Einwohnern.'],
    ],
  },
  bevolkerungsentwicklung: {
    explanation: [
      'Die Weltbevölkerung überschritt im November 2022 acht Milliarden Menschen. Die Entwicklung ergibt sich aus Geburten, Sterbefällen und Wanderungen; die natürliche Wachstumsrate ist die Differenz aus Geburten- und Sterberate.',
      'Das Modell des demographischen Übergangs beschreibt fünf Phasen: Zunächst sind Geburten- und Sterberate hoch, dann sinkt die Sterberate durch bessere Ernährung und Medizin, später auch die Geburtenrate. Am Ende stehen niedrige Raten und eine alternde Bevölkerung wie in Deutschland.',
      'Bevölkerungspyramiden zeigen den Altersaufbau: Die Pyramidenform steht für junge, wachsende Bevölkerungen, die Urnenform für schrumpfende. Für eine stabile Bevölkerung ohne Zuwanderung ist eine Fertilitätsrate von etwa 2,1 Kindern pro Frau nötig.',
    ],
    keyPoints: [
      'Demographischer Übergang: von hohen zu niedrigen Geburten- und Sterberaten.',
      'Bestandserhaltungsniveau ≈ 2,1 Kinder pro Frau.',
      'Pyramide, Glocke, Urne als Grundformen des Altersaufbaus.',
      'Migration wird durch Push- und Pull-Faktoren erklärt.',
    ],
    cards: [
      ['Fertilitätsrate', 'Durchschnittliche Kinderzahl pro Frau.'],
      ['Demographischer Übergang', 'Modell des Wandels von Geburten- und Sterberaten im Entwicklungsprozess.'],
      ['Push-Faktor', 'Umstand, der Menschen zur Abwanderung drängt, etwa Krieg oder Armut.'],
      ['Überalterung', 'Steigender Anteil älterer Menschen an der Bevölkerung.'],
    ],
  },
  globalisierung: {
    explanation: [
      'Globalisierung bezeichnet die zunehmende weltweite Verflechtung von Wirtschaft, Politik, Kultur und Kommunikation. Antriebe sind sinkende Transportkosten, etwa durch den Container seit den 1950er Jahren, das Internet und der Abbau von Handelsschranken durch die WTO.',
      'Transnationale Unternehmen verteilen ihre Wertschöpfungsketten auf viele Länder: Entwicklung in Industrieländern, Fertigung oft in Niedriglohnländern. Ein Beispiel ist ein T-Shirt, dessen Baumwolle in Indien angebaut, in Bangladesch vernäht und in Europa verkauft wird.',
      'Gewinner sind vor allem exportstarke Länder und gut ausgebildete Arbeitskräfte; Kritiker verweisen auf Umweltbelastung, Ausbeutung und wachsende Ungleichheit. Global Cities wie London, New York und Tokio sind Steuerungszentralen der Weltwirtschaft.',
    ],
    keyPoints: [
      'Globale Wertschöpfungsketten verbinden Produktionsstandorte weltweit.',
      'Containerisierung senkte die Transportkosten stark.',
      'Global Cities bündeln Finanz- und Unternehmensdienste.',
      'Globalisierung hat ökonomische, politische, kulturelle und ökologische Dimensionen.',
    ],
    cards: [
      ['Transnationales Unternehmen', 'Konzern mit Produktionsstätten in mehreren Ländern.'],
      ['Global City', 'Weltstadt mit zentraler Steuerungsfunktion in der Weltwirtschaft.'],
      ['Wertschöpfungskette', 'Abfolge der Stufen von Rohstoff bis Endprodukt.'],
      ['Outsourcing', 'Auslagerung von Unternehmensaufgaben an externe Anbieter.'],
    ],
  },
  landwirtschaft: {
    explanation: [
      'Die Landwirtschaft wird von natürlichen Faktoren wie Klima, Boden und Relief sowie von wirtschaftlichen und politischen Faktoren bestimmt. Man unterscheidet Ackerbau, Viehwirtschaft und Mischbetriebe sowie Subsistenz- und Marktwirtschaft.',
      'Intensive Landwirtschaft setzt viel Kapital, Dünger und Maschinen je Fläche ein und erzielt hohe Erträge, belastet aber Böden und Gewässer. Die Grüne Revolution ab den 1960er Jahren steigerte mit Hochertragssorten, Bewässerung und Dünger die Erträge in Asien stark.',
      'Der ökologische Landbau verzichtet auf synthetische Pflanzenschutzmittel und Mineraldünger. In der EU lenkt die Gemeinsame Agrarpolitik (GAP) mit Direktzahlungen und Umweltauflagen die Landwirtschaft.',
    ],
    keyPoints: [
      'Intensiv: hoher Einsatz pro Fläche; extensiv: geringer Einsatz.',
      'Agrobusiness verbindet Landwirtschaft mit vor- und nachgelagerten Industrien.',
      'Bodendegradation und Versalzung sind Folgen falscher Nutzung.',
      'Die GAP ist einer der größten Posten im EU-Haushalt.',
    ],
    cards: [
      ['Subsistenzwirtschaft', 'Landwirtschaft zur Selbstversorgung.'],
      ['Grüne Revolution', 'Ertragssteigerung durch Hochertragssorten, Dünger und Bewässerung ab den 1960er Jahren.'],
      ['Monokultur', 'Anbau nur einer Pflanzenart auf großer Fläche über Jahre.'],
      ['Versalzung', 'Anreicherung von Salzen im Boden, oft durch unsachgemäße Bewässerung.'],
    ],
  },
  wirtschaftsgeographie: {
    explanation: [
      'Die Wirtschaftsgeographie untersucht die räumliche Verteilung wirtschaftlicher Tätigkeiten. Man gliedert die Wirtschaft in den primären (Land- und Forstwirtschaft, Bergbau), sekundären (Industrie) und tertiären Sektor (Dienstleistungen); in Deutschland arbeiten über 70 % der Beschäftigten im tertiären Sektor.',
      'Harte Standortfaktoren wie Verkehrsanbindung, Flächen und Löhne sind messbar, weiche wie Image und Freizeitwert schwerer fassbar. Die Drei-Sektoren-Hypothese von Jean Fourastié beschreibt die Verschiebung der Beschäftigung vom primären zum tertiären Sektor.',
      'Strukturwandel verändert ganze Regionen, etwa das Ruhrgebiet vom Kohle- und Stahlrevier zum Dienstleistungs- und Wissenschaftsstandort. Cluster wie das Silicon Valley entstehen, wenn sich Unternehmen, Zulieferer und Hochschulen einer Branche räumlich bündeln.',
    ],
    keyPoints: [
      'Drei Sektoren: primär, sekundär, tertiär.',
      'Harte und weiche Standortfaktoren bestimmen die Standortwahl.',
      'Strukturwandel im Ruhrgebiet als Beispiel für Deindustrialisierung.',
      'Cluster fördern Innovation durch räumliche Nähe.',
    ],
    cards: [
      ['Standortfaktor', 'Merkmal eines Ortes, das die Ansiedlung von Unternehmen beeinflusst.'],
      ['Tertiärisierung', 'Wachstum des Dienstleistungssektors.'],
      ['Cluster', 'Räumliche Konzentration verbundener Unternehmen und Einrichtungen einer Branche.'],
      ['Strukturwandel', 'Langfristige Veränderung der Wirtschaftsstruktur einer Region.'],
    ],
  },
  entwicklungslander: {
    explanation: [
      'Als Entwicklungsländer bezeichnet man Staaten mit niedrigem Einkommen und unzureichender Versorgung in Bereichen wie Bildung und Gesundheit; heute spricht man oft vom Globalen Süden. Gemessen wird Entwicklung etwa mit dem Bruttonationaleinkommen pro Kopf und dem Human Development Index (HDI) der Vereinten Nationen.',
      'Der HDI kombiniert Lebenserwartung, Bildungsdauer und Einkommen zu einem Wert zwischen 0 und 1. Merkmale vieler Entwicklungsländer sind hohe Geburtenraten, ein großer informeller Sektor und Abhängigkeit vom Export weniger Rohstoffe.',
      'Erklärungsansätze sind Modernisierungstheorien, die interne Hemmnisse betonen, und Dependenztheorien, die auf Abhängigkeit von Industrieländern und koloniale Prägung verweisen. Die 17 Ziele für nachhaltige Entwicklung (SDGs) der UN von 2015 sollen bis 2030 Armut und Hunger beenden.',
    ],
    keyPoints: [
      'HDI: Gesundheit, Bildung, Lebensstandard.',
      'Schwellenländer wie Brasilien oder Indien befinden sich im Übergang.',
      'Informeller Sektor: nicht registrierte Arbeit ohne soziale Absicherung.',
      'Agenda 2030 mit 17 SDGs.',
    ],
    cards: [
      ['HDI', 'Index der menschlichen Entwicklung aus Lebenserwartung, Bildung und Einkommen.'],
      ['Informeller Sektor', 'Wirtschaftsbereich ohne staatliche Erfassung und Absicherung.'],
      ['Dependenztheorie', 'Ansatz, der Unterentwicklung durch Abhängigkeit von Industrieländern erklärt.'],
      ['SDGs', 'Die 17 Nachhaltigkeitsziele der Vereinten Nationen bis 2030.'],
    ],
  },
  'ressourcen-und-nachhaltigkeit': {
    explanation: [
      'Ressourcen sind natürliche Güter wie Wasser, Boden, Rohstoffe und Energieträger. Nicht erneuerbare Ressourcen wie Erdöl, Kohle und Erze sind endlich, erneuerbare wie Wind, Sonne, Wasserkraft und Biomasse regenerieren sich.',
      'Der Begriff der Nachhaltigkeit stammt aus der Forstwirtschaft (Hans Carl von Carlowitz, 1713): Es soll nicht mehr Holz geschlagen werden, als nachwächst. Der Brundtland-Bericht von 1987 definierte nachhaltige Entwicklung als Entwicklung, die die Bedürfnisse der Gegenwart befriedigt, ohne künftigen Generationen die Möglichkeit dazu zu nehmen.',
      'Das Drei-Säulen-Modell verbindet Ökologie, Ökonomie und Soziales. Der ökologische Fußabdruck misst, wie viel biologisch produktive Fläche ein Lebensstil beansprucht; der Erdüberlastungstag zeigt, wann die Menschheit die Jahresressourcen verbraucht hat.',
    ],
    keyPoints: [
      'Erneuerbare und nicht erneuerbare Ressourcen unterscheiden.',
      'Drei Säulen: ökologisch, ökonomisch, sozial.',
      'Kreislaufwirtschaft verringert Rohstoffverbrauch und Abfall.',
      'Virtuelles Wasser ist das zur Herstellung eines Produkts nötige Wasser.',
    ],
    cards: [
      ['Nachhaltigkeit', 'Nutzung von Ressourcen so, dass sie künftigen Generationen erhalten bleiben.'],
      ['Ökologischer Fußabdruck', 'Fläche, die zur Deckung des Ressourcenbedarfs eines Menschen nötig ist.'],
      ['Brundtland-Bericht', 'UN-Bericht von 1987 mit der klassischen Definition nachhaltiger Entwicklung.'],
      ['Kreislaufwirtschaft', 'Wirtschaftsweise, die Materialien möglichst lange im Umlauf hält.'],
    ],
  },
};
