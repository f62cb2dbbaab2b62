/**
 * Deterministic demo data for an empty database: in every launched edition three learners, two
 * knowers and a reviewer of that edition (decisions 0028, 0050), all with the password DEMO_PASSWORD, and the knowers'
 * knows (server/seed/: real PDFs for every catalogue subject, general notes, flashcards; a few in
 * each review status), and the knowers' monthly earnings for every month that has ended since the
 * first demo know, credited by the monthly accrual itself (decision 0025), so the payout pages
 * show real balances.
 * Ids derive from stable names, so every seeded database has the same uuids.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { COUNTRIES } from '@/lib/config/countries';
import { EDITIONS } from '@/lib/config/editions';
import { LOCALE_CONFIGS, type Locale } from '@/lib/config/locales';
import { grantOf } from '@/lib/contract/roles';
import { hashPassword } from '../auth/passwords';
import { accrueEarnings } from '../earnings/accrue';
import { endedPeriodsSince, periodEnd } from '../earnings/period';
import { demoUuid } from '../seed/demo-ids';
import { DEMO_KNOWS_SINCE } from '../seed/demo-knows';
import { seedDemoKnows, type SeedFiles } from '../seed/seed-knows';
import type { Database, Db } from './client';
import { knowers, users, type NewUserRow } from './schema';

export type { SeedFiles } from '../seed/seed-knows';

export const DEMO_PASSWORD = 'demo-password-2026';
const SEED_LOCK = 7_320_002;

/** Six names per edition language: three learners, two knowers, then a reviewer. */
const NAMES: Partial<Record<Locale, readonly string[]>> = {
  de: ['Lena Schmidt', 'Jonas Weber', 'Mia Fischer', 'Felix Wagner', 'Hannah Becker', 'Paul Hoffmann'],
  fr: ['Chloé Martin', 'Lucas Bernard', 'Emma Dubois', 'Hugo Lefèvre', 'Léa Moreau', 'Louis Girard'],
  pl: ['Zuzanna Nowak', 'Jakub Kowalski', 'Julia Wiśniewska', 'Antoni Wójcik', 'Maja Kamińska', 'Szymon Lewandowski'],
  it: ['Giulia Rossi', 'Lorenzo Russo', 'Sofia Ferrari', 'Matteo Esposito', 'Aurora Bianchi', 'Leonardo Romano'],
  'en-GB': ['Olivia Smith', 'Harry Jones', 'Amelia Taylor', 'George Brown', 'Isla Wilson', 'Oliver Evans'],
  en: ['Emma Johnson', 'Liam Williams', 'Ava Miller', 'Noah Davis', 'Sophia Garcia', 'Mason Moore'],
  es: ['Lucía García', 'Hugo Fernández', 'Martina López', 'Pablo Martínez', 'Sofía Sánchez', 'Daniel Ruiz'],
  'es-CO': ['Valentina Rodríguez', 'Santiago Gómez', 'Isabella Díaz', 'Samuel Torres', 'Mariana Ramírez', 'Nicolás Vargas'],
  tr: ['Zeynep Yılmaz', 'Yusuf Kaya', 'Elif Demir', 'Mustafa Şahin', 'Ecrin Çelik', 'Ahmet Aydın'],
  'es-MX': ['Ximena Hernández', 'Diego González', 'Regina Pérez', 'Emiliano Cruz', 'Renata Flores', 'Sebastián Morales'],
  ro: ['Maria Popescu', 'Andrei Ionescu', 'Ioana Dumitru', 'Alexandru Stan', 'Elena Stoica', 'Mihai Constantin'],
  el: ['Μαρία Παπαδοπούλου', 'Γιώργος Παπαδόπουλος', 'Ελένη Νικολάου', 'Νίκος Γεωργίου', 'Κατερίνα Δημητρίου', 'Δημήτρης Αντωνίου'],
  'pt-BR': ['Alice Silva', 'Miguel Santos', 'Helena Oliveira', 'Arthur Souza', 'Laura Costa', 'Heitor Lima'],
  cs: ['Eliška Nováková', 'Jakub Svoboda', 'Tereza Dvořáková', 'Jan Novotný', 'Anna Černá', 'Tomáš Procházka'],
  pt: ['Leonor Ferreira', 'Francisco Pereira', 'Matilde Rodrigues', 'Santiago Almeida', 'Beatriz Carvalho', 'Duarte Sousa'],
};
const FALLBACK_NAMES = ['Alex Demo', 'Sam Demo', 'Kim Demo', 'Robin Demo', 'Jules Demo', 'Max Demo'];

