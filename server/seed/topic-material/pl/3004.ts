/** Biologia (pl catalogue subject 3004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'biologia-komorki': {
    explanation: [
      'Komórka jest najmniejszą jednostką strukturalną i funkcjonalną organizmu. Komórki prokariotyczne, np. bakterie, nie mają jądra komórkowego, a ich DNA znajduje się w cytoplazmie; komórki eukariotyczne mają jądro i organella otoczone błonami.',
      'Mitochondria są miejscem oddychania komórkowego, a chloroplasty w komórkach roślinnych miejscem fotosyntezy. Rybosomy syntetyzują białka, siateczka śródplazmatyczna i aparat Golgiego modyfikują je i transportują, a lizosomy trawią zbędne struktury.',
      'Błona komórkowa zbudowana jest z podwójnej warstwy fosfolipidów z białkami (model płynnej mozaiki). Substancje przenikają przez nią na drodze dyfuzji, osmozy, dyfuzji ułatwionej lub transportu aktywnego wymagającego ATP.',
    ],
    keyPoints: [
      'Prokarionty nie mają jądra, eukarionty je mają.',
      'Komórka roślinna ma ścianę komórkową z celulozy, wakuolę i chloroplasty.',
      'Mitochondria i chloroplasty mają własne DNA (teoria endosymbiozy).',
      'Podziały komórki: mitoza i mejoza.',
    ],
    cards: [
      ['Mitochondrium', 'Organellum, w którym zachodzi oddychanie tlenowe i powstaje ATP.'],
      ['Rybosom', 'Struktura, na której zachodzi synteza białek.'],
      ['Osmoza', 'Przenikanie wody przez błonę półprzepuszczalną.'],
      ['Mitoza', 'Podział jądra komórkowego dający dwie komórki o tej samej liczbie chromosomów.'],
    ],
  },
  biochemia: {
    explanation: [
      'Biochemia bada związki chemiczne budujące organizmy. Najważniejsze z nich to woda, sole mineralne oraz związki organiczne: węglowodany, lipidy, białka i kwasy nukleinowe.',
      'Węglowodany dzielą się na monosacharydy (glukoza, fruktoza), disacharydy (sacharoza, laktoza) i polisacharydy (skrobia, glikogen, celuloza). Białka zbudowane są z 20 rodzajów aminokwasów połączonych wiązaniami peptydowymi, a ich struktura ma cztery poziomy organizacji.',
      'Lipidy, np. tłuszcze i fosfolipidy, pełnią funkcje energetyczne i budulcowe. Kwasy nukleinowe DNA i RNA są zbudowane z nukleotydów i przechowują oraz przekazują informację genetyczną.',
    ],
    keyPoints: [
      'Woda jest rozpuszczalnikiem i środowiskiem reakcji.',
      'Glikogen to materiał zapasowy zwierząt, skrobia – roślin.',
      'Białka: funkcje budulcowe, enzymatyczne, transportowe, obronne.',
      'Denaturacja to nieodwracalna utrata struktury białka.',
    ],
    cards: [
      ['Wiązanie peptydowe', 'Wiązanie łączące aminokwasy w białku.'],
      ['Polisacharyd', 'Wielocukier zbudowany z wielu cząsteczek monosacharydów.'],
      ['Denaturacja', 'Zniszczenie struktury przestrzennej białka, np. pod wpływem temperatury.'],
      ['Nukleotyd', 'Podstawowa jednostka budulcowa kwasów nukleinowych.'],
    ],
  },
  metabolizm: {
    explanation: [
      'Metabolizm to ogół reakcji chemicznych w organizmie. Reakcje anaboliczne są syntezami wymagającymi energii, a kataboliczne to rozkład związków z uwolnieniem energii; uniwersalnym nośnikiem energii jest ATP.',
      'Enzymy są biokatalizatorami obniżającymi energię aktywacji; działają specyficznie, a ich aktywność zależy od temperatury i pH. Inhibitory kompetycyjne konkurują z substratem o centrum aktywne.',
      'Fotosynteza przebiega według równania 6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂ i składa się z fazy zależnej od światła oraz cyklu Calvina. Oddychanie tlenowe obejmuje glikolizę, reakcję pomostową, cykl Krebsa i łańcuch oddechowy; fermentacja daje tylko 2 ATP z cząsteczki glukozy.',
    ],
    keyPoints: [
      'Anabolizm – synteza; katabolizm – rozkład.',
      'Enzymy to głównie białka.',
      'Glikoliza zachodzi w cytozolu, cykl Krebsa w mitochondrium.',
      'Fermentacja mlekowa zachodzi w mięśniach przy niedoborze tlenu.',
    ],
    cards: [
      ['ATP', 'Adenozynotrifosforan – uniwersalny przenośnik energii.'],
      ['Enzym', 'Biokatalizator przyspieszający reakcje chemiczne.'],
      ['Cykl Calvina', 'Faza fotosyntezy, w której CO₂ jest wiązany w cukry.'],
      ['Glikoliza', 'Rozkład glukozy do pirogronianu w cytozolu.'],
    ],
  },
  genetyka: {
    explanation: [
      'Informacja genetyczna zapisana jest w DNA, zbudowanym z dwóch nici tworzących podwójną helisę. Zasady azotowe łączą się komplementarnie: adenina z tyminą, guanina z cytozyną; w RNA tyminę zastępuje uracyl.',
      'Ekspresja genu obejmuje transkrypcję (przepisanie DNA na mRNA w jądrze) i translację (synteza białka na rybosomie). Kod genetyczny jest trójkowy, uniwersalny i zdegenerowany – jeden aminokwas może być kodowany przez kilka kodonów.',
      'Grzegorz Mendel sformułował prawa dziedziczenia: prawo czystości gamet i prawo niezależnego dziedziczenia cech. W krzyżówce dwóch heterozygot Aa × Aa stosunek fenotypów wynosi 3 : 1 przy dominacji zupełnej.',
    ],
    keyPoints: [
      'Komplementarność zasad: A–T, G–C.',
      'Człowiek ma 46 chromosomów.',
      'Genotyp to zestaw genów, fenotyp to zespół cech.',
      'Mutacje są źródłem zmienności genetycznej.',
    ],
    cards: [
      ['Allel', 'Jedna z wersji genu.'],
      ['Homozygota', 'Osobnik mający dwa identyczne allele danego genu.'],
      ['Kodon', 'Trójka nukleotydów mRNA kodująca aminokwas.'],
      ['Mutacja', 'Trwała zmiana materiału genetycznego.'],
    ],
  },
  ewolucja: {
    explanation: [
      'Ewolucja to proces stopniowych zmian organizmów w kolejnych pokoleniach. Karol Darwin w dziele „O powstawaniu gatunków” (1859) wyjaśnił ją doborem naturalnym: przeżywają i rozmnażają się osobniki najlepiej przystosowane.',
      'Syntetyczna teoria ewolucji łączy darwinizm z genetyką; czynnikami ewolucji są mutacje, rekombinacja, dobór naturalny, dryf genetyczny i migracje. Nowe gatunki powstają najczęściej w wyniku izolacji geograficznej (specjacja allopatryczna).',
      'Dowodami ewolucji są skamieniałości, narządy homologiczne (np. kończyny przednie kręgowców), narządy szczątkowe oraz podobieństwo DNA. Narządy analogiczne, jak skrzydła ptaka i owada, pełnią tę samą funkcję, ale mają różne pochodzenie.',
    ],
    keyPoints: [
      'Dobór naturalny działa na fenotypy.',
      'Dryf genetyczny jest silny w małych populacjach.',
      'Homologia wskazuje na wspólne pochodzenie.',
      'Człowiek i szympans mają wspólnego przodka.',
    ],
    cards: [
      ['Dobór naturalny', 'Przeżywanie i rozmnażanie się osobników najlepiej przystosowanych.'],
      ['Narządy homologiczne', 'Narządy o wspólnym pochodzeniu, lecz mogące pełnić różne funkcje.'],
      ['Dryf genetyczny', 'Losowe zmiany częstości alleli w populacji.'],
      ['Specjacja', 'Proces powstawania nowych gatunków.'],
    ],
  },
  ekologia: {
    explanation: [
      'Ekologia bada zależności między organizmami a środowiskiem. Czynniki abiotyczne to m.in. temperatura, światło i woda, a biotyczne to oddziaływania między organizmami, takie jak konkurencja, drapieżnictwo, pasożytnictwo i mutualizm.',
      'W ekosystemie energia przepływa przez łańcuchy pokarmowe od producentów przez konsumentów do reducentów; na kolejny poziom troficzny przechodzi tylko około 10% energii. Pierwiastki, np. węgiel i azot, krążą w obiegu materii.',
      'Populację opisuje liczebność, zagęszczenie, rozrodczość, śmiertelność i struktura wiekowa. Prawo minimum Liebiga mówi, że o rozwoju organizmu decyduje czynnik występujący w niedoborze, a prawo tolerancji Shelforda określa zakres tolerancji organizmu.',
    ],
    keyPoints: [
      'Energia przepływa, materia krąży.',
      'Nisza ekologiczna to rola gatunku w ekosystemie.',
      'Sukcesja to kolejne zmiany składu gatunkowego biocenozy.',
      'Bioróżnorodność zwiększa stabilność ekosystemu.',
    ],
    cards: [
      ['Biocenoza', 'Zespół populacji różnych gatunków zamieszkujących dany obszar.'],
      ['Reducent', 'Organizm rozkładający martwą materię organiczną.'],
      ['Mutualizm', 'Obustronnie korzystne współżycie dwóch gatunków.'],
      ['Nisza ekologiczna', 'Zbiór wymagań i funkcji gatunku w ekosystemie.'],
    ],
  },
  'fizjologia-czlowieka': {
    explanation: [
      'Fizjologia człowieka opisuje działanie narządów i układów. Serce ma cztery jamy i pompuje krew w dwóch obiegach: małym (płucnym) i dużym (ustrojowym); tętnice prowadzą krew od serca, a żyły do serca.',
      'W płucach wymiana gazowa zachodzi w pęcherzykach płucnych na drodze dyfuzji. Trawienie zaczyna się w jamie ustnej (amylaza ślinowa), białka trawione są w żołądku przez pepsynę, a wchłanianie składników odżywczych zachodzi głównie w jelicie cienkim dzięki kosmkom jelitowym.',
      'Nerki filtrują krew i wytwarzają mocz, utrzymując równowagę wodno-elektrolitową; ich jednostką funkcjonalną jest nefron. Hormony trzustki – insulina i glukagon – regulują poziom glukozy we krwi.',
    ],
    keyPoints: [
      'Homeostaza to utrzymywanie stałości środowiska wewnętrznego.',
      'Insulina obniża, glukagon podwyższa poziom glukozy.',
      'Erytrocyty transportują tlen dzięki hemoglobinie.',
      'Jelito cienkie jest głównym miejscem wchłaniania.',
    ],
    cards: [
      ['Homeostaza', 'Zdolność organizmu do utrzymania stałych warunków wewnętrznych.'],
      ['Nefron', 'Podstawowa jednostka funkcjonalna nerki.'],
      ['Hemoglobina', 'Białko krwinek czerwonych wiążące tlen.'],
      ['Kosmki jelitowe', 'Wypustki błony śluzowej jelita cienkiego zwiększające powierzchnię wchłaniania.'],
    ],
  },
  'uklad-nerwowy': {
    explanation: [
      'Układ nerwowy dzieli się na ośrodkowy (mózgowie i rdzeń kręgowy) oraz obwodowy (nerwy i zwoje). Jego podstawową komórką jest neuron, zbudowany z ciała komórki, dendrytów i aksonu otoczonego często osłonką mielinową.',
      'W stanie spoczynku błona neuronu ma potencjał około −70 mV. Po przekroczeniu progu pobudliwości powstaje potencjał czynnościowy zgodnie z zasadą „wszystko albo nic”, a impuls przekazywany jest przez synapsy za pomocą neuroprzekaźników, np. acetylocholiny.',
      'Autonomiczny układ nerwowy składa się z części współczulnej, która mobilizuje organizm w stresie (przyspiesza pracę serca), i przywspółczulnej, która sprzyja odpoczynkowi i trawieniu. Odruch to automatyczna reakcja na bodziec przebiegająca przez łuk odruchowy.',
    ],
    keyPoints: [
      'Ośrodkowy i obwodowy układ nerwowy.',
      'Potencjał spoczynkowy ≈ −70 mV.',
      'Synapsa chemiczna wykorzystuje neuroprzekaźniki.',
      'Część współczulna i przywspółczulna działają antagonistycznie.',
    ],
    cards: [
      ['Neuron', 'Komórka nerwowa przewodząca impulsy.'],
      ['Synapsa', 'Miejsce przekazywania impulsu między neuronami.'],
      ['Łuk odruchowy', 'Droga impulsu od receptora do efektora.'],
      ['Osłonka mielinowa', 'Izolacja aksonu przyspieszająca przewodzenie impulsów.'],
    ],
  },
  botanika: {
    explanation: [
      'Botanika to nauka o roślinach. Rośliny dzielą się m.in. na mszaki, paprotniki i rośliny nasienne, a te z kolei na nagonasienne (np. sosna) i okrytonasienne, których nasiona są ukryte w owocu.',
      'Roślina okrytonasienna ma korzeń, łodygę, liście, a w okresie rozmnażania kwiaty, owoce i nasiona. Woda z solami mineralnymi transportowana jest drewnem (ksylemem), a produkty fotosyntezy łykiem (floemem).',
      'Liść zawiera miękisz palisadowy i gąbczasty oraz aparaty szparkowe, przez które zachodzi wymiana gazowa i transpiracja. Rozwój roślin regulują fitohormony, np. auksyny, gibereliny i kwas abscysynowy.',
    ],
    keyPoints: [
      'Drewno przewodzi wodę, łyko asymilaty.',
      'Okrytonasienne tworzą kwiaty i owoce.',
      'Aparaty szparkowe regulują transpirację.',
      'U mszaków dominuje gametofit, u paprotników sporofit.',
    ],
    cards: [
      ['Ksylem', 'Drewno – tkanka przewodząca wodę i sole mineralne.'],
      ['Floem', 'Łyko – tkanka przewodząca produkty fotosyntezy.'],
      ['Transpiracja', 'Parowanie wody z powierzchni rośliny.'],
      ['Auksyny', 'Fitohormony stymulujące wzrost wydłużeniowy komórek.'],
    ],
  },
  zoologia: {
    explanation: [
      'Zoologia bada zwierzęta, czyli wielokomórkowe organizmy cudzożywne. Bezkręgowce obejmują m.in. gąbki, parzydełkowce, płazińce, nicienie, pierścienice, stawonogi i mięczaki; stawonogi, do których należą owady, są najliczniejszą grupą zwierząt.',
      'Kręgowce to ryby, płazy, gady, ptaki i ssaki. Ryby oddychają skrzelami, płazy przechodzą przeobrażenie z kijanki, gady mają skórę pokrytą łuskami i składają jaja z błonami płodowymi.',
      'Ptaki i ssaki są stałocieplne; ptaki mają pióra i lekkie, pneumatyczne kości, a ssaki sierść i gruczoły mlekowe. Zwierzęta mogą mieć symetrię promienistą (parzydełkowce) lub dwuboczną (większość grup).',
    ],
    keyPoints: [
      'Stawonogi mają chitynowy szkielet zewnętrzny.',
      'Płazy: rozwój z przeobrażeniem.',
      'Owodniowce: gady, ptaki, ssaki.',
      'Stałocieplność u ptaków i ssaków.',
    ],
    cards: [
      ['Stawonogi', 'Bezkręgowce o członowanych odnóżach i chitynowym pancerzu.'],
      ['Owodnia', 'Błona płodowa chroniąca zarodek gadów, ptaków i ssaków.'],
      ['Stałocieplność', 'Utrzymywanie stałej temperatury ciała niezależnie od otoczenia.'],
      ['Przeobrażenie', 'Rozwój z postacią larwalną różną od dorosłej.'],
    ],
  },
};
