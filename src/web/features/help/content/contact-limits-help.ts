import { THIRD_PARTY_CONTACT_LIMITS as LIMITS } from '@/domain/limits/third-party-contact-limits';
import type { HelpQuestion } from './help-topics';

const { orderPeople, invitationResend, claimLink } = LIMITS;

/** The limits on contacting others as the help centre states them, from the one place they are set (decision 061). */
export const CONTACT_LIMITS_QUESTION: HelpQuestion = {
  question: 'Is there a limit on invitations and links?',
  answer: [
    `Yes, so that nobody can use Diaspora Hub to send messages to strangers. In one day, an account can name up to ${orderPeople.perAccount.max} people on its orders (each is invited once the order is paid), and the same email address or phone number can be named on up to ${orderPeople.perRecipient.max} orders, whoever places them.`,
    `You can send a relative a new link up to ${invitationResend.perPersonBurst.max} times an hour and ${invitationResend.perPerson.max} times a day, and up to ${invitationResend.perAccount.max} new links a day in all. A funeral plan’s claim link can be sent up to ${claimLink.perAccount.max} times a day, and up to ${claimLink.perRecipient.max} times a day to the same address.`,
    'If you reach a limit, we say so and keep what you entered: try again the next day. Our messages to your relatives greet them by their first name and give your first name as it is on your account, but only when these are plain names, and they never carry any other text you typed.',
  ],
};
