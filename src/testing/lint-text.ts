import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/**
 * The messages of one rule that ESLint reports for `code` as if it were the file at `filePath` (from the
 * repository's root). The file is never written, so a lint test shows a rule firing on a throw-away file.
 */
export async function lintMessages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}
