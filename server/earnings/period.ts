/** Accrual periods are calendar months in UTC, written YYYY-MM (decision 0025). */

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function periodStart(period: string): Date {
  const m = PERIOD.exec(period);
  if (!m) throw new Error(`Period must be YYYY-MM, got "${period}".`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

/** The first instant after the period (the next month's start). */
export function periodEnd(period: string): Date {
  const start = periodStart(period);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** The month before `now`'s: what the run on the 1st accrues. */
export function previousPeriod(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Every month that has ended by `now`, from the one holding `since` on (oldest first). */
export function endedPeriodsSince(since: Date, now: Date): string[] {
  const out: string[] = [];
  const last = previousPeriod(now);
  for (let d = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1)); ; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) {
    const period = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    if (period > last) return out;
    out.push(period);
  }
}

/** The period (YYYY-MM, UTC) holding `at`. */
export function periodOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
