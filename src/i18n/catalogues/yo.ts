import type { Catalogue } from '../catalogue';
import { UNREVIEWED } from '../review';

/** Yoruba (Yorùbá), with its tone marks and subdots. A draft: see docs/glossary.md. */
export const yo: Catalogue = {
  language: 'yo',
  review: UNREVIEWED,
  messages: {
    'language.label': 'Èdè',
    'language.change': 'Yí èdè padà',
    'language.invalid': 'Yan èdè kan nínú àkọsílẹ̀',

    'page.title': 'Ààbò ìlera rẹ',
    'page.hello': 'Ẹ n lẹ́ o {name}',
    'page.someone': 'Ẹnìkan nínú ẹbí yín',
    'page.bought': '{sponsor} ti ra ààbò ìlera {plan} fún yín, láti ọ̀dọ̀ {provider}.',
    'page.keep':
      'Ẹ̀yin nìkan ni ojú-ìwé yìí wà fún. Ẹ pa á mọ́: káàdì ọmọ ẹgbẹ́ yín yóò wà níbí ní gbogbo ìgbà tí ààbò yín bá ń ṣiṣẹ́.',
    'page.moreToDo': '{count, plural, other {Ìgbésẹ̀ # ló kù nísàlẹ̀.}}',

    'page.intro': 'Ẹ̀yin nìkan ni ojú-ìwé yìí wà fún. Ìgbésẹ̀ kúkúrú mẹ́ta ló wà, ọ̀kọ̀ọ̀kan lójú kan.',
    'steps.label': 'Àwọn ìgbésẹ̀ yín',
    'steps.count': 'Ìgbésẹ̀ {step} nínú {total}: {name}',
    'steps.details': 'Àlàyé yín',
    'steps.consent': 'Pípín àlàyé yín',
    'steps.hospital': 'Ilé ìwòsàn yín',
    'steps.done': 'Ó ti parí',
    'steps.back': 'Padà sẹ́yìn',
    'refuse.title': 'Ṣé ó dá yín lójú?',
    'refuse.why': 'Ààbò yín kò lè bẹ̀rẹ̀ láìsí èyí.',
    'refuse.keep': 'Bẹ́ẹ̀ ni, ẹ pa ìdáhùn mi mọ́',
    'refuse.back': 'Rárá, ẹ jẹ́ kí n padà',
    'done.title': 'Ẹ ti parí',
    'done.thanks': 'Ẹ ṣé o. Ẹ ti dáhùn gbogbo rẹ̀. A kò nílò nǹkan mìíràn lọ́wọ́ yín báyìí.',
    'done.refusedTitle': 'Ààbò yín kò lè bẹ̀rẹ̀',
    'done.refused':
      'Ẹ sọ pé ẹ kò gbà kí a pín àlàyé yín, nítorí náà ààbò yín kò lè bẹ̀rẹ̀. Ẹ lè yí ìdáhùn yín padà nígbàkigbà.',
    'done.nextTitle': 'Ohun tó kàn',
    'done.next1': 'Diaspora Hub yóò bẹ̀rẹ̀ ààbò yín nígbà tí gbogbo ẹni tí wọ́n rà á fún bá ti sọ “bẹ́ẹ̀ ni”.',
    'done.next2': 'Ààbò yín yóò bẹ̀rẹ̀ ní ọjọ́ kejì, yóò sì wà fún oṣù méjìlá.',
    'done.next3': 'Lẹ́yìn náà, káàdì ọmọ ẹgbẹ́ yín yóò wà lójú-ìwé yìí. Ẹ ṣí ìjápọ̀ yìí kan náà láti rí i.',
    'answers.title': 'Ẹ yí ìdáhùn yín padà',
    'answers.details': 'Yí nọ́mbà fóònù tàbí àdírẹ́sì mi padà',
    'answers.consent': 'Yí ìdáhùn mi nípa pípín àlàyé padà',

    'saved.details': 'Ẹ ṣé o. A ti fi nọ́mbà fóònù àti àdírẹ́sì yín pamọ́.',
    'saved.consentGiven': 'Ẹ ṣé o. A ti kọ ọ́ sílẹ̀ pé ẹ gbà.',
    'saved.consentRefused':
      'A ti kọ ìdáhùn yín sílẹ̀: a kò ní pín àlàyé yín, a sì ti sọ fún ẹni tó ra ààbò náà.',
    'saved.hospital': 'Ẹ ṣé o. A ti fi ilé ìwòsàn yín pamọ́.',

    'details.title': '1. Nọ́mbà fóònù àti àdírẹ́sì yín',
    'details.confirmedOn': 'Ẹ jẹ́rìí sí wọn ní {date, date, long}.',
    'details.check': 'Ẹ yẹ̀ wọ́n wò, kí ẹ sì ṣe àtúnṣe ohunkóhun tí kò tọ́.',
    'details.countryCode': 'Kóòdù orílẹ̀-èdè',
    'details.phoneNumber': 'Nọ́mbà fóònù',
    'details.address': 'Àdírẹ́sì',
    'details.confirm': 'Jẹ́rìí sí àlàyé mi',

    'consent.title': '2. Pípín àlàyé yín pẹ̀lú {provider}',
    'consent.intro': 'Ààbò yín lè bẹ̀rẹ̀ kìkì tí ẹ bá gbà. Kò sí ẹlòmíràn tó lè dáhùn èyí fún yín.',
    'consent.statement':
      'Mo gbà pé Diaspora Hub lè pín orúkọ mi, ọjọ́ ìbí mi, nọ́mbà fóònù mi, àdírẹ́sì mi àti àlàyé ìlera tí ààbò mi nílò pẹ̀lú {provider}. {provider} ló ń ṣe ètò ìlera mi, {plan}. Wọ́n ń lò àwọn àlàyé yìí láti forúkọ mi sílẹ̀ àti láti sanwó ilé ìwòsàn fún ìtọ́jú mi. Kò sí ẹlòmíràn tí yóò rí wọn. Mo lè gba “bẹ́ẹ̀ ni” mi padà nígbàkigbà. Màá kàn kọ̀wé sí Diaspora Hub, pípín náà yóò sì dúró. Ààbò mi kò lè bẹ̀rẹ̀ láìsí “bẹ́ẹ̀ ni” mi.',
    'consent.moreDetail': 'Àlàyé síwájú sí i',
    'consent.legal':
      'Òfin ilẹ̀ UK pe àlàyé ìlera ní “special category data” (UK General Data Protection Regulation), òfin Nàìjíríà sì pè é ní “sensitive personal data” (Nigeria Data Protection Act 2023). Diaspora Hub ń pa ìdáhùn yín mọ́ pẹ̀lú ọjọ́ rẹ̀ àti ọ̀rọ̀ gangan tí ẹ rí.',
    'consent.gaveOn': 'Ẹ gbà ní {date, date, long}. Ẹ lè yí ìdáhùn yín padà nísàlẹ̀.',
    'consent.refusedOn': 'Ẹ kò gbà ní {date, date, long}. Ẹ lè yí ìdáhùn yín padà nísàlẹ̀.',
    'consent.question': 'Ṣé ẹ gbà?',
    'consent.agree': 'Mo gbà',
    'consent.refuse': 'Mi ò gbà',

    'hospital.title': '3. Ilé ìwòsàn yín',
    'hospital.lead':
      'Ẹ yan ilé ìwòsàn tí ẹ óò kọ́kọ́ lọ. Kìkì àwọn ilé ìwòsàn tí {plan} bò ló wà nínú àkọsílẹ̀.',
    'hospital.yours': 'Ilé ìwòsàn yín: {name}.',
    'hospital.state': 'Ìpínlẹ̀ yín',
    'hospital.anyState': 'Ìpínlẹ̀ èyíkéyìí',
    'hospital.nearFirst': 'Kọ́kọ́ fi àwọn ilé ìwòsàn tó súnmọ́ mi hàn',
    'hospital.orderByState':
      'Àwọn ilé ìwòsàn ní {state} ló kọ́kọ́ wà, lẹ́yìn náà àwọn yòókù ní ìpínlẹ̀-ìpínlẹ̀. A tò ó ní ìpínlẹ̀-ìpínlẹ̀, kì í ṣe bí ó ti jìnnà tó.',
    'hospital.chooseState': 'Ẹ yan ìpínlẹ̀ yín kí ẹ lè kọ́kọ́ rí àwọn ilé ìwòsàn tó wà níbẹ̀.',
    'hospital.sample': 'Àpẹẹrẹ ni àwọn àkọsílẹ̀ ilé ìwòsàn yìí, kì í ṣe àkọsílẹ̀ kíkún ti olùpèsè.',
    'hospital.list': 'Àwọn ilé ìwòsàn tó gba ètò yín',
    'hospital.save': 'Fi ilé ìwòsàn mi pamọ́',

    'card.title': 'Káàdì ọmọ ẹgbẹ́ mi',
    'card.status.active': 'Ààbò ń ṣiṣẹ́',
    'card.status.notYetActive': 'Ààbò kò tíì bẹ̀rẹ̀',
    'card.status.expired': 'Ààbò ti parí',
    'card.status.cancelled': 'Wọ́n ti fagilé ààbò',
    'card.status.revoked': 'Wọ́n ti fagilé káàdì',
    'card.explain.active': 'Ẹni yìí ní ààbò lónìí.',
    'card.explain.notYetActive': 'Ààbò yìí kò tíì bẹ̀rẹ̀.',
    'card.explain.expired': 'Ààbò yìí ti parí.',
    'card.explain.cancelled': 'Wọ́n ti fagilé ààbò yìí.',
    'card.explain.revoked': 'Wọ́n ti fagilé káàdì yìí, kò sì wúlò mọ́. Ẹ béèrè káàdì tuntun lọ́wọ́ ọmọ ẹgbẹ́ náà.',
    'card.name': 'Orúkọ',
    'card.memberNumber': 'Nọ́mbà ọmọ ẹgbẹ́',
    'card.plan': 'Ètò',
    'card.enrolledWith': 'Orúkọ rẹ wà lọ́dọ̀ {provider}: nọ́mbà ọmọ ẹgbẹ́',
    'card.valid': 'Ó wúlò',
    'card.validRange': 'Láti {from, date, long} dé {to, date, long}',
    'card.qrLabel': 'Kóòdù QR káàdì ọmọ ẹgbẹ́ yín: ilé ìwòsàn yóò ṣàyẹ̀wò rẹ̀ láti mọ ààbò yín',
    'card.qrCaption': 'Ẹ fi kóòdù yìí han ilé ìwòsàn. Wọn yóò ṣàyẹ̀wò rẹ̀ láti mọ̀ pé ẹ ní ààbò.',
    'card.openCheck': 'Ṣí àyẹ̀wò ààbò tí ilé ìwòsàn ń rí',
    'card.onceActive':
      'Káàdì ọmọ ẹgbẹ́ yín yóò hàn níbí ní kété tí ààbò yín bá bẹ̀rẹ̀ iṣẹ́. Yóò bẹ̀rẹ̀ ní ọjọ́ kejì tí Diaspora Hub bá tàn án, ní kété tí gbogbo ẹni tó wà lórí ìbéèrè náà bá ti gbà láti pín àlàyé wọn.',

    'emergency.title': 'Nọ́mbà pàjáwìrì',
    'emergency.lead': 'Ní ìgbà pàjáwìrì, ẹ pe {provider}. Wọn yóò béèrè nọ́mbà tó wà lórí káàdì yín.',
    'emergency.call': 'Pe {number}',
    'emergency.sample': 'Nọ́mbà àpẹẹrẹ ni: nọ́mbà gidi ti olùpèsè kò tíì sí nínú àkọsílẹ̀ wa.',

    'myHospital.title': 'Ilé ìwòsàn mi',
    'myHospital.address': 'Àdírẹ́sì',
    'myHospital.phone': 'Fóònù',
    'myHospital.phoneUnknown':
      'A kò tíì ní nọ́mbà fóònù ilé ìwòsàn yìí. Ẹ pe nọ́mbà pàjáwìrì tó wà lókè, wọn yóò so yín pọ̀.',
    'myHospital.change': 'Yí ilé ìwòsàn mi padà',
    'myHospital.none': 'Ẹ kò tíì yan ilé ìwòsàn.',
    'myHospital.choose': 'Yan ilé ìwòsàn mi',

    'home.title': 'Fi sí ojú fóònù',
    'home.lead':
      'Ẹ fi ojú-ìwé yìí sí fóònù yín, kí ẹ lè ṣí káàdì yín pẹ̀lú ìfọwọ́kàn kan, kódà láìsí ìránṣẹ́ yìí.',
    'home.button': 'Fi sí ojú fóònù',
    'home.android': 'Fóònù Android (Chrome)',
    'home.android1': 'Tẹ àkójọ ⋮ ní òkè lápá ọ̀tún.',
    'home.android2': 'Tẹ Add to Home screen.',
    'home.android3': 'Tẹ Add.',
    'home.iphone': 'iPhone (Safari)',
    'home.iphone1': 'Tẹ bọ́tìnì Share: àpótí onígun mẹ́rin tí ọfà rẹ̀ tọ́ka sókè.',
    'home.iphone2': 'Tẹ Add to Home Screen.',
    'home.iphone3': 'Tẹ Add.',

    'code.title': 'Ẹ jẹ́rìí pé ẹ̀yin ni',
    'code.intro':
      'Ààbò ìlera yín àti ìdáhùn yín wà lójú-ìwé yìí, nítorí náà ẹ̀yin nìkan ló lè ṣí i. A ó fi kóòdù oní-nọ́mbà mẹ́fà ránṣẹ́ sí fóònù tàbí í-meèlì yín.',
    'code.send': 'Fi kóòdù ránṣẹ́ sí mi',
    'code.sent': 'A ti fi kóòdù oní-nọ́mbà mẹ́fà ránṣẹ́ sí {destination}',
    'code.label': 'Kóòdù oní-nọ́mbà mẹ́fà',
    'code.hint': 'Kóòdù náà yóò ṣiṣẹ́ fún ìṣẹ́jú mẹ́wàá.',
    'code.confirm': 'Ṣí ojú-ìwé mi',
    'code.sendAgain': 'Fi kóòdù tuntun ránṣẹ́',

    'error.codeShape': 'Ẹ tẹ nọ́mbà mẹ́fà tó wà nínú kóòdù náà',
    'error.codeWrong': 'Kóòdù yẹn kò tọ́. Ẹ wo ìránṣẹ́ náà, kí ẹ sì tún gbìyànjú.',
    'error.codeExpired': 'Kóòdù yẹn ti parí. Ẹ fi kóòdù tuntun ránṣẹ́.',
    'error.codeTooMany': 'Ẹ ti ṣàṣìṣe lọ́pọ̀ ìgbà. Ẹ fi kóòdù tuntun ránṣẹ́.',
    'error.codeNone': 'Ẹ kọ́kọ́ fi kóòdù ránṣẹ́ sí ara yín.',
    'error.noContact':
      'A kò ní nọ́mbà fóònù tàbí í-meèlì láti fi kóòdù ránṣẹ́ sí yín. Ẹ sọ fún ẹni tó ra ààbò náà kí ó kàn sí Diaspora Hub.',
    'error.proofNeeded': 'Ẹ kọ́kọ́ fi kóòdù jẹ́rìí pé ẹ̀yin ni.',
    'error.tooManyCodes': 'A ti fi kóòdù púpọ̀ jù ránṣẹ́. Ẹ jọ̀wọ́ ẹ dúró fún ìṣẹ́jú mẹ́wàá, kí ẹ sì tún gbìyànjú.',
    'error.chooseConsent': 'Ẹ yan bóyá ẹ gbà tàbí ẹ kò gbà',
    'error.chooseHospital': 'Ẹ yan ilé ìwòsàn kan nínú àkọsílẹ̀',
    'error.phoneNumber': 'Ẹ tẹ nọ́mbà fóònù yín',
    'error.nigerianMobile': 'Ẹ tẹ nọ́mbà fóònù Nàìjíríà yín, bíi 0803 123 4567',
    'error.address': 'Ẹ tẹ àdírẹ́sì yín',
    'error.countryCode': 'Ẹ yan kóòdù orílẹ̀-èdè',
    'error.notFoundTitle': 'A kò rí ìjápọ̀ yìí',
    'error.notFound':
      'Ìjápọ̀ yìí kò bá ìpè kankan mu. Ẹ wò ó bóyá ẹ da gbogbo àdírẹ́sì náà kọ, tàbí kí ẹ sọ fún ẹni tó ra ààbò náà kí ó fi ìjápọ̀ tuntun ránṣẹ́ sí yín.',
    'error.expiredTitle': 'Ìjápọ̀ yìí ti parí',
    'error.expired':
      'Ìjápọ̀ yìí kò ṣiṣẹ́ mọ́. Ìjápọ̀ kan ń ṣiṣẹ́ fún ọjọ́ {days} nígbà tí ààbò ń dúró láti bẹ̀rẹ̀, lẹ́yìn náà títí di ọjọ́ {afterDays} lẹ́yìn tí ààbò bá parí. Ẹ sọ fún ẹni tó ra ààbò náà kí ó fi tuntun ránṣẹ́ sí yín.',
    'error.tooManyTitle': 'Ìbéèrè ti pọ̀ jù',
    'error.tooMany': 'Ẹ jọ̀wọ́ ẹ dúró fún ìṣẹ́jú kan, kí ẹ sì tún ṣí ìjápọ̀ náà.',

    'sms.invitation':
      '{greeting} {sponsor} ti ra ààbò ìlera {plan} fún yín. Ẹ jọ̀wọ́ ẹ jẹ́rìí kí ẹ sì fèsì lójú-ìwé yín: {url} - Diaspora Hub',
    'sms.reminder':
      '{greeting} Ìránnilétí: {sponsor} ti ra ààbò ìlera {plan} fún yín. Ẹ jọ̀wọ́ ẹ jẹ́rìí kí ẹ sì fèsì lójú-ìwé yín: {url} - Diaspora Hub',
    'sms.code':
      'Kóòdù Diaspora Hub yín ni {code}. Ó ń ṣiṣẹ́ fún ìṣẹ́jú {minutes}. Ẹ má fi han ẹnikẹ́ni, kódà ẹbí: òun ló ń ṣí ojú-ìwé ààbò ìlera yín.',
    'greeting.named': 'Ẹ n lẹ́ o {name},',
    'greeting.plain': 'Ẹ n lẹ́ o,',

    'mail.subject': '{sponsor} ti ra ààbò ìlera fún yín | Diaspora Hub',
    'mail.reminderSubject': 'Ìránnilétí: {sponsor} ti ra ààbò ìlera fún yín | Diaspora Hub',
    'mail.lead': '{sponsor} ti ra ààbò ìlera {plan} fún yín nípasẹ̀ Diaspora Hub.',
    'mail.ask':
      'Ẹ jọ̀wọ́ ẹ ṣí ojú-ìwé yín láti jẹ́rìí sí nọ́mbà fóònù àti àdírẹ́sì yín, láti sọ bóyá ẹ gbà kí a pín àlàyé yín pẹ̀lú olùpèsè ètò ìlera náà, àti láti yan ilé ìwòsàn yín. Ojú-ìwé náà yóò béèrè kóòdù oní-nọ́mbà mẹ́fà tí a fi ránṣẹ́ sí fóònù tàbí í-meèlì yín, kí ẹ̀yin nìkan lè dáhùn.',
    'mail.page': 'Ojú-ìwé yín: {url}',
    'mail.open': 'Ṣí ojú-ìwé yín',
    'mail.until': 'Ẹ̀yin nìkan ni ìjápọ̀ yìí wà fún, yóò sì ṣiṣẹ́ títí di {date, date, long}.',
    'mail.codeSubject': 'Kóòdù yín: {code} | Diaspora Hub',
  },
};
