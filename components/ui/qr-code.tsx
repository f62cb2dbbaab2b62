/**
 * QR renderer (spec §2.4: default size 175, level L). A code known when the page is built comes
 * pre-rendered (`svg`, drawn on the server with lib/qr), so no visitor downloads the encoder;
 * otherwise the encoder loads on demand when the code is first shown (e.g. a dropdown opens).
 */
import { useEffect, useState } from 'react';
import { theme } from '@/styles/theme';

export function QrCode({
  value,
  size = theme.widths.qrDefault,
  label,
  svg: prerendered,
}: {
  value: string;
  size?: number;
  label: string;
  svg?: string | null;
}) {
  const [drawn, setSvg] = useState<string | null>(null);
  const svg = prerendered ?? drawn;
  useEffect(() => {
    if (prerendered) return;
    let alive = true;
    // The encoder module loads only here: a pre-rendered code ships none of it (decision 0013).
    import('@/lib/qr')
      .then((m) => m.qrSvg(value, size))
      .then((s) => alive && setSvg(s), () => alive && setSvg(null));
    return () => {
      alive = false;
    };
  }, [value, size, prerendered]);
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
