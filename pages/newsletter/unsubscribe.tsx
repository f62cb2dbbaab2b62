/** /newsletter/unsubscribe?emailType=…&emailPreferencesToken=…&emailUuid=… (v2 unsubscribe link). Not indexed. */
import { UnsubscribeView } from '@/components/profile/unsubscribe-view';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const UnsubscribePage = shellPage('UnsubscribePage', {
  head: { namespace: 'profile', title: 'unsubscribe.title', noindex: true },
  view: () => <UnsubscribeView />,
});

export const getStaticProps = shellStaticProps(['profile']);

export default UnsubscribePage;
