/**
 * The knower's name as a link to their public profile (spec §2.1: every place that shows a
 * knower links it). Inside the app the /app twin of the profile is linked.
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { knowerProfilePath } from '@/lib/knowers/knower-href';

export interface KnowerLinkProps {
  knower: { uuid: string; user: { name: string } };
  variant?: 'public' | 'app';
  className?: string;
  children?: ReactNode;
}

export function KnowerLink({ knower, variant = 'public', className, children }: KnowerLinkProps) {
  return (
    <AppLink to={knowerProfilePath(knower, variant)} className={className}>
      {children ?? knower.user.name}
    </AppLink>
  );
}
