/**
 * Sentences that are tasks for the learner, not knowledge (issue 23 §4): "Explain in your own
 * words...", "Draw a mind map...", "Aufgabe 3: ...", "True/False", questions and headings. A
 * summary that quotes them, or an exam that blanks a word of them, teaches nothing, so candidate
 * selection drops them (decision 0062).
 *
 * Signals, in every content language of our editions (de fr pl it en es tr ro el pt cs):
 * - a question (?, Greek ;, Spanish ¿);
 * - a heading or lead-in: no sentence-final punctuation, or ending with a colon;
 * - an exercise label ("Aufgabe 3:", "Exercice 2.", "Zadanie 1)") or a numbered exercise
 *   marker ("1)", "a)", "(b)"), a study tip ("Tip:", "Tipp:", "Astuce :"), True/False wording;
 * - an imperative task verb: first word (after a list number and fillers like "now"/"bitte");
 *   last word in Turkish, whose verbs end the sentence. German also "Erklären Sie".
 * Words that are also nouns or adjectives ("State", "List", "Leggi", "Nombre") count only when
 * an object follows (a determiner, a pronoun, a number, a quote).
 */
import { baseLanguage, wordTokens } from './segment';

interface LanguageRules {
  /** Imperative (and, where worksheets use it, infinitive) forms; "~form" only before an object. */
  verbs: string;
  /** Words that start an imperative's object (used after an ambiguous "~" form). */
  objects: string;
  /** Exercise labels: followed by a number, a letter, a colon or a full stop. */
  labels: string;
  /** Study-tip labels, followed by a colon. */
  tips: string;
  /** Words that may come before the imperative ("now", "bitte"). */
  fillers: string;
  /** Polish plural imperatives add this to every form. */
  pluralSuffix?: string;
  /** Free word order: the imperative may stand among the first words, not only first. */
  anyOf?: number;
}

