import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  AssignCreditSchema,
  ConfirmCreditsSchema,
  ConfirmResultViewSchema,
  DecisionViewSchema,
  DismissCreditSchema,
  MAX_STATEMENT_CHARS,
  RECONCILIATION_MESSAGES,
  ReconciliationViewSchema,
  StatementImportViewSchema,
  StatementUploadSchema,
} from '../../../domain/reconciliation/reconciliation-admin';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { validate } from '../../http/validate';
import { assignCredit, dismissCredit } from './credit-decisions.service';
import type { ReconciliationDeps } from './reconciliation-deps';
import { confirmExactMatches, reconciliationView } from './reconciliation.service';
import { importStatement } from './statement-import.service';

const tags = ['admin'];
/** A statement's text as JSON: escaping can double a few characters, and the other fields are small. */
const STATEMENT_BODY_BYTES = MAX_STATEMENT_CHARS * 2 + 64 * 1024;

/**
 * The bank statement console (issue 32 point 2, docs/decisions/078-statement-reconciliation.md): import a statement, list the open credits as
 * exact, near and unmatched, confirm exact ones in bulk, assign or dismiss one. Admins with two-factor only.
 */
export function reconciliationAdminRoutes(deps: ReconciliationDeps) {
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .post(
      '/admin/reconciliation/statements',
      describeRoute({
        tags,
        summary:
          'Import a bank statement (CSV with a bank preset or a column mapping, or camt.053 XML, at most 5 MB); the same file or an overlapping statement adds nothing twice; a file with an unreadable line is refused whole, the lines named on `content`',
        responses: {
          200: jsonBody('The file was imported before: nothing changed', StatementImportViewSchema),
          201: jsonBody('The statement and its new credits', StatementImportViewSchema),
          ...refusals(400, 401, 403, 413, 422),
        },
      }),
      admin,
      // Counted while the body streams in (upload-path.ts leaves this path out of the general JSON limit).
      bodyLimit({
        maxSize: STATEMENT_BODY_BYTES,
        onError: () => {
          throw new AppError('payload_too_large', RECONCILIATION_MESSAGES.contentTooLarge);
        },
      }),
      validate('json', StatementUploadSchema),
      async (c) => {
        const imported = await importStatement(deps, c.get('session').user.id, c.req.valid('json'));
        return c.json(imported, imported.alreadyImported ? 200 : 201);
      },
    )
    .get(
      '/admin/reconciliation',
      describeRoute({
        tags,
        summary:
          'Open bank credits matched against what awaits a transfer now: exact matches, near ones with their reason and difference, and the unmatched queue',
        responses: { 200: jsonBody('The three lists', ReconciliationViewSchema), ...refusals(401, 403) },
      }),
      admin,
      async (c) => c.json(await reconciliationView(deps, new Date())),
    )
    .post(
      '/admin/reconciliation/confirm',
      describeRoute({
        tags,
        summary:
          'Confirm exact matches in bulk: each marks its order, fee or premium paid as the console does, in its own transaction; a credit no longer exact is skipped with why; a repeat pays nothing twice',
        responses: {
          200: jsonBody('What was confirmed and skipped', ConfirmResultViewSchema),
          ...refusals(400, 401, 403, 422),
        },
      }),
      admin,
      validate('json', ConfirmCreditsSchema),
      async (c) => {
        const { creditIds } = c.req.valid('json');
        return c.json(await confirmExactMatches(deps, c.get('session').user.id, creditIds, new Date()));
      },
    )
    .post(
      '/admin/reconciliation/credits/:id/assign',
      describeRoute({
        tags,
        summary:
          'Confirm one credit as paying what a reference names (an open order, application fee or premium), whatever its amount; 409 once decided otherwise',
        responses: {
          200: jsonBody('The credit, confirmed', z.object({ decision: DecisionViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      admin,
      validate('json', AssignCreditSchema),
      async (c) => {
        const { reference } = c.req.valid('json');
        const adminId = c.get('session').user.id;
        const decision = await assignCredit(deps, adminId, c.req.param('id'), reference, new Date());
        return c.json({ decision });
      },
    )
    .post(
      '/admin/reconciliation/credits/:id/dismiss',
      describeRoute({
        tags,
        summary: 'Take a credit out of the queue with a reason (not a payment of ours); 409 once confirmed',
        responses: {
          200: jsonBody('The credit, dismissed', z.object({ decision: DecisionViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      admin,
      validate('json', DismissCreditSchema),
      async (c) => {
        const adminId = c.get('session').user.id;
        const decision = await dismissCredit(deps, adminId, c.req.param('id'), c.req.valid('json').reason);
        return c.json({ decision });
      },
    );
}
