/** Język angielski (pl catalogue subject 3003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  czasy: {
    explanation: [
      'W języku angielskim czasy dzielą się na proste (Simple), ciągłe (Continuous) i dokonane (Perfect). Present Simple opisuje fakty i nawyki („She works in a bank”), a Present Continuous czynności trwające teraz lub tymczasowe („She is working now”).',
      'Past Simple wyraża zakończone czynności w określonym momencie przeszłości („I visited Kraków in 2020”), a Present Perfect (have/has + III forma) łączy przeszłość z teraźniejszością („I have visited Kraków twice”). Typowe określenia Present Perfect to „already”, „yet”, „ever”, „since” i „for”.',
      'Past Continuous opisuje czynność trwającą w przeszłości, często przerwaną inną („I was reading when he called”), a Past Perfect czynność wcześniejszą od innej przeszłej. Przyszłość wyraża się m.in. przez „will”, „be going to” i Present Continuous dla ustalonych planów.',
    ],
    keyPoints: [
      'Present Simple: w 3. osobie liczby pojedynczej końcówka -s.',
      'Past Simple z „ago”, „yesterday”, „last”.',
      'Present Perfect nie łączy się z określoną datą przeszłą.',
      'Czasowniki statyczne (know, like) zwykle nie występują w formie ciągłej.',
    ],
    cards: [
      ['Present Perfect', 'have/has + III forma; przeszłość związana z teraźniejszością.'],
      ['Past Continuous', 'was/were + -ing; czynność trwająca w przeszłości.'],
      ['be going to', 'Konstrukcja wyrażająca zamiary i przewidywania oparte na dowodach.'],
      ['Stative verbs', 'Czasowniki stanu, np. know, believe, zwykle bez formy ciągłej.'],
    ],
  },
  gramatyka: {
    explanation: [
      'Gramatyka angielska opiera się na stałym szyku zdania: podmiot – orzeczenie – dopełnienie (SVO). Pytania tworzy się przez inwersję lub z operatorem „do/does/did” („Do you like tea?”).',
      'Przedimek „a/an” stosuje się przed rzeczownikami policzalnymi w liczbie pojedynczej wspomnianymi po raz pierwszy, „the” przed rzeczownikami określonymi lub znanymi rozmówcom. Rzeczowniki niepoliczalne, jak „information”, „advice” czy „furniture”, nie mają liczby mnogiej.',
      'Przymiotniki stopniuje się przez -er/-est dla krótkich („bigger, the biggest”) lub more/most dla dłuższych („more expensive”); wyjątki to good – better – best oraz bad – worse – worst. Czasowniki modalne, np. can, must, should, might, występują z bezokolicznikiem bez „to”.',
    ],
    keyPoints: [
      'Szyk SVO w zdaniach oznajmujących.',
      '„Much” z niepoliczalnymi, „many” z policzalnymi.',
      'Modal verbs nie mają końcówki -s w 3. osobie.',
      'Gerund (-ing) po czasownikach takich jak enjoy, avoid, finish.',
    ],
    cards: [
      ['Article', 'Przedimek: a/an (nieokreślony) lub the (określony).'],
      ['Uncountable noun', 'Rzeczownik niepoliczalny, np. water, money, advice.'],
      ['Modal verb', 'Czasownik modalny wyrażający możliwość, obowiązek lub radę.'],
      ['Gerund', 'Forma -ing pełniąca funkcję rzeczownika, np. „Swimming is fun”.'],
    ],
  },
  'tryby-warunkowe': {
    explanation: [
      'Zdania warunkowe (conditionals) składają się ze zdania z „if” i zdania głównego. Zerowy okres warunkowy opisuje prawdy ogólne: if + Present Simple, Present Simple („If you heat ice, it melts”).',
      'Pierwszy okres dotyczy realnych sytuacji przyszłych: if + Present Simple, will + bezokolicznik („If it rains, we will stay home”). Drugi opisuje sytuacje nierealne lub mało prawdopodobne w teraźniejszości: if + Past Simple, would + bezokolicznik („If I had money, I would buy a car”).',
      'Trzeci okres dotyczy nierealnej przeszłości: if + Past Perfect, would have + III forma („If I had studied, I would have passed”). Mieszane okresy łączą np. przeszłą przyczynę z teraźniejszym skutkiem.',
    ],
    keyPoints: [
      'Po „if” nie używa się „will” ani „would”.',
      'W drugim okresie formalnie „If I were you”.',
      '„Unless” znaczy „if not”.',
      'Przecinek stawia się, gdy zdanie zaczyna się od „if”.',
    ],
    cards: [
      ['Zero conditional', 'if + Present Simple, Present Simple – prawdy ogólne.'],
      ['First conditional', 'if + Present Simple, will – realna przyszłość.'],
      ['Second conditional', 'if + Past Simple, would – nierealna teraźniejszość.'],
      ['Third conditional', 'if + Past Perfect, would have + III forma – nierealna przeszłość.'],
    ],
  },
  'strona-bierna': {
    explanation: [
      'Stronę bierną (Passive Voice) tworzy się z odpowiedniej formy czasownika „be” i trzeciej formy czasownika głównego („The letter was written”). Stosuje się ją, gdy ważniejsza jest czynność lub jej obiekt niż wykonawca.',
      'Czas wyraża forma „be”: „is made” (Present Simple), „was made” (Past Simple), „has been made” (Present Perfect), „will be made” (Future Simple), „is being made” (Present Continuous). Wykonawcę czynności dodaje się za pomocą „by”: „Pan Tadeusz was written by Mickiewicz”.',
      'Strona bierna jest typowa dla tekstów naukowych, instrukcji i wiadomości. Konstrukcja „have something done” oznacza zlecenie wykonania czynności komuś innemu („I had my hair cut”).',
    ],
    keyPoints: [
      'be + past participle.',
      'Dopełnienie zdania czynnego staje się podmiotem biernego.',
      'Wykonawca z „by” jest często pomijany.',
      '„It is said that…” – bezosobowa strona bierna.',
    ],
    cards: [
      ['Passive Voice', 'Strona bierna, w której podmiot podlega czynności.'],
      ['Past participle', 'Trzecia forma czasownika, np. made, written.'],
      ['by-agent', 'Wykonawca czynności wprowadzony przez „by”.'],
      ['Causative have', 'Konstrukcja have something done – zlecenie usługi.'],
    ],
  },
  'mowa-zalezna': {
    explanation: [
      'Mowa zależna (Reported Speech) służy do relacjonowania cudzych wypowiedzi. Gdy czasownik wprowadzający jest w czasie przeszłym („He said”), czasy cofają się o jeden stopień (backshift): Present Simple → Past Simple, Past Simple i Present Perfect → Past Perfect, will → would.',
      'Zmieniają się też zaimki i określenia czasu i miejsca: „now” → „then”, „today” → „that day”, „tomorrow” → „the next day”, „here” → „there”. „I am tired” staje się „She said (that) she was tired”.',
      'Pytania w mowie zależnej mają szyk zdania oznajmującego i nie zawierają operatora „do”: „Where do you live?” → „He asked where I lived”. Pytania ogólne wprowadza się przez „if” lub „whether”, a polecenia przez „tell/ask + to”.',
    ],
    keyPoints: [
      'Backshift po czasowniku w czasie przeszłym.',
      '„Say” bez dopełnienia osobowego, „tell” z dopełnieniem.',
      'Pytania: szyk oznajmujący.',
      'Polecenia: „He told me to wait”.',
    ],
    cards: [
      ['Reported Speech', 'Relacjonowanie czyjejś wypowiedzi bez cytowania.'],
      ['Backshift', 'Cofnięcie czasu gramatycznego w mowie zależnej.'],
      ['whether', 'Spójnik wprowadzający pytania ogólne w mowie zależnej.'],
      ['Reporting verb', 'Czasownik wprowadzający, np. say, tell, ask, explain.'],
    ],
  },
  slownictwo: {
    explanation: [
      'Słownictwo najlepiej przyswaja się w kontekście i w grupach tematycznych, takich jak człowiek, dom, szkoła, praca, zdrowie czy środowisko. Ważne są kolokacje, czyli typowe połączenia słów: „make a mistake”, „do homework”, „take a photo”, „heavy rain”.',
      'Phrasal verbs to czasowniki z partykułą, których znaczenie często różni się od znaczenia czasownika podstawowego: „give up” (zrezygnować), „look after” (opiekować się), „turn down” (odrzucić). Słowotwórstwo pozwala tworzyć nowe wyrazy: „employ” → „employer”, „employee”, „unemployment”.',
      'Tzw. false friends to wyrazy podobne do polskich, ale o innym znaczeniu: „actually” to „właściwie”, „eventually” to „w końcu”, „pathetic” to „żałosny”. Na maturze sprawdza się także znajomość synonimów i wyrażeń idiomatycznych.',
    ],
    keyPoints: [
      'Kolokacje: make vs. do.',
      'Phrasal verbs mają znaczenia idiomatyczne.',
      'Przedrostki un-, dis-, im- tworzą antonimy.',
      'False friends są częstym źródłem błędów.',
    ],
    cards: [
      ['Collocation', 'Typowe połączenie wyrazów, np. „make a decision”.'],
      ['Phrasal verb', 'Czasownik z partykułą o nowym znaczeniu, np. „give up”.'],
      ['False friend', 'Wyraz podobny do polskiego, ale o innym znaczeniu.'],
      ['Suffix', 'Przyrostek, np. -ness, -ment, -able.'],
    ],
  },
  'rozumienie-tekstu-czytanego': {
    explanation: [
      'Rozumienie tekstu czytanego sprawdza umiejętność znajdowania informacji, określania głównej myśli, intencji autora oraz kontekstu wypowiedzi. Typowe zadania to prawda/fałsz, wybór wielokrotny, dobieranie nagłówków i uzupełnianie luk zdaniami.',
      'Skanowanie (scanning) polega na szybkim wyszukiwaniu konkretnej informacji, np. daty lub nazwy, a przeglądanie (skimming) na ogólnym zrozumieniu treści. Odpowiedzi często są sformułowane innymi słowami niż tekst, dlatego ważne jest rozpoznawanie parafraz i synonimów.',
      'W zadaniach z lukami pomocne są słowa łączące, np. „however”, „therefore”, „for example”, oraz zaimki odsyłające do poprzedniego zdania. Dystraktory to odpowiedzi pozornie pasujące, które zawierają słowa z tekstu, ale zmieniają jego sens.',
    ],
    keyPoints: [
      'Skimming – ogólny sens; scanning – konkretne informacje.',
      'Odpowiedzi są często parafrazą tekstu.',
      'Spójniki i zaimki wskazują logiczne powiązania.',
      'Dystraktory powtarzają słowa tekstu w fałszywym kontekście.',
    ],
    cards: [
      ['Skimming', 'Szybkie czytanie w celu uchwycenia ogólnego sensu.'],
      ['Scanning', 'Wyszukiwanie w tekście konkretnej informacji.'],
      ['Paraphrase', 'Wyrażenie tej samej treści innymi słowami.'],
      ['Distractor', 'Błędna odpowiedź, która wydaje się poprawna.'],
    ],
  },
  'wypowiedz-pisemna': {
    explanation: [
      'Na maturze z języka angielskiego pisze się m.in. e-mail, wpis na blogu, list formalny, rozprawkę (for and against essay, opinion essay) i artykuł. Każda forma ma określoną strukturę oraz rejestr – formalny lub nieformalny.',
      'E-mail nieformalny zaczyna się od „Hi Tom” i kończy „Best wishes”, a list formalny od „Dear Sir or Madam” i kończy „Yours faithfully”. W tekstach formalnych unika się skrótów („do not” zamiast „don’t”) i słownictwa potocznego.',
      'Rozprawka ma wstęp z przedstawieniem problemu, akapity z argumentami i zakończenie z opinią lub podsumowaniem. Spójność zapewniają wyrażenia „firstly”, „moreover”, „on the other hand”, „in conclusion”.',
    ],
    keyPoints: [
      'Wszystkie elementy polecenia muszą zostać rozwinięte.',
      'Rejestr dopasowany do adresata.',
      'Akapity i spójniki porządkują tekst.',
      'Na maturze podstawowej wypowiedź liczy 80–130 słów.',
    ],
    cards: [
      ['Register', 'Styl wypowiedzi – formalny lub nieformalny.'],
      ['Opinion essay', 'Rozprawka przedstawiająca opinię autora z argumentami.'],
      ['Linking words', 'Wyrażenia łączące, np. however, moreover, therefore.'],
      ['Yours faithfully', 'Zwrot kończący list formalny do nieznanego adresata.'],
    ],
  },
};
