/**
 * Where a listing is: one of Nigeria's 36 states or the Federal Capital Territory, and a town (or, in Lagos and
 * Abuja, the district people search by) in it. A fixed list, so the filter offers only real places, the server
 * can refuse a town that is not in the chosen state, and equal places are spelt alike in the database (issue 13,
 * point 10). A town missing here is added here: the console's form and the filter read this list.
 */
export const NIGERIAN_TOWNS_BY_STATE = {
  Abia: ['Umuahia', 'Aba', 'Ohafia', 'Arochukwu'],
  Adamawa: ['Yola', 'Mubi', 'Numan', 'Jimeta'],
  'Akwa Ibom': ['Uyo', 'Eket', 'Ikot Ekpene', 'Oron'],
  Anambra: ['Awka', 'Onitsha', 'Nnewi', 'Ekwulobia'],
  Bauchi: ['Bauchi', 'Azare', 'Misau', 'Katagum'],
  Bayelsa: ['Yenagoa', 'Brass', 'Ogbia', 'Sagbama'],
  Benue: ['Makurdi', 'Gboko', 'Otukpo', 'Katsina-Ala'],
  Borno: ['Maiduguri', 'Biu', 'Bama', 'Dikwa'],
  'Cross River': ['Calabar', 'Ikom', 'Ogoja', 'Obudu'],
  Delta: ['Asaba', 'Warri', 'Sapele', 'Ughelli', 'Agbor'],
  Ebonyi: ['Abakaliki', 'Afikpo', 'Onueke', 'Ezza'],
  Edo: ['Benin City', 'Auchi', 'Ekpoma', 'Uromi'],
  Ekiti: ['Ado-Ekiti', 'Ikere-Ekiti', 'Ijero-Ekiti', 'Ikole-Ekiti'],
  Enugu: ['Enugu', 'Nsukka', 'Agbani', 'Oji River'],
  'Federal Capital Territory': [
    'Asokoro',
    'Central Business District',
    'Garki',
    'Gwarinpa',
    'Jabi',
    'Katampe',
    'Kubwa',
    'Lugbe',
    'Maitama',
    'Utako',
    'Wuse',
  ],
  Gombe: ['Gombe', 'Kumo', 'Billiri', 'Kaltungo'],
  Imo: ['Owerri', 'Orlu', 'Okigwe', 'Oguta'],
  Jigawa: ['Dutse', 'Hadejia', 'Gumel', 'Kazaure'],
  Kaduna: ['Kaduna', 'Zaria', 'Kafanchan', 'Saminaka'],
  Kano: ['Kano', 'Wudil', 'Gaya', 'Rano'],
  Katsina: ['Katsina', 'Funtua', 'Daura', 'Malumfashi'],
  Kebbi: ['Birnin Kebbi', 'Argungu', 'Yauri', 'Zuru'],
  Kogi: ['Lokoja', 'Okene', 'Idah', 'Kabba'],
  Kwara: ['Ilorin', 'Offa', 'Omu-Aran', 'Jebba'],
  Lagos: [
    'Ajah',
    'Badagry',
    'Epe',
    'Fadeyi',
    'Festac Town',
    'Ikeja',
    'Ikorodu',
    'Ikoyi',
    'Lekki',
    'Magodo',
    'Surulere',
    'Victoria Island',
    'Yaba',
  ],
  Nasarawa: ['Lafia', 'Keffi', 'Akwanga', 'Karu'],
  Niger: ['Minna', 'Bida', 'Suleja', 'Kontagora'],
  Ogun: ['Abeokuta', 'Ijebu-Ode', 'Sagamu', 'Ota'],
  Ondo: ['Akure', 'Ondo', 'Owo', 'Ikare'],
  Osun: ['Osogbo', 'Ile-Ife', 'Ilesa', 'Ede'],
  Oyo: ['Ibadan', 'Ogbomosho', 'Oyo', 'Iseyin'],
  Plateau: ['Jos', 'Bukuru', 'Pankshin', 'Shendam'],
  Rivers: ['Port Harcourt', 'Bonny', 'Eleme', 'Omoku'],
  Sokoto: ['Sokoto', 'Tambuwal', 'Wurno', 'Gwadabawa'],
  Taraba: ['Jalingo', 'Wukari', 'Bali', 'Takum'],
  Yobe: ['Damaturu', 'Potiskum', 'Gashua', 'Nguru'],
  Zamfara: ['Gusau', 'Kaura Namoda', 'Talata Mafara', 'Anka'],
} as const satisfies Record<string, readonly string[]>;

export type NigerianState = keyof typeof NIGERIAN_TOWNS_BY_STATE;
export const NIGERIAN_STATES = Object.keys(NIGERIAN_TOWNS_BY_STATE) as [NigerianState, ...NigerianState[]];

export function isNigerianState(value: string): value is NigerianState {
  return Object.hasOwn(NIGERIAN_TOWNS_BY_STATE, value);
}

/** The towns of a state, or none for a value that is not a state. */
export function townsOf(state: string | undefined): readonly string[] {
  return state && isNigerianState(state) ? NIGERIAN_TOWNS_BY_STATE[state] : [];
}

/** Whether `town` is one of `state`'s towns. */
export function isTownOf(state: string | undefined, town: string): boolean {
  return townsOf(state).includes(town);
}
