/** Podstawy przedsiębiorczości (pl catalogue subject 3012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  rynek: {
    explanation: [
      'Rynek to ogół transakcji kupna i sprzedaży oraz warunków, w jakich są zawierane; spotykają się na nim kupujący i sprzedający. Rynki dzieli się m.in. na rynek dóbr i usług, rynek pracy oraz rynek finansowy.',
      'Ze względu na liczbę uczestników wyróżnia się konkurencję doskonałą (wielu sprzedawców jednorodnego produktu), konkurencję monopolistyczną, oligopol (kilku dużych sprzedawców) i monopol (jeden sprzedawca). Rynek sprzedawcy występuje przy niedoborze towarów, a rynek kupującego przy ich nadmiarze.',
      'Gospodarka rynkowa opiera się na własności prywatnej, swobodzie działalności gospodarczej i cenach kształtowanych przez popyt i podaż. Adam Smith opisał mechanizm rynkowy jako „niewidzialną rękę rynku”.',
    ],
    keyPoints: [
      'Cena to informacja o rzadkości dóbr.',
      'Formy rynku: konkurencja doskonała, monopol, oligopol.',
      'Urząd Ochrony Konkurencji i Konsumentów chroni konkurencję.',
      'Niewidzialna ręka rynku – Adam Smith.',
    ],
    cards: [
      ['Rynek', 'Ogół transakcji kupna i sprzedaży oraz ich warunków.'],
      ['Monopol', 'Rynek z jednym sprzedawcą.'],
      ['Oligopol', 'Rynek zdominowany przez kilku dużych sprzedawców.'],
      ['UOKiK', 'Urząd Ochrony Konkurencji i Konsumentów.'],
    ],
  },
  'popyt-i-podaz': {
    explanation: [
      'Popyt to ilość dobra, jaką nabywcy chcą i mogą kupić po danej cenie, a podaż to ilość, jaką sprzedawcy chcą sprzedać. Zgodnie z prawem popytu wraz ze wzrostem ceny popyt maleje, a zgodnie z prawem podaży podaż rośnie.',
      'Punkt przecięcia krzywych popytu i podaży wyznacza cenę równowagi rynkowej. Gdy cena jest wyższa od równowagi, powstaje nadwyżka, a gdy niższa – niedobór towaru.',
      'Na popyt wpływają m.in. dochody, ceny dóbr substytucyjnych i komplementarnych oraz gusty, a na podaż koszty produkcji i technologia. Wyjątkiem od prawa popytu jest np. efekt Veblena dla dóbr luksusowych.',
    ],
    keyPoints: [
      'Prawo popytu: wyższa cena – mniejszy popyt.',
      'Prawo podaży: wyższa cena – większa podaż.',
      'Cena równowagi równoważy popyt i podaż.',
      'Elastyczność cenowa mierzy wrażliwość popytu na zmianę ceny.',
    ],
    cards: [
      ['Popyt', 'Ilość dobra, jaką nabywcy chcą i mogą kupić po danej cenie.'],
      ['Podaż', 'Ilość dobra oferowana do sprzedaży po danej cenie.'],
      ['Cena równowagi', 'Cena, przy której popyt równa się podaży.'],
      ['Dobra substytucyjne', 'Dobra zaspokajające tę samą potrzebę, np. masło i margaryna.'],
    ],
  },
  przedsiebiorstwo: {
    explanation: [
      'Przedsiębiorstwo to zorganizowana jednostka prowadząca działalność gospodarczą w celu osiągnięcia zysku. Zysk to różnica między przychodami a kosztami, które dzieli się na stałe (np. czynsz) i zmienne (np. surowce).',
      'W Polsce najprostszą formą jest jednoosobowa działalność gospodarcza rejestrowana w CEIDG. Spółki osobowe to m.in. spółka cywilna, jawna, partnerska i komandytowa, a kapitałowe to spółka z ograniczoną odpowiedzialnością (minimalny kapitał 5000 zł) i spółka akcyjna (100 000 zł).',
      'W spółkach kapitałowych wspólnicy co do zasady nie odpowiadają osobiście za zobowiązania spółki. Przedsiębiorstwa klasyfikuje się też według wielkości: mikro (do 9 pracowników), małe, średnie i duże.',
    ],
    keyPoints: [
      'Zysk = przychody − koszty.',
      'Rejestracja działalności w CEIDG lub KRS.',
      'Sp. z o.o. – minimalny kapitał 5000 zł.',
      'Próg rentowności: przychody pokrywają koszty.',
    ],
    cards: [
      ['CEIDG', 'Centralna Ewidencja i Informacja o Działalności Gospodarczej.'],
      ['Spółka z o.o.', 'Spółka kapitałowa z ograniczoną odpowiedzialnością wspólników.'],
      ['Koszty stałe', 'Koszty niezależne od wielkości produkcji.'],
      ['KRS', 'Krajowy Rejestr Sądowy, w którym rejestruje się spółki.'],
    ],
  },
  biznesplan: {
    explanation: [
      'Biznesplan to dokument opisujący pomysł na przedsięwzięcie, sposób jego realizacji i przewidywane wyniki finansowe. Służy przedsiębiorcy do planowania oraz do pozyskania finansowania od banku lub inwestora.',
      'Typowe części to streszczenie, opis firmy i produktu, analiza rynku i konkurencji, plan marketingowy, plan organizacyjny oraz plan finansowy z prognozą przychodów i kosztów. Analiza SWOT zestawia mocne i słabe strony firmy z szansami i zagrożeniami otoczenia.',
      'Plan marketingowy często opiera się na koncepcji 4P: produkt, cena, dystrybucja (place) i promocja. W planie finansowym wylicza się m.in. próg rentowności i okres zwrotu inwestycji.',
    ],
    keyPoints: [
      'Biznesplan pomaga zdobyć finansowanie.',
      'SWOT: mocne, słabe strony, szanse, zagrożenia.',
      'Marketing mix 4P.',
      'Plan finansowy z prognozą przychodów i kosztów.',
    ],
    cards: [
      ['Analiza SWOT', 'Zestawienie mocnych i słabych stron oraz szans i zagrożeń.'],
      ['Marketing mix', 'Kompozycja 4P: produkt, cena, dystrybucja, promocja.'],
      ['Próg rentowności', 'Poziom sprzedaży, przy którym przychody pokrywają koszty.'],
      ['Grupa docelowa', 'Klienci, do których kierowana jest oferta.'],
    ],
  },
  'rynek-pracy': {
    explanation: [
      'Na rynku pracy pracodawcy zgłaszają popyt na pracę, a pracownicy oferują jej podaż. Stopa bezrobocia to odsetek bezrobotnych wśród osób aktywnych zawodowo.',
      'Rodzaje bezrobocia to frykcyjne (związane ze zmianą pracy), strukturalne (niedopasowanie kwalifikacji do potrzeb), koniunkturalne (w okresie spowolnienia) i sezonowe. Bezrobotni mogą rejestrować się w powiatowym urzędzie pracy.',
      'Stosunek pracy reguluje Kodeks pracy; umowa o pracę może być zawarta na okres próbny, na czas określony lub nieokreślony. Pracownikowi przysługuje m.in. płaca minimalna, urlop wypoczynkowy (20 lub 26 dni) oraz ochrona bezpieczeństwa i higieny pracy.',
    ],
    keyPoints: [
      'Stopa bezrobocia = bezrobotni / aktywni zawodowo.',
      'Cztery rodzaje bezrobocia.',
      'Kodeks pracy chroni prawa pracownika.',
      'Umowy cywilnoprawne: zlecenie i o dzieło.',
    ],
    cards: [
      ['Stopa bezrobocia', 'Odsetek bezrobotnych wśród aktywnych zawodowo.'],
      ['Bezrobocie strukturalne', 'Bezrobocie wynikające z niedopasowania kwalifikacji.'],
      ['Umowa o pracę', 'Umowa regulowana Kodeksem pracy, dająca pełne uprawnienia pracownicze.'],
      ['Umowa zlecenie', 'Umowa cywilnoprawna o wykonanie określonych czynności.'],
    ],
  },
  'finanse-osobiste': {
    explanation: [
      'Finanse osobiste to zarządzanie własnymi dochodami, wydatkami, oszczędnościami i długami. Podstawą jest budżet domowy, w którym zapisuje się przychody i wydatki, dzieląc je na stałe i zmienne.',
      'Popularna zasada zaleca odkładanie części dochodu na poduszkę finansową, pozwalającą przetrwać kilka miesięcy bez dochodów. Oszczędzać można na lokatach bankowych i kontach oszczędnościowych, a inwestować w obligacje, fundusze inwestycyjne lub akcje, pamiętając, że wyższy zysk wiąże się z wyższym ryzykiem.',
      'Inflacja zmniejsza siłę nabywczą pieniądza, dlatego oszczędności nieoprocentowane tracą realną wartość. Procent składany sprawia, że odsetki doliczane do kapitału same przynoszą odsetki.',
    ],
    keyPoints: [
      'Budżet domowy: przychody i wydatki.',
      'Poduszka finansowa na nieprzewidziane wydatki.',
      'Ryzyko rośnie wraz z oczekiwanym zyskiem.',
      'Inflacja obniża realną wartość oszczędności.',
    ],
    cards: [
      ['Budżet domowy', 'Zestawienie dochodów i wydatków gospodarstwa domowego.'],
      ['Poduszka finansowa', 'Oszczędności na wypadek utraty dochodów.'],
      ['Inflacja', 'Wzrost ogólnego poziomu cen.'],
      ['Dywersyfikacja', 'Rozłożenie inwestycji na różne aktywa w celu zmniejszenia ryzyka.'],
    ],
  },
  'bank-i-kredyt': {
    explanation: [
      'Banki komercyjne przyjmują depozyty, udzielają kredytów i prowadzą rachunki oraz rozliczenia. Bankiem centralnym w Polsce jest Narodowy Bank Polski, który emituje pieniądz i ustala stopy procentowe za pośrednictwem Rady Polityki Pieniężnej.',
      'Kredyt to udostępnienie pieniędzy na określony cel i czas, które trzeba zwrócić z odsetkami i prowizją. Całkowity koszt kredytu najlepiej porównuje rzeczywista roczna stopa oprocentowania (RRSO), uwzględniająca wszystkie opłaty.',
      'Bank sprawdza zdolność kredytową klienta, czyli możliwość spłaty zobowiązania, oraz historię w Biurze Informacji Kredytowej (BIK). Depozyty w Polsce są gwarantowane przez Bankowy Fundusz Gwarancyjny do równowartości 100 000 euro.',
    ],
    keyPoints: [
      'NBP – bank centralny, RPP ustala stopy.',
      'RRSO pokazuje całkowity koszt kredytu.',
      'Zdolność kredytowa warunkuje udzielenie kredytu.',
      'BFG gwarantuje depozyty do 100 000 euro.',
    ],
    cards: [
      ['RRSO', 'Rzeczywista roczna stopa oprocentowania kredytu.'],
      ['Zdolność kredytowa', 'Możliwość spłaty kredytu wraz z odsetkami w terminie.'],
      ['BIK', 'Biuro Informacji Kredytowej gromadzące historię kredytową.'],
      ['Lokata', 'Depozyt złożony w banku na określony czas i oprocentowanie.'],
    ],
  },
  podatki: {
    explanation: [
      'Podatek to obowiązkowe, bezzwrotne i nieodpłatne świadczenie pieniężne na rzecz państwa lub samorządu. Podatki są głównym źródłem dochodów budżetu i finansują m.in. edukację, obronność i ochronę zdrowia.',
      'Podatki bezpośrednie płaci podatnik od swoich dochodów lub majątku, np. podatek dochodowy od osób fizycznych (PIT) i prawnych (CIT). Podatki pośrednie są wliczone w cenę towarów, np. VAT, którego podstawowa stawka w Polsce wynosi 23%, oraz akcyza.',
      'PIT według skali podatkowej ma stawki 12% i 32%, a kwota wolna od podatku wynosi 30 000 zł (stan od 2022 r.). Roczne zeznanie podatkowe składa się do 30 kwietnia kolejnego roku, m.in. przez usługę Twój e-PIT.',
    ],
    keyPoints: [
      'Podatki bezpośrednie i pośrednie.',
      'VAT – podstawowa stawka 23%.',
      'PIT: 12% i 32% w skali podatkowej.',
      'Zeznanie roczne do 30 kwietnia.',
    ],
    cards: [
      ['PIT', 'Podatek dochodowy od osób fizycznych.'],
      ['VAT', 'Podatek od towarów i usług, podatek pośredni.'],
      ['Akcyza', 'Podatek od wybranych towarów, np. paliw, alkoholu i wyrobów tytoniowych.'],
      ['Kwota wolna od podatku', 'Część dochodu, od której nie płaci się podatku.'],
    ],
  },
};
