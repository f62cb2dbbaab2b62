/** Ethik (de catalogue subject 1015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'ethische-grundbegriffe': {
    explanation: [
      'Ethik ist die philosophische Reflexion über Moral, also über die Normen und Werte, die in einer Gemeinschaft gelten. Sie fragt nach dem richtigen Handeln und dem guten Leben.',
      'Die deskriptive Ethik beschreibt, welche Moralvorstellungen tatsächlich bestehen; die normative Ethik begründet, was gelten soll; die Metaethik untersucht die Bedeutung moralischer Begriffe wie „gut“. Werte sind erstrebenswerte Ziele wie Gerechtigkeit, Normen konkrete Handlungsregeln.',
      'Normative Theorien lassen sich in deontologische (pflichtbasierte, z. B. Kant), teleologische bzw. konsequentialistische (folgenbasierte, z. B. Utilitarismus) und tugendethische Ansätze (Aristoteles) einteilen. Das Gewissen gilt als innere Instanz moralischer Urteile.',
    ],
    keyPoints: [
      'Moral = gelebte Normen; Ethik = ihre Reflexion.',
      'Deskriptiv, normativ, metaethisch unterscheiden.',
      'Deontologie bewertet Handlungen selbst, Konsequentialismus ihre Folgen.',
      'Der naturalistische Fehlschluss leitet ein Sollen unzulässig aus einem Sein ab.',
    ],
    cards: [
      ['Moral', 'Gesamtheit der in einer Gruppe geltenden Normen und Werte.'],
      ['Norm', 'Verbindliche Handlungsregel.'],
      ['Deontologische Ethik', 'Ethik, die Handlungen nach Pflichten und Regeln bewertet.'],
      ['Naturalistischer Fehlschluss', 'Unzulässiger Schluss vom Sein auf das Sollen.'],
    ],
  },
  utilitarismus: {
    explanation: [
      'Der Utilitarismus ist eine konsequentialistische Ethik: Eine Handlung ist richtig, wenn ihre Folgen das größtmögliche Glück der größtmöglichen Zahl bewirken. Begründet wurde er von Jeremy Bentham (1748–1832).',
      'Bentham entwickelte ein hedonistisches Kalkül, das Freude und Leid nach Intensität, Dauer, Gewissheit und weiteren Kriterien verrechnet. John Stuart Mill unterschied höhere und niedere Freuden: „Es ist besser, ein unzufriedener Mensch zu sein als ein zufriedenes Schwein.“',
      'Der Handlungsutilitarismus bewertet jede einzelne Handlung, der Regelutilitarismus allgemeine Regeln. Kritisiert wird, dass Glück schwer messbar ist und die Rechte Einzelner für den Gesamtnutzen geopfert werden könnten.',
    ],
    keyPoints: [
      'Prinzip: größtes Glück der größten Zahl.',
      'Bewertung allein nach den Folgen.',
      'Mill: qualitative Unterscheidung von Freuden.',
      'Peter Singer vertritt einen Präferenzutilitarismus.',
    ],
    cards: [
      ['Konsequentialismus', 'Bewertung von Handlungen nach ihren Folgen.'],
      ['Hedonistisches Kalkül', 'Benthams Verfahren zur Berechnung von Freude und Leid.'],
      ['Regelutilitarismus', 'Bewertung von Handlungsregeln nach ihrem Gesamtnutzen.'],
      ['Präferenzutilitarismus', 'Variante, die die Erfüllung von Interessen maximieren will.'],
    ],
  },
  'kategorischer-imperativ': {
    explanation: [
      'Der kategorische Imperativ ist das oberste Moralprinzip Immanuel Kants, dargelegt in der „Grundlegung zur Metaphysik der Sitten“ (1785). Die Grundformel lautet: „Handle nur nach derjenigen Maxime, durch die du zugleich wollen kannst, dass sie ein allgemeines Gesetz werde.“',
      'Eine Maxime ist ein subjektiver Handlungsgrundsatz; sie wird geprüft, ob sie sich widerspruchsfrei verallgemeinern lässt. Das lügende Versprechen scheitert daran, denn wenn alle lügend versprechen, glaubt niemand mehr einem Versprechen.',
      'Die Selbstzweckformel verlangt, die Menschheit in jeder Person „jederzeit zugleich als Zweck, niemals bloß als Mittel“ zu behandeln. Moralisch wertvoll ist nach Kant nur ein Handeln aus Pflicht, also aus Achtung vor dem Sittengesetz, nicht bloß pflichtgemäßes Handeln.',
    ],
    keyPoints: [
      'Kategorisch = unbedingt gültig; hypothetisch = an Zwecke gebunden.',
      'Verallgemeinerungstest der Maxime.',
      'Menschenwürde: niemals bloß als Mittel.',
      'Guter Wille als einzig uneingeschränkt Gutes.',
    ],
    cards: [
      ['Maxime', 'Subjektiver Grundsatz des Handelns.'],
      ['Hypothetischer Imperativ', 'Gebot, das nur gilt, wenn man einen bestimmten Zweck verfolgt.'],
      ['Selbstzweckformel', 'Gebot, Menschen nie bloß als Mittel zu behandeln.'],
      ['Autonomie', 'Selbstgesetzgebung der Vernunft nach Kant.'],
    ],
  },
  tugendethik: {
    explanation: [
      'Die Tugendethik fragt nicht zuerst, welche Handlung richtig ist, sondern welcher Mensch man sein soll. Ihr wichtigster Vertreter ist Aristoteles mit der „Nikomachischen Ethik“.',
      'Ziel des menschlichen Lebens ist nach Aristoteles die Eudaimonia, das gelingende, glückliche Leben. Tugenden sind durch Übung erworbene Haltungen; ethische Tugenden liegen in der Mitte zwischen zwei Lastern, etwa die Tapferkeit zwischen Feigheit und Tollkühnheit.',
      'Die Klugheit (phronesis) hilft, im Einzelfall die richtige Mitte zu finden. Antike Kardinaltugenden sind Klugheit, Gerechtigkeit, Tapferkeit und Mäßigung; moderne Vertreterinnen der Tugendethik sind Philippa Foot und Martha Nussbaum.',
    ],
    keyPoints: [
      'Charakter statt Einzelhandlung im Mittelpunkt.',
      'Eudaimonia als höchstes Gut.',
      'Mesotes-Lehre: Tugend als rechte Mitte.',
      'Tugenden entstehen durch Gewöhnung.',
    ],
    cards: [
      ['Eudaimonia', 'Gelingendes, glückliches Leben bei Aristoteles.'],
      ['Mesotes', 'Die Tugend als Mitte zwischen Übermaß und Mangel.'],
      ['Phronesis', 'Praktische Klugheit.'],
      ['Kardinaltugenden', 'Klugheit, Gerechtigkeit, Tapferkeit und Mäßigung.'],
    ],
  },
  gerechtigkeit: {
    explanation: [
      'Gerechtigkeit ist ein zentraler Wert im Zusammenleben. Aristoteles unterschied die ausgleichende Gerechtigkeit (gleicher Tausch, gleiche Strafe) und die austeilende Gerechtigkeit, die Güter nach Verdienst oder Bedarf verteilt.',
      'John Rawls entwarf in „Eine Theorie der Gerechtigkeit“ (1971) ein Gedankenexperiment: Im Urzustand wählen Menschen hinter einem „Schleier des Nichtwissens“ die Grundsätze der Gesellschaft, ohne ihre eigene Position zu kennen. Sie würden gleiche Grundfreiheiten wählen und Ungleichheiten nur zulassen, wenn sie den am schlechtesten Gestellten nützen (Differenzprinzip).',
      'Robert Nozick kritisierte dies aus libertärer Sicht: Gerecht ist eine Verteilung, wenn sie durch freiwillige Tauschakte entstanden ist. Weitere Dimensionen sind Chancengerechtigkeit, Leistungsgerechtigkeit und Generationengerechtigkeit.',
    ],
    keyPoints: [
      'Ausgleichende vs. austeilende Gerechtigkeit.',
      'Rawls: Schleier des Nichtwissens.',
      'Differenzprinzip: Ungleichheit nur zum Vorteil der Schwächsten.',
      'Nozick: Gerechtigkeit durch legitimen Erwerb und Tausch.',
    ],
    cards: [
      ['Schleier des Nichtwissens', 'Gedankenexperiment, bei dem man seine gesellschaftliche Position nicht kennt.'],
      ['Differenzprinzip', 'Ungleichheiten sind nur gerecht, wenn sie den Schwächsten nützen.'],
      ['Verteilungsgerechtigkeit', 'Gerechte Zuteilung von Gütern und Lasten.'],
      ['Chancengerechtigkeit', 'Gleiche Ausgangsbedingungen für alle.'],
    ],
  },
  freiheit: {
    explanation: [
      'In der Ethik unterscheidet man Handlungsfreiheit, also tun zu können, was man will, und Willensfreiheit, also wollen zu können, was man will. Negative Freiheit ist die Freiheit von Zwang, positive Freiheit die Freiheit zur Selbstbestimmung (Isaiah Berlin).',
      'Der Determinismus behauptet, dass alle Ereignisse durch vorhergehende Ursachen festgelegt sind. Inkompatibilisten halten Freiheit und Determinismus für unvereinbar, Kompatibilisten wie David Hume sehen Freiheit schon dann gegeben, wenn man ohne äußeren Zwang nach eigenen Wünschen handelt.',
      'Die Libet-Experimente der 1980er Jahre zeigten ein Bereitschaftspotenzial im Gehirn vor der bewussten Entscheidung und werden oft gegen die Willensfreiheit angeführt, ihre Deutung ist aber umstritten. Jean-Paul Sartre betonte dagegen: „Der Mensch ist zur Freiheit verurteilt.“',
    ],
    keyPoints: [
      'Handlungs- vs. Willensfreiheit.',
      'Determinismus, Kompatibilismus, Libertarismus.',
      'Freiheit ist Voraussetzung von Verantwortung.',
      'Libet-Experiment: umstrittene neurowissenschaftliche Befunde.',
    ],
    cards: [
      ['Determinismus', 'These, dass alles Geschehen durch Ursachen festgelegt ist.'],
      ['Kompatibilismus', 'Position, dass Freiheit mit Determinismus vereinbar ist.'],
      ['Negative Freiheit', 'Abwesenheit von äußerem Zwang.'],
      ['Willensfreiheit', 'Fähigkeit, den eigenen Willen selbst zu bestimmen.'],
    ],
  },
  medizinethik: {
    explanation: [
      'Die Medizinethik untersucht moralische Fragen in Medizin und Gesundheitswesen. Nach Beauchamp und Childress gelten vier Prinzipien: Respekt vor der Autonomie, Nichtschaden, Fürsorge (Wohltun) und Gerechtigkeit.',
      'Zentral ist die informierte Einwilligung (informed consent): Eingriffe sind nur nach Aufklärung und Zustimmung des Patienten erlaubt. Eine Patientenverfügung legt fest, welche Behandlungen man wünscht, wenn man nicht mehr selbst entscheiden kann.',
      'Umstrittene Themen sind Sterbehilfe, Präimplantationsdiagnostik, Organspende und Schwangerschaftsabbruch. In Deutschland ist aktive Sterbehilfe verboten; 2020 erklärte das Bundesverfassungsgericht das Verbot der geschäftsmäßigen Suizidhilfe für verfassungswidrig.',
    ],
    keyPoints: [
      'Vier Prinzipien nach Beauchamp und Childress.',
      'Informierte Einwilligung als Grundlage jeder Behandlung.',
      'Aktive, passive und indirekte Sterbehilfe unterscheiden.',
      'Organspende: in Deutschland Entscheidungslösung.',
    ],
    cards: [
      ['Informed Consent', 'Zustimmung des Patienten nach umfassender Aufklärung.'],
      ['Patientenverfügung', 'Schriftliche Festlegung zu medizinischen Maßnahmen für den Fall der Entscheidungsunfähigkeit.'],
      ['Nichtschadensprinzip', 'Grundsatz, Patienten keinen Schaden zuzufügen.'],
      ['Passive Sterbehilfe', 'Verzicht auf lebensverlängernde Maßnahmen auf Wunsch des Patienten.'],
    ],
  },
  umweltethik: {
    explanation: [
      'Die Umweltethik fragt, welche moralischen Pflichten Menschen gegenüber Natur, Tieren und künftigen Generationen haben. Der Anthropozentrismus schreibt nur dem Menschen einen Eigenwert zu; die Natur ist schützenswert, weil sie ihm nützt.',
      'Der Pathozentrismus bezieht alle leidensfähigen Wesen ein, wie Peter Singer im Anschluss an Bentham fordert. Der Biozentrismus, etwa Albert Schweitzers „Ehrfurcht vor dem Leben“, erkennt allem Lebendigen Eigenwert zu, der Holismus auch Ökosystemen und Arten.',
      'Hans Jonas formulierte in „Das Prinzip Verantwortung“ (1979) einen neuen Imperativ: „Handle so, dass die Wirkungen deiner Handlung verträglich sind mit der Permanenz echten menschlichen Lebens auf Erden.“ Damit rückt die Verantwortung für künftige Generationen in den Mittelpunkt.',
    ],
    keyPoints: [
      'Anthropozentrismus, Pathozentrismus, Biozentrismus, Holismus.',
      'Hans Jonas: Verantwortung für die Zukunft.',
      'Speziesismus: Benachteiligung wegen Artzugehörigkeit.',
      'Nachhaltigkeit als ethisches Gebot.',
    ],
    cards: [
      ['Anthropozentrismus', 'Position, nach der nur Menschen moralischen Eigenwert haben.'],
      ['Pathozentrismus', 'Position, die alle leidensfähigen Wesen moralisch berücksichtigt.'],
      ['Prinzip Verantwortung', 'Hans Jonas’ Ethik für die technologische Zivilisation.'],
      ['Speziesismus', 'Von Singer kritisierte Bevorzugung der eigenen Art.'],
    ],
  },
};
