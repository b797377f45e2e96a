import type { Visit } from './steps';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export const findingsOf = (visits: Visit[]) => visits.flatMap((visit) => visit.findings);

/** The differences, one line each: `endpoint: field: expected X, got Y`. */
export const differenceLines = (visits: Visit[]) =>
  findingsOf(visits).map(
    (finding) => `${finding.endpoint}: ${finding.field}: expected ${finding.expected}, got ${finding.got}`,
  );

/** The report as markdown: the verdict, every difference, then each call of the tour. */
export function markdownReport(visits: Visit[], host: string): string {
  const findings = findingsOf(visits);
  const verdict = findings.length
    ? `**${findings.length} difference(s)** between the host and the contract.`
    : '**No difference**: every answer matches the contract.';
  const differences = findings.length
    ? [
        '## Differences',
        '',
        '| endpoint | field | expected | got |',
        '|---|---|---|---|',
        ...findings.map(
          (f) => `| \`${f.endpoint}\` | \`${cell(f.field)}\` | ${cell(f.expected)} | ${cell(f.got)} |`,
        ),
        '',
      ]
    : [];
  const calls = visits.map(
    (visit) =>
      `| ${cell(visit.step)} | \`${visit.path}\` | ${visit.findings.length ? `${visit.findings.length} difference(s)` : 'ok'} | ${cell(visit.note ?? '')} |`,
  );
  return [
    '# Contract tour report',
    '',
    `Host: \`${host}\`. Written by \`npm run contract -- --host ${host}\` (scripts/contract/tour.ts): a read-only tour`,
    'whose every answer is checked against the schemas of src/api/contract.',
    '',
    verdict,
    '',
    ...differences,
    '## Calls',
    '',
    '| step | endpoint | result | note |',
    '|---|---|---|---|',
    ...calls,
    '',
  ].join('\n');
}
