const TITLES: Array<[RegExp, string]> = [
  [/^\/splash$/, 'Welcome'],
  [/^\/onboarding$/, 'Getting started'],
  [/^\/signup$/, 'Join the Diaspora Hub'],
  [/^\/(login|signin)$/, 'Welcome Back'],
  [/^\/support$/, 'Contact Support'],
  [/^\/delete-account$/, 'Delete Account'],
  [/^\/home$/, 'Home'],
  [/^\/profile$/, 'Profile Information'],
  [/^\/healthcare\/plan\//, 'Health plan'],
  [/^\/healthcare\/(beneficiary|payer|summary|success|payment)$/, 'Buy a health plan'],
  [/^\/healthcare/, 'Health plans'],
  [/^\/real-estate-providers$/, 'Real estate providers'],
  [/^\/(real-estate|property\/)/, 'Find Your Dream Property'],
  [/^\/funeral-insurance/, 'Choose Your Coverage Plan'],
  [/^\/admin/, 'Admin'],
];

export function pageTitleFor(pathname: string): string {
  return TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Diaspora Hub';
}
