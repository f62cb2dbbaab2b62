/**
 * Profile picture: pick a PNG, JPEG or WebP image, see it at once, and follow the upload on a
 * real progress bar (role=progressbar with aria-valuenow); the upload can be cancelled.
 */
import { useEffect, useRef, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useProfilePicture } from '@/components/session/use-profile-picture';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api/errors';
import { trackRequest } from '@/lib/api/tracked-requests';
import { uploadProfilePicture } from '@/lib/api/users';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { FilePicker } from '@/components/ui/file-picker';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ErrorText, Hint } from '@/components/ui/form-fields';
import { ProfileSection } from '@/components/shared/settings-section';

export const PICTURE_AREA = 'profile.picture';
export const ACCEPTED_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export function ProfilePictureUpload({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const stored = useProfilePicture(user);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Object URLs of previews are released when replaced and when the page goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File) => {
    setError(null);
    if (!(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setError(t('picture.wrongType'));
      return;
    }
    const ctrl = new AbortController();
    controller.current = ctrl;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const updated = await trackRequest(
        PICTURE_AREA,
        uploadProfilePicture(user.uuid, file, (fraction) => setProgress(Math.round(fraction * 100)), ctrl.signal),
      );
      const session = useSessionStore.getState();
      session.setSession({ user: { ...session.user, ...updated } });
      notifySuccess(t('picture.saved'));
    } catch (err) {
      setPreview(null);
      const apiError = toApiError(err);
      if (apiError.canceled) return;
      if (apiError.type === 'InvalidMIMETypeError' || apiError.type === 'FormValidationError') setError(t('picture.wrongType'));
      else if (apiError.status === 413) setError(t('picture.tooLarge'));
      else notifyError(err);
    } finally {
      if (controller.current === ctrl) controller.current = null;
      setProgress(null);
    }
  };

  const onFile = (file: File | undefined) => {
    if (file) void upload(file);
  };

  const uploading = progress !== null;
  return (
    <ProfileSection title={t('picture.title')} description={t('picture.description')}>
      <Row>
        <Preview>
          <Avatar name={user.name} src={preview ?? stored} size={96} />
        </Preview>
        <Controls>
          <PicturePicker
            id="profile-picture-input"
            accept={ACCEPTED_PICTURE_TYPES.join(',')}
            label={stored || preview ? t('picture.change') : t('picture.choose')}
            onFiles={(files) => onFile(files[0])}
            disabled={uploading}
            invalid={!!error}
            describedBy={error ? 'profile-picture-hint profile-picture-error' : 'profile-picture-hint'}
          />
          <Hint id="profile-picture-hint">{t('picture.hint')}</Hint>
          {error && <ErrorText id="profile-picture-error">{error}</ErrorText>}
        </Controls>
      </Row>
      {uploading && (
        <Progress>
          <ProgressBar label={t('picture.uploading')} value={progress} valueText={t('picture.percent', { percent: progress })} />
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            {t('picture.cancel')}
          </Button>
        </Progress>
      )}
    </ProfileSection>
  );
}

const Row = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 20px;
`;
const Preview = styled.div`
  flex: none;
`;
const Controls = styled.div`
  display: flex; flex-direction: column; gap: 8px;
  min-width: 0;
  flex: 1;
  position: relative;
`;
const PicturePicker = styled(FilePicker)`
  align-self: flex-start;
`;
const Progress = styled.div`
  display: flex; align-items: center; gap: 12px;
  margin-top: 18px;
  font-variant-numeric: tabular-nums;
`;
