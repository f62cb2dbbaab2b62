/** Portuguese general notes and flashcards (BR and PT; wording that reads well in both). */
import type { ContentPack } from './types';
import { notes as secondKnowerNotes } from './physics-chemistry-literature/pt';

export const pt: ContentPack = {
  language: 'pt',
  general: {
    byline: (area, author) => `${area} · resumo de ${author}`,
    notes: [
      {
        title: 'Fotossíntese: como as plantas produzem alimento',
        description: 'Fase clara, ciclo de Calvin e fatores que influenciam a fotossíntese, com perguntas de revisão.',
        area: 'Biologia',
        sections: [
          {
            heading: 'O que é a fotossíntese?',
            paragraphs: [
              'A fotossíntese é o processo pelo qual plantas, algas e algumas bactérias transformam a energia da luz em energia química. A partir de gás carbônico e água, produzem glicose e liberam oxigênio.',
              'Equação geral: 6 CO2 + 6 H2O + luz → C6H12O6 + 6 O2. O processo ocorre nos cloroplastos, que contêm clorofila, o pigmento verde que absorve luz vermelha e azul.',
            ],
          },
          {
            heading: 'As duas etapas',
            paragraphs: [],
            list: [
              'Etapa fotoquímica (tilacoides): a luz quebra moléculas de água, libera oxigênio e produz ATP e NADPH.',
              'Ciclo de Calvin (estroma): o CO2 é fixado pela enzima rubisco e, com ATP e NADPH, forma-se glicose.',
            ],
          },
          {
            heading: 'Fatores que influenciam',
            paragraphs: [],
            list: [
              'Intensidade luminosa, até um ponto de saturação.',
              'Concentração de CO2 no ar.',
              'Temperatura: as enzimas funcionam melhor entre 25 e 35 °C.',
              'Disponibilidade de água: na seca, os estômatos fecham.',
            ],
          },
          {
            heading: 'Perguntas de revisão',
            newPage: true,
            paragraphs: [],
            list: [
              'Quais produtos se formam na etapa fotoquímica?',
              'Por que as folhas são verdes?',
              'Explique a relação entre fotossíntese e respiração celular.',
            ],
          },
          {
            heading: 'Ideia-chave',
            paragraphs: [
              'Sem fotossíntese não haveria oxigênio na atmosfera nem alimento nas cadeias alimentares: os seres fotossintetizantes são os produtores de quase todos os ecossistemas.',
            ],
          },
        ],
      },
      {
        title: 'Equações do 2.º grau sem mistério',
        description: 'Fórmula resolvente, discriminante e exemplos resolvidos passo a passo.',
        area: 'Matemática',
        sections: [
          {
            heading: 'Forma geral',
            paragraphs: [
              'Uma equação do 2.º grau tem a forma ax² + bx + c = 0, com a diferente de zero. As soluções obtêm-se com a fórmula resolvente (conhecida no Brasil como fórmula de Bhaskara): x = (−b ± √(b² − 4ac)) / 2a.',
            ],
          },
          {
            heading: 'O discriminante',
            paragraphs: ['O valor Δ = b² − 4ac indica quantas soluções reais existem:'],
            list: ['Δ > 0: duas soluções diferentes.', 'Δ = 0: uma solução dupla.', 'Δ < 0: nenhuma solução real.'],
          },
          {
            heading: 'Exemplo resolvido',
            paragraphs: [
              'Resolver x² − 5x + 6 = 0: a = 1, b = −5, c = 6, logo Δ = 25 − 24 = 1. Então x = (5 ± 1) / 2, ou seja, x₁ = 3 e x₂ = 2. Verificação: 3² − 5·3 + 6 = 0.',
              'Atalho: equações incompletas (b = 0 ou c = 0) resolvem-se isolando x ou colocando x em evidência.',
            ],
          },
          {
            heading: 'Exercícios',
            newPage: true,
            paragraphs: [],
            list: ['x² − 16 = 0', '3x² + 6x = 0', 'x² + 6x + 9 = 0', '2x² − 3x − 2 = 0', 'x² + 2x + 5 = 0 (tem solução real?)'],
          },
        ],
      },
      {
        title: 'Revolução Francesa: resumo para a prova',
        description: 'Causas, fases e consequências da revolução que mudou a Europa entre 1789 e 1799.',
        area: 'História',
        sections: [
          {
            heading: 'Causas',
            paragraphs: [
              'No fim do século XVIII, a França enfrentava uma crise financeira grave, uma sociedade dividida em ordens com privilégios para o clero e a nobreza, e a influência das ideias iluministas de liberdade e igualdade.',
            ],
            list: ['Dívida do Estado e más colheitas.', 'Privilégios do Primeiro e do Segundo Estado.', 'Ideias de Rousseau, Montesquieu e Voltaire.'],
          },
          {
            heading: 'Fases',
            paragraphs: [],
            list: [
              '1789: Estados Gerais, Tomada da Bastilha (14 de julho) e Declaração dos Direitos do Homem e do Cidadão.',
              '1792–1794: República e período do Terror, com Robespierre.',
              '1795–1799: Diretório, que termina com o golpe de Napoleão Bonaparte.',
            ],
          },
          {
            heading: 'Consequências',
            paragraphs: [
              'A revolução pôs fim ao Antigo Regime na França, espalhou as ideias de cidadania e de direitos universais e inspirou movimentos liberais e de independência no século XIX, inclusive na América.',
            ],
          },
          {
            heading: 'Para rever',
            newPage: true,
            paragraphs: [],
            list: ['Quais eram os três Estados da sociedade francesa?', 'O que simboliza a Tomada da Bastilha?', 'Relacione o Iluminismo com a Declaração dos Direitos.'],
          },
        ],
      },
      {
        title: 'O ciclo da água',
        description: 'Evaporação, condensação, precipitação e infiltração: como a água circula no planeta.',
        area: 'Geografia',
        sections: [
          {
            heading: 'Um ciclo contínuo',
            paragraphs: [
              'A água da Terra circula sem parar entre oceanos, atmosfera e continentes. A energia do Sol move o ciclo e a gravidade traz a água de volta à superfície.',
            ],
          },
          {
            heading: 'As etapas',
            paragraphs: [],
            list: [
              'Evaporação: o calor transforma a água de mares, rios e lagos em vapor.',
              'Transpiração: as plantas libertam vapor de água pelas folhas.',
              'Condensação: o vapor arrefece em altitude e forma nuvens.',
              'Precipitação: a água cai como chuva, neve ou granizo.',
              'Escoamento e infiltração: a água corre à superfície ou infiltra-se e forma aquíferos.',
            ],
          },
          {
            heading: 'Por que é importante',
            paragraphs: [
              'O ciclo da água regula o clima e renova a água doce que usamos. O desmatamento e as alterações climáticas modificam as chuvas e aumentam secas e cheias.',
            ],
          },
          {
            heading: 'Perguntas',
            newPage: true,
            paragraphs: [],
            list: ['Que fonte de energia move o ciclo da água?', 'Qual a diferença entre evaporação e transpiração?', 'Como se forma um aquífero?'],
          },
        ],
      },
      {
        title: 'Técnicas de estudo que funcionam',
        description: 'Revisão espaçada, autoavaliação e gestão do tempo para estudar menos e lembrar mais.',
        area: 'Métodos de estudo',
        sections: [
          {
            heading: 'Estudar não é reler',
            paragraphs: [
              'Reler os apontamentos dá a sensação de que já sabemos a matéria, mas esquecemos depressa. A investigação sobre a memória mostra que recuperar ativamente a informação é muito mais eficaz.',
            ],
          },
          {
            heading: 'Cinco técnicas',
            paragraphs: [],
            list: [
              'Autoavaliação: faça perguntas a si mesmo e responda sem consultar.',
              'Revisão espaçada: volte ao tema depois de 1, 3 e 7 dias.',
              'Prática intercalada: misture exercícios de vários temas.',
              'Ensinar a alguém: se consegue explicar, percebeu.',
              'Técnica Pomodoro: 25 minutos de foco e 5 de pausa.',
            ],
          },
          {
            heading: 'Plano semanal',
            paragraphs: [
              'Distribua as disciplinas pela semana, reserve tempo para revisões e durma o suficiente: durante o sono, o cérebro consolida o que aprendeu.',
            ],
          },
          {
            heading: 'Antes da prova',
            newPage: true,
            paragraphs: [],
            list: ['Consigo explicar cada tema em dois minutos?', 'Resolvi exercícios de provas anteriores?', 'Preparei o material na véspera?'],
          },
        ],
      },
      ...secondKnowerNotes,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Célula: cartões de revisão',
      description: 'Organelos celulares e as suas funções.',
      cards: [
        ['Núcleo', 'Contém o DNA e controla as atividades da célula.'],
        ['Mitocôndria', 'Local da respiração celular; produz ATP.'],
        ['Cloroplasto', 'Organelo das células vegetais onde ocorre a fotossíntese.'],
        ['Ribossomo', 'Sintetiza proteínas a partir de aminoácidos.'],
        ['Membrana plasmática', 'Separa a célula do meio e controla a entrada e saída de substâncias.'],
        ['Parede celular', 'Camada rígida de celulose que protege a célula vegetal.'],
        ['Vacúolo', 'Armazena água e substâncias de reserva.'],
        ['Complexo de Golgi', 'Modifica, empacota e distribui proteínas.'],
        ['Célula procariótica', 'Célula sem núcleo organizado, como as bactérias.'],
      ],
    },
    {
      icon: 'history',
      title: 'Datas importantes da história',
      description: 'Acontecimentos da história de Portugal e do Brasil para situar no tempo.',
      cards: [
        ['1143', 'Tratado de Zamora: reconhecimento do Reino de Portugal.'],
        ['1498', 'Vasco da Gama chega à Índia por mar.'],
        ['1500', 'Chegada da frota de Pedro Álvares Cabral ao Brasil.'],
        ['1640', 'Restauração da independência de Portugal.'],
        ['1755', 'Terramoto de Lisboa.'],
        ['1822', 'Independência do Brasil, a 7 de setembro.'],
        ['1888', 'Lei Áurea: abolição da escravatura no Brasil.'],
        ['1889', 'Proclamação da República no Brasil.'],
        ['1910', 'Implantação da República em Portugal.'],
        ['1974', 'Revolução dos Cravos, a 25 de abril, em Portugal.'],
      ],
    },
  ],
  privateTitle: (title) => `Só para mim: ${title}`,
};
