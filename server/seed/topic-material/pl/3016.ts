/** Etyka (pl catalogue subject 3016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'podstawowe-pojecia-etyczne': {
    explanation: [
      'Etyka to dział filozofii badający moralność, czyli normy i wartości kierujące postępowaniem ludzi. Pytania etyki dotyczą tego, co dobre i złe, słuszne i niesłuszne, oraz jak żyć dobrze.',
      'Wartość to to, co cenne i godne dążenia, np. prawda, dobro, sprawiedliwość; norma moralna to reguła postępowania, np. „nie kłam”. Sumienie to wewnętrzna zdolność oceny własnych czynów, a odpowiedzialność moralna zakłada wolność wyboru.',
      'Wyróżnia się etykę opisową, badającą faktyczne przekonania moralne, etykę normatywną, formułującą zasady postępowania, oraz metaetykę, analizującą znaczenie pojęć moralnych. Główne teorie normatywne to deontologia, konsekwencjalizm i etyka cnót.',
    ],
    keyPoints: [
      'Moralność – praktyka; etyka – refleksja nad nią.',
      'Wartości, normy, sumienie.',
      'Etyka opisowa, normatywna i metaetyka.',
      'Odpowiedzialność wymaga wolności.',
    ],
    cards: [
      ['Etyka', 'Dział filozofii zajmujący się moralnością.'],
      ['Norma moralna', 'Reguła określająca, jak należy postępować.'],
      ['Sumienie', 'Wewnętrzna zdolność oceny moralnej własnych czynów.'],
      ['Metaetyka', 'Analiza znaczenia i statusu pojęć moralnych.'],
    ],
  },
  utylitaryzm: {
    explanation: [
      'Utylitaryzm to teoria konsekwencjalistyczna: czyn jest słuszny, jeśli jego skutki przynoszą największe szczęście największej liczbie osób. Twórcą był Jeremy Bentham (1748–1832), który proponował rachunek przyjemności i przykrości.',
      'John Stuart Mill w dziele „Utylitaryzm” (1863) odróżnił przyjemności wyższe (intelektualne, moralne) od niższych (zmysłowych), pisząc, że lepiej być niezadowolonym Sokratesem niż zadowolonym głupcem. Utylitaryzm czynów ocenia pojedyncze działania, a utylitaryzm reguł – ogólne zasady.',
      'Krytycy wskazują, że szczęście trudno mierzyć, a teoria może usprawiedliwiać krzywdę jednostki dla dobra większości. Współcześnie utylitaryzm rozwija Peter Singer, który rozciąga troskę moralną na zwierzęta zdolne do odczuwania cierpienia.',
    ],
    keyPoints: [
      'Zasada największego szczęścia.',
      'Ocena czynów wyłącznie po skutkach.',
      'Mill: przyjemności wyższe i niższe.',
      'Krytyka: poświęcanie jednostki dla większości.',
    ],
    cards: [
      ['Konsekwencjalizm', 'Ocena czynu na podstawie jego skutków.'],
      ['Rachunek hedonistyczny', 'Benthamowska metoda szacowania przyjemności i przykrości.'],
      ['Utylitaryzm reguł', 'Ocena ogólnych reguł według skutków ich przestrzegania.'],
      ['Peter Singer', 'Współczesny utylitarysta, obrońca praw zwierząt.'],
    ],
  },
  'etyka-kanta': {
    explanation: [
      'Etyka Immanuela Kanta jest deontologiczna: o wartości moralnej czynu decyduje motyw działania z obowiązku, a nie skutki. Jedyną rzeczą bezwzględnie dobrą jest dobra wola.',
      'Podstawą etyki Kanta jest imperatyw kategoryczny, bezwarunkowy nakaz rozumu. Pierwsza formuła brzmi: „Postępuj tylko według takiej maksymy, dzięki której możesz zarazem chcieć, aby stała się prawem powszechnym”; druga nakazuje traktować człowieczeństwo w każdej osobie zawsze jako cel, nigdy tylko jako środek.',
      'Imperatyw hipotetyczny ma charakter warunkowy („jeśli chcesz zdać, ucz się”), kategoryczny obowiązuje zawsze. Kant uważał np., że nie wolno kłamać nawet w szlachetnym celu, bo kłamstwa nie da się uczynić prawem powszechnym.',
    ],
    keyPoints: [
      'Liczy się działanie z obowiązku.',
      'Imperatyw kategoryczny – bezwarunkowy.',
      'Człowiek jako cel, nie środek.',
      'Autonomia rozumu jako źródło prawa moralnego.',
    ],
    cards: [
      ['Deontologia', 'Etyka obowiązku oceniająca czyny niezależnie od skutków.'],
      ['Imperatyw kategoryczny', 'Bezwarunkowy nakaz moralny rozumu.'],
      ['Maksyma', 'Subiektywna zasada działania.'],
      ['Dobra wola', 'Wola działająca z szacunku dla prawa moralnego.'],
    ],
  },
  'etyka-cnot': {
    explanation: [
      'Etyka cnót stawia pytanie, jakim człowiekiem należy być, a nie tylko, co należy zrobić. Jej głównym twórcą był Arystoteles, autor „Etyki nikomachejskiej”.',
      'Celem życia jest eudajmonia, czyli szczęście rozumiane jako pełny rozwój człowieka. Cnota etyczna to trwała dyspozycja nabyta przez ćwiczenie, stanowiąca złoty środek między dwiema skrajnościami, np. męstwo między tchórzostwem a zuchwałością.',
      'Cnotę rozpoznaje się dzięki roztropności (phronesis). Tradycja wyróżnia cztery cnoty kardynalne: roztropność, sprawiedliwość, męstwo i umiarkowanie; współcześnie etykę cnót odnowili m.in. Alasdair MacIntyre i Philippa Foot.',
    ],
    keyPoints: [
      'Eudajmonia jako cel życia.',
      'Cnota jako złoty środek.',
      'Cnót nabywa się przez praktykę.',
      'Cztery cnoty kardynalne.',
    ],
    cards: [
      ['Eudajmonia', 'Szczęście jako pełnia dobrego życia.'],
      ['Złoty środek', 'Cnota leżąca między nadmiarem a niedoborem.'],
      ['Phronesis', 'Roztropność, mądrość praktyczna.'],
      ['Cnoty kardynalne', 'Roztropność, sprawiedliwość, męstwo i umiarkowanie.'],
    ],
  },
  wolnosc: {
    explanation: [
      'Wolność w etyce oznacza możliwość wyboru i decydowania o sobie; jest warunkiem odpowiedzialności moralnej. Wolność negatywna to brak zewnętrznych przymusów („wolność od”), a pozytywna to możliwość samostanowienia („wolność do”), jak rozróżnił Isaiah Berlin.',
      'Determinizm głosi, że wszystkie zdarzenia, także ludzkie decyzje, są wyznaczone przez wcześniejsze przyczyny. Kompatybiliści uważają, że wolność da się pogodzić z determinizmem, jeśli działamy zgodnie z własnymi pragnieniami bez przymusu, a libertarianie metafizyczni bronią wolnej woli.',
      'John Stuart Mill w eseju „O wolności” (1859) sformułował zasadę szkody: wolność jednostki może być ograniczona tylko po to, by zapobiec krzywdzie innych. Egzystencjaliści podkreślali, że wolność wiąże się z odpowiedzialnością i lękiem.',
    ],
    keyPoints: [
      'Wolność negatywna i pozytywna.',
      'Determinizm vs. wolna wola.',
      'Zasada szkody Milla.',
      'Wolność warunkiem odpowiedzialności.',
    ],
    cards: [
      ['Wolność negatywna', 'Brak zewnętrznych przeszkód i przymusu.'],
      ['Determinizm', 'Pogląd, że wszystko jest zdeterminowane przez przyczyny.'],
      ['Zasada szkody', 'Ograniczenie wolności dopuszczalne tylko dla ochrony innych.'],
      ['Kompatybilizm', 'Pogląd, że wolność da się pogodzić z determinizmem.'],
    ],
  },
  sprawiedliwosc: {
    explanation: [
      'Sprawiedliwość to cnota i zasada polegająca na oddawaniu każdemu tego, co mu się należy. Arystoteles odróżnił sprawiedliwość wyrównawczą, dotyczącą wymiany i kar, od rozdzielczej, dotyczącej podziału dóbr według zasług.',
      'Zasady sprawiedliwego podziału to m.in. „każdemu to samo”, „każdemu według potrzeb”, „każdemu według zasług” i „każdemu według pracy”. John Rawls w „Teorii sprawiedliwości” (1971) zaproponował zasłonę niewiedzy: zasady wybrane bez wiedzy o własnej pozycji byłyby bezstronne.',
      'Według zasady różnicy Rawlsa nierówności są dopuszczalne, jeśli przynoszą korzyść najsłabszym. Robert Nozick bronił koncepcji libertariańskiej, w której sprawiedliwy jest podział wynikający z dobrowolnych transakcji.',
    ],
    keyPoints: [
      'Sprawiedliwość wyrównawcza i rozdzielcza.',
      'Różne kryteria podziału dóbr.',
      'Rawls: zasłona niewiedzy i zasada różnicy.',
      'Nozick: uprawnienia i dobrowolna wymiana.',
    ],
    cards: [
      ['Sprawiedliwość rozdzielcza', 'Sprawiedliwy podział dóbr i obciążeń.'],
      ['Sprawiedliwość wyrównawcza', 'Równowaga w wymianie i karaniu.'],
      ['Zasada różnicy', 'Nierówności są słuszne, gdy służą najsłabszym.'],
      ['Równość szans', 'Zapewnienie wszystkim podobnych warunków startu.'],
    ],
  },
  bioetyka: {
    explanation: [
      'Bioetyka zajmuje się moralnymi problemami medycyny i nauk biologicznych. Jej podstawowe zasady według Beauchampa i Childressa to poszanowanie autonomii pacjenta, nieszkodzenie, dobroczynność i sprawiedliwość.',
      'Świadoma zgoda oznacza, że pacjent po rzetelnej informacji dobrowolnie zgadza się na leczenie. Do spornych zagadnień należą eutanazja, aborcja, zapłodnienie in vitro, klonowanie, inżynieria genetyczna i transplantacje.',
      'W Polsce eutanazja jest zabroniona, a przeszczepy od zmarłych dawców opierają się na zgodzie domniemanej – można wpisać się do Centralnego Rejestru Sprzeciwów. Sztuczne przedłużanie życia za wszelką cenę nazywa się uporczywą terapią i może zostać przerwane.',
    ],
    keyPoints: [
      'Cztery zasady bioetyki.',
      'Świadoma zgoda pacjenta.',
      'Spory: eutanazja, in vitro, klonowanie.',
      'Zgoda domniemana na pobranie narządów w Polsce.',
    ],
    cards: [
      ['Bioetyka', 'Etyka problemów medycyny i biologii.'],
      ['Świadoma zgoda', 'Dobrowolna zgoda pacjenta po uzyskaniu informacji.'],
      ['Eutanazja', 'Skrócenie życia chorego na jego prośbę.'],
      ['Uporczywa terapia', 'Przedłużanie życia metodami nadzwyczajnymi bez nadziei na poprawę.'],
    ],
  },
  'etyka-ekologiczna': {
    explanation: [
      'Etyka ekologiczna rozważa moralne obowiązki człowieka wobec przyrody, zwierząt i przyszłych pokoleń. Antropocentryzm uznaje, że przyroda ma wartość ze względu na człowieka, a biocentryzm przypisuje wartość wszystkim istotom żywym.',
      'Albert Schweitzer głosił „cześć dla życia”, a Aldo Leopold w „etyce ziemi” uznał, że słuszne jest to, co służy integralności i pięknu wspólnoty biotycznej. Holizm ekologiczny przypisuje wartość całym ekosystemom, a Arne Naess stworzył ekologię głęboką.',
      'Hans Jonas w „Zasadzie odpowiedzialności” (1979) wskazał odpowiedzialność za przyszłe pokolenia w dobie techniki. Idea zrównoważonego rozwoju zakłada zaspokajanie obecnych potrzeb bez odbierania takiej możliwości przyszłym pokoleniom.',
    ],
    keyPoints: [
      'Antropocentryzm, biocentryzm, holizm.',
      'Leopold: etyka ziemi.',
      'Jonas: odpowiedzialność za przyszłość.',
      'Zrównoważony rozwój jako zasada etyczna.',
    ],
    cards: [
      ['Biocentryzm', 'Pogląd przypisujący wartość moralną wszystkim istotom żywym.'],
      ['Ekologia głęboka', 'Nurt Arne Naessa uznający wewnętrzną wartość przyrody.'],
      ['Zrównoważony rozwój', 'Rozwój niezagrażający możliwościom przyszłych pokoleń.'],
      ['Etyka ziemi', 'Koncepcja Aldo Leopolda obejmująca ochroną całą wspólnotę biotyczną.'],
    ],
  },
};
