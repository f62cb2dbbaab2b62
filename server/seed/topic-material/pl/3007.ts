/** Fizyka (pl catalogue subject 3007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  kinematyka: {
    explanation: [
      'Kinematyka opisuje ruch ciał bez badania jego przyczyn. Ruch jest względny, dlatego opisuje się go względem układu odniesienia; podstawowe wielkości to droga, przemieszczenie, prędkość i przyspieszenie.',
      'W ruchu jednostajnym prostoliniowym prędkość jest stała, a droga s = v·t. W ruchu jednostajnie przyspieszonym z prędkością początkową v₀ mamy v = v₀ + a·t oraz s = v₀·t + ½·a·t²; przyspieszenie a = Δv/Δt mierzy się w m/s².',
      'Spadek swobodny to ruch jednostajnie przyspieszony z przyspieszeniem ziemskim g ≈ 9,81 m/s². W ruchu jednostajnym po okręgu prędkość ma stałą wartość, ale zmienia kierunek, a przyspieszenie dośrodkowe wynosi a = v²/r.',
    ],
    keyPoints: [
      'Prędkość średnia = całkowita droga / całkowity czas.',
      'Pole pod wykresem v(t) równa się przebytej drodze.',
      'g ≈ 9,81 m/s².',
      'Ruch po okręgu: okres T, częstotliwość f = 1/T.',
    ],
    cards: [
      ['Układ odniesienia', 'Ciało lub układ, względem którego opisuje się ruch.'],
      ['Przyspieszenie', 'Zmiana prędkości w jednostce czasu.'],
      ['Spadek swobodny', 'Ruch ciała pod wpływem samej siły ciężkości, bez prędkości początkowej.'],
      ['Przyspieszenie dośrodkowe', 'Przyspieszenie skierowane do środka okręgu, a = v²/r.'],
    ],
  },
  dynamika: {
    explanation: [
      'Dynamika bada przyczyny ruchu, czyli siły. Pierwsza zasada dynamiki Newtona (zasada bezwładności) mówi, że ciało, na które nie działa siła wypadkowa, pozostaje w spoczynku lub porusza się ruchem jednostajnym prostoliniowym.',
      'Druga zasada dynamiki ma postać F = m·a: przyspieszenie jest proporcjonalne do siły wypadkowej i odwrotnie proporcjonalne do masy. Trzecia zasada mówi, że siły akcji i reakcji mają równe wartości, przeciwne zwroty i działają na różne ciała.',
      'Siła tarcia wynosi T = μ·N, gdzie μ to współczynnik tarcia, a N siła nacisku. Pęd p = m·v jest zachowany w układzie izolowanym, co wykorzystuje się przy opisie zderzeń i odrzutu.',
    ],
    keyPoints: [
      'F = m·a.',
      'Siły akcji i reakcji się nie równoważą, bo działają na różne ciała.',
      'Ciężar Q = m·g.',
      'Zasada zachowania pędu w układzie izolowanym.',
    ],
    cards: [
      ['Bezwładność', 'Właściwość ciała polegająca na zachowaniu stanu ruchu.'],
      ['Niuton', 'Jednostka siły: 1 N = 1 kg·m/s².'],
      ['Pęd', 'Iloczyn masy i prędkości ciała.'],
      ['Siła tarcia', 'Siła przeciwdziałająca ruchowi, T = μ·N.'],
    ],
  },
  'praca-i-energia': {
    explanation: [
      'Praca mechaniczna W = F·s·cos α jest wykonywana, gdy siła powoduje przemieszczenie ciała; jednostką jest dżul (1 J = 1 N·m). Moc P = W/t mierzy się w watach.',
      'Energia kinetyczna ciała w ruchu wynosi Eₖ = ½·m·v², a energia potencjalna grawitacji przy powierzchni Ziemi Eₚ = m·g·h. Energia potencjalna sprężystości odkształconej sprężyny to E = ½·k·x².',
      'Zasada zachowania energii mechanicznej mówi, że w układzie bez tarcia suma energii kinetycznej i potencjalnej jest stała. Na przykład ciało spadające z wysokości 5 m osiąga tuż nad ziemią prędkość v = √(2gh) ≈ 10 m/s.',
    ],
    keyPoints: [
      'W = F·s dla siły równoległej do przemieszczenia.',
      'Eₖ = ½mv², Eₚ = mgh.',
      'Sprawność η = praca użyteczna / praca włożona.',
      'Tarcie zamienia energię mechaniczną w wewnętrzną.',
    ],
    cards: [
      ['Dżul', 'Jednostka pracy i energii: 1 J = 1 N·m.'],
      ['Moc', 'Praca wykonana w jednostce czasu.'],
      ['Energia kinetyczna', 'Energia ciała związana z jego ruchem.'],
      ['Sprawność', 'Stosunek energii użytecznej do dostarczonej.'],
    ],
  },
  termodynamika: {
    explanation: [
      'Termodynamika bada przemiany energii cieplnej. Temperatura jest miarą średniej energii kinetycznej cząsteczek; w skali Kelvina T = t + 273,15, a zero bezwzględne to 0 K.',
      'Pierwsza zasada termodynamiki ma postać ΔU = Q + W: zmiana energii wewnętrznej równa się sumie ciepła i pracy dostarczonych do układu. Ciepło potrzebne do ogrzania ciała to Q = m·c·ΔT, gdzie c to ciepło właściwe; dla wody c ≈ 4200 J/(kg·K).',
      'Druga zasada mówi, że ciepło samorzutnie przepływa tylko od ciała cieplejszego do chłodniejszego, a sprawność silnika cieplnego jest zawsze mniejsza od 1. Gaz doskonały opisuje równanie Clapeyrona p·V = n·R·T.',
    ],
    keyPoints: [
      'ΔU = Q + W.',
      'Q = m·c·ΔT.',
      'pV = nRT.',
      'Przemiany gazowe: izotermiczna, izobaryczna, izochoryczna, adiabatyczna.',
    ],
    cards: [
      ['Energia wewnętrzna', 'Suma energii wszystkich cząsteczek ciała.'],
      ['Ciepło właściwe', 'Ilość ciepła potrzebna do ogrzania 1 kg substancji o 1 K.'],
      ['Zero bezwzględne', 'Najniższa możliwa temperatura, 0 K = −273,15 °C.'],
      ['Przemiana izotermiczna', 'Przemiana gazu w stałej temperaturze.'],
    ],
  },
  elektrostatyka: {
    explanation: [
      'Elektrostatyka bada ładunki elektryczne w spoczynku. Ładunki jednoimienne się odpychają, różnoimienne przyciągają; jednostką ładunku jest kulomb, a ładunek elementarny wynosi e ≈ 1,6·10⁻¹⁹ C.',
      'Prawo Coulomba opisuje siłę między ładunkami punktowymi: F = k·q₁·q₂/r², gdzie k ≈ 9·10⁹ N·m²/C². Pole elektryczne charakteryzuje natężenie E = F/q oraz potencjał; różnica potencjałów to napięcie.',
      'Ciała elektryzuje się przez tarcie, dotyk lub indukcję, a w układzie izolowanym obowiązuje zasada zachowania ładunku. Kondensator gromadzi ładunek, a jego pojemność wynosi C = Q/U i jest mierzona w faradach.',
    ],
    keyPoints: [
      'F = k·q₁q₂/r².',
      'Ładunek jest skwantowany (wielokrotność e).',
      'Zasada zachowania ładunku.',
      'Linie pola biegną od ładunku dodatniego do ujemnego.',
    ],
    cards: [
      ['Kulomb', 'Jednostka ładunku elektrycznego.'],
      ['Prawo Coulomba', 'Siła między ładunkami jest proporcjonalna do ich iloczynu i odwrotnie do kwadratu odległości.'],
      ['Natężenie pola', 'Siła działająca na jednostkowy ładunek próbny.'],
      ['Kondensator', 'Układ przewodników gromadzący ładunek elektryczny.'],
    ],
  },
  'prad-elektryczny': {
    explanation: [
      'Prąd elektryczny to uporządkowany ruch ładunków. Natężenie prądu I = q/t mierzy się w amperach, napięcie U w woltach, a opór R w omach; prawo Ohma ma postać I = U/R.',
      'Opór przewodnika zależy od jego długości, pola przekroju i materiału: R = ρ·l/S. W połączeniu szeregowym opory się sumują, a w równoległym sumują się ich odwrotności.',
      'Pierwsze prawo Kirchhoffa mówi, że suma natężeń prądów wpływających do węzła równa się sumie wypływających. Moc prądu to P = U·I, a energia elektryczna W = U·I·t, często wyrażana w kilowatogodzinach.',
    ],
    keyPoints: [
      'I = U/R.',
      'Szeregowo: R = R₁ + R₂; równolegle: 1/R = 1/R₁ + 1/R₂.',
      'Amperomierz łączy się szeregowo, woltomierz równolegle.',
      'P = U·I.',
    ],
    cards: [
      ['Amper', 'Jednostka natężenia prądu.'],
      ['Prawo Ohma', 'Natężenie prądu jest proporcjonalne do napięcia: I = U/R.'],
      ['Opór właściwy', 'Wielkość charakteryzująca materiał przewodnika.'],
      ['Kilowatogodzina', 'Jednostka energii: 1 kWh = 3,6·10⁶ J.'],
    ],
  },
  magnetyzm: {
    explanation: [
      'Magnesy mają dwa bieguny, północny i południowy; bieguny jednoimienne się odpychają, a różnoimienne przyciągają. Ziemia ma pole magnetyczne, dzięki któremu działa kompas.',
      'Hans Christian Ørsted odkrył w 1820 r., że przewodnik z prądem wytwarza pole magnetyczne. Na przewodnik z prądem w polu magnetycznym działa siła elektrodynamiczna F = B·I·l, a na poruszający się ładunek siła Lorentza F = q·v·B; na tym opiera się działanie silnika elektrycznego.',
      'Michael Faraday odkrył w 1831 r. indukcję elektromagnetyczną: zmiana strumienia magnetycznego wytwarza napięcie. Reguła Lenza mówi, że prąd indukcyjny przeciwdziała zmianie, która go wywołała; zjawisko to wykorzystują prądnice i transformatory.',
    ],
    keyPoints: [
      'Prąd wytwarza pole magnetyczne.',
      'Indukcja magnetyczna B mierzona w teslach.',
      'Siła Lorentza jest prostopadła do prędkości i pola.',
      'Transformator: U₁/U₂ = n₁/n₂.',
    ],
    cards: [
      ['Indukcja magnetyczna', 'Wielkość opisująca pole magnetyczne, jednostka tesla.'],
      ['Siła Lorentza', 'Siła działająca na ładunek poruszający się w polu magnetycznym.'],
      ['Indukcja elektromagnetyczna', 'Powstawanie prądu przy zmianie strumienia magnetycznego.'],
      ['Reguła Lenza', 'Prąd indukcyjny przeciwdziała przyczynie swojego powstania.'],
    ],
  },
  'drgania-i-fale': {
    explanation: [
      'Drgania to ruchy okresowe wokół położenia równowagi. W ruchu harmonicznym siła jest proporcjonalna do wychylenia i skierowana do położenia równowagi; okres wahadła matematycznego wynosi T = 2π√(l/g), a ciężarka na sprężynie T = 2π√(m/k).',
      'Fala to rozchodzące się w ośrodku zaburzenie, które przenosi energię, ale nie materię. Prędkość fali v = λ·f; fale poprzeczne drgają prostopadle do kierunku rozchodzenia, a podłużne, jak dźwięk, wzdłuż niego.',
      'Fale ulegają odbiciu, załamaniu, dyfrakcji i interferencji. Rezonans występuje, gdy częstotliwość siły wymuszającej jest równa częstotliwości drgań własnych układu.',
    ],
    keyPoints: [
      'Amplituda, okres, częstotliwość opisują drgania.',
      'v = λ·f.',
      'Dźwięk w powietrzu rozchodzi się z prędkością ok. 340 m/s.',
      'Efekt Dopplera zmienia odbieraną częstotliwość przy ruchu źródła.',
    ],
    cards: [
      ['Amplituda', 'Maksymalne wychylenie z położenia równowagi.'],
      ['Długość fali', 'Odległość między sąsiednimi punktami w tej samej fazie.'],
      ['Rezonans', 'Wzrost amplitudy przy zgodności częstotliwości wymuszającej i własnej.'],
      ['Interferencja', 'Nakładanie się fal prowadzące do wzmocnienia lub wygaszenia.'],
    ],
  },
  optyka: {
    explanation: [
      'Optyka bada zjawiska świetlne. Światło w próżni rozchodzi się z prędkością c ≈ 3·10⁸ m/s; zgodnie z prawem odbicia kąt padania równa się kątowi odbicia.',
      'Przy przejściu do innego ośrodka światło się załamuje zgodnie z prawem Snelliusa: sin α / sin β = n₂/n₁. Przy przejściu z ośrodka gęstszego optycznie do rzadszego, powyżej kąta granicznego, zachodzi całkowite wewnętrzne odbicie, wykorzystywane w światłowodach.',
      'Soczewki skupiające i rozpraszające tworzą obrazy opisane równaniem 1/f = 1/x + 1/y, a zdolność skupiająca Z = 1/f wyrażana jest w dioptriach. Pryzmat rozszczepia światło białe na barwy widma, ponieważ współczynnik załamania zależy od długości fali.',
    ],
    keyPoints: [
      'Kąt padania = kąt odbicia.',
      'Prawo Snelliusa dla załamania.',
      '1/f = 1/x + 1/y.',
      'Krótkowzroczność koryguje się soczewką rozpraszającą, dalekowzroczność skupiającą.',
    ],
    cards: [
      ['Współczynnik załamania', 'Stosunek prędkości światła w próżni do prędkości w ośrodku.'],
      ['Całkowite wewnętrzne odbicie', 'Odbicie światła na granicy z ośrodkiem rzadszym powyżej kąta granicznego.'],
      ['Dioptria', 'Jednostka zdolności skupiającej soczewki, 1 D = 1/m.'],
      ['Rozszczepienie światła', 'Rozdzielenie światła białego na barwy przez pryzmat.'],
    ],
  },
  'fizyka-jadrowa': {
    explanation: [
      'Jądro atomowe składa się z protonów i neutronów (nukleonów) utrzymywanych siłami jądrowymi. Masa jądra jest mniejsza od sumy mas nukleonów; ten deficyt masy odpowiada energii wiązania zgodnie ze wzorem E = m·c².',
      'Promieniotwórczość naturalną odkrył w 1896 r. Henri Becquerel, a badali ją Maria Skłodowska-Curie i Piotr Curie, odkrywcy polonu i radu. Promieniowanie α to jądra helu, β⁻ to elektrony, a γ to fotony o dużej energii.',
      'Czas połowicznego rozpadu to czas, po którym rozpada się połowa jąder; dla izotopu ¹⁴C wynosi około 5730 lat. W reaktorach jądrowych zachodzi rozszczepienie uranu-235, a w gwiazdach synteza termojądrowa wodoru w hel.',
    ],
    keyPoints: [
      'Promieniowanie α, β, γ różni się przenikliwością.',
      'E = mc² tłumaczy energię jądrową.',
      'Rozpad promieniotwórczy ma charakter statystyczny.',
      'Maria Skłodowska-Curie – dwie Nagrody Nobla (1903, 1911).',
    ],
    cards: [
      ['Nukleon', 'Wspólna nazwa protonu i neutronu.'],
      ['Czas połowicznego rozpadu', 'Czas, po którym rozpada się połowa jąder izotopu.'],
      ['Deficyt masy', 'Różnica między sumą mas nukleonów a masą jądra.'],
      ['Reakcja łańcuchowa', 'Rozszczepienia wywoływane przez neutrony z poprzednich rozszczepień.'],
    ],
  },
};
