/** Mathématiques (fr catalogue subject 2001): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  fonctions: {
    explanation: [
      "Une fonction f associe à chaque réel x de son ensemble de définition un unique réel f(x), appelé image de x. Si f(a) = b, on dit que a est un antécédent de b ; un réel peut avoir zéro, un ou plusieurs antécédents.",
      "La courbe représentative de f est l’ensemble des points M(x ; f(x)) dans un repère. Une fonction est croissante sur un intervalle I si, pour a < b dans I, f(a) ≤ f(b). Par exemple, la fonction carré x ↦ x² est décroissante sur ]−∞ ; 0] et croissante sur [0 ; +∞[.",
    ],
    keyPoints: [
      "Chaque x de l’ensemble de définition a une seule image.",
      "Le tableau de variations résume les intervalles de croissance et de décroissance.",
      "Résoudre f(x) = k revient à chercher les abscisses des points d’intersection de la courbe avec la droite y = k.",
    ],
    cards: [
      ["Image", "Le nombre f(x) associé à x par la fonction f."],
      ["Antécédent", "Un réel a tel que f(a) = b pour un nombre b donné."],
      ["Ensemble de définition", "L’ensemble des réels x pour lesquels f(x) existe."],
      ["Fonction affine", "Une fonction de la forme f(x) = ax + b, représentée par une droite."],
    ],
  },
  "suites-numeriques": {
    explanation: [
      "Une suite numérique (uₙ) associe un réel à chaque entier naturel n. Elle peut être définie explicitement, comme uₙ = 3n + 1, ou par récurrence, comme u₀ = 2 et uₙ₊₁ = 2uₙ.",
      "Une suite arithmétique vérifie uₙ₊₁ = uₙ + r, d’où uₙ = u₀ + nr. Une suite géométrique vérifie uₙ₊₁ = q·uₙ, d’où uₙ = u₀·qⁿ. Une suite géométrique de raison q avec 0 < q < 1 tend vers 0, et avec q > 1 et u₀ > 0 elle tend vers +∞.",
    ],
    keyPoints: [
      "Somme des entiers : 1 + 2 + … + n = n(n + 1)/2.",
      "Somme géométrique : 1 + q + … + qⁿ = (1 − qⁿ⁺¹)/(1 − q) pour q ≠ 1.",
      "Une suite croissante et majorée converge.",
    ],
    cards: [
      ["Raison d’une suite arithmétique", "La constante r ajoutée pour passer d’un terme au suivant."],
      ["Raison d’une suite géométrique", "Le nombre q par lequel on multiplie un terme pour obtenir le suivant."],
      ["Suite convergente", "Une suite dont les termes se rapprochent d’une limite finie ℓ."],
      ["Raisonnement par récurrence", "Preuve par initialisation puis hérédité d’une propriété vraie pour tout n."],
    ],
  },
  derivation: {
    explanation: [
      "Le nombre dérivé f′(a) est la limite du taux de variation (f(a + h) − f(a))/h quand h tend vers 0. Il est égal au coefficient directeur de la tangente à la courbe au point d’abscisse a, dont l’équation est y = f′(a)(x − a) + f(a).",
      "Les dérivées usuelles sont (xⁿ)′ = nxⁿ⁻¹, (√x)′ = 1/(2√x) et (1/x)′ = −1/x². Le signe de f′ donne les variations de f : si f′ > 0 sur un intervalle, f y est strictement croissante. Par exemple, f(x) = x³ − 3x a pour dérivée 3x² − 3, qui s’annule en −1 et 1.",
    ],
    keyPoints: [
      "(uv)′ = u′v + uv′ et (u/v)′ = (u′v − uv′)/v².",
      "Un extremum local d’une fonction dérivable en un point intérieur annule la dérivée.",
      "La dérivée de u(ax + b) est a·u′(ax + b).",
    ],
    cards: [
      ["Nombre dérivé", "La limite du taux de variation de f en a lorsque h tend vers 0."],
      ["Tangente", "La droite d’équation y = f′(a)(x − a) + f(a)."],
      ["Fonction dérivée", "La fonction x ↦ f′(x) qui donne le nombre dérivé en chaque point."],
      ["Extremum local", "Un maximum ou minimum atteint là où f′ s’annule en changeant de signe."],
    ],
  },
  "fonction-exponentielle": {
    explanation: [
      "La fonction exponentielle est l’unique fonction dérivable sur ℝ telle que f′ = f et f(0) = 1. On la note exp(x) ou eˣ, avec e ≈ 2,718. Elle est strictement positive et strictement croissante sur ℝ.",
      "Elle transforme les sommes en produits : eᵃ⁺ᵇ = eᵃ × eᵇ, et e⁻ᵃ = 1/eᵃ. Ses limites sont 0 en −∞ et +∞ en +∞, et par croissance comparée eˣ/x tend vers +∞ en +∞. La dérivée de e^(u(x)) est u′(x)e^(u(x)).",
    ],
    keyPoints: [
      "exp′ = exp et e⁰ = 1.",
      "eˣ > 0 pour tout réel x.",
      "eᵃ = eᵇ équivaut à a = b, et eᵃ < eᵇ équivaut à a < b.",
    ],
    cards: [
      ["e", "Le nombre exp(1), environ 2,718."],
      ["Relation fonctionnelle", "eᵃ⁺ᵇ = eᵃ × eᵇ pour tous réels a et b."],
      ["Croissance comparée", "L’exponentielle l’emporte sur toute puissance de x en +∞."],
      ["Dérivée de e^u", "La fonction u′e^u."],
    ],
  },
  "logarithme-neperien": {
    explanation: [
      "Le logarithme népérien ln est la fonction réciproque de l’exponentielle : pour x > 0, y = ln(x) équivaut à x = eʸ. Elle est définie sur ]0 ; +∞[, avec ln(1) = 0 et ln(e) = 1.",
      "Le logarithme transforme les produits en sommes : ln(ab) = ln(a) + ln(b), ln(a/b) = ln(a) − ln(b) et ln(aⁿ) = n·ln(a). Sa dérivée est 1/x, elle est donc strictement croissante. Elle sert à résoudre des équations comme 2ⁿ = 1000, d’où n = ln(1000)/ln(2) ≈ 9,97.",
    ],
    keyPoints: [
      "ln(eˣ) = x pour tout réel et e^(ln x) = x pour x > 0.",
      "ln(x) tend vers −∞ en 0⁺ et vers +∞ en +∞.",
      "ln(x)/x tend vers 0 en +∞.",
    ],
    cards: [
      ["Logarithme népérien", "La fonction réciproque de exp, définie sur ]0 ; +∞[."],
      ["Dérivée de ln", "La fonction x ↦ 1/x."],
      ["ln(ab)", "ln(a) + ln(b) pour a > 0 et b > 0."],
      ["Dérivée de ln(u)", "u′/u lorsque u est strictement positive."],
    ],
  },
  integration: {
    explanation: [
      "Pour une fonction f continue et positive sur [a ; b], l’intégrale ∫ₐᵇ f(x) dx est l’aire du domaine compris entre la courbe, l’axe des abscisses et les droites x = a et x = b, mesurée en unités d’aire.",
      "Une primitive F de f vérifie F′ = f, et ∫ₐᵇ f(x) dx = F(b) − F(a). Par exemple, ∫₀² x² dx = [x³/3]₀² = 8/3. L’intégrale est linéaire, vérifie la relation de Chasles, et la valeur moyenne de f sur [a ; b] vaut (1/(b − a))∫ₐᵇ f(x) dx.",
    ],
    keyPoints: [
      "Deux primitives d’une même fonction diffèrent d’une constante.",
      "Relation de Chasles : l’intégrale de a à c est la somme des intégrales de a à b et de b à c.",
      "Intégration par parties : ∫ uv′ = [uv] − ∫ u′v.",
    ],
    cards: [
      ["Primitive", "Une fonction F dérivable telle que F′ = f."],
      ["Intégrale", "Le nombre F(b) − F(a), aire algébrique sous la courbe."],
      ["Valeur moyenne", "L’intégrale de f sur [a ; b] divisée par b − a."],
      ["Primitive de xⁿ", "xⁿ⁺¹/(n + 1) pour n ≠ −1."],
    ],
  },
  trigonometrie: {
    explanation: [
      "Sur le cercle trigonométrique de rayon 1, un réel x repère un point M dont l’abscisse est cos(x) et l’ordonnée sin(x). Un tour complet mesure 2π radians, donc 180° correspondent à π radians.",
      "On retient les valeurs remarquables : cos(π/3) = 1/2, sin(π/6) = 1/2, cos(π/4) = sin(π/4) = √2/2. Les fonctions sinus et cosinus sont 2π-périodiques, cosinus est paire et sinus impaire. Leurs dérivées sont sin′ = cos et cos′ = −sin.",
    ],
    keyPoints: [
      "cos²(x) + sin²(x) = 1 pour tout réel x.",
      "cos(x) = cos(a) équivaut à x = a + 2kπ ou x = −a + 2kπ.",
      "cos(a + b) = cos a cos b − sin a sin b.",
    ],
    cards: [
      ["Radian", "L’unité d’angle telle qu’un tour complet vaut 2π."],
      ["Cercle trigonométrique", "Le cercle de centre O et de rayon 1 orienté dans le sens direct."],
      ["Périodicité", "f(x + 2π) = f(x) pour sinus et cosinus."],
      ["Fonction paire", "Une fonction telle que f(−x) = f(x), comme cosinus."],
    ],
  },
  "produit-scalaire": {
    explanation: [
      "Le produit scalaire de deux vecteurs u et v est le réel u · v = ‖u‖ × ‖v‖ × cos(u, v). En repère orthonormé, si u(x ; y) et v(x′ ; y′), alors u · v = xx′ + yy′. Deux vecteurs non nuls sont orthogonaux si et seulement si leur produit scalaire est nul.",
      "Le produit scalaire permet de calculer des angles et des longueurs. La formule d’Al-Kashi, BC² = AB² + AC² − 2·AB·AC·cos(Â), généralise le théorème de Pythagore. Par exemple, u(2 ; 1) et v(−1 ; 2) donnent u · v = −2 + 2 = 0 : ils sont orthogonaux.",
    ],
    keyPoints: [
      "u · u = ‖u‖².",
      "Le produit scalaire est symétrique et bilinéaire.",
      "Un vecteur normal n(a ; b) à une droite donne son équation ax + by + c = 0.",
    ],
    cards: [
      ["Produit scalaire", "Le réel ‖u‖‖v‖cos(θ), où θ est l’angle entre u et v."],
      ["Orthogonalité", "u · v = 0 pour deux vecteurs perpendiculaires."],
      ["Al-Kashi", "a² = b² + c² − 2bc·cos(Â) dans un triangle."],
      ["Vecteur normal", "Un vecteur non nul orthogonal à la direction d’une droite ou d’un plan."],
    ],
  },
  "geometrie-dans-lespace": {
    explanation: [
      "Dans l’espace muni d’un repère (O ; i, j, k), un point a trois coordonnées (x ; y ; z). Une droite est définie par un point et un vecteur directeur, et sa représentation paramétrique s’écrit x = x₀ + at, y = y₀ + bt, z = z₀ + ct avec t réel.",
      "Un plan de vecteur normal n(a ; b ; c) a une équation cartésienne ax + by + cz + d = 0. Deux plans sont parallèles lorsque leurs vecteurs normaux sont colinéaires. Par exemple, le plan 2x − y + z − 3 = 0 admet n(2 ; −1 ; 1) comme vecteur normal.",
    ],
    keyPoints: [
      "Trois vecteurs sont coplanaires si l’un est combinaison linéaire des deux autres.",
      "Une droite est orthogonale à un plan si elle est orthogonale à deux droites sécantes de ce plan.",
      "La distance AB vaut √((xB − xA)² + (yB − yA)² + (zB − zA)²) en repère orthonormé.",
    ],
    cards: [
      ["Vecteur directeur", "Un vecteur non nul qui donne la direction d’une droite."],
      ["Représentation paramétrique", "L’écriture des coordonnées d’un point de la droite en fonction d’un réel t."],
      ["Équation cartésienne d’un plan", "ax + by + cz + d = 0 avec (a ; b ; c) vecteur normal."],
      ["Droites coplanaires", "Des droites contenues dans un même plan, sécantes ou parallèles."],
    ],
  },
  probabilites: {
    explanation: [
      "Une probabilité associe à chaque événement d’une expérience aléatoire un nombre entre 0 et 1. En situation d’équiprobabilité, P(A) = nombre d’issues favorables / nombre d’issues possibles, et P(Ā) = 1 − P(A).",
      "La probabilité conditionnelle de B sachant A vaut P_A(B) = P(A ∩ B)/P(A). La formule des probabilités totales s’appuie sur un arbre pondéré. Une loi binomiale B(n ; p) compte les succès dans n épreuves de Bernoulli indépendantes : P(X = k) = C(n, k)pᵏ(1 − p)ⁿ⁻ᵏ, avec E(X) = np.",
    ],
    keyPoints: [
      "P(A ∪ B) = P(A) + P(B) − P(A ∩ B).",
      "A et B sont indépendants si P(A ∩ B) = P(A) × P(B).",
      "La somme des probabilités des branches issues d’un même nœud vaut 1.",
    ],
    cards: [
      ["Événement contraire", "L’événement Ā réalisé exactement quand A ne l’est pas."],
      ["Probabilité conditionnelle", "P_A(B) = P(A ∩ B)/P(A) avec P(A) ≠ 0."],
      ["Épreuve de Bernoulli", "Une expérience à deux issues, succès de probabilité p ou échec."],
      ["Espérance", "La moyenne des valeurs d’une variable aléatoire pondérées par leurs probabilités."],
    ],
  },
};
