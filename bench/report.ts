// The benchmark's rows, the targets of issue 14 beside them, the printed table and the JSON file.
import fs from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

export interface Row {
  section: string;
  case: string;
  /** Load at 1 and 10 in flight (list and record calls). */
  one?: LoadResult;
  ten?: LoadResult;
  /** Load at 1 in flight with the read cache passed by (Cache-Control: no-cache). */
  uncached?: LoadResult;
  jsonOne?: LoadResult;
  jsonTen?: LoadResult;
  /** A single figure for the other cases ("12.3 s, peak 480 MB"). */
  value?: string;
  target?: string;
  met?: boolean;
  /** The figures as numbers, for comparison between commits. */
  figures?: Record<string, number>;
}

/** Lists: p95 under 50 ms at 1 in flight and 5× json-server's requests per second at 10. */
export function listTarget(row: Row, withJson: boolean): Row {
  const failures = (row.one?.failures ?? 0) + (row.ten?.failures ?? 0);
  const p95ok = (row.one?.p95 ?? Infinity) < 50;
  const ratio = withJson && row.ten && row.jsonTen ? row.ten.rps / row.jsonTen.rps : undefined;
  return {
    ...row,
    target: withJson ? 'p95 < 50 ms (1), ≥ 5× json-server (10)' : 'p95 < 50 ms (1)',
    met: failures === 0 && p95ok && (ratio === undefined ? !withJson : ratio >= 5),
  };
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const rps = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const lat = (r?: LoadResult) =>
  r
    ? `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}${r.failures ? ` (${r.failures} failed)` : ''}`
    : '';

export const HEADER = [
  'case',
  'p50 / p95 / p99 ms, 1 in flight',
  'req/s (1)',
  'p50 / p95 / p99 ms, 10 in flight',
  'req/s (10)',
  'uncached p50 / p95 ms (1)',
  'json-server req/s (1 / 10)',
  '× json-server (10)',
  'target',
  'met',
];

export function cells(row: Row): string[] {
  if (row.value !== undefined) {
    return [row.case, row.value, '', '', '', '', '', '', row.target ?? '', metText(row.met)];
  }
  const ratio = row.ten && row.jsonTen ? `${(row.ten.rps / row.jsonTen.rps).toFixed(2)}×` : '';
  return [
    row.case,
    lat(row.one),
    row.one ? rps(row.one.rps) : '',
    lat(row.ten),
    row.ten ? rps(row.ten.rps) : '',
    row.uncached ? `${ms(row.uncached.p50)} / ${ms(row.uncached.p95)}` : '',
    row.jsonOne && row.jsonTen ? `${rps(row.jsonOne.rps)} / ${rps(row.jsonTen.rps)}` : '',
    ratio,
    row.target ?? '',
    metText(row.met),
  ];
}

const metText = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'missed');

/** One markdown table: the sections are rows of their own, so the README can take it as is. */
export function table(rows: Row[]): string {
  const lines = [HEADER, HEADER.map(() => '---')];
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      lines.push([`**${section}**`, ...HEADER.slice(1).map(() => '')]);
    }
    lines.push(cells(row));
  }
  return lines.map((cols) => `| ${cols.join(' | ')} |`).join('\n');
}

export function writeJson(outDir: string, report: unknown): string {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
