/** Politik (de catalogue subject 1009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  demokratie: {
    explanation: [
      'Demokratie bedeutet Volksherrschaft: Alle Staatsgewalt geht vom Volke aus. In der direkten Demokratie entscheiden die Bürger selbst über Sachfragen, in der repräsentativen Demokratie wählen sie Abgeordnete, die für sie entscheiden.',
      'Grundprinzipien sind freie, gleiche und geheime Wahlen, Gewaltenteilung in Legislative, Exekutive und Judikative, Rechtsstaatlichkeit, Mehrheitsprinzip mit Minderheitenschutz sowie Meinungs- und Pressefreiheit. Die Idee der Gewaltenteilung geht wesentlich auf Montesquieu (1748) zurück.',
      'Man unterscheidet parlamentarische Demokratien, in denen die Regierung vom Vertrauen des Parlaments abhängt (Deutschland), und präsidentielle, in denen der direkt gewählte Präsident die Regierung führt (USA).',
    ],
    keyPoints: [
      'Volkssouveränität: Alle Staatsgewalt geht vom Volke aus.',
      'Gewaltenteilung verhindert Machtmissbrauch.',
      'Opposition und Pluralismus gehören zur Demokratie.',
      'Wahlen müssen regelmäßig stattfinden und Machtwechsel ermöglichen.',
    ],
    cards: [
      ['Volkssouveränität', 'Prinzip, dass die Staatsgewalt vom Volk ausgeht.'],
      ['Gewaltenteilung', 'Aufteilung der Staatsgewalt auf Legislative, Exekutive und Judikative.'],
      ['Repräsentative Demokratie', 'Demokratie, in der gewählte Vertreter entscheiden.'],
      ['Pluralismus', 'Vielfalt gleichberechtigter Meinungen, Interessen und Gruppen.'],
    ],
  },
  grundgesetz: {
    explanation: [
      'Das Grundgesetz ist die Verfassung der Bundesrepublik Deutschland und trat am 23. Mai 1949 in Kraft. Es wurde vom Parlamentarischen Rat ausgearbeitet und zog Lehren aus dem Scheitern der Weimarer Republik.',
      'Die Grundrechte stehen in den Artikeln 1 bis 19 am Anfang; Artikel 1 lautet: „Die Würde des Menschen ist unantastbar.“ Artikel 20 legt die Staatsstrukturprinzipien fest: Demokratie, Rechtsstaat, Bundesstaat und Sozialstaat.',
      'Nach der Ewigkeitsklausel in Artikel 79 Absatz 3 dürfen Artikel 1 und 20 sowie die föderale Gliederung nicht abgeschafft werden. Andere Änderungen des Grundgesetzes brauchen eine Zweidrittelmehrheit in Bundestag und Bundesrat.',
    ],
    keyPoints: [
      'Inkrafttreten: 23. Mai 1949.',
      'Grundrechte in Art. 1–19.',
      'Art. 20: Demokratie, Rechts-, Bundes- und Sozialstaat.',
      'Ewigkeitsklausel: Art. 79 Abs. 3.',
    ],
    cards: [
      ['Grundrechte', 'In der Verfassung garantierte Rechte des Einzelnen gegenüber dem Staat.'],
      ['Ewigkeitsklausel', 'Art. 79 Abs. 3 GG, der die Kernprinzipien unveränderbar macht.'],
      ['Parlamentarischer Rat', 'Versammlung, die 1948/49 das Grundgesetz ausarbeitete.'],
      ['Streitbare Demokratie', 'Prinzip, dass sich die Demokratie gegen ihre Feinde wehren kann, etwa durch Parteiverbote.'],
    ],
  },
  'politisches-system-deutschlands': {
    explanation: [
      'Deutschland ist eine parlamentarische Demokratie. Der Bundestag wird alle vier Jahre gewählt, beschließt Gesetze, kontrolliert die Regierung und wählt den Bundeskanzler; über den Bundesrat wirken die Länder an der Gesetzgebung mit.',
      'Die Bundesregierung besteht aus Bundeskanzler und Bundesministern; der Kanzler bestimmt die Richtlinien der Politik. Er kann nur durch ein konstruktives Misstrauensvotum abgelöst werden, bei dem zugleich ein Nachfolger gewählt wird.',
      'Der Bundespräsident ist Staatsoberhaupt, wird von der Bundesversammlung für fünf Jahre gewählt und hat vor allem repräsentative Aufgaben. Das Bundesverfassungsgericht in Karlsruhe wacht über die Einhaltung des Grundgesetzes.',
    ],
    keyPoints: [
      'Bundestag: Gesetzgebung, Kanzlerwahl, Kontrolle.',
      'Konstruktives Misstrauensvotum nach Art. 67 GG.',
      'Bundespräsident: Staatsoberhaupt mit begrenzter Macht.',
      'Bundesverfassungsgericht: Hüter der Verfassung.',
    ],
    cards: [
      ['Richtlinienkompetenz', 'Recht des Bundeskanzlers, die Grundzüge der Politik zu bestimmen.'],
      ['Konstruktives Misstrauensvotum', 'Abwahl des Kanzlers durch Wahl eines Nachfolgers.'],
      ['Bundesversammlung', 'Gremium aus Bundestagsabgeordneten und Ländervertretern, das den Bundespräsidenten wählt.'],
      ['Bundesrat', 'Vertretung der Länder auf Bundesebene.'],
    ],
  },
  foderalismus: {
    explanation: [
      'Föderalismus bedeutet, dass die Staatsgewalt zwischen dem Bund und den Gliedstaaten aufgeteilt ist. Deutschland besteht aus 16 Bundesländern mit eigenen Verfassungen, Parlamenten und Regierungen.',
      'Die Länder haben vor allem Zuständigkeiten in Bildung, Polizei und Kultur („Kulturhoheit“); der Bund ist etwa für Außenpolitik und Verteidigung zuständig. Über den Bundesrat wirken die Länder an der Bundesgesetzgebung mit; bei zustimmungspflichtigen Gesetzen hat er ein Vetorecht.',
      'Vorteile sind Bürgernähe, Machtbegrenzung und Wettbewerb um gute Lösungen. Kritisiert werden langsame Entscheidungen, unterschiedliche Bildungsstandards und komplizierte Finanzbeziehungen.',
    ],
    keyPoints: [
      '16 Bundesländer, darunter drei Stadtstaaten.',
      'Bildung ist Ländersache.',
      'Der Bundesrat hat je nach Landesgröße 3 bis 6 Stimmen pro Land.',
      'Föderalismus ist durch die Ewigkeitsklausel geschützt.',
    ],
    cards: [
      ['Föderalismus', 'Bundesstaatliches Ordnungsprinzip mit geteilter Staatsgewalt.'],
      ['Kulturhoheit', 'Zuständigkeit der Länder für Bildung und Kultur.'],
      ['Zustimmungsgesetz', 'Gesetz, das nur mit Zustimmung des Bundesrates zustande kommt.'],
      ['Subsidiarität', 'Prinzip, dass Aufgaben von der niedrigsten geeigneten Ebene übernommen werden.'],
    ],
  },
  'wahlen-und-parteien': {
    explanation: [
      'Bundestagswahlen sind nach Art. 38 GG allgemein, unmittelbar, frei, gleich und geheim. Jeder Wähler hat zwei Stimmen: Mit der Erststimme wählt er einen Wahlkreiskandidaten, mit der Zweitstimme eine Landesliste einer Partei.',
      'Die Zweitstimme bestimmt die Sitzverteilung im Bundestag; eine Partei braucht in der Regel mindestens 5 % der Zweitstimmen. Seit der Wahlrechtsreform von 2023 ist die Zahl der Sitze auf 630 begrenzt, Überhang- und Ausgleichsmandate entfallen.',
      'Parteien wirken nach Art. 21 GG bei der politischen Willensbildung mit, stellen Kandidaten auf und bündeln Interessen. Verfassungswidrige Parteien kann nur das Bundesverfassungsgericht verbieten.',
    ],
    keyPoints: [
      'Fünf Wahlrechtsgrundsätze nach Art. 38 GG.',
      'Zweitstimme entscheidet über die Stärke der Parteien.',
      'Fünfprozenthürde gegen Zersplitterung.',
      'Parteien sind in Art. 21 GG verankert.',
    ],
    cards: [
      ['Erststimme', 'Stimme für einen Direktkandidaten im Wahlkreis.'],
      ['Zweitstimme', 'Stimme für die Landesliste einer Partei.'],
      ['Sperrklausel', 'Mindestanteil von Stimmen für den Einzug ins Parlament, meist 5 %.'],
      ['Koalition', 'Bündnis mehrerer Parteien zur Regierungsbildung.'],
    ],
  },
  'medien-und-politik': {
    explanation: [
      'Medien gelten als „vierte Gewalt“, weil sie informieren, zur Meinungsbildung beitragen und Politik kontrollieren. Die Pressefreiheit ist in Art. 5 GG garantiert; eine Zensur findet nicht statt.',
      'In Deutschland besteht ein duales Rundfunksystem aus öffentlich-rechtlichen Sendern (ARD, ZDF, Deutschlandradio), die über den Rundfunkbeitrag finanziert werden, und privaten Sendern, die sich über Werbung finanzieren.',
      'Soziale Medien ermöglichen direkte Kommunikation zwischen Politikern und Bürgern, fördern aber auch Filterblasen, Echokammern und Desinformation. Algorithmen bevorzugen oft emotionale Inhalte, was die Polarisierung verstärken kann.',
    ],
    keyPoints: [
      'Funktionen: Information, Meinungsbildung, Kritik und Kontrolle.',
      'Art. 5 GG schützt Presse- und Meinungsfreiheit.',
      'Duales Rundfunksystem aus öffentlich-rechtlichen und privaten Anbietern.',
      'Fake News sind bewusst verbreitete Falschmeldungen.',
    ],
    cards: [
      ['Vierte Gewalt', 'Bezeichnung für die Kontrollfunktion der Medien.'],
      ['Filterblase', 'Informationsumgebung, die Algorithmen an bisherige Vorlieben anpassen.'],
      ['Agenda-Setting', 'Einfluss der Medien darauf, welche Themen als wichtig gelten.'],
      ['Öffentlich-rechtlicher Rundfunk', 'Beitragsfinanzierter Rundfunk mit Grundversorgungsauftrag.'],
    ],
  },
  'europaische-union': {
    explanation: [
      'Die Europäische Union ging aus der Montanunion (1951) und den Römischen Verträgen (1957) hervor; der Vertrag von Maastricht begründete 1992 die EU. Seit dem Austritt Großbritanniens 2020 hat sie 27 Mitgliedstaaten.',
      'Wichtige Organe sind das Europäische Parlament (direkt gewählt), der Rat der EU (Minister der Mitgliedstaaten), die Europäische Kommission (Gesetzesinitiative, „Hüterin der Verträge“), der Europäische Rat (Staats- und Regierungschefs) und der Europäische Gerichtshof.',
      'Kern der Integration ist der Binnenmarkt mit vier Grundfreiheiten: freier Verkehr von Waren, Personen, Dienstleistungen und Kapital. 20 Staaten nutzen den Euro als gemeinsame Währung (Stand 2023), das Schengener Abkommen schafft Reisen ohne Grenzkontrollen.',
    ],
    keyPoints: [
      'Maastricht 1992, Lissabon 2007 als zentrale Verträge.',
      'Gesetzgebung meist durch Parlament und Rat gemeinsam.',
      'Vier Grundfreiheiten des Binnenmarkts.',
      'Die EZB in Frankfurt steuert die Geldpolitik im Euroraum.',
    ],
    cards: [
      ['Europäische Kommission', 'Exekutivorgan der EU mit dem Initiativrecht für Gesetze.'],
      ['Binnenmarkt', 'Wirtschaftsraum ohne Binnengrenzen mit vier Grundfreiheiten.'],
      ['Schengen', 'Abkommen über den Wegfall der Personenkontrollen an Binnengrenzen.'],
      ['Vertrag von Lissabon', 'Reformvertrag von 2007, in Kraft seit 2009.'],
    ],
  },
  'internationale-beziehungen': {
    explanation: [
      'Internationale Beziehungen untersuchen das Handeln von Staaten, internationalen Organisationen und nichtstaatlichen Akteuren. Die Theorie des Realismus sieht Staaten in einem anarchischen System, in dem Macht und Sicherheit zählen; der Idealismus bzw. Liberalismus betont Zusammenarbeit, Institutionen und Völkerrecht.',
      'Die Vereinten Nationen wurden 1945 gegründet, um den Weltfrieden zu sichern. Der Sicherheitsrat hat fünf ständige Mitglieder mit Vetorecht (USA, Russland, China, Frankreich, Großbritannien) und zehn nichtständige Mitglieder.',
      'Die NATO ist ein Verteidigungsbündnis; nach Artikel 5 gilt ein Angriff auf ein Mitglied als Angriff auf alle. Aktuelle Herausforderungen sind Krieg in Europa, Terrorismus, Klimawandel und Migration.',
    ],
    keyPoints: [
      'UN-Charta: Gewaltverbot und Selbstverteidigungsrecht.',
      'Fünf Vetomächte im Sicherheitsrat.',
      'NATO-Bündnisfall nach Art. 5.',
      'Multilateralismus: Lösung von Problemen durch viele Staaten gemeinsam.',
    ],
    cards: [
      ['Sicherheitsrat', 'UN-Organ mit Hauptverantwortung für Frieden und Sicherheit.'],
      ['Vetorecht', 'Recht eines ständigen Mitglieds, Beschlüsse zu blockieren.'],
      ['Realismus', 'Theorie, die Staaten als machtorientierte Akteure in einem anarchischen System sieht.'],
      ['Multilateralismus', 'Zusammenarbeit vieler Staaten in gemeinsamen Institutionen.'],
    ],
  },
  menschenrechte: {
    explanation: [
      'Menschenrechte sind angeborene, unveräußerliche Rechte, die jedem Menschen allein aufgrund seines Menschseins zustehen. Am 10. Dezember 1948 verabschiedete die UN-Generalversammlung die Allgemeine Erklärung der Menschenrechte.',
      'Man unterscheidet bürgerliche und politische Rechte (etwa Meinungsfreiheit, Schutz vor Folter), wirtschaftliche, soziale und kulturelle Rechte (etwa Recht auf Bildung) sowie kollektive Rechte. Die beiden UN-Pakte von 1966 machten viele dieser Rechte völkerrechtlich verbindlich.',
      'In Europa schützt die Europäische Menschenrechtskonvention (1950) die Rechte; Bürger können beim Europäischen Gerichtshof für Menschenrechte in Straßburg klagen. Organisationen wie Amnesty International dokumentieren Verstöße.',
    ],
    keyPoints: [
      'Merkmale: universell, unteilbar, unveräußerlich.',
      'AEMR 1948 mit 30 Artikeln.',
      'EMRK und EGMR für den Europarat.',
      'Menschenrechte sind Abwehr-, Teilhabe- und Leistungsrechte.',
    ],
    cards: [
      ['AEMR', 'Allgemeine Erklärung der Menschenrechte der UN von 1948.'],
      ['Universalität', 'Geltung der Menschenrechte für alle Menschen überall.'],
      ['EGMR', 'Europäischer Gerichtshof für Menschenrechte in Straßburg.'],
      ['Unveräußerlichkeit', 'Menschenrechte können weder abgegeben noch entzogen werden.'],
    ],
  },
};
