/** Informatyka (pl catalogue subject 3011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  algorytmy: {
    explanation: [
      'Algorytm to skończony, jednoznaczny ciąg kroków prowadzący do rozwiązania problemu. Można go zapisać w postaci listy kroków, schematu blokowego, pseudokodu lub programu w języku programowania.',
      'Klasyczne algorytmy to m.in. algorytm Euklidesa na NWD (NWD(a, b) = NWD(b, a mod b)), wyszukiwanie binarne w posortowanym ciągu oraz sortowanie bąbelkowe, przez wybieranie i przez scalanie. Sortowanie bąbelkowe ma złożoność O(n²), a sortowanie przez scalanie O(n log n).',
      'Złożoność obliczeniowa opisuje, jak rośnie liczba operacji wraz z rozmiarem danych. Rekurencja polega na wywoływaniu przez funkcję samej siebie, np. silnia n! = n·(n − 1)!, z warunkiem zakończenia 0! = 1.',
    ],
    keyPoints: [
      'Cechy algorytmu: poprawność, skończoność, jednoznaczność.',
      'Wyszukiwanie binarne wymaga posortowanych danych.',
      'Algorytm Euklidesa oblicza NWD.',
      'Rekurencja wymaga warunku stopu.',
    ],
    cards: [
      ['Algorytm', 'Skończony ciąg jednoznacznych instrukcji rozwiązujących problem.'],
      ['Złożoność obliczeniowa', 'Miara zasobów potrzebnych algorytmowi w zależności od rozmiaru danych.'],
      ['Wyszukiwanie binarne', 'Metoda dzielenia przeszukiwanego przedziału na pół.'],
      ['Rekurencja', 'Odwoływanie się funkcji do samej siebie.'],
    ],
  },
  programowanie: {
    explanation: [
      'Programowanie to zapisywanie algorytmów w języku zrozumiałym dla komputera, np. Python, C++ lub Java. Program operuje na zmiennych, które mają nazwę, typ (np. int, float, bool, string) i wartość.',
      'Podstawowe konstrukcje to instrukcja warunkowa (if–else), pętle (for, while) oraz funkcje przyjmujące argumenty i zwracające wynik. Na przykład pętla for i in range(1, 11) w Pythonie wykona się 10 razy.',
      'Kompilator tłumaczy cały kod źródłowy na kod maszynowy przed uruchomieniem, a interpreter wykonuje go instrukcja po instrukcji. Błędy dzieli się na składniowe, wykonania i logiczne; wyszukuje się je podczas testowania i debugowania.',
    ],
    keyPoints: [
      'Zmienna: nazwa, typ, wartość.',
      'if–else, for, while jako podstawowe konstrukcje.',
      'Funkcje zwiększają czytelność i ponowne użycie kodu.',
      'Kompilator vs. interpreter.',
    ],
    cards: [
      ['Zmienna', 'Nazwany obszar pamięci przechowujący wartość.'],
      ['Pętla', 'Konstrukcja powtarzająca instrukcje.'],
      ['Kompilator', 'Program tłumaczący kod źródłowy na kod maszynowy.'],
      ['Błąd składniowy', 'Naruszenie zasad zapisu języka programowania.'],
    ],
  },
  'struktury-danych': {
    explanation: [
      'Struktury danych określają sposób przechowywania i organizacji danych. Tablica przechowuje elementy pod kolejnymi indeksami, co zapewnia szybki dostęp do dowolnego elementu.',
      'Stos działa według zasady LIFO (ostatni wszedł, pierwszy wyszedł), z operacjami push i pop, a kolejka według zasady FIFO (pierwszy wszedł, pierwszy wyszedł). Lista jednokierunkowa składa się z węzłów zawierających wartość i wskaźnik na następny element.',
      'Drzewo to struktura hierarchiczna z korzeniem i węzłami potomnymi; w drzewie binarnym poszukiwań mniejsze klucze znajdują się po lewej, a większe po prawej stronie. Graf składa się z wierzchołków i krawędzi i modeluje np. sieci dróg.',
    ],
    keyPoints: [
      'Stos – LIFO, kolejka – FIFO.',
      'Tablica: dostęp przez indeks.',
      'Lista: łatwe wstawianie, wolny dostęp.',
      'Grafy przeszukuje się wszerz (BFS) i w głąb (DFS).',
    ],
    cards: [
      ['Stos', 'Struktura danych działająca według zasady LIFO.'],
      ['Kolejka', 'Struktura danych działająca według zasady FIFO.'],
      ['Drzewo binarne', 'Drzewo, w którym każdy węzeł ma co najwyżej dwóch potomków.'],
      ['Graf', 'Zbiór wierzchołków połączonych krawędziami.'],
    ],
  },
  'systemy-liczbowe': {
    explanation: [
      'System liczbowy pozycyjny przypisuje cyfrze wartość zależną od jej pozycji. W systemie dziesiętnym podstawą jest 10, w dwójkowym 2 (cyfry 0 i 1), w ósemkowym 8, a w szesnastkowym 16 (cyfry 0–9 i A–F).',
      'Liczbę z systemu dwójkowego na dziesiętny zamienia się, sumując potęgi dwójki: 1011₂ = 8 + 0 + 2 + 1 = 11. Zamiana z dziesiętnego na dwójkowy polega na dzieleniu przez 2 i zapisywaniu reszt od końca: 13 = 1101₂.',
      'Jedna cyfra szesnastkowa odpowiada czterem bitom, np. F₁₆ = 1111₂, dlatego system szesnastkowy służy do zwięzłego zapisu danych binarnych, np. kolorów #FF0000. Bajt to 8 bitów i może przyjąć 256 wartości.',
    ],
    keyPoints: [
      'Komputer przetwarza dane w systemie dwójkowym.',
      '1 bajt = 8 bitów = 256 wartości.',
      '4 bity = 1 cyfra szesnastkowa.',
      'Zamiana: dzielenie z resztą przez podstawę.',
    ],
    cards: [
      ['Bit', 'Najmniejsza jednostka informacji: 0 lub 1.'],
      ['System pozycyjny', 'System, w którym wartość cyfry zależy od jej pozycji.'],
      ['System szesnastkowy', 'System o podstawie 16 z cyframi 0–9 i A–F.'],
      ['Bajt', 'Jednostka informacji równa 8 bitom.'],
    ],
  },
  'bazy-danych': {
    explanation: [
      'Relacyjna baza danych przechowuje dane w tabelach złożonych z wierszy (rekordów) i kolumn (pól). Klucz główny jednoznacznie identyfikuje rekord, a klucz obcy tworzy relację z inną tabelą.',
      'Relacje między tabelami mogą być typu jeden do jednego, jeden do wielu i wiele do wielu, przy czym ta ostatnia wymaga tabeli pośredniej. Normalizacja usuwa nadmiarowość danych i anomalie.',
      'Do obsługi baz służy język SQL: SELECT imie FROM uczniowie WHERE klasa = \'3A\' ORDER BY imie; zwraca posortowane imiona uczniów klasy 3A. Polecenia INSERT, UPDATE i DELETE dodają, zmieniają i usuwają dane, a JOIN łączy tabele.',
    ],
    keyPoints: [
      'Klucz główny jest unikalny i niepusty.',
      'Klucz obcy wskazuje na klucz główny innej tabeli.',
      'Podstawowe zapytanie: SELECT … FROM … WHERE.',
      'Funkcje agregujące: COUNT, SUM, AVG, MIN, MAX.',
    ],
    cards: [
      ['Klucz główny', 'Pole jednoznacznie identyfikujące rekord.'],
      ['Klucz obcy', 'Pole odwołujące się do klucza głównego innej tabeli.'],
      ['SQL', 'Strukturalny język zapytań do baz danych.'],
      ['Normalizacja', 'Proces porządkowania tabel w celu usunięcia nadmiarowości.'],
    ],
  },
  'arkusze-kalkulacyjne': {
    explanation: [
      'Arkusz kalkulacyjny, np. Excel lub Calc, składa się z komórek adresowanych literą kolumny i numerem wiersza, np. B3. Formuły zaczynają się od znaku „=”, np. =A1+A2.',
      'Adresowanie względne (A1) zmienia się przy kopiowaniu formuły, bezwzględne ($A$1) pozostaje stałe, a mieszane ($A1 lub A$1) blokuje tylko kolumnę lub wiersz. Popularne funkcje to SUMA, ŚREDNIA, MIN, MAX, JEŻELI i LICZ.JEŻELI.',
      'Funkcja =JEŻELI(B2>=50;"zdał";"nie zdał") zwraca tekst zależny od warunku. Dane można sortować, filtrować, prezentować na wykresach oraz analizować w tabelach przestawnych.',
    ],
    keyPoints: [
      'Formuła zaczyna się od „=”.',
      'Znak $ blokuje adres przy kopiowaniu.',
      'JEŻELI realizuje warunek logiczny.',
      'Wykresy i tabele przestawne wspierają analizę danych.',
    ],
    cards: [
      ['Adres względny', 'Adres komórki zmieniający się przy kopiowaniu formuły.'],
      ['Adres bezwzględny', 'Adres zablokowany znakami $, np. $A$1.'],
      ['Funkcja JEŻELI', 'Funkcja zwracająca jedną z dwóch wartości zależnie od warunku.'],
      ['Tabela przestawna', 'Narzędzie do grupowania i podsumowywania danych.'],
    ],
  },
  'sieci-komputerowe': {
    explanation: [
      'Sieć komputerowa to połączone urządzenia wymieniające dane. Ze względu na zasięg wyróżnia się sieci LAN (lokalne), MAN (miejskie) i WAN (rozległe), a największą siecią jest Internet.',
      'Komunikację opisują modele warstwowe: ISO/OSI (7 warstw) i TCP/IP (4 warstwy). Każde urządzenie ma adres IP – w IPv4 zapisywany jako cztery liczby 0–255, np. 192.168.1.10 – oraz fizyczny adres MAC karty sieciowej.',
      'Router łączy różne sieci i wyznacza trasy pakietów, a przełącznik (switch) łączy urządzenia w sieci lokalnej. Usługa DNS zamienia nazwy domen na adresy IP, a DHCP automatycznie przydziela adresy urządzeniom.',
    ],
    keyPoints: [
      'LAN, MAN, WAN.',
      'IPv4 – 32 bity, IPv6 – 128 bitów.',
      'DNS tłumaczy nazwy domen na adresy IP.',
      'Topologie: gwiazda, magistrala, pierścień.',
    ],
    cards: [
      ['Adres IP', 'Logiczny adres urządzenia w sieci.'],
      ['Router', 'Urządzenie kierujące pakiety między sieciami.'],
      ['DNS', 'System nazw domenowych.'],
      ['DHCP', 'Protokół automatycznie przydzielający adresy IP.'],
    ],
  },
  'bezpieczenstwo-w-sieci': {
    explanation: [
      'Bezpieczeństwo w sieci obejmuje ochronę danych, urządzeń i prywatności. Zagrożenia to m.in. złośliwe oprogramowanie (wirusy, robaki, trojany, ransomware), phishing, czyli podszywanie się pod zaufane instytucje w celu wyłudzenia danych, oraz kradzież tożsamości.',
      'Podstawowe zabezpieczenia to silne, unikatowe hasła, menedżer haseł, uwierzytelnianie dwuskładnikowe, aktualizacje oprogramowania, program antywirusowy i zapora sieciowa (firewall). Połączenia szyfrowane HTTPS chronią przesyłane dane.',
      'Regularne kopie zapasowe chronią przed utratą danych, np. po ataku ransomware. W sieci obowiązuje też ochrona wizerunku i danych osobowych, regulowana m.in. przez RODO, a cyberprzemoc jest poważnym zagrożeniem wśród młodzieży.',
    ],
    keyPoints: [
      'Silne hasła i uwierzytelnianie dwuskładnikowe.',
      'Aktualizacje łatają luki bezpieczeństwa.',
      'Podejrzane linki w wiadomościach to typowe narzędzie phishingu.',
      'Kopie zapasowe w kilku miejscach.',
    ],
    cards: [
      ['Phishing', 'Wyłudzanie danych przez podszywanie się pod zaufane podmioty.'],
      ['Ransomware', 'Złośliwe oprogramowanie szyfrujące dane i żądające okupu.'],
      ['Firewall', 'Zapora sieciowa kontrolująca ruch sieciowy.'],
      ['Uwierzytelnianie dwuskładnikowe', 'Logowanie wymagające dwóch niezależnych potwierdzeń tożsamości.'],
    ],
  },
};
