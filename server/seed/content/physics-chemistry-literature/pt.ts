/**
 * Portuguese notes for the second demo knower of BR and PT: physics, chemistry and literature
 * (issue 22 §3), in Brazilian spelling like the pack's other notes (content/pt.ts).
 */
import type { GeneralNote } from '../types';

export const notes: readonly GeneralNote[] = [
  {
    title: 'As três leis de Newton',
    description: 'Inércia, princípio fundamental da dinâmica e ação e reação, com um exemplo resolvido e questões.',
    area: 'Física',
    sections: [
      {
        heading: 'Força e movimento',
        paragraphs: [
          'Em 1687, na obra «Principia», Isaac Newton formulou três leis que explicam como as forças alteram o movimento dos corpos. A unidade de força é o newton (1 N = 1 kg·m/s²).',
        ],
      },
      {
        heading: 'As três leis',
        paragraphs: [],
        list: [
          '1.ª lei (inércia): um corpo permanece em repouso ou em movimento retilíneo uniforme enquanto a resultante das forças que nele atuam for nula.',
          '2.ª lei (princípio fundamental da dinâmica): a força resultante produz uma aceleração diretamente proporcional à força e inversamente proporcional à massa, F = m·a.',
          '3.ª lei (ação e reação): quando um corpo exerce uma força sobre outro, recebe dele uma força de igual intensidade e sentido oposto; as duas forças atuam em corpos diferentes.',
        ],
      },
      {
        heading: 'Exemplo resolvido',
        paragraphs: [
          'Um carro com 1200 kg parte do repouso e atinge 20 m/s em 8 s. A aceleração é a = 20 / 8 = 2,5 m/s², logo a força resultante é F = 1200 · 2,5 = 3000 N.',
          'O peso de um aluno com 60 kg é P = m·g = 60 · 9,81 ≈ 589 N. O chão o empurra para cima com uma força igual: é a reação da 3.ª lei.',
        ],
      },
      {
        heading: 'Questões',
        newPage: true,
        paragraphs: [],
        list: [
          'Por que os passageiros são projetados para a frente quando um carro para de repente?',
          'Que força é necessária para dar a um corpo de 2 kg uma aceleração de 3 m/s²? (Resposta: 6 N)',
          'Por que a ação e a reação não se anulam?',
        ],
      },
    ],
  },
  {
    title: 'O átomo e a tabela periódica',
    description: 'Prótons, nêutrons e elétrons, número atômico e número de massa, isótopos e a organização da tabela periódica.',
    area: 'Química',
    sections: [
      {
        heading: 'A estrutura do átomo',
        paragraphs: [
          'O átomo tem um núcleo pequeno, com prótons (carga positiva) e nêutrons (sem carga), rodeado por elétrons (carga negativa) distribuídas em camadas. O número atômico Z é o número de prótons; o número de massa A é a soma de prótons e nêutrons.',
          'Exemplo: o sódio tem Z = 11 e A = 23, ou seja, 11 prótons, 12 nêutrons e 11 elétrons, distribuídos pelas camadas 2, 8 e 1.',
        ],
      },
      {
        heading: 'A tabela periódica',
        paragraphs: [],
        list: [
          'Mendeleiev organizou em 1869 os elementos então conhecidos; hoje a tabela tem 118 elementos, ordenados por número atômico crescente.',
          'Períodos (linhas): os elementos do mesmo período têm o mesmo número de camadas ocupadas.',
          'Grupos (colunas): os elementos do mesmo grupo têm o mesmo número de elétrons de valência e propriedades químicas semelhantes.',
          'Os metais ficam à esquerda, os não metais à direita e os gases nobres no grupo 18.',
        ],
      },
      {
        heading: 'Isótopos',
        paragraphs: [
          'Isótopos são átomos do mesmo elemento com diferente número de nêutrons. O carbono-12 é estável; o carbono-14, radioativo, é usado na datação de achados arqueológicos.',
        ],
      },
      {
        heading: 'Exercícios',
        newPage: true,
        paragraphs: [],
        list: [
          'Quantos nêutrons tem o cloro-35 (Z = 17)? (Resposta: 18)',
          'Por que o sódio e o potássio reagem de forma semelhante com a água?',
          'Em que grupo estão os gases nobres e por que quase não reagem?',
        ],
      },
    ],
  },
  {
    title: 'Os Lusíadas, de Luís de Camões',
    description: 'Estrutura, planos e episódios principais da epopeia publicada em 1572.',
    area: 'Literatura',
    sections: [
      {
        heading: 'A epopeia',
        paragraphs: [
          'Os Lusíadas, publicados em 1572, são uma epopeia em dez cantos, com 1102 estâncias em oitava rima (ABABABCC) e versos decassílabos. Narram a viagem de Vasco da Gama à Índia (1497–1498) e, através dela, a história de Portugal.',
          'A narração começa «in medias res», com as naus já no oceano Índico; os acontecimentos anteriores são contados por Vasco da Gama ao rei de Melinde.',
        ],
      },
      {
        heading: 'Estrutura interna',
        paragraphs: [],
        list: [
          'Proposição: o poeta anuncia que vai cantar os feitos dos portugueses.',
          'Invocação: pede inspiração às Tágides, as ninfas do Tejo.',
          'Dedicatória: oferece o poema ao rei D. Sebastião.',
          'Narração: a viagem, com episódios como Inês de Castro (canto III), o Velho do Restelo (canto IV), o Adamastor (canto V) e a Ilha dos Amores (canto IX).',
        ],
      },
      {
        heading: 'Os quatro planos',
        paragraphs: [
          'O poema entrelaça o plano da viagem, o plano da história de Portugal, o plano mitológico, em que Vênus protege os portugueses e Baco se lhes opõe, e o plano das reflexões do poeta, que critica a cobiça e o desprezo pela cultura.',
        ],
      },
      {
        heading: 'Questões',
        newPage: true,
        paragraphs: [],
        list: [
          'Que representa o gigante Adamastor?',
          'Que crítica faz o Velho do Restelo à viagem?',
          'Por que a narração começa «in medias res»?',
        ],
      },
    ],
  },
];
