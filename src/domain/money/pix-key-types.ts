/**
 * The kinds of Pix key (DICT), apart from pix-key.ts's checks and formats: what reading a stored
 * restaurant needs, so the home's first load does not carry the CPF and CNPJ checks (issue #27's
 * 150 kB budget).
 */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
