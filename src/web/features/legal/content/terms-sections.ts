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
      'Health plans are priced per person per year, in US dollars and naira, and some prices depend on age or plan type. The price that applies is the one calculated by our servers when you place your order, shown on the order summary. Cover starts on the day after we activate it, which needs your payment and the consent of each person covered, never before the day after your order, and runs for 12 months.',
      'Property listings come from verified realty providers. Applying for a property requires the provider’s application fee, shown before you apply. An application is not an offer to sell or let: the provider decides whether to accept it, and any purchase or tenancy is agreed directly with the provider.',
      'Funeral plans pay a cash amount as set out in the plan and are paid monthly. Cover for family members follows the limits of the plan type you choose.',
    ],
  },
  {
    title: 'Orders, payment and cancellation',
    blocks: [
      'Orders and applications are paid by bank transfer, using the confirmation number shown on your order confirmation as the payment reference. An order stays pending until your transfer is received and confirmed; it then becomes paid and, when cover begins, active.',
      'You may cancel an order that is pending or paid by contacting us before it becomes active. Refunds of amounts already passed to a provider, and of property application fees, follow that provider’s terms. We will tell you what applies before you cancel.',
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
