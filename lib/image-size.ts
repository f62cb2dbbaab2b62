/** §5: image sizes must be numeric width/height. */
export function assertImageSize(width: unknown, height: unknown): { width: number; height: number } {
  const w = typeof width === 'string' ? Number(width) : width;
  const h = typeof height === 'string' ? Number(height) : height;
  if (typeof w !== 'number' || typeof h !== 'number' || !Number.isFinite(w) || !Number.isFinite(h)) {
    throw new Error('Image width and height must be numeric');
  }
  return { width: w, height: h };
}
