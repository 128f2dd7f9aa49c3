// The benchmark's data: fixtures made by the generator (cached per size under bench/.cache), the
// facts the cases need from them (accounts, the division nearest 1,000 participants, a carrier's
// policies) and carrier values files built like fixtures/samples/values-sample.csv.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

export const CACHE = path.join(ROOT, 'bench', '.cache');

export interface DatasetSize {
  participants: number;
  policiesPerParticipant: number;
  /** First month of history (YYYY-MM); the generator's default (2017-01) when unset. */
  historyFrom?: string;
}

/** The fixtures directory of a size, generated on first use; `ms` is 0 when it was cached. */
export function ensureFixtures(size: DatasetSize): { dir: string; ms: number } {
  const dir = path.join(
    CACHE,
    `fixtures-${size.participants}x${size.policiesPerParticipant}${size.historyFrom ? `-from-${size.historyFrom}` : ''}`,
  );
  const marker = path.join(dir, '.complete');
  if (fs.existsSync(marker)) return { dir, ms: 0 };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'fixtures/generate.ts',
      '--participants',
      String(size.participants),
      '--policies-per-participant',
      String(size.policiesPerParticipant),
      '--out',
      dir,
      ...(size.historyFrom ? ['--history-from', size.historyFrom] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  fs.writeFileSync(marker, new Date().toISOString());
  return { dir, ms: performance.now() - started };
}

type Row = Record<string, unknown>;
const table = (dir: string, name: string): Row[] =>
  JSON.parse(fs.readFileSync(path.join(dir, 'data', `${name}.json`), 'utf8')) as Row[];

export interface DatasetFacts {
  admin: string;
  producer: string;
  /** Participants, policies and history rows of the dataset. */
  counts: Record<string, number>;
  /** The division whose participant count is nearest 1,000. */
  division: { id: number; participants: number };
  /** A participant with policies (their user id), for the yearly statement. */
  statementUserId: number;
  /** The employers and divisions the Producer serves (json-server's rows are filtered to them). */
  producerEmployerIds: number[];
  producerDivisionIds: number[];
  /** An Employer Admin and the employers and divisions they reach (the mix's scoped caller). */
  employerAdmin: string;
  employerAdminEmployerIds: number[];
  employerAdminDivisionIds: number[];
  /** The statement participant's e-mail: the Employee who asks for statement PDFs. */
  employee: string;
}

/** What the cases need to know about a fixtures directory. */
export function datasetFacts(dir: string): DatasetFacts {
  const users = table(dir, 'users');
  const participants = table(dir, 'participants');
  const divisions = table(dir, 'divisions');
  const producers = table(dir, 'producers');
  const divisionProducers = table(dir, 'division_producers');
  const policies = table(dir, 'policies');
  const admin = users.find((u) => u.role === 'Admin' && u.isActive && !u.isDeleted);
  // The Producer who serves the most divisions: the widest scoped lists.
  const served = new Map<number, number>();
  for (const dp of divisionProducers) {
    served.set(Number(dp.producerId), (served.get(Number(dp.producerId)) ?? 0) + 1);
  }
  const producerRow = producers
    .filter((p) => served.has(Number(p.id)))
    .map((p) => ({ p, user: users.find((u) => u.id === p.userId) }))
    .filter(({ user }) => user?.isActive && !user.isDeleted)
    .sort((a, b) => served.get(Number(b.p.id))! - served.get(Number(a.p.id))!)[0];
  if (!admin || !producerRow) throw new Error(`No active Admin or Producer in ${dir}`);
  const producerDivisionIds = divisionProducers
    .filter((dp) => dp.producerId === producerRow.p.id)
    .map((dp) => Number(dp.divisionId));
  const producerEmployerIds = [
    ...new Set(
      divisions
        .filter((d) => producerDivisionIds.includes(Number(d.id)))
        .map((d) => Number(d.employerId)),
    ),
  ];
  const perDivision = new Map<number, number>();
  for (const p of participants) {
    perDivision.set(Number(p.divisionId), (perDivision.get(Number(p.divisionId)) ?? 0) + 1);
  }
  const [divisionId, divisionParticipants] = [...perDivision].sort(
    (a, b) => Math.abs(a[1] - 1000) - Math.abs(b[1] - 1000),
  )[0]!;
  const withPolicies = new Set(policies.map((p) => Number(p.clientId)));
  const statementParticipant = participants.find(
    (p) => withPolicies.has(Number(p.id)) && p.statusType === 'ActiveContributing',
  )!;
  const lines = (name: string) => {
    // One row per line (fixtures/README.md): counting lines avoids parsing the big tables.
    const file = path.join(dir, 'data', `${name}.json`);
    if (!fs.existsSync(file)) return 0;
    let count = 0;
    const buf = Buffer.alloc(1 << 20);
    const fd = fs.openSync(file, 'r');
    for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0;) {
      for (let i = 0; i < n; i++) if (buf[i] === 10) count++;
    }
    fs.closeSync(fd);
    return Math.max(0, count - 1);
  };
  const employerAdmin = employerAdminOf(dir, users, divisions);
  return {
    ...employerAdmin,
    employee: String(users.find((u) => u.id === statementParticipant.userId)!.email),
    admin: String(admin.email),
    producer: String(producerRow.user!.email),
    counts: {
      participants: participants.length,
      users: users.length,
      policies: policies.length,
      historyRows: lines('account_values') + lines('transactions'),
    },
    division: { id: divisionId, participants: divisionParticipants },
    statementUserId: Number(statementParticipant.userId),
    producerEmployerIds,
    producerDivisionIds,
  };
}

