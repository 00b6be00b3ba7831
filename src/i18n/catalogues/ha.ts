import type { Catalogue } from '../catalogue';
import { UNREVIEWED } from '../review';

/** Hausa, in Boko with its hooked letters (ɓ ɗ ƙ ƴ). A draft: see docs/glossary.md. */
export const ha: Catalogue = {
  language: 'ha',
  review: UNREVIEWED,
  messages: {
    'language.label': 'Harshe',
    'language.change': 'Canja harshe',
    'language.invalid': 'Zaɓi harshe ɗaya daga jerin',

    'page.title': 'Inshorar lafiyarki',
    'page.hello': 'Sannu {name}',
    'page.someone': 'Wani daga cikin iyalinki',
    'page.bought': '{sponsor} ya saya miki inshorar lafiya ta {plan}, daga {provider}.',
    'page.keep':
      'Wannan shafi naki ne kawai. Ki adana shi: katin membarki zai kasance a nan muddin inshorarki tana aiki.',
    'page.moreToDo': '{count, plural, one {Mataki ɗaya ya rage a ƙasa.} other {Matakai # sun rage a ƙasa.}}',

    'page.intro': 'Wannan shafi naki ne kawai. Akwai gajerun matakai uku, ɗaya a kowane shafi.',
    'steps.label': 'Matakanki',
    'steps.count': 'Mataki na {step} cikin {total}: {name}',
    'steps.details': 'Bayananki',
    'steps.consent': 'Raba bayananki',
    'steps.hospital': 'Asibitinki',
    'steps.done': 'An gama',
    'steps.back': 'Koma baya',
    'refuse.title': 'Kin tabbata?',
    'refuse.why': 'Inshorarki ba za ta iya farawa ba sai da wannan.',
    'refuse.keep': 'Eh, a bar amsata yadda take',
    'refuse.back': 'A’a, in koma baya',
    'done.title': 'Kin gama',
    'done.thanks': 'Na gode. Kin amsa komai. Ba a buƙatar wani abu daga gare ki yanzu.',
    'done.refusedTitle': 'Inshorarki ba za ta iya farawa ba',
    'done.refused':
      'Kin ce ba ki yarda a raba bayananki ba, don haka inshorarki ba za ta iya farawa ba. Kina iya canza amsarki a kowane lokaci.',
    'done.nextTitle': 'Abin da zai biyo baya',
    'done.next1': 'Diaspora Hub za ta fara inshorarki idan duk waɗanda aka saya wa inshorar sun yarda.',
    'done.next2': 'Inshorarki za ta fara washegari, kuma za ta ɗauki watanni 12.',
    'done.next3': 'Bayan haka, katin membarki zai kasance a wannan shafi. Ki buɗe wannan mahaɗi don ganinsa.',
    'answers.title': 'Canza amsoshinki',
    'answers.details': 'Canza lambar wayata ko adireshina',
    'answers.consent': 'Canza amsata game da raba bayanai',

    'saved.details': 'Na gode. An adana lambar wayarki da adireshinki.',
    'saved.consentGiven': 'Na gode. An rubuta cewa kin yarda.',
    'saved.consentRefused':
      'An rubuta amsarki: ba za a raba bayananki ba, kuma mun sanar da wanda ya sayi inshorar.',
    'saved.hospital': 'Na gode. An adana asibitinki.',

    'details.title': '1. Lambar wayarki da adireshinki',
    'details.confirmedOn': 'Kin tabbatar da su a ranar {date, date, long}.',
    'details.check': 'Ki duba su, ki gyara duk abin da ba daidai ba.',
    'details.countryCode': 'Lambar ƙasa',
    'details.phoneNumber': 'Lambar waya',
    'details.address': 'Adireshi',
    'details.confirm': 'Tabbatar da bayanaina',

    'consent.title': '2. Raba bayananki da {provider}',
    'consent.intro': 'Inshorarki za ta fara ne kawai idan kin yarda. Babu wani da zai iya amsa miki wannan.',
    'consent.statement':
      'Na yarda Diaspora Hub ta raba sunana, ranar haihuwata, lambar wayata, adireshina da bayanan lafiya da inshorata ke buƙata tare da {provider}. {provider} ne ke gudanar da tsarin lafiyata, {plan}. Suna amfani da waɗannan bayanai don yi min rajista da biyan asibiti kuɗin jinyata. Babu wani da zai samu su. Zan iya janye amincewata a kowane lokaci. Sai kawai in rubuta wa Diaspora Hub, sai a daina rabawa. Inshorata ba za ta fara ba sai na yarda.',
    'consent.moreDetail': 'Ƙarin bayani',
    'consent.legal':
      'Dokar Birtaniya tana kiran bayanan lafiya “special category data” (UK General Data Protection Regulation), dokar Najeriya kuma tana kiransu “sensitive personal data” (Nigeria Data Protection Act 2023). Diaspora Hub tana adana amsarki tare da ranarta da ainihin kalmomin da kika gani.',
    'consent.gaveOn': 'Kin yarda a ranar {date, date, long}. Kina iya canja amsarki a ƙasa.',
    'consent.refusedOn': 'Ba ki yarda ba a ranar {date, date, long}. Kina iya canja amsarki a ƙasa.',
    'consent.question': 'Kin yarda?',
    'consent.agree': 'Na yarda',
    'consent.refuse': 'Ban yarda ba',

    'hospital.title': '3. Asibitinki',
    'hospital.lead':
      'Ki zaɓi asibitin da za ki fara zuwa. Asibitocin da {plan} ke ɗauka ne kawai ke cikin jerin.',
    'hospital.yours': 'Asibitinki: {name}.',
    'hospital.state': 'Jiharki',
    'hospital.anyState': 'Kowace jiha',
    'hospital.nearFirst': 'Nuna min asibitocin da ke kusa da ni da farko',
    'hospital.orderByState':
      'Asibitocin {state} ne na farko, sannan sauran bisa jiha. An jera su bisa jiha, ba bisa nisa ba.',
    'hospital.chooseState': 'Ki zaɓi jiharki don ki fara ganin asibitocin can.',
    'hospital.sample': 'Waɗannan jerin asibitoci samfuri ne, ba cikakken jerin mai bayarwa ba.',
    'hospital.list': 'Asibitocin da ke karɓar tsarinki',
    'hospital.save': 'Adana asibitina',

    'card.title': 'Katin membata',
    'card.status.active': 'Inshora tana aiki',
    'card.status.notYetActive': 'Inshora ba ta fara ba tukuna',
    'card.status.expired': 'Inshora ta ƙare',
    'card.status.cancelled': 'An soke inshora',
    'card.status.revoked': 'An soke kati',
    'card.explain.active': 'Wannan mutum yana da inshora yau.',
    'card.explain.notYetActive': 'Wannan inshora ba ta fara ba tukuna.',
    'card.explain.expired': 'Wannan inshora ta ƙare.',
    'card.explain.cancelled': 'An soke wannan inshora.',
    'card.explain.revoked':
      'An soke wannan kati kuma ba ya aiki. Ki nemi katin da ke aiki a wurin member ɗin.',
    'card.name': 'Suna',
    'card.memberNumber': 'Lambar member',
    'card.plan': 'Tsari',
    'card.enrolledWith': 'An yi maka rajista da {provider}: lambar memba',
    'card.valid': 'Yana aiki',
    'card.validRange': 'Daga {from, date, long} zuwa {to, date, long}',
    'card.qrLabel': 'Lambar QR ta katin membarki: asibiti zai duba ta don tabbatar da inshorarki',
    'card.qrCaption': 'Ki nuna wannan lamba a asibiti. Za su duba ta don tabbatar da inshorarki.',
    'card.openCheck': 'Buɗe binciken inshora da asibiti ke gani',
    'card.onceActive':
      'Katin membarki zai bayyana a nan da zarar inshorarki ta fara aiki. Za ta fara washegarin ranar da Diaspora Hub ta kunna ta, da zarar kowa da ke cikin odar ya yarda a raba bayanansa.',

    'emergency.title': 'Lambar gaggawa',
    'emergency.lead': 'A lokacin gaggawa, ki kira {provider}. Za su tambaye ki lambar da ke kan katinki.',
    'emergency.call': 'Kira {number}',
    'emergency.sample': 'Lambar samfuri: ainihin lambar mai bayarwa ba ta cikin jerinmu tukuna.',

    'myHospital.title': 'Asibitina',
    'myHospital.address': 'Adireshi',
    'myHospital.phone': 'Waya',
    'myHospital.phoneUnknown':
      'Ba mu da lambar wayar wannan asibiti tukuna. Ki kira lambar gaggawa da ke sama, za su haɗa ki.',
    'myHospital.change': 'Canja asibitina',
    'myHospital.none': 'Ba ki zaɓi asibiti ba tukuna.',
    'myHospital.choose': 'Zaɓi asibitina',

    'home.title': 'Saka a fuskar waya',
    'home.lead': 'Ki ajiye wannan shafi a wayarki, don ki buɗe katinki da taɓawa ɗaya, ko babu wannan saƙo.',
    'home.button': 'Saka a fuskar waya',
    'home.android': 'Wayar Android (Chrome)',
    'home.android1': 'Taɓa menu ⋮ a sama ta dama.',
    'home.android2': 'Taɓa Add to Home screen.',
    'home.android3': 'Taɓa Add.',
    'home.iphone': 'iPhone (Safari)',
    'home.iphone1': 'Taɓa maɓallin Share: akwati mai kibiya da ke nuna sama.',
    'home.iphone2': 'Taɓa Add to Home Screen.',
    'home.iphone3': 'Taɓa Add.',

    'code.title': 'Tabbatar cewa ke ce',
    'code.intro':
      'Wannan shafi yana ɗauke da inshorar lafiyarki da amsarki, don haka ke kaɗai za ki iya buɗe shi. Muna aika lamba mai haruffa 6 zuwa wayarki ko imel ɗinki.',
    'code.send': 'Aiko min da lamba',
    'code.sent': 'Mun aika lamba mai haruffa 6 zuwa {destination}',
    'code.label': 'Lamba mai haruffa 6',
    'code.hint': 'Lambar tana aiki na mintuna 10.',
    'code.confirm': 'Buɗe shafina',
    'code.sendAgain': 'Aika sabuwar lamba',

    'error.codeShape': 'Shigar da lambobi 6 na lambar',
    'error.codeWrong': 'Wannan lamba ba daidai ba ce. Ki duba saƙon ki sake gwadawa.',
    'error.codeExpired': 'Wannan lamba ta ƙare. Ki aika sabuwar lamba.',
    'error.codeTooMany': 'Kin yi kuskure sau da yawa. Ki aika sabuwar lamba.',
    'error.codeNone': 'Ki fara aika wa kanki lamba.',
    'error.noContact':
      'Ba mu da lambar waya ko imel da za mu aika miki lamba. Ki gaya wa wanda ya sayi inshorar ya tuntuɓi Diaspora Hub.',
    'error.proofNeeded': 'Ki fara tabbatar cewa ke ce da lambar.',
    'error.tooManyCodes': 'An aika lambobi da yawa. Don Allah ki jira mintuna goma, sannan ki sake gwadawa.',
    'error.chooseConsent': 'Ki zaɓi ko kin yarda',
    'error.chooseHospital': 'Ki zaɓi asibiti ɗaya daga jerin',
    'error.phoneNumber': 'Shigar da lambar wayarki',
    'error.nigerianMobile': 'Shigar da lambar wayar Najeriya, kamar 0803 123 4567',
    'error.address': 'Shigar da adireshinki',
    'error.countryCode': 'Ki zaɓi lambar ƙasa',
    'error.notFoundTitle': 'Ba a sami mahaɗin ba',
    'error.notFound':
      'Wannan mahaɗi bai dace da kowace gayyata ba. Ki duba ko an kwafi adireshin gaba ɗaya, ko ki roƙi wanda ya sayi inshorar ya aiko miki sabon mahaɗi.',
    'error.expiredTitle': 'Wannan mahaɗi ya ƙare',
    'error.expired':
      'Wannan mahaɗi ba ya aiki yanzu. Mahaɗi yana aiki kwanaki {days} yayin da inshora ke jiran farawa, sannan har zuwa kwanaki {afterDays} bayan inshora ta ƙare. Ki roƙi wanda ya sayi inshorar ya aiko miki sabo.',
    'error.tooManyTitle': 'Buƙatu sun yi yawa',
    'error.tooMany': 'Don Allah ki jira minti ɗaya, sannan ki sake buɗe mahaɗin.',

    'sms.invitation':
      '{greeting} {sponsor} ya saya miki inshorar lafiya ta {plan}. Don Allah ki tabbatar ki ba da amsarki a shafinki: {url} - Diaspora Hub',
    'sms.reminder':
      '{greeting} Tunatarwa: {sponsor} ya saya miki inshorar lafiya ta {plan}. Don Allah ki tabbatar ki ba da amsarki a shafinki: {url} - Diaspora Hub',
    'sms.code':
      'Lambar Diaspora Hub ɗinki ita ce {code}. Tana aiki na mintuna {minutes}. Kada ki ba kowa, ko iyali: ita ce ke buɗe shafin inshorar lafiyarki.',
    'greeting.named': 'Sannu {name},',
    'greeting.plain': 'Sannu,',

    'mail.subject': '{sponsor} ya saya miki inshorar lafiya | Diaspora Hub',
    'mail.reminderSubject': 'Tunatarwa: {sponsor} ya saya miki inshorar lafiya | Diaspora Hub',
    'mail.lead': '{sponsor} ya saya miki inshorar lafiya ta {plan} ta hanyar Diaspora Hub.',
    'mail.ask':
      'Don Allah ki buɗe shafinki don tabbatar da lambar wayarki da adireshinki, ki faɗi ko kin yarda a raba bayananki da mai bayar da tsarin lafiyar, ki kuma zaɓi asibitinki. Shafin zai nemi lamba mai haruffa 6 da muka aika zuwa wayarki ko imel ɗinki, don ke kaɗai ki iya amsawa.',
    'mail.page': 'Shafinki: {url}',
    'mail.open': 'Buɗe shafinki',
    'mail.until': 'Wannan mahaɗi naki ne kawai kuma yana aiki har zuwa {date, date, long}.',
    'mail.codeSubject': 'Lambarki: {code} | Diaspora Hub',
  },
};
