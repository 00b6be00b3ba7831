import { matchPath } from 'react-router';
import { findPlan, planFullName } from '@/domain/catalogue/catalogue';
import { paths, routePatterns, safeRedirect } from '@/web/config/paths';

/**
 * Where a visitor sent to sign in was going: the `?redirect=` they brought, when it is a same-origin path
 * (DECISIONS 1). Anything else is no target at all, so it is neither followed nor passed on.
 */
export function returnTargetOf(redirect: string | null | undefined): string | undefined {
  const target = safeRedirect(redirect, '');
  return target === '' ? undefined : target;
}

/** A link to another entry screen (sign-in ↔ sign-up) that keeps the return target (DECISIONS 31). */
export function entryLink(path: string, target: string | undefined): string {
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

const PURCHASE_STEPS = [routePatterns.beneficiary, routePatterns.payer, routePatterns.summary];
const PARSE_BASE = 'http://x.invalid';

/**
 * What the visitor was doing when they were asked to sign in, read from where they were going: 'buying
 * HomeReach Hazel', 'applying for a property', 'applying for funeral cover'; nothing for any other page.
 */
export function returnPurpose(target: string | undefined): string | undefined {
  if (!target) return undefined;
  const url = new URL(target, PARSE_BASE);
  const on = (pattern: string) => matchPath(pattern, url.pathname) !== null;
  if (PURCHASE_STEPS.some(on)) {
    const plan = findPlan(url.searchParams.get('plan'));
    return plan ? `buying ${planFullName(plan)}` : 'buying a health plan';
  }
  if (on(routePatterns.property)) return 'applying for a property';
  if (on(paths.funeralApply)) return 'applying for funeral cover';
  return undefined;
}

/** The line an entry screen shows under its heading, e.g. 'Sign in to continue buying HomeReach Hazel'. */
export function continueLine(action: 'Sign in' | 'Create an account', target: string | undefined) {
  const purpose = returnPurpose(target);
  return purpose && `${action} to continue ${purpose}`;
}
