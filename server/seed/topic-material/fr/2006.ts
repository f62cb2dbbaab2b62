/** Physique-Chimie (fr catalogue subject 2006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  mecanique: {
    explanation: [
      "La mécanique décrit le mouvement d’un système dans un référentiel. Le vecteur vitesse est la dérivée du vecteur position, et le vecteur accélération la dérivée du vecteur vitesse. Un mouvement rectiligne uniforme a une vitesse constante.",
      "La deuxième loi de Newton s’écrit ΣF = m·a dans un référentiel galiléen. Pour une chute libre, la seule force est le poids P = m·g, avec g ≈ 9,81 m·s⁻², donc l’accélération vaut g quelle que soit la masse. L’énergie mécanique, somme de l’énergie cinétique ½mv² et de l’énergie potentielle mgz, se conserve en l’absence de frottements.",
    ],
    keyPoints: [
      "Principe d’inertie : un système soumis à des forces qui se compensent est immobile ou en mouvement rectiligne uniforme.",
      "Troisième loi : deux corps en interaction exercent des forces opposées.",
      "Le travail d’une force constante vaut W = F·AB·cos(α).",
    ],
    cards: [
      ["Référentiel galiléen", "Un référentiel où le principe d’inertie est vérifié."],
      ["Énergie cinétique", "Ec = ½mv², en joules."],
      ["Deuxième loi de Newton", "La somme des forces est égale à m·a."],
      ["Poids", "La force P = m·g exercée par la Terre."],
    ],
  },
  ondes: {
    explanation: [
      "Une onde mécanique progressive est la propagation d’une perturbation dans un milieu matériel, sans transport de matière mais avec transport d’énergie. Le son est une onde longitudinale qui se propage dans l’air à environ 340 m·s⁻¹, mais pas dans le vide.",
      "Une onde périodique est caractérisée par sa période T, sa fréquence f = 1/T et sa longueur d’onde λ = v·T = v/f. La diffraction apparaît quand une onde rencontre une ouverture de taille proche de λ, et les interférences quand deux ondes de même fréquence se superposent. L’effet Doppler modifie la fréquence perçue quand la source se déplace.",
    ],
    keyPoints: [
      "Le niveau sonore se mesure en décibels : L = 10 log(I/I₀).",
      "Les ondes électromagnétiques se propagent dans le vide à c = 3,00 × 10⁸ m·s⁻¹.",
      "L’oreille humaine perçoit les sons de 20 Hz à 20 kHz.",
    ],
    cards: [
      ["Longueur d’onde", "La distance parcourue par l’onde pendant une période."],
      ["Fréquence", "Le nombre de périodes par seconde, en hertz."],
      ["Diffraction", "L’étalement d’une onde passant par une petite ouverture."],
      ["Effet Doppler", "Le décalage de fréquence dû au mouvement de la source ou du récepteur."],
    ],
  },
  optique: {
    explanation: [
      "Dans un milieu homogène, la lumière se propage en ligne droite. À la traversée d’une surface entre deux milieux, la réfraction obéit à la loi de Snell-Descartes : n₁ sin i₁ = n₂ sin i₂, où n est l’indice de réfraction (1,00 pour l’air, 1,33 pour l’eau).",
      "Une lentille convergente forme d’un objet une image dont la position suit la relation de conjugaison 1/OA′ − 1/OA = 1/f′, où f′ est la distance focale. Le grandissement γ = A′B′/AB = OA′/OA. L’œil fonctionne comme une lentille convergente de vergence variable qui forme l’image sur la rétine.",
    ],
    keyPoints: [
      "La vergence C = 1/f′ s’exprime en dioptries.",
      "Un rayon passant par le centre optique n’est pas dévié.",
      "La dispersion de la lumière blanche par un prisme montre que n dépend de la longueur d’onde.",
    ],
    cards: [
      ["Indice de réfraction", "Le rapport n = c/v entre la vitesse de la lumière dans le vide et dans le milieu."],
      ["Distance focale", "La distance entre le centre optique et le foyer image."],
      ["Grandissement", "Le rapport entre la taille de l’image et celle de l’objet."],
      ["Réflexion totale", "Le phénomène où toute la lumière est réfléchie au-delà d’un angle limite."],
    ],
  },
  electricite: {
    explanation: [
      "Le courant électrique est un déplacement de porteurs de charge. Son intensité I, en ampères, se mesure avec un ampèremètre en série, et la tension U, en volts, avec un voltmètre en dérivation. La loi des mailles et la loi des nœuds régissent les circuits.",
      "La loi d’Ohm s’écrit U = R·I pour un conducteur ohmique. La puissance électrique vaut P = U·I et l’énergie E = P·t. Un condensateur de capacité C chargé à travers une résistance R suit une évolution exponentielle de constante de temps τ = R·C. Par exemple, R = 1 kΩ et C = 1 µF donnent τ = 1 ms.",
    ],
    keyPoints: [
      "Dans un circuit en série, l’intensité est la même partout.",
      "Des dipôles en dérivation ont la même tension.",
      "L’effet Joule dissipe une puissance P = R·I².",
    ],
    cards: [
      ["Loi d’Ohm", "U = R·I pour un conducteur ohmique."],
      ["Loi des nœuds", "La somme des intensités entrant dans un nœud égale la somme de celles qui en sortent."],
      ["Constante de temps", "τ = R·C pour un circuit RC."],
      ["Puissance électrique", "P = U·I, en watts."],
    ],
  },
  thermodynamique: {
    explanation: [
      "La thermodynamique étudie les échanges d’énergie sous forme de travail W et de chaleur Q. Le premier principe énonce que la variation d’énergie interne d’un système fermé vaut ΔU = W + Q.",
      "Pour un solide ou un liquide, ΔU = m·c·ΔT, où c est la capacité thermique massique (4 180 J·kg⁻¹·K⁻¹ pour l’eau). Les transferts thermiques se font par conduction, convection et rayonnement, toujours du corps chaud vers le corps froid. La loi des gaz parfaits s’écrit PV = nRT, avec R = 8,31 J·mol⁻¹·K⁻¹.",
    ],
    keyPoints: [
      "La température absolue se mesure en kelvins : T = θ + 273,15.",
      "Le flux thermique à travers une paroi vaut Φ = ΔT/Rth.",
      "La loi de Newton décrit le refroidissement d’un corps dans un fluide.",
    ],
    cards: [
      ["Premier principe", "ΔU = W + Q pour un système fermé."],
      ["Capacité thermique massique", "L’énergie nécessaire pour élever de 1 K la température de 1 kg."],
      ["Conduction", "Un transfert thermique de proche en proche sans déplacement de matière."],
      ["Gaz parfait", "Un modèle de gaz vérifiant PV = nRT."],
    ],
  },
  radioactivite: {
    explanation: [
      "La radioactivité est la désintégration spontanée d’un noyau instable, qui émet un rayonnement. Dans la désintégration α, le noyau émet un noyau d’hélium ⁴₂He ; dans la β⁻, un électron ; dans la β⁺, un positon. L’émission γ accompagne souvent la désexcitation du noyau fils.",
      "Les lois de conservation de Soddy imposent la conservation du nombre de nucléons A et du nombre de charge Z. Le nombre de noyaux suit N(t) = N₀e^(−λt), et la demi-vie vaut t½ = ln 2/λ. Le carbone 14, de demi-vie 5 730 ans, sert à dater des restes organiques.",
    ],
    keyPoints: [
      "L’activité A, en becquerels, est le nombre de désintégrations par seconde.",
      "La décroissance radioactive est un phénomène aléatoire à l’échelle d’un noyau.",
      "La fission et la fusion libèrent de l’énergie selon E = Δm·c².",
    ],
    cards: [
      ["Isotopes", "Des noyaux de même Z mais de nombres de neutrons différents."],
      ["Demi-vie", "La durée au bout de laquelle la moitié des noyaux se sont désintégrés."],
      ["Becquerel", "L’unité d’activité, une désintégration par seconde."],
      ["Désintégration α", "L’émission d’un noyau d’hélium 4."],
    ],
  },
  "reactions-chimiques": {
    explanation: [
      "Une transformation chimique est modélisée par une réaction dont l’équation, ajustée, conserve les éléments et les charges. Par exemple, CH₄ + 2 O₂ → CO₂ + 2 H₂O décrit la combustion du méthane.",
      "Un tableau d’avancement suit les quantités de matière en fonction de l’avancement x. Le réactif limitant est celui qui est entièrement consommé en premier et fixe l’avancement maximal. La quantité de matière se calcule par n = m/M pour un solide et n = C·V pour une espèce dissoute.",
    ],
    keyPoints: [
      "Une mole contient 6,02 × 10²³ entités (constante d’Avogadro).",
      "Un catalyseur accélère une réaction sans être consommé.",
      "La température et la concentration des réactifs augmentent la vitesse de réaction.",
    ],
    cards: [
      ["Réactif limitant", "Le réactif entièrement consommé en fin de réaction."],
      ["Avancement", "La grandeur x en mol qui décrit l’évolution d’une réaction."],
      ["Masse molaire", "La masse d’une mole d’une espèce, en g·mol⁻¹."],
      ["Catalyseur", "Une espèce qui accélère une réaction sans apparaître dans le bilan."],
    ],
  },
  "acides-et-bases": {
    explanation: [
      "Selon Brønsted, un acide est une espèce capable de céder un proton H⁺ et une base une espèce capable d’en capter un. Un couple acide/base, comme CH₃COOH/CH₃COO⁻, est relié par la demi-équation AH ⇄ A⁻ + H⁺.",
      "Le pH d’une solution vaut pH = −log[H₃O⁺] ; il est inférieur à 7 en solution acide à 25 °C. Un acide fort, comme l’acide chlorhydrique, réagit totalement avec l’eau, contrairement à un acide faible caractérisé par sa constante Ka et son pKa. Lors d’un titrage, l’équivalence correspond au mélange stœchiométrique des réactifs.",
    ],
    keyPoints: [
      "pH = pKa + log([A⁻]/[AH]).",
      "L’eau est une espèce amphotère.",
      "Le produit ionique de l’eau vaut Ke = 10⁻¹⁴ à 25 °C.",
    ],
    cards: [
      ["Acide de Brønsted", "Une espèce capable de céder un proton."],
      ["pH", "−log de la concentration en ions oxonium."],
      ["pKa", "−log(Ka), caractéristique de la force d’un acide."],
      ["Équivalence", "L’état où les réactifs du titrage ont été introduits en proportions stœchiométriques."],
    ],
  },
  oxydoreduction: {
    explanation: [
      "Une réaction d’oxydoréduction est un transfert d’électrons entre un réducteur, qui cède des électrons, et un oxydant, qui en capte. Chaque couple oxydant/réducteur s’écrit avec une demi-équation, par exemple Cu²⁺ + 2 e⁻ = Cu.",
      "En combinant deux demi-équations de sorte que les électrons s’éliminent, on obtient l’équation bilan, comme Zn + Cu²⁺ → Zn²⁺ + Cu. Une pile convertit l’énergie chimique en énergie électrique : l’oxydation a lieu à l’anode et la réduction à la cathode. L’électrolyse force au contraire une réaction non spontanée grâce à un générateur.",
    ],
    keyPoints: [
      "Une oxydation est une perte d’électrons, une réduction un gain.",
      "Dans une pile, le pont salin assure la neutralité électrique des solutions.",
      "La capacité d’une pile est la charge maximale qu’elle peut débiter : Q = n(e⁻)·F.",
    ],
    cards: [
      ["Oxydant", "Une espèce capable de capter des électrons."],
      ["Réducteur", "Une espèce capable de céder des électrons."],
      ["Anode", "L’électrode où se produit l’oxydation."],
      ["Constante de Faraday", "La charge d’une mole d’électrons, environ 96 500 C·mol⁻¹."],
    ],
  },
  "chimie-organique": {
    explanation: [
      "La chimie organique étudie les composés du carbone. Le squelette carboné peut être linéaire, ramifié ou cyclique, et le nom suit les règles de l’IUPAC : méthane, éthane, propane, butane pour une chaîne de 1 à 4 carbones.",
      "Les groupes caractéristiques définissent les familles : hydroxyle –OH des alcools, carbonyle C=O des aldéhydes et cétones, carboxyle –COOH des acides carboxyliques, ester –COO–. L’éthanol CH₃CH₂OH s’oxyde en éthanal puis en acide éthanoïque. La spectroscopie infrarouge identifie ces groupes grâce à leurs bandes d’absorption.",
    ],
    keyPoints: [
      "Les isomères ont la même formule brute mais des formules développées différentes.",
      "Une estérification associe un acide carboxylique et un alcool.",
      "Les polymères sont formés par la répétition d’un motif.",
    ],
    cards: [
      ["Alcool", "Un composé portant un groupe hydroxyle –OH sur un carbone tétragonal."],
      ["Formule topologique", "Une représentation où les atomes de carbone et d’hydrogène ne sont pas écrits."],
      ["Isomères", "Des espèces de même formule brute mais de structures différentes."],
      ["Ester", "Un composé de groupe –COO– issu d’un acide et d’un alcool."],
    ],
  },
};
