/** Muzyka (pl catalogue subject 3018): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'zasady-muzyki': {
    explanation: [
      'Dźwięki muzyczne zapisuje się na pięciolinii, a klucz określa wysokość dźwięków: klucz wiolinowy (G) wskazuje dźwięk g¹ na drugiej linii, a basowy (F) dźwięk f na czwartej linii. Nazwy dźwięków w polskiej tradycji to c, d, e, f, g, a, h.',
      'Znaki chromatyczne zmieniają wysokość dźwięków: krzyżyk podwyższa o półton (c → cis), bemol obniża o półton (e → es), a kasownik znosi ich działanie. Odległość między dwoma dźwiękami to interwał, np. tercja, kwinta czy oktawa.',
      'Gama durowa ma układ tonów i półtonów: cała, cała, pół, cała, cała, cała, pół. Gama a-moll jest równoległa do C-dur, ponieważ ma te same znaki przykluczowe, czyli żadne.',
    ],
    keyPoints: [
      'Klucz wiolinowy: g¹ na 2. linii.',
      'Krzyżyk podwyższa, bemol obniża o półton.',
      'Półtony naturalne: e–f i h–c.',
      'Gamy równoległe mają te same znaki przykluczowe.',
    ],
    cards: [
      ['Pięciolinia', 'Pięć poziomych linii służących do zapisu nut.'],
      ['Interwał', 'Odległość między dwoma dźwiękami.'],
      ['Krzyżyk', 'Znak podwyższający dźwięk o półton.'],
      ['Gama', 'Uporządkowany ciąg dźwięków w obrębie oktawy.'],
    ],
  },
  'rytm-i-metrum': {
    explanation: [
      'Rytm to uporządkowanie czasu trwania dźwięków, a metrum to regularne następowanie akcentów mocnych i słabych. Wartości rytmiczne to cała nuta, półnuta, ćwierćnuta, ósemka i szesnastka; każda kolejna trwa o połowę krócej.',
      'Takt to odcinek utworu zamknięty kreskami taktowymi, a oznaczenie taktowe, np. 3/4, mówi, że w takcie mieszczą się trzy ćwierćnuty. Metrum 2/4 jest typowe dla polki i krakowiaka, 3/4 dla walca, mazurka i poloneza.',
      'Kropka przy nucie przedłuża ją o połowę jej wartości, a łuk łączy dwie nuty tej samej wysokości. Synkopa przesuwa akcent na słabą część taktu, co jest charakterystyczne m.in. dla jazzu i krakowiaka.',
    ],
    keyPoints: [
      'Wartości nut dzielą się przez dwa.',
      'Metrum określa układ akcentów.',
      'Nuta z kropką = 1,5 wartości.',
      'Synkopa – przesunięcie akcentu.',
    ],
    cards: [
      ['Metrum', 'Regularny układ akcentów mocnych i słabych.'],
      ['Takt', 'Odcinek utworu między kreskami taktowymi.'],
      ['Synkopa', 'Przesunięcie akcentu na słabą część taktu.'],
      ['Pauza', 'Znak ciszy o określonej wartości rytmicznej.'],
    ],
  },
  harmonia: {
    explanation: [
      'Harmonia to nauka o współbrzmieniach i ich następstwie. Podstawowym akordem jest trójdźwięk złożony z prymy, tercji i kwinty; trójdźwięk durowy (np. c–e–g) brzmi jasno, a molowy (np. a–c–e) ciemniej.',
      'W tonacji wyróżnia się trzy główne funkcje: tonikę (T, I stopień), subdominantę (S, IV stopień) i dominantę (D, V stopień). Kadencja T–S–D–T utrwala tonację, a dominanta septymowa (D7) silnie dąży do toniki.',
      'Koło kwintowe porządkuje tonacje według liczby znaków przykluczowych: G-dur ma jeden krzyżyk, D-dur dwa, a F-dur jeden bemol. Akordy mogą występować w przewrotach, gdy w basie jest tercja lub kwinta.',
    ],
    keyPoints: [
      'Trójdźwięk: pryma, tercja, kwinta.',
      'Funkcje: T, S, D.',
      'Kadencja utrwala tonację.',
      'Koło kwintowe porządkuje tonacje.',
    ],
    cards: [
      ['Tonika', 'Akord na I stopniu, centrum tonacji.'],
      ['Dominanta', 'Akord na V stopniu dążący do toniki.'],
      ['Kadencja', 'Ciąg akordów zamykający frazę, np. T–S–D–T.'],
      ['Koło kwintowe', 'Schemat tonacji odległych o kwintę.'],
    ],
  },
  'formy-muzyczne': {
    explanation: [
      'Forma muzyczna to budowa utworu. Najmniejsze elementy to motyw i fraza, a okres muzyczny składa się zwykle z poprzednika i następnika.',
      'Forma AB to dwuczęściowa, ABA trzyczęściowa (pieśniowa), a rondo ma refren powracający między epizodami (ABACA). Wariacje przedstawiają temat w zmienionych postaciach, a fuga to forma polifoniczna, w której temat przechodzi przez kolejne głosy, mistrzowsko rozwinięta przez Jana Sebastiana Bacha.',
      'Forma sonatowa składa się z ekspozycji z dwoma tematami, przetworzenia i repryzy. Formy cykliczne to m.in. sonata, symfonia (zwykle cztery części), koncert (solista i orkiestra) oraz suita złożona z tańców.',
    ],
    keyPoints: [
      'Okres: poprzednik i następnik.',
      'Rondo: powracający refren.',
      'Allegro sonatowe: ekspozycja, przetworzenie, repryza.',
      'Symfonia zwykle ma cztery części.',
    ],
    cards: [
      ['Motyw', 'Najmniejsza charakterystyczna myśl muzyczna.'],
      ['Rondo', 'Forma z refrenem powracającym między epizodami.'],
      ['Fuga', 'Polifoniczna forma oparta na imitacji tematu.'],
      ['Forma sonatowa', 'Forma z ekspozycją, przetworzeniem i repryzą.'],
    ],
  },
  'historia-muzyki': {
    explanation: [
      'Muzyka średniowieczna rozwijała chorał gregoriański i pierwsze formy polifonii; najstarszą polską pieśnią jest „Bogurodzica”. W renesansie tworzyli m.in. Giovanni Pierluigi da Palestrina i polski kompozytor Mikołaj Gomółka, autor „Melodii na Psałterz polski” do słów Kochanowskiego.',
      'Barok (ok. 1600–1750) przyniósł operę, koncert i basso continuo; tworzyli Bach, Händel i Vivaldi. Klasycyzm wiedeński reprezentują Haydn, Mozart i Beethoven, rozwijający symfonię, sonatę i kwartet smyczkowy.',
      'Romantyzm cenił uczucia i narodowość w muzyce; tworzyli Chopin, Schumann, Liszt, a w Polsce Stanisław Moniuszko, ojciec opery narodowej („Halka”). W XX w. pojawiły się dodekafonia, muzyka elektroniczna i sonoryzm, a polscy kompozytorzy Karol Szymanowski, Witold Lutosławski i Krzysztof Penderecki zyskali światową sławę.',
    ],
    keyPoints: [
      'Średniowiecze: chorał gregoriański.',
      'Barok: Bach, basso continuo.',
      'Klasycyzm: Haydn, Mozart, Beethoven.',
      'Moniuszko – twórca opery narodowej.',
    ],
    cards: [
      ['Chorał gregoriański', 'Jednogłosowy śpiew liturgiczny Kościoła łacińskiego.'],
      ['Basso continuo', 'Barokowy głos basowy z akompaniamentem akordowym.'],
      ['Klasycy wiedeńscy', 'Haydn, Mozart i Beethoven.'],
      ['Sonoryzm', 'Kierunek eksponujący barwę dźwięku, np. u Pendereckiego.'],
    ],
  },
  'fryderyk-chopin': {
    explanation: [
      'Fryderyk Chopin urodził się 1 marca 1810 r. (według metryki 22 lutego) w Żelazowej Woli, a zmarł 17 października 1849 r. w Paryżu. Uczył się w Warszawie u Józefa Elsnera, a w 1830 r. wyjechał z kraju i po upadku powstania listopadowego osiadł w Paryżu.',
      'Chopin tworzył niemal wyłącznie na fortepian. Pisał mazurki i polonezy nawiązujące do polskich tańców narodowych, a także nokturny, ballady, scherza, etiudy, preludia, walce, dwie sonaty fortepianowe z marszem żałobnym w Sonacie b-moll i dwa koncerty fortepianowe.',
      'Jego styl cechuje śpiewna melodyka, bogata harmonia i tempo rubato. Serce kompozytora spoczywa w kościele Świętego Krzyża w Warszawie, a co pięć lat odbywa się tam Międzynarodowy Konkurs Pianistyczny im. Fryderyka Chopina.',
    ],
    keyPoints: [
      'Urodzony w Żelazowej Woli w 1810 r.',
      'Twórczość głównie fortepianowa.',
      'Mazurki i polonezy – nawiązanie do folkloru.',
      'Konkurs Chopinowski co pięć lat.',
    ],
    cards: [
      ['Rubato', 'Swobodne traktowanie tempa w wykonaniu.'],
      ['Nokturn', 'Liryczny utwór o nastroju nocnym.'],
      ['Mazurek', 'Taniec w metrum trójdzielnym, ważny w twórczości Chopina.'],
      ['Józef Elsner', 'Nauczyciel kompozycji Chopina.'],
    ],
  },
  'instrumenty-muzyczne': {
    explanation: [
      'Instrumenty dzieli się według źródła dźwięku na chordofony (struny), aerofony (powietrze), membranofony (membrana) i idiofony (samo ciało instrumentu); dochodzą do nich elektrofony. W orkiestrze wyróżnia się smyczki, instrumenty dęte drewniane, dęte blaszane i perkusję.',
      'Do smyczków należą skrzypce, altówka, wiolonczela i kontrabas. Dęte drewniane to flet, obój, klarnet i fagot, a dęte blaszane to trąbka, róg, puzon i tuba; o przynależności decyduje sposób wydobycia dźwięku, nie materiał.',
      'Perkusja obejmuje instrumenty o określonej wysokości dźwięku (kotły, ksylofon) i nieokreślonej (werbel, talerze). Fortepian jest chordofonem klawiszowym, w którym młoteczki uderzają w struny.',
    ],
    keyPoints: [
      'Cztery podstawowe grupy instrumentów według źródła dźwięku.',
      'Orkiestra: smyczki, drewno, blacha, perkusja.',
      'Saksofon to instrument dęty drewniany.',
      'Fortepian – struny uderzane młoteczkami.',
    ],
    cards: [
      ['Chordofon', 'Instrument, w którym dźwięk wydają struny.'],
      ['Aerofon', 'Instrument, w którym źródłem dźwięku jest słup powietrza.'],
      ['Idiofon', 'Instrument, którego ciało samo drga, np. trójkąt.'],
      ['Kotły', 'Instrumenty perkusyjne o określonej wysokości dźwięku.'],
    ],
  },
  'muzyka-ludowa': {
    explanation: [
      'Muzyka ludowa to tradycyjna twórczość przekazywana ustnie z pokolenia na pokolenie. Polskie tańce narodowe to polonez, mazur, krakowiak, kujawiak i oberek.',
      'Polonez jest tańcem spokojnym, w metrum 3/4, a krakowiak żywym tańcem w metrum 2/4 z synkopami. Mazur jest szybki i ma akcenty na słabych częściach taktu, kujawiak jest wolny i śpiewny, a oberek bardzo szybki i wirowy.',
      'Regiony Polski mają własne tradycje: górale podhalańscy grają na skrzypcach i basach, używa się też dud i kozła w Wielkopolsce. Zbieraczem pieśni ludowych był Oskar Kolberg, a muzykę ludową popularyzują zespoły Mazowsze i Śląsk.',
    ],
    keyPoints: [
      'Pięć polskich tańców narodowych.',
      'Polonez, mazur, kujawiak, oberek – metrum trójdzielne.',
      'Krakowiak – metrum 2/4.',
      'Oskar Kolberg dokumentował folklor.',
    ],
    cards: [
      ['Polonez', 'Dostojny taniec narodowy w metrum 3/4.'],
      ['Krakowiak', 'Żywy taniec w metrum 2/4 z synkopami.'],
      ['Oberek', 'Szybki, wirowy taniec w metrum trójdzielnym.'],
      ['Oskar Kolberg', 'Etnograf, który zebrał tysiące polskich melodii ludowych.'],
    ],
  },
};
