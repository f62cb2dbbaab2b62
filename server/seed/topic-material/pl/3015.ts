/** Filozofia (pl catalogue subject 3015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'filozofia-starozytna': {
    explanation: [
      'Filozofia europejska narodziła się w VI w. p.n.e. w Jonii, gdy filozofowie przyrody szukali zasady (arche) świata: Tales wskazał wodę, Anaksymenes powietrze, a Heraklit ogień i nieustanną zmienność („panta rhei”). Parmenides twierdził z kolei, że byt jest niezmienny, a zmiana jest złudzeniem.',
      'Sokrates skupił się na człowieku i etyce; uważał, że cnota jest wiedzą, a zło wynika z niewiedzy (intelektualizm etyczny). Platon stworzył teorię idei – wiecznych wzorców rzeczy – zilustrowaną mitem jaskini, a Arystoteles uznał, że forma istnieje w rzeczach, i stworzył podstawy logiki.',
      'W epoce hellenistycznej szkoły filozoficzne szukały szczęścia: stoicy zalecali życie zgodne z naturą i rozumem oraz apatię, epikurejczycy umiarkowaną przyjemność i brak cierpienia, a sceptycy powstrzymanie się od sądów.',
    ],
    keyPoints: [
      'Jońscy filozofowie przyrody szukali arche.',
      'Sokrates: „wiem, że nic nie wiem”, metoda elenktyczna i majeutyczna.',
      'Platon: świat idei i świat zmysłowy.',
      'Arystoteles: substancja jako złożenie materii i formy.',
    ],
    cards: [
      ['Arche', 'Pierwsza zasada, z której powstaje wszystko.'],
      ['Intelektualizm etyczny', 'Pogląd Sokratesa, że cnota jest wiedzą.'],
      ['Mit jaskini', 'Alegoria Platona przedstawiająca drogę od pozorów do prawdziwego poznania.'],
      ['Stoicyzm', 'Szkoła głosząca życie zgodne z rozumem i spokój wobec losu.'],
    ],
  },
  'filozofia-sredniowieczna': {
    explanation: [
      'Filozofia średniowieczna łączyła myśl antyczną z wiarą chrześcijańską. Jej dwoma głównymi okresami były patrystyka, związana z Ojcami Kościoła, i scholastyka, rozwijana na uniwersytetach od XI w.',
      'Św. Augustyn (354–430), inspirowany Platonem, głosił, że prawdę poznaje się dzięki oświeceniu przez Boga (iluminacja), a zło jest brakiem dobra. W „Państwie Bożym” przeciwstawił państwo Boże i państwo ziemskie.',
      'Św. Tomasz z Akwinu (1225–1274) oparł się na Arystotelesie i uznał, że wiara i rozum nie są sprzeczne. W „Sumie teologicznej” przedstawił pięć dróg dowodzenia istnienia Boga, m.in. z ruchu i z przyczynowości; ważnym sporem epoki był spór o uniwersalia.',
    ],
    keyPoints: [
      'Patrystyka i scholastyka.',
      'Augustyn: zło jako brak dobra.',
      'Tomasz: harmonia wiary i rozumu, pięć dróg.',
      'Spór o uniwersalia: realizm vs. nominalizm.',
    ],
    cards: [
      ['Scholastyka', 'Średniowieczna metoda filozoficzna łącząca wiarę i rozum.'],
      ['Iluminacja', 'Augustyńskie oświecenie umysłu przez Boga.'],
      ['Pięć dróg', 'Tomaszowe argumenty za istnieniem Boga.'],
      ['Uniwersalia', 'Pojęcia ogólne, o których status toczono spór.'],
    ],
  },
  'filozofia-nowozytna': {
    explanation: [
      'Filozofia nowożytna rozpoczęła się w XVII w. i skupiła na problemie poznania. Kartezjusz, stosując metodyczne wątpienie, doszedł do pewnika „Cogito, ergo sum” („Myślę, więc jestem”) i stał się twórcą racjonalizmu oraz dualizmu duszy i ciała.',
      'Empiryści brytyjscy – John Locke, George Berkeley i David Hume – uważali, że źródłem wiedzy jest doświadczenie; Locke porównał umysł do niezapisanej tablicy (tabula rasa). Hume zakwestionował konieczność związku przyczynowego, wskazując na przyzwyczajenie.',
      'Immanuel Kant w „Krytyce czystego rozumu” (1781) połączył oba stanowiska: poznanie wymaga danych zmysłowych, ale porządkują je formy naoczności (czas i przestrzeń) i kategorie intelektu. Rzeczy same w sobie pozostają niepoznawalne.',
    ],
    keyPoints: [
      'Kartezjusz: racjonalizm, cogito.',
      'Empiryzm: Locke, Berkeley, Hume.',
      'Kant: przewrót kopernikański w filozofii.',
      'Oświecenie: wiara w rozum i postęp.',
    ],
    cards: [
      ['Cogito, ergo sum', 'Myślę, więc jestem – pewnik Kartezjusza.'],
      ['Tabula rasa', 'Umysł jako niezapisana tablica u Locke’a.'],
      ['Empiryzm', 'Pogląd, że źródłem poznania jest doświadczenie.'],
      ['Rzecz sama w sobie', 'U Kanta rzeczywistość niezależna od poznania, niepoznawalna.'],
    ],
  },
  egzystencjalizm: {
    explanation: [
      'Egzystencjalizm to nurt filozofii XX w. skupiony na konkretnej egzystencji człowieka, jego wolności, odpowiedzialności i samotności. Prekursorem był Søren Kierkegaard, który pisał o lęku i rozpaczy jako doświadczeniach jednostki.',
      'Jean-Paul Sartre głosił, że „egzystencja poprzedza esencję”: człowiek nie ma z góry ustalonej natury, lecz sam siebie tworzy swoimi wyborami. Człowiek jest „skazany na wolność” i odpowiada za swoje czyny.',
      'Albert Camus opisał absurd, czyli rozdźwięk między ludzkim pragnieniem sensu a milczeniem świata; w „Micie Syzyfa” (1942) stwierdził, że „trzeba wyobrażać sobie Syzyfa szczęśliwym”. W „Dżumie” pokazał postawę solidarności wobec zła.',
    ],
    keyPoints: [
      'Egzystencja poprzedza esencję.',
      'Wolność i odpowiedzialność jednostki.',
      'Absurd u Camusa.',
      'Egzystencjalizm ateistyczny (Sartre) i chrześcijański (Marcel).',
    ],
    cards: [
      ['Absurd', 'Rozdźwięk między potrzebą sensu a obojętnością świata.'],
      ['Egzystencja', 'Konkretne istnienie człowieka.'],
      ['Skazanie na wolność', 'Sartre’owska teza o nieuchronności wyboru.'],
      ['Autentyczność', 'Życie zgodne z własnymi wyborami, a nie narzuconymi rolami.'],
    ],
  },
  logika: {
    explanation: [
      'Logika bada zasady poprawnego wnioskowania. Zdanie w sensie logicznym to wypowiedź, która jest prawdziwa albo fałszywa; łączy się je spójnikami: negacją (¬), koniunkcją (∧), alternatywą (∨), implikacją (⇒) i równoważnością (⇔).',
      'Implikacja p ⇒ q jest fałszywa tylko wtedy, gdy poprzednik jest prawdziwy, a następnik fałszywy. Tautologia to formuła prawdziwa przy każdym wartościowaniu, np. prawo wyłączonego środka p ∨ ¬p.',
      'Arystoteles stworzył sylogistykę: „Każdy człowiek jest śmiertelny; Sokrates jest człowiekiem; zatem Sokrates jest śmiertelny”. Błędy logiczne to m.in. argument ad personam, błędne koło i nieuprawnione uogólnienie.',
    ],
    keyPoints: [
      'Zdanie logiczne jest prawdziwe albo fałszywe.',
      'Tabele prawdy dla spójników.',
      'Modus ponens: p ⇒ q, p, więc q.',
      'Rozumowanie dedukcyjne i indukcyjne.',
    ],
    cards: [
      ['Tautologia', 'Formuła prawdziwa przy każdym wartościowaniu.'],
      ['Sylogizm', 'Wnioskowanie z dwóch przesłanek.'],
      ['Implikacja', 'Zdanie „jeśli p, to q”.'],
      ['Argumentum ad personam', 'Atak na osobę zamiast na jej argumenty.'],
    ],
  },
  epistemologia: {
    explanation: [
      'Epistemologia, czyli teoria poznania, bada źródła, granice i wartość wiedzy. Klasyczna definicja wiedzy, pochodząca od Platona, mówi, że wiedza to prawdziwe, uzasadnione przekonanie; Edmund Gettier w 1963 r. pokazał przypadki, w których ta definicja zawodzi.',
      'Klasyczna (korespondencyjna) koncepcja prawdy, sformułowana przez Arystotelesa, głosi, że prawda to zgodność sądu z rzeczywistością. Inne koncepcje to koherencyjna, pragmatyczna i konsensualna.',
      'W sporze o źródła poznania racjonaliści wskazują rozum, a empiryści doświadczenie. Sceptycyzm podważa możliwość pewnej wiedzy, a Karl Popper uznał, że teorie naukowe nie mogą być ostatecznie zweryfikowane, lecz można je falsyfikować.',
    ],
    keyPoints: [
      'Wiedza = prawdziwe, uzasadnione przekonanie (definicja klasyczna).',
      'Klasyczna koncepcja prawdy – zgodność z rzeczywistością.',
      'Racjonalizm vs. empiryzm.',
      'Popper: falsyfikacjonizm.',
    ],
    cards: [
      ['Epistemologia', 'Dział filozofii zajmujący się poznaniem.'],
      ['Sceptycyzm', 'Stanowisko podważające możliwość pewnego poznania.'],
      ['Falsyfikacja', 'Wykazanie fałszywości teorii przez doświadczenie.'],
      ['Klasyczna koncepcja prawdy', 'Prawda jako zgodność sądu z rzeczywistością.'],
    ],
  },
  metafizyka: {
    explanation: [
      'Metafizyka bada najogólniejsze zasady rzeczywistości: byt, istnienie, przyczynowość, Boga i duszę. Jej częścią jest ontologia, czyli nauka o bycie jako bycie.',
      'Monizm uznaje jeden rodzaj bytu – materialny (materializm) lub duchowy (idealizm) – a dualizm, np. Kartezjusza, dwa: substancję myślącą i rozciągłą. Problem psychofizyczny dotyczy relacji między umysłem a ciałem.',
      'Pytanie Leibniza „Dlaczego istnieje raczej coś niż nic?” należy do klasycznych pytań metafizyki. Kant krytykował metafizykę spekulatywną jako wykraczającą poza granice doświadczenia, a neopozytywiści uznawali jej twierdzenia za pozbawione sensu.',
    ],
    keyPoints: [
      'Ontologia – nauka o bycie.',
      'Monizm, dualizm, pluralizm.',
      'Problem psychofizyczny.',
      'Kant i neopozytywiści jako krytycy metafizyki.',
    ],
    cards: [
      ['Ontologia', 'Nauka o bycie i jego podstawowych kategoriach.'],
      ['Materializm', 'Pogląd, że rzeczywistość jest wyłącznie materialna.'],
      ['Idealizm', 'Pogląd, że podstawą rzeczywistości jest duch lub idea.'],
      ['Dualizm', 'Uznanie istnienia dwóch odrębnych substancji.'],
    ],
  },
  'filozofia-polityczna': {
    explanation: [
      'Filozofia polityczna bada podstawy władzy, państwa i sprawiedliwości. Platon w „Państwie” opisał ustrój idealny rządzony przez filozofów, a Arystoteles nazwał człowieka „zwierzęciem politycznym” (zoon politikon) i klasyfikował ustroje na dobre i wynaturzone.',
      'Niccolò Machiavelli w „Księciu” (1532) oddzielił politykę od moralności. Teoretycy umowy społecznej opisywali przejście od stanu natury do państwa: Thomas Hobbes widział w stanie natury „wojnę wszystkich przeciw wszystkim”, John Locke bronił praw naturalnych do życia, wolności i własności, a Jean-Jacques Rousseau postulował władzę woli powszechnej.',
      'Monteskiusz sformułował zasadę trójpodziału władzy. W XX w. John Rawls stworzył teorię sprawiedliwości jako bezstronności z koncepcją „zasłony niewiedzy”.',
    ],
    keyPoints: [
      'Arystoteles: człowiek jako zoon politikon.',
      'Umowa społeczna: Hobbes, Locke, Rousseau.',
      'Monteskiusz: trójpodział władzy.',
      'Rawls: sprawiedliwość jako bezstronność.',
    ],
    cards: [
      ['Umowa społeczna', 'Koncepcja państwa jako wyniku porozumienia ludzi.'],
      ['Stan natury', 'Hipotetyczny stan ludzi przed powstaniem państwa.'],
      ['Trójpodział władzy', 'Podział na władzę ustawodawczą, wykonawczą i sądowniczą.'],
      ['Zasłona niewiedzy', 'Eksperyment myślowy Rawlsa o wyborze zasad bez znajomości własnej pozycji.'],
    ],
  },
};
