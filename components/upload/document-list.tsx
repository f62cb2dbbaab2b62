/**
 * The uploaded documents of the know being created: thumbnail (or a file icon while the
 * thumbnail cannot be loaded, e.g. before the know exists), name and page count.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { ellipsis } from '@/components/ui/ellipsis';
import type { KnowDocument } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';
import { FileIcon } from './file-icon';
import { thumbnailImage, thumbnailTile } from './list-styles';

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Placeholder>
        <FileIcon size={34} />
      </Placeholder>
    );
  }
  // A plain <img>: the thumbnail is a small PNG of our own API, no optimisation needed.
  return <Img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

export function DocumentList({ documents }: { documents: KnowDocument[] }) {
  const { t } = useTranslation('upload');
  return (
    <List>
      {documents.map((d) => (
        <Item key={d.uuid}>
          <Thumbnail src={d.thumbnailUrl} />
          <div>
            <Name title={d.filename}>{d.filename}</Name>
            {d.pageCount > 0 && <Pages>{t('list.pages', { count: d.pageCount })}</Pages>}
          </div>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${unstyledList};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 10px;
`;
const Item = styled.li`
  display: flex; align-items: center; gap: 12px;
  padding: 10px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: #fff;
  min-width: 0;
  > div {
    min-width: 0;
  }
`;
const Img = styled.img`
  ${thumbnailImage};
  width: 48px;
  height: 64px;
  background: ${theme.colors.surfaceAlt};
`;
const Placeholder = styled.span`
  ${thumbnailTile};
  width: 48px;
  height: 64px;
`;
const Name = styled.span`
  display: block;
  font-weight: 600;
  ${ellipsis};
`;
const Pages = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
