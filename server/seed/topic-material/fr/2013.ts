/** EMC (fr catalogue subject 2013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  laicite: {
    explanation: [
      "La laïcité est le principe de séparation entre l’État et les religions. La loi du 9 décembre 1905 affirme que la République assure la liberté de conscience et ne reconnaît, ne salarie ni ne subventionne aucun culte.",
      "L’article 1er de la Constitution de 1958 proclame la France « République indivisible, laïque, démocratique et sociale ». La laïcité garantit l’égalité de tous les citoyens quelle que soit leur religion et impose la neutralité aux agents publics. La loi de 2004 interdit dans les écoles publiques les signes religieux ostensibles portés par les élèves.",
    ],
    keyPoints: [
      "La laïcité protège la liberté de croire ou de ne pas croire.",
      "Les lois Ferry des années 1880 ont rendu l’école publique laïque.",
      "En Alsace-Moselle, le régime concordataire reste en vigueur.",
    ],
    cards: [
      ["Loi de 1905", "La loi de séparation des Églises et de l’État."],
      ["Neutralité", "L’obligation pour les services publics de ne favoriser aucune croyance."],
      ["Liberté de conscience", "La liberté d’avoir ou non une religion."],
      ["Charte de la laïcité", "Le texte affiché dans les écoles depuis 2013."],
    ],
  },
  citoyennete: {
    explanation: [
      "La citoyenneté est le statut qui confère des droits et des devoirs dans une communauté politique. En France, le citoyen majeur dispose du droit de vote, d’éligibilité et des libertés fondamentales, et il doit respecter les lois, payer l’impôt et participer à la défense.",
      "La nationalité française s’acquiert par filiation, par naissance et résidence en France ou par naturalisation. Depuis le traité de Maastricht (1992), la citoyenneté européenne s’ajoute à la citoyenneté nationale et permet aux ressortissants de l’UE de voter aux élections municipales et européennes dans leur pays de résidence.",
    ],
    keyPoints: [
      "Le droit de vote est accordé à 18 ans depuis 1974.",
      "Le recensement à 16 ans précède la Journée défense et citoyenneté.",
      "Les Françaises obtiennent le droit de vote en 1944 et votent pour la première fois en 1945.",
    ],
    cards: [
      ["Citoyen", "Une personne qui a des droits et des devoirs politiques dans un État."],
      ["Naturalisation", "L’acquisition de la nationalité par décision de l’autorité publique."],
      ["Citoyenneté européenne", "Le statut créé par Maastricht pour les ressortissants de l’UE."],
      ["Droit du sol", "L’acquisition de la nationalité liée à la naissance sur le territoire."],
    ],
  },
  democratie: {
    explanation: [
      "La démocratie est le régime où le pouvoir appartient au peuple : selon Lincoln, c’est « le gouvernement du peuple, par le peuple, pour le peuple ». Née à Athènes au Vᵉ siècle av. J.-C., elle était alors directe mais réservée aux citoyens hommes.",
      "Les démocraties modernes sont surtout représentatives : les citoyens élisent des représentants au suffrage universel. Elles reposent sur le pluralisme politique, la séparation des pouvoirs, l’État de droit et le respect des libertés. Le référendum introduit des éléments de démocratie directe, et la démocratie participative associe les citoyens aux décisions locales.",
    ],
    keyPoints: [
      "Des élections libres supposent un vote secret, égal et universel.",
      "L’abstention affaiblit la représentativité des élus.",
      "Une démocratie protège aussi les droits des minorités.",
    ],
    cards: [
      ["Démocratie représentative", "Un régime où le peuple gouverne par ses élus."],
      ["Pluralisme", "La coexistence libre de plusieurs partis et opinions."],
      ["Référendum", "Un vote par lequel les citoyens décident directement d’une question."],
      ["État de droit", "Un État où le pouvoir est soumis au droit."],
    ],
  },
  institutions: {
    explanation: [
      "Les institutions de la Ve République reposent sur la séparation des pouvoirs. Le pouvoir exécutif appartient au président de la République, élu pour cinq ans au suffrage universel direct, et au gouvernement dirigé par le Premier ministre.",
      "Le Parlement, composé de l’Assemblée nationale (577 députés élus pour cinq ans) et du Sénat (348 sénateurs élus au suffrage indirect), vote les lois et contrôle le gouvernement. L’autorité judiciaire est indépendante, et le Conseil constitutionnel veille au respect de la Constitution. Les collectivités territoriales (communes, départements, régions) s’administrent librement.",
    ],
    keyPoints: [
      "L’Assemblée nationale a le dernier mot en cas de désaccord avec le Sénat.",
      "Le président nomme le Premier ministre.",
      "La question prioritaire de constitutionnalité permet à un justiciable de contester une loi.",
    ],
    cards: [
      ["Pouvoir législatif", "Le pouvoir de voter les lois, détenu par le Parlement."],
      ["Pouvoir exécutif", "Le pouvoir d’appliquer les lois, détenu par le président et le gouvernement."],
      ["Sénat", "La chambre haute, élue au suffrage universel indirect."],
      ["Décentralisation", "Le transfert de compétences de l’État aux collectivités territoriales."],
    ],
  },
  "droits-et-libertes": {
    explanation: [
      "Les droits et libertés fondamentaux sont protégés en France par le bloc de constitutionnalité, qui comprend la Déclaration des droits de l’homme et du citoyen de 1789 et le préambule de 1946. Ils incluent la liberté d’expression, de réunion, d’association et de conscience.",
      "Ces libertés ne sont pas absolues : l’article 4 de la Déclaration affirme que la liberté consiste à pouvoir faire tout ce qui ne nuit pas à autrui. La loi encadre leur exercice, par exemple en punissant la diffamation ou l’incitation à la haine. La Convention européenne des droits de l’homme (1950) et sa Cour de Strasbourg offrent une protection supplémentaire.",
    ],
    keyPoints: [
      "Le préambule de 1946 ajoute des droits sociaux comme le droit de grève.",
      "La loi de 1901 garantit la liberté d’association.",
      "Le Défenseur des droits veille au respect des droits des citoyens.",
    ],
    cards: [
      ["DDHC", "La Déclaration des droits de l’homme et du citoyen du 26 août 1789."],
      ["Bloc de constitutionnalité", "L’ensemble des textes à valeur constitutionnelle."],
      ["CEDH", "La Cour européenne des droits de l’homme, à Strasbourg."],
      ["Liberté d’expression", "Le droit d’exprimer ses opinions dans les limites fixées par la loi."],
    ],
  },
  "egalite-et-discriminations": {
    explanation: [
      "Le principe d’égalité signifie que tous les citoyens sont égaux devant la loi, sans distinction d’origine, de sexe ou de religion. Une discrimination est un traitement défavorable fondé sur un critère interdit par la loi.",
      "Le Code pénal reconnaît plus de vingt critères de discrimination, dont l’origine, le sexe, le handicap, l’orientation sexuelle et l’âge. La discrimination à l’embauche ou dans l’accès au logement est punie jusqu’à trois ans d’emprisonnement et 45 000 euros d’amende. Les lois sur la parité (2000) favorisent l’égal accès des femmes et des hommes aux mandats électoraux.",
    ],
    keyPoints: [
      "Le testing permet de prouver des discriminations.",
      "L’égalité salariale entre femmes et hommes est inscrite dans la loi.",
      "Le racisme et l’antisémitisme sont des délits.",
    ],
    cards: [
      ["Discrimination", "Une différence de traitement fondée sur un critère prohibé."],
      ["Parité", "L’égalité du nombre de femmes et d’hommes dans une instance."],
      ["Testing", "Une méthode qui compare le traitement de profils identiques sauf un critère."],
      ["Stéréotype", "Une représentation simplifiée et figée d’un groupe."],
    ],
  },
  engagement: {
    explanation: [
      "L’engagement désigne la participation volontaire d’un individu à une action collective au service d’une cause. Il peut être politique (militer dans un parti, voter), associatif, syndical ou humanitaire.",
      "Les jeunes peuvent s’engager dans les instances lycéennes, comme les conseils de la vie lycéenne, ou effectuer un service civique de 6 à 12 mois à partir de 16 ans. En France, environ un adulte sur cinq est bénévole dans une association. L’engagement contribue à la cohésion sociale et à la vitalité démocratique.",
    ],
    keyPoints: [
      "Les délégués de classe sont élus par leurs camarades.",
      "La réserve citoyenne permet de s’engager ponctuellement au service de l’intérêt général.",
      "Le Service national universel a été créé en 2019.",
    ],
    cards: [
      ["Bénévolat", "Une activité non rémunérée au service des autres."],
      ["Service civique", "Un engagement indemnisé de 6 à 12 mois pour les 16-25 ans."],
      ["CVL", "Le conseil de la vie lycéenne."],
      ["Militantisme", "L’action régulière au service d’une cause ou d’un parti."],
    ],
  },
  "medias-et-information": {
    explanation: [
      "Les médias (presse, radio, télévision, Internet) diffusent l’information à un large public. La liberté de la presse est garantie en France par la loi du 29 juillet 1881, qui en fixe aussi les limites, comme la diffamation.",
      "Sur les réseaux sociaux, les algorithmes favorisent les contenus qui suscitent le plus de réactions et peuvent enfermer les usagers dans des bulles de filtre. Vérifier une information consiste à identifier sa source, croiser plusieurs médias et distinguer un fait d’une opinion. Les infox et les théories du complot se diffusent plus vite que les démentis.",
    ],
    keyPoints: [
      "Une dépêche d’agence, comme celles de l’AFP, fournit des faits bruts aux rédactions.",
      "L’Arcom régule l’audiovisuel et le numérique.",
      "Le pluralisme des médias garantit la diversité des opinions.",
    ],
    cards: [
      ["Infox", "Une fausse information diffusée délibérément."],
      ["Bulle de filtre", "L’isolement informationnel produit par les algorithmes de recommandation."],
      ["Loi de 1881", "La loi sur la liberté de la presse."],
      ["Source", "L’origine d’une information."],
    ],
  },
};
