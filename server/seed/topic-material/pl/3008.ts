/** Geografia (pl catalogue subject 3008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  kartografia: {
    explanation: [
      'Kartografia zajmuje się tworzeniem map. Mapa to zmniejszony, uogólniony obraz powierzchni Ziemi na płaszczyźnie, wykonany w określonej skali i odwzorowaniu kartograficznym.',
      'Skala liczbowa 1 : 50 000 oznacza, że 1 cm na mapie odpowiada 50 000 cm, czyli 500 m w terenie; skala mianowana zapisuje to jako 1 cm – 0,5 km. Odwzorowania dzieli się na wiernokątne, wiernopowierzchniowe i wiernoodległościowe; żadne nie zachowuje wszystkich cech jednocześnie.',
      'Położenie punktu określa się współrzędnymi geograficznymi: szerokością (0–90° N lub S od równika) i długością (0–180° E lub W od południka zerowego Greenwich). Rzeźbę terenu przedstawia się poziomicami, czyli liniami łączącymi punkty o tej samej wysokości.',
    ],
    keyPoints: [
      'Im mniejszy mianownik skali, tym skala większa i mapa dokładniejsza.',
      'Szerokość geograficzna od równika, długość od Greenwich.',
      'Gęste poziomice oznaczają strome zbocze.',
      'Metody prezentacji: kartogram, kartodiagram, izolinie, sygnatury.',
    ],
    cards: [
      ['Skala mapy', 'Stosunek odległości na mapie do odległości w terenie.'],
      ['Poziomica', 'Linia łącząca punkty o jednakowej wysokości.'],
      ['Szerokość geograficzna', 'Odległość kątowa punktu od równika.'],
      ['Odwzorowanie kartograficzne', 'Sposób przeniesienia powierzchni Ziemi na płaszczyznę.'],
    ],
  },
  'tektonika-plyt': {
    explanation: [
      'Litosfera jest podzielona na płyty, które przesuwają się po plastycznej astenosferze. Teorię dryfu kontynentów przedstawił w 1912 r. Alfred Wegener; dziś ruch płyt tłumaczy się m.in. prądami konwekcyjnymi w płaszczu.',
      'Na granicach rozbieżnych, np. w Grzbiecie Śródatlantyckim, powstaje nowa skorupa oceaniczna. Na granicach zbieżnych zachodzi subdukcja – cięższa płyta oceaniczna wsuwa się pod inną, tworząc rowy oceaniczne, łuki wulkaniczne i góry fałdowe, np. Andy; zderzenie płyt kontynentalnych utworzyło Himalaje.',
      'Na granicach przesuwczych, jak uskok San Andreas, płyty przemieszczają się równolegle. Trzęsienia ziemi i wulkany skupiają się wzdłuż granic płyt, zwłaszcza w pacyficznym pierścieniu ognia.',
    ],
    keyPoints: [
      'Granice: rozbieżne, zbieżne, przesuwcze.',
      'Subdukcja tworzy rowy oceaniczne.',
      'Najgłębszy jest Rów Mariański (ok. 11 km).',
      'Magnituda trzęsienia ziemi określa energię wstrząsu.',
    ],
    cards: [
      ['Subdukcja', 'Wsuwanie się jednej płyty litosfery pod drugą.'],
      ['Astenosfera', 'Plastyczna warstwa górnego płaszcza Ziemi.'],
      ['Ryft', 'Strefa rozsuwania się płyt, np. w Afryce Wschodniej.'],
      ['Pierścień ognia', 'Strefa wulkanów i trzęsień ziemi wokół Pacyfiku.'],
    ],
  },
  klimat: {
    explanation: [
      'Klimat to wieloletni (co najmniej 30-letni) przebieg stanów pogody na danym obszarze. Czynniki klimatotwórcze to szerokość geograficzna, cyrkulacja atmosferyczna, odległość od morza, prądy morskie, wysokość nad poziomem morza i rzeźba terenu.',
      'Wokół Ziemi działa ogólna cyrkulacja atmosfery z pasatami, wiatrami zachodnimi i wschodnimi wiatrami polarnymi. W strefie międzyzwrotnikowej występują monsuny, a wokół równika strefa zbieżności pasatów z intensywnymi opadami.',
      'Według W. Okołowicza wyróżnia się strefy klimatyczne od równikowej przez zwrotnikowe i podzwrotnikowe, umiarkowane, po okołobiegunowe. Polska leży w strefie klimatu umiarkowanego ciepłego przejściowego między klimatem morskim a kontynentalnym.',
    ],
    keyPoints: [
      'Pogoda to stan chwilowy, klimat – wieloletni.',
      'Temperatura spada o ok. 0,6 °C na 100 m wysokości.',
      'Ciepłe prądy morskie łagodzą klimat (np. Prąd Zatokowy).',
      'Klimatogram pokazuje temperatury i opady w miesiącach.',
    ],
    cards: [
      ['Klimat', 'Wieloletni układ warunków pogodowych na danym obszarze.'],
      ['Pasaty', 'Stałe wiatry wiejące od zwrotników ku równikowi.'],
      ['Monsun', 'Sezonowy wiatr zmieniający kierunek w ciągu roku.'],
      ['Amplituda temperatur', 'Różnica między najwyższą a najniższą temperaturą.'],
    ],
  },
  hydrosfera: {
    explanation: [
      'Hydrosfera to wodna powłoka Ziemi, obejmująca oceany, morza, wody lądowe, lodowce, wody podziemne i parę wodną. Około 97% wody to wody słone mórz i oceanów, a większość wody słodkiej jest uwięziona w lodowcach.',
      'Obieg wody w przyrodzie obejmuje parowanie, kondensację, opady, spływ powierzchniowy, infiltrację i odpływ podziemny. Rzeki charakteryzuje dorzecze, zlewnia i reżim, czyli sezonowe zmiany stanów wody; działy wodne oddzielają dorzecza.',
      'Średnie zasolenie oceanu światowego wynosi około 35‰, a Bałtyku tylko około 7‰. Prądy morskie, np. ciepły Prąd Zatokowy i zimny Prąd Peruwiański, wpływają na klimat wybrzeży.',
    ],
    keyPoints: [
      'Ok. 97% wód to wody słone.',
      'Obieg wody napędzany jest energią Słońca.',
      'Bałtyk jest morzem o niskim zasoleniu.',
      'Największa rzeka świata pod względem przepływu to Amazonka.',
    ],
    cards: [
      ['Dorzecze', 'Obszar, z którego wody spływają do jednej rzeki głównej.'],
      ['Zasolenie', 'Ilość soli rozpuszczonych w 1 kg wody morskiej, w promilach.'],
      ['Dział wodny', 'Granica oddzielająca dorzecza.'],
      ['Infiltracja', 'Wsiąkanie wody w głąb gruntu.'],
    ],
  },
  demografia: {
    explanation: [
      'Demografia bada liczbę, rozmieszczenie i strukturę ludności. W listopadzie 2022 r. liczba ludności świata przekroczyła 8 miliardów, a najludniejszymi państwami są Indie i Chiny.',
      'Przyrost naturalny to różnica między liczbą urodzeń a zgonów; współczynnik dzietności powyżej około 2,1 zapewnia zastępowalność pokoleń. Model przejścia demograficznego opisuje przechodzenie od wysokich do niskich współczynników urodzeń i zgonów wraz z rozwojem społeczno-gospodarczym.',
      'Piramida wieku i płci pokazuje strukturę ludności: szeroka podstawa oznacza społeczeństwo młode, a zwężona – starzejące się, jak w Polsce. Migracje wyjaśnia się czynnikami wypychającymi i przyciągającymi.',
    ],
    keyPoints: [
      'Przyrost rzeczywisty = przyrost naturalny + saldo migracji.',
      'Zastępowalność pokoleń przy dzietności ok. 2,1.',
      'Polska ma niski współczynnik dzietności i starzejące się społeczeństwo.',
      'Gęstość zaludnienia = liczba ludności / powierzchnia.',
    ],
    cards: [
      ['Przyrost naturalny', 'Różnica między liczbą urodzeń a liczbą zgonów.'],
      ['Współczynnik dzietności', 'Średnia liczba dzieci urodzonych przez kobietę.'],
      ['Saldo migracji', 'Różnica między liczbą imigrantów a emigrantów.'],
      ['Piramida wieku', 'Wykres struktury ludności według wieku i płci.'],
    ],
  },
  urbanizacja: {
    explanation: [
      'Urbanizacja to proces wzrostu liczby i znaczenia miast oraz upowszechniania się miejskiego stylu życia. Wskaźnik urbanizacji to odsetek ludności mieszkającej w miastach; od około 2007 r. ponad połowa ludzkości żyje w miastach.',
      'Wyróżnia się fazy urbanizacji: urbanizację właściwą, suburbanizację (rozwój strefy podmiejskiej), dezurbanizację i reurbanizację. W krajach rozwijających się szybki wzrost miast prowadzi do powstawania slumsów.',
      'Zespoły miejskie to aglomeracje monocentryczne (np. warszawska) i policentryczne, czyli konurbacje (np. górnośląska). Megamiasta liczą ponad 10 milionów mieszkańców, a megalopolis to pasma połączonych aglomeracji, np. BosWash w USA.',
    ],
    keyPoints: [
      'Wskaźnik urbanizacji w Polsce wynosi ok. 60%.',
      'Suburbanizacja – przenoszenie się ludności na przedmieścia.',
      'Konurbacja – zespół miast równorzędnych.',
      'Gentryfikacja zmienia strukturę społeczną dzielnic.',
    ],
    cards: [
      ['Wskaźnik urbanizacji', 'Odsetek ludności miejskiej w ogólnej liczbie ludności.'],
      ['Aglomeracja monocentryczna', 'Zespół miejski skupiony wokół jednego dużego miasta.'],
      ['Konurbacja', 'Zespół kilku równorzędnych, połączonych miast.'],
      ['Suburbanizacja', 'Rozwój stref podmiejskich kosztem centrum.'],
    ],
  },
  rolnictwo: {
    explanation: [
      'Rozwój rolnictwa zależy od czynników przyrodniczych (klimat, gleby, ukształtowanie terenu, wody) oraz pozaprzyrodniczych (kapitał, mechanizacja, polityka rolna, tradycje). Rolnictwo dzieli się na uprawę roślin i chów oraz hodowlę zwierząt.',
      'Rolnictwo intensywne osiąga wysokie plony dzięki nawozom, środkom ochrony roślin i mechanizacji, a ekstensywne ma niskie nakłady i plony. Zielona rewolucja od lat 60. XX w. zwiększyła plony w Azji dzięki wysokowydajnym odmianom zbóż, nawadnianiu i nawozom.',
      'Najważniejsze zboża świata to kukurydza, pszenica i ryż. W Polsce dominują pszenica, żyto i pszenżyto, a także ziemniaki, buraki cukrowe i rzepak; rolnictwo wspiera Wspólna Polityka Rolna UE.',
    ],
    keyPoints: [
      'Intensywne i ekstensywne rolnictwo.',
      'Ryż uprawia się głównie w Azji monsunowej.',
      'Rolnictwo ekologiczne nie stosuje syntetycznych nawozów i pestycydów.',
      'WPR dopłaca rolnikom i wspiera rozwój wsi.',
    ],
    cards: [
      ['Plon', 'Wielkość zbioru z jednostki powierzchni, np. dt/ha.'],
      ['Zielona rewolucja', 'Wzrost plonów dzięki nowym odmianom, nawozom i nawadnianiu.'],
      ['Rolnictwo ekstensywne', 'Rolnictwo o niskich nakładach i niskich plonach.'],
      ['Płodozmian', 'Zmianowanie upraw na tym samym polu w kolejnych latach.'],
    ],
  },
  przemysl: {
    explanation: [
      'Przemysł to dział gospodarki zajmujący się wydobyciem surowców i ich przetwarzaniem na wyroby. Czynniki lokalizacji przemysłu to m.in. surowce, siła robocza, rynek zbytu, transport, kapitał i polityka państwa.',
      'Rewolucja przemysłowa rozpoczęła się w XVIII w. w Wielkiej Brytanii dzięki maszynie parowej. Obecnie rozwijają się gałęzie zaawansowanych technologii (high-tech), np. elektronika i biotechnologia, często skupione w technopoliach, takich jak Dolina Krzemowa.',
      'W Polsce restrukturyzacja po 1989 r. ograniczyła górnictwo węgla i hutnictwo, a rozwijają się przemysł motoryzacyjny, elektroniczny i spożywczy. Specjalne strefy ekonomiczne przyciągały inwestycje dzięki ulgom podatkowym.',
    ],
    keyPoints: [
      'Czynniki lokalizacji: przyrodnicze i pozaprzyrodnicze.',
      'Przemysł high-tech wymaga wykwalifikowanych kadr.',
      'Technopolia łączą uczelnie i firmy.',
      'Restrukturyzacja przemysłu ciężkiego w Polsce.',
    ],
    cards: [
      ['Czynnik lokalizacji', 'Warunek wpływający na wybór miejsca zakładu przemysłowego.'],
      ['Technopolia', 'Ośrodek nowoczesnych technologii powiązany z uczelniami.'],
      ['Restrukturyzacja', 'Przekształcenie struktury przemysłu, np. ograniczenie górnictwa.'],
      ['Specjalna strefa ekonomiczna', 'Obszar z ulgami dla inwestorów.'],
    ],
  },
  globalizacja: {
    explanation: [
      'Globalizacja to proces narastania powiązań gospodarczych, politycznych i kulturowych między państwami i społeczeństwami. Sprzyjają jej rozwój transportu (konteneryzacja), technologii informacyjnych i liberalizacja handlu pod nadzorem Światowej Organizacji Handlu (WTO).',
      'Głównymi podmiotami globalizacji są korporacje transnarodowe, które rozmieszczają produkcję w wielu krajach, korzystając z taniej siły roboczej lub rynków zbytu. Powstają metropolie światowe, np. Nowy Jork, Londyn i Tokio, skupiające funkcje finansowe i zarządcze.',
      'Skutkami pozytywnymi są wzrost handlu, dostęp do technologii i towarów, a negatywnymi pogłębianie nierówności, uzależnienie od łańcuchów dostaw i unifikacja kultury. Ruchy alterglobalistyczne krytykują obecny kształt globalizacji.',
    ],
    keyPoints: [
      'Wymiary: gospodarczy, polityczny, kulturowy.',
      'Korporacje transnarodowe jako główni aktorzy.',
      'WTO reguluje handel światowy.',
      'Metropolie światowe jako węzły gospodarki.',
    ],
    cards: [
      ['Korporacja transnarodowa', 'Przedsiębiorstwo działające w wielu krajach.'],
      ['Metropolia światowa', 'Miasto o globalnym znaczeniu gospodarczym i finansowym.'],
      ['Outsourcing', 'Zlecanie części działalności firmom zewnętrznym.'],
      ['Alterglobalizm', 'Ruch postulujący inną, bardziej sprawiedliwą globalizację.'],
    ],
  },
  'geografia-polski': {
    explanation: [
      'Polska ma powierzchnię około 312,7 tys. km² i leży w Europie Środkowej nad Morzem Bałtyckim. Najwyższym szczytem są Rysy (2499 m n.p.m.), najniższy punkt leży w Raczkach Elbląskich (ok. 1,8 m p.p.m.), a najdłuższą rzeką jest Wisła (1047 km).',
      'Rzeźba Polski jest w dużej mierze ukształtowana przez zlodowacenia skandynawskie: na północy występują pojezierza, w środku niziny, a na południu wyżyny i góry – Sudety i Karpaty. Pasowy układ krain ciągnie się równoleżnikowo.',
      'Polska dzieli się na 16 województw, 380 powiatów (wraz z miastami na prawach powiatu) i około 2,5 tys. gmin. Największym miastem i stolicą jest Warszawa, a do ważnych surowców należą węgiel kamienny, węgiel brunatny, miedź i siarka.',
    ],
    keyPoints: [
      'Powierzchnia ok. 312,7 tys. km².',
      'Rysy – 2499 m n.p.m.',
      'Rzeźba polodowcowa na północy.',
      '16 województw.',
    ],
    cards: [
      ['Rysy', 'Najwyższy szczyt Polski w Tatrach, 2499 m n.p.m.'],
      ['Wisła', 'Najdłuższa rzeka Polski, 1047 km.'],
      ['Pojezierze', 'Kraina z licznymi jeziorami polodowcowymi.'],
      ['Województwo', 'Jednostka podziału administracyjnego najwyższego stopnia.'],
    ],
  },
};
