/** Geschichte (de catalogue subject 1005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  antike: {
    explanation: [
      'Die Antike umfasst etwa die Zeit von 800 v. Chr. bis 500 n. Chr. im Mittelmeerraum. In Athen entwickelte sich im 5. Jahrhundert v. Chr. unter Kleisthenes und Perikles die attische Demokratie, in der freie männliche Bürger in der Volksversammlung entschieden; Frauen, Sklaven und Metöken waren ausgeschlossen.',
      'Rom war zunächst Königreich, ab 509 v. Chr. Republik mit Konsuln, Senat und Volksversammlungen. Nach den Bürgerkriegen und der Ermordung Caesars 44 v. Chr. begründete Augustus 27 v. Chr. das Kaisertum (Prinzipat).',
      'Das Weströmische Reich endete 476 n. Chr. mit der Absetzung des Romulus Augustulus, das Oströmische Reich bestand bis 1453. Die Antike prägt Europa bis heute durch Philosophie, Recht, Architektur und Sprache.',
    ],
    keyPoints: [
      'Attische Demokratie: Volksversammlung, Losverfahren, Scherbengericht.',
      'Römische Republik: zwei jährlich gewählte Konsuln.',
      '27 v. Chr.: Beginn des Prinzipats unter Augustus.',
      '476 n. Chr.: Ende des Weströmischen Reiches.',
    ],
    cards: [
      ['Polis', 'Griechischer Stadtstaat.'],
      ['Scherbengericht', 'Ostrakismos: Athener Verfahren zur Verbannung eines Bürgers für zehn Jahre.'],
      ['Senat', 'Rat der ehemaligen Amtsträger, zentrales Gremium der Römischen Republik.'],
      ['Prinzipat', 'Von Augustus begründete Herrschaftsform mit republikanischer Fassade.'],
    ],
  },
  mittelalter: {
    explanation: [
      'Das Mittelalter reicht etwa von 500 bis 1500. Karl der Große wurde im Jahr 800 in Rom zum Kaiser gekrönt; 962 begründete Otto I. mit seiner Kaiserkrönung die Tradition des Heiligen Römischen Reiches.',
      'Die Gesellschaft war nach der Ständeordnung gegliedert: Klerus (Betende), Adel (Kämpfende) und Bauern (Arbeitende). Das Lehnswesen verband Lehnsherr und Vasall durch die Vergabe von Land gegen Treue und Kriegsdienst; viele Bauern lebten in der Grundherrschaft.',
      'Im Investiturstreit stritten Kaiser und Papst um die Einsetzung von Bischöfen; 1077 ging Heinrich IV. nach Canossa, 1122 brachte das Wormser Konkordat einen Kompromiss. Ab dem Hochmittelalter wuchsen die Städte, in denen gilt: „Stadtluft macht frei“.',
    ],
    keyPoints: [
      'Drei Stände: Klerus, Adel, Bauern.',
      'Lehnswesen: Land gegen Treue und Dienst.',
      'Kreuzzüge ab 1096 ins Heilige Land.',
      'Pest 1347–1351 tötete etwa ein Drittel der Bevölkerung Europas.',
    ],
    cards: [
      ['Lehnswesen', 'Herrschaftssystem, in dem ein Herr einem Vasallen Land gegen Treue verleiht.'],
      ['Investiturstreit', 'Konflikt zwischen Kaiser und Papst über die Einsetzung von Bischöfen.'],
      ['Grundherrschaft', 'Herrschaft eines Grundherrn über Land und die darauf lebenden Bauern.'],
      ['Zunft', 'Zusammenschluss von Handwerkern eines Berufs in der mittelalterlichen Stadt.'],
    ],
  },
  'franzosische-revolution': {
    explanation: [
      'Ursachen der Französischen Revolution waren Staatsverschuldung, Missernten, die Privilegien von Klerus und Adel sowie die Ideen der Aufklärung. 1789 berief Ludwig XVI. die Generalstände ein; der Dritte Stand erklärte sich zur Nationalversammlung und schwor im Ballhausschwur, eine Verfassung zu geben.',
      'Am 14. Juli 1789 stürmten Pariser Bürger die Bastille, im August folgte die Erklärung der Menschen- und Bürgerrechte. 1791 wurde Frankreich konstitutionelle Monarchie, 1792 Republik; 1793 wurde der König hingerichtet.',
      'Unter Robespierre herrschte 1793/94 die Schreckensherrschaft (Terreur) der Jakobiner. 1799 übernahm Napoleon Bonaparte durch einen Staatsstreich die Macht, was als Ende der Revolution gilt.',
    ],
    keyPoints: [
      'Leitideen: Freiheit, Gleichheit, Brüderlichkeit.',
      '14. Juli 1789: Sturm auf die Bastille.',
      '26. August 1789: Erklärung der Menschen- und Bürgerrechte.',
      '1799: Staatsstreich Napoleons.',
    ],
    cards: [
      ['Dritter Stand', 'Bürger und Bauern, rund 98 % der Bevölkerung ohne Privilegien.'],
      ['Ballhausschwur', 'Schwur der Nationalversammlung vom 20. Juni 1789, nicht ohne Verfassung auseinanderzugehen.'],
      ['Jakobiner', 'Radikaler politischer Klub, der 1793/94 die Schreckensherrschaft trug.'],
      ['Terreur', 'Schreckensherrschaft mit Massenhinrichtungen unter Robespierre.'],
    ],
  },
  industrialisierung: {
    explanation: [
      'Die Industrialisierung begann um 1760 in England, begünstigt durch Kohle- und Eisenvorkommen, Kapital, Kolonialmärkte und Bevölkerungswachstum. Schlüsselerfindungen waren die verbesserte Dampfmaschine von James Watt (1769) und mechanische Webstühle.',
      'In Deutschland setzte sie verzögert ab etwa 1835 ein; die erste Eisenbahn fuhr 1835 von Nürnberg nach Fürth, und der Deutsche Zollverein von 1834 förderte den Handel. Leitsektoren waren Eisenbahnbau, Kohle und Stahl.',
      'Die Folge war die soziale Frage: Arbeiter lebten in Elendsquartieren, arbeiteten 14 Stunden und mehr, auch Kinder. Antworten kamen von Gewerkschaften, Kirchen, Marx und Engels („Kommunistisches Manifest“, 1848) und Bismarcks Sozialversicherungen (1883–1889).',
    ],
    keyPoints: [
      'England als Mutterland der Industrialisierung.',
      'Leitsektor in Deutschland: Eisenbahnbau.',
      'Soziale Frage: Armut und Ausbeutung der Arbeiterschaft.',
      'Bismarcks Sozialgesetze: Kranken-, Unfall- sowie Invaliditäts- und Altersversicherung.',
    ],
    cards: [
      ['Soziale Frage', 'Die Not der Arbeiterschaft als Folge der Industrialisierung.'],
      ['Proletariat', 'Besitzlose Arbeiterklasse, die nur ihre Arbeitskraft verkaufen kann.'],
      ['Zollverein', 'Zusammenschluss deutscher Staaten zu einem Binnenmarkt ab 1834.'],
      ['Pauperismus', 'Massenarmut vor und zu Beginn der Industrialisierung.'],
    ],
  },
  'erster-weltkrieg': {
    explanation: [
      'Langfristige Ursachen des Ersten Weltkriegs waren Imperialismus, Nationalismus, Wettrüsten und Bündnissysteme. Auslöser war das Attentat von Sarajevo am 28. Juni 1914 auf den österreichischen Thronfolger Franz Ferdinand; Deutschland gab Österreich-Ungarn einen „Blankoscheck“.',
      'Der deutsche Schlieffen-Plan scheiterte an der Marne, und an der Westfront erstarrte der Krieg zum Stellungskrieg mit Materialschlachten wie Verdun 1916. 1917 traten die USA in den Krieg ein, Russland schied nach der Oktoberrevolution 1918 mit dem Frieden von Brest-Litowsk aus.',
      'Am 11. November 1918 wurde der Waffenstillstand von Compiègne unterzeichnet. Der Versailler Vertrag von 1919 wies Deutschland in Artikel 231 die Kriegsschuld zu und verlangte Gebietsabtretungen und Reparationen.',
    ],
    keyPoints: [
      'Dreibund gegen Triple Entente.',
      'Stellungskrieg und neue Waffen wie Giftgas, Panzer und Flugzeuge.',
      'Etwa 17 Millionen Tote.',
      'Versailler Vertrag 1919 mit Kriegsschuldartikel 231.',
    ],
    cards: [
      ['Schlieffen-Plan', 'Deutscher Plan, Frankreich über Belgien rasch zu besiegen, um dann gegen Russland zu kämpfen.'],
      ['Blankoscheck', 'Bedingungslose Unterstützungszusage Deutschlands an Österreich-Ungarn im Juli 1914.'],
      ['Verdun', 'Schlacht 1916, Symbol für den verlustreichen Stellungskrieg.'],
      ['Versailler Vertrag', 'Friedensvertrag von 1919 zwischen den Siegermächten und Deutschland.'],
    ],
  },
  'weimarer-republik': {
    explanation: [
      'Die Weimarer Republik entstand nach der Novemberrevolution 1918; Philipp Scheidemann rief am 9. November die Republik aus. Die Verfassung von 1919 schuf eine parlamentarische Demokratie, gab dem Reichspräsidenten aber mit Artikel 48 (Notverordnungen) große Macht.',
      'Die Anfangsjahre brachten Krisen: Kapp-Putsch 1920, Ruhrbesetzung und Hyperinflation 1923, Hitler-Putsch im November 1923. Unter Außenminister Gustav Stresemann folgten die „Goldenen Zwanziger“ mit Dawes-Plan, Locarno-Verträgen und Völkerbundbeitritt 1926.',
      'Die Weltwirtschaftskrise ab 1929 führte zu Massenarbeitslosigkeit. Ab 1930 regierten Präsidialkabinette mit Notverordnungen, NSDAP und KPD wurden stark, und am 30. Januar 1933 ernannte Hindenburg Hitler zum Reichskanzler.',
    ],
    keyPoints: [
      'Strukturelle Schwächen: Artikel 48, Splitterparteien, fehlende Fünfprozenthürde.',
      '1923: Krisenjahr mit Hyperinflation.',
      'Dolchstoßlegende belastete die Republik.',
      'Ab 1930 Präsidialkabinette statt parlamentarischer Regierungen.',
    ],
    cards: [
      ['Artikel 48', 'Notverordnungsrecht des Reichspräsidenten in der Weimarer Verfassung.'],
      ['Dolchstoßlegende', 'Falsche Behauptung, das unbesiegte Heer sei von der Heimat verraten worden.'],
      ['Hyperinflation', 'Extreme Geldentwertung 1923; ein US-Dollar kostete 4,2 Billionen Mark.'],
      ['Präsidialkabinett', 'Regierung, die sich auf das Vertrauen des Reichspräsidenten statt des Parlaments stützt.'],
    ],
  },
  nationalsozialismus: {
    explanation: [
      'Nach Hitlers Ernennung am 30. Januar 1933 errichteten die Nationalsozialisten rasch eine Diktatur. Die Reichstagsbrandverordnung setzte Grundrechte außer Kraft, das Ermächtigungsgesetz vom März 1933 erlaubte der Regierung Gesetze ohne Parlament; Länder, Parteien und Gewerkschaften wurden gleichgeschaltet.',
      'Die Ideologie beruhte auf Rassismus, Antisemitismus, Führerprinzip und „Lebensraum im Osten“. Juden wurden durch die Nürnberger Gesetze 1935 entrechtet, in der Pogromnacht am 9. November 1938 verfolgt und im Holocaust systematisch ermordet; rund sechs Millionen Juden wurden getötet.',
      'Mit dem Überfall auf Polen am 1. September 1939 begann der Zweite Weltkrieg. Er endete in Europa mit der bedingungslosen Kapitulation der Wehrmacht am 8. Mai 1945.',
    ],
    keyPoints: [
      'Ermächtigungsgesetz 1933: Ende der Gewaltenteilung.',
      'Gleichschaltung aller gesellschaftlichen Bereiche.',
      'Wannseekonferenz 1942: Organisation der Ermordung der europäischen Juden.',
      'Widerstand u. a. durch die Weiße Rose und das Attentat vom 20. Juli 1944.',
    ],
    cards: [
      ['Gleichschaltung', 'Ausrichtung von Staat und Gesellschaft auf die NS-Ideologie.'],
      ['Ermächtigungsgesetz', 'Gesetz vom 24. März 1933, das der Regierung die Gesetzgebung übertrug.'],
      ['Nürnberger Gesetze', 'Rassengesetze von 1935, die Juden die Bürgerrechte nahmen.'],
      ['Holocaust', 'Der systematische Völkermord an den europäischen Juden (hebräisch Shoah).'],
    ],
  },
  'kalter-krieg': {
    explanation: [
      'Der Kalte Krieg war der Konflikt zwischen den USA und der Sowjetunion von 1947 bis 1991, der nie zu einem direkten Krieg der beiden Supermächte führte. Gegenüber standen Demokratie und Marktwirtschaft gegen kommunistische Einparteienherrschaft und Planwirtschaft.',
      'Die USA verfolgten mit der Truman-Doktrin und dem Marshallplan (1947/48) eine Eindämmungspolitik. Bündnisse entstanden mit der NATO (1949) und dem Warschauer Pakt (1955); Höhepunkte waren die Berlin-Blockade 1948/49, der Koreakrieg und die Kubakrise 1962.',
      'Nach der Kubakrise begann eine Phase der Entspannung mit Rüstungskontrollverträgen. Gorbatschows Reformen Glasnost und Perestroika ab 1985 führten zum Ende des Ostblocks und 1991 zur Auflösung der Sowjetunion.',
    ],
    keyPoints: [
      'Bipolare Weltordnung: Ost gegen West.',
      'Containment: Eindämmung des Kommunismus.',
      'Kubakrise 1962: Welt am Rand eines Atomkriegs.',
      'Stellvertreterkriege in Korea, Vietnam und Afghanistan.',
    ],
    cards: [
      ['Containment', 'US-Politik der Eindämmung des sowjetischen Einflusses.'],
      ['Eiserner Vorhang', 'Von Churchill geprägter Begriff für die Grenze zwischen Ost- und Westeuropa.'],
      ['Kubakrise', 'Konflikt 1962 um sowjetische Atomraketen auf Kuba.'],
      ['Glasnost', 'Gorbatschows Politik der Offenheit und Transparenz.'],
    ],
  },
  'deutsche-teilung-und-wiedervereinigung': {
    explanation: [
      'Nach 1945 teilten die Siegermächte Deutschland in vier Besatzungszonen. 1949 entstanden die Bundesrepublik Deutschland mit dem Grundgesetz und die DDR als sozialistischer Staat unter Führung der SED.',
      'Der Aufstand vom 17. Juni 1953 in der DDR wurde mit sowjetischen Panzern niedergeschlagen. Wegen der Massenflucht ließ die DDR am 13. August 1961 die Berliner Mauer bauen; Willy Brandts Ostpolitik und der Grundlagenvertrag von 1972 normalisierten die Beziehungen.',
      'Im Herbst 1989 führten Massenflucht über Ungarn und Montagsdemonstrationen („Wir sind das Volk“) zum Fall der Mauer am 9. November 1989. Nach dem Zwei-plus-Vier-Vertrag trat die DDR am 3. Oktober 1990 der Bundesrepublik bei.',
    ],
    keyPoints: [
      '1949: Gründung von BRD (23. Mai) und DDR (7. Oktober).',
      '1961: Bau der Berliner Mauer.',
      '9. November 1989: Fall der Mauer.',
      '3. Oktober 1990: Deutsche Einheit.',
    ],
    cards: [
      ['SED', 'Sozialistische Einheitspartei Deutschlands, Staatspartei der DDR.'],
      ['Neue Ostpolitik', 'Politik der Entspannung unter Willy Brandt („Wandel durch Annäherung“).'],
      ['Montagsdemonstrationen', 'Friedliche Massenproteste 1989, vor allem in Leipzig.'],
      ['Zwei-plus-Vier-Vertrag', 'Vertrag von 1990 zwischen beiden deutschen Staaten und den vier Siegermächten über die Einheit.'],
    ],
  },
};
