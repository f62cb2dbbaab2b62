/**
 * react-toastify's container with the §9 settings: top-right, auto-close after 5000 ms, pause on
 * hover and focus loss, close on click, draggable on the x axis with an 80 % threshold, light
 * theme. react-toastify 11 injects its stylesheet when the container mounts. Loaded on demand
 * by ToastHost; once mounted it attaches itself to lib/notifications/toast.ts, which then hands
 * it the queued toasts (react-toastify's own pre-mount queue loses them in strict mode).
 */
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { attachToastContainer, type DeliverToast } from '@/lib/notifications/toast';
import { theme as siteTheme } from '@/styles/theme';

const deliver: DeliverToast = (kind, text) => {
  toast[kind](text);
};

/** Site font and text colour (react-toastify's grey is only just AA) through its CSS variables. */
const style = {
  '--toastify-font-family': siteTheme.font.family,
  '--toastify-text-color-light': siteTheme.colors.ink,
} as CSSProperties;

function CloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={ariaLabel}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export default function KnowlyToastContainer() {
  const { t } = useTranslation('common');
  const closeLabel = t('errors:closeNotification');
  // After react-toastify's own mount effect (children's effects run first), so toast() finds it.
  useEffect(() => attachToastContainer(deliver), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
      draggablePercent={80}
      draggableDirection="x"
      theme="light"
      style={style}
      aria-label={t('errors:notifications')}
      closeButton={(props) => <CloseButton {...props} ariaLabel={closeLabel} />}
    />
  );
}
