/** /app/profile (spec §2.2): the web-app variant of /profile, the same page. */
export { default, getStaticProps } from '../profile';
