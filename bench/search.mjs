#!/usr/bin/env node
/**
 * Know search latency (issues 5 §10, 23 §2): on a fresh database per backend, bulk-generates
 * 100,000 knows (BENCH_KNOWS, up to 1,000,000; six content languages, six subjects each, titles,
 * descriptions and a few hundred words of document text drawn from word lists into a pool of
 * texts, in SQL with generate_series), indexes them in the content language's configuration as
 * search-index.ts does, fills the search lexicon, runs VACUUM ANALYZE, then times a few hundred searches through searchKnows() (what the API route and
 * the search pages call): single words, two words, typos, subject filters, empty queries, common
 * words. Prints p50/p95 per kind and overall. Aim: p95 under 50 ms on PostgreSQL.
 *
 *   npm run bench:search                          # both backends
 *   BENCH_BACKENDS=postgres npm run bench:search
 *   BENCH_KNOWS=20000 BENCH_SEARCHES=200 npm run bench:search
 *   BENCH_KNOWS=1000000 BENCH_BACKENDS=postgres npm run bench:search   # the 1M target
 *   BENCH_EXPLAIN=1 npm run bench:search          # EXPLAIN ANALYZE of one query per kind too
 *   BENCH_EXPLAIN=slowest npm run bench:search    # ... of the five slowest searches of the run
 *   BENCH_KEEP_DB=search_bench BENCH_KNOWS=1000000 BENCH_BACKENDS=postgres npm run bench:search
 *     # PostgreSQL only: the corpus is generated into that database once and searched again by
 *     # later runs (migrations still run on it); drop it with `dropdb search_bench`
 *
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (a scratch database
 * is created and dropped). Loopback only. Run with tsx (the server is TypeScript).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { textSearchConfig } from '../server/search/text-search-config';
import { recordWordsSql } from '../server/search/search-lexicon';
import { searchKnows } from '../server/search/service';
import { hitsStatement, inSearchTransaction, planSearch } from '../server/search/hit-query';
import { searchKnowsQuery } from '../lib/contract/search';
import { getSubjects } from '../lib/config/catalogue';
import { BACKENDS, boot } from './support/boot.mjs';
import { ENGLISH_GENERAL, ENGLISH_THEMES, words as w } from './support/school-words.mjs';
import { bounded } from './support/env.mjs';

const KNOWS = bounded('BENCH_KNOWS', 100_000, 1_000, 1_000_000);
/**
 * Knows whose words fill the search lexicon (typo correction). The corpus draws every word from
 * closed lists, so a sample holds the whole vocabulary; reading every know's words again would
 * add minutes at 1,000,000 and change nothing a search reads.
 */
const LEXICON_SAMPLE = 20_000;
/** Distinct texts per language and theme (see generate). */
const POOL_PER_THEME = 1_000;
const SEARCHES = bounded('BENCH_SEARCHES', 300, 20, 5_000);
const EXPLAIN = process.env.BENCH_EXPLAIN;
const KEEP_DB = process.env.BENCH_KEEP_DB || undefined;
const BATCH = 5_000;
/** know_search's GIN indexes as migrations 0024 and 0025 create them (rebuilt after the bulk insert). */
const KNOW_SEARCH_GIN = [
  { name: 'know_search_language_vector_idx', on: 'content_language, search_vector' },
  { name: 'know_search_title_vector_idx', on: 'title_vector' },
  { name: 'know_search_title_trgm_idx', on: 'lower(title) gin_trgm_ops' },
];
const KNOWERS = 200;

