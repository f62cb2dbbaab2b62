#!/usr/bin/env node
// `npm run changelog > CHANGELOG.md`: the change log from git history (decision 0076), newest
// first, one section per day of work: each merged branch (a session's or an issue's work, e.g.
// s12-search, i21-load) with its commits, then the commits made on main itself that day.
import { execFileSync } from 'node:child_process';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();
const SEP = '\x1f';
const log = (range, ...opts) =>
  git('log', ...opts, `--format=%H${SEP}%P${SEP}%ad${SEP}%s`, '--date=short', range)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, parents, date, subject] = line.split(SEP);
      return { hash, parents: parents.split(' '), date, subject };
    });

const days = new Map();
for (const c of log('HEAD', '--first-parent')) {
  const day = days.get(c.date) ?? { merges: [], direct: [] };
  if (c.parents.length > 1) {
    const branch = /Merge (?:branch )?'?([\w./-]+)'?/.exec(c.subject)?.[1] ?? 'branch';
    const note = c.subject.replace(/^Merge (?:branch )?'?[\w./-]+'?:?\s*/, '').replace(/^\((.*)\)$/, '$1');
    day.merges.push({ branch, note, commits: log(`${c.parents[0]}..${c.parents[1]}`, '--no-merges') });
  } else {
    day.direct.push(c);
  }
  days.set(c.date, day);
}

const out = [
  '# Changelog',
  '',
  'Generated from the git history by `npm run changelog` (scripts/changelog.mjs): newest first, one',
  "section per day of work, each merged branch (a session's or an issue's work) with its commits.",
  'Why each change was made is in the decision records, docs/decisions/.',
];
for (const [date, { merges, direct }] of days) {
  out.push('', `## ${date}`);
  for (const m of merges) {
    out.push('', `### ${m.branch}${m.note ? `: ${m.note}` : ''}`, '');
    for (const c of m.commits) out.push(`- ${c.subject}`);
  }
  if (direct.length > 0) {
    out.push('', merges.length > 0 ? '### On main' : '### Changes', '');
    for (const c of direct) out.push(`- ${c.subject}`);
  }
}
process.stdout.write(`${out.join('\n')}\n`);