/** The active Employer Admin linked to the most divisions, and the organizations they reach. */
function employerAdminOf(dir: string, users: Row[], divisions: Row[]) {
  const admins = table(dir, 'employer_admins');
  const links = table(dir, 'division_employer_admins');
  const linked = (id: unknown) => links.filter((l) => l.employerAdminId === id);
  const best = admins
    .map((a) => ({ a, user: users.find((u) => u.id === a.userId) }))
    .filter(({ user }) => user?.isActive && !user.isDeleted)
    .sort((x, y) => linked(y.a.id).length - linked(x.a.id).length)[0];
  if (!best) throw new Error(`No active Employer Admin in ${dir}`);
  const employerIds = [
    ...new Set(
      linked(best.a.id).map((l) =>
        Number(divisions.find((d) => d.id === l.divisionId)!.employerId),
      ),
    ),
  ];
  return {
    employerAdmin: String(best.user!.email),
    employerAdminEmployerIds: employerIds,
    // An Employer Admin reaches every division of their employer (services/access.ts).
    employerAdminDivisionIds: divisions
      .filter((d) => employerIds.includes(Number(d.employerId)))
      .map((d) => Number(d.id)),
  };
}

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A carrier values file of `rows` rows: the carrier with the most policies, its in-force policies
 * of participants still on file, one row per policy and day from `fromDay` (YYYY-MM-DD) back in
 * time, month ends left out: a valuation may not be dated after today (the rules of manual entry),
 * and the history already holds one at each month end.
 */
export function valuesFile(
  dir: string,
  rows: number,
  fromDay: string,
  out: string,
): { file: string; carrierId: number; rows: number } {
  const users = new Map(table(dir, 'users').map((u) => [Number(u.id), u]));
  const participants = new Map(table(dir, 'participants').map((p) => [Number(p.id), p]));
  const policies = table(dir, 'policies').filter((p) => p.status === 'Active');
  const perCarrier = new Map<number, number>();
  for (const p of policies)
    perCarrier.set(Number(p.carrierId), (perCarrier.get(Number(p.carrierId)) ?? 0) + 1);
  const carrierId = [...perCarrier].sort((a, b) => b[1] - a[1])[0]![0];
  const insured = policies
    .filter((p) => Number(p.carrierId) === carrierId)
    .map((p) => {
      const user = users.get(Number(participants.get(Number(p.clientId))?.userId));
      return user && !user.isDeleted
        ? {
            number: String(p.policyNumber),
            name: `${String(user.firstName)} ${String(user.lastName)}`,
          }
        : undefined;
    })
    .filter((p) => p !== undefined);
  const lines = [
    'Insured,Policy Number,Valuation Date,Accumulated Value,Loan Balance,Total Death Benefit',
  ];
  const day = new Date(`${fromDay}T00:00:00Z`);
  // The history holds a valuation at each month end: those days are passed over.
  const monthEnd = () => new Date(day.getTime() + 86_400_000).getUTCDate() === 1;
  let written = 0;
  while (written < rows) {
    while (monthEnd()) day.setUTCDate(day.getUTCDate() - 1);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCDate()}/${day.getUTCFullYear()}`;
    for (let i = 0; i < insured.length && written < rows; i++, written++) {
      const value = 1_000_000 + ((i * 7919 + written) % 50_000_000);
      const quoted = (cents: number) => `"${money(cents)}"`;
      lines.push(
        `"${insured[i]!.name.replace(/"/g, '""')}",${insured[i]!.number},${date},${quoted(value)},0.00,${quoted(value + 25_000_000)}`,
      );
    }
    day.setUTCDate(day.getUTCDate() - 1);
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${lines.join('\r\n')}\r\n`);
  return { file: out, carrierId, rows: written };
}

/** Runs `vite build` into a directory of the cache (not the app's dist/). */
export function viteBuild(outDir: string): number {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return performance.now() - started;
}
