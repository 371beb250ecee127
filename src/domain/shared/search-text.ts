/** Lower case without accents, so 'acai' finds 'Açaí' and 'PIZZA' finds 'pizza'. */
export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR').trim();
}
