/** Latein (de catalogue subject 1012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  deklinationen: {
    explanation: [
      'Lateinische Nomen werden nach fünf Deklinationen gebeugt und haben sechs Kasus: Nominativ, Genitiv, Dativ, Akkusativ, Ablativ und Vokativ. Die Zugehörigkeit erkennt man an der Genitiv-Singular-Endung: a-Deklination -ae (rosa, rosae), o-Deklination -i (dominus, domini), konsonantische und i-Deklination -is (rex, regis), u-Deklination -us (portus, portūs), e-Deklination -ei (res, rei).',
      'Der Ablativ hat keine direkte deutsche Entsprechung und drückt etwa Mittel, Art und Weise, Ort oder Zeit aus. Adjektive der a- und o-Deklination (bonus, bona, bonum) richten sich in Kasus, Numerus und Genus nach ihrem Bezugswort (KNG-Kongruenz).',
      'Neutra haben im Nominativ und Akkusativ dieselbe Form, im Plural endet sie auf -a (templa, corpora).',
    ],
    keyPoints: [
      'Deklination am Genitiv Singular erkennen.',
      'Sechs Kasus, darunter Ablativ und Vokativ.',
      'Neutrum: Nominativ = Akkusativ, Plural auf -a.',
      'KNG-Kongruenz zwischen Adjektiv und Nomen.',
    ],
    cards: [
      ['Ablativ', 'Kasus für Mittel, Ort, Zeit, Art und Weise oder Trennung.'],
      ['KNG-Kongruenz', 'Übereinstimmung in Kasus, Numerus und Genus.'],
      ['Konsonantische Deklination', 'Dritte Deklination mit Genitiv auf -is, z. B. rex, regis.'],
      ['Vokativ', 'Anredefall, z. B. „Marce!“ oder „domine!“.'],
    ],
  },
  konjugationen: {
    explanation: [
      'Lateinische Verben werden nach Person, Numerus, Tempus, Modus und Genus verbi konjugiert. Man unterscheidet a-Konjugation (vocare), e-Konjugation (monere), i-Konjugation (audire), konsonantische Konjugation (regere) und die gemischte Konjugation (capere).',
      'Die Personalendungen im Aktiv lauten -o/-m, -s, -t, -mus, -tis, -nt. Das Imperfekt erkennt man am Kennzeichen -ba- (vocabat), das Futur I in a- und e-Konjugation an -b- (vocabit), in den übrigen an -a-/-e- (reget).',
      'Das Perfekt hat einen eigenen Stamm, etwa mit -v- (vocavi), -u- (monui), -s- (rexi) oder Dehnung (venio → veni). Die Stammformen (z. B. capio, cepi, captum) lernt man daher zusammen.',
    ],
    keyPoints: [
      'Aktiv-Endungen: -o/-m, -s, -t, -mus, -tis, -nt.',
      'Imperfekt: -ba-; Futur I: -b- oder -a-/-e-.',
      'Perfektendungen: -i, -isti, -it, -imus, -istis, -erunt.',
      'Passiv-Endungen: -r, -ris, -tur, -mur, -mini, -ntur.',
    ],
    cards: [
      ['Stammformen', 'Präsens, Perfekt und PPP eines Verbs, z. B. do, dedi, datum.'],
      ['Tempuszeichen', 'Kennzeichen, das die Zeitform anzeigt, z. B. -ba- im Imperfekt.'],
      ['Deponens', 'Verb mit passiven Formen und aktiver Bedeutung, z. B. hortari.'],
      ['Konjunktiv', 'Modus für Wunsch, Möglichkeit oder in Nebensätzen.'],
    ],
  },
  satzlehre: {
    explanation: [
      'Die Satzlehre (Syntax) untersucht den Bau lateinischer Sätze. Das Prädikat steht oft am Satzende, und das Subjekt kann in der Verbendung enthalten sein („Venit“ – er kommt).',
      'Gliedsätze werden durch Subjunktionen eingeleitet: cum, ut, ne, quod, si, postquam. „Cum“ mit Konjunktiv kann kausal (da), konzessiv (obwohl) oder temporal (als) sein; „ut“ mit Konjunktiv leitet Final- oder Konsekutivsätze ein, mit Indikativ bedeutet es „wie“.',
      'Die Zeitenfolge (consecutio temporum) regelt das Tempus des Konjunktivs in Gliedsätzen: Gleichzeitigkeit zum Haupttempus mit Konjunktiv Präsens, zum Nebentempus mit Konjunktiv Imperfekt. Relativsätze werden mit qui, quae, quod eingeleitet.',
    ],
    keyPoints: [
      'Prädikat häufig am Ende.',
      '„Ut“ + Konjunktiv: damit oder sodass; „ne“: damit nicht.',
      'Consecutio temporum für Konjunktiv in Gliedsätzen.',
      'Relativpronomen richtet sich in Genus und Numerus nach dem Bezugswort.',
    ],
    cards: [
      ['Subjunktion', 'Unterordnende Konjunktion, die einen Gliedsatz einleitet.'],
      ['Consecutio temporum', 'Regeln der Zeitenfolge im Gliedsatz.'],
      ['Finalsatz', 'Gliedsatz des Zwecks, eingeleitet mit ut oder ne.'],
      ['Relativischer Satzanschluss', 'Relativpronomen am Satzanfang, das wie ein Demonstrativum übersetzt wird.'],
    ],
  },
  'aci-und-partizipien': {
    explanation: [
      'Der AcI (Accusativus cum Infinitivo) steht nach Verben des Sagens, Denkens, Wahrnehmens und Fühlens. In „Caesar hostes venire videt“ ist „hostes“ Subjekt, „venire“ Prädikat des AcI; man übersetzt mit einem dass-Satz: „Caesar sieht, dass die Feinde kommen.“',
      'Der Infinitiv Präsens drückt Gleichzeitigkeit, der Infinitiv Perfekt Vorzeitigkeit und der Infinitiv Futur Nachzeitigkeit aus. Das Reflexivpronomen „se“ im AcI bezieht sich auf das Subjekt des übergeordneten Satzes.',
      'Das Participium coniunctum (PC) ist mit einem Bezugswort verbunden und kann temporal, kausal oder konzessiv übersetzt werden. Der Ablativus absolutus besteht aus Nomen und Partizip im Ablativ und ist grammatisch vom Satz gelöst: „Urbe capta“ – nachdem die Stadt erobert worden war.',
    ],
    keyPoints: [
      'AcI nach Kopfverben: sagen, denken, wahrnehmen.',
      'PPA: gleichzeitig, aktiv; PPP: vorzeitig, passiv.',
      'Ablativus absolutus: Nomen und Partizip im Ablativ.',
      'Übersetzungsmöglichkeiten: Gliedsatz, Beiordnung, Präpositionalausdruck.',
    ],
    cards: [
      ['AcI', 'Akkusativ mit Infinitiv, übersetzt als dass-Satz.'],
      ['PPP', 'Partizip Perfekt Passiv, drückt Vorzeitigkeit aus.'],
      ['Participium coniunctum', 'Partizip, das mit einem Bezugswort im Satz verbunden ist.'],
      ['Ablativus absolutus', 'Satzwertige Konstruktion aus Nomen und Partizip im Ablativ.'],
    ],
  },
  ubersetzungstechnik: {
    explanation: [
      'Eine gute Übersetzung beginnt mit dem Erfassen des Satzbaus. Bei der Konstruktionsmethode sucht man zuerst das Prädikat, dann das Subjekt und die Objekte; bei der linearen Methode liest man Wort für Wort und stellt Erwartungen auf, die sich im Satzverlauf bestätigen.',
      'Hilfreich sind das Einrückverfahren, bei dem Gliedsätze eingerückt werden, und das Markieren von Kongruenzen. Mehrdeutige Endungen wie -is (Dativ/Ablativ Plural oder Genitiv Singular) klärt man über den Zusammenhang.',
      'Die Endfassung soll dem Original treu und zugleich gutes Deutsch sein. Deshalb werden Partizipialkonstruktionen oft aufgelöst und das Passiv gegebenenfalls ins Aktiv umgewandelt.',
    ],
    keyPoints: [
      'Prädikat zuerst suchen.',
      'Gliedsätze abgrenzen und einrücken.',
      'Vokabeln im Kontext wählen, nicht immer die erste Bedeutung.',
      'Zielsprache: korrektes, natürliches Deutsch.',
    ],
    cards: [
      ['Konstruktionsmethode', 'Übersetzungsverfahren, das vom Prädikat ausgehend die Satzglieder bestimmt.'],
      ['Lineare Methode', 'Lesen in der Wortfolge des Textes mit Erwartungshaltung.'],
      ['Einrückverfahren', 'Darstellung von Haupt- und Gliedsätzen durch Einrücken.'],
      ['Satzwertige Konstruktion', 'Konstruktion wie AcI oder Ablativus absolutus, die als eigener Satz übersetzt wird.'],
    ],
  },
  stilmittel: {
    explanation: [
      'Lateinische Autoren nutzen Stilmittel bewusst, vor allem in Reden und Dichtung. Häufig sind Alliteration („veni, vidi, vici“ enthält zusätzlich ein Asyndeton), Anapher und Trikolon.',
      'Das Hyperbaton trennt zusammengehörige Wörter, der Chiasmus ordnet Satzglieder über Kreuz (ABBA) an, der Parallelismus gleich (ABAB). Die rhetorische Frage und die Apostrophe (Anrede) finden sich etwa in Ciceros „Quo usque tandem abutere, Catilina, patientia nostra?“.',
      'Die Litotes verneint das Gegenteil („non ignoro“ – ich weiß sehr wohl), das Polysyndeton häuft Konjunktionen. In der Interpretation wird jedes Stilmittel mit seiner Funktion für die Aussage verbunden.',
    ],
    keyPoints: [
      'Chiasmus: Überkreuzstellung.',
      'Hyperbaton: Sperrung zusammengehöriger Wörter.',
      'Asyndeton: Reihung ohne Konjunktionen.',
      'Trikolon: dreigliedrige Aufzählung.',
    ],
    cards: [
      ['Chiasmus', 'Überkreuzstellung entsprechender Satzglieder nach dem Muster ABBA.'],
      ['Hyperbaton', 'Trennung grammatisch zusammengehöriger Wörter.'],
      ['Litotes', 'Hervorhebung durch Verneinung des Gegenteils.'],
      ['Asyndeton', 'Aneinanderreihung ohne verbindende Konjunktionen.'],
    ],
  },
  'romische-geschichte': {
    explanation: [
      'Der Sage nach wurde Rom 753 v. Chr. von Romulus gegründet. Nach der Vertreibung des letzten Königs Tarquinius Superbus 509 v. Chr. entstand die Republik, in der Patrizier und Plebejer um politische Rechte stritten (Ständekämpfe).',
      'In den Punischen Kriegen (264–146 v. Chr.) besiegte Rom Karthago, trotz Hannibals Alpenüberquerung; Rom wurde Vormacht im Mittelmeer. Die Krise der Republik zeigte sich in den Reformen der Gracchen, den Bürgerkriegen und dem Aufstieg Caesars.',
      'Mit Augustus begann 27 v. Chr. die Kaiserzeit; die Pax Augusta brachte lange Stabilität. Unter Trajan erreichte das Reich um 117 n. Chr. seine größte Ausdehnung, 476 endete das Weströmische Reich.',
    ],
    keyPoints: [
      '753 v. Chr.: sagenhafte Gründung Roms.',
      '509 v. Chr.: Beginn der Republik.',
      '146 v. Chr.: Zerstörung Karthagos.',
      '27 v. Chr.: Beginn der Kaiserzeit.',
    ],
    cards: [
      ['Patrizier', 'Angehörige des alten römischen Adels.'],
      ['Plebejer', 'Die breite Masse der römischen Bürger.'],
      ['Cursus honorum', 'Festgelegte Ämterlaufbahn: Quästor, Ädil, Prätor, Konsul.'],
      ['Pax Augusta', 'Friedenszeit unter Kaiser Augustus.'],
    ],
  },
  mythologie: {
    explanation: [
      'Die römische Mythologie übernahm viele griechische Götter und gab ihnen lateinische Namen: Jupiter (Zeus) ist Göttervater, Juno (Hera) seine Gattin, Minerva (Athene) Göttin der Weisheit, Venus (Aphrodite) Göttin der Liebe und Mars (Ares) Gott des Krieges.',
      'Eigene römische Mythen erzählen von der Gründung Roms: Der Trojaner Aeneas floh nach dem Fall Trojas nach Italien, wie Vergil in der „Aeneis“ darstellt; Romulus und Remus wurden von einer Wölfin gesäugt.',
      'Mythen erklären die Entstehung der Welt, Naturphänomene und Bräuche und legitimierten politische Ansprüche; Augustus leitete seine Familie über Aeneas von Venus ab. Ovids „Metamorphosen“ sammeln zahlreiche Verwandlungssagen.',
    ],
    keyPoints: [
      'Griechische Götter erhielten römische Namen.',
      'Aeneas als Stammvater der Römer.',
      'Romulus und Remus: Gründungssage Roms.',
      'Mythen dienten auch der politischen Legitimation.',
    ],
    cards: [
      ['Jupiter', 'Höchster römischer Gott, entspricht Zeus.'],
      ['Aeneis', 'Epos Vergils über die Flucht des Aeneas nach Italien.'],
      ['Romulus', 'Sagenhafter Gründer und erster König Roms.'],
      ['Minerva', 'Göttin der Weisheit und des Handwerks, entspricht Athene.'],
    ],
  },
  caesar: {
    explanation: [
      'Gaius Iulius Caesar (100–44 v. Chr.) war Feldherr, Politiker und Schriftsteller. 60 v. Chr. bildete er mit Pompeius und Crassus das erste Triumvirat, 59 v. Chr. war er Konsul.',
      'Von 58 bis 50 v. Chr. eroberte er Gallien und beschrieb dies in „De bello Gallico“, dessen erster Satz lautet: „Gallia est omnis divisa in partes tres.“ Er schreibt in der dritten Person über sich, was sachlich wirkt, aber der Selbstdarstellung dient.',
      '49 v. Chr. überschritt er den Rubikon („alea iacta est“) und löste einen Bürgerkrieg gegen Pompeius aus. Als Diktator auf Lebenszeit wurde er an den Iden des März 44 v. Chr. von Senatoren um Brutus und Cassius ermordet.',
    ],
    keyPoints: [
      '„De bello Gallico“: sieben Bücher von Caesar, ein achtes von Hirtius.',
      'Er-Form als Mittel scheinbarer Objektivität.',
      'Rubikon 49 v. Chr.: Beginn des Bürgerkriegs.',
      '15. März 44 v. Chr.: Ermordung Caesars.',
    ],
    cards: [
      ['De bello Gallico', 'Caesars Bericht über den Gallischen Krieg.'],
      ['Triumvirat', 'Bündnis von Caesar, Pompeius und Crassus.'],
      ['Rubikon', 'Grenzfluss, dessen Überschreitung 49 v. Chr. den Bürgerkrieg auslöste.'],
      ['Iden des März', 'Der 15. März, Tag von Caesars Ermordung 44 v. Chr.'],
    ],
  },
  ovid: {
    explanation: [
      'Publius Ovidius Naso (43 v. Chr. – um 17 n. Chr.) war einer der bedeutendsten römischen Dichter. Sein Hauptwerk, die „Metamorphosen“, erzählt in 15 Büchern rund 250 Verwandlungssagen vom Ursprung der Welt bis zu Caesars Vergöttlichung.',
      'Bekannte Episoden sind Daedalus und Ikarus, Pyramus und Thisbe, Apollo und Daphne sowie Narziss und Echo. Die Metamorphosen sind in daktylischen Hexametern verfasst.',
      'Ovid schrieb auch Liebesdichtung wie die „Ars amatoria“. 8 n. Chr. verbannte ihn Augustus nach Tomis am Schwarzen Meer, wo er die „Tristia“ verfasste; Gründe nannte er selbst „carmen et error“.',
    ],
    keyPoints: [
      'Metamorphosen: 15 Bücher, Hexameter.',
      'Verwandlung als durchgehendes Motiv.',
      'Verbannung nach Tomis 8 n. Chr.',
      'Großer Einfluss auf Kunst und Literatur bis heute.',
    ],
    cards: [
      ['Metamorphosen', 'Ovids Epos über Verwandlungen in 15 Büchern.'],
      ['Hexameter', 'Sechsfüßiger daktylischer Vers des Epos.'],
      ['Daedalus und Ikarus', 'Sage vom Vater und Sohn, die mit Flügeln fliehen; Ikarus stürzt ab.'],
      ['Tomis', 'Verbannungsort Ovids am Schwarzen Meer, heute Constanța.'],
    ],
  },
};
