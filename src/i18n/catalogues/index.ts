import type { Language } from '../../domain/languages';
import type { Catalogue } from '../catalogue';
import { en } from './en';
import { ha } from './ha';
import { ig } from './ig';
import { pcm } from './pcm';
import { yo } from './yo';

export const CATALOGUES: Record<Language, Catalogue> = { en, pcm, yo, ha, ig };
