/** /knows/u/{text}-{uuid} (spec §2.1): the same know page; its canonical link is /knows/{slug}. */
export { default, getServerSideProps } from '../[slug]/index';
