/** Język niemiecki (pl catalogue subject 3010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  gramatyka: {
    explanation: [
      'Rzeczowniki niemieckie mają trzy rodzaje gramatyczne – męski (der), żeński (die) i nijaki (das) – i zawsze pisze się je wielką literą. Rodzaj często różni się od polskiego: „das Mädchen” (dziewczyna) jest nijakie, a „die Sonne” żeńska.',
      'Czasowniki modalne (können, müssen, dürfen, sollen, wollen, mögen) łączą się z bezokolicznikiem na końcu zdania: „Ich kann gut schwimmen”. Czasowniki rozdzielnie złożone oddzielają przedrostek: „Ich stehe um sieben Uhr auf”.',
      'Przyimki rządzą określonymi przypadkami: „mit”, „aus”, „bei”, „nach”, „von”, „zu” łączą się z celownikiem (Dativ), a „für”, „durch”, „gegen”, „ohne”, „um” z biernikiem (Akkusativ). Przyimki zmiennorządne, jak „in” czy „auf”, łączą się z Dativ przy pytaniu „wo?” i z Akkusativ przy pytaniu „wohin?”.',
    ],
    keyPoints: [
      'Rzeczowniki pisze się wielką literą.',
      'Rodzajnik trzeba uczyć się razem z rzeczownikiem.',
      'Przyimki z Dativ i z Akkusativ.',
      'Przeczenie: „nicht” przy czasowniku, „kein” przy rzeczowniku.',
    ],
    cards: [
      ['Artikel', 'Rodzajnik: der, die, das.'],
      ['Modalverb', 'Czasownik modalny, np. können, müssen.'],
      ['Trennbares Verb', 'Czasownik rozdzielnie złożony, np. aufstehen.'],
      ['Wechselpräposition', 'Przyimek łączący się z Dativ lub Akkusativ zależnie od pytania.'],
    ],
  },
  czasy: {
    explanation: [
      'Präsens opisuje teraźniejszość i często także przyszłość („Morgen fahre ich nach Berlin”). Niektóre czasowniki mocne zmieniają samogłoskę w 2. i 3. osobie liczby pojedynczej: „fahren – du fährst”, „sprechen – er spricht”.',
      'Perfekt, najczęstszy czas przeszły w mowie, tworzy się z „haben” lub „sein” i imiesłowu Partizip II: „Ich habe gelernt”, „Ich bin gefahren”. „Sein” stosuje się przy czasownikach ruchu i zmiany stanu, a Partizip II czasowników regularnych ma formę ge-…-t.',
      'Präteritum jest typowy dla tekstów pisanych i opowiadań („Es war einmal…”), a w mowie używa się go głównie z „sein”, „haben” i czasownikami modalnymi. Futur I tworzy się z „werden” i bezokolicznika („Ich werde studieren”), a Plusquamperfekt wyraża czynność uprzednią w przeszłości.',
    ],
    keyPoints: [
      'Perfekt: haben/sein + Partizip II.',
      'Czasowniki ruchu tworzą Perfekt z „sein”.',
      'Präteritum w tekstach pisanych.',
      'Futur I: werden + Infinitiv.',
    ],
    cards: [
      ['Perfekt', 'Czas przeszły złożony z haben/sein i Partizip II.'],
      ['Präteritum', 'Czas przeszły prosty, np. ich ging, ich machte.'],
      ['Partizip II', 'Imiesłów czasu przeszłego, np. gemacht, gegangen.'],
      ['Futur I', 'Czas przyszły: werden + bezokolicznik.'],
    ],
  },
  deklinacja: {
    explanation: [
      'W języku niemieckim są cztery przypadki: Nominativ (kto? co?), Genitiv (czyj?), Dativ (komu? czemu?) i Akkusativ (kogo? co?). Odmienia się głównie rodzajnik, a rzeczownik zmienia końcówkę tylko w niektórych formach.',
      'Rodzajnik określony w rodzaju męskim odmienia się: der – des – dem – den, w żeńskim: die – der – der – die, w nijakim: das – des – dem – das, a w liczbie mnogiej: die – der – den – die. W celowniku liczby mnogiej rzeczownik otrzymuje końcówkę -n („mit den Kindern”).',
      'Przymiotnik przed rzeczownikiem ma różne końcówki zależnie od rodzajnika: deklinacja słaba po rodzajniku określonym („der gute Mann”), mieszana po nieokreślonym („ein guter Mann”) i mocna bez rodzajnika („guter Wein”). Rzeczowniki słabe, np. „der Student”, mają końcówkę -en we wszystkich przypadkach poza mianownikiem.',
    ],
    keyPoints: [
      'Cztery przypadki niemieckie.',
      'Rodzaj męski zmienia rodzajnik w Akkusativ: den.',
      'Dativ Plural: -n na końcu rzeczownika.',
      'Trzy typy deklinacji przymiotnika.',
    ],
    cards: [
      ['Nominativ', 'Mianownik – przypadek podmiotu.'],
      ['Dativ', 'Celownik – odpowiada na pytanie „wem?”.'],
      ['Akkusativ', 'Biernik – przypadek dopełnienia bliższego.'],
      ['N-Deklination', 'Odmiana rzeczowników słabych z końcówką -(e)n.'],
    ],
  },
  'szyk-zdania': {
    explanation: [
      'W zdaniu oznajmującym orzeczenie (odmieniony czasownik) stoi zawsze na drugim miejscu. Jeśli zdanie zaczyna się od okolicznika, następuje inwersja: „Heute gehe ich ins Kino”.',
      'W zdaniach z czasownikiem modalnym lub w czasie Perfekt powstaje ramka zdaniowa: odmieniona część na drugim miejscu, bezokolicznik lub Partizip II na końcu („Ich habe gestern einen Film gesehen”). W pytaniach ogólnych czasownik stoi na pierwszym miejscu („Kommst du?”).',
      'W zdaniach podrzędnych, wprowadzanych np. przez „weil”, „dass”, „wenn” i „ob”, odmieniony czasownik stoi na końcu: „…, weil ich keine Zeit habe”. Spójniki „und”, „aber”, „oder”, „denn” i „sondern” nie zmieniają szyku.',
    ],
    keyPoints: [
      'Czasownik na 2. miejscu w zdaniu głównym.',
      'Ramka zdaniowa przy czasach złożonych i modalnych.',
      'W zdaniu podrzędnym czasownik na końcu.',
      'Okoliczniki: czas – przyczyna – sposób – miejsce (TeKaMoLo).',
    ],
    cards: [
      ['Inversion', 'Przestawienie podmiotu za czasownik, gdy zdanie zaczyna się od innego elementu.'],
      ['Satzklammer', 'Ramka zdaniowa z czasownikiem na 2. miejscu i drugą częścią na końcu.'],
      ['Nebensatz', 'Zdanie podrzędne z czasownikiem na końcu.'],
      ['TeKaMoLo', 'Kolejność okoliczników: temporal, kausal, modal, lokal.'],
    ],
  },
  'strona-bierna': {
    explanation: [
      'Strona bierna (Passiv) w języku niemieckim tworzona jest za pomocą czasownika „werden” i imiesłowu Partizip II: „Das Haus wird gebaut” (Dom jest budowany). Skupia uwagę na czynności, a nie na jej wykonawcy.',
      'Czas wyraża forma „werden”: Präteritum „wurde gebaut”, Perfekt „ist gebaut worden” (z formą „worden” bez ge-), Futur „wird gebaut werden”. Wykonawcę wprowadza się przyimkiem „von” z celownikiem: „Das Buch wurde von Goethe geschrieben”.',
      'Zustandspassiv, czyli strona bierna stanu, tworzony jest z „sein” i opisuje rezultat: „Die Tür ist geschlossen”. Z czasownikiem modalnym mamy konstrukcję: „Das muss gemacht werden”.',
    ],
    keyPoints: [
      'Vorgangspassiv: werden + Partizip II.',
      'Perfekt Passiv: ist … worden.',
      'Wykonawca z „von” + Dativ.',
      'Zustandspassiv: sein + Partizip II.',
    ],
    cards: [
      ['Vorgangspassiv', 'Strona bierna czynności z werden.'],
      ['Zustandspassiv', 'Strona bierna stanu z sein.'],
      ['worden', 'Forma imiesłowu werden używana w Perfekt Passiv.'],
      ['von + Dativ', 'Sposób wprowadzenia wykonawcy czynności.'],
    ],
  },
  slownictwo: {
    explanation: [
      'Słownictwo niemieckie warto grupować tematycznie: rodzina, szkoła, praca, zdrowie, podróże, środowisko. Rzeczowniki zawsze uczy się z rodzajnikiem i formą liczby mnogiej, np. „das Buch – die Bücher”.',
      'Język niemiecki tworzy wiele złożeń (Komposita), w których rodzaj określa ostatni człon: „der Bahnhof”, „die Haustür”, „das Kinderzimmer”. Przyrostki pomagają rozpoznać rodzaj: -ung, -heit, -keit i -schaft tworzą rzeczowniki żeńskie, -chen i -lein nijakie.',
      'Fałszywi przyjaciele to np. „der Kurort” (uzdrowisko), „die Dose” (puszka) czy „bekommen” (dostać, nie „stać się”). Przydatne są stałe połączenia wyrazowe, jak „eine Entscheidung treffen” i „Angst haben vor + Dativ”.',
    ],
    keyPoints: [
      'Rzeczownik z rodzajnikiem i liczbą mnogą.',
      'Rodzaj złożenia wyznacza ostatni człon.',
      'Przyrostki -ung, -heit, -keit → die.',
      'Czasowniki z przyimkami trzeba zapamiętać w całości.',
    ],
    cards: [
      ['Kompositum', 'Wyraz złożony, np. die Haustür.'],
      ['falscher Freund', 'Wyraz podobny do polskiego o innym znaczeniu.'],
      ['Pluralform', 'Forma liczby mnogiej rzeczownika.'],
      ['Redewendung', 'Stałe wyrażenie, związek frazeologiczny.'],
    ],
  },
  'wypowiedz-pisemna': {
    explanation: [
      'Na egzaminach z języka niemieckiego pisze się m.in. e-mail, list, wpis na blogu lub forum oraz rozprawkę. Wypowiedź musi uwzględniać wszystkie punkty polecenia i mieć odpowiednią formę.',
      'E-mail nieformalny zaczyna się od „Liebe Anna” lub „Lieber Tom”, a kończy „Viele Grüße” lub „Liebe Grüße”. List formalny rozpoczyna się zwrotem „Sehr geehrte Damen und Herren”, a kończy „Mit freundlichen Grüßen”.',
      'Spójność zapewniają wyrażenia „zuerst”, „außerdem”, „deshalb”, „einerseits … andererseits”, „zum Schluss”. Opinię wyraża się np. zwrotami „Meiner Meinung nach…”, „Ich bin der Meinung, dass…”, pamiętając o szyku w zdaniu podrzędnym.',
    ],
    keyPoints: [
      'Rozwinięcie wszystkich punktów polecenia.',
      'Formy grzecznościowe zależne od adresata.',
      'W liście formalnym forma „Sie” pisana wielką literą.',
      'Wyrażenia łączące porządkują tekst.',
    ],
    cards: [
      ['Sehr geehrte Damen und Herren', 'Oficjalny zwrot rozpoczynający list formalny.'],
      ['Mit freundlichen Grüßen', 'Formalne zakończenie listu.'],
      ['Meiner Meinung nach', 'Wyrażenie wprowadzające opinię.'],
      ['einerseits … andererseits', 'Z jednej strony … z drugiej strony.'],
    ],
  },
  'kraje-niemieckojezyczne': {
    explanation: [
      'Do krajów niemieckojęzycznych (DACH) należą Niemcy, Austria i Szwajcaria, a także Liechtenstein; niemiecki jest też językiem urzędowym w Luksemburgu i częściowo w Belgii i we Włoszech (Tyrol Południowy). Niemieckim posługuje się jako językiem ojczystym około 95–100 milionów ludzi.',
      'Niemcy to republika federalna złożona z 16 krajów związkowych ze stolicą w Berlinie; zjednoczenie nastąpiło 3 października 1990 r. Austria, ze stolicą w Wiedniu, składa się z 9 krajów związkowych, a Szwajcaria jest konfederacją 26 kantonów z czterema językami urzędowymi.',
      'Między wariantami języka istnieją różnice leksykalne: w Austrii mówi się „Jänner” zamiast „Januar” i „Paradeiser” zamiast „Tomate”. Ważnymi postaciami kultury są m.in. Goethe, Schiller, Mozart i Beethoven.',
    ],
    keyPoints: [
      'DACH: Deutschland, Austria, Confoederatio Helvetica.',
      'Niemcy: 16 krajów związkowych.',
      'Szwajcaria: cztery języki urzędowe.',
      'Warianty austriacki i szwajcarski niemieckiego.',
    ],
    cards: [
      ['Bundesland', 'Kraj związkowy w Niemczech lub Austrii.'],
      ['Kanton', 'Jednostka administracyjna Szwajcarii.'],
      ['DACH', 'Skrót od Niemiec, Austrii i Szwajcarii.'],
      ['Tag der Deutschen Einheit', 'Święto zjednoczenia Niemiec, 3 października.'],
    ],
  },
};