// --- corpus ------------------------------------------------------------------------------------
// Per language: six themes of exactly 20 topic words (a rectangular text[][] for SQL), general
// school words, a connector for titles, and a share of the corpus.
const THEMES = ['maths', 'biology', 'history', 'chemistry', 'physics', 'geography'];
const SUBJECT_NAME = {
  maths: /math|algebra|matem/i,
  biology: /bio|svt/i,
  history: /hist|storia|gesch/i,
  chemistry: /chem|chimi|quím|chimica/i,
  physics: /phys|fisic|fizyk/i,
  geography: /geo|erdkunde/i,
};
const LANGUAGES = [
  {
    code: 'en', country: 'US', share: 0.3, and: 'and',
    themes: ENGLISH_THEMES,
    general: ENGLISH_GENERAL,
  },
  {
    code: 'de', country: 'DE', share: 0.25, and: 'und',
    themes: [
      w('Algebra Gleichung Funktion Ableitung Integral Logarithmus Polynom Bruch Geometrie Dreieck Wahrscheinlichkeit Statistik Vektor Matrix Satz quadratisch Exponent Prozentrechnung Parabel Trigonometrie'),
      w('Photosynthese Zelle Mitochondrien Enzym Protein Genetik Evolution Ökosystem Chromosom Membran Zellkern Osmose Zellatmung Bakterien Virus Hormon Nervenzelle Organismus Mutation Chlorophyll'),
      w('Revolution Kaiserreich Monarchie Demokratie Verfassung Kolonialismus Industrialisierung Renaissance Reformation Vertrag Republik Diktatur Unabhängigkeit Mittelalter Lehnswesen Zivilisation Parlament Migration Propaganda Waffenstillstand'),
      w('Molekül Atom Elektron Reaktion Oxidation Säure Base Lösung Verbindung Element Isotop Katalysator Gleichgewicht Bindung Ion Polymer Titration Elektrolyse Periodensystem Verbrennung'),
      w('Energie Kraft Geschwindigkeit Beschleunigung Schwerkraft Impuls Reibung Elektrizität Magnetismus Welle Frequenz Druck Temperatur Strahlung Quantenphysik Relativität Stromkreis Spannung Widerstand Optik'),
      w('Klima Kontinent Bevölkerung Vulkan Erdbeben Erosion Fluss Gletscher Wüste Regenwald Verstädterung Landwirtschaft Plattentektonik Monsun Breitengrad Längengrad Vegetationszone Tourismus Globalisierung Nachhaltigkeit'),
    ],
    general: w('Einführung Zusammenfassung Definition Beispiel Übung Kapitel Unterricht Methode Analyse Überblick wichtig Erklärung Diagramm Vergleich Lösung Ergebnis Frage Antwort Begriff Prozess Aufbau Entwicklung System Theorie Praxis Wiederholung Schüler Lehrer Klausur Thema Grundlagen Abitur Lernzettel Referat Hausaufgabe Merkblatt Arbeitsblatt Test'),
  },
  {
    code: 'fr', country: 'FR', share: 0.15, and: 'et',
    themes: [
      w('algèbre équation fonction dérivée intégrale logarithme polynôme fraction géométrie triangle probabilité statistiques vecteur matrice théorème quadratique exposant pourcentage parabole trigonométrie'),
      w('photosynthèse cellule mitochondrie enzyme protéine génétique évolution écosystème chromosome membrane noyau osmose respiration bactérie virus hormone neurone organisme mutation chlorophylle'),
      w('révolution empire monarchie démocratie constitution colonisation industrialisation renaissance réforme traité république dictature indépendance médiéval féodalité civilisation parlement migration propagande armistice'),
      w('molécule atome électron réaction oxydation acide base solution composé élément isotope catalyseur équilibre liaison ion polymère titrage électrolyse périodique combustion'),
      w('énergie force vitesse accélération gravité quantité frottement électricité magnétisme onde fréquence pression température rayonnement quantique relativité circuit tension résistance optique'),
      w('climat continent population volcan séisme érosion fleuve glacier désert forêt urbanisation agriculture tectonique mousson latitude longitude biome tourisme mondialisation durabilité'),
    ],
    general: w('introduction résumé définition exemple exercice chapitre cours méthode analyse aperçu important explication schéma comparaison solution résultat question réponse notion processus structure développement système théorie pratique révision élève professeur examen sujet bases baccalauréat fiche exposé devoir contrôle'),
  },
  {
    code: 'es', country: 'ES', share: 0.12, and: 'y',
    themes: [
      w('álgebra ecuación función derivada integral logaritmo polinomio fracción geometría triángulo probabilidad estadística vector matriz teorema cuadrática exponente porcentaje parábola trigonometría'),
      w('fotosíntesis célula mitocondria enzima proteína genética evolución ecosistema cromosoma membrana núcleo ósmosis respiración bacteria virus hormona neurona organismo mutación clorofila'),
      w('revolución imperio monarquía democracia constitución colonialismo industrialización renacimiento reforma tratado república dictadura independencia medieval feudalismo civilización parlamento migración propaganda armisticio'),
      w('molécula átomo electrón reacción oxidación ácido base disolución compuesto elemento isótopo catalizador equilibrio enlace ion polímero valoración electrólisis periódica combustión'),
      w('energía fuerza velocidad aceleración gravedad momento fricción electricidad magnetismo onda frecuencia presión temperatura radiación cuántica relatividad circuito voltaje resistencia óptica'),
      w('clima continente población volcán terremoto erosión río glaciar desierto selva urbanización agricultura tectónica monzón latitud longitud bioma turismo globalización sostenibilidad'),
    ],
    general: w('introducción resumen definición ejemplo ejercicio capítulo clase método análisis visión importante explicación diagrama comparación solución resultado pregunta respuesta concepto proceso estructura desarrollo sistema teoría práctica repaso alumno profesor examen tema apuntes selectividad esquema trabajo deberes prueba'),
  },
  {
    code: 'it', country: 'IT', share: 0.1, and: 'e',
    themes: [
      w('algebra equazione funzione derivata integrale logaritmo polinomio frazione geometria triangolo probabilità statistica vettore matrice teorema quadratica esponente percentuale parabola trigonometria'),
      w('fotosintesi cellula mitocondri enzima proteina genetica evoluzione ecosistema cromosoma membrana nucleo osmosi respirazione batteri virus ormone neurone organismo mutazione clorofilla'),
      w('rivoluzione impero monarchia democrazia costituzione colonialismo industrializzazione rinascimento riforma trattato repubblica dittatura indipendenza medioevo feudalesimo civiltà parlamento migrazione propaganda armistizio'),
      w('molecola atomo elettrone reazione ossidazione acido base soluzione composto elemento isotopo catalizzatore equilibrio legame ione polimero titolazione elettrolisi periodica combustione'),
      w('energia forza velocità accelerazione gravità quantità attrito elettricità magnetismo onda frequenza pressione temperatura radiazione quantistica relatività circuito tensione resistenza ottica'),
      w('clima continente popolazione vulcano terremoto erosione fiume ghiacciaio deserto foresta urbanizzazione agricoltura tettonica monsone latitudine longitudine bioma turismo globalizzazione sostenibilità'),
    ],
    general: w('introduzione riassunto definizione esempio esercizio capitolo lezione metodo analisi panoramica importante spiegazione schema confronto soluzione risultato domanda risposta concetto processo struttura sviluppo sistema teoria pratica ripasso studente professore esame argomento appunti maturità mappa compito verifica'),
  },
  {
    code: 'pl', country: 'PL', share: 0.08, and: 'i',
    themes: [
      w('algebra równanie funkcja pochodna całka logarytm wielomian ułamek geometria trójkąt prawdopodobieństwo statystyka wektor macierz twierdzenie kwadratowa wykładnik procent parabola trygonometria'),
      w('fotosynteza komórka mitochondria enzym białko genetyka ewolucja ekosystem chromosom błona jądro osmoza oddychanie bakterie wirus hormon neuron organizm mutacja chlorofil'),
      w('rewolucja imperium monarchia demokracja konstytucja kolonializm industrializacja renesans reformacja traktat republika dyktatura niepodległość średniowiecze feudalizm cywilizacja parlament migracja propaganda rozejm'),
      w('cząsteczka atom elektron reakcja utlenianie kwas zasada roztwór związek pierwiastek izotop katalizator równowaga wiązanie jon polimer miareczkowanie elektroliza okresowy spalanie'),
      w('energia siła prędkość przyspieszenie grawitacja pęd tarcie elektryczność magnetyzm fala częstotliwość ciśnienie temperatura promieniowanie kwantowa względność obwód napięcie opór optyka'),
      w('klimat kontynent ludność wulkan trzęsienie erozja rzeka lodowiec pustynia las urbanizacja rolnictwo tektonika monsun szerokość długość biom turystyka globalizacja zrównoważony'),
    ],
    general: w('wstęp streszczenie definicja przykład ćwiczenie rozdział lekcja metoda analiza przegląd ważne wyjaśnienie schemat porównanie rozwiązanie wynik pytanie odpowiedź pojęcie proces struktura rozwój system teoria praktyka powtórka uczeń nauczyciel egzamin temat notatki matura ściąga sprawdzian kartkówka'),
  },
];
for (const l of LANGUAGES) {
  for (const t of l.themes) if (t.length !== 20) throw new Error(`${l.code}: a theme needs 20 words, has ${t.length}`);
  const subjects = getSubjects(l.country);
  l.subjectIds = THEMES.map((theme, i) => (subjects.find((s) => SUBJECT_NAME[theme].test(s.name)) ?? subjects[i % subjects.length]).id);
}

