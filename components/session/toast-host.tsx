/**
 * Toast host (spec §9), mounted once in _app. Renders nothing until the first toast is
 * requested, then loads react-toastify's container on demand (toasts raised before it mounts
 * wait in lib/notifications/toast.ts and are handed to it once it has attached). Toasts a
 * previous page handed over (assignAfterToasts) are shown again here.
 */
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { showCarriedToasts, useToastHostRequested } from '@/lib/notifications/toast';

const ToastContainer = dynamic(() => import('./toast-container'), { ssr: false });

export function ToastHost() {
  const requested = useToastHostRequested();
  useEffect(() => showCarriedToasts(), []);
  return requested ? <ToastContainer /> : null;
}
