/** /app/payouts/history (spec §2.2): the web-app variant of /profile/payouts/history, the same page. */
export { default, getStaticProps } from '../../profile/payouts/history';