// A small seeded generator, so every run (and backend) searches for the same things.
let seed = 0;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = (a) => a[Math.floor(rand() * a.length)];

// --- database ----------------------------------------------------------------------------------
const rowsOf = (r) => r.rows;

async function generate(db, backend) {
  await db.execute(sql`
    INSERT INTO users (id, email, name, username, password_hash, country, interface_language, content_language,
      newsletter, email_preferences_token)
    SELECT gen_random_uuid(), 'bench' || g || '@example.com', 'Bench Knower ' || g, 'bench_knower_' || g, 'x', 'DE', 'de', 'de',
      false, md5(g::text)
    FROM generate_series(1, ${KNOWERS}::int) g`);
  await db.execute(sql`INSERT INTO knowers (id, user_id) SELECT gen_random_uuid(), id FROM users`);
  const knowerIds = rowsOf(await db.execute(sql`SELECT id FROM knowers ORDER BY id`)).map((r) => r.id);

  // Texts are drawn once into a pool per language and theme (POOL_PER_THEME each, with their
  // description and their vectors), and each know takes one: generating and parsing a million
  // texts word by word would take an hour on a small machine, while the index and every search
  // read the same shapes (posting lists as long, vectors as large) either way.
  let t = performance.now();
  await db.execute(sql`CREATE UNLOGGED TABLE bench_pool (lang text, t int, k int, focus int[], description text, body text,
    vec tsvector, PRIMARY KEY (lang, t, k))`);
  for (const l of LANGUAGES) {
    const config = textSearchConfig(l.code);
    // Each text has a focus: 5 of its subject's 20 topic words. It mixes focus words, other
    // topic words, common school words and a long tail of rare tokens, so a topic word matches a
    // few percent of all knows and a common word a third of its language, as in real notes.
    // Subqueries mention k or n (per row / per word evaluation; an aggregate over outer columns
    // only would belong to the outer query).
    await db.execute(sql`
      INSERT INTO bench_pool (lang, t, k, focus, description, body)
      SELECT ${l.code}::text, t, k, focus,
        (SELECT string_agg(CASE WHEN r < 0.5 THEN th[t + 1][focus[1 + floor(5 * random())::int]]
            ELSE gen[1 + floor(cardinality(gen) * random() ^ 1.5)::int] END, ' ')
          FROM generate_series(1, 12 + k % 13) AS w(n), LATERAL (SELECT random() + 0 * n AS r) x),
        (SELECT string_agg(CASE
              WHEN r < 0.45 THEN th[t + 1][focus[1 + floor(5 * random())::int]]
              WHEN r < 0.47 THEN th[t + 1][1 + floor(20 * random())::int]
              WHEN r < 0.53 THEN gen[1 + floor(cardinality(gen) * random() ^ 1.5)::int]
              ELSE 'lex' || floor(40000 * random() ^ 2)::int END, ' ')
          FROM generate_series(1, 150 + k % 200) AS w(n), LATERAL (SELECT random() + 0 * n AS r) x)
      FROM generate_series(0, 5) t, generate_series(0, ${POOL_PER_THEME - 1}::int) k,
        LATERAL (SELECT array_agg(1 + floor(20 * random())::int + 0 * i) AS focus FROM generate_series(1, 5 + 0 * k + 0 * t) AS f(i)) f,
        LATERAL (SELECT ${sql.param(l.themes)}::text[][] AS th, ${sql.param(l.general)}::text[] AS gen) words`);
    await db.execute(sql`UPDATE bench_pool SET vec = setweight(to_tsvector(${config}::regconfig, description), 'B')
      || setweight(to_tsvector(${config}::regconfig, body), 'C') WHERE lang = ${l.code}`);
  }
  console.log(`  text pool of ${(LANGUAGES.length * 6 * POOL_PER_THEME).toLocaleString('en')} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  // One index build after the rows, not a million index insertions; and search's narrow table
  // (decision 0072) filled once afterwards as migration 0024 fills it, not row by row by its trigger.
  await db.execute(sql`DROP INDEX knows_search_idx`);
  await db.execute(sql`ALTER TABLE knows DISABLE TRIGGER know_search_sync`);
  for (const index of KNOW_SEARCH_GIN) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  let done = 0;
  for (const [i, l] of LANGUAGES.entries()) {
    const total = i === LANGUAGES.length - 1 ? KNOWS - done : Math.round(KNOWS * l.share);
    const config = textSearchConfig(l.code);
    for (let from = 0; from < total; from += BATCH) {
      const n = Math.min(BATCH, total - from);
      await db.execute(sql`
        INSERT INTO knows (id, knower_id, title, description, status, is_private, format, subject_id, content_language,
          country, page_count, document_text, search_vector, likes_count, views_count, published_at, created_at, updated_at)
        SELECT gen_random_uuid(), (${sql.param(knowerIds)}::uuid[])[1 + (g % ${knowerIds.length}::int)], title, p.description,
          CASE WHEN g % 50 = 7 THEN 'DRAFT' WHEN g % 50 = 8 THEN 'IN_REVIEW' ELSE 'PUBLISHED' END,
          g % 33 = 5,
          CASE WHEN g % 7 = 3 THEN 'FLASHCARDS' ELSE 'PDF' END,
          (${sql.param(l.subjectIds)}::int[])[p.t + 1], ${l.code}::text, ${l.country}::text, 1 + g % 12, p.body,
          setweight(to_tsvector(${config}::regconfig, title), 'A') || p.vec,
          (g::bigint * 7919) % 97 / 8, (g::bigint * 104729) % 1013,
          now() - make_interval(mins => g), now() - make_interval(mins => g), now()
        FROM generate_series(${done + from + 1}::int, ${done + from + n}::int) g
          JOIN bench_pool p ON p.lang = ${l.code} AND p.t = g % 6 AND p.k = (g * 31) % ${POOL_PER_THEME}::int,
          LATERAL (SELECT ${sql.param(l.themes)}::text[][] AS th, ${sql.param(l.general)}::text[] AS gen) words,
          LATERAL (SELECT initcap(gen[1 + (g * 13) % 12]) || ': ' || initcap(th[p.t + 1][p.focus[1]]) || ' ' || ${l.and}::text
            || ' ' || th[p.t + 1][p.focus[2]] AS title) ti`);
      process.stdout.write(`\r  inserted ${done + from + n} knows`);
    }
    done += total;
  }
  process.stdout.write('\n');
  // A GIN build sorts in maintenance_work_mem: the default 64 MB flushes hundreds of times at 1M
  // (PGlite, in WebAssembly memory, keeps its default).
  await db.transaction(async (tx) => {
    if (backend === 'postgres') await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    await tx.execute(sql`CREATE INDEX knows_search_idx ON knows USING gin (search_vector)`);
  });
  await db.execute(sql`INSERT INTO know_search (know_id, title, search_vector, content_language, subject_id, topic_uuid, grade_ids,
      format, popularity, published_at)
    SELECT id, title, search_vector, content_language, subject_id, topic_uuid, grade_ids, format, coalesce(popularity, 0), published_at
    FROM knows WHERE status = 'PUBLISHED' AND NOT is_private AND search_vector IS NOT NULL`);
  await db.execute(sql`ALTER TABLE knows ENABLE TRIGGER know_search_sync`);
  await db.transaction(async (tx) => {
    if (backend === 'postgres') await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const index of KNOW_SEARCH_GIN) await tx.execute(sql.raw(`CREATE INDEX ${index.name} ON know_search USING gin (${index.on})`));
  });
  console.log(`  inserted and indexed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await db.execute(recordWordsSql(sql`knows.id IN (SELECT id FROM knows LIMIT ${LEXICON_SAMPLE})`));
  console.log(`  lexicon from ${LEXICON_SAMPLE.toLocaleString('en')} knows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await db.execute(sql`DROP TABLE bench_pool`);
  t = performance.now();
  await db.execute(sql`VACUUM ANALYZE knows, know_search, search_words`);
  console.log(`  vacuum analyze in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

// --- searches ----------------------------------------------------------------------------------
function typo(word) {
  const chars = [...word.toLowerCase()];
  const i = 1 + Math.floor(rand() * (chars.length - 2));
  const kind = rand();
  if (kind < 0.4) chars.splice(i, 1); // dropped letter
  else if (kind < 0.7) [chars[i], chars[i + 1]] = [chars[i + 1] ?? chars[i], chars[i]]; // swapped
  else chars[i] = pick([...'aeiounrst']); // wrong letter
  return chars.join('');
}

function searches() {
  seed = 20_261_122;
  const out = [];
  for (let i = 0; i < SEARCHES; i++) {
    const l = pick(LANGUAGES);
    const t = Math.floor(rand() * 6);
    const lang = rand() < 0.5 ? { contentLanguageCode: l.code } : {};
    const r = rand();
    if (r < 0.25) out.push({ kind: 'one word', params: { query: pick(l.themes[t]), ...lang } });
    else if (r < 0.45) out.push({ kind: 'two words', params: { query: `${pick(l.themes[t])} ${pick(l.themes[t])}`, ...lang } });
    else if (r < 0.6) {
      const long = l.themes[t].filter((x) => [...x].length >= 7);
      out.push({ kind: 'typo', params: { query: typo(pick(long.length ? long : l.themes[t])), ...lang } });
    } else if (r < 0.75) out.push({ kind: 'subject filter', params: { query: pick(l.themes[t]), subjectId: l.subjectIds[t] } });
    else if (r < 0.85) out.push({ kind: 'empty query', params: { subjectId: l.subjectIds[t], ...lang } });
    // The most frequent school words: a third of a language's knows each, the broadest searches.
    else out.push({ kind: 'common word', params: { query: pick(l.general.slice(0, 5)), ...lang } });
  }
  return out;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(10);

/** EXPLAIN ANALYZE of each search of `list`, or of its first of each kind (`onePerKind`). */
async function explain(app, list, onePerKind) {
  const seen = new Set();
  for (const s of list) {
    if (onePerKind && seen.has(s.kind)) continue;
    seen.add(s.kind);
    const input = searchKnowsQuery.parse(s.params);
    const [text, plan] = await inSearchTransaction(app.db, input.query ?? '', async (db) => {
      const plan = await planSearch(db, input);
      const rows = rowsOf(await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${hitsStatement(plan)}`));
      return [rows.map((r) => r['QUERY PLAN']).join('\n'), plan];
    });
    console.log(`\n--- ${s.kind}: ${JSON.stringify(s.params)} (tsqueries ${plan.tsqueries.join(' | ')}; typo threshold ${plan.threshold})\n${text}`);
  }
}

async function bench(backend) {
  console.log(`\n${backend}: ${KNOWS.toLocaleString('en')} knows (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs)`);
  const started = performance.now();
  const keep = backend === 'postgres' ? KEEP_DB : undefined;
  const { app, close } = await boot(backend, { name: 'search', env: { SEED_DEMO_DATA: 'false' }, keep });
  try {
    const [{ n }] = rowsOf(await app.db.execute(sql`SELECT count(*)::int AS n FROM knows`));
    if (keep && n > 0) {
      if (n !== KNOWS) throw new Error(`${keep} holds ${n} knows, not BENCH_KNOWS=${KNOWS}: drop it or match it`);
      console.log(`  reusing the ${n.toLocaleString('en')} knows of ${keep}`);
      // A migration may have just filled a table (0024's know_search): the planner needs its statistics.
      const t = performance.now();
      await app.db.execute(sql`VACUUM ANALYZE knows, know_search, search_words`);
      console.log(`  vacuum analyze in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    } else await generate(app.db, backend);
    console.log(`  corpus ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const list = searches();
    for (const s of list.slice(0, 20)) await searchKnows(app, s.params, null); // warm-up
    const times = new Map();
    const slowest = [];
    let hits = 0;
    for (const s of list) {
      const t = performance.now();
      const r = await searchKnows(app, s.params, null);
      const ms = performance.now() - t;
      slowest.push({ ms, kind: s.kind, params: s.params, results: r.numberOfResults });
      hits += r.content.length > 0 ? 1 : 0;
      for (const key of [s.kind, 'all']) {
        if (!times.has(key)) times.set(key, []);
        times.get(key).push(ms);
      }
    }
    console.log(`  ${list.length} searches, ${hits} with hits (load average ${loadavg()[0].toFixed(1)})`);
    console.log(`  ${'kind'.padEnd(16)}${'n'.padStart(5)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`);
    const result = {};
    for (const [kind, list2] of [...times].sort((a, b) => (a[0] === 'all') - (b[0] === 'all'))) {
      const sorted = [...list2].sort((a, b) => a - b);
      result[kind] = { p50: pct(sorted, 50), p95: pct(sorted, 95) };
      console.log(`  ${kind.padEnd(16)}${String(sorted.length).padStart(5)}${fmt(pct(sorted, 50))}${fmt(pct(sorted, 95))}${fmt(sorted.at(-1))}`);
    }
    console.log('  slowest:');
    for (const x of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
      console.log(`  ${fmt(x.ms)}  ${x.kind}: ${JSON.stringify(x.params)} (${x.results} results)`);
    }
    if (EXPLAIN === '1') await explain(app, list, true);
    if (EXPLAIN === 'slowest') await explain(app, slowest.slice(0, 5), false);
    return result;
  } finally {
    await close();
  }
}

const results = {};
try {
  for (const backend of BACKENDS) results[backend] = await bench(backend);
} catch (err) {
  // Drizzle errors carry every parameter (word lists, ids): the message and cause say enough.
  console.error(`\nbench failed: ${err.cause?.message ?? ''}\n${String(err.message).slice(0, 2000)}`);
  process.exit(1);
}
console.log('\nsummary (all searches):');
for (const [backend, r] of Object.entries(results)) {
  console.log(`  ${backend.padEnd(9)} p50 ${r.all.p50.toFixed(1)} ms, p95 ${r.all.p95.toFixed(1)} ms`);
}
