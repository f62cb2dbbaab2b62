/** Plastyka (pl catalogue subject 3017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'historia-sztuki': {
    explanation: [
      'Historia sztuki dzieli się na epoki o charakterystycznych cechach stylu. Sztuka starożytnej Grecji dążyła do harmonii i idealnych proporcji, a średniowiecze wydało styl romański (grube mury, łuki półkoliste) i gotycki (łuki ostre, witraże, sklepienia żebrowe), np. kościół Mariacki w Krakowie z ołtarzem Wita Stwosza.',
      'Renesans odrodził wzorce antyczne i perspektywę linearną; tworzyli wówczas Leonardo da Vinci („Mona Lisa”), Michał Anioł i Rafael, a w Polsce powstała renesansowa Kaplica Zygmuntowska na Wawelu. Barok cechowały dynamika, kontrasty światła i przepych, czego przykładem jest Pałac w Wilanowie.',
      'W XIX w. rozwijały się klasycyzm, romantyzm, realizm i impresjonizm, a w Polsce malarstwo historyczne Jana Matejki („Bitwa pod Grunwaldem”, 1878). Młoda Polska wydała m.in. Stanisława Wyspiańskiego i Jacka Malczewskiego.',
    ],
    keyPoints: [
      'Romanizm: łuk półkolisty; gotyk: łuk ostry.',
      'Renesans: perspektywa i harmonia.',
      'Barok: ruch, kontrast, przepych.',
      'Matejko – malarz historii Polski.',
    ],
    cards: [
      ['Gotyk', 'Styl średniowieczny z łukiem ostrym, witrażami i przyporami.'],
      ['Renesans', 'Epoka odrodzenia wzorców antycznych w sztuce.'],
      ['Barok', 'Styl pełen ruchu, kontrastów i przepychu.'],
      ['Ołtarz Wita Stwosza', 'Późnogotycki ołtarz w kościele Mariackim w Krakowie.'],
    ],
  },
  'analiza-dziela-sztuki': {
    explanation: [
      'Analiza dzieła sztuki obejmuje metryczkę, opis, analizę formalną i interpretację. Metryczka zawiera autora, tytuł, datę powstania, technikę, wymiary i miejsce przechowywania.',
      'Analiza formalna dotyczy kompozycji, koloru, światła, kształtu, faktury, perspektywy i sposobu przedstawienia przestrzeni. Analizuje się też temat i gatunek dzieła, np. portret, pejzaż, martwą naturę czy scenę historyczną.',
      'Interpretacja wyjaśnia znaczenie dzieła, odwołując się do symboliki, kontekstu epoki i biografii artysty. Na przykład w „Bitwie pod Grunwaldem” Matejki kłębiąca się kompozycja i postać Witolda w centrum oddają chaos bitwy i triumf wojsk polsko-litewskich.',
    ],
    keyPoints: [
      'Etapy: metryczka, opis, analiza, interpretacja.',
      'Środki formalne: kompozycja, kolor, światło, faktura.',
      'Znaczenie symboli zależy od kontekstu.',
      'Gatunek dzieła wpływa na jego odbiór.',
    ],
    cards: [
      ['Metryczka dzieła', 'Podstawowe dane o dziele: autor, tytuł, data, technika.'],
      ['Faktura', 'Charakter powierzchni dzieła, np. gładka lub chropowata.'],
      ['Ikonografia', 'Nauka o treściach i symbolach w sztuce.'],
      ['Martwa natura', 'Gatunek przedstawiający nieożywione przedmioty.'],
    ],
  },
  kompozycja: {
    explanation: [
      'Kompozycja to układ elementów dzieła na płaszczyźnie lub w przestrzeni. Wyróżnia się kompozycje zamknięte (elementy skupione wewnątrz kadru) i otwarte (sugerujące ciąg dalszy poza kadrem).',
      'Kompozycja symetryczna jest uporządkowana względem osi i wywołuje wrażenie spokoju, asymetryczna daje dynamikę przy zachowaniu równowagi. Inne rodzaje to kompozycja centralna, rytmiczna, diagonalna (ukośna, dynamiczna) i statyczna.',
      'Złoty podział dzieli odcinek w stosunku około 1 : 1,618 i uchodzi za harmonijny; w fotografii upraszcza się go do reguły trójpodziału. Dominanta kompozycyjna to element przyciągający wzrok najbardziej.',
    ],
    keyPoints: [
      'Kompozycja otwarta i zamknięta.',
      'Symetria – spokój, diagonala – ruch.',
      'Złoty podział ≈ 1 : 1,618.',
      'Dominanta skupia uwagę widza.',
    ],
    cards: [
      ['Kompozycja zamknięta', 'Układ, w którym elementy skupione są wewnątrz pola obrazu.'],
      ['Dominanta', 'Najważniejszy, wyróżniający się element kompozycji.'],
      ['Złoty podział', 'Proporcja ok. 1 : 1,618 uznawana za harmonijną.'],
      ['Kompozycja rytmiczna', 'Układ oparty na powtarzaniu elementów.'],
    ],
  },
  barwa: {
    explanation: [
      'Barwy podstawowe w malarstwie to żółta, czerwona (magenta) i niebieska (cyjan); z ich mieszania powstają barwy pochodne: pomarańczowa, zielona i fioletowa. W świetle barwami podstawowymi są czerwona, zielona i niebieska (RGB).',
      'Barwy dopełniające leżą naprzeciw siebie w kole barw, np. czerwona i zielona, a zestawione wzajemnie się wzmacniają. Barwy ciepłe (czerwienie, pomarańcze, żółcie) optycznie przybliżają, zimne (błękity, zielenie) oddalają.',
      'Barwy czyste są nasycone, złamane powstają przez domieszkę innych barw, a achromatyczne to biel, czerń i szarości. Walor to stopień jasności barwy, a kontrast barwny może dotyczyć barw dopełniających, temperatury lub jasności.',
    ],
    keyPoints: [
      'Mieszanie addytywne (światło) i subtraktywne (farby).',
      'Barwy dopełniające wzmacniają się nawzajem.',
      'Ciepłe przybliżają, zimne oddalają.',
      'Walor – jasność barwy.',
    ],
    cards: [
      ['Barwy dopełniające', 'Pary barw leżące naprzeciw siebie w kole barw.'],
      ['Walor', 'Stopień jasności barwy.'],
      ['Barwy achromatyczne', 'Biel, czerń i szarości.'],
      ['Koło barw', 'Schemat porządkujący barwy podstawowe i pochodne.'],
    ],
  },
  perspektywa: {
    explanation: [
      'Perspektywa to sposób przedstawiania trójwymiarowej przestrzeni na płaskiej powierzchni. Perspektywa linearna (zbieżna), rozwinięta w renesansie przez Brunelleschiego i Albertiego, polega na tym, że linie równoległe zbiegają się w punkcie zbiegu na linii horyzontu.',
      'W perspektywie jednopunktowej wszystkie linie głębi zbiegają się w jednym punkcie, w dwupunktowej – w dwóch punktach na horyzoncie. Linia horyzontu wyznacza wysokość oczu widza: nisko umieszczona daje żabią perspektywę, wysoko – ptasią.',
      'Perspektywa powietrzna oddaje głębię przez rozjaśnianie, rozmywanie i niebieszczenie dalszych planów. W sztuce średniowiecznej stosowano perspektywę hieratyczną (odwróconą), w której wielkość postaci zależy od jej ważności.',
    ],
    keyPoints: [
      'Linia horyzontu = wysokość oczu widza.',
      'Punkt zbiegu leży na horyzoncie.',
      'Perspektywa powietrzna: dal jaśniejsza i chłodniejsza.',
      'Perspektywa hieratyczna: wielkość według ważności.',
    ],
    cards: [
      ['Punkt zbiegu', 'Punkt, w którym zbiegają się linie równoległe w perspektywie.'],
      ['Perspektywa powietrzna', 'Oddanie głębi przez zmianę barw i ostrości planów.'],
      ['Perspektywa hieratyczna', 'Przedstawianie postaci ważniejszych jako większych.'],
      ['Linia horyzontu', 'Pozioma linia na wysokości oczu obserwatora.'],
    ],
  },
  'techniki-plastyczne': {
    explanation: [
      'Techniki plastyczne dzieli się na rysunkowe, malarskie, graficzne i rzeźbiarskie. Techniki rysunkowe to m.in. ołówek, węgiel, sangwina i piórko z tuszem.',
      'Techniki malarskie różnią się spoiwem: akwarela jest przezroczysta i rozpuszczalna w wodzie, gwasz kryjący, tempera oparta na emulsji, a farby olejne schną powoli i pozwalają na laserunki. Fresk wykonuje się na mokrym tynku, a mozaikę z drobnych kamyków lub szkiełek.',
      'Grafika warsztatowa obejmuje techniki druku wypukłego (drzeworyt, linoryt), wklęsłego (miedzioryt, akwaforta) i płaskiego (litografia). Rzeźbę wykonuje się metodą odejmowania materiału (kamień, drewno) lub dodawania (glina), a także odlewa z brązu.',
    ],
    keyPoints: [
      'Spoiwo decyduje o technice malarskiej.',
      'Akwarela – przezroczysta, gwasz – kryjący.',
      'Druk wypukły, wklęsły i płaski.',
      'Rzeźba: technika dodawania lub odejmowania.',
    ],
    cards: [
      ['Akwarela', 'Przezroczysta farba wodna.'],
      ['Linoryt', 'Technika druku wypukłego z płyty linoleum.'],
      ['Fresk', 'Malowidło na mokrym tynku.'],
      ['Laserunek', 'Cienka, przejrzysta warstwa farby.'],
    ],
  },
  architektura: {
    explanation: [
      'Architektura to sztuka projektowania i wznoszenia budowli, łącząca funkcję, trwałość i piękno – według Witruwiusza: utilitas, firmitas, venustas. Starożytni Grecy stworzyli porządki architektoniczne: dorycki, joński i koryncki.',
      'Romanizm wznosił masywne budowle z kamienia z łukami półkolistymi, np. kolegiatę w Tumie pod Łęczycą. Gotyk dzięki sklepieniom krzyżowo-żebrowym i przyporom budował wysokie świątynie z dużymi oknami, jak kościół Mariacki w Krakowie; w Polsce rozpowszechnił się gotyk ceglany, czego przykładem jest zamek w Malborku.',
      'Renesans cenił symetrię i proporcje (krużganki dziedzińca wawelskiego), barok przepych i ruch, a klasycyzm powrót do antyku (Łazienki Królewskie). Architektura XX w. wprowadziła żelbet, stal i szkło, a Bauhaus głosił zasadę „forma wynika z funkcji”.',
    ],
    keyPoints: [
      'Porządki: dorycki, joński, koryncki.',
      'Gotyk ceglany typowy dla Polski.',
      'Modernizm: forma wynika z funkcji.',
      'Witruwiusz: użyteczność, trwałość, piękno.',
    ],
    cards: [
      ['Porządek architektoniczny', 'System proporcji i form kolumny oraz belkowania.'],
      ['Przypora', 'Element podpierający ścianę budowli gotyckiej.'],
      ['Krużganek', 'Zadaszona galeria otwarta arkadami na dziedziniec.'],
      ['Bauhaus', 'Niemiecka szkoła projektowania założona w 1919 r.'],
    ],
  },
  'sztuka-wspolczesna': {
    explanation: [
      'Sztuka współczesna to twórczość od połowy XX w. do dziś, czerpiąca z awangard początku wieku, takich jak kubizm, futuryzm, surrealizm i abstrakcja. Marcel Duchamp zapoczątkował ready-made, uznając przedmiot codziennego użytku za dzieło sztuki.',
      'Po 1945 r. powstały m.in. ekspresjonizm abstrakcyjny (Jackson Pollock), pop-art (Andy Warhol), sztuka konceptualna, happening, performance i instalacja. Ważna stała się idea, a nie tylko forma, oraz aktywny udział odbiorcy.',
      'W Polsce awangardę tworzyli Władysław Strzemiński i Katarzyna Kobro, a po wojnie Tadeusz Kantor, Magdalena Abakanowicz („Abakany”, „Tłum”) i Roman Opałka, który przez lata malował kolejne liczby. Współcześnie artyści korzystają z wideo, technologii cyfrowych i sztuki ulicznej.',
    ],
    keyPoints: [
      'Ready-made: Duchamp, „Fontanna” (1917).',
      'Pop-art czerpie z kultury masowej.',
      'Happening i performance – sztuka akcji.',
      'Polscy artyści: Kantor, Abakanowicz, Opałka.',
    ],
    cards: [
      ['Ready-made', 'Gotowy przedmiot przedstawiony jako dzieło sztuki.'],
      ['Happening', 'Artystyczne wydarzenie z udziałem publiczności.'],
      ['Instalacja', 'Dzieło tworzone z przedmiotów zaaranżowanych w przestrzeni.'],
      ['Pop-art', 'Kierunek wykorzystujący motywy kultury masowej i reklamy.'],
    ],
  },
};
