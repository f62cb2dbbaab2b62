/** /app/payouts (spec §2.2): the web-app variant of /profile/payouts, the same page. */
export { default, getStaticProps } from '../../profile/payouts';
