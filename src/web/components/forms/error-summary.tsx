import { useEffect, useRef, type MouseEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { fieldProblems, type FieldProblem } from '@/web/lib/field-problems';

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The path's control id, as the forms build them: 'principal.firstName' → 'principal-firstName'. */
const dashed = (path: string) => path.replaceAll('.', '-');

/** Focuses a field's control (or the first control inside it: a radio group) and brings its label into view. */
function focusField(id: string) {
  // A problem about a whole group ('children-2') goes to the group's first field ('children-2-firstName').
  const element =
    document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"]`);
  if (!element) return;
  const control = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  (control ?? element).focus({ preventScroll: true });
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? element;
  label.scrollIntoView({ block: 'center' });
}

/** Sorts problems as their fields stand on the page; a field not found keeps its place after the rest. */
function inPageOrder(problems: FieldProblem[], idOf: (path: string) => string): FieldProblem[] {
  if (typeof document === 'undefined') return problems;
  const elementOf = (problem: FieldProblem) => {
    const id = idOf(problem.path);
    return document.getElementById(id) ?? document.querySelector(`[id^="${CSS.escape(id)}-"]`);
  };
  return problems
    .map((problem, index) => ({ problem, index, element: elementOf(problem) }))
    .sort((a, b) => {
      if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : a.index - b.index;
      if (a.element === b.element) return a.index - b.index;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ problem }) => problem);
}

/** A field's visible label ('Monthly price (USD)'), without the required mark; undefined when it has none. */
function labelOf(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
  if (!label) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim() || undefined;
}

export interface ErrorSummaryProps<T extends FieldValues> {
  /** react-hook-form's errors: every message becomes a link to its field. */
  errors: FieldErrors<T>;
  /**
   * Focus moves to the summary each time this changes while there are errors: give it the form's submitCount, so a
   * failed submit (or the server's refusal after it) lands here, and a correction typed later does not.
   */
  focusKey: number;
  /**
   * The spec's line for the form, shown under the heading ('Please fill in all required fields'). Without it, the
   * server's refusal set as `root.server` (applyServerRefusal) is the line.
   */
  description?: string | undefined;
  /** The id of a path's control; dots become dashes by default. */
  idOf?: (path: string) => string;
  /**
   * Words before a message, where the message alone would be ambiguous ('Beneficiary 2: '). Without it, a message
   * that several fields share ('Enter an amount') is preceded by each field's label ('Price (USD): ').
   */
  prefixOf?: (path: string) => string | undefined;
  /** Paths not to list: a problem the page shows in its own place. */
  hiddenPaths?: readonly string[];
  className?: string;
}

/**
 * The GOV.UK error summary: at the top of a form, a heading, the form's own line and one link per invalid field
 * that moves focus to it. Focus comes here on a failed submit, so a screen reader hears all the problems at once and
 * a sighted user sees them without scrolling; each field keeps its own message beside it.
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  focusKey,
  description,
  idOf = dashed,
  prefixOf,
  hiddenPaths = [],
  className,
}: ErrorSummaryProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const serverLine = errors.root?.server?.message;
  const line = description ?? serverLine;
  const problems = inPageOrder(
    fieldProblems(errors).filter(
      (problem) =>
        !hiddenPaths.includes(problem.path) && !(problem.path === 'server' && problem.message === serverLine),
    ),
    idOf,
  );
  const shown = problems.length > 0 || !!line;
  // The words each link says; a text that several links would share gets its field's label in front.
  const texts = problems.map((problem) => (prefixOf?.(problem.path) ?? '') + problem.message);
  const prefix = (problem: FieldProblem, index: number) => {
    const given = prefixOf?.(problem.path);
    if (texts.indexOf(texts[index]!) === texts.lastIndexOf(texts[index]!)) return given;
    const label = labelOf(idOf(problem.path));
    return label ? `${given ?? ''}${label}: ` : given;
  };

  useEffect(() => {
    if (!shown || focusKey === 0 || focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [shown, focusKey]);

  if (!shown) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    event.preventDefault();
    focusField(idOf(path));
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={
        'scroll-mt-24 rounded-xl border-2 border-danger-700 bg-danger-50 p-4 text-danger-800 ' +
        'focus:outline-3 focus:outline-offset-2 focus:outline-brand-700 ' +
        (className ?? '')
      }
    >
      <div role="alert">
        <h2 className="text-lg font-bold text-ink">There is a problem</h2>
        {line && <p className="mt-1 font-medium">{line}</p>}
        {problems.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1">
            {problems.map((problem, index) => (
              <li key={problem.path}>
                <a
                  href={`#${idOf(problem.path)}`}
                  onClick={(event) => follow(event, problem.path)}
                  className="inline-flex min-h-11 items-center font-semibold text-danger-800 underline underline-offset-4"
                >
                  {prefix(problem, index)}
                  {problem.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
