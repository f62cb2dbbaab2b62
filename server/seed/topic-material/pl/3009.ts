/** Wiedza o społeczeństwie (pl catalogue subject 3009): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'konstytucja-rp': {
    explanation: [
      'Konstytucja Rzeczypospolitej Polskiej została uchwalona przez Zgromadzenie Narodowe 2 kwietnia 1997 r., przyjęta w referendum i weszła w życie 17 października 1997 r. Jest najwyższym prawem w państwie i składa się z preambuły oraz 13 rozdziałów.',
      'Rozdział I określa zasady ustroju: demokratyczne państwo prawne, zwierzchnictwo narodu, trójpodział władzy, pluralizm polityczny, społeczna gospodarka rynkowa i decentralizacja władzy publicznej. Rozdział II zawiera wolności, prawa i obowiązki człowieka i obywatela.',
      'Zmiana konstytucji wymaga uchwalenia ustawy przez Sejm większością co najmniej 2/3 głosów w obecności co najmniej połowy posłów oraz przez Senat bezwzględną większością głosów. Zgodność ustaw z konstytucją bada Trybunał Konstytucyjny.',
    ],
    keyPoints: [
      'Uchwalona 2 kwietnia 1997 r.',
      'Preambuła i 13 rozdziałów.',
      'Zasada trójpodziału władzy (art. 10).',
      'Konstytucja jest stosowana bezpośrednio.',
    ],
    cards: [
      ['Preambuła', 'Uroczysty wstęp do konstytucji.'],
      ['Państwo prawne', 'Państwo, w którym organy działają na podstawie i w granicach prawa.'],
      ['Zwierzchnictwo narodu', 'Zasada, że władza najwyższa należy do narodu.'],
      ['Trybunał Konstytucyjny', 'Organ badający zgodność prawa z konstytucją.'],
    ],
  },
  'ustroj-polski': {
    explanation: [
      'Polska jest republiką parlamentarną z elementami systemu prezydenckiego. Władzę ustawodawczą sprawują Sejm (460 posłów) i Senat (100 senatorów), wybierani na 4-letnią kadencję.',
      'Władzę wykonawczą sprawują Prezydent RP i Rada Ministrów. Prezydent wybierany jest w wyborach powszechnych na 5 lat, najwyżej dwukrotnie; może zawetować ustawę, a weto odrzuca Sejm większością 3/5 głosów. Rząd z Prezesem Rady Ministrów odpowiada przed Sejmem, który może uchwalić konstruktywne wotum nieufności.',
      'Władzę sądowniczą sprawują sądy i trybunały: Sąd Najwyższy, sądy powszechne, administracyjne i wojskowe oraz Trybunał Konstytucyjny i Trybunał Stanu. Organami kontroli są m.in. Najwyższa Izba Kontroli i Rzecznik Praw Obywatelskich.',
    ],
    keyPoints: [
      'Sejm: 460 posłów; Senat: 100 senatorów.',
      'Prezydent: kadencja 5 lat, maksymalnie dwie.',
      'Konstruktywne wotum nieufności wobec rządu.',
      'Niezależność sądów i niezawisłość sędziów.',
    ],
    cards: [
      ['Zgromadzenie Narodowe', 'Wspólne obrady Sejmu i Senatu.'],
      ['Weto prezydenckie', 'Odmowa podpisania ustawy przez prezydenta.'],
      ['Wotum nieufności', 'Uchwała Sejmu wyrażająca brak poparcia dla rządu lub ministra.'],
      ['NIK', 'Najwyższa Izba Kontroli – naczelny organ kontroli państwowej.'],
    ],
  },
  'samorzad-terytorialny': {
    explanation: [
      'Samorząd terytorialny to wspólnota mieszkańców danego obszaru, która samodzielnie wykonuje część zadań publicznych. W Polsce od reformy z 1999 r. istnieje trójstopniowy podział: gmina, powiat i województwo.',
      'Gmina jest podstawową jednostką samorządu; jej organem stanowiącym jest rada gminy, a wykonawczym wójt, burmistrz lub prezydent miasta, wybierany w wyborach bezpośrednich. Gmina odpowiada m.in. za szkoły podstawowe, wodociągi, lokalne drogi i odpady.',
      'Organem stanowiącym powiatu jest rada powiatu, a wykonawczym zarząd ze starostą; w województwie są to sejmik województwa oraz zarząd z marszałkiem. Wojewoda jest natomiast przedstawicielem rządu w województwie.',
    ],
    keyPoints: [
      'Trzy szczeble: gmina, powiat, województwo.',
      'Zasada pomocniczości (subsydiarności).',
      'Wójt/burmistrz wybierany bezpośrednio.',
      'Wojewoda reprezentuje rząd, marszałek – samorząd.',
    ],
    cards: [
      ['Gmina', 'Podstawowa jednostka samorządu terytorialnego.'],
      ['Starosta', 'Przewodniczący zarządu powiatu.'],
      ['Sejmik województwa', 'Organ stanowiący samorządu województwa.'],
      ['Zasada pomocniczości', 'Zadania wykonuje najniższy szczebel, który jest w stanie je zrealizować.'],
    ],
  },
  'partie-polityczne': {
    explanation: [
      'Partia polityczna to dobrowolna organizacja obywateli, która dąży do zdobycia i sprawowania władzy w celu realizacji swojego programu. Zgodnie z konstytucją partie wpływają metodami demokratycznymi na kształtowanie polityki państwa.',
      'Funkcje partii to m.in. wyborcza, programowa, rekrutacyjna, socjalizacyjna i rządzenia. Ze względu na program wyróżnia się partie konserwatywne, liberalne, socjaldemokratyczne, chadeckie, zielone i narodowe; tradycyjnie umieszcza się je na osi lewica–prawica.',
      'Systemy partyjne dzielą się na jednopartyjne, dwupartyjne (np. w USA) i wielopartyjne (np. w Polsce). Partie w Polsce rejestruje Sąd Okręgowy w Warszawie, a zakazane są partie odwołujące się do totalitarnych metod.',
    ],
    keyPoints: [
      'Cel partii: zdobycie i sprawowanie władzy.',
      'Funkcje: wyborcza, programowa, rekrutacyjna.',
      'Systemy: jedno-, dwu- i wielopartyjny.',
      'Partie finansowane są m.in. z subwencji budżetowych.',
    ],
    cards: [
      ['Partia polityczna', 'Organizacja dążąca do zdobycia władzy w celu realizacji programu.'],
      ['Koalicja', 'Porozumienie partii w celu utworzenia rządu.'],
      ['System dwupartyjny', 'System, w którym o władzę rywalizują dwie główne partie.'],
      ['Opozycja', 'Partie niebiorące udziału w rządzie i krytykujące jego działania.'],
    ],
  },
  wybory: {
    explanation: [
      'Wybory do Sejmu są pięcioprzymiotnikowe: powszechne, równe, bezpośrednie, proporcjonalne i tajne. Czynne prawo wyborcze przysługuje obywatelom od 18. roku życia, a bierne do Sejmu od 21 lat, do Senatu od 30 lat, a na urząd prezydenta od 35 lat.',
      'Mandaty w Sejmie dzieli się metodą d’Hondta w 41 okręgach; obowiązuje próg wyborczy 5% dla komitetów partyjnych i 8% dla koalicji. Wybory do Senatu odbywają się w 100 okręgach jednomandatowych według zasady większości.',
      'Prezydenta wybiera się bezwzględną większością głosów; jeśli nikt jej nie uzyska, po dwóch tygodniach odbywa się druga tura z udziałem dwóch kandydatów z najlepszymi wynikami. Frekwencja to odsetek uprawnionych, którzy wzięli udział w głosowaniu.',
    ],
    keyPoints: [
      'Sejm: ordynacja proporcjonalna, metoda d’Hondta.',
      'Senat: okręgi jednomandatowe, większość względna.',
      'Progi: 5% partie, 8% koalicje.',
      'Prezydent: do dwóch tur głosowania.',
    ],
    cards: [
      ['Czynne prawo wyborcze', 'Prawo do głosowania.'],
      ['Bierne prawo wyborcze', 'Prawo do kandydowania.'],
      ['Metoda d’Hondta', 'Sposób przeliczania głosów na mandaty, sprzyjający dużym ugrupowaniom.'],
      ['Próg wyborczy', 'Minimalny odsetek głosów potrzebny do udziału w podziale mandatów.'],
    ],
  },
  'prawa-czlowieka': {
    explanation: [
      'Prawa człowieka to prawa przysługujące każdemu człowiekowi z racji jego godności, niezależnie od pochodzenia, płci czy wyznania. Są powszechne, przyrodzone, niezbywalne, nienaruszalne i niepodzielne.',
      'Powszechną Deklarację Praw Człowieka przyjęło Zgromadzenie Ogólne ONZ 10 grudnia 1948 r. Wyróżnia się prawa pierwszej generacji (osobiste i polityczne), drugiej (ekonomiczne, socjalne i kulturalne) oraz trzeciej (solidarnościowe, np. prawo do pokoju i czystego środowiska).',
      'W Europie prawa chroni Europejska Konwencja Praw Człowieka z 1950 r., a skargi rozpatruje Europejski Trybunał Praw Człowieka w Strasburgu. W Polsce na straży praw stoją m.in. Rzecznik Praw Obywatelskich i Rzecznik Praw Dziecka.',
    ],
    keyPoints: [
      'Źródłem praw człowieka jest godność.',
      'Trzy generacje praw człowieka.',
      'ETPC w Strasburgu rozpatruje skargi obywateli.',
      'RPO może wnieść sprawę do Trybunału Konstytucyjnego.',
    ],
    cards: [
      ['Godność człowieka', 'Przyrodzona wartość będąca źródłem praw i wolności.'],
      ['Powszechna Deklaracja Praw Człowieka', 'Dokument ONZ z 1948 r.'],
      ['ETPC', 'Europejski Trybunał Praw Człowieka w Strasburgu.'],
      ['Rzecznik Praw Obywatelskich', 'Organ stojący na straży wolności i praw obywateli.'],
    ],
  },
  prawo: {
    explanation: [
      'Prawo to zbiór norm postępowania ustanowionych lub uznanych przez państwo i zabezpieczonych przymusem państwowym. Źródłami powszechnie obowiązującego prawa w Polsce są konstytucja, ratyfikowane umowy międzynarodowe, ustawy, rozporządzenia i akty prawa miejscowego.',
      'Gałęzie prawa to m.in. prawo konstytucyjne, cywilne (stosunki majątkowe i rodzinne), karne (przestępstwa i kary), administracyjne i pracy. Dzieli się je także na prawo publiczne i prywatne oraz materialne i procesowe.',
      'Odpowiedzialność karna w Polsce co do zasady przysługuje od 17. roku życia, a pełna zdolność do czynności prawnych od 18 lat. Ważne zasady to domniemanie niewinności oraz „nie ma przestępstwa bez ustawy” (nullum crimen sine lege).',
    ],
    keyPoints: [
      'Hierarchia źródeł prawa z konstytucją na szczycie.',
      'Prawo cywilne, karne, administracyjne, pracy.',
      'Domniemanie niewinności.',
      'Ustawa wchodzi w życie po ogłoszeniu w Dzienniku Ustaw.',
    ],
    cards: [
      ['Norma prawna', 'Reguła postępowania zabezpieczona przymusem państwowym.'],
      ['Rozporządzenie', 'Akt wykonawczy wydawany na podstawie ustawy.'],
      ['Domniemanie niewinności', 'Zasada, że oskarżonego uważa się za niewinnego do prawomocnego wyroku.'],
      ['Vacatio legis', 'Okres między ogłoszeniem aktu prawnego a jego wejściem w życie.'],
    ],
  },
  'unia-europejska': {
    explanation: [
      'Unia Europejska powstała na mocy traktatu z Maastricht (1992), a jej korzenie sięgają Europejskiej Wspólnoty Węgla i Stali (1951) i traktatów rzymskich (1957). Polska jest członkiem UE od 1 maja 2004 r.; po wyjściu Wielkiej Brytanii w 2020 r. Unia liczy 27 państw.',
      'Najważniejsze instytucje to Parlament Europejski, Rada Europejska, Rada Unii Europejskiej, Komisja Europejska, Trybunał Sprawiedliwości UE i Europejski Bank Centralny. Komisja ma inicjatywę ustawodawczą, a Parlament i Rada wspólnie uchwalają prawo.',
      'Podstawą integracji jest rynek wewnętrzny z czterema swobodami: przepływu towarów, osób, usług i kapitału. Strefa Schengen znosi kontrole na granicach wewnętrznych, a wspólną walutę euro przyjęło 20 państw (Polska nie należy do strefy euro).',
    ],
    keyPoints: [
      'Polska w UE od 2004 r.',
      'Traktat lizboński z 2007 r. reformuje instytucje.',
      'Cztery swobody rynku wewnętrznego.',
      'Obywatelstwo UE uzupełnia obywatelstwo krajowe.',
    ],
    cards: [
      ['Komisja Europejska', 'Organ wykonawczy UE z inicjatywą ustawodawczą.'],
      ['Strefa Schengen', 'Obszar bez kontroli na granicach wewnętrznych.'],
      ['Traktat z Maastricht', 'Traktat z 1992 r. ustanawiający Unię Europejską.'],
      ['Rynek wewnętrzny', 'Obszar swobodnego przepływu towarów, osób, usług i kapitału.'],
    ],
  },
  'stosunki-miedzynarodowe': {
    explanation: [
      'Stosunki międzynarodowe to relacje między państwami, organizacjami międzynarodowymi i innymi podmiotami. Podstawowym podmiotem prawa międzynarodowego jest suwerenne państwo, a narzędziami polityki zagranicznej są dyplomacja, umowy międzynarodowe i sankcje.',
      'Organizacja Narodów Zjednoczonych powstała w 1945 r. w celu utrzymania pokoju; jej Rada Bezpieczeństwa ma 5 stałych członków z prawem weta (USA, Rosja, Chiny, Francja, Wielka Brytania). NATO, którego członkiem Polska jest od 1999 r., to sojusz obronny; art. 5 traktatu waszyngtońskiego mówi, że atak na jednego członka jest atakiem na wszystkich.',
      'Współczesne wyzwania to konflikty zbrojne, w tym wojna w Ukrainie od 2022 r., terroryzm, migracje i zmiany klimatu. Polska współpracuje regionalnie m.in. w Grupie Wyszehradzkiej i Trójmorzu.',
    ],
    keyPoints: [
      'ONZ od 1945 r., Rada Bezpieczeństwa z prawem weta.',
      'Polska w NATO od 1999 r.',
      'Art. 5 – zasada kolektywnej obrony.',
      'Dyplomacja jako główne narzędzie polityki zagranicznej.',
    ],
    cards: [
      ['Suwerenność', 'Niezależność państwa w sprawach wewnętrznych i zewnętrznych.'],
      ['Rada Bezpieczeństwa ONZ', 'Organ ONZ odpowiedzialny za pokój i bezpieczeństwo.'],
      ['NATO', 'Sojusz Północnoatlantycki, organizacja obronna.'],
      ['Sankcje', 'Środki nacisku stosowane wobec państwa łamiącego prawo międzynarodowe.'],
    ],
  },
};
