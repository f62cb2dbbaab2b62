/** /app/search (spec §2.2: query, subjectId, utm_content, knowFormat): the search page of the signed-in app. */
export { default, getServerSideProps } from '../knows/search';
