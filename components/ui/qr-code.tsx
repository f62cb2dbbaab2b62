/** QR renderer (spec §2.4: default size 175, level L); the encoder loads on demand. */
import { useEffect, useState } from 'react';
import { QR_DEFAULT_SIZE, qrSvg } from '@/lib/qr';

export function QrCode({ value, size = QR_DEFAULT_SIZE, label }: { value: string; size?: number; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    qrSvg(value, size).then((s) => alive && setSvg(s), () => alive && setSvg(null));
    return () => {
      alive = false;
    };
  }, [value, size]);
  return (
    <span
      role="img"
      aria-label={label}
      style={{ display: 'inline-block', width: size, height: size }}
      // The SVG comes from our own encoder, never from user input.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
