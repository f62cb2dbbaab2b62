/** Philosophie (fr catalogue subject 2007): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  conscience: {
    explanation: [
      "La conscience est la capacité de l’esprit à se rapporter au monde et à lui-même. On distingue la conscience spontanée, immédiate, de la conscience réfléchie, par laquelle le sujet se prend pour objet de pensée.",
      "Descartes fait du « Je pense, donc je suis » (Discours de la méthode, 1637) la première certitude : on peut douter de tout, sauf du fait qu’on pense. Hume conteste l’existence d’un moi stable et n’y voit qu’un faisceau de perceptions. Husserl affirme que toute conscience est conscience de quelque chose : c’est l’intentionnalité.",
    ],
    keyPoints: [
      "Le cogito cartésien fonde la connaissance sur la certitude du sujet pensant.",
      "La conscience morale juge la valeur de nos actes.",
      "Pour Sartre, la conscience est toujours projet et dépassement de soi.",
    ],
    cards: [
      ["Cogito", "La formule de Descartes « Je pense, donc je suis »."],
      ["Conscience réfléchie", "Le retour de la pensée sur elle-même."],
      ["Intentionnalité", "Le fait que la conscience vise toujours un objet, selon Husserl."],
      ["Introspection", "L’observation par le sujet de ses propres états mentaux."],
    ],
  },
  inconscient: {
    explanation: [
      "L’inconscient désigne ce qui, dans le psychisme, échappe à la conscience tout en influençant nos pensées et nos actes. Leibniz parlait déjà de « petites perceptions » trop faibles pour être remarquées.",
      "Freud élabore à la fin du XIXᵉ siècle la psychanalyse : des désirs refoulés se manifestent dans les rêves, les lapsus, les actes manqués et les symptômes. Sa seconde topique distingue le ça, le moi et le surmoi. Alain et Sartre critiquent cette hypothèse : Sartre y voit une forme de mauvaise foi qui permet d’échapper à sa responsabilité.",
    ],
    keyPoints: [
      "Le refoulement écarte de la conscience des représentations jugées inacceptables.",
      "Pour Freud, le rêve est la réalisation déguisée d’un désir.",
      "L’hypothèse de l’inconscient interroge la liberté et la responsabilité du sujet.",
    ],
    cards: [
      ["Refoulement", "Le mécanisme qui maintient un désir hors de la conscience."],
      ["Ça", "L’instance pulsionnelle du psychisme selon Freud."],
      ["Surmoi", "L’instance qui intériorise les interdits parentaux et sociaux."],
      ["Acte manqué", "Une action ratée qui révèle un désir inconscient."],
    ],
  },
  liberte: {
    explanation: [
      "La liberté peut désigner l’absence de contrainte, le pouvoir de faire ce que l’on veut, ou l’autonomie, c’est-à-dire le fait d’obéir à une loi que l’on s’est donnée. Le libre arbitre est la capacité de choisir sans être déterminé.",
      "Spinoza juge le libre arbitre illusoire : les hommes se croient libres parce qu’ils ignorent les causes qui les déterminent. Rousseau affirme que « l’obéissance à la loi qu’on s’est prescrite est liberté ». Sartre soutient que l’homme est « condamné à être libre » : l’existence précède l’essence et chacun se définit par ses actes.",
    ],
    keyPoints: [
      "Le déterminisme affirme que tout événement a des causes nécessaires.",
      "Kant relie la liberté à l’autonomie de la volonté morale.",
      "La liberté politique est garantie par les lois et les droits.",
    ],
    cards: [
      ["Libre arbitre", "Le pouvoir de choisir entre plusieurs possibles."],
      ["Autonomie", "Le fait de se donner à soi-même sa loi."],
      ["Déterminisme", "La thèse selon laquelle tout événement découle de causes."],
      ["Mauvaise foi", "Chez Sartre, le mensonge à soi par lequel on nie sa liberté."],
    ],
  },
  devoir: {
    explanation: [
      "Le devoir est une obligation morale qui s’impose à la volonté. Il se distingue de la contrainte, qui relève de la force, et de l’intérêt, qui vise notre avantage.",
      "Kant, dans les Fondements de la métaphysique des mœurs (1785), fonde la morale sur l’impératif catégorique : « Agis uniquement d’après la maxime qui fait que tu peux vouloir en même temps qu’elle devienne une loi universelle ». Une action n’a de valeur morale que si elle est faite par devoir. L’utilitarisme de Bentham et Mill juge au contraire les actes à leurs conséquences pour le bonheur du plus grand nombre.",
    ],
    keyPoints: [
      "L’impératif hypothétique est conditionnel, l’impératif catégorique inconditionnel.",
      "Kant demande de traiter l’humanité toujours comme une fin, jamais seulement comme un moyen.",
      "Les conflits de devoirs posent le problème du choix moral.",
    ],
    cards: [
      ["Impératif catégorique", "Un commandement moral valable sans condition."],
      ["Agir par devoir", "Agir par respect de la loi morale, non par intérêt."],
      ["Utilitarisme", "La doctrine qui juge une action selon le bonheur qu’elle produit."],
      ["Obligation", "Ce qui s’impose à la volonté sans la contraindre physiquement."],
    ],
  },
  justice: {
    explanation: [
      "La justice désigne à la fois une vertu, une institution et un idéal. Aristote distingue la justice commutative, qui établit une égalité arithmétique dans les échanges, et la justice distributive, qui répartit selon le mérite.",
      "Le droit positif est l’ensemble des lois en vigueur, alors que le droit naturel renvoie à des principes universels. Antigone désobéit à Créon au nom de lois non écrites. Rawls, dans Théorie de la justice (1971), imagine un « voile d’ignorance » pour choisir des principes équitables, dont le principe de différence qui tolère les inégalités favorables aux plus défavorisés.",
    ],
    keyPoints: [
      "L’équité corrige la loi générale dans un cas particulier.",
      "Le juste légal peut différer du juste moral.",
      "Pascal observe que la justice sans la force est impuissante.",
    ],
    cards: [
      ["Droit positif", "L’ensemble des règles juridiques en vigueur dans une société."],
      ["Droit naturel", "Des droits fondés sur la nature humaine et antérieurs aux lois."],
      ["Justice distributive", "La répartition des biens selon le mérite ou le besoin."],
      ["Voile d’ignorance", "La situation fictive de Rawls où l’on ignore sa future place sociale."],
    ],
  },
  etat: {
    explanation: [
      "L’État est l’institution qui détient le pouvoir politique sur un territoire et une population. Max Weber le définit par le « monopole de la violence physique légitime ».",
      "Les théories du contrat social expliquent sa légitimité. Pour Hobbes (Léviathan, 1651), l’état de nature est une guerre de tous contre tous, et les hommes confient leur sécurité à un souverain absolu. Locke limite le pouvoir pour protéger les droits naturels, et Rousseau fonde la souveraineté sur la volonté générale. Marx voit dans l’État un instrument de domination de classe.",
    ],
    keyPoints: [
      "Montesquieu défend la séparation des pouvoirs dans De l’esprit des lois (1748).",
      "L’anarchisme conteste la nécessité de l’État.",
      "L’État de droit soumet le pouvoir lui-même au droit.",
    ],
    cards: [
      ["Contrat social", "L’accord fictif par lequel les individus fondent la société politique."],
      ["Volonté générale", "Chez Rousseau, la volonté du peuple orientée vers le bien commun."],
      ["État de nature", "La condition hypothétique des hommes avant toute société politique."],
      ["Légitimité", "La qualité d’un pouvoir reconnu comme juste et fondé."],
    ],
  },
  verite: {
    explanation: [
      "La vérité est traditionnellement définie comme l’accord de la pensée avec la réalité : c’est la vérité-correspondance. La vérité formelle, en logique et en mathématiques, désigne la cohérence d’un raisonnement avec ses prémisses.",
      "Platon, avec l’allégorie de la caverne, montre que l’accès au vrai exige de dépasser les apparences sensibles. Descartes cherche des idées claires et distinctes grâce au doute méthodique. Nietzsche soupçonne la vérité d’être une valeur construite, et Popper affirme qu’une théorie scientifique doit être réfutable.",
    ],
    keyPoints: [
      "L’opinion n’est pas fondée, le savoir est justifié.",
      "Le doute méthodique est un moyen, non une fin.",
      "Une vérité peut être démontrée ou vérifiée par l’expérience.",
    ],
    cards: [
      ["Vérité-correspondance", "L’adéquation entre un énoncé et la réalité."],
      ["Doute méthodique", "La suspension de toute croyance incertaine pour trouver une certitude."],
      ["Réfutabilité", "Chez Popper, la possibilité qu’une théorie soit démentie par l’expérience."],
      ["Allégorie de la caverne", "Le récit de Platon sur le passage de l’ignorance à la connaissance."],
    ],
  },
  bonheur: {
    explanation: [
      "Le bonheur est un état de satisfaction durable et complet, distinct du plaisir, qui est passager. Aristote en fait le souverain bien, visé pour lui-même, qui consiste dans l’activité conforme à la vertu.",
      "Épicure recherche l’ataraxie, absence de trouble de l’âme, par la modération des désirs et la distinction entre désirs naturels et vains. Les stoïciens, comme Épictète, distinguent ce qui dépend de nous et ce qui n’en dépend pas. Kant juge le bonheur un « idéal de l’imagination » et le subordonne à la moralité.",
    ],
    keyPoints: [
      "L’eudémonisme fait du bonheur le but de la vie morale.",
      "Pour Épicure, le plaisir est l’absence de douleur du corps et de trouble de l’âme.",
      "Pascal voit dans le divertissement une fuite loin de la pensée de notre condition.",
    ],
    cards: [
      ["Ataraxie", "La tranquillité de l’âme recherchée par Épicure."],
      ["Eudémonisme", "La doctrine qui fait du bonheur la fin de l’action."],
      ["Souverain bien", "Le bien suprême recherché pour lui-même."],
      ["Divertissement", "Chez Pascal, l’agitation qui détourne l’homme de sa misère."],
    ],
  },
  art: {
    explanation: [
      "L’art désigne l’activité humaine qui produit des œuvres destinées à être contemplées. Il se distingue de la technique, qui vise l’utilité, bien que le mot grec technè désigne les deux.",
      "Platon critique l’art comme imitation d’une imitation, éloignée des Idées. Kant, dans la Critique de la faculté de juger (1790), définit le beau comme ce qui plaît universellement sans concept, et le génie comme le talent qui donne ses règles à l’art. Hegel voit dans l’art une manifestation sensible de l’esprit.",
    ],
    keyPoints: [
      "Le jugement de goût prétend à l’universalité sans pouvoir se démontrer.",
      "La mimèsis est l’imitation de la nature.",
      "L’art contemporain interroge la frontière entre œuvre et objet quotidien.",
    ],
    cards: [
      ["Mimèsis", "L’imitation de la réalité par l’art."],
      ["Génie", "Chez Kant, le don naturel qui donne ses règles à l’art."],
      ["Esthétique", "La réflexion sur le beau et l’expérience sensible."],
      ["Jugement de goût", "Un jugement sur le beau fondé sur le sentiment."],
    ],
  },
  religion: {
    explanation: [
      "La religion est un ensemble de croyances et de pratiques relatives au sacré, qui unit une communauté. Durkheim la définit comme un système qui sépare le sacré du profane et rassemble ses fidèles dans une même Église.",
      "La foi se distingue du savoir : elle adhère sans preuve démonstrative. Pascal propose le pari sur l’existence de Dieu, tandis que Kant limite le savoir pour faire place à la croyance. Marx voit dans la religion « l’opium du peuple », et Freud une illusion née du désir de protection.",
    ],
    keyPoints: [
      "Le monothéisme reconnaît un Dieu unique, le polythéisme plusieurs.",
      "La laïcité sépare les institutions religieuses et l’État.",
      "Les preuves de l’existence de Dieu sont ontologique, cosmologique ou téléologique.",
    ],
    cards: [
      ["Sacré", "Ce qui est séparé du profane et entouré d’interdits."],
      ["Foi", "Une adhésion confiante qui ne repose pas sur une démonstration."],
      ["Pari de Pascal", "L’argument selon lequel il est rationnel de parier sur Dieu."],
      ["Athéisme", "La position qui nie l’existence de Dieu."],
    ],
  },
};
