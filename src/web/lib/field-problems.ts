import type { FieldErrors, FieldValues } from 'react-hook-form';

/** One invalid field: its dotted path ('beneficiaries.1.email') and its message. */
export interface FieldProblem {
  path: string;
  message: string;
}

// An error's own parts; 'message' and 'type' are strings there, so a field named 'message' is still walked.
const NOT_CHILDREN = new Set(['types', 'ref']);

/**
 * Every message in react-hook-form's errors, nested objects and field arrays included, in the order the resolver
 * reported them (the schema's order). An array's own error ('root', or a message on the array) is the array's path.
 */
export function fieldProblems<T extends FieldValues>(errors: FieldErrors<T>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) problems.push({ path: path.join('.'), message });
    for (const [key, child] of Object.entries(node)) {
      if (NOT_CHILDREN.has(key) || !child || typeof child !== 'object') continue;
      walk(child, key === 'root' ? path : [...path, key]);
    }
  };
  walk(errors, []);
  return problems;
}
