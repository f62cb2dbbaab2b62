/**
 * Words that frame a request instead of naming its subject ("Explain ... in simple words", "Was
 * bedeutet ...", "Wyjaśnij prostymi słowami ..."). They are not looked up in the material: a note
 * on French verbs that says "simple" and "words" has nothing to do with photosynthesis. Folded
 * (lower case, no accents); the stop words of the language are removed separately.
 */
export const REQUEST_WORDS: Record<string, readonly string[]> = {
  en: [
    'explain', 'explanation', 'describe', 'description', 'simple', 'simply', 'easy', 'easily', 'plain', 'words', 'word', 'mean',
    'means', 'meaning', 'define', 'definition', 'tell', 'please', 'summarise', 'summarize', 'summary', 'short', 'briefly', 'brief',
    'detail', 'detailed', 'details', 'help', 'understand', 'know', 'give', 'show', 'happen', 'happens', 'happened', 'say', 'says',
    'make', 'makes', 'use', 'find', 'need', 'needs', 'start', 'started', 'kind', 'thing', 'things', 'main', 'important', 'difference', 'differences', 'differ', 'go',
    'goes', 'become', 'became', 'becomes', 'get', 'gets', 'got',
    // Function words PostgreSQL's English stop list lacks (the large list also drops nouns like "world").
    'someone', 'somebody', 'something', 'anyone', 'anybody', 'anything', 'everyone', 'everybody', 'everything', 'nobody',
    'nothing', 'much', 'many', 'also', 'would', 'could', 'might', 'must', 'shall', 'may', 'one', 'like', 'well', 'really',
    'correctly', 'properly', 'exactly',
  ],
  de: [
    'erklar', 'erklare', 'erklaren', 'erklart', 'erklarung', 'beschreibe', 'beschreiben', 'beschreibung', 'einfach', 'einfache',
    'einfachen', 'einfacher', 'worten', 'wort', 'worter', 'bedeutet', 'bedeutung', 'definiere', 'definition', 'sag', 'sage',
    'sagen', 'bitte', 'zusammenfassung', 'fasse', 'kurz', 'genau', 'verstehen', 'versteht', 'funktioniert', 'funktionieren',
    'passiert', 'besagt', 'gemeint', 'meint', 'benutze', 'benutzt', 'rechne', 'wofur', 'worum', 'wichtig', 'wichtigsten',
    'unterschied', 'unterschiede', 'unterscheidet', 'unterscheiden', 'richtig', 'korrekt', 'macht', 'mache', 'tut',
  ],
  fr: [
    'explique', 'expliquer', 'expliquez', 'explication', 'decris', 'decrire', 'simplement', 'simple', 'simples', 'mots', 'mot',
    'signifie', 'veut', 'dire', 'definition', 'definis', 'resume', 'resumer', 'quoi', 'fonctionne', 'comprendre', 'montre',
    'dit', 'sert', 'important', 'importants', 'difference', 'differences', 'correctement', 'fait', 'faire',
  ],
  pl: [
    'wyjasnij', 'wyjasnic', 'objasnij', 'wytlumacz', 'opisz', 'prostymi', 'prosty', 'prosto', 'prostu', 'slowami', 'slowa',
    'znaczy', 'oznacza', 'definicja', 'czym', 'polega', 'prosze', 'krotko', 'dziala', 'brzmi', 'chodzi', 'rozni', 'roznia',
    'roznica', 'roznice', 'prawidlowo', 'poprawnie', 'robi', 'robic', 'zrobic', 'robimy',
  ],
  es: [
    'explicame', 'explica', 'explicar', 'explicacion', 'describe', 'describir', 'sencillas', 'sencillo', 'sencilla', 'sencillos',
    'simple', 'simples', 'palabras', 'palabra', 'significa', 'definicion', 'dime', 'resume', 'resumen', 'funciona', 'sirve',
    'dice', 'importante', 'diferencia', 'diferencias', 'correctamente', 'hace', 'hacer',
  ],
  it: [
    'spiega', 'spiegami', 'spiegare', 'spiegazione', 'descrivi', 'semplici', 'semplice', 'parole', 'parola', 'significa',
    'definizione', 'cos', 'cosa', 'com', 'dimmi', 'riassumi', 'funziona', 'serve', 'afferma', 'dice', 'importante',
    'differenza', 'differenze', 'correttamente', 'fa', 'fare',
  ],
  pt: [
    'explica', 'explique', 'explicar', 'explicacao', 'descreve', 'descreva', 'simples', 'palavras', 'palavra', 'significa',
    'definicao', 'diz', 'resume', 'resumo', 'funciona', 'serve', 'importante',
  ],
  ro: [
    'explica', 'explicati', 'explicatie', 'descrie', 'simplu', 'simple', 'cuvinte', 'cuvant', 'inseamna', 'definitie', 'spune',
    'rezuma', 'functioneaza', 'important',
  ],
  cs: [
    'vysvetli', 'vysvetlete', 'vysvetleni', 'popis', 'jednoduse', 'jednoduchy', 'jednoduchymi', 'slovy', 'slovo', 'znamena',
    'definice', 'rekni', 'shrn', 'funguje', 'dulezite',
  ],
  tr: ['acikla', 'aciklar', 'aciklama', 'anlat', 'basit', 'basitce', 'kelimelerle', 'kelime', 'anlami', 'demek', 'tanim', 'nedir', 'onemli'],
  el: ['εξηγησε', 'εξηγηστε', 'εξηγηση', 'περιεγραψε', 'απλα', 'απλη', 'απλα', 'λογια', 'λεξεις', 'σημαινει', 'ορισμος', 'πες'],
};
