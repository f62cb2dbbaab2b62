/** Turkish general notes and flashcards (TR). */
import type { ContentPack } from './types';
import { notes as secondKnowerNotes } from './physics-chemistry-literature/tr';

export const tr: ContentPack = {
  language: 'tr',
  general: {
    byline: (area, author) => `${area} · ${author} ders notları`,
    notes: [
      {
        title: 'Fotosentez: bitkiler besinini nasıl üretir?',
        description: 'Işığa bağlı tepkimeler, Calvin döngüsü ve fotosentezi etkileyen faktörler; tekrar sorularıyla.',
        area: 'Biyoloji',
        sections: [
          {
            heading: 'Fotosentez nedir?',
            paragraphs: [
              'Fotosentez; bitkilerin, alglerin ve bazı bakterilerin ışık enerjisini kimyasal enerjiye dönüştürdüğü olaydır. Karbondioksit ve sudan glikoz üretilir, oksijen açığa çıkar.',
              'Genel denklem: 6 CO2 + 6 H2O + ışık → C6H12O6 + 6 O2. Olay, yeşil pigment klorofili içeren kloroplastlarda gerçekleşir.',
            ],
          },
          {
            heading: 'İki evre',
            paragraphs: [],
            list: [
              'Işığa bağlı tepkimeler (tilakoit zar): su parçalanır, oksijen açığa çıkar, ATP ve NADPH üretilir.',
              'Calvin döngüsü (stroma): CO2, rubisko enzimi ile bağlanır; ATP ve NADPH kullanılarak glikoz oluşur.',
            ],
          },
          {
            heading: 'Fotosentezi etkileyen faktörler',
            paragraphs: [],
            list: [
              'Işık şiddeti: belli bir doygunluk noktasına kadar hız artar.',
              'Ortamdaki CO2 miktarı.',
              'Sıcaklık: enzimler en iyi 25–35 °C arasında çalışır.',
              'Su: kuraklıkta gözenekler (stomalar) kapanır.',
            ],
          },
          {
            heading: 'Tekrar soruları',
            newPage: true,
            paragraphs: [],
            list: [
              'Işığa bağlı tepkimelerde hangi ürünler oluşur?',
              'Yapraklar neden yeşil görünür?',
              'Fotosentez ile oksijenli solunum arasındaki ilişkiyi açıklayın.',
            ],
          },
          {
            heading: 'Akılda kalsın',
            paragraphs: [
              'Fotosentez olmasaydı atmosferde oksijen, besin zincirlerinde de besin olmazdı: fotosentez yapan canlılar neredeyse tüm ekosistemlerin üreticileridir.',
            ],
          },
        ],
      },
      {
        title: 'İkinci dereceden denklemler: yöntem ve örnekler',
        description: 'Diskriminant, kök bulma formülü ve adım adım çözülmüş örnekler.',
        area: 'Matematik',
        sections: [
          {
            heading: 'Genel biçim',
            paragraphs: [
              'İkinci dereceden bir denklem ax² + bx + c = 0 biçimindedir ve a sıfırdan farklıdır. Kökler şu formülle bulunur: x = (−b ± √(b² − 4ac)) / 2a.',
            ],
          },
          {
            heading: 'Diskriminant',
            paragraphs: ['Δ = b² − 4ac değeri kaç reel kök olduğunu gösterir:'],
            list: ['Δ > 0: iki farklı reel kök.', 'Δ = 0: çakışık iki kök.', 'Δ < 0: reel kök yoktur.'],
          },
          {
            heading: 'Çözümlü örnek',
            paragraphs: [
              'x² − 5x + 6 = 0 denklemini çözelim: a = 1, b = −5, c = 6, dolayısıyla Δ = 25 − 24 = 1. Buradan x = (5 ± 1) / 2, yani x₁ = 3 ve x₂ = 2 bulunur. Kontrol: 3² − 5·3 + 6 = 0.',
              'Kısa yol: çarpanlara ayırma. x² − 5x + 6 = (x − 2)(x − 3) olduğundan kökler hemen görülür.',
            ],
          },
          {
            heading: 'Alıştırmalar',
            newPage: true,
            paragraphs: [],
            list: ['x² − 25 = 0', '2x² + 8x = 0', 'x² − 6x + 9 = 0', '2x² + x − 3 = 0', 'x² + x + 2 = 0 (reel kökü var mı?)'],
          },
        ],
      },
      {
        title: 'Kurtuluş Savaşı ve Cumhuriyet’in ilanı',
        description: '1919–1923 arasındaki önemli olaylar, kongreler ve antlaşmalar kısa ve net.',
        area: 'Tarih',
        sections: [
          {
            heading: 'Başlangıç',
            paragraphs: [
              'Birinci Dünya Savaşı’nın ardından imzalanan Mondros Ateşkes Antlaşması (1918) ile Anadolu’nun işgali başladı. Mustafa Kemal 19 Mayıs 1919’da Samsun’a çıkarak millî mücadeleyi örgütlemeye başladı.',
            ],
          },
          {
            heading: 'Önemli olaylar',
            paragraphs: [],
            list: [
              'Amasya Genelgesi (1919): “Milletin bağımsızlığını yine milletin azim ve kararı kurtaracaktır.”',
              'Erzurum ve Sivas kongreleri (1919): manda ve himaye reddedildi.',
              'TBMM’nin açılışı: 23 Nisan 1920.',
              'Sakarya Meydan Muharebesi (1921) ve Büyük Taarruz (1922).',
              'Lozan Antlaşması: 24 Temmuz 1923.',
              'Cumhuriyet’in ilanı: 29 Ekim 1923.',
            ],
          },
          {
            heading: 'Sonuçları',
            paragraphs: [
              'Kurtuluş Savaşı ile bağımsız bir ulus devlet kuruldu; saltanat 1922’de kaldırıldı, Ankara başkent oldu ve kısa sürede köklü inkılaplar başladı.',
            ],
          },
          {
            heading: 'Kendini dene',
            newPage: true,
            paragraphs: [],
            list: ['Sivas Kongresi’nin önemi nedir?', 'TBMM hangi tarihte açıldı?', 'Lozan Antlaşması neden önemlidir?'],
          },
        ],
      },
      {
        title: 'Su döngüsü',
        description: 'Buharlaşma, yoğunlaşma, yağış ve yüzey akışı: su Dünya’da nasıl dolaşır?',
        area: 'Coğrafya',
        sections: [
          {
            heading: 'Sonu olmayan bir döngü',
            paragraphs: [
              'Dünya’daki su; okyanuslar, atmosfer ve karalar arasında sürekli dolaşır. Döngünün enerjisini Güneş sağlar, yer çekimi ise suyu yeniden yeryüzüne indirir.',
            ],
          },
          {
            heading: 'Aşamalar',
            paragraphs: [],
            list: [
              'Buharlaşma: deniz, göl ve akarsulardaki su ısınarak buhara dönüşür.',
              'Terleme: bitkiler yapraklarından su buharı verir.',
              'Yoğunlaşma: yükselen buhar soğuyarak bulutları oluşturur.',
              'Yağış: su; yağmur, kar veya dolu olarak yere düşer.',
              'Yüzey akışı ve sızma: su akarsulara karışır ya da toprağa sızarak yer altı suyunu oluşturur.',
            ],
          },
          {
            heading: 'Neden önemli?',
            paragraphs: [
              'Su döngüsü iklimi düzenler ve kullandığımız tatlı suyu yeniler. Ormansızlaşma ve iklim değişikliği yağış düzenini bozarak kuraklık ve selleri artırır.',
            ],
          },
          {
            heading: 'Sorular',
            newPage: true,
            paragraphs: [],
            list: ['Su döngüsünün enerji kaynağı nedir?', 'Buharlaşma ile terleme arasındaki fark nedir?', 'Yer altı suyu nasıl oluşur?'],
          },
        ],
      },
      {
        title: 'İşe yarayan ders çalışma teknikleri',
        description: 'Aralıklı tekrar, kendini test etme ve zaman yönetimi ile daha az sürede daha kalıcı öğrenme.',
        area: 'Rehberlik',
        sections: [
          {
            heading: 'Tekrar okumak yetmez',
            paragraphs: [
              'Notları yeniden okumak konuyu biliyormuş hissi verir ama çabuk unutulur. Bellek araştırmaları, bilgiyi aktif olarak hatırlamanın çok daha etkili olduğunu gösteriyor.',
            ],
          },
          {
            heading: 'Beş teknik',
            paragraphs: [],
            list: [
              'Kendini test et: soruları bakmadan cevapla.',
              'Aralıklı tekrar: konuya 1, 3 ve 7 gün sonra geri dön.',
              'Karma çalışma: farklı konulardan soruları karıştır.',
              'Başkasına anlat: anlatabiliyorsan anlamışsın demektir.',
              'Pomodoro: 25 dakika odaklan, 5 dakika mola ver.',
            ],
          },
          {
            heading: 'Haftalık plan',
            paragraphs: [
              'Dersleri haftaya yay, tekrar için zaman ayır ve yeterince uyu: uyku sırasında beyin öğrendiklerini pekiştirir.',
            ],
          },
          {
            heading: 'Sınavdan önce kontrol listesi',
            newPage: true,
            paragraphs: [],
            list: ['Her konuyu iki dakikada anlatabiliyor muyum?', 'Çıkmış soruları çözdüm mü?', 'Malzemelerimi bir gece önceden hazırladım mı?'],
          },
        ],
      },
      ...secondKnowerNotes,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Hücre organelleri – bilgi kartları',
      description: 'Organeller ve görevleri.',
      cards: [
        ['Çekirdek', 'DNA’yı taşır ve hücrenin yönetim merkezidir.'],
        ['Mitokondri', 'Oksijenli solunumun gerçekleştiği, ATP üreten organel.'],
        ['Kloroplast', 'Bitki hücrelerinde fotosentezin gerçekleştiği organel.'],
        ['Ribozom', 'Amino asitlerden protein sentezler.'],
        ['Hücre zarı', 'Hücreyi çevreler ve madde alışverişini denetler.'],
        ['Hücre duvarı', 'Bitki hücresini saran, selülozdan yapılmış sağlam tabaka.'],
        ['Koful', 'Su ve çeşitli maddeleri depolar.'],
        ['Golgi cisimciği', 'Proteinleri paketler ve salgılar.'],
        ['Prokaryot hücre', 'Çekirdeği olmayan hücre; örneğin bakteriler.'],
      ],
    },
    {
      icon: 'history',
      title: 'Tarihte önemli tarihler',
      description: 'Sınavlarda sık sorulan tarihler.',
      cards: [
        ['1071', 'Malazgirt Meydan Muharebesi.'],
        ['1299', 'Osmanlı Beyliği’nin kuruluşu.'],
        ['1453', 'İstanbul’un fethi.'],
        ['1839', 'Tanzimat Fermanı’nın ilanı.'],
        ['1876', 'I. Meşrutiyet ve Kanun-i Esasi.'],
        ['1919', 'Mustafa Kemal’in Samsun’a çıkışı (19 Mayıs).'],
        ['1920', 'TBMM’nin açılışı (23 Nisan).'],
        ['1923', 'Lozan Antlaşması ve Cumhuriyet’in ilanı.'],
        ['1928', 'Harf İnkılabı: Latin alfabesine geçiş.'],
        ['1934', 'Kadınlara milletvekili seçme ve seçilme hakkı.'],
      ],
    },
  ],
  privateTitle: (title) => `Sadece benim için: ${title}`,
};
