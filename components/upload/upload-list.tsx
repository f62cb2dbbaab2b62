/**
 * The files of the upload step, each with its state: waiting, a real progress bar
 * (role=progressbar with aria-valuenow) and a cancel button while sending, "checking" while the
 * server reads the file, its page count when done, or the reason it failed with a retry.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ellipsis } from '@/components/ui/ellipsis';
import { theme } from '@/styles/theme';
import { FileIcon } from './file-icon';
import { formatBytes } from './file-checks';
import type { UploadItem } from './use-upload-queue';
import { listRow } from './list-styles';

export interface UploadListProps {
  items: UploadItem[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}

export function UploadList({ items, onCancel, onRetry, onRemove, onMove }: UploadListProps) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale } = useEdition();
  if (!items.length) return null;
  return (
    <List aria-label={t('upload:list.label')}>
      {items.map((item, index) => {
        const sending = item.status === 'uploading' || item.status === 'processing';
        return (
          <Row key={item.key} data-status={item.status}>
            <Icon $failed={item.status === 'failed'}>
              <FileIcon size={32} />
            </Icon>
            <Main>
              <Name title={item.name}>{item.name}</Name>
              <Meta>
                {formatBytes(item.size, locale.dateLocale)}
                {item.status === 'done' && item.document && (
                  <> · {t('upload:list.pages', { count: item.document.pageCount })}</>
                )}
              </Meta>
              {item.status === 'queued' && <Status>{t('upload:list.queued')}</Status>}
              {sending && (
                <ProgressBar
                  label={t('upload:list.progress', { name: item.name })}
                  value={item.progress}
                  busy={item.status === 'processing'}
                  valueText={item.status === 'processing' ? t('upload:list.processing') : t('upload:list.percent', { percent: item.progress })}
                />
              )}
              {item.status === 'done' && <Done>{t('upload:list.done')}</Done>}
              {item.status === 'failed' && item.error && <ErrorText>{t(item.error.key, item.error.params ?? {})}</ErrorText>}
            </Main>
            <Actions>
              {(sending || item.status === 'queued') && (
                <Button variant="secondary" onClick={() => onCancel(item.key)} aria-label={t('upload:list.cancelNamed', { name: item.name })}>
                  {t('upload:list.cancel')}
                </Button>
              )}
              {item.status === 'failed' && item.file && (
                <Button variant="secondary" onClick={() => onRetry(item.key)} aria-label={t('upload:list.retryNamed', { name: item.name })}>
                  {t('upload:list.retry')}
                </Button>
              )}
              {item.status === 'done' && items.length > 1 && (
                <>
                  <IconButton
                    type="button"
                    onClick={() => onMove(item.key, -1)}
                    disabled={index === 0}
                    aria-label={t('upload:list.moveUp', { name: item.name })}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    type="button"
                    onClick={() => onMove(item.key, 1)}
                    disabled={index === items.length - 1}
                    aria-label={t('upload:list.moveDown', { name: item.name })}
                  >
                    ↓
                  </IconButton>
                </>
              )}
              {(item.status === 'done' || item.status === 'failed') && (
                <Button variant="ghost" onClick={() => onRemove(item.key)} aria-label={t('upload:list.removeNamed', { name: item.name })}>
                  {t('upload:list.remove')}
                </Button>
              )}
            </Actions>
          </Row>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 20px 0 0;
  padding: 0;
  display: flex; flex-direction: column; gap: 10px;
`;
const Row = styled.li`
  ${listRow};
`;
const Icon = styled.span<{ $failed: boolean }>`
  flex: none;
  color: ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.blue700)};
  display: inline-flex;
`;
const Main = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  display: flex; flex-direction: column; gap: 4px;
`;
const Name = styled.span`
  font-weight: 600;
  ${ellipsis};
`;
const Meta = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
`;
const Status = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.92rem;
`;
const Done = styled.span`
  color: ${theme.colors.subject.green};
  font-weight: 600;
  font-size: 0.92rem;
`;
const ErrorText = styled.span`
  color: ${theme.colors.danger};
  font-weight: 600;
  font-size: 0.92rem;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 6px;
  margin-left: auto;
`;
const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.pill}px;
  background: #fff;
  color: ${theme.colors.blue900};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
