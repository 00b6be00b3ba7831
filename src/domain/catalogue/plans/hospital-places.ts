import type { NigerianState } from '../../property/nigerian-locations';

/**
 * Where each sample hospital's address line is: a state (or the FCT) and one of that state's towns from the list
 * the property filter uses, so the hospital finder offers the same places. Hospitals abroad have no state and name
 * their city as the town. Sample data like the hospitals themselves (issue 15, point 1).
 */
export interface HospitalPlace {
  state: NigerianState | null;
  town: string;
  country: string;
}

const ng = (state: NigerianState, town: string): HospitalPlace => ({ state, town, country: 'Nigeria' });
const abroad = (town: string, country: string): HospitalPlace => ({ state: null, town, country });
const FCT = 'Federal Capital Territory';

export const HOSPITAL_PLACES: Record<string, HospitalPlace> = {
  'Festac Town, Lagos': ng('Lagos', 'Festac Town'),
  'Fadeyi, Lagos': ng('Lagos', 'Fadeyi'),
  'Ikeja GRA, Lagos': ng('Lagos', 'Ikeja'),
  'Ikeja, Lagos': ng('Lagos', 'Ikeja'),
  'Ikoyi, Lagos': ng('Lagos', 'Ikoyi'),
  'Lekki, Lagos': ng('Lagos', 'Lekki'),
  'Surulere, Lagos': ng('Lagos', 'Surulere'),
  'Victoria Island, Lagos': ng('Lagos', 'Victoria Island'),
  'Yaba, Lagos': ng('Lagos', 'Yaba'),
  'Asokoro, Abuja': ng(FCT, 'Asokoro'),
  'Central Business District, Abuja': ng(FCT, 'Central Business District'),
  'Garki, Abuja': ng(FCT, 'Garki'),
  'Gwarinpa, Abuja': ng(FCT, 'Gwarinpa'),
  'Jabi, Abuja': ng(FCT, 'Jabi'),
  'Kubwa, Abuja': ng(FCT, 'Kubwa'),
  'Maitama, Abuja': ng(FCT, 'Maitama'),
  'Utako, Abuja': ng(FCT, 'Utako'),
  'Wuse, Abuja': ng(FCT, 'Wuse'),
  'Aba Road, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'GRA, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'Ogbunabali, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'Old GRA, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'Rumuola, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'Trans-Amadi, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'Woji, Port Harcourt': ng('Rivers', 'Port Harcourt'),
  'Agodi, Ibadan': ng('Oyo', 'Ibadan'),
  'Bodija, Ibadan': ng('Oyo', 'Ibadan'),
  'Jericho, Ibadan': ng('Oyo', 'Ibadan'),
  'Mokola, Ibadan': ng('Oyo', 'Ibadan'),
  'Oluyole Estate, Ibadan': ng('Oyo', 'Ibadan'),
  'Bompai, Kano': ng('Kano', 'Kano'),
  'Nassarawa GRA, Kano': ng('Kano', 'Kano'),
  'Sabon Gari, Kano': ng('Kano', 'Kano'),
  'Tarauni, Kano': ng('Kano', 'Kano'),
  'GRA, Enugu': ng('Enugu', 'Enugu'),
  'Independence Layout, Enugu': ng('Enugu', 'Enugu'),
  'Ogui, Enugu': ng('Enugu', 'Enugu'),
  'Okpara Avenue, Enugu': ng('Enugu', 'Enugu'),
  'Ikpoba Hill, Benin City': ng('Edo', 'Benin City'),
  'Ring Road, Benin City': ng('Edo', 'Benin City'),
  'Sapele Road, Benin City': ng('Edo', 'Benin City'),
  'Ugbowo, Benin City': ng('Edo', 'Benin City'),
  'Ikenegbu, Owerri': ng('Imo', 'Owerri'),
  'New Owerri, Owerri': ng('Imo', 'Owerri'),
  Abeokuta: ng('Ogun', 'Abeokuta'),
  'Accra, Ghana': abroad('Accra', 'Ghana'),
  'Nairobi, Kenya': abroad('Nairobi', 'Kenya'),
  'Johannesburg, South Africa': abroad('Johannesburg', 'South Africa'),
  'Pretoria, South Africa': abroad('Pretoria', 'South Africa'),
  'Cairo, Egypt': abroad('Cairo', 'Egypt'),
  'Dubai, United Arab Emirates': abroad('Dubai', 'United Arab Emirates'),
  'London, United Kingdom': abroad('London', 'United Kingdom'),
};
