import type { LegalSection } from '../legal-types';

export const TERMS_INTRO =
  'These terms govern your use of the Diaspora Hub website and app. By creating an account or placing an order or application, you agree to them. Please read them carefully.';

/** The Terms and Conditions' 7 sections, in order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Our role as an intermediary',
    blocks: [
      'Diaspora Hub connects you with third-party providers in Nigeria: health providers who issue health plans, realty providers who list properties, and providers of funeral cash plans. We present their offers, take your order or application, pass it to the provider and keep you informed.',
      'We are not an insurer, a health care provider or an estate agent. Each plan or property is governed by the provider’s own terms, benefits and exclusions, which we show or link to before you buy or apply. Claims and use of cover are handled with the provider.',
    ],
  },
  {
    title: 'Your account',
    blocks: [
      {
        list: [
          'You must be at least 18 years old to create an account.',
          'The information you give about yourself, your beneficiaries and any payer must be true, complete and up to date, and you must have their permission to share it.',
          'Keep your password secret. You are responsible for what happens in your account until you tell us it has been misused.',
          'We may suspend an account used for fraud, to harm others or in breach of these terms.',
        ],
      },
    ],
  },
  {
    title: 'Health plans, property and funeral plans',
    blocks: [
      'Health plans are priced per person per year, in US dollars and naira, and some prices depend on age or plan type. The price that applies is the one calculated by our servers when you place your order, shown on the order summary. Amounts shown in pounds, euros or Canadian dollars are estimates converted from the naira price; when you place an order in one of them, its quote is held for 24 hours.',
      'Each beneficiary is invited by us, by SMS and email, once your payment is received, and gives or refuses their own consent to their health details going to the provider, after confirming a 6-digit code sent to their own phone or email. Nobody else can consent for them. Cover starts on the day after it is activated, which needs your payment and every beneficiary’s consent, and runs for 12 months. A beneficiary who refuses or does not answer can be removed from the order: before payment the order is priced again without them, and after payment their share is refunded to you.',
      'Once cover is active, each beneficiary has a member card with a QR code that a hospital can check on our public verification page, and a page of their own with their card, chosen hospital and the provider’s emergency line. We remind you 30 and 7 days before cover ends, and you can renew it up to 90 days after it ended.',
      'Property listings come from vetted realty providers. Each listing shows the status of its land title; a title marked as verified by us means our team has seen its documents and confirmed them at the state land registry on the date shown, and is not legal advice. Applying for a property requires the provider’s application fee, shown before you apply. An application is not an offer to sell or let: the provider decides whether to accept it, and any purchase or tenancy is agreed directly with the provider.',
      'Funeral plans pay a cash amount as set out in the plan and are paid by a monthly premium, per family or per person named as the plan states. Cover starts the day after the first premium is received, which is due once the application is approved. An unpaid premium gives 30 days’ grace during which the cover continues; after that the cover lapses and a death while it has lapsed is not covered. Paying the arrears within 90 days of the lapse reinstates the cover, with a new 6-month waiting period for natural death; after that a new application is needed. Cover for family members follows the limits of the plan type you choose. Claims are made online by the holder of a plan whose cover was in force on the date of death, or the beneficiary they name; a death from natural causes in the first 6 months of cover is not covered, an accident is covered from the first day.',
    ],
  },
  {
    title: 'Orders, payment and cancellation',
    blocks: [
      {
        fact: 'card-payments',
        text: {
          on: 'Health plan orders are paid by card through our payment provider, Paystack, or by bank transfer; applications are paid by bank transfer. A transfer uses the confirmation number shown on your order confirmation as the payment reference. An order stays pending until your payment is received; it then becomes paid and, once every beneficiary has consented and the cover is started, active.',
          off: 'Orders and applications are paid by bank transfer, using the confirmation number shown on your order confirmation as the payment reference. An order stays pending until your transfer is received and confirmed; it then becomes paid and, once every beneficiary has consented and the cover is started, active.',
        },
      },
      {
        fact: 'bank-currency',
        text: {
          NGN: 'Bank transfers are made to our naira account, in naira (NGN).',
          USD: 'Bank transfers are made to our US dollar account, in US dollars (USD).',
        },
      },
      'You may cancel an order that is pending or paid by contacting us before it becomes active. A card payment is refunded to the card it came from, a transfer by bank transfer to you; refunds of amounts already passed to a provider, and of property application fees, follow that provider’s terms. We will tell you what applies before you cancel.',
      'Bank charges and exchange rate differences charged by your own bank are your responsibility.',
    ],
  },
  {
    title: 'Acceptable use',
    blocks: [
      'Use Diaspora Hub only for lawful purposes. Do not try to get into other people’s accounts, interfere with the service, copy its content in bulk, or give false information to obtain cover or property.',
    ],
  },
  {
    title: 'Our responsibility to you',
    blocks: [
      'We take reasonable care to present providers’ offers accurately and to pass your orders and applications on promptly. We are not responsible for the services that providers deliver, for decisions they make on cover, claims or applications, or for delays caused by events outside our control.',
      'Nothing in these terms limits any liability that cannot be limited by law. Otherwise, our total liability to you for any order is limited to the amount you paid us for it.',
    ],
  },
  {
    title: 'Ending your account, changes and contact',
    blocks: [
      'You can ask us to delete your account at any time from the Delete Account page. We process requests in 5-7 business days and remove your personal data within 30 days, as described in our Privacy Policy. Active plans remain with their providers under their terms.',
      'We may update these terms. We will change the date at the top of this page and tell you about important changes before they take effect; continuing to use the service after that means you accept them. These terms are governed by the laws of the Federal Republic of Nigeria.',
      { contact: 'Questions about these terms? Email us at' },
    ],
  },
];
