import { TITLE_STATUS_LABELS } from '@/domain/property/title-pack';
import type { PageText } from '@/web/components/configured-text';
import { paths } from '@/web/config/paths';
import { CONTACT_LIMITS_QUESTION } from './contact-limits-help';
import { EMAIL_CONFIRMATION_HOURS } from '@/domain/accounts/email-verification';

export interface HelpQuestion {
  question: string;
  /** Paragraphs of the answer; a paragraph may follow the configuration (card payments, the bank's currency). */
  answer: PageText[];
  /** A page that helps with this question. */
  link?: { to: string; label: string };
}

export interface HelpTopic {
  id: string;
  title: string;
  questions: HelpQuestion[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'health-cover',
    title: 'Health cover for your relatives',
    questions: [
      {
        question: 'Can I buy a health plan for relatives who live in Nigeria?',
        answer: [
          'Yes. That is what Diaspora Hub is for. Choose a provider and a plan, then add each person you want to cover as a beneficiary: a parent, spouse, child, another relative, or yourself.',
          'For each beneficiary we ask for their name, email, phone number, date of birth, address and their relationship to you, so that we can invite them and the provider can register them.',
        ],
        link: { to: paths.healthcare, label: 'Browse health plans' },
      },
      {
        question: 'How is the price worked out?',
        answer: [
          'Plans are priced per person per year, in US dollars and naira: the plan’s own prices. The total is the per-person price times the number of beneficiaries. Some plans price by age or by plan type, and the order summary shows the exact amount before you confirm.',
          'HomeReach plans cover ages 0 to 75, with a different price from age 66. Ally Partners plans ask you to pick a plan type; their Family type covers up to 6 people for one price.',
        ],
      },
      {
        question: 'When does cover start?',
        answer: [
          'Cover starts the day after it is activated, and runs for 12 months. It is activated once your payment has been received and every relative on the order has given their own consent, so no paid day is lost while you wait.',
          'Until then your order page says what it is waiting for, and from whom: your payment, a relative’s answer, or Diaspora Hub starting the cover.',
          'If a relative refuses or does not answer, you can remove them from the order. Before you pay, the price is worked out again without them; after you pay, their share is refunded to you, and we tell you the amount and when.',
        ],
      },
      {
        question: 'Do I need an account to buy a plan?',
        answer: [
          'You can browse plans and prices without an account. To place an order you need one, so that your order, its payment and its status are kept safely in your profile. When you tap Buy you are asked to create an account (or to sign in), and you come straight back to your order.',
          'Before you pay, apply or invite anyone, confirm your email address with the link we send when you sign up. What you have entered stays on the page while you do.',
        ],
        link: { to: paths.signUp, label: 'Create an account' },
      },
    ],
  },
  {
    id: 'relatives',
    title: 'Your relatives’ consent and their own page',
    questions: [
      {
        question: 'How are my relatives told about their cover?',
        answer: [
          'Once your payment is received, we invite each relative ourselves: by SMS to their phone, and by email where they have one. Nothing is sent before then, so nobody is told they are covered before the cover is paid for.',
          'Relatives who have not answered are reminded after 2 days and again after 7 days. You can also share their link on WhatsApp from your order page.',
        ],
      },
      {
        question: 'Why must each relative give consent themselves?',
        answer: [
          'Their health details go to the plan’s provider, and the law (UK GDPR and the Nigeria Data Protection Act 2023) says only they can agree to that. Each relative confirms it is them with a 6-digit code sent to their own phone or email, then gives or refuses their consent. Nobody else can answer for them, you and our staff included.',
        ],
      },
      {
        question: 'What does my relative see?',
        answer: [
          'Each relative has their own page for as long as their cover runs, and 90 days after it ends: the cover’s status and dates, their member card with its QR code, the hospital they chose with its address, and the provider’s emergency line. They can add it to their phone’s home screen. A new phone asks for the 6-digit code sent to them.',
          'You can send a relative a new link from your order page: it goes to their own phone or email, never to you, and the old link stops working. Their page keeps working while the cover runs even if you delete your account.',
        ],
      },
      CONTACT_LIMITS_QUESTION,
      {
        question: 'What is a member card, and how does a hospital check it?',
        answer: [
          'Once the cover is active, each person has a member card: on their own page, on your order page, and as a PDF. Its QR code opens a public check at /verify that a hospital’s front desk can read on its own phone. It shows whether the cover is active, the plan, its dates, the member number and the member’s initials, never their name or contact details.',
        ],
      },
      {
        question: 'How do I renew the cover?',
        answer: [
          'We remind you 30 days and again 7 days before the cover ends. Renew from the order page in one tap, up to 90 days after the cover ended: the people and the plan are filled in for you, and the new cover follows on from the old one.',
        ],
        link: { to: paths.profile, label: 'Go to your orders' },
      },
    ],
  },
  {
    id: 'payments',
    title: 'Paying for your order',
    questions: [
      {
        question: 'How do I pay for my order?',
        answer: [
          {
            fact: 'card-payments',
            text: {
              on: 'Pay by card or by bank transfer. Card payments go through Paystack, a regulated payment provider; your card details are typed on its page, never on ours. The order summary shows the one amount you will pay, in the currency the method you chose takes.',
              off: 'Orders are paid by bank transfer. Card payments are not available at the moment. The order summary shows the one amount you will pay before you confirm.',
            },
          },
          {
            fact: 'bank-currency',
            text: {
              NGN: 'A bank transfer goes to our naira account: you send the order’s total in naira (NGN), with the order number as the reference. The order confirmation shows our bank details.',
              USD: 'A bank transfer goes to our US dollar account: you send the order’s total in US dollars (USD), with the order number as the reference. The order confirmation shows our bank details.',
            },
          },
        ],
      },
      {
        question: 'Can I see prices in pounds, euros or Canadian dollars?',
        answer: [
          'Yes. Choose your currency on the plans or in your profile. Amounts in pounds, euros and Canadian dollars are converted from the naira price at our current rate, and are marked as estimates.',
          'When you place an order, its quote is locked for 24 hours: the rate and the amount to pay do not change in that time.',
        ],
      },
      {
        question: 'What reference should I use for my transfer?',
        answer: [
          'Use your order’s confirmation number, which starts with DH, as the payment reference. It is how we match your transfer to your order, so please enter it exactly as shown.',
        ],
      },
      {
        question: 'How will I know my payment has arrived?',
        answer: [
          'Once we receive your payment, your order moves from pending to paid and your relatives are invited. It becomes active, and the cover starts the next day, once they have all given consent. You get a notification each time the status changes, and you can follow every order in your profile.',
        ],
        link: { to: paths.profile, label: 'Go to your profile' },
      },
    ],
  },
  {
    id: 'property',
    title: 'Property applications',
    questions: [
      {
        question: 'Are the property listings verified?',
        answer: [
          `Listings come from the realty providers we work with. Not every listing’s title is verified: each listing shows the status of its land title, ‘${TITLE_STATUS_LABELS.verified}’, ‘${TITLE_STATUS_LABELS.documents_received}’ or ‘${TITLE_STATUS_LABELS.not_verified}’, and you can choose to see only titles verified by us.`,
          `‘${TITLE_STATUS_LABELS.verified}’ means our team has seen the title documents and confirmed them at the state land registry on the date the listing shows. It is not legal advice: have your own lawyer search the title before you pay for the property.`,
        ],
        link: { to: paths.realEstateProviders, label: 'See realty providers' },
      },
      {
        question: 'How do I apply for a property, and is there a fee?',
        answer: [
          'Open a listing and choose Apply for this Property. You need to be signed in. Each realty provider charges an application fee, shown before you apply, which you pay by bank transfer.',
          'Your application starts as pending, and you are notified as it progresses. Once your application fee is received and your application is approved, you can download the listing’s title documents from its page.',
        ],
      },
    ],
  },
  {
    id: 'funeral',
    title: 'Funeral plans',
    questions: [
      {
        question: 'How do funeral plans work?',
        answer: [
          'Funeral plans are cash plans that pay a fixed amount to help your family with funeral costs. Plans are grouped by type: cover for you and your immediate family, single parents, families, additional family members and additional life cover.',
        ],
        link: { to: paths.funeralInsurance, label: 'Compare funeral plans' },
      },
      {
        question: 'How do I pay for a funeral plan?',
        answer: [
          'Funeral plans are paid by a monthly premium, by bank transfer. Each plan says whether its premium is per family or per person named; the form shows the premium for the people you add, in naira and US dollars. Nothing is paid before approval: once your application is approved the first premium is due, with its own reference on your application page, and cover starts the day after it is received. Each later premium has its own reference and due date. An unpaid premium gives 30 days’ grace while the cover continues; after that the cover lapses, and paying the arrears within 90 days reinstates it with a new 6-month waiting period for natural death.',
        ],
      },
      {
        question: 'Who can I cover?',
        answer: [
          'It depends on the plan type. A single parent plan covers you and up to 2 children under 21. A family plan covers you, your spouse and up to 4 children under 21.',
        ],
      },
      {
        question: 'How do I make a claim?',
        answer: [
          'Once your funeral plan is approved, you can report a death from the plan’s page in your profile, or send the plan’s beneficiary a link to do it. Add the death certificate or burial permit and a Nigerian bank account for the payment, then follow the claim in your profile.',
          'A death from natural causes in the first 6 months of cover is not covered; an accident is covered from the first day.',
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    questions: [
      {
        question: 'How do I create an account?',
        answer: [
          'Sign up with your name, your country, your email address and a password of at least 6 characters. You can then add a phone number and your preferred currency in your profile.',
          `We email you a link to confirm your address. You can browse at once; you need the confirmed address before you pay, apply, claim or invite anyone. The link works for ${EMAIL_CONFIRMATION_HOURS} hours, and the page where you were offers a new one.`,
        ],
        link: { to: paths.signUp, label: 'Sign up' },
      },
      {
        question: 'I forgot my password. What should I do?',
        answer: [
          'On the sign-in page, choose ‘Forgot password?’ and enter your email address. We will email you a link to set a new password.',
        ],
        link: { to: paths.signIn, label: 'Go to sign in' },
      },
    ],
  },
  {
    id: 'deletion',
    title: 'Deleting your account',
    questions: [
      {
        question: 'How do I delete my account?',
        answer: [
          'Request deletion on the Delete Account page. You can do this signed in or signed out, using the email address of your account.',
        ],
        link: { to: paths.deleteAccount, label: 'Request account deletion' },
      },
      {
        question: 'How long does deletion take, and what happens to my data?',
        answer: [
          'Requests are processed in 5-7 business days. Your personal data is permanently removed within 30 days.',
          'Cover you have paid for keeps running to its end date for the people it covers. Records of past orders keep their amounts and status, which we must retain for accounting, but no longer contain your personal details.',
        ],
      },
    ],
  },
];
