/**
 * The viewer's zoom steps and keyboard map, kept pure so they are easy to test. Zoom is a factor
 * of the fit-width size: 1 is "fit width".
 */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((z) => z > zoom + 1e-6) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom - 1e-6) ?? ZOOM_STEPS[0];
}

export type ViewerAction = 'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'fitWidth';

/**
 * The action of a key press, or null. Arrow up/down keep scrolling natively; modified keys
 * (Ctrl/Cmd + "+" is the browser's own zoom) and typing in a field are left alone.
 */
export function viewerActionForKey(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}): ViewerAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const target = e.target as { tagName?: string; isContentEditable?: boolean } | null | undefined;
  const tag = target?.tagName?.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || target?.isContentEditable) return null;
  switch (e.key) {
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fitWidth';
    default:
      return null;
  }
}

/** Canvas backing-store scale: sharp on high-DPI screens, but never beyond ~16 megapixels. */
export function canvasScale(cssWidth: number, pageWidth: number, pageHeight: number, devicePixelRatio: number): number {
  const dpr = Math.min(Math.max(devicePixelRatio || 1, 1), 3);
  let scale = (cssWidth / pageWidth) * dpr;
  const maxPixels = 16_000_000;
  const pixels = pageWidth * scale * pageHeight * scale;
  if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
  return scale;
}