const RULES: Record<string, LanguageRules> = {
  en: {
    verbs: `explain describe ~draw write ~list compare ~answer ~name ~state give discuss evaluate calculate solve ~complete fill
      match underline define identify outline summarise summarize justify find ~label ~sketch translate choose select ~tick
      ~circle read jot make ~check ~review ~note try think ~look learn remember ~practise ~practice show prove decide imagine
      predict simplify factorise factorize rewrite determine assess analyse analyze interpret illustrate create ~design
      ~highlight ~copy ~order ~sort ~rank ~estimate ~mark ~plan ~research ~test ~use ~work ~present ~revise ~record ~convert
      ~sum`,
    objects: `the a an your his her their its all two three four five each every what how why which who whom whose when where
      these this those at one some down out up following it them in on with about between to from by for both any
      yourself whether if`,
    labels: 'exercise task question activity homework quiz assignment problem',
    tips: 'tip hint tips',
    fillers: 'now please then next finally first also briefly together again',
  },
  de: {
    verbs: `erkläre erklär erklärt beschreibe beschreib beschreibt zeichne zeichnet schreibe schreib schreibt nenne nenn nennt
      vergleiche vergleich vergleicht beantworte beantwortet antworte antwortet begründe begründet berechne berechnet löse lös
      löst ergänze ergänzt ~fülle füll füllt ordne ordnet lies lest unterstreiche unterstreicht definiere definiert fasse fass
      fasst erstelle erstellt überlege überleg überlegt notiere notiert skizziere skizziert bewerte bewertet beurteile
      beurteilt erläutere erläutre erläutert diskutiere diskutiert finde find findet gib gebt kreuze kreuzt markiere markiert
      wiederhole wiederholt überprüfe überprüft prüfe prüft übersetze übersetzt ~stelle stell stellt analysiere analysiert
      interpretiere interpretiert formuliere formuliert mache mach lerne lern lernt verbinde verbindet schau schaue schaut
      übe übt entwickle entwickelt sammle sammelt recherchiere recherchiert trage tragt setze setzt bilde bildet benenne
      benennt gliedere gliedert untersuche untersucht ~belege belegt wähle wählt kennzeichne kennzeichnet arbeite arbeitet
      zeige zeig ermittle ermittelt bestimme lese denke denk denkt ~versuche versucht plane merke merk kontrolliere kontrolliert`,
    objects: 'der die das den dem des ein eine einen einem einer dein deine deinen alle zwei drei jeden jede jedes was wie warum welche welcher wer mit',
    labels: 'aufgabe übung frage arbeitsauftrag hausaufgabe übungsaufgabe teilaufgabe',
    tips: 'tipp hinweis merke',
    fillers: 'bitte nun jetzt dann anschließend zuerst abschließend zum schluss noch',
  },
  fr: {
    verbs: `explique expliquez expliquer décris décrivez décrire dessine dessinez dessiner écris écrivez écrire cite citez citer
      énumère énumérez énumérer compare comparez comparer réponds répondez répondre complète complétez compléter relie reliez
      relier calcule calculez calculer résous résolvez résoudre lis lisez lire souligne soulignez souligner définis
      définissez définir justifie justifiez justifier donne donnez donner indique indiquez indiquer nomme nommez nommer
      trouve trouvez trouver coche cochez cocher entoure entourez entourer résume résumez résumer fais faites faire réalise
      réalisez réaliser rédige rédigez rédiger ~classe classez classer identifie identifiez identifier ~montre montrez montrer
      démontre démontrez démontrer traduis traduisez traduire choisis choisissez choisir précise précisez préciser ~présente
      présentez présenter ~analyse analysez analyser commente commentez commenter repère repérez repérer associe associez
      associer range rangez ranger recopie recopiez recopier observe observez observer vérifie vérifiez vérifier construis
      construisez construire propose proposez proposer remplis remplissez remplir mets mettez mettre retrouve retrouvez
      retrouver représente représentez représenter schématise schématisez argumente argumentez argumenter évalue évaluez
      évaluer essaie essayez essayer réfléchis réfléchissez réfléchir apprends apprenez apprendre relis relisez relire note notez noter invente inventez inventer consacre
      consacrez consacrer prépare préparez préparer`,
    objects: 'le la les l un une des ton ta tes votre vos ce cette ces tous toutes deux trois chaque quel quelle quels quelles comment pourquoi qui que',
    labels: 'exercice question activité consigne devoir problème',
    tips: 'astuce conseil',
    fillers: 'maintenant puis ensuite enfin',
  },
  es: {
    verbs: `explica explique explicad explicar describe describa describid describir dibuja dibuje dibujad dibujar escribe
      escriba escribid escribir enumera enumere enumerar compara compare comparad comparar responde responda responded
      responder contesta conteste contestad contestar calcula calcule calculad calcular resuelve resuelva resolved resolver
      completa complete completad completar indica indique indicad indicar define defina definid definir lee lea leed leer
      subraya subraye subrayad subrayar justifica justifique justificad justificar identifica identifique identificar
      relaciona relacione relacionar resume resuma resumid resumir ~haz haga haced hacer elabora elabore elaborar traduce
      traduzca traducir elige elija elegir encuentra encuentre encontrar nombra ~nombre nombrar menciona mencione mencionar
      señala señale señalar ~marca marque marcar comprueba compruebe comprobar demuestra demuestre demostrar realiza realice
      realizar analiza analice analizar argumenta argumente argumentar comenta comente comentar escoge escoja escoger ordena
      ordene ordenar une unir rodea rodee rodear ~copia copie copiar busca busque buscar piensa piense pensar intenta
      intente intentar repasa repase repasar anota anote anotar desarrolla desarrolle desarrollar dedica dedique dedicar
      redacta redacte redactar aprende aprenda apréndete prepara prepare preparar inventa invente inventar`,
    objects: 'el la los las lo un una unos unas tu tus su sus todo todos todas dos tres cada qué cómo por cuál cuáles quién este esta estos estas',
    labels: 'ejercicio actividad pregunta tarea problema',
    tips: 'consejo truco',
    fillers: 'ahora luego después finalmente primero',
  },
  it: {
    verbs: `spiega spiegate spiegare descrivi descrivete descrivere disegna disegnate disegnare scrivi scrivete scrivere elenca
      elencate elencare confronta confrontate confrontare rispondi rispondete rispondere calcola calcolate calcolare risolvi
      risolvete risolvere completa completate completare indica indicate indicare definisci definite definire ~leggi leggete
      leggere sottolinea sottolineate sottolineare giustifica giustificate giustificare motiva motivate motivare valuta
      valutate valutare individua individuate individuare collega collegate collegare riassumi riassumete riassumere fai fate
      crea create creare traduci traducete tradurre scegli scegliete scegliere trova trovate trovare cita citate citare
      segna segnate segnare ~verifica verificate verificare dimostra dimostrate dimostrare illustra illustrate illustrare
      esponi esponete esporre analizza analizzate analizzare commenta commentate commentare rifletti riflettete riflettere
      osserva osservate osservare costruisci costruite costruire cerchia cerchiate inserisci inserite inserire associa
      associate associare ordina ordinate ordinare ~prova provate provare ripeti ripetete ripetere cerca cercate cercare
      impara imparate imparare pensa pensate annota annotate annotare svolgi svolgete svolgere inventa inventate
      inventare dedica dedicate dedicare prepara preparate preparare ripassa ripassate ripassare`,
    objects: 'il lo la i gli le l un una uno tuo tua tuoi tue quali quale come perché cosa che tutti tutte due tre ogni questo questa questi queste',
    labels: 'esercizio domanda attività compito consegna problema',
    tips: 'consiglio suggerimento',
    fillers: 'ora poi quindi infine adesso',
  },
  pt: {
    verbs: `explica explique expliquem explicar descreve descreva descrevam descrever desenha desenhe desenhem desenhar escreve
      escreva escrevam escrever enumera enumere enumerar ~lista liste listar compara compare comparem comparar responde
      responda respondam responder calcula calcule calculem calcular resolve resolva resolvam resolver completa complete
      completem completar indica indique indiquem indicar define defina definam definir lê leia leiam ler sublinha sublinhe
      sublinhar justifica justifique justificar identifica identifique identificar relaciona relacione relacionar resume
      resuma resumir faça façam fazer elabora elabore elaborar traduz traduza traduzir escolhe escolha escolher assinala
      assinale assinalar ~marca marque marcar cita cite citar menciona mencione mencionar verifica verifique verificar
      demonstra demonstre demonstrar analisa ~analise analisar comenta comente comentar classifica classifique classificar
      encontra encontre encontrar observa observe observar ordena ordene ordenar pensa pense procura procure tenta
      tente revê reveja`,
    objects: 'o a os as um uma uns umas teu tua teus tuas seu sua todos todas dois duas três cada que como por qual quais quem este esta estes estas',
    labels: 'exercício atividade actividade questão pergunta tarefa problema',
    tips: 'dica conselho',
    fillers: 'agora depois finalmente primeiro',
  },
  ro: {
    verbs: `explică explicați descrie descrieți desenează desenați scrie scrieți enumeră enumerați compară comparați răspunde
      răspundeți calculează calculați rezolvă rezolvați completează completați precizează precizați definește definiți
      citește citiți subliniază subliniați justifică justificați argumentează argumentați evaluează evaluați identifică
      identificați găsește găsiți numește numiți realizează realizați alcătuiește alcătuiți formulează formulați tradu
      traduceți alege alegeți indică indicați notează notați verifică verificați demonstrează demonstrați rezumă rezumați
      încercuiește încercuiți bifează bifați asociază asociați unește uniți dați analizează analizați comentează
      comentați construiește construiți redactează redactați transcrie transcrieți încearcă încercați gândește gândiți
      observă observați ordonează ordonați`,
    objects: 'un o câte toate toți două doi trei fiecare ce cum de care cine acest această aceste acești',
    labels: 'exercițiul exercițiu exerciții sarcină sarcina întrebare întrebarea activitate aplicație tema',
    tips: 'sfat indicație',
    fillers: 'acum apoi',
  },
  el: {
    verbs: `εξήγησε εξηγήστε περίγραψε περιγράψτε σχεδίασε σχεδιάστε γράψε γράψτε απαρίθμησε απαριθμήστε σύγκρινε συγκρίνετε
      απάντησε απαντήστε υπολόγισε υπολογίστε λύσε λύστε συμπλήρωσε συμπληρώστε ανέφερε αναφέρετε όρισε ορίστε διάβασε
      διαβάστε υπογράμμισε υπογραμμίστε αιτιολόγησε αιτιολογήστε αξιολόγησε αξιολογήστε βρες βρείτε αντιστοίχισε
      αντιστοιχίστε σύνοψισε συνοψίστε φτιάξε φτιάξτε δημιούργησε δημιουργήστε μετάφρασε μεταφράστε επίλεξε επιλέξτε
      κύκλωσε κυκλώστε σημείωσε σημειώστε ονόμασε ονομάστε δώσε δώστε εξέτασε εξετάστε δείξε δείξτε έλεγξε ελέγξτε σχολίασε
      σχολιάστε ανάλυσε αναλύστε τεκμηρίωσε τεκμηριώστε προσδιόρισε προσδιορίστε κατάγραψε καταγράψτε ταξινόμησε
      ταξινομήστε χαρακτήρισε χαρακτηρίστε προσπάθησε προσπαθήστε σκέψου σκεφτείτε`,
    objects: 'το τα τον την τη τις τους ο η οι ένα έναν μια μία όλα όλες όλους δύο τρία τι πώς γιατί ποια ποιο ποιος ποιες αυτό αυτά',
    labels: 'άσκηση ερώτηση δραστηριότητα εργασία θέμα',
    tips: 'συμβουλή',
    fillers: 'τώρα έπειτα',
  },
  pl: {
    verbs: `wyjaśnij opisz narysuj napisz wymień porównaj odpowiedz oblicz rozwiąż uzupełnij podaj zdefiniuj przeczytaj
      podkreśl uzasadnij oceń wskaż zaznacz połącz streść sporządź zrób przetłumacz wybierz określ znajdź nazwij sprawdź
      stwórz przygotuj przedstaw omów scharakteryzuj ułóż zapisz rozważ zastanów wypisz przypomnij naucz zapamiętaj spróbuj
      powtórz pomyśl zilustruj przeanalizuj udowodnij wykonaj dopasuj uporządkuj zakreśl otocz objaśnij wytłumacz
      poświęć zaplanuj`,
    objects: '',
    labels: 'zadanie ćwiczenie pytanie polecenie',
    tips: 'wskazówka rada',
    fillers: 'teraz następnie potem najpierw',
    pluralSuffix: 'cie',
    anyOf: 4,
  },
  cs: {
    verbs: `vysvětli vysvětlete popiš popište nakresli nakreslete napiš napište vyjmenuj vyjmenujte porovnej porovnejte
      odpověz odpovězte vypočítej vypočítejte vyřeš vyřešte doplň doplňte uveď uveďte definuj definujte přečti přečtěte
      podtrhni podtrhněte zdůvodni zdůvodněte zhodnoť zhodnoťte najdi najděte urči určete spoj spojte shrň shrňte vytvoř
      vytvořte přelož přeložte vyber vyberte zakroužkuj zakroužkujte označ označte pojmenuj pojmenujte zkontroluj
      zkontrolujte dokaž dokažte rozhodni rozhodněte zapiš zapište sestav sestavte vypiš vypište načrtni načrtněte zopakuj
      zopakujte zamysli zamyslete charakterizuj charakterizujte vyhledej vyhledejte seřaď seřaďte přiřaď přiřaďte udělej
      udělejte zkus zkuste vyznač vyznačte roztřiď roztřiďte nauč naučte`,
    objects: '',
    labels: 'úloha cvičení úkol otázka',
    tips: 'tip rada',
    fillers: 'nyní teď potom nakonec nejprve',
    anyOf: 4,
  },
  tr: {
    // Stems; the imperative endings (-(y)ın, -(y)ınız in the four vowels) are added by TR_IMPERATIVE.
    verbs: `açıkla tanımla çiz yaz listele sırala karşılaştır cevapla yanıtla hesapla çöz tamamla belirt oku gerekçelendir
      değerlendir bul eşleştir özetle yap oluştur çevir seç işaretle göster anlat betimle ver incele düşün doldur belirle
      yorumla kanıtla tartış araştır ifade söyle örnekle ezberle tekrarla dene`,
    objects: '',
    labels: 'alıştırma etkinlik soru görev ödev',
    tips: 'ipucu',
    fillers: '',
  },
};

