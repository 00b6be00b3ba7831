import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const linters = new Map<string, ESLint>();

/**
 * One ESLint per rule, running that rule alone: the whole configuration on each probe would walk the import graph
 * for import-x/no-cycle every time, which cost most of the unit suite's time.
 */
function linterFor(ruleId: string): ESLint {
  let eslint = linters.get(ruleId);
  if (!eslint) {
    eslint = new ESLint({ cwd, ruleFilter: (rule) => rule.ruleId === ruleId });
    linters.set(ruleId, eslint);
  }
  return eslint;
}

/**
 * The messages of one rule that ESLint reports for `code` as if it were the file at `filePath` (from the
 * repository's root). The file is never written, so a lint test shows a rule firing on a throw-away file.
 */
export async function lintMessages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await linterFor(ruleId).lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}
