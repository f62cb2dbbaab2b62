/** Chemia (pl catalogue subject 3006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'budowa-atomu': {
    explanation: [
      'Atom składa się z jądra zawierającego protony i neutrony oraz z elektronów w powłokach elektronowych. Liczba atomowa Z to liczba protonów, a liczba masowa A to suma protonów i neutronów; np. ²³Na ma 11 protonów i 12 neutronów.',
      'Izotopy to atomy tego samego pierwiastka o różnej liczbie neutronów, np. ¹²C i ¹⁴C. Elektrony rozmieszczone są na powłokach K, L, M, N, które mieszczą maksymalnie 2n² elektronów, a w modelu kwantowym na orbitalach s, p, d, f.',
      'Elektrony walencyjne, czyli znajdujące się na ostatniej powłoce, decydują o właściwościach chemicznych. Konfigurację elektronową zapisuje się np. dla tlenu jako 1s² 2s² 2p⁴.',
    ],
    keyPoints: [
      'Z = liczba protonów = liczba elektronów w atomie obojętnym.',
      'A − Z = liczba neutronów.',
      'Orbital mieści maksymalnie 2 elektrony.',
      'Reguła Hunda: elektrony obsadzają najpierw pojedynczo orbitale tej samej podpowłoki.',
    ],
    cards: [
      ['Liczba atomowa', 'Liczba protonów w jądrze atomu.'],
      ['Izotop', 'Odmiana pierwiastka o innej liczbie neutronów.'],
      ['Elektrony walencyjne', 'Elektrony zewnętrznej powłoki uczestniczące w wiązaniach.'],
      ['Orbital', 'Obszar przestrzeni o dużym prawdopodobieństwie napotkania elektronu.'],
    ],
  },
  'uklad-okresowy': {
    explanation: [
      'Układ okresowy pierwiastków stworzył Dmitrij Mendelejew w 1869 r.; obecnie pierwiastki uszeregowane są według rosnącej liczby atomowej. Układ ma 7 okresów (wierszy) i 18 grup (kolumn).',
      'Numer okresu odpowiada liczbie powłok elektronowych, a dla grup 1–2 i 13–18 numer grupy wskazuje liczbę elektronów walencyjnych (w grupach 13–18 jest to numer grupy minus 10). Litowce (grupa 1) są bardzo reaktywnymi metalami, fluorowce (grupa 17) reaktywnymi niemetalami, a helowce (grupa 18) gazami szlachetnymi.',
      'W okresie od lewej do prawej maleje promień atomowy i rośnie elektroujemność, a w grupie z góry na dół promień rośnie. Metale znajdują się po lewej stronie i w środku układu, niemetale w prawym górnym rogu.',
    ],
    keyPoints: [
      '7 okresów i 18 grup.',
      'Numer okresu = liczba powłok.',
      'Fluor ma największą elektroujemność (4,0 w skali Paulinga).',
      'Gazy szlachetne mają oktet elektronowy.',
    ],
    cards: [
      ['Okres', 'Poziomy rząd w układzie okresowym.'],
      ['Grupa', 'Pionowa kolumna pierwiastków o podobnych właściwościach.'],
      ['Elektroujemność', 'Zdolność atomu do przyciągania elektronów w wiązaniu.'],
      ['Litowce', 'Metale grupy 1 reagujące gwałtownie z wodą.'],
    ],
  },
  'wiazania-chemiczne': {
    explanation: [
      'Atomy łączą się, dążąc do trwałej konfiguracji gazu szlachetnego (dublet lub oktet). Wiązanie jonowe powstaje między metalem a niemetalem przy dużej różnicy elektroujemności (zwykle ΔE > 1,7), np. w NaCl.',
      'Wiązanie kowalencyjne polega na uwspólnieniu par elektronowych; jest niespolaryzowane przy ΔE = 0 (np. Cl₂) i spolaryzowane przy niewielkiej różnicy (np. H₂O, HCl). Wiązanie koordynacyjne tworzy para elektronowa pochodząca od jednego atomu, np. w jonie amonowym NH₄⁺.',
      'W metalach występuje wiązanie metaliczne z chmurą zdelokalizowanych elektronów, co tłumaczy przewodnictwo elektryczne. Między cząsteczkami działają oddziaływania międzycząsteczkowe, w tym wiązania wodorowe odpowiedzialne za wysoką temperaturę wrzenia wody.',
    ],
    keyPoints: [
      'Jonowe: ΔE > 1,7; kowalencyjne spolaryzowane: 0,4–1,7 (przybliżenie).',
      'Związki jonowe mają wysokie temperatury topnienia.',
      'Wiązania wodorowe występują przy atomach F, O, N.',
      'Kształt cząsteczek opisuje teoria VSEPR.',
    ],
    cards: [
      ['Wiązanie jonowe', 'Przyciąganie elektrostatyczne między kationami a anionami.'],
      ['Wiązanie kowalencyjne', 'Wiązanie przez wspólne pary elektronowe.'],
      ['Wiązanie koordynacyjne', 'Wiązanie, w którym para elektronowa pochodzi od jednego atomu.'],
      ['Wiązanie wodorowe', 'Oddziaływanie atomu wodoru z wolną parą elektronową silnie elektroujemnego atomu.'],
    ],
  },
  'reakcje-chemiczne': {
    explanation: [
      'Reakcja chemiczna to przemiana, w której z substratów powstają nowe substancje – produkty. Podstawowe typy to synteza (A + B → AB), analiza, czyli rozkład (AB → A + B), oraz wymiana pojedyncza i podwójna.',
      'Zgodnie z prawem zachowania masy (Łomonosow, Lavoisier) masa substratów równa się masie produktów, dlatego równania reakcji uzgadnia się współczynnikami stechiometrycznymi, np. 2H₂ + O₂ → 2H₂O. Reakcje egzoenergetyczne wydzielają energię (np. spalanie), endoenergetyczne ją pochłaniają (np. rozkład CaCO₃).',
      'Szybkość reakcji zależy od stężenia, temperatury, stopnia rozdrobnienia i obecności katalizatora. Katalizator obniża energię aktywacji, a sam po reakcji pozostaje niezmieniony.',
    ],
    keyPoints: [
      'Synteza, analiza, wymiana.',
      'Prawo zachowania masy.',
      'Egzo- i endoenergetyczne efekty reakcji.',
      'Katalizator przyspiesza reakcję, nie zużywając się.',
    ],
    cards: [
      ['Substrat', 'Substancja wchodząca do reakcji.'],
      ['Reakcja syntezy', 'Reakcja łączenia prostszych substancji w złożoną.'],
      ['Reakcja egzoenergetyczna', 'Reakcja, w której energia jest wydzielana do otoczenia.'],
      ['Katalizator', 'Substancja przyspieszająca reakcję, która nie ulega zużyciu.'],
    ],
  },
  stechiometria: {
    explanation: [
      'Stechiometria zajmuje się ilościowymi zależnościami w reakcjach chemicznych. Podstawową jednostką jest mol, zawierający 6,02·10²³ drobin (liczba Avogadra).',
      'Masa molowa M, wyrażana w g/mol, liczbowo odpowiada masie cząsteczkowej; dla H₂O wynosi 18 g/mol. Liczbę moli oblicza się ze wzoru n = m/M, a objętość gazu w warunkach normalnych wynosi 22,4 dm³ na mol.',
      'Z równania 2H₂ + O₂ → 2H₂O wynika, że 4 g wodoru reaguje z 32 g tlenu, dając 36 g wody. W obliczeniach uwzględnia się też wydajność reakcji oraz substrat użyty w niedomiarze.',
    ],
    keyPoints: [
      'n = m/M.',
      '1 mol = 6,02·10²³ drobin.',
      'V mol gazu w warunkach normalnych = 22,4 dm³.',
      'O ilości produktu decyduje substrat w niedomiarze.',
    ],
    cards: [
      ['Mol', 'Ilość substancji zawierająca 6,02·10²³ drobin.'],
      ['Masa molowa', 'Masa jednego mola substancji w g/mol.'],
      ['Liczba Avogadra', 'Stała 6,02·10²³ mol⁻¹.'],
      ['Objętość molowa', 'Objętość jednego mola gazu; w warunkach normalnych 22,4 dm³.'],
    ],
  },
  roztwory: {
    explanation: [
      'Roztwór to jednorodna mieszanina rozpuszczalnika i substancji rozpuszczonej. Rozpuszczalność to maksymalna masa substancji, która rozpuści się w 100 g rozpuszczalnika w danej temperaturze, tworząc roztwór nasycony; odczytuje się ją z krzywych rozpuszczalności.',
      'Stężenie procentowe to Cp = (mₛ/mᵣ)·100%, gdzie mₛ to masa substancji, a mᵣ masa roztworu. Stężenie molowe to Cm = n/V w mol/dm³; np. 0,5 mola NaCl w 1 dm³ roztworu daje Cm = 0,5 mol/dm³.',
      'Roztwory rozcieńcza się przez dodanie rozpuszczalnika, a zatęża przez jego odparowanie. Oprócz roztworów właściwych wyróżnia się koloidy i zawiesiny.',
    ],
    keyPoints: [
      'Cp = mₛ/mᵣ · 100%.',
      'Cm = n/V.',
      'Rozpuszczalność większości ciał stałych rośnie z temperaturą, a gazów maleje.',
      'Roztwór nasycony nie rozpuszcza więcej substancji w danej temperaturze.',
    ],
    cards: [
      ['Rozpuszczalność', 'Maksymalna masa substancji rozpuszczalna w 100 g rozpuszczalnika.'],
      ['Stężenie procentowe', 'Masa substancji w 100 g roztworu.'],
      ['Stężenie molowe', 'Liczba moli substancji w 1 dm³ roztworu.'],
      ['Roztwór nasycony', 'Roztwór, w którym nie można już rozpuścić więcej substancji.'],
    ],
  },
  'kwasy-i-zasady': {
    explanation: [
      'Według teorii Arrheniusa kwasy dysocjują w wodzie z wytworzeniem kationów wodoru H⁺, a zasady anionów wodorotlenkowych OH⁻. Teoria Brønsteda definiuje kwas jako donor protonu, a zasadę jako akceptor protonu.',
      'Odczyn roztworu określa pH: pH < 7 oznacza odczyn kwasowy, pH = 7 obojętny, a pH > 7 zasadowy; pH = −log[H⁺]. Do wykrywania odczynu służą wskaźniki, np. fenoloftaleina, która barwi się na malinowo w środowisku zasadowym.',
      'W reakcji zobojętniania kwas reaguje z zasadą, tworząc sól i wodę: HCl + NaOH → NaCl + H₂O. Mocne kwasy, np. HCl, HNO₃ i H₂SO₄, dysocjują całkowicie, słabe, np. CH₃COOH, tylko częściowo.',
    ],
    keyPoints: [
      'Kwas – donor H⁺, zasada – akceptor H⁺ (Brønsted).',
      'pH = −log[H⁺].',
      'Zobojętnianie: H⁺ + OH⁻ → H₂O.',
      'Hydroliza soli może zmieniać odczyn roztworu.',
    ],
    cards: [
      ['Dysocjacja elektrolityczna', 'Rozpad związku na jony pod wpływem wody.'],
      ['pH', 'Ujemny logarytm dziesiętny ze stężenia jonów wodoru.'],
      ['Wskaźnik', 'Substancja zmieniająca barwę w zależności od odczynu.'],
      ['Zobojętnianie', 'Reakcja kwasu z zasadą dająca sól i wodę.'],
    ],
  },
  'reakcje-redoks': {
    explanation: [
      'Reakcje redoks to reakcje utleniania i redukcji, w których zmieniają się stopnie utlenienia pierwiastków. Utlenianie to oddawanie elektronów (wzrost stopnia utlenienia), a redukcja to przyjmowanie elektronów (spadek stopnia utlenienia).',
      'Utleniacz przyjmuje elektrony i sam się redukuje, reduktor oddaje elektrony i sam się utlenia. W reakcji Zn + CuSO₄ → ZnSO₄ + Cu cynk jest reduktorem (0 → +II), a jony miedzi utleniaczem (+II → 0).',
      'Równania redoks bilansuje się metodą bilansu elektronowego, zapisując osobno połówkowe równania utleniania i redukcji. Szereg aktywności metali pozwala przewidzieć, który metal wypiera inny z roztworu jego soli.',
    ],
    keyPoints: [
      'Pierwiastki w stanie wolnym mają stopień utlenienia 0.',
      'Tlen zwykle −II, wodór zwykle +I.',
      'Liczba oddanych i przyjętych elektronów musi być równa.',
      'Metale aktywniejsze wypierają mniej aktywne.',
    ],
    cards: [
      ['Utlenianie', 'Proces oddawania elektronów.'],
      ['Redukcja', 'Proces przyjmowania elektronów.'],
      ['Utleniacz', 'Substancja przyjmująca elektrony.'],
      ['Stopień utlenienia', 'Umowny ładunek atomu w związku chemicznym.'],
    ],
  },
  'chemia-organiczna': {
    explanation: [
      'Chemia organiczna bada związki węgla. Węgiel jest czterowartościowy i tworzy łańcuchy oraz pierścienie; najprostsze związki to węglowodory: alkany (CₙH₂ₙ₊₂, np. metan), alkeny (CₙH₂ₙ, np. eten) i alkiny (CₙH₂ₙ₋₂, np. etyn).',
      'Grupy funkcyjne decydują o właściwościach: grupa hydroksylowa −OH w alkoholach (etanol), aldehydowa −CHO, karbonylowa w ketonach, karboksylowa −COOH w kwasach karboksylowych (kwas octowy) i aminowa −NH₂ w aminach. Kwas karboksylowy z alkoholem tworzy ester w reakcji estryfikacji.',
      'Alkany ulegają reakcjom substytucji, a alkeny i alkiny addycji, np. odbarwiają wodę bromową. Izomery to związki o tym samym wzorze sumarycznym, ale różnej budowie.',
    ],
    keyPoints: [
      'Szereg homologiczny różni się o grupę −CH₂−.',
      'Alkeny odbarwiają wodę bromową.',
      'Estryfikacja: kwas + alkohol ⇌ ester + woda.',
      'Benzen jest węglowodorem aromatycznym.',
    ],
    cards: [
      ['Grupa funkcyjna', 'Ugrupowanie atomów decydujące o właściwościach związku.'],
      ['Izomeria', 'Występowanie związków o tym samym wzorze sumarycznym i różnej budowie.'],
      ['Addycja', 'Przyłączenie atomów do wiązania wielokrotnego.'],
      ['Ester', 'Produkt reakcji kwasu z alkoholem.'],
    ],
  },
};
