/** Religion (de catalogue subject 1010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  bibel: {
    explanation: [
      'Die Bibel ist die Heilige Schrift des Christentums und besteht aus Altem und Neuem Testament. Das Alte Testament ist weitgehend mit der hebräischen Bibel (Tanach) des Judentums identisch und umfasst Gesetz (Tora), Geschichtsbücher, Weisheitsliteratur und Propheten.',
      'Das Neue Testament entstand etwa zwischen 50 und 120 n. Chr. in griechischer Sprache. Es enthält 27 Schriften: vier Evangelien, die Apostelgeschichte, Briefe (etwa des Paulus) und die Offenbarung des Johannes.',
      'Martin Luther übersetzte die Bibel ins Deutsche (Neues Testament 1522, vollständige Bibel 1534). Die historisch-kritische Methode untersucht biblische Texte nach Entstehung, Gattung und historischem Hintergrund.',
    ],
    keyPoints: [
      'Die Bibel ist eine Sammlung vieler Schriften aus über 1000 Jahren.',
      'Markus gilt als ältestes Evangelium (um 70 n. Chr.).',
      'Matthäus, Markus und Lukas heißen synoptische Evangelien.',
      'Die ältesten Schriften des NT sind Paulusbriefe.',
    ],
    cards: [
      ['Tora', 'Die fünf Bücher Mose, Kern der jüdischen Bibel.'],
      ['Evangelium', 'Griechisch „gute Nachricht“; Schrift über Leben und Botschaft Jesu.'],
      ['Synoptiker', 'Die Evangelien nach Matthäus, Markus und Lukas.'],
      ['Kanon', 'Verbindliche Sammlung der als heilig anerkannten Schriften.'],
    ],
  },
  'jesus-christus': {
    explanation: [
      'Jesus von Nazaret lebte etwa von 4 v. Chr. bis 30 n. Chr. in Galiläa und Judäa; er war Jude und wirkte als Wanderprediger. Sein Tod am Kreuz unter dem römischen Statthalter Pontius Pilatus ist auch außerbiblisch belegt, etwa bei Tacitus.',
      'Im Zentrum seiner Verkündigung stand das Reich Gottes, das in Gleichnissen wie dem vom verlorenen Sohn oder vom Senfkorn beschrieben wird. Die Bergpredigt (Mt 5–7) enthält die Seligpreisungen und das Gebot der Feindesliebe.',
      'Christen bekennen Jesus als den Christus (griechisch für Messias, „Gesalbter“) und glauben an seine Auferstehung. Man unterscheidet den historischen Jesus, den die Forschung rekonstruiert, und den geglaubten Christus des Bekenntnisses.',
    ],
    keyPoints: [
      'Zentrale Botschaft: das nahe Reich Gottes.',
      'Doppelgebot der Liebe: Gott und den Nächsten lieben.',
      'Kreuzigung um das Jahr 30 in Jerusalem.',
      'Ostern feiert die Auferstehung.',
    ],
    cards: [
      ['Christus', 'Griechische Übersetzung von Messias, „der Gesalbte“.'],
      ['Gleichnis', 'Bildhafte Erzählung Jesu, die das Reich Gottes veranschaulicht.'],
      ['Bergpredigt', 'Rede Jesu in Mt 5–7 mit Seligpreisungen und Vaterunser.'],
      ['Historischer Jesus', 'Das mit historischen Methoden rekonstruierbare Bild Jesu.'],
    ],
  },
  gottesfrage: {
    explanation: [
      'Die Gottesfrage fragt, ob Gott existiert und wie man von ihm sprechen kann. Klassische Gottesbeweise sind der ontologische Beweis von Anselm von Canterbury und die fünf Wege des Thomas von Aquin, etwa der kosmologische Beweis vom ersten Beweger.',
      'Immanuel Kant bestritt, dass sich Gottes Existenz theoretisch beweisen lässt, hielt Gott aber als Postulat der praktischen Vernunft für sinnvoll. Religionskritiker wie Ludwig Feuerbach deuteten Gott als Projektion menschlicher Wünsche, Karl Marx nannte Religion „Opium des Volkes“, Sigmund Freud eine Illusion.',
      'Die Bibel betont das Bilderverbot und spricht von Gott in Bildern und Namen wie JHWH („Ich bin, der ich bin da“, Ex 3,14). Positionen zur Gottesfrage sind Theismus, Atheismus und Agnostizismus.',
    ],
    keyPoints: [
      'Theismus: Glaube an einen persönlichen Gott.',
      'Agnostizismus: Die Existenz Gottes ist nicht erkennbar.',
      'Feuerbach: Projektionstheorie.',
      'Kant: Gott als Postulat, nicht als Beweis.',
    ],
    cards: [
      ['Ontologischer Gottesbeweis', 'Schluss vom Begriff des vollkommensten Wesens auf seine Existenz.'],
      ['Projektionstheorie', 'Feuerbachs These, Gott sei ein Spiegelbild menschlicher Wünsche.'],
      ['Agnostizismus', 'Haltung, dass Gottes Existenz weder beweis- noch widerlegbar ist.'],
      ['Bilderverbot', 'Gebot, sich kein Bild von Gott zu machen.'],
    ],
  },
  theodizee: {
    explanation: [
      'Die Theodizee fragt, wie ein allmächtiger und gütiger Gott das Leid in der Welt zulassen kann. Den Begriff prägte Gottfried Wilhelm Leibniz 1710; er vertrat, diese Welt sei die beste aller möglichen Welten.',
      'Epikur wird das Trilemma zugeschrieben: Entweder will Gott das Übel verhindern und kann nicht, oder er kann und will nicht, oder er kann und will – woher kommt dann das Übel? Das Erdbeben von Lissabon 1755 erschütterte den Optimismus der Aufklärung.',
      'Antwortversuche sind die Free-Will-Defense (Leid als Folge menschlicher Freiheit), Leid als Prüfung oder Läuterung sowie der Verweis auf den mitleidenden Gott am Kreuz. Das biblische Buch Hiob zeigt einen Gerechten, der leidet und mit Gott ringt, ohne eine abschließende Erklärung zu erhalten.',
    ],
    keyPoints: [
      'Spannung zwischen Allmacht, Güte und Leid.',
      'Leibniz prägte den Begriff 1710.',
      'Unterscheidung: malum morale (vom Menschen verursacht) und malum physicum (natürliches Übel).',
      'Hiob als biblisches Beispiel.',
    ],
    cards: [
      ['Theodizee', 'Rechtfertigung Gottes angesichts des Leids.'],
      ['Free-Will-Defense', 'Argument, dass Leid die Kehrseite menschlicher Freiheit ist.'],
      ['Hiob', 'Biblische Figur, die unverschuldet leidet.'],
      ['Malum morale', 'Übel, das durch menschliches Handeln entsteht.'],
    ],
  },
  kirchengeschichte: {
    explanation: [
      'Nach Verfolgungen im Römischen Reich erlaubte Kaiser Konstantin 313 mit der Mailänder Vereinbarung das Christentum; 380 wurde es unter Theodosius Staatsreligion. Konzile wie Nicäa (325) legten zentrale Glaubenssätze fest.',
      'Das Morgenländische Schisma von 1054 trennte die orthodoxe Ostkirche von der römisch-katholischen Westkirche. Am 31. Oktober 1517 veröffentlichte Martin Luther seine 95 Thesen gegen den Ablasshandel, was die Reformation auslöste; der Augsburger Religionsfriede 1555 legte fest: „cuius regio, eius religio“.',
      'Die katholische Kirche reagierte mit dem Konzil von Trient (1545–1563). Im 20. Jahrhundert öffnete das Zweite Vatikanische Konzil (1962–1965) die Kirche für die moderne Welt und die Ökumene.',
    ],
    keyPoints: [
      '313: Religionsfreiheit unter Konstantin.',
      '1054: Trennung von Ost- und Westkirche.',
      '1517: Beginn der Reformation.',
      '1962–1965: Zweites Vatikanisches Konzil.',
    ],
    cards: [
      ['Schisma', 'Kirchenspaltung.'],
      ['Ablass', 'Nachlass zeitlicher Sündenstrafen, im Spätmittelalter gegen Geld verkauft.'],
      ['Reformation', 'Erneuerungsbewegung des 16. Jahrhunderts, die zu evangelischen Kirchen führte.'],
      ['Ökumene', 'Bemühen um die Einheit der christlichen Kirchen.'],
    ],
  },
  christentum: {
    explanation: [
      'Das Christentum ist mit etwa 2,3 Milliarden Anhängern die größte Weltreligion. Es glaubt an den dreieinigen Gott – Vater, Sohn und Heiliger Geist – und an Jesus Christus als Erlöser.',
      'Die großen Konfessionen sind die römisch-katholische, die orthodoxe und die evangelischen Kirchen. Katholiken kennen sieben Sakramente, die evangelische Kirche zwei (Taufe und Abendmahl); Luthers Grundsätze lauten „sola fide, sola gratia, sola scriptura“.',
      'Das Kirchenjahr beginnt mit dem Advent; wichtige Feste sind Weihnachten (Geburt Jesu), Ostern (Auferstehung) und Pfingsten (Sendung des Heiligen Geistes). Das Glaubensbekenntnis fasst die zentralen Glaubensinhalte zusammen.',
    ],
    keyPoints: [
      'Trinität: ein Gott in drei Personen.',
      'Ostern ist das höchste christliche Fest.',
      'Katholisch: sieben Sakramente; evangelisch: zwei.',
      'Nächstenliebe ist zentrales ethisches Gebot.',
    ],
    cards: [
      ['Trinität', 'Lehre von Gott als Vater, Sohn und Heiligem Geist.'],
      ['Sakrament', 'Heilige Handlung, in der Gottes Gnade sichtbar wird, z. B. Taufe.'],
      ['Konfession', 'Christliche Glaubensgemeinschaft mit eigenem Bekenntnis.'],
      ['Pfingsten', 'Fest der Sendung des Heiligen Geistes, fünfzig Tage nach Ostern.'],
    ],
  },
  judentum: {
    explanation: [
      'Das Judentum ist die älteste der drei abrahamitischen Religionen. Im Zentrum steht der Glaube an den einen Gott, wie ihn das „Schma Israel“ bekennt: „Höre, Israel, der Herr ist unser Gott, der Herr ist einzig.“',
      'Heilige Schrift ist der Tanach aus Tora, Propheten und Schriften; der Talmud enthält die Auslegung der Tora. Die Tora umfasst 613 Gebote, darunter Speisegebote (koscher) und das Halten des Sabbats von Freitagabend bis Samstagabend.',
      'Wichtige Feste sind Pessach (Auszug aus Ägypten), Jom Kippur (Versöhnungstag) und Chanukka. Gotteshaus ist die Synagoge; der Rabbiner ist Lehrer und Ausleger der Schrift.',
    ],
    keyPoints: [
      'Strenger Monotheismus.',
      'Sabbat als wöchentlicher Ruhetag.',
      'Bar Mizwa mit 13 Jahren (Jungen), Bat Mizwa mit 12 (Mädchen).',
      'Strömungen: orthodox, konservativ, liberal.',
    ],
    cards: [
      ['Tanach', 'Hebräische Bibel aus Tora, Nevi’im und Ketuvim.'],
      ['Sabbat', 'Jüdischer Ruhetag von Freitag- bis Samstagabend.'],
      ['Pessach', 'Fest zur Erinnerung an den Auszug aus Ägypten.'],
      ['Koscher', 'Nach den jüdischen Speisegesetzen erlaubt.'],
    ],
  },
  islam: {
    explanation: [
      'Der Islam entstand im 7. Jahrhundert auf der Arabischen Halbinsel durch den Propheten Mohammed (um 570–632). Mit der Hidschra, der Auswanderung von Mekka nach Medina im Jahr 622, beginnt die islamische Zeitrechnung.',
      'Heilige Schrift ist der Koran, nach muslimischem Glauben das wörtliche Wort Gottes (Allah), in 114 Suren. Die fünf Säulen sind Glaubensbekenntnis (Schahada), Gebet fünfmal täglich, Almosen (Zakat), Fasten im Ramadan und die Pilgerfahrt nach Mekka (Haddsch).',
      'Nach dem Tod Mohammeds spaltete sich die Gemeinschaft in Sunniten (heute etwa 85–90 %) und Schiiten, die Ali als rechtmäßigen Nachfolger ansehen. Die Moschee ist Ort des gemeinsamen Gebets, vor allem am Freitag.',
    ],
    keyPoints: [
      'Fünf Säulen des Islam.',
      '622: Hidschra, Beginn der islamischen Zeitrechnung.',
      'Koran mit 114 Suren.',
      'Sunniten und Schiiten als Hauptrichtungen.',
    ],
    cards: [
      ['Schahada', 'Glaubensbekenntnis: Es gibt keinen Gott außer Gott, und Mohammed ist sein Gesandter.'],
      ['Ramadan', 'Fastenmonat, in dem von Sonnenaufgang bis -untergang gefastet wird.'],
      ['Sure', 'Kapitel des Korans.'],
      ['Haddsch', 'Pilgerfahrt nach Mekka, einmal im Leben Pflicht, wenn möglich.'],
    ],
  },
  weltreligionen: {
    explanation: [
      'Zu den Weltreligionen zählen meist Judentum, Christentum, Islam, Hinduismus und Buddhismus. Die drei abrahamitischen Religionen sind monotheistisch und berufen sich auf Abraham als Stammvater des Glaubens.',
      'Der Hinduismus kennt viele Götter, die oft als Erscheinungsformen des einen Brahman gelten, sowie die Lehre vom Kreislauf der Wiedergeburten (Samsara), bestimmt durch das Karma. Der Buddhismus geht auf Siddhartha Gautama (um 500 v. Chr.) zurück und lehrt die Vier Edlen Wahrheiten und den Achtfachen Pfad zur Befreiung (Nirvana).',
      'Interreligiöser Dialog sucht Verständigung zwischen den Religionen. Hans Küngs „Projekt Weltethos“ betont gemeinsame ethische Grundsätze wie die Goldene Regel.',
    ],
    keyPoints: [
      'Abrahamitische Religionen: Judentum, Christentum, Islam.',
      'Hinduismus und Buddhismus kennen Wiedergeburt und Karma.',
      'Vier Edle Wahrheiten: Leid, Ursache, Aufhebung, Weg.',
      'Die Goldene Regel findet sich in vielen Religionen.',
    ],
    cards: [
      ['Monotheismus', 'Glaube an einen einzigen Gott.'],
      ['Karma', 'Wirkung der Taten, die die künftige Existenz bestimmt.'],
      ['Nirvana', 'Im Buddhismus das Erlöschen des Leidens und Ende der Wiedergeburten.'],
      ['Goldene Regel', 'Behandle andere so, wie du selbst behandelt werden willst.'],
    ],
  },
};
