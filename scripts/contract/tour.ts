import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { endpointsOf } from '../../src/api/contract';
import { apiClient } from './tour/client';
import { differenceLines, markdownReport } from './tour/report';
import { runTour } from './tour/steps';

const USAGE = `usage: CONTRACT_USER=... CONTRACT_PASSWORD=... [CONTRACT_CREDENTIAL=...] npm run contract -- --host URL [--report FILE]
  URL: the API base, as VITE_API_URL (https://host/api); the calls go to URL/v1.0/<path>
  CONTRACT_CREDENTIAL: the application credential sent as Authorization (default: empty)
  --report: where the markdown report goes (default docs/contract-report.md)`;

/**
 * `npm run contract -- --host URL`: the read-only contract tour against a host with the account given in the
 * environment; prints what differs from the contract, writes the report, exits 1 when anything does.
 */
export async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { host: { type: 'string' }, report: { type: 'string', default: 'docs/contract-report.md' } },
  });
  const email = process.env.CONTRACT_USER ?? '';
  const password = process.env.CONTRACT_PASSWORD ?? '';
  if (!values.host || !email || !password) {
    console.error(
      `${!values.host ? 'no --host given' : 'no account: set CONTRACT_USER and CONTRACT_PASSWORD'}\n${USAGE}`,
    );
    return 2;
  }
  const client = apiClient({ host: values.host, credential: process.env.CONTRACT_CREDENTIAL ?? '' });
  const visits = await runTour({ client, endpoints: endpointsOf(), email, password });
  await writeFile(values.report, markdownReport(visits, values.host));
  const differences = differenceLines(visits);
  for (const line of differences) console.error(line);
  console.log(`${visits.length} calls, ${differences.length} difference(s); report: ${values.report}`);
  return differences.length ? 1 : 0;
}
