/** NSI (fr catalogue subject 2011): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  algorithmique: {
    explanation: [
      "Un algorithme est une suite finie d’instructions qui résout un problème. On étudie sa correction, c’est-à-dire le fait qu’il donne le bon résultat, souvent prouvée par un invariant de boucle, et sa terminaison, prouvée par un variant qui décroît strictement.",
      "La complexité mesure le nombre d’opérations en fonction de la taille n des données. La recherche séquentielle est en O(n), la recherche dichotomique dans un tableau trié en O(log n). Les tris par sélection et par insertion sont en O(n²) dans le pire cas, tandis que le tri fusion atteint O(n log n).",
    ],
    keyPoints: [
      "La dichotomie divise l’intervalle de recherche par deux à chaque étape.",
      "Un algorithme glouton fait à chaque étape le choix localement optimal.",
      "L’algorithme des k plus proches voisins classe une donnée selon ses voisines.",
    ],
    cards: [
      ["Complexité", "Le coût d’un algorithme en fonction de la taille des données."],
      ["Invariant de boucle", "Une propriété vraie avant et après chaque itération."],
      ["Recherche dichotomique", "Une recherche en O(log n) dans un tableau trié."],
      ["Algorithme glouton", "Un algorithme qui fait des choix localement optimaux."],
    ],
  },
  "programmation-python": {
    explanation: [
      "Python est un langage interprété au typage dynamique : le type d’une variable dépend de la valeur qui lui est affectée. Les types de base sont int, float, bool et str, et les structures courantes sont les listes, les tuples et les dictionnaires.",
      "Les blocs sont délimités par l’indentation. Une fonction se définit avec def et renvoie une valeur avec return, par exemple def carre(x): return x * x. La boucle for parcourt une séquence, comme for i in range(5), qui donne les entiers de 0 à 4, et while répète tant qu’une condition est vraie.",
    ],
    keyPoints: [
      "Les listes sont mutables, les tuples et les chaînes ne le sont pas.",
      "Les indices commencent à 0 et t[-1] désigne le dernier élément.",
      "Une liste en compréhension s’écrit [x * x for x in range(10)].",
    ],
    cards: [
      ["def", "Le mot-clé qui définit une fonction."],
      ["range(n)", "La séquence des entiers de 0 à n − 1."],
      ["Dictionnaire", "Une structure qui associe des clés à des valeurs."],
      ["Mutable", "Se dit d’un objet modifiable après sa création."],
    ],
  },
  recursivite: {
    explanation: [
      "Une fonction récursive est une fonction qui s’appelle elle-même. Elle comporte un cas de base, qui arrête les appels, et un cas récursif, qui ramène le problème à un problème plus petit.",
      "Par exemple, factorielle(n) renvoie 1 si n vaut 0 et n × factorielle(n − 1) sinon. Chaque appel est empilé sur la pile d’exécution ; sans cas de base, la pile déborde. La méthode « diviser pour régner », utilisée par le tri fusion, découpe un problème en sous-problèmes résolus récursivement puis combine les résultats.",
    ],
    keyPoints: [
      "Python limite par défaut la profondeur de récursion à environ 1000 appels.",
      "La suite de Fibonacci récursive naïve a un coût exponentiel.",
      "La mémoïsation stocke les résultats déjà calculés.",
    ],
    cards: [
      ["Cas de base", "La situation où la fonction récursive renvoie un résultat sans s’appeler."],
      ["Pile d’appels", "La structure qui mémorise les appels de fonctions en cours."],
      ["Diviser pour régner", "Une méthode qui découpe un problème en sous-problèmes."],
      ["Mémoïsation", "La mise en mémoire des résultats pour éviter les recalculs."],
    ],
  },
  "programmation-orientee-objet": {
    explanation: [
      "La programmation orientée objet organise un programme autour d’objets qui regroupent des données, les attributs, et des comportements, les méthodes. Une classe est le modèle à partir duquel on crée des objets, appelés instances.",
      "En Python, une classe se définit avec class et son constructeur __init__ initialise les attributs, par exemple self.nom = nom. Le paramètre self désigne l’instance courante. L’encapsulation limite l’accès direct aux attributs, et l’héritage permet à une classe de reprendre les attributs et méthodes d’une autre.",
    ],
    keyPoints: [
      "Une instance se crée en appelant la classe : p = Point(2, 3).",
      "Une méthode s’appelle avec la notation pointée : p.deplacer(1, 0).",
      "L’interface d’une classe décrit ce qu’elle offre sans montrer son implémentation.",
    ],
    cards: [
      ["Classe", "Le modèle qui définit les attributs et méthodes d’un type d’objet."],
      ["Instance", "Un objet créé à partir d’une classe."],
      ["__init__", "Le constructeur appelé à la création d’un objet en Python."],
      ["Héritage", "Le mécanisme par lequel une classe reprend une autre classe."],
    ],
  },
  "structures-de-donnees": {
    explanation: [
      "Une structure de données organise des informations pour les manipuler efficacement. La pile suit le principe LIFO (dernier entré, premier sorti) avec les opérations empiler et dépiler, et la file suit le principe FIFO (premier entré, premier sorti).",
      "Une liste chaînée relie des cellules contenant une valeur et un lien vers la suivante. Un arbre binaire est formé de nœuds ayant au plus deux fils ; dans un arbre binaire de recherche, les valeurs du sous-arbre gauche sont inférieures à la racine et celles du sous-arbre droit supérieures. Un dictionnaire offre un accès moyen en temps constant grâce au hachage.",
    ],
    keyPoints: [
      "Une pile sert à gérer l’historique d’un navigateur ou l’annulation.",
      "Les parcours d’arbre sont préfixe, infixe, suffixe et en largeur.",
      "Le parcours infixe d’un arbre binaire de recherche donne les valeurs triées.",
    ],
    cards: [
      ["Pile", "Une structure LIFO."],
      ["File", "Une structure FIFO."],
      ["Arbre binaire de recherche", "Un arbre où chaque nœud sépare valeurs plus petites et plus grandes."],
      ["Hauteur d’un arbre", "Le nombre de nœuds du plus long chemin de la racine à une feuille."],
    ],
  },
  graphes: {
    explanation: [
      "Un graphe est un ensemble de sommets reliés par des arêtes, orientées ou non. Il modélise des réseaux routiers, sociaux ou informatiques. Il se représente par une matrice d’adjacence ou par des listes d’adjacence.",
      "Le parcours en largeur utilise une file et visite les sommets par distance croissante depuis le départ ; le parcours en profondeur utilise une pile ou la récursivité. L’algorithme de Dijkstra calcule les plus courts chemins dans un graphe pondéré à poids positifs. Un cycle est un chemin qui revient à son sommet de départ.",
    ],
    keyPoints: [
      "Le degré d’un sommet est le nombre d’arêtes qui lui sont reliées.",
      "Un graphe est connexe si tout sommet est accessible depuis tout autre.",
      "Un arbre est un graphe connexe sans cycle.",
    ],
    cards: [
      ["Sommet", "Un nœud d’un graphe."],
      ["Matrice d’adjacence", "Un tableau indiquant les arêtes entre chaque paire de sommets."],
      ["Parcours en largeur", "Un parcours par niveaux utilisant une file."],
      ["Dijkstra", "Un algorithme de plus court chemin à poids positifs."],
    ],
  },
  "bases-de-donnees": {
    explanation: [
      "Une base de données relationnelle organise les données en relations (tables) composées d’attributs (colonnes) et d’enregistrements (lignes). La clé primaire identifie chaque ligne de façon unique, et une clé étrangère fait référence à la clé primaire d’une autre table.",
      "Le langage SQL interroge la base : SELECT nom FROM eleves WHERE age > 16 ORDER BY nom. La jointure combine des tables, comme JOIN classes ON eleves.id_classe = classes.id. Les requêtes INSERT, UPDATE et DELETE modifient les données, et un SGBD garantit l’intégrité et les accès concurrents.",
    ],
    keyPoints: [
      "Les contraintes d’intégrité empêchent les données incohérentes.",
      "COUNT, SUM, AVG, MIN et MAX sont des fonctions d’agrégation.",
      "DISTINCT supprime les doublons d’un résultat.",
    ],
    cards: [
      ["Clé primaire", "L’attribut qui identifie chaque enregistrement de façon unique."],
      ["Clé étrangère", "Un attribut qui référence la clé primaire d’une autre table."],
      ["Jointure", "L’association de tables sur un attribut commun."],
      ["SGBD", "Un système de gestion de bases de données."],
    ],
  },
  reseaux: {
    explanation: [
      "Un réseau informatique relie des machines pour échanger des données. Sur Internet, les données sont découpées en paquets acheminés par des routeurs selon leur adresse IP, une adresse IPv4 comptant 32 bits, comme 192.168.1.10.",
      "Le modèle TCP/IP organise la communication en couches : application (HTTP, DNS), transport (TCP, UDP), Internet (IP) et accès réseau (Ethernet, Wi-Fi). TCP garantit la livraison grâce aux accusés de réception, et le protocole du bit alterné illustre ce mécanisme. Les protocoles de routage RIP et OSPF choisissent les routes selon le nombre de sauts ou le coût.",
    ],
    keyPoints: [
      "Le DNS traduit un nom de domaine en adresse IP.",
      "Un masque de sous-réseau /24 laisse 8 bits pour numéroter les machines.",
      "HTTPS chiffre les échanges grâce au protocole TLS.",
    ],
    cards: [
      ["Adresse IP", "L’identifiant numérique d’une machine sur un réseau."],
      ["Routeur", "Un équipement qui oriente les paquets entre réseaux."],
      ["TCP", "Un protocole de transport fiable avec accusés de réception."],
      ["DNS", "Le système qui associe les noms de domaine aux adresses IP."],
    ],
  },
  "architecture-des-ordinateurs": {
    explanation: [
      "L’architecture de von Neumann, décrite en 1945, comprend une unité centrale, une mémoire qui contient à la fois les programmes et les données, et des périphériques d’entrée-sortie reliés par des bus. Le processeur comprend une unité arithmétique et logique et une unité de commande.",
      "Le processeur exécute un cycle : chercher l’instruction, la décoder, l’exécuter. Les données sont codées en binaire : un octet vaut 8 bits, et les entiers relatifs utilisent le complément à deux. Les circuits sont construits à partir de portes logiques ET, OU et NON.",
    ],
    keyPoints: [
      "Un système d’exploitation gère les processus, la mémoire et les fichiers.",
      "Le nombre 13 s’écrit 1101 en binaire et D en hexadécimal.",
      "Un système sur puce regroupe processeur, mémoire et interfaces sur un même circuit.",
    ],
    cards: [
      ["Architecture de von Neumann", "Un modèle où programme et données partagent la même mémoire."],
      ["Octet", "Un groupe de 8 bits."],
      ["UAL", "L’unité arithmétique et logique du processeur."],
      ["Complément à deux", "Le codage binaire des entiers négatifs."],
    ],
  },
};
