import { readCnpj } from '../shared/br-documents';
import { normalizeForSearch } from '../shared/search-text';

/**
 * What the operator typed in the console's search box ('Restaurantes', 'Entregadores'), read as
 * the one field of the partner directory (parceiros) it names: a CNPJ, a CPF, an e-mail, or the
 * start of a name. Each kind is one indexed equality or prefix query, never a scan.
 */
export type DirectorySearch =
  | { kind: 'empty' }
  /** 14 characters, bare (upper case), as parceiros.documento stores it. */
  | { kind: 'cnpj'; value: string }
  /** 11 digits, bare. */
  | { kind: 'cpf'; value: string }
  /** Lower case, as parceiros.email stores it. */
  | { kind: 'email'; value: string }
  /** Folded like parceiros.nomeBusca (no accents, lower case). */
  | { kind: 'name'; value: string };

/** Characters people put in a formatted document: '123.456.789-09', '12.345.678/0001-95'. */
const DOCUMENT_TEXT = /^[0-9A-Za-z./\- ]+$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/**
 * Reads a search: contains '@' -> e-mail; 11 digits -> CPF; 14 letters or digits ending in two
 * digits -> CNPJ (all digits, or an alphanumeric one whose check digits hold, so a name such as
 * 'Lanchonete2000' is not taken for one); anything else -> a name prefix.
 */
export function readDirectorySearch(typed: string): DirectorySearch {
  const text = typed.trim();
  if (!text) return { kind: 'empty' };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase().replace(/\s+/g, '') };
  if (DOCUMENT_TEXT.test(text)) {
    const bare = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (/^\d{11}$/.test(bare)) return { kind: 'cpf', value: bare };
    if (CNPJ_SHAPE.test(bare) && (/^\d+$/.test(bare) || readCnpj(bare) !== null)) return { kind: 'cnpj', value: bare };
  }
  return { kind: 'name', value: normalizeForSearch(text).replace(/\s+/g, ' ') };
}

/** What the list says it searched for: 'CNPJ 11.222.333/0001-81', 'nomes que começam com "pizz"'. */
export const DIRECTORY_SEARCH_LABELS: Record<Exclude<DirectorySearch['kind'], 'empty'>, string> = {
  cnpj: 'CNPJ',
  cpf: 'CPF',
  email: 'E-mail',
  name: 'Nome',
};
