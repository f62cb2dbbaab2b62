/**
 * The recovery codes, shown once after two-factor sign-in is turned on or new codes are made
 * (decision 0021): a list to write down, copy to the clipboard or download as a text file.
 */
import { useEffect, useRef } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { BRAND } from '@/lib/config/brand';
import { theme } from '@/styles/theme';
import { SectionActions } from '@/components/shared/settings-section';
import { useCopy } from '@/components/shared/use-copy';

export function RecoveryCodesPanel({ codes, account, onDone }: { codes: string[]; account: string; onDone: () => void }) {
  const { t } = useTranslation('security');
  const { copied, copy } = useCopy();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = [t('codes.fileHeader', { brand: BRAND.name, account }), '', ...codes, ''].join('\n');

  // The codes replace the form the user was in: move the focus (and screen readers) to them.
  useEffect(() => headingRef.current?.focus(), []);

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${BRAND.name.toLowerCase()}-recovery-codes.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('codes.title')}
      </h3>
      <p>{t('codes.intro')}</p>
      <Codes aria-label={t('codes.title')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      {copied !== null && <FormAlert tone={copied ? 'success' : 'error'}>{t(copied ? 'codes.copied' : 'codes.copyFailed')}</FormAlert>}
      <SectionActions>
        <Button variant="secondary" onClick={() => void copy(text)}>
          {t('codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('codes.download')}
        </Button>
        <Button onClick={onDone}>{t('codes.done')}</Button>
      </SectionActions>
    </div>
  );
}

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px 16px;
  list-style: none;
  margin: 0 0 20px;
  padding: 16px;
  border: 1px dashed ${theme.colors.line};
  border-radius: 12px;
  code {
    font-size: 1.05rem;
    letter-spacing: 0.04em;
  }
`;
