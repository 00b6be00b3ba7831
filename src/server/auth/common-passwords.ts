import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../domain/accounts/password-rules';

let list: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most common passwords (zxcvbn-ts's list is ranked, most common first), read once on first use:
 * the package holds several large dictionaries that a server that never sets a password need not load.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())),
  );
  return list;
}

export async function isCommon(password: string): Promise<boolean> {
  return isCommonPassword(password, await commonPasswords());
}
