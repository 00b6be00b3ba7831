import { paths } from '@/web/config/paths';

export interface HelpQuestion {
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
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
          'For each beneficiary we ask for their name, email, phone number, date of birth, address and their relationship to you, so the provider can register them.',
        ],
        link: { to: paths.healthcare, label: 'Browse health plans' },
      },
      {
        question: 'How is the price worked out?',
        answer: [
          'Plans are priced per person per year, shown in US dollars and naira. The total is the per-person price times the number of beneficiaries. Some plans price by age or by plan type, and the order summary shows the exact amount before you confirm.',
          'HomeReach plans cover ages 0 to 75, with a different price from age 66. Ally Partners plans ask you to pick a plan type; their Family type covers up to 6 people for one price.',
        ],
      },
      {
        question: 'When does cover start?',
        answer: [
          'Cover starts the day after it is activated, which needs your payment and every relative’s own consent, and at the earliest on the day after you place your order. Until then your relatives are not covered.',
          'When we confirm your payment your order shows as paid, and your order page says what the cover still waits for and from whom. Once we activate it the order shows as active, and we tell you the dates your cover runs: 12 months from its start.',
        ],
      },
      {
        question: 'Do I need an account to buy a plan?',
        answer: [
          'You can browse plans and prices without an account. To place an order you need to sign in, so that your order, its payment reference and its status are kept safely in your profile.',
        ],
        link: { to: paths.signUp, label: 'Create an account' },
      },
    ],
  },
  {
    id: 'payments',
    title: 'Paying by bank transfer',
    questions: [
      {
        question: 'How do I pay for my order?',
        answer: [
          'Orders are paid by bank transfer. When you complete an order it is placed as pending, and the order confirmation shows our bank details and the amount due in US dollars and naira.',
          'Card payments are not available yet.',
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
          'Once we receive your transfer, your order moves from pending to paid, and then to active when your cover begins. You get a notification each time the status changes, and you can follow every order in your profile.',
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
          'Yes. Listings come from the realty providers we work with, and each property is checked before it is published. Every listing shows its price in US dollars and naira, its size, rooms and location.',
        ],
        link: { to: paths.realEstateProviders, label: 'See realty providers' },
      },
      {
        question: 'How do I apply for a property, and is there a fee?',
        answer: [
          'Open a listing and choose Apply for this Property. You need to be signed in. Each realty provider charges an application fee, shown before you apply, which you pay by bank transfer.',
          'Your application starts as pending, and you are notified as it progresses.',
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
          'Funeral plans are paid monthly by bank transfer. The monthly price is shown in US dollars and naira on each plan.',
        ],
      },
      {
        question: 'Who can I cover?',
        answer: [
          'It depends on the plan type. A single parent plan covers you and up to 2 children under 21. A family plan covers you, your spouse and up to 4 children under 21.',
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
          'Records of past orders keep their amounts and status, which we must retain for accounting, but no longer contain your personal details.',
        ],
      },
    ],
  },
];
