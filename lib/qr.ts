/**
 * QR rendering (spec §2.4: default size 175, level L; §5: too much data raises 'Data too long').
 * The qrcode package is loaded on demand so pages that never show a QR code don't ship it.
 */
export const QR_DEFAULT_SIZE = 175;
export const QR_DEFAULT_LEVEL = 'L' as const;
/** Byte capacity of a version-40 code at level L. */
const MAX_BYTES_LEVEL_L = 2953;

export function assertQrData(data: string): void {
  if (new TextEncoder().encode(data).length > MAX_BYTES_LEVEL_L) throw new Error('Data too long');
}

export async function qrSvg(data: string, size = QR_DEFAULT_SIZE): Promise<string> {
  assertQrData(data);
  const QRCode = await import('qrcode');
  return QRCode.toString(data, { type: 'svg', errorCorrectionLevel: QR_DEFAULT_LEVEL, width: size, margin: 0 });
}
