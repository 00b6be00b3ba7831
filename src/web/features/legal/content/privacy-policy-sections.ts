import type { LegalSection } from '../legal-types';

export const PRIVACY_POLICY_INTRO =
  'This policy explains what personal information Diaspora Hub collects when you use our website and app, why we collect it, who we share it with and the choices you have. We collect only what we need to arrange the services you ask for.';

/** The Privacy Policy's 13 sections, in order. */
export const PRIVACY_POLICY_SECTIONS: LegalSection[] = [
  {
    title: 'Who we are',
    blocks: [
      'Diaspora Hub is an intermediary. We help people living abroad buy health plans from Nigerian health providers for themselves and their relatives, apply for property listed by realty providers in Nigeria, and take funeral cash plans. The plans and properties themselves are provided by those partners.',
      'For the personal information described in this policy, Diaspora Hub decides why and how it is used and is responsible for it.',
    ],
  },
  {
    title: 'Information we collect',
    blocks: [
      'We collect the information you give us and a small amount of technical information:',
      {
        list: [
          'Account details: your first, middle and last name, email address, country, phone number, preferred currency and a password, which we store only in a securely hashed form.',
          'Beneficiary details: for each person you cover, their name, email address, phone number, date of birth, address and relationship to you.',
          'What each beneficiary tells us themselves: whether they consent to their health details going to the provider, how they proved it was them (the code’s channel, their masked phone number or email address, and the time), the version of the statement they answered, and the hospital they chose.',
          'Payer details, where someone other than you pays: their name, contact details, date of birth, address and relationship to the beneficiaries.',
          'Orders and applications: the plans, properties and funeral plans you choose, amounts, confirmation numbers, payment status and the people covered.',
          'Messages you send us through the support form or by email, and account deletion requests.',
          'Technical information: your session, the date and time of requests and your IP address, kept in our security logs.',
        ],
      },
      'When you give us information about other people, such as relatives you cover, please make sure they know you are sharing it with us and why.',
    ],
  },
  {
    title: 'How we use your information',
    blocks: [
      {
        list: [
          'To create and run your account and keep you signed in securely.',
          'To place your orders and applications with the right provider and to calculate what is due.',
          {
            fact: 'card-payments',
            text: {
              on: 'To take card payments through Paystack, and to match your bank transfers to your orders using their confirmation numbers.',
              off: 'To match your bank transfers to your orders using their confirmation numbers.',
            },
          },
          'To invite the people you cover, by SMS and email, once your order is paid, and to ask each of them for their own consent.',
          'To send you notifications and emails about your orders, applications and account.',
          'To answer your support requests and process deletion requests.',
          'To protect the service, for example by limiting repeated sign-in attempts and investigating misuse.',
          'To meet our legal, accounting and regulatory obligations.',
        ],
      },
      'We do not sell your personal information, and we do not use it for advertising by third parties.',
    ],
  },
  {
    title: 'Legal bases for processing',
    blocks: [
      'We use your information because it is necessary to provide the services you request under our Terms and Conditions, because the law requires it (for example, keeping payment records), or because it is in our legitimate interest to keep the service secure and improve it. Where we rely on your consent, you may withdraw it at any time.',
      'A beneficiary’s health details are special-category data. We pass them to the provider only with the beneficiary’s own explicit consent, which they give themselves after confirming a code sent to their own phone or email, and which they may change later.',
    ],
  },
  {
    title: 'How we share your information',
    blocks: [
      'We share information only as needed to deliver what you ask for:',
      {
        list: [
          'With the health provider of the plan you buy: the beneficiary and payer details it needs to register cover.',
          'With the realty provider of a property you apply for: your application and contact details.',
          'With the provider of your funeral plan: the details of the principal member and the people covered.',
          'With service providers who host our systems or send our email and SMS, under contracts that protect your information.',
          {
            fact: 'card-payments',
            text: {
              on: 'With Paystack, our payment provider, when you pay by card: the amount, your email address and the order’s reference.',
              off: 'With our bank, which receives your transfers.',
            },
          },
          'With anyone who scans a member card’s QR code: our public check shows only the cover’s status, plan, dates, member number and the member’s initials.',
          'With authorities, where the law requires it or to protect the rights and safety of our users.',
        ],
      },
    ],
  },
  {
    title: 'Payments',
    blocks: [
      {
        fact: 'card-payments',
        text: {
          on: 'Health plan orders can be paid by card through Paystack, a regulated payment provider: you type your card details on Paystack’s page, not ours, and we never see or store your card number. Orders and applications can also be paid by bank transfer to our account, using the confirmation number as the payment reference. We record the amount, currency, method and status of each payment.',
          off: 'Orders and applications are paid by bank transfer to our account, using the confirmation number as the payment reference. We record the amount, currency and status of each payment. We do not collect or store bank card numbers.',
        },
      },
    ],
  },
  {
    title: 'International transfers',
    blocks: [
      'You may use Diaspora Hub from anywhere, and our partners are based in Nigeria. Your information may therefore be transferred between the country where you live and Nigeria. When we transfer information, we take steps to make sure it stays protected as this policy describes.',
    ],
  },
  {
    title: 'How long we keep your information',
    blocks: [
      'We keep your account information for as long as your account is open. When you ask us to delete your account, we process the request in 5-7 business days and permanently remove your personal data within 30 days.',
      'Records of orders keep their amounts, dates and status after deletion, because accounting law requires it, but they no longer contain your personal details. Security logs are kept for a short period and then deleted.',
    ],
  },
  {
    title: 'How we protect your information',
    blocks: [
      'We use encrypted connections, store passwords only as secure hashes, keep sessions on our servers, limit access to personal information to staff who need it and check every request for permission on our servers. No system is perfectly secure, but we work to protect your information and will tell you and the authorities about a breach where the law requires.',
    ],
  },
  {
    title: 'Your rights and choices',
    blocks: [
      'Depending on where you live, you may have the right to:',
      {
        list: [
          'See the personal information we hold about you and get a copy of it.',
          'Correct information that is wrong; you can update your phone number, country and preferred currency in your profile at any time.',
          'Ask us to delete your account and personal information, from the Delete Account page.',
          'Object to or restrict some uses of your information.',
          'Complain to a data protection authority, such as the Nigeria Data Protection Commission or the authority where you live.',
        ],
      },
    ],
  },
  {
    title: 'Children’s privacy',
    blocks: [
      'Diaspora Hub is not for children under 18. You must be 18 or older to create an account, and we do not knowingly collect information from children who use the service themselves.',
      'Adults may name children as beneficiaries of a health or funeral plan. In that case we collect the child’s details from the adult only to provide the cover. If you believe a child has given us their information, please contact us and we will delete it.',
    ],
  },
  {
    title: 'Changes to this policy',
    blocks: [
      'We may update this policy when our services or the law change. We will change the date at the top of this page and, for important changes, let you know by email or in the app before they take effect.',
    ],
  },
  {
    title: 'Contact us',
    blocks: [
      {
        contact:
          'For questions about this policy or your personal information, or to use any of your rights, email us at',
      },
      'You can also send us a message from the Support page in the app.',
    ],
  },
];
