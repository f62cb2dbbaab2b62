/** /app/chat (spec §2.2): the same chat list inside the signed-in app. */
export { default, getStaticProps } from '../chat';
