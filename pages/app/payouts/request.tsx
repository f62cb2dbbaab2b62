/** /app/payouts/request (spec §2.2): the web-app variant of /profile/payouts/request, the same page. */
export { default, getStaticProps } from '../../profile/payouts/request';
