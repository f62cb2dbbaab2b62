/** Matematyka (pl catalogue subject 3001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  funkcje: {
    explanation: [
      'Funkcja to przyporządkowanie, które każdemu elementowi x z dziedziny przypisuje dokładnie jeden element y = f(x) ze zbioru wartości. Funkcję można opisać wzorem, tabelą, grafem lub wykresem w układzie współrzędnych.',
      'Funkcja liniowa ma wzór f(x) = ax + b; współczynnik a to współczynnik kierunkowy, a b to punkt przecięcia wykresu z osią OY. Dla a > 0 funkcja jest rosnąca, dla a < 0 malejąca, a dla a = 0 stała.',
      'Miejsce zerowe to argument, dla którego f(x) = 0; dla funkcji liniowej wynosi x = −b/a. Przesunięcie wykresu o wektor [p, q] daje funkcję g(x) = f(x − p) + q.',
    ],
    keyPoints: [
      'Każdemu argumentowi odpowiada dokładnie jedna wartość.',
      'Dziedzina to zbiór argumentów, zbiór wartości to zbiór przyjmowanych wartości.',
      'Wykresy prostych równoległych mają równe współczynniki kierunkowe.',
      'Proste prostopadłe spełniają warunek a₁·a₂ = −1.',
    ],
    cards: [
      ['Dziedzina funkcji', 'Zbiór wszystkich argumentów, dla których funkcja jest określona.'],
      ['Miejsce zerowe', 'Argument, dla którego wartość funkcji wynosi zero.'],
      ['Współczynnik kierunkowy', 'Liczba a we wzorze f(x) = ax + b, określająca nachylenie prostej.'],
      ['Funkcja monotoniczna', 'Funkcja, która na danym przedziale jest tylko rosnąca lub tylko malejąca.'],
    ],
  },
  'funkcja-kwadratowa': {
    explanation: [
      'Funkcja kwadratowa ma postać ogólną f(x) = ax² + bx + c, gdzie a ≠ 0; jej wykresem jest parabola. Dla a > 0 ramiona paraboli są skierowane w górę, dla a < 0 w dół.',
      'Wyróżnik Δ = b² − 4ac decyduje o liczbie miejsc zerowych: dla Δ > 0 są dwa, x₁,₂ = (−b ± √Δ)/(2a), dla Δ = 0 jedno, dla Δ < 0 brak. Wierzchołek paraboli ma współrzędne p = −b/(2a) i q = −Δ/(4a).',
      'Postać kanoniczna f(x) = a(x − p)² + q pokazuje wierzchołek, a postać iloczynowa f(x) = a(x − x₁)(x − x₂) miejsca zerowe. Przykładowo f(x) = x² − 5x + 6 ma Δ = 1 i miejsca zerowe 2 i 3.',
    ],
    keyPoints: [
      'Δ = b² − 4ac.',
      'Wzory Viète’a: x₁ + x₂ = −b/a, x₁·x₂ = c/a.',
      'Wartość najmniejsza lub największa to q, osiągana dla x = p.',
      'Nierówności kwadratowe rozwiązuje się, szkicując parabolę.',
    ],
    cards: [
      ['Wyróżnik', 'Liczba Δ = b² − 4ac określająca liczbę pierwiastków równania kwadratowego.'],
      ['Postać kanoniczna', 'Zapis f(x) = a(x − p)² + q z wierzchołkiem W(p, q).'],
      ['Postać iloczynowa', 'Zapis f(x) = a(x − x₁)(x − x₂) z miejscami zerowymi.'],
      ['Wierzchołek paraboli', 'Punkt W(p, q), w którym funkcja osiąga ekstremum.'],
    ],
  },
  ciagi: {
    explanation: [
      'Ciąg liczbowy to funkcja określona na zbiorze liczb naturalnych dodatnich; jego kolejne wartości to wyrazy a₁, a₂, a₃ … Ciąg można zadać wzorem ogólnym, np. aₙ = 2n + 1, lub rekurencyjnie.',
      'W ciągu arytmetycznym różnica r między kolejnymi wyrazami jest stała: aₙ = a₁ + (n − 1)r, a suma n początkowych wyrazów wynosi Sₙ = (a₁ + aₙ)·n/2. W ciągu geometrycznym stały jest iloraz q: aₙ = a₁·qⁿ⁻¹, a Sₙ = a₁·(1 − qⁿ)/(1 − q) dla q ≠ 1.',
      'Ciągi geometryczne opisują m.in. procent składany: kapitał K po n latach przy oprocentowaniu p% wynosi K·(1 + p/100)ⁿ. Trzy liczby a, b, c tworzą ciąg arytmetyczny, gdy 2b = a + c.',
    ],
    keyPoints: [
      'Arytmetyczny: stała różnica r.',
      'Geometryczny: stały iloraz q.',
      'Dla ciągu geometrycznego b² = a·c.',
      'Ciąg rosnący spełnia aₙ₊₁ > aₙ dla każdego n.',
    ],
    cards: [
      ['Ciąg arytmetyczny', 'Ciąg, w którym różnica kolejnych wyrazów jest stała.'],
      ['Ciąg geometryczny', 'Ciąg, w którym iloraz kolejnych wyrazów jest stały.'],
      ['Wzór rekurencyjny', 'Wzór wyznaczający wyraz ciągu na podstawie poprzednich.'],
      ['Procent składany', 'Oprocentowanie, w którym odsetki dolicza się do kapitału.'],
    ],
  },
  logarytmy: {
    explanation: [
      'Logarytm przy podstawie a z liczby b to wykładnik c, do którego trzeba podnieść a, aby otrzymać b: logₐ b = c ⇔ aᶜ = b, przy a > 0, a ≠ 1 i b > 0. Na przykład log₂ 8 = 3, bo 2³ = 8.',
      'Najważniejsze własności to logₐ(xy) = logₐ x + logₐ y, logₐ(x/y) = logₐ x − logₐ y oraz logₐ xⁿ = n·logₐ x. Wzór na zamianę podstawy ma postać logₐ b = log_c b / log_c a.',
      'Logarytm dziesiętny zapisuje się jako log x, a naturalny jako ln x, z podstawą e ≈ 2,718. Logarytmy stosuje się do rozwiązywania równań wykładniczych oraz w skalach logarytmicznych, np. pH czy skali Richtera.',
    ],
    keyPoints: [
      'logₐ 1 = 0 i logₐ a = 1.',
      'Liczba logarytmowana musi być dodatnia.',
      'Logarytm iloczynu to suma logarytmów.',
      'Funkcja logarytmiczna jest odwrotna do wykładniczej.',
    ],
    cards: [
      ['Logarytm', 'Wykładnik potęgi, do której należy podnieść podstawę, aby otrzymać daną liczbę.'],
      ['Logarytm dziesiętny', 'Logarytm o podstawie 10, zapisywany log x.'],
      ['Logarytm naturalny', 'Logarytm o podstawie e, zapisywany ln x.'],
      ['Zamiana podstawy', 'Wzór logₐ b = log_c b / log_c a.'],
    ],
  },
  trygonometria: {
    explanation: [
      'W trójkącie prostokątnym sinus kąta ostrego to stosunek przyprostokątnej naprzeciwległej do przeciwprostokątnej, cosinus to stosunek przyprostokątnej przyległej do przeciwprostokątnej, a tangens to stosunek przyprostokątnych. Dla kąta 30° mamy sin 30° = 1/2, dla 45° sin 45° = √2/2.',
      'Podstawowe tożsamości to sin²α + cos²α = 1 oraz tg α = sin α / cos α. Funkcje trygonometryczne dowolnego kąta definiuje się w układzie współrzędnych, a ich znaki zależą od ćwiartki.',
      'W dowolnym trójkącie stosuje się twierdzenie sinusów a/sin α = 2R oraz twierdzenie cosinusów c² = a² + b² − 2ab·cos γ. Pole trójkąta można obliczyć ze wzoru P = ½·a·b·sin γ.',
    ],
    keyPoints: [
      'sin²α + cos²α = 1.',
      'sin 60° = √3/2, cos 60° = 1/2.',
      'Wzory redukcyjne sprowadzają kąty do kątów ostrych.',
      'Okres sinusa i cosinusa wynosi 2π, tangensa π.',
    ],
    cards: [
      ['Sinus', 'Stosunek przyprostokątnej naprzeciw kąta do przeciwprostokątnej.'],
      ['Jedynka trygonometryczna', 'Tożsamość sin²α + cos²α = 1.'],
      ['Twierdzenie cosinusów', 'c² = a² + b² − 2ab·cos γ w dowolnym trójkącie.'],
      ['Radian', 'Miara łukowa kąta; 180° odpowiada π radianom.'],
    ],
  },
  planimetria: {
    explanation: [
      'Planimetria zajmuje się figurami płaskimi. Suma kątów wewnętrznych trójkąta wynosi 180°, a n-kąta (n − 2)·180°; twierdzenie Pitagorasa a² + b² = c² dotyczy trójkątów prostokątnych.',
      'Pole trójkąta to P = ½·a·h, równoległoboku P = a·h, trapezu P = ½(a + b)·h, a koła P = πr² przy obwodzie 2πr. Twierdzenie Talesa mówi, że proste równoległe przecinające ramiona kąta wyznaczają na nich odcinki proporcjonalne.',
      'Figury podobne mają proporcjonalne boki; jeśli skala podobieństwa wynosi k, to stosunek pól równa się k². W okręgu kąt wpisany jest równy połowie kąta środkowego opartego na tym samym łuku.',
    ],
    keyPoints: [
      'Suma kątów trójkąta: 180°.',
      'Stosunek pól figur podobnych = k².',
      'Kąt wpisany oparty na średnicy jest prosty.',
      'Cechy przystawania trójkątów: bbb, bkb, kbk.',
    ],
    cards: [
      ['Twierdzenie Pitagorasa', 'W trójkącie prostokątnym a² + b² = c².'],
      ['Twierdzenie Talesa', 'Proste równoległe wyznaczają na ramionach kąta odcinki proporcjonalne.'],
      ['Kąt wpisany', 'Kąt o wierzchołku na okręgu, którego ramiona są cięciwami.'],
      ['Skala podobieństwa', 'Stosunek długości odpowiadających sobie boków figur podobnych.'],
    ],
  },
  stereometria: {
    explanation: [
      'Stereometria bada bryły w przestrzeni. Graniastosłup ma dwie przystające podstawy i ściany boczne będące równoległobokami; jego objętość to V = Pp·H.',
      'Ostrosłup ma jedną podstawę i ściany boczne będące trójkątami o wspólnym wierzchołku; jego objętość wynosi V = ⅓·Pp·H. Przekątna sześcianu o krawędzi a ma długość a√3, a przekątna prostopadłościanu √(a² + b² + c²).',
      'Bryły obrotowe to walec (V = πr²H), stożek (V = ⅓πr²H) i kula (V = 4/3·πr³, pole powierzchni 4πr²). W zadaniach często wyznacza się kąt między przekątną bryły a płaszczyzną podstawy za pomocą funkcji trygonometrycznych.',
    ],
    keyPoints: [
      'Objętość ostrosłupa i stożka to ⅓ objętości graniastosłupa i walca o tej samej podstawie i wysokości.',
      'Pole powierzchni całkowitej = pole podstaw + pole boczne.',
      'Przekątna sześcianu: a√3.',
      'Przekrój osiowy walca jest prostokątem.',
    ],
    cards: [
      ['Graniastosłup prawidłowy', 'Graniastosłup prosty, którego podstawą jest wielokąt foremny.'],
      ['Ostrosłup', 'Bryła o wielokątnej podstawie i trójkątnych ścianach bocznych ze wspólnym wierzchołkiem.'],
      ['Tworząca stożka', 'Odcinek łączący wierzchołek stożka z punktem okręgu podstawy.'],
      ['Objętość kuli', 'V = 4/3·πr³.'],
    ],
  },
  'geometria-analityczna': {
    explanation: [
      'Geometria analityczna opisuje figury za pomocą współrzędnych i równań. Odległość punktów A(x₁, y₁) i B(x₂, y₂) wynosi |AB| = √((x₂ − x₁)² + (y₂ − y₁)²), a środek odcinka ma współrzędne ((x₁ + x₂)/2, (y₁ + y₂)/2).',
      'Prostą opisuje równanie kierunkowe y = ax + b lub ogólne Ax + By + C = 0. Odległość punktu (x₀, y₀) od prostej w postaci ogólnej wynosi |Ax₀ + By₀ + C| / √(A² + B²).',
      'Okrąg o środku S(a, b) i promieniu r ma równanie (x − a)² + (y − b)² = r². Wzajemne położenie prostej i okręgu zależy od odległości środka od prostej w porównaniu z promieniem.',
    ],
    keyPoints: [
      'Wzór na długość odcinka wynika z twierdzenia Pitagorasa.',
      'Proste prostopadłe: a₁·a₂ = −1.',
      'Równanie okręgu: (x − a)² + (y − b)² = r².',
      'Prosta styczna do okręgu ma od środka odległość r.',
    ],
    cards: [
      ['Równanie kierunkowe prostej', 'y = ax + b.'],
      ['Środek odcinka', 'Punkt o współrzędnych będących średnimi współrzędnych końców.'],
      ['Równanie okręgu', '(x − a)² + (y − b)² = r².'],
      ['Wektor', 'Uporządkowana para współrzędnych opisująca przesunięcie.'],
    ],
  },
  'rachunek-prawdopodobienstwa': {
    explanation: [
      'Rachunek prawdopodobieństwa opisuje doświadczenia losowe. Zbiór wszystkich wyników to przestrzeń zdarzeń elementarnych Ω; gdy wyniki są jednakowo prawdopodobne, stosuje się klasyczną definicję P(A) = |A|/|Ω|.',
      'Do zliczania służy kombinatoryka: permutacje n elementów to n!, wariacje bez powtórzeń n!/(n − k)!, a kombinacje (liczba podzbiorów k-elementowych) C(n, k) = n!/(k!(n − k)!). Przy dwukrotnym rzucie kostką |Ω| = 36, a prawdopodobieństwo sumy oczek 7 wynosi 6/36 = 1/6.',
      'Prawdopodobieństwo zdarzenia przeciwnego to P(A′) = 1 − P(A). Dla dowolnych zdarzeń P(A ∪ B) = P(A) + P(B) − P(A ∩ B), a doświadczenia wieloetapowe przedstawia się za pomocą drzewa.',
    ],
    keyPoints: [
      '0 ≤ P(A) ≤ 1.',
      'P(A′) = 1 − P(A).',
      'Reguła mnożenia dla doświadczeń wieloetapowych.',
      'Zdarzenia niezależne: P(A ∩ B) = P(A)·P(B).',
    ],
    cards: [
      ['Zdarzenie elementarne', 'Pojedynczy możliwy wynik doświadczenia losowego.'],
      ['Definicja klasyczna', 'P(A) = liczba wyników sprzyjających / liczba wszystkich wyników.'],
      ['Kombinacja', 'Wybór k elementów ze zbioru n-elementowego bez uwzględniania kolejności.'],
      ['Silnia', 'Iloczyn n! = 1·2·…·n.'],
    ],
  },
  statystyka: {
    explanation: [
      'Statystyka opisowa porządkuje i streszcza dane. Średnia arytmetyczna to suma wartości podzielona przez ich liczbę, mediana to wartość środkowa uporządkowanych danych, a dominanta (moda) to wartość występująca najczęściej.',
      'Rozproszenie danych opisuje wariancja, czyli średnia kwadratów odchyleń od średniej, oraz odchylenie standardowe, będące pierwiastkiem z wariancji. Dla danych 2, 4, 6 średnia wynosi 4, wariancja 8/3, a odchylenie standardowe około 1,63.',
      'Dane przedstawia się w tabelach, na diagramach słupkowych, kołowych i histogramach. Średnia ważona uwzględnia różne wagi wartości, np. przy obliczaniu średniej ocen.',
    ],
    keyPoints: [
      'Mediana dla parzystej liczby danych to średnia dwóch środkowych wartości.',
      'Odchylenie standardowe = √wariancji.',
      'Mediana jest mniej wrażliwa na wartości skrajne niż średnia.',
      'Średnia ważona: Σ(wᵢ·xᵢ)/Σwᵢ.',
    ],
    cards: [
      ['Mediana', 'Wartość środkowa uporządkowanego zestawu danych.'],
      ['Dominanta', 'Wartość występująca najczęściej.'],
      ['Wariancja', 'Średnia kwadratów odchyleń od średniej arytmetycznej.'],
      ['Odchylenie standardowe', 'Pierwiastek z wariancji, miara rozproszenia danych.'],
    ],
  },
};
