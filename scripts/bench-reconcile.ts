/**
 * Bank statement matching at scale (issue 32 point 6, docs/decisions/074):
 *   npm run bench:reconcile [-- --lines 10000 --open 100000 --runs 5 --seed 32]
 * Reads a generated GTBank CSV statement, fingerprints its credits and matches them against the open orders,
 * application fees and funeral premiums; prints the median of `runs` for each step and in all. Exits 1 when a
 * line's outcome is not the one planted (so it cannot pass by matching nothing) or when the total's median is over
 * the 2 s.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { creditFingerprints } from '../src/domain/reconciliation/credit-fingerprint';
import { CSV_PRESETS } from '../src/domain/reconciliation/csv-column-mapping';
import { parseCsvStatement } from '../src/domain/reconciliation/csv-statement';
import { matchCredits, type CreditMatch } from '../src/domain/reconciliation/match-credits';
import { EXPECTED_OUTCOME, openItems, PLANTS, statement, type Statement } from './bench-reconcile-statement';
import { percentile, seededRandom } from './bench-stats';

const TARGET_MS = 2_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '10000' },
    open: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    seed: { type: 'string', default: '32' },
  },
});
const random = seededRandom(Number(args.seed));
const items = openItems(Number(args.open), random);
const generated = statement(items, Number(args.lines), random);
const account = { account: '0123456789', currency: 'NGN' };

/** Every line whose outcome, or whose item, is not what was planted. */
function wrongLines(matches: CreditMatch[], { plants }: Statement): string[] {
  const wrong: string[] = [];
  matches.forEach((match, line) => {
    const { plant, itemId, premiumIndex } = plants[line]!;
    const found =
      match.outcome === 'exact' ? [match.candidate] : match.outcome === 'near' ? match.candidates : [];
    const right =
      match.outcome === EXPECTED_OUTCOME[plant] &&
      (itemId === null ||
        (found.length === 1 &&
          found[0]!.item.id === itemId &&
          (found[0]!.item.kind !== 'funeral-premium' || found[0]!.item.premiumIndex === premiumIndex)));
    if (!right) wrong.push(`line ${line}: ${plant} came out ${match.outcome} (${match.credit.narration})`);
  });
  return wrong;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const timings = {
  parse: [] as number[],
  fingerprint: [] as number[],
  match: [] as number[],
  total: [] as number[],
};
let last: CreditMatch[] = [];
for (let run = 0; run < Number(args.runs); run++) {
  const start = performance.now();
  const parsed = parseCsvStatement(generated.csv, CSV_PRESETS.gtbank, account);
  const parsedAt = performance.now();
  creditFingerprints(parsed.credits, sha256);
  const fingerprintedAt = performance.now();
  last = matchCredits(parsed.credits, items);
  const end = performance.now();
  if (parsed.errors.length > 0 || parsed.credits.length !== generated.plants.length) {
    console.error('The statement did not parse:', parsed.errors.slice(0, 5));
    process.exit(1);
  }
  timings.parse.push(parsedAt - start);
  timings.fingerprint.push(fingerprintedAt - parsedAt);
  timings.match.push(end - fingerprintedAt);
  timings.total.push(end - start);
}

const counts = (outcome: string) => last.filter((match) => match.outcome === outcome).length;
const planted = (outcome: string) =>
  generated.plants.filter((p) => EXPECTED_OUTCOME[p.plant] === outcome).length;
console.log(
  `${generated.plants.length} statement lines against ${items.length} open items, median of ${args.runs} runs`,
);
console.table(
  Object.fromEntries(
    Object.entries(timings).map(([step, ms]) => [step, { 'median ms': Math.round(median(ms)) }]),
  ),
);
console.table(
  Object.fromEntries(
    ['exact', 'near', 'unmatched'].map((o) => [o, { matched: counts(o), planted: planted(o) }]),
  ),
);
console.log(
  'Planted:',
  PLANTS.map((p) => `${p} ${generated.plants.filter((x) => x.plant === p).length}`).join(', '),
);
const wrong = wrongLines(last, generated);
if (wrong.length > 0) {
  console.error(`${wrong.length} lines did not come out as planted:\n${wrong.slice(0, 10).join('\n')}`);
  process.exit(1);
}
if (median(timings.total) > TARGET_MS) {
  console.error(`Median ${Math.round(median(timings.total))} ms is over the ${TARGET_MS} ms target.`);
  process.exit(1);
}
