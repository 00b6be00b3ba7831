import path from 'node:path';

/** Lower-case words joined by hyphens, in each dot-separated part: `order-status.service.test.ts`. */
const KEBAB_PARTS = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The house's file names are kebab-case (STYLE.md); no plugin we use checks a file's own name. */
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case' },
    schema: [],
    messages: { name: "'{{name}}' is not kebab-case: lower-case words joined by hyphens." },
  },
  create(context) {
    const name = path.basename(context.filename);
    if (!KEBAB_PARTS.test(name))
      context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
    return {};
  },
};
