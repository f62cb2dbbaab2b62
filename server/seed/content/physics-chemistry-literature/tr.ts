/** Turkish notes for the second demo knower of TR: physics, chemistry and grammar (issue 22 §3). */
import type { GeneralNote } from '../types';

export const notes: readonly GeneralNote[] = [
  {
    title: 'Newton’un hareket yasaları',
    description: 'Eylemsizlik, temel dinamik yasası ve etki–tepki; çözümlü örnek ve sorularla.',
    area: 'Fizik',
    sections: [
      {
        heading: 'Kuvvet ve hareket',
        paragraphs: [
          'Isaac Newton 1687’de yayımladığı «Principia» adlı eserinde, kuvvetlerin cisimlerin hareketini nasıl değiştirdiğini üç yasayla açıkladı. Kuvvetin birimi newton’dur (1 N = 1 kg·m/s²).',
        ],
      },
      {
        heading: 'Üç yasa',
        paragraphs: [],
        list: [
          '1. yasa (eylemsizlik): net kuvvet sıfırsa duran cisim durmaya, hareket eden cisim sabit hızla düz bir çizgide gitmeye devam eder.',
          '2. yasa: net kuvvet, kuvvetle doğru ve kütleyle ters orantılı bir ivme oluşturur: F = m·a.',
          '3. yasa (etki–tepki): bir cisim diğerine kuvvet uygularsa, ondan aynı büyüklükte ve zıt yönde bir kuvvet görür; bu iki kuvvet farklı cisimlere etki eder.',
        ],
      },
      {
        heading: 'Çözümlü örnek',
        paragraphs: [
          '1.200 kg kütleli bir otomobil durgun hâlden 8 saniyede 20 m/s hıza ulaşıyor. İvme a = 20 / 8 = 2,5 m/s² olduğundan net kuvvet F = 1.200 · 2,5 = 3.000 N’dur.',
          '60 kg kütleli bir öğrencinin ağırlığı G = m·g = 60 · 9,81 ≈ 589 N’dur. Zemin öğrenciyi aynı büyüklükte bir kuvvetle yukarı iter: bu, 3. yasadaki tepkidir.',
        ],
      },
      {
        heading: 'Sorular',
        newPage: true,
        paragraphs: [],
        list: [
          'Otobüs aniden fren yaptığında yolcular neden öne doğru savrulur?',
          '2 kg’lık bir cisme 3 m/s² ivme kazandırmak için ne kadar kuvvet gerekir? (Cevap: 6 N)',
          'Etki ve tepki kuvvetleri neden birbirini yok etmez?',
        ],
      },
    ],
  },
  {
    title: 'Atomun yapısı ve periyodik tablo',
    description: 'Proton, nötron, elektron; atom numarası, kütle numarası, izotoplar ve periyodik tablonun düzeni.',
    area: 'Kimya',
    sections: [
      {
        heading: 'Atomun yapısı',
        paragraphs: [
          'Atomun merkezinde protonların (pozitif yüklü) ve nötronların (yüksüz) bulunduğu küçük bir çekirdek vardır; elektronlar (negatif yüklü) çekirdeğin çevresindeki katmanlarda bulunur. Atom numarası Z proton sayısıdır, kütle numarası A ise proton ve nötron sayılarının toplamıdır.',
          'Örnek: sodyumun Z = 11 ve A = 23’tür; yani 11 protonu, 12 nötronu ve 11 elektronu vardır. Elektronlar katmanlara 2, 8 ve 1 olarak dağılır.',
        ],
      },
      {
        heading: 'Periyodik tablo',
        paragraphs: [],
        list: [
          'Mendeleyev 1869’da bilinen elementleri bir tabloda düzenledi; bugün tabloda atom numarasına göre sıralanmış 118 element vardır.',
          'Periyotlar (yatay sıralar): aynı periyottaki elementlerin katman sayısı aynıdır.',
          'Gruplar (dikey sütunlar): aynı gruptaki elementlerin son katmanındaki elektron sayısı aynıdır, bu yüzden kimyasal özellikleri benzerdir.',
          'Metaller solda, ametaller sağda, soy gazlar ise 18. grupta yer alır.',
        ],
      },
      {
        heading: 'İzotoplar',
        paragraphs: [
          'İzotoplar, proton sayısı aynı ama nötron sayısı farklı olan atomlardır. Karbon-12 kararlıdır; radyoaktif karbon-14 ise arkeolojik buluntuların yaşını belirlemekte kullanılır.',
        ],
      },
      {
        heading: 'Alıştırmalar',
        newPage: true,
        paragraphs: [],
        list: [
          'Klor-35 atomunun (Z = 17) kaç nötronu vardır? (Cevap: 18)',
          'Sodyum ve potasyum suyla neden benzer şekilde tepkimeye girer?',
          'Soy gazlar hangi gruptadır ve neden zor tepkimeye girerler?',
        ],
      },
    ],
  },
  {
    title: 'Cümlenin ögeleri',
    description: 'Yüklem, özne, nesne, dolaylı tümleç ve zarf tümleci: hangi soruyla bulunur, örnek cümle çözümlemesiyle.',
    area: 'Türk Dili ve Edebiyatı',
    sections: [
      {
        heading: 'Temel ögeler',
        paragraphs: [
          'Cümlenin temel ögeleri yüklem ve öznedir. Yüklem, cümlede iş, oluş ya da durum bildiren çekimli ögedir; diğer ögeler yükleme sorulan sorularla bulunur. Özne, yüklemdeki işi yapan ya da oluşa konu olan varlıktır ve “kim?” ya da “ne?” sorusuna cevap verir.',
        ],
      },
      {
        heading: 'Yardımcı ögeler',
        paragraphs: [],
        list: [
          'Nesne: “neyi?” (belirtili nesne) ya da “ne?” (belirtisiz nesne) sorusuna cevap verir.',
          'Dolaylı tümleç (yer tamlayıcısı): “nereye?”, “nerede?”, “nereden?”, “kime?”, “kimde?”, “kimden?” sorularına cevap verir.',
          'Zarf tümleci: “nasıl?”, “ne zaman?”, “niçin?”, “ne kadar?” sorularına cevap verir.',
        ],
      },
      {
        heading: 'Çözümlü örnek',
        paragraphs: [
          '“Ali dün akşam kütüphanede arkadaşına kitabı verdi.” cümlesinde yüklem “verdi”, özne “Ali”, belirtili nesne “kitabı”, zarf tümleci “dün akşam”, dolaylı tümleçler ise “kütüphanede” ve “arkadaşına”dır.',
        ],
      },
      {
        heading: 'Alıştırmalar',
        newPage: true,
        paragraphs: [],
        list: [
          '“Kardeşim sabah erkenden okula gitti.” cümlesinin ögelerini bulunuz.',
          'Belirtili nesne ile belirtisiz nesne arasındaki fark nedir?',
          '“Bahçede çocuklar top oynuyor.” cümlesinde “bahçede” hangi ögedir?',
        ],
      },
    ],
  },
];
