import type { Catalogue } from '../catalogue';
import { UNREVIEWED } from '../review';

/** Nigerian Pidgin (Naijá). A draft: see docs/glossary.md for the words kept the same on every page. */
export const pcm: Catalogue = {
  language: 'pcm',
  review: UNREVIEWED,
  messages: {
    'language.label': 'Language',
    'language.change': 'Change language',
    'language.invalid': 'Choose one language from the list',

    'page.title': 'Your cover',
    'page.hello': 'How far {name}',
    'page.someone': 'Person for your family',
    'page.bought': '{sponsor} don buy {plan} health cover for you, from {provider}.',
    'page.keep':
      'Na only you get this page. Keep am: your member card go dey here as long as your cover dey.',
    'page.moreToDo': '{count, plural, one {One thing remain for below.} other {# things remain for below.}}',

    'page.intro': 'Na only you get this page. E get three small steps, one for each screen.',
    'steps.label': 'Your steps',
    'steps.count': 'Step {step} for {total}: {name}',
    'steps.details': 'Your details',
    'steps.consent': 'To share your details',
    'steps.hospital': 'Your hospital',
    'steps.done': 'E don finish',
    'steps.back': 'Go back',
    'refuse.title': 'You sure?',
    'refuse.why': 'Your cover no fit start without this.',
    'refuse.keep': 'Yes, keep my answer',
    'refuse.back': 'No, make I go back',
    'done.title': 'You don finish',
    'done.thanks': 'Thank you. You don answer everything. We no need anything again from you now.',
    'done.refusedTitle': 'Your cover no fit start',
    'done.refused':
      'You talk say you no agree make we share your details, so your cover no fit start. You fit change your answer any time.',
    'done.nextTitle': 'Wetin go happen next',
    'done.next1': 'Diaspora Hub go start your cover when everybody wey dem buy am for don talk yes.',
    'done.next2': 'Your cover go start the next day, and e go last 12 months.',
    'done.next3': 'After that, your member card go dey for this page. Open this same link to see am.',
    'answers.title': 'Change your answers',
    'answers.details': 'Change my phone number or address',
    'answers.consent': 'Change my answer about sharing',

    'saved.details': 'Thank you. We don keep your phone number and address.',
    'saved.consentGiven': 'Thank you. We don write down say you agree.',
    'saved.consentRefused':
      'We don write down your answer: we no go share your details, and we don tell the person wey buy the cover.',
    'saved.hospital': 'Thank you. We don keep your hospital.',

    'details.title': '1. Your phone number and address',
    'details.confirmedOn': 'You confirm dem for {date, date, long}.',
    'details.check': 'Check dem well and correct anything wey no correct.',
    'details.countryCode': 'Country code',
    'details.phoneNumber': 'Phone number',
    'details.address': 'Address',
    'details.confirm': 'Confirm my details',

    'consent.title': '2. Make we share your details with {provider}',
    'consent.intro': 'Your cover fit start only if you agree. Nobody fit answer this one for you.',
    'consent.statement':
      'I agree make Diaspora Hub share my name, my birthday, my phone number, my address and the health tori wey my cover need with {provider}. Na {provider} dey run my health plan, {plan}. Dem go use am take register me and pay hospital for my treatment. Nobody else go collect am. I fit take my yes back any time. I go just write to Diaspora Hub, and the sharing go stop. My cover no fit start without my yes.',
    'consent.moreDetail': 'More gist',
    'consent.legal':
      'For UK, the law call health information “special category data” (UK General Data Protection Regulation). For Nigeria, the law call am “sensitive personal data” (Nigeria Data Protection Act 2023). Diaspora Hub dey keep your answer with the date and the exact words wey you see.',
    'consent.gaveOn': 'You agree for {date, date, long}. You fit change your answer for below.',
    'consent.refusedOn': 'You no agree for {date, date, long}. You fit change your answer for below.',
    'consent.question': 'You agree?',
    'consent.agree': 'I agree',
    'consent.refuse': 'I no agree',

    'hospital.title': '3. Your hospital',
    'hospital.lead':
      'Choose the hospital wey you go first go. Na only hospitals wey {plan} cover dey for the list.',
    'hospital.yours': 'Your hospital: {name}.',
    'hospital.state': 'Your state',
    'hospital.anyState': 'Any state',
    'hospital.nearFirst': 'Show me hospitals wey near me first',
    'hospital.orderByState':
      'Hospitals for {state} dey first, then the others by state. We arrange the list by state, no be by distance.',
    'hospital.chooseState': 'Choose your state make you see the hospitals for there first.',
    'hospital.sample': 'These hospital lists na sample, no be the provider full list.',
    'hospital.list': 'Hospitals wey dey take your plan',
    'hospital.save': 'Keep my hospital',

    'card.title': 'My member card',
    'card.status.active': 'Cover dey work',
    'card.status.notYetActive': 'Cover never start',
    'card.status.expired': 'Cover don end',
    'card.status.cancelled': 'Dem cancel the cover',
    'card.status.revoked': 'Dem cancel the card',
    'card.explain.active': 'This person get cover today.',
    'card.explain.notYetActive': 'This cover never start.',
    'card.explain.expired': 'This cover don end.',
    'card.explain.cancelled': 'Dem cancel this cover.',
    'card.explain.revoked':
      'Dem cancel this card and e no dey work again. Ask the member for the card wey dey work now.',
    'card.name': 'Name',
    'card.memberNumber': 'Member number',
    'card.plan': 'Plan',
    'card.enrolledWith': '{provider} don register you: member ID',
    'card.valid': 'E dey work',
    'card.validRange': 'From {from, date, long} reach {to, date, long}',
    'card.qrLabel': 'QR code for your member card: hospital go scan am to check your cover',
    'card.qrCaption': 'Show this code for hospital. Dem go scan am to check your cover.',
    'card.openCheck': 'Open the cover check wey hospital dey see',
    'card.onceActive':
      'Your member card go show here once your cover start to work. E go start the day after Diaspora Hub switch am on, once everybody wey dey the order don agree make dem share their details.',

    'emergency.title': 'Emergency line',
    'emergency.lead':
      'If emergency happen, call {provider}. Dem go ask you for the number wey dey your card.',
    'emergency.call': 'Call {number}',
    'emergency.sample': 'Sample number: the provider real line never enter our catalogue.',

    'myHospital.title': 'My hospital',
    'myHospital.address': 'Address',
    'myHospital.phone': 'Phone',
    'myHospital.phoneUnknown':
      'We never get this hospital phone number. Call the emergency line wey dey up, dem go connect you.',
    'myHospital.change': 'Change my hospital',
    'myHospital.none': 'You never choose hospital.',
    'myHospital.choose': 'Choose my hospital',

    'home.title': 'Put am for home screen',
    'home.lead':
      'Keep this page for your phone, so you fit open your card with one touch, even without this message.',
    'home.button': 'Put am for home screen',
    'home.android': 'Android phone (Chrome)',
    'home.android1': 'Touch the menu ⋮ for top, right side.',
    'home.android2': 'Touch Add to Home screen.',
    'home.android3': 'Touch Add.',
    'home.iphone': 'iPhone (Safari)',
    'home.iphone1': 'Touch the Share button: na square with arrow wey point up.',
    'home.iphone2': 'Touch Add to Home Screen.',
    'home.iphone3': 'Touch Add.',

    'code.title': 'Show say na you',
    'code.intro':
      'Your health cover and your answer dey this page, so na only you fit open am. We go send 6-number code to your own phone or e-mail.',
    'code.send': 'Send me code',
    'code.sent': 'We don send 6-number code to {destination}',
    'code.label': '6-number code',
    'code.hint': 'The code go work for 10 minutes.',
    'code.confirm': 'Open my page',
    'code.sendAgain': 'Send new code',

    'error.codeShape': 'Put the 6 numbers wey dey the code',
    'error.codeWrong': 'That code no correct. Check the message and try again.',
    'error.codeExpired': 'That code don expire. Send new code.',
    'error.codeTooMany': 'You don try wrong too many times. Send new code.',
    'error.codeNone': 'Send code to yourself first.',
    'error.noContact':
      'We no get phone number or e-mail to send code give you. Tell the person wey buy the cover make dem contact Diaspora Hub.',
    'error.proofNeeded': 'Use the code show say na you first.',
    'error.tooManyCodes': 'We don send too many codes. Abeg wait ten minutes, then try again.',
    'error.chooseConsent': 'Choose if you agree or you no agree',
    'error.chooseHospital': 'Choose one hospital from the list',
    'error.phoneNumber': 'Put your phone number',
    'error.nigerianMobile': 'Put your Nigerian mobile number, like 0803 123 4567',
    'error.address': 'Put your address',
    'error.countryCode': 'Choose country code',
    'error.notFoundTitle': 'We no see this link',
    'error.notFound':
      'This link no match any invitation. Check say you copy the whole address, or ask the person wey buy the cover make dem send you new link.',
    'error.expiredTitle': 'This link don expire',
    'error.expired':
      'This link no dey work again. Link dey work for {days} days while the cover dey wait to start, then until {afterDays} days after the cover end. Ask the person wey buy the cover make dem send you new one.',
    'error.tooManyTitle': 'Too many tries',
    'error.tooMany': 'Abeg wait one minute, then open the link again.',

    'sms.invitation':
      '{greeting} {sponsor} don buy {plan} health cover for you. Abeg confirm and give your answer for your own page: {url} - Diaspora Hub',
    'sms.reminder':
      '{greeting} We dey remind you: {sponsor} don buy {plan} health cover for you. Abeg confirm and give your answer for your own page: {url} - Diaspora Hub',
    'sms.code':
      'Your Diaspora Hub code na {code}. E go work for {minutes} minutes. No give anybody, even family: na im dey open your health cover page.',
    'greeting.named': 'How far {name},',
    'greeting.plain': 'How far,',

    'mail.subject': '{sponsor} don buy health cover for you | Diaspora Hub',
    'mail.reminderSubject': 'Reminder: {sponsor} don buy health cover for you | Diaspora Hub',
    'mail.lead': '{sponsor} don buy {plan} health cover for you through Diaspora Hub.',
    'mail.ask':
      'Abeg open your own page to confirm your phone number and address, talk if you agree make we share your details with the health plan provider, and choose your hospital. The page go ask for 6-number code wey we send to your own phone or e-mail, so na only you fit answer.',
    'mail.page': 'Your page: {url}',
    'mail.open': 'Open your page',
    'mail.until': 'Na only you get this link, and e go work until {date, date, long}.',
    'mail.codeSubject': 'Your code: {code} | Diaspora Hub',
  },
};
