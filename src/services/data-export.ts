import type { PersonalDataExport } from '@/domain/accounts/data-export';
import { call } from './callable-refusal';

/** 'Baixar meus dados' (issue #39): the signed-in person's data, made at once by the exportMyData function. */
export async function exportMyData(): Promise<PersonalDataExport> {
  return call('exportMyData', {});
}
