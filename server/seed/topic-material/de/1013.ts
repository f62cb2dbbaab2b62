/** Wirtschaft (de catalogue subject 1013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'soziale-marktwirtschaft': {
    explanation: [
      'Die Soziale Marktwirtschaft ist die Wirtschaftsordnung der Bundesrepublik Deutschland. Sie wurde von Alfred Müller-Armack konzipiert und ab 1948 von Ludwig Erhard umgesetzt; Ziel ist es, die Freiheit des Marktes mit sozialem Ausgleich zu verbinden.',
      'Grundlagen sind Privateigentum, Vertragsfreiheit, Wettbewerb und freie Preisbildung. Der Staat setzt den Ordnungsrahmen, schützt den Wettbewerb durch das Kartellrecht und sichert soziale Risiken über die Sozialversicherungen ab.',
      'Sie grenzt sich von der freien Marktwirtschaft ohne staatliche Eingriffe und von der Zentralverwaltungswirtschaft ab, in der der Staat Produktion und Preise plant. Das Bundeskartellamt überwacht Fusionen und verbietet Preisabsprachen.',
    ],
    keyPoints: [
      'Markt plus sozialer Ausgleich.',
      'Wettbewerb wird staatlich geschützt.',
      'Sozialstaatsprinzip im Grundgesetz.',
      'Ludwig Erhard als „Vater des Wirtschaftswunders“.',
    ],
    cards: [
      ['Soziale Marktwirtschaft', 'Wirtschaftsordnung, die Marktfreiheit mit sozialem Ausgleich verbindet.'],
      ['Ordnungspolitik', 'Gestaltung der Rahmenbedingungen der Wirtschaft durch den Staat.'],
      ['Kartell', 'Absprache von Unternehmen, die den Wettbewerb beschränkt.'],
      ['Zentralverwaltungswirtschaft', 'Wirtschaftsordnung mit staatlicher Planung von Produktion und Preisen.'],
    ],
  },
  'angebot-und-nachfrage': {
    explanation: [
      'Auf einem Markt treffen Angebot und Nachfrage zusammen. Die Nachfragekurve fällt, weil bei steigendem Preis weniger gekauft wird; die Angebotskurve steigt, weil bei höherem Preis mehr angeboten wird.',
      'Im Schnittpunkt liegt das Marktgleichgewicht mit Gleichgewichtspreis und -menge. Liegt der Preis darüber, entsteht ein Angebotsüberhang und der Preis sinkt; liegt er darunter, entsteht ein Nachfrageüberhang und der Preis steigt.',
      'Ändern sich Einkommen, Geschmack oder Produktionskosten, verschieben sich die Kurven. Staatliche Höchstpreise unter dem Gleichgewicht führen zu Knappheit, Mindestpreise darüber zu Überschüssen.',
    ],
    keyPoints: [
      'Nachfragekurve fällt, Angebotskurve steigt.',
      'Gleichgewichtspreis räumt den Markt.',
      'Preiselastizität misst, wie stark die Nachfrage auf Preisänderungen reagiert.',
      'Preise haben Signal-, Lenkungs- und Ausgleichsfunktion.',
    ],
    cards: [
      ['Gleichgewichtspreis', 'Preis, bei dem angebotene und nachgefragte Menge übereinstimmen.'],
      ['Angebotsüberhang', 'Mehr Angebot als Nachfrage bei einem zu hohen Preis.'],
      ['Preiselastizität', 'Prozentuale Mengenänderung im Verhältnis zur prozentualen Preisänderung.'],
      ['Höchstpreis', 'Staatlich festgelegte Preisobergrenze.'],
    ],
  },
  unternehmen: {
    explanation: [
      'Unternehmen kombinieren die Produktionsfaktoren Arbeit, Boden und Kapital, um Güter herzustellen und Gewinn zu erzielen. Der Gewinn ist die Differenz aus Erlös und Kosten; Kosten teilen sich in fixe und variable Kosten.',
      'Wichtige Rechtsformen sind das Einzelunternehmen, die GbR, die OHG und die KG als Personengesellschaften sowie GmbH und AG als Kapitalgesellschaften. Bei der GmbH haften die Gesellschafter nur mit ihrer Einlage; das Mindeststammkapital beträgt 25.000 Euro.',
      'Kennzahlen wie Produktivität (Output/Input), Wirtschaftlichkeit und Rentabilität messen den Erfolg. Neben Gewinnzielen verfolgen Unternehmen soziale und ökologische Ziele, etwa im Rahmen der Corporate Social Responsibility.',
    ],
    keyPoints: [
      'Gewinn = Erlös − Kosten.',
      'Personengesellschaften: meist persönliche Haftung.',
      'Kapitalgesellschaften: Haftung mit dem Gesellschaftsvermögen.',
      'Break-even-Point: Erlöse decken alle Kosten.',
    ],
    cards: [
      ['Fixkosten', 'Kosten, die unabhängig von der Produktionsmenge anfallen.'],
      ['GmbH', 'Gesellschaft mit beschränkter Haftung.'],
      ['Rentabilität', 'Verhältnis von Gewinn zum eingesetzten Kapital.'],
      ['Break-even-Point', 'Gewinnschwelle, an der Erlös und Kosten gleich sind.'],
    ],
  },
  arbeitsmarkt: {
    explanation: [
      'Auf dem Arbeitsmarkt bieten Arbeitnehmer ihre Arbeitskraft an, Unternehmen fragen sie nach. Die Arbeitslosenquote ist der Anteil der Arbeitslosen an allen zivilen Erwerbspersonen; in Deutschland lag sie in den letzten Jahren bei etwa 5–6 %.',
      'Man unterscheidet friktionelle Arbeitslosigkeit (beim Stellenwechsel), saisonale, konjunkturelle und strukturelle Arbeitslosigkeit, die durch den Wandel von Branchen und Qualifikationen entsteht. Die Bundesagentur für Arbeit vermittelt Stellen und zahlt Arbeitslosengeld.',
      'Löhne werden in Deutschland oft in Tarifverhandlungen zwischen Gewerkschaften und Arbeitgeberverbänden festgelegt (Tarifautonomie, Art. 9 GG). Seit 2015 gilt ein gesetzlicher Mindestlohn.',
    ],
    keyPoints: [
      'Vier Arten der Arbeitslosigkeit.',
      'Tarifautonomie nach Art. 9 Abs. 3 GG.',
      'Streik ist das Arbeitskampfmittel der Gewerkschaften.',
      'Fachkräftemangel betrifft vor allem Pflege, Handwerk und IT.',
    ],
    cards: [
      ['Tarifautonomie', 'Recht von Gewerkschaften und Arbeitgebern, Löhne ohne Staat auszuhandeln.'],
      ['Strukturelle Arbeitslosigkeit', 'Arbeitslosigkeit durch Wandel der Wirtschaftsstruktur.'],
      ['Mindestlohn', 'Gesetzlich festgelegte Lohnuntergrenze pro Stunde.'],
      ['Erwerbsperson', 'Person, die erwerbstätig ist oder Arbeit sucht.'],
    ],
  },
  konjunktur: {
    explanation: [
      'Konjunktur bezeichnet die Schwankungen der wirtschaftlichen Aktivität um den langfristigen Wachstumstrend. Gemessen wird sie vor allem am realen Bruttoinlandsprodukt (BIP), dem Wert aller in einem Jahr im Inland produzierten Waren und Dienstleistungen.',
      'Der Konjunkturzyklus hat vier Phasen: Aufschwung (Expansion), Hochkonjunktur (Boom), Abschwung (Rezession) und Tiefphase (Depression). Von einer technischen Rezession spricht man, wenn das BIP zwei Quartale in Folge schrumpft.',
      'Das Stabilitätsgesetz von 1967 nennt vier Ziele, das „magische Viereck“: stabiles Preisniveau, hoher Beschäftigungsstand, außenwirtschaftliches Gleichgewicht und stetiges, angemessenes Wachstum. Nach Keynes soll der Staat in Krisen durch höhere Ausgaben gegensteuern (antizyklische Fiskalpolitik).',
    ],
    keyPoints: [
      'BIP als zentrales Maß der Wirtschaftsleistung.',
      'Vier Konjunkturphasen.',
      'Magisches Viereck: Ziele stehen teils im Konflikt.',
      'Frühindikatoren wie der ifo-Geschäftsklimaindex zeigen Trends an.',
    ],
    cards: [
      ['BIP', 'Bruttoinlandsprodukt: Wert aller im Inland erzeugten Güter eines Jahres.'],
      ['Rezession', 'Phase schrumpfender Wirtschaftsleistung.'],
      ['Magisches Viereck', 'Die vier gesamtwirtschaftlichen Ziele des Stabilitätsgesetzes.'],
      ['Antizyklische Fiskalpolitik', 'Staatliches Gegensteuern gegen den Konjunkturverlauf.'],
    ],
  },
  geldpolitik: {
    explanation: [
      'Die Geldpolitik im Euroraum verantwortet seit 1999 die Europäische Zentralbank (EZB) in Frankfurt am Main. Ihr vorrangiges Ziel ist Preisniveaustabilität, definiert als Inflationsrate von 2 % mittelfristig.',
      'Wichtigstes Instrument ist der Leitzins: Erhöht die EZB ihn, werden Kredite teurer, Nachfrage und Inflation sinken; senkt sie ihn, wird die Wirtschaft angeregt. Weitere Instrumente sind die Mindestreserve und Anleihekäufe (quantitative Lockerung).',
      'Inflation ist ein anhaltender Anstieg des Preisniveaus, gemessen am Verbraucherpreisindex mit einem Warenkorb. Sie verringert die Kaufkraft des Geldes; Deflation, ein sinkendes Preisniveau, kann zu Kaufzurückhaltung führen.',
    ],
    keyPoints: [
      'EZB ist unabhängig von Regierungen.',
      'Inflationsziel: 2 % mittelfristig.',
      'Höhere Leitzinsen dämpfen die Inflation.',
      'Verbraucherpreisindex misst die Preisentwicklung eines Warenkorbs.',
    ],
    cards: [
      ['Leitzins', 'Zinssatz, zu dem sich Banken bei der Zentralbank Geld leihen.'],
      ['Inflation', 'Anhaltender Anstieg des allgemeinen Preisniveaus.'],
      ['Quantitative Lockerung', 'Kauf von Anleihen durch die Zentralbank zur Ausweitung der Geldmenge.'],
      ['Kaufkraft', 'Menge an Gütern, die man für eine Geldeinheit erhält.'],
    ],
  },
  'steuern-und-staatshaushalt': {
    explanation: [
      'Steuern sind Abgaben ohne direkte Gegenleistung und die wichtigste Einnahmequelle des Staates. Die größten Steuerarten in Deutschland sind Lohn- und Einkommensteuer sowie die Umsatzsteuer (Mehrwertsteuer) mit regulär 19 % und ermäßigt 7 %.',
      'Man unterscheidet direkte Steuern, die der Steuerpflichtige selbst trägt (Einkommensteuer), und indirekte Steuern, die über Preise weitergegeben werden (Umsatz- und Energiesteuer). Die Einkommensteuer ist progressiv: Höhere Einkommen werden mit höherem Prozentsatz belastet.',
      'Der Bundeshaushalt stellt Einnahmen und Ausgaben gegenüber; größter Ausgabeposten ist die soziale Sicherung. Die Schuldenbremse im Grundgesetz (seit 2009) begrenzt die strukturelle Neuverschuldung des Bundes auf 0,35 % des BIP.',
    ],
    keyPoints: [
      'Direkte und indirekte Steuern unterscheiden.',
      'Progressive Einkommensteuer mit Grundfreibetrag.',
      'Mehrwertsteuer: 19 % bzw. 7 %.',
      'Schuldenbremse: 0,35 % des BIP für den Bund.',
    ],
    cards: [
      ['Direkte Steuer', 'Steuer, bei der Steuerschuldner und -träger identisch sind.'],
      ['Progression', 'Anstieg des Steuersatzes mit dem Einkommen.'],
      ['Schuldenbremse', 'Verfassungsregel zur Begrenzung der Staatsverschuldung.'],
      ['Umsatzsteuer', 'Indirekte Steuer auf den Verkauf von Waren und Dienstleistungen.'],
    ],
  },
  globalisierung: {
    explanation: [
      'Wirtschaftlich bedeutet Globalisierung die zunehmende internationale Verflechtung von Güter-, Kapital- und Arbeitsmärkten. Sie beruht auf der Theorie der komparativen Kostenvorteile von David Ricardo (1817): Länder gewinnen durch Spezialisierung auf die Güter, die sie relativ am günstigsten herstellen.',
      'Deutschland ist stark exportorientiert, vor allem mit Autos, Maschinen und chemischen Produkten. Die Welthandelsorganisation WTO (gegründet 1995) regelt den Welthandel und baut Zölle ab.',
      'Kritiker verweisen auf Standortwettbewerb, Lohndruck und Abhängigkeit von Lieferketten, wie die Corona-Pandemie zeigte. Protektionismus durch Zölle und Einfuhrquoten schützt heimische Produzenten, verteuert aber Güter für Verbraucher.',
    ],
    keyPoints: [
      'Komparative Kostenvorteile begründen Freihandel.',
      'WTO seit 1995.',
      'Exportabhängigkeit macht anfällig für Krisen.',
      'Protektionismus: Zölle, Quoten, Subventionen.',
    ],
    cards: [
      ['Komparativer Kostenvorteil', 'Relativer Vorteil eines Landes bei der Herstellung eines Gutes.'],
      ['Freihandel', 'Handel ohne Zölle und Handelsbeschränkungen.'],
      ['Protektionismus', 'Schutz der heimischen Wirtschaft durch Handelsbarrieren.'],
      ['Leistungsbilanz', 'Bilanz aller Waren-, Dienstleistungs- und Einkommensströme mit dem Ausland.'],
    ],
  },
};
