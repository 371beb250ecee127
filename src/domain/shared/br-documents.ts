/**
 * Brazilian identity numbers as people type them: CPF, CNPJ (numeric and, from July 2026,
 * alphanumeric), CNH, CEP and vehicle plates. Each is read into its bare form (digits, or upper
 * case letters and digits) and checked; the forms store and compare the bare form.
 */

/** Letters and digits only, upper case: '12.ABC.345/01DE-35' -> '12ABC34501DE35'. */
function bare(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A number made of one repeated digit ('111.111.111-11') passes the check digits but is never issued. */
function isRepeated(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

/** The CPF's check digit over `base` (mod 11, weights counting down to 2). */
function cpfDigit(base: string): number {
  let sum = 0;
  for (let index = 0; index < base.length; index += 1) sum += Number(base[index]) * (base.length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF made of its first 9 digits and the two check digits they give (made-up documents, such as the demo's). */
export function withCpfCheckDigits(base: string): string {
  const first = cpfDigit(base);
  return `${base}${first}${cpfDigit(`${base}${first}`)}`;
}

/** The CPF's 11 digits, or null when it is not a valid CPF. */
export function readCpf(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length !== 11 || isRepeated(digits)) return null;
  const first = cpfDigit(digits.slice(0, 9));
  const second = cpfDigit(digits.slice(0, 10));
  return digits.endsWith(`${first}${second}`) ? digits : null;
}

/**
 * The CNPJ's check digit over `base`: weights 2 to 9 from the right, repeating; each character
 * counts as its ASCII code minus 48, so digits keep their value and letters (the alphanumeric
 * CNPJ of Nota Técnica COCAD/SUARA/RFB 49/2024) count A = 17, B = 18, ...
 */
function cnpjDigit(base: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = base.length - 1; index >= 0; index -= 1) {
    sum += (base.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CNPJ made of its first 12 characters and the two check digits they give. */
export function withCnpjCheckDigits(base: string): string {
  const first = cnpjDigit(base);
  return `${base}${first}${cnpjDigit(`${base}${first}`)}`;
}

/** The CNPJ's 14 characters (12 letters or digits, then 2 digits), or null when it is not valid. */
export function readCnpj(value: string): string | null {
  const plain = bare(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(plain) || isRepeated(plain)) return null;
  const first = cnpjDigit(plain.slice(0, 12));
  const second = cnpjDigit(plain.slice(0, 13));
  return plain.endsWith(`${first}${second}`) ? plain : null;
}

/** '12345678909' -> '123.456.789-09'. */
export function formatCpf(cpf: string): string {
  const digits = digitsOf(cpf);
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : cpf;
}

/** '11222333000181' -> '11.222.333/0001-81' (letters kept). */
export function formatCnpj(cnpj: string): string {
  const plain = bare(cnpj);
  return plain.length === 14 ? `${plain.slice(0, 2)}.${plain.slice(2, 5)}.${plain.slice(5, 8)}/${plain.slice(8, 12)}-${plain.slice(12)}` : cnpj;
}

/**
 * The CNH's 11 digits, or null. Only the form is checked: the published descriptions of the
 * CNH's check digits disagree with one another (the DETRAN variant with its '-2' adjustment and
 * the plain mod-11 one), and refusing a real licence would turn a rider away; the operator sees
 * the number and checks the document.
 */
export function readCnh(value: string): string | null {
  const digits = digitsOf(value);
  return digits.length === 11 && !isRepeated(digits) ? digits : null;
}

/** The CEP's 8 digits, or null. */
export function readCep(value: string): string | null {
  const digits = digitsOf(value);
  return digits.length === 8 && digits !== '00000000' ? digits : null;
}

/** '01310100' -> '01310-100'. */
export function formatCep(cep: string): string {
  const digits = digitsOf(cep);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

/**
 * A vehicle plate, upper case without the hyphen: the old 'ABC1234' or the Mercosul 'ABC1D23';
 * null for anything else.
 */
export function readPlate(value: string): string | null {
  const plain = bare(value);
  return /^[A-Z]{3}[0-9][0-9A-Z][0-9]{2}$/.test(plain) ? plain : null;
}

/** 'ABC1234' -> 'ABC-1234'; a Mercosul plate is written without a hyphen. */
export function formatPlate(plate: string): string {
  return /^[A-Z]{3}[0-9]{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** Whole years between `birth` and `on` (calendar dates, as 'YYYY-MM-DD'), or null for a bad date. */
export function ageOn(birth: string, on: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const today = { year: on.getFullYear(), month: on.getMonth() + 1, day: on.getDate() };
  let age = today.year - year;
  if (today.month < month || (today.month === month && today.day < day)) age -= 1;
  return age;
}
