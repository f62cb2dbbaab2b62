import { SvgIcon } from '@/components/ui/icon-base';

/** A document outline: the stand-in for a thumbnail that cannot be shown (yet). */
export function FileIcon({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <SvgIcon
      d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6"
      size={size}
      strokeWidth={1.6}
      label={label}
    />
  );
}