/** True/False wording in any of our languages (an exercise, wherever it stands). */
const TRUE_FALSE = new RegExp(
  [
    'true\\s*(?:/|or)\\s*false', 'richtig\\s*(?:/|oder)\\s*falsch', 'wahr\\s*(?:/|oder)\\s*falsch', 'vrai\\s*(?:/|ou)\\s*faux',
    'prawda\\s*(?:/|czy)\\s*fałsz', 'vero\\s*(?:/|o)\\s*falso', 'verdadero\\s*(?:/|o)\\s*falso', 'verdadeiro\\s*(?:/|ou)\\s*falso',
    'certo\\s*(?:/|ou)\\s*errado', 'doğru\\s*(?:/|mu|veya)\\s*yanlış', 'adevărat\\s*(?:/|sau)\\s*fals', 'σωστό\\s*(?:/|ή)\\s*λάθος',
    'pravda\\s*(?:/|nebo)\\s*nepravda', '\\((?:t/f|r/f|v/f|p/f|d/y|a/f|σ/λ)\\)',
  ].join('|'),
  'iu',
);

/** "1)", "12b)", "a)", "(c)", "iv)" at the start: an exercise's part. */
const EXERCISE_MARKER = /^(?:\(?\d{1,2}[a-z]?\)|\(?[a-h]\)|\(?(?:i|ii|iii|iv|v|vi)\))\s*/iu;
/** "1.", "2.3" at the start of a list item: stripped, then the rest is judged. */
const LIST_NUMBER = /^\d{1,2}(?:\.\d{1,2})*\.?\s+/u;
/** Sentence-final punctuation of a statement (a closing quote or bracket may follow). */
const STATEMENT_END = /[.!…。;][\p{Pf}\p{Pe}"'»”]*$/u;
const QUESTION_END = /[?？؟][\p{Pf}\p{Pe}"'»”]*$/u;
/** Greek writes its question mark as ";" (or U+037E). */
const GREEK_QUESTION_END = /[;;][\p{Pf}\p{Pe}"'»”]*$/u;
const COLON_END = /[:：][\p{Pf}\p{Pe}"'»”]*$/u;

/** Lower case, without accents, Romanian cedillas as commas: how words are compared. */
function fold(word: string, base: string): string {
  return word
    .toLocaleLowerCase(base)
    .replace(/ş/g, 'ș')
    .replace(/ţ/g, 'ț')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

interface CompiledRules {
  verbs: Set<string>;
  ambiguous: Set<string>;
  objects: Set<string>;
  labels: Set<string>;
  tips: Set<string>;
  fillers: Set<string>;
  anyOf: number;
}

const compiled = new Map<string, CompiledRules | null>();

function rulesFor(lang: string): CompiledRules | null {
  const base = baseLanguage(lang);
  if (compiled.has(base)) return compiled.get(base)!;
  const r = RULES[base];
  let out: CompiledRules | null = null;
  if (r) {
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    const set = (s: string) => new Set(words(s).map((w) => fold(w, base)));
    const verbs = new Set<string>();
    const ambiguous = new Set<string>();
    for (const w of words(r.verbs)) {
      const form = fold(w.replace(/^~/, ''), base);
      (w.startsWith('~') ? ambiguous : verbs).add(form);
      if (r.pluralSuffix) verbs.add(form + r.pluralSuffix);
    }
    out = { verbs, ambiguous, objects: set(r.objects), labels: set(r.labels), tips: set(r.tips), fillers: set(r.fillers), anyOf: r.anyOf ?? 1 };
  }
  compiled.set(base, out);
  return out;
}

/** A Turkish imperative: a task stem, bare or with -(y)ın / -(y)ınız (any of the four vowels). */
function isTurkishImperative(word: string, verbs: ReadonlySet<string>): boolean {
  if (verbs.has(word)) return true;
  if (word === 'edin' || word === 'ediniz') return true; // "kontrol edin", "tahmin ediniz"
  const m = /^(.+?)y?[ıiuü]n(?:[ıiuü]z)?$/u.exec(word);
  return !!m && verbs.has(m[1]!);
}

/** A heading, a caption or a lead-in to a list: not a statement on its own. */
export function isHeadingLike(text: string): boolean {
  const t = text.trim();
  return !STATEMENT_END.test(t) && !QUESTION_END.test(t) ? true : COLON_END.test(t);
}

function isQuestion(text: string, base: string): boolean {
  if (QUESTION_END.test(text) || /^¿/u.test(text)) return true;
  return base === 'el' && GREEK_QUESTION_END.test(text);
}

/**
 * Whether a sentence (or line) is a task, an exercise, a question or a heading rather than
 * something the material states. `lang` is the content language (de, pt-BR...); a language we
 * have no rules for is judged by punctuation and markers alone.
 */
export function isInstruction(sentence: string, lang: string): boolean {
  const text = sentence.trim();
  return !text || isHeadingLike(text) || isTaskText(text, lang);
}

/**
 * Whether a text asks something of the learner (a question, an exercise, a task verb, a tip),
 * whatever its punctuation: for lines that are material without ending like a sentence, such as
 * a glossary's "Term: definition".
 */
export function isTaskText(sentence: string, lang: string): boolean {
  const base = baseLanguage(lang);
  const text = sentence.trim();
  if (isQuestion(text, base)) return true;
  if (EXERCISE_MARKER.test(text) || TRUE_FALSE.test(text)) return true;
  // Three underscores or four dots in a row: a gap to fill in.
  if (/_{3,}|\.{4,}|…{2,}/u.test(text)) return true;
  const rules = rulesFor(base);
  if (!rules) return false;
  const rest = text.replace(LIST_NUMBER, '');
  if (startsWithTask(rest, base, rules)) return true;
  // "Careful work: justify every step." A short label, then the task.
  const colon = /^([^:]{1,40}):\s+(.+)$/su.exec(rest);
  if (colon && wordTokens(colon[1]!, base).length <= 3 && startsWithTask(colon[2]!, base, rules)) return true;
  // "Photosynthesis: a core part of Biology; learn the definition...": a task in a later clause.
  return rest.split(/;\s+/u).slice(1).some((clause) => startsWithTask(clause, base, rules));
}

function startsWithTask(rest: string, base: string, rules: CompiledRules): boolean {
  const tokens = wordTokens(rest, base);
  if (tokens.length === 0) return true;
  const words = tokens.map((t) => fold(t.text, base));

  // "Aufgabe 3:", "Exercise 2.", "Zadanie 1)", "Exercice :" and "Tip:".
  const first = words[0]!;
  const afterFirst = rest.slice(tokens[0]!.index + tokens[0]!.text.length);
  if (rules.labels.has(first) && /^\s*(?:\d{1,3}[a-z]?|[a-h]|[ivx]{1,4})?\s*[:.)–—-]/iu.test(afterFirst)) return true;
  if (rules.tips.has(first) && /^\s*[:!]/u.test(afterFirst)) return true;

  if (base === 'tr') return isTurkishImperative(words.at(-1)!, rules.verbs);

  // "Erhitzt man Wasser, so siedet es": a German condition, not a command.
  if (base === 'de' && words[1] === 'man') return false;
  let i = 0;
  while (i < 2 && i < words.length - 1 && rules.fillers.has(words[i]!)) i++;
  const verb = words[i]!;
  if (words.slice(i, i + rules.anyOf).some((w) => rules.verbs.has(w))) return true;
  const next = words[i + 1];
  if (rules.ambiguous.has(verb)) {
    const nextRaw = tokens[i + 1];
    // An object follows: a determiner or pronoun, a number, or a quoted term.
    if (next !== undefined && (rules.objects.has(next) || /^\d/u.test(next))) return true;
    const between = nextRaw ? rest.slice(tokens[i]!.index + tokens[i]!.text.length, nextRaw.index) : '';
    if (/["“„«‘'‚]/u.test(between)) return true;
  }
  if (base === 'de') return isGermanTask(rest, tokens, words, i, rules.verbs);
  return false;
}

/** The task verb an infinitive belongs to: "erklären" -> "erkläre"/"erklär", "lesen" -> "lese". */
const isTaskInfinitive = (word: string, verbs: ReadonlySet<string>) =>
  /en$/u.test(word) && (verbs.has(word.slice(0, -1)) || verbs.has(word.slice(0, -2)));

/** Words that make a German clause a statement ("kann ... berechnen", "man muss ... lesen"). */
const GERMAN_FINITE = new Set(
  'kann können muss müssen soll sollen sollte sollten darf dürfen will wollen wird werden wurde wurden lässt lassen man ist sind war waren hat haben zu um'
    .split(' ')
    .map((w) => fold(w, 'de')),
);

/**
 * German tasks beyond the bare imperative: "Erklären Sie ..." and the infinitive of worksheets
 * and method lists ("Aufgabenstellung zweimal lesen und die Operatoren markieren.").
 */
function isGermanTask(rest: string, tokens: { text: string }[], words: string[], i: number, verbs: ReadonlySet<string>): boolean {
  if (tokens[i + 1]?.text === 'Sie' && isTaskInfinitive(words[i]!, verbs)) return true;
  // The first clause (to a comma, colon, dash or bracket), if short and without a finite verb.
  const clause = rest.split(/[,:;(–—]/u)[0]!;
  const clauseTokens = wordTokens(clause, 'de');
  const clauseWords = clauseTokens.map((t) => fold(t.text, 'de'));
  if (clauseWords.length === 0 || clauseWords.length > 8) return false;
  if (clauseWords.some((w) => GERMAN_FINITE.has(w))) return false;
  // "beim Lernen" is a noun; "Versuche zeigen, dass ..." a plural verb with its subject.
  const last = clauseTokens.at(-1)!.text;
  if (/^\p{Lu}/u.test(last) && clauseTokens.length > 1) return false;
  if (/^\s*,\s*(?:dass|ob)\b/u.test(rest.slice(clause.length))) return false;
  return isTaskInfinitive(clauseWords.at(-1)!, verbs);
}