export interface DemoAccount {
  email: string;
  username: string;
  name: string;
  role: 'learner' | 'knower' | 'reviewer';
  country: string;
  uuid: string;
  knowerUuid: string | null;
}

/** The seeded accounts (for the README, tests and the bench). */
export function demoAccounts(): DemoAccount[] {
  const out: DemoAccount[] = [];
  for (const edition of EDITIONS.filter((e) => e.country.isLaunched)) {
    const code = edition.country.code;
    const lc = code.toLowerCase();
    const names = NAMES[edition.locale] ?? FALLBACK_NAMES;
    for (let i = 0; i < 6; i++) {
      const role = i < 3 ? 'learner' : i < 5 ? 'knower' : 'reviewer';
      const n = role === 'learner' ? i + 1 : role === 'knower' ? i - 2 : 1;
      const handle = `${role}${n}.${lc}`;
      out.push({
        email: `${handle}@example.com`,
        username: `${role}${n}_${lc}`,
        name: names[i] ?? FALLBACK_NAMES[i]!,
        role,
        country: code,
        uuid: demoUuid(`user:${handle}`),
        knowerUuid: role === 'knower' ? demoUuid(`knower:${handle}`) : null,
      });
    }
  }
  return out;
}

/**
 * Seeds users, knowers and knows. `files` (storage) is where the knows' PDFs are written; without
 * it the knows are created with their text but no documents.
 */
export async function seed(db: Db, files: SeedFiles, now = new Date()): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, files.env.PASSWORD_HASH_COST); // once, reused by every account
  const createdAt = new Date('2026-01-01T09:00:00Z');
  const accounts = demoAccounts();
  const rows: NewUserRow[] = accounts.map((a) => {
    const locale = LOCALE_CONFIGS[COUNTRIES[a.country as keyof typeof COUNTRIES].locale];
    return {
      id: a.uuid,
      email: a.email,
      emailConfirmedAt: createdAt,
      name: a.name,
      username: a.username,
      passwordHash,
      birthDate: '2008-05-17',
      country: a.country,
      interfaceLanguage: locale.interfaceLanguage,
      contentLanguage: locale.locale,
      newsletter: false,
      emailPreferencesToken: randomBytes(24).toString('base64url'),
      source: 'seed',
      // Each edition's demo reviewer reviews that edition (decision 0050).
      roles: a.role === 'reviewer' ? [grantOf('reviewer', a.country)] : [],
      createdAt,
      updatedAt: createdAt,
    };
  });
  // One transaction (the uploads and knows in savepoints inside): a failed seed leaves no users,
  // so the next start seeds again.
  await db.transaction(async (tx) => {
    await tx.insert(users).values(rows);
    const knowerAccounts = accounts.filter((a) => a.knowerUuid);
    await tx.insert(knowers).values(knowerAccounts.map((a) => ({ id: a.knowerUuid!, userId: a.uuid, createdAt })));
    await seedDemoKnows(tx, accounts, files);
    // The same code as the scheduled job, month by month, each run dated as the schedule would
    // have run it (03:00 UTC on the 1st): what a server running since then has credited.
    for (const period of endedPeriodsSince(DEMO_KNOWS_SINCE, now)) {
      const ranAt = new Date(Math.min(periodEnd(period).getTime() + 3 * 3_600_000, now.getTime()));
      await accrueEarnings({ db: tx }, period, ranAt);
    }
  });
  return rows.length;
}

/** Seeds when the database has no users (under a lock: one instance seeds). */
export async function seedIfEmpty(database: Database, files: SeedFiles): Promise<number> {
  return database.withLock(SEED_LOCK, async (db) => {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return 0;
    return seed(db, files);
  });
}
