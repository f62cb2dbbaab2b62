/** Romanian general notes and flashcards (RO). */
import type { ContentPack } from './types';
import { notes as secondKnowerNotes } from './physics-chemistry-literature/ro';

export const ro: ContentPack = {
  language: 'ro',
  general: {
    byline: (area, author) => `${area} · notițe de ${author}`,
    notes: [
      {
        title: 'Fotosinteza pe înțelesul tuturor',
        description: 'Faza de lumină, ciclul Calvin și factorii care influențează fotosinteza, cu întrebări de recapitulare.',
        area: 'Biologie',
        sections: [
          {
            heading: 'Ce este fotosinteza?',
            paragraphs: [
              'Fotosinteza este procesul prin care plantele, algele și unele bacterii transformă energia luminoasă în energie chimică. Din dioxid de carbon și apă se produce glucoză și se eliberează oxigen.',
              'Ecuația generală: 6 CO2 + 6 H2O + lumină → C6H12O6 + 6 O2. Procesul are loc în cloroplaste, care conțin clorofilă, pigmentul verde ce absoarbe lumina roșie și albastră.',
            ],
          },
          {
            heading: 'Cele două faze',
            paragraphs: [],
            list: [
              'Faza de lumină (tilacoide): lumina descompune apa, se eliberează oxigen și se formează ATP și NADPH.',
              'Faza de întuneric sau ciclul Calvin (stroma): CO2 este fixat cu ajutorul enzimei rubisco, iar cu ATP și NADPH se formează glucoză.',
            ],
          },
          {
            heading: 'Factori care influențează fotosinteza',
            paragraphs: [],
            list: [
              'Intensitatea luminii, până la un punct de saturație.',
              'Concentrația de CO2 din aer.',
              'Temperatura: enzimele lucrează cel mai bine între 25 și 35 °C.',
              'Apa: pe secetă, stomatele se închid.',
            ],
          },
          {
            heading: 'Întrebări de recapitulare',
            newPage: true,
            paragraphs: [],
            list: [
              'Ce produse se formează în faza de lumină?',
              'De ce sunt frunzele verzi?',
              'Explică legătura dintre fotosinteză și respirația celulară.',
            ],
          },
          {
            heading: 'De reținut',
            paragraphs: [
              'Fără fotosinteză nu ar exista oxigen în atmosferă și nici hrană în lanțurile trofice: organismele fotosintetizante sunt producătorii aproape tuturor ecosistemelor.',
            ],
          },
        ],
      },
      {
        title: 'Ecuația de gradul al doilea: metodă și exemple',
        description: 'Formula rădăcinilor, discriminantul și exerciții rezolvate pas cu pas.',
        area: 'Matematică',
        sections: [
          {
            heading: 'Forma generală',
            paragraphs: [
              'O ecuație de gradul al doilea are forma ax² + bx + c = 0, cu a diferit de zero. Soluțiile se află cu formula: x = (−b ± √(b² − 4ac)) / 2a.',
            ],
          },
          {
            heading: 'Discriminantul',
            paragraphs: ['Valoarea Δ = b² − 4ac arată câte soluții reale are ecuația:'],
            list: ['Δ > 0: două soluții reale distincte.', 'Δ = 0: o soluție dublă.', 'Δ < 0: nicio soluție reală.'],
          },
          {
            heading: 'Exemplu rezolvat',
            paragraphs: [
              'Rezolvăm x² − 5x + 6 = 0: a = 1, b = −5, c = 6, deci Δ = 25 − 24 = 1. Atunci x = (5 ± 1) / 2, adică x₁ = 3 și x₂ = 2. Verificare: 3² − 5·3 + 6 = 0.',
              'Relațiile lui Viète: x₁ + x₂ = −b/a = 5 și x₁ · x₂ = c/a = 6 – utile pentru verificare rapidă.',
            ],
          },
          {
            heading: 'Exerciții',
            newPage: true,
            paragraphs: [],
            list: ['x² − 36 = 0', '5x² − 10x = 0', 'x² − 8x + 16 = 0', '2x² − 5x + 2 = 0', 'x² + 3x + 4 = 0 (are soluții reale?)'],
          },
        ],
      },
      {
        title: 'Marea Unire din 1918',
        description: 'Contextul, etapele și urmările unirii provinciilor românești cu Regatul României.',
        area: 'Istorie',
        sections: [
          {
            heading: 'Context',
            paragraphs: [
              'La sfârșitul Primului Război Mondial, destrămarea Imperiului Rus și a Austro-Ungariei a deschis calea unirii provinciilor locuite de români cu Regatul României.',
            ],
          },
          {
            heading: 'Etapele unirii',
            paragraphs: [],
            list: [
              '27 martie 1918: Sfatul Țării votează unirea Basarabiei cu România.',
              '28 noiembrie 1918: Congresul General al Bucovinei hotărăște unirea.',
              '1 decembrie 1918: Marea Adunare Națională de la Alba Iulia proclamă unirea Transilvaniei.',
            ],
          },
          {
            heading: 'Urmări',
            paragraphs: [
              'S-a format România Mare, recunoscută prin tratatele Conferinței de Pace de la Paris (1919–1920). Ziua de 1 Decembrie este astăzi Ziua Națională a României.',
            ],
          },
          {
            heading: 'Verifică-te',
            newPage: true,
            paragraphs: [],
            list: ['Ce provincii s-au unit cu România în 1918?', 'Unde a avut loc Marea Adunare Națională?', 'De ce sărbătorim 1 Decembrie?'],
          },
        ],
      },
      {
        title: 'Circuitul apei în natură',
        description: 'Evaporare, condensare, precipitații și infiltrare: cum circulă apa pe Pământ.',
        area: 'Geografie',
        sections: [
          {
            heading: 'Un circuit fără sfârșit',
            paragraphs: [
              'Apa de pe Pământ circulă continuu între oceane, atmosferă și uscat. Energia Soarelui pune circuitul în mișcare, iar gravitația readuce apa la suprafață.',
            ],
          },
          {
            heading: 'Etape',
            paragraphs: [],
            list: [
              'Evaporarea: căldura transformă apa mărilor, râurilor și lacurilor în vapori.',
              'Transpirația: plantele elimină vapori de apă prin frunze.',
              'Condensarea: vaporii se răcesc la altitudine și formează nori.',
              'Precipitațiile: apa cade sub formă de ploaie, zăpadă sau grindină.',
              'Scurgerea și infiltrarea: apa curge la suprafață sau pătrunde în sol și formează pânze freatice.',
            ],
          },
          {
            heading: 'De ce este important',
            paragraphs: [
              'Circuitul apei reglează clima și reînnoiește apa dulce pe care o folosim. Defrișările și schimbările climatice modifică regimul ploilor și înmulțesc secetele și inundațiile.',
            ],
          },
          {
            heading: 'Întrebări',
            newPage: true,
            paragraphs: [],
            list: ['Ce sursă de energie pune în mișcare circuitul apei?', 'Care este diferența dintre evaporare și transpirație?', 'Cum se formează pânza freatică?'],
          },
        ],
      },
      {
        title: 'Tehnici de învățare care chiar funcționează',
        description: 'Repetare spațiată, autotestare și organizarea timpului pentru a învăța mai puțin și a reține mai mult.',
        area: 'Consiliere',
        sections: [
          {
            heading: 'A reciti nu înseamnă a învăța',
            paragraphs: [
              'Recitirea notițelor dă senzația că știi materia, dar se uită repede. Cercetările despre memorie arată că reamintirea activă a informației este mult mai eficientă.',
            ],
          },
          {
            heading: 'Cinci tehnici',
            paragraphs: [],
            list: [
              'Autotestarea: pune-ți întrebări și răspunde fără să te uiți.',
              'Repetarea spațiată: revino la lecție după 1, 3 și 7 zile.',
              'Exersarea amestecată: combină exerciții din mai multe capitole.',
              'Explică altcuiva: dacă poți preda, ai înțeles.',
              'Tehnica Pomodoro: 25 de minute de concentrare, 5 minute pauză.',
            ],
          },
          {
            heading: 'Planul săptămânii',
            paragraphs: [
              'Împarte materiile de-a lungul săptămânii, păstrează timp pentru recapitulare și dormi suficient: în timpul somnului creierul consolidează ce ai învățat.',
            ],
          },
          {
            heading: 'Înainte de examen',
            newPage: true,
            paragraphs: [],
            list: ['Pot explica fiecare lecție în două minute?', 'Am rezolvat subiecte din anii trecuți?', 'Mi-am pregătit lucrurile de cu seară?'],
          },
        ],
      },
      ...secondKnowerNotes,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Celula – cartonașe de recapitulare',
      description: 'Organitele celulare și rolul lor.',
      cards: [
        ['Nucleul', 'Conține ADN-ul și coordonează activitatea celulei.'],
        ['Mitocondria', 'Locul respirației celulare; produce ATP.'],
        ['Cloroplastul', 'Organit al celulei vegetale în care are loc fotosinteza.'],
        ['Ribozomul', 'Sintetizează proteine din aminoacizi.'],
        ['Membrana celulară', 'Delimitează celula și controlează schimbul de substanțe.'],
        ['Peretele celular', 'Înveliș rigid din celuloză al celulei vegetale.'],
        ['Vacuola', 'Depozitează apă și substanțe de rezervă.'],
        ['Aparatul Golgi', 'Modifică, împachetează și distribuie proteinele.'],
        ['Celula procariotă', 'Celulă fără nucleu delimitat, de exemplu bacteriile.'],
      ],
    },
    {
      icon: 'history',
      title: 'Date importante din istoria României',
      description: 'Anii care trebuie știuți pentru bacalaureat.',
      cards: [
        ['106', 'Cucerirea Daciei de către romani.'],
        ['1600', 'Mihai Viteazul realizează prima unire a celor trei țări române.'],
        ['1821', 'Revoluția condusă de Tudor Vladimirescu.'],
        ['1848', 'Revoluția de la 1848 în Țările Române.'],
        ['1859', 'Unirea Principatelor sub Alexandru Ioan Cuza.'],
        ['1877', 'Proclamarea independenței României.'],
        ['1918', 'Marea Unire (1 Decembrie).'],
        ['1989', 'Revoluția din decembrie și căderea regimului comunist.'],
        ['2007', 'Aderarea României la Uniunea Europeană.'],
      ],
    },
  ],
  privateTitle: (title) => `Doar pentru mine: ${title}`,
};
