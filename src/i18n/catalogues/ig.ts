import type { Catalogue } from '../catalogue';
import { UNREVIEWED } from '../review';

/** Igbo, with its dotted vowels (ị ọ ụ) and ṅ. A draft: see docs/glossary.md. */
export const ig: Catalogue = {
  language: 'ig',
  review: UNREVIEWED,
  messages: {
    'language.label': 'Asụsụ',
    'language.change': 'Gbanwee asụsụ',
    'language.invalid': 'Họrọ otu asụsụ site na ndepụta',

    'page.title': 'Mkpuchi ahụike gị',
    'page.hello': 'Ndewo {name}',
    'page.someone': 'Onye nọ n’ezinụlọ gị',
    'page.bought': '{sponsor} azụtala gị mkpuchi ahụike {plan}, site n’aka {provider}.',
    'page.keep':
      'Ọ bụ naanị gị ka ibe a dịịrị. Debe ya: kaadị onye otu gị ga-anọ ebe a ogologo oge mkpuchi gị na-arụ ọrụ.',
    'page.moreToDo': '{count, plural, other {Usoro # fọdụrụ n’okpuru.}}',

    'page.intro': 'Ọ bụ naanị gị ka ibe a dịịrị. E nwere usoro atọ dị mkpụmkpụ, otu usoro n’ihuenyo ọ bụla.',
    'steps.label': 'Usoro gị',
    'steps.count': 'Usoro {step} n’ime {total}: {name}',
    'steps.details': 'Ozi gị',
    'steps.consent': 'Ikesa ozi gị',
    'steps.hospital': 'Ụlọ ọgwụ gị',
    'steps.done': 'Emechara',
    'steps.back': 'Laghachi azụ',
    'refuse.title': 'Ị ji n’aka?',
    'refuse.why': 'Mkpuchi gị enweghị ike ịmalite na-enweghị nke a.',
    'refuse.keep': 'Ee, debe azịza m',
    'refuse.back': 'Mba, ka m laghachi',
    'done.title': 'I mezuchaala',
    'done.thanks': 'Daalụ. Ị zaala ihe niile. Anyị achọghị ihe ọzọ n’aka gị ugbu a.',
    'done.refusedTitle': 'Mkpuchi gị enweghị ike ịmalite',
    'done.refused':
      'I kwuru na ị kwenyeghị ka anyị kesaa ozi gị, ya mere mkpuchi gị enweghị ike ịmalite. Ị nwere ike ịgbanwe azịza gị mgbe ọ bụla.',
    'done.nextTitle': 'Ihe na-esote',
    'done.next1': 'Diaspora Hub ga-amalite mkpuchi gị mgbe onye ọ bụla e zụtaara ya kwuru “ee”.',
    'done.next2': 'Mkpuchi gị ga-amalite n’echi ya, ọ ga-adị ọnwa 12.',
    'done.next3': 'Mgbe ahụ, kaadị onye otu gị ga-anọ na ibe a. Mepee otu njikọ a ka ị hụ ya.',
    'answers.title': 'Gbanwee azịza gị',
    'answers.details': 'Gbanwee nọmba ekwentị m ma ọ bụ adreesị m',
    'answers.consent': 'Gbanwee azịza m gbasara ikesa ozi',

    'saved.details': 'Daalụ. Anyị edebela nọmba ekwentị gị na adreesị gị.',
    'saved.consentGiven': 'Daalụ. Anyị edeela na i kwenyere.',
    'saved.consentRefused':
      'Anyị edeela azịza gị: anyị agaghị ekesa ozi gị, anyị agwakwala onye zụtara mkpuchi ahụ.',
    'saved.hospital': 'Daalụ. Anyị edebela ụlọ ọgwụ gị.',

    'details.title': '1. Nọmba ekwentị gị na adreesị gị',
    'details.confirmedOn': 'I kwadoro ha na {date, date, long}.',
    'details.check': 'Lelee ha anya, ma dozie ihe ọ bụla na-ezighị ezi.',
    'details.countryCode': 'Koodu obodo',
    'details.phoneNumber': 'Nọmba ekwentị',
    'details.address': 'Adreesị',
    'details.confirm': 'Kwado ozi m',

    'consent.title': '2. Ikesa ozi gị na {provider}',
    'consent.intro':
      'Mkpuchi gị nwere ike ịmalite naanị ma ọ bụrụ na i kwenye. Ọ dịghị onye ọzọ nwere ike ịza nke a maka gị.',
    'consent.statement':
      'Ekwenyere m ka Diaspora Hub kesaa aha m, ụbọchị ọmụmụ m, nọmba ekwentị m, adreesị m na ozi ahụike mkpuchi m chọrọ na {provider}. Ọ bụ {provider} na-ahụ maka atụmatụ ahụike m, {plan}. Ha na-eji ozi ndị a edebanye m aha ma kwụọ ụlọ ọgwụ ụgwọ ọgwụgwọ m. Ọ dịghị onye ọzọ ga-enweta ha. Enwere m ike ịwepụ “ee” m n’oge ọ bụla. M ga-edegara Diaspora Hub akwụkwọ, ikesa ahụ ga-akwụsị. Mkpuchi m enweghị ike ịmalite na-enweghị “ee” m.',
    'consent.moreDetail': 'Nkọwa ndị ọzọ',
    'consent.legal':
      'Iwu UK na-akpọ ozi ahụike “special category data” (UK General Data Protection Regulation), iwu Naịjirịa na-akpọkwa ya “sensitive personal data” (Nigeria Data Protection Act 2023). Diaspora Hub na-edebe azịza gị na ụbọchị ya na kpọmkwem okwu ndị i hụrụ.',
    'consent.gaveOn': 'I kwenyere na {date, date, long}. Ị nwere ike ịgbanwe azịza gị n’okpuru.',
    'consent.refusedOn': 'Ị kwenyeghị na {date, date, long}. Ị nwere ike ịgbanwe azịza gị n’okpuru.',
    'consent.question': 'Ị kwenyere?',
    'consent.agree': 'Ekwenyere m',
    'consent.refuse': 'Ekwenyeghị m',

    'hospital.title': '3. Ụlọ ọgwụ gị',
    'hospital.lead': 'Họrọ ụlọ ọgwụ ị ga-ebu ụzọ gaa. Naanị ụlọ ọgwụ ndị {plan} na-ekpuchi dị na ndepụta a.',
    'hospital.yours': 'Ụlọ ọgwụ gị: {name}.',
    'hospital.state': 'Steeti gị',
    'hospital.anyState': 'Steeti ọ bụla',
    'hospital.nearFirst': 'Buru ụzọ gosi m ụlọ ọgwụ dị nso',
    'hospital.orderByState':
      'Ụlọ ọgwụ ndị dị na {state} na-ebu ụzọ, mgbe ahụ ndị ọzọ site na steeti. Ndepụta a dị site na steeti, ọ bụghị site na anya ụzọ.',
    'hospital.chooseState': 'Họrọ steeti gị ka i buru ụzọ hụ ụlọ ọgwụ ndị dị ebe ahụ.',
    'hospital.sample': 'Ndepụta ụlọ ọgwụ ndị a bụ ihe atụ, ọ bụghị ndepụta zuru ezu nke onye na-enye ya.',
    'hospital.list': 'Ụlọ ọgwụ ndị na-anabata atụmatụ gị',
    'hospital.save': 'Debe ụlọ ọgwụ m',

    'card.title': 'Kaadị onye otu m',
    'card.status.active': 'Mkpuchi na-arụ ọrụ',
    'card.status.notYetActive': 'Mkpuchi amalitebeghị',
    'card.status.expired': 'Mkpuchi agwụla',
    'card.status.cancelled': 'Akagbuola mkpuchi',
    'card.status.revoked': 'Akagbuola kaadị',
    'card.explain.active': 'Onye a nwere mkpuchi taa.',
    'card.explain.notYetActive': 'Mkpuchi a amalitebeghị.',
    'card.explain.expired': 'Mkpuchi a agwụla.',
    'card.explain.cancelled': 'Akagbuola mkpuchi a.',
    'card.explain.revoked': 'Akagbuola kaadị a, ọ naghị arụ ọrụ ọzọ. Rịọ onye otu ahụ kaadị ya nke ugbu a.',
    'card.name': 'Aha',
    'card.memberNumber': 'Nọmba onye otu',
    'card.plan': 'Atụmatụ',
    'card.enrolledWith': 'Aha gị dị na {provider}: nọmba onye otu',
    'card.valid': 'Ọ na-arụ ọrụ',
    'card.validRange': 'Site na {from, date, long} ruo {to, date, long}',
    'card.qrLabel': 'Koodu QR nke kaadị onye otu gị: ụlọ ọgwụ na-enyocha ya iji mara mkpuchi gị',
    'card.qrCaption': 'Gosi koodu a n’ụlọ ọgwụ. Ha ga-enyocha ya iji mara mkpuchi gị.',
    'card.openCheck': 'Mepee nlele mkpuchi ụlọ ọgwụ na-ahụ',
    'card.onceActive':
      'Kaadị onye otu gị ga-apụta ebe a ozugbo mkpuchi gị malitere ịrụ ọrụ. Ọ ga-amalite n’echi ụbọchị Diaspora Hub gbanyere ya, ozugbo onye ọ bụla nọ n’ọda ahụ kwenyere ka e kesaa ozi ya.',

    'emergency.title': 'Nọmba mberede',
    'emergency.lead': 'Mgbe ihe mberede mere, kpọọ {provider}. Ha ga-ajụ gị nọmba dị na kaadị gị.',
    'emergency.call': 'Kpọọ {number}',
    'emergency.sample': 'Nọmba ihe atụ: nọmba ezi nke onye na-enye ya adịbeghị na ndepụta anyị.',

    'myHospital.title': 'Ụlọ ọgwụ m',
    'myHospital.address': 'Adreesị',
    'myHospital.phone': 'Ekwentị',
    'myHospital.phoneUnknown':
      'Anyị enwebeghị nọmba ekwentị ụlọ ọgwụ a. Kpọọ nọmba mberede dị n’elu, ha ga-ejikọ gị.',
    'myHospital.change': 'Gbanwee ụlọ ọgwụ m',
    'myHospital.none': 'Ị họrọbeghị ụlọ ọgwụ.',
    'myHospital.choose': 'Họrọ ụlọ ọgwụ m',

    'home.title': 'Tinye ya na ihu ekwentị',
    'home.lead': 'Debe ibe a n’ekwentị gị, ka i wee mepee kaadị gị otu mmetụ, ọ bụrụgodị na ozi a adịghị.',
    'home.button': 'Tinye ya na ihu ekwentị',
    'home.android': 'Ekwentị Android (Chrome)',
    'home.android1': 'Metụ menu ⋮ n’elu n’aka nri.',
    'home.android2': 'Metụ Add to Home screen.',
    'home.android3': 'Metụ Add.',
    'home.iphone': 'iPhone (Safari)',
    'home.iphone1': 'Metụ bọtịnụ Share: igbe nwere akụ na-atụ n’elu.',
    'home.iphone2': 'Metụ Add to Home Screen.',
    'home.iphone3': 'Metụ Add.',

    'code.title': 'Gosi na ọ bụ gị',
    'code.intro':
      'Ibe a nwere mkpuchi ahụike gị na azịza gị, ya mere ọ bụ naanị gị nwere ike imepe ya. Anyị na-ezipụ koodu nọmba 6 na ekwentị gị ma ọ bụ e-mail gị.',
    'code.send': 'Zitere m koodu',
    'code.sent': 'Anyị ezipụla koodu nọmba 6 na {destination}',
    'code.label': 'Koodu nọmba 6',
    'code.hint': 'Koodu ahụ na-arụ ọrụ maka nkeji 10.',
    'code.confirm': 'Mepee ibe m',
    'code.sendAgain': 'Zipu koodu ọhụrụ',

    'error.codeShape': 'Tinye nọmba 6 dị na koodu ahụ',
    'error.codeWrong': 'Koodu ahụ ezighị ezi. Lelee ozi ahụ ma nwaa ọzọ.',
    'error.codeExpired': 'Koodu ahụ agwụla. Zipu koodu ọhụrụ.',
    'error.codeTooMany': 'Ị tinyela koodu na-ezighị ezi ọtụtụ ugboro. Zipu koodu ọhụrụ.',
    'error.codeNone': 'Buru ụzọ zitere onwe gị koodu.',
    'error.noContact':
      'Anyị enweghị nọmba ekwentị ma ọ bụ e-mail anyị ga-eziga gị koodu. Gwa onye zụtara mkpuchi ahụ ka ọ kpọtụrụ Diaspora Hub.',
    'error.proofNeeded': 'Buru ụzọ jiri koodu gosi na ọ bụ gị.',
    'error.tooManyCodes': 'Ezipụla ọtụtụ koodu. Biko chere nkeji iri, wee nwaa ọzọ.',
    'error.chooseConsent': 'Họrọ ma ị kwenyere',
    'error.chooseHospital': 'Họrọ otu ụlọ ọgwụ site na ndepụta',
    'error.phoneNumber': 'Tinye nọmba ekwentị gị',
    'error.nigerianMobile': 'Tinye nọmba ekwentị Naịjirịa gị, dịka 0803 123 4567',
    'error.address': 'Tinye adreesị gị',
    'error.countryCode': 'Họrọ koodu obodo',
    'error.notFoundTitle': 'Ahụghị njikọ a',
    'error.notFound':
      'Njikọ a adabaghị na akwụkwọ ịkpọ òkù ọ bụla. Lelee ma i detuuru adreesị ahụ niile, ma ọ bụ rịọ onye zụtara mkpuchi ahụ ka o zitere gị njikọ ọhụrụ.',
    'error.expiredTitle': 'Njikọ a agwụla',
    'error.expired':
      'Njikọ a anaghị arụ ọrụ ọzọ. Njikọ na-arụ ọrụ ụbọchị {days} mgbe mkpuchi na-eche ịmalite, mgbe ahụ ruo ụbọchị {afterDays} mgbe mkpuchi gwụsịrị. Rịọ onye zụtara mkpuchi ahụ ka o zitere gị nke ọhụrụ.',
    'error.tooManyTitle': 'Arịrịọ adịla ọtụtụ',
    'error.tooMany': 'Biko chere otu nkeji, wee mepee njikọ ahụ ọzọ.',

    'sms.invitation':
      '{greeting} {sponsor} azụtala gị mkpuchi ahụike {plan}. Biko kwado ma nye azịza gị n’ibe nke gị: {url} - Diaspora Hub',
    'sms.reminder':
      '{greeting} Ncheta: {sponsor} azụtala gị mkpuchi ahụike {plan}. Biko kwado ma nye azịza gị n’ibe nke gị: {url} - Diaspora Hub',
    'sms.code':
      'Koodu Diaspora Hub gị bụ {code}. Ọ na-arụ ọrụ maka nkeji {minutes}. Egosila ya onye ọ bụla, ọbụna ezinụlọ: ọ na-emepe ibe mkpuchi ahụike gị.',
    'greeting.named': 'Ndewo {name},',
    'greeting.plain': 'Ndewo,',

    'mail.subject': '{sponsor} azụtala gị mkpuchi ahụike | Diaspora Hub',
    'mail.reminderSubject': 'Ncheta: {sponsor} azụtala gị mkpuchi ahụike | Diaspora Hub',
    'mail.lead': '{sponsor} azụtala gị mkpuchi ahụike {plan} site na Diaspora Hub.',
    'mail.ask':
      'Biko mepee ibe nke gị iji kwado nọmba ekwentị gị na adreesị gị, kwuo ma i kwenyere ka e kesaa ozi gị na onye na-enye atụmatụ ahụike ahụ, ma họrọ ụlọ ọgwụ gị. Ibe ahụ ga-arịọ koodu nọmba 6 anyị zitere na ekwentị gị ma ọ bụ e-mail gị, ka ọ bụrụ naanị gị ga-aza.',
    'mail.page': 'Ibe gị: {url}',
    'mail.open': 'Mepee ibe gị',
    'mail.until': 'Njikọ a bụ naanị nke gị, ọ ga-arụkwa ọrụ ruo {date, date, long}.',
    'mail.codeSubject': 'Koodu gị: {code} | Diaspora Hub',
  },
};
