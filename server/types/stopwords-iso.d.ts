/** stopwords-iso ships one JSON object: ISO 639-1 code -> stop words (lower case). */
declare module 'stopwords-iso' {
  const stopwords: Record<string, string[]>;
  export default stopwords;
}
