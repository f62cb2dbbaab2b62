/** One billing period from `from`: a calendar month or year (UTC), as providers bill. */
import type { ProPlan } from '@/lib/config/pro-prices';

export function periodEndFrom(plan: ProPlan, from: Date): Date {
  const end = new Date(from);
  if (plan === 'MONTHLY') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
