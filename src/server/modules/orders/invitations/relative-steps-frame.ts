import {
  previousStep,
  RELATIVE_STEPS,
  stepNumber,
  type RelativeScreen,
  type RelativeStep,
} from '../../../../domain/orders/relative-steps';
import { invitationPath } from '../../../../domain/orders/order-pages';
import type { MessageId } from '../../../../i18n/catalogue';
import type { Translator } from '../../../../i18n/translate';
import { escapeHtml as e } from '../../../mail/escape-html';

/*
 * What every step screen of her page shares (issue 30, point 4): the progress line and the way back. Plain links
 * and lists, no script: the steps are addresses (`?step=`) the server answers.
 */

const STEP_NAMES: Record<RelativeStep, MessageId> = {
  details: 'steps.details',
  consent: 'steps.consent',
  hospital: 'steps.hospital',
  done: 'steps.done',
};

/** The address of one of her screens. */
export function stepPath(token: string, step: RelativeScreen): string {
  return `${invitationPath(token)}?step=${step}`;
}

/**
 * 'Step 2 of 4: Sharing' in words, then the four steps as a list whose current item carries aria-current="step":
 * seen as a bar of four segments, read by a screen reader as the list of steps with the current one named.
 */
export function progressLine(t: Translator, screen: RelativeScreen): string {
  const number = stepNumber(screen);
  const items = RELATIVE_STEPS.map((step, index) => {
    const place = index + 1 < number ? ' class="past"' : index + 1 === number ? ' aria-current="step"' : '';
    return `<li${place}><span class="sr-only">${e(t(STEP_NAMES[step]))}</span></li>`;
  }).join('');
  const current = RELATIVE_STEPS[number - 1]!;
  return `<nav class="progress" aria-label="${e(t('steps.label'))}">
<p>${e(t('steps.count', { step: number, total: RELATIVE_STEPS.length, name: t(STEP_NAMES[current]) }))}</p>
<ol>${items}</ol>
</nav>`;
}

/** 'Back' to the step before, on every screen but the first. */
export function backLink(t: Translator, token: string, screen: RelativeScreen): string {
  const previous = previousStep(screen);
  if (!previous) return '';
  return `<p><a class="back" href="${e(stepPath(token, previous))}"><span aria-hidden="true">←</span>${e(t('steps.back'))}</a></p>`;
}
