import * as v from 'valibot';
import { ageOn, readCep, readCnh, readCnpj, readCpf, readPlate } from '../shared/br-documents';
import { HOME_CATEGORIES } from '../restaurants/restaurant';
import { documentId, optionalText, personName, readAs, text } from '../shared/request.schema';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from '../shared/validation';
import { BUSINESS_ADDRESS_LIMITS, CNH_CATEGORIES, MESSAGES, REVIEW_DECISIONS, REVIEW_MESSAGES, VEHICLE_TYPES } from './application-fields';
import { pixKeySchema } from '../money/pix-key.schema';

/** The application forms' schemas ('Cadastre seu restaurante', 'Seja um entregador') and the callables' requests (functions/src/accounts/onboarding.ts). */

const phone = v.pipe(text(1, 30, 'Informe o telefone ou WhatsApp.'), v.check(isValidPhone, PHONE_FORMAT_MESSAGE));

const businessAddress = v.object({
  cep: readAs(readCep, MESSAGES.cep),
  rua: text(1, BUSINESS_ADDRESS_LIMITS.rua, 'Informe a rua.'),
  numero: text(1, BUSINESS_ADDRESS_LIMITS.numero, 'Informe o número.'),
  complemento: optionalText(BUSINESS_ADDRESS_LIMITS.complemento),
  bairro: text(1, BUSINESS_ADDRESS_LIMITS.bairro, 'Informe o bairro.'),
  cidade: text(1, BUSINESS_ADDRESS_LIMITS.cidade, 'Informe a cidade.'),
  estado: v.pipe(v.string(MESSAGES.estado), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, MESSAGES.estado)),
});

const termsAccepted = v.literal(true, MESSAGES.terms);

/** 'Cadastre seu restaurante'. */
export const restaurantApplicationSchema = v.object({
  nomeFantasia: text(1, 80, 'Informe o nome do restaurante.'),
  razaoSocial: text(1, 120, 'Informe a razão social.'),
  cnpj: readAs(readCnpj, MESSAGES.cnpj),
  responsavelNome: personName('Informe o nome do responsável.'),
  responsavelCpf: readAs(readCpf, MESSAGES.cpf),
  telefone: phone,
  endereco: businessAddress,
  categoria: v.picklist(HOME_CATEGORIES, MESSAGES.category),
  pix: pixKeySchema,
  aceiteTermos: termsAccepted,
});
export type RestaurantApplicationInput = v.InferInput<typeof restaurantApplicationSchema>;
export type RestaurantApplication = v.InferOutput<typeof restaurantApplicationSchema>;

/** 'Seja um entregador'. A bicycle needs no licence or plate; a motorcycle needs both. */
export function riderApplicationSchema(today: Date = new Date()) {
  return v.pipe(
    v.object({
      nome: personName('Informe o seu nome completo.'),
      cpf: readAs(readCpf, MESSAGES.cpf),
      nascimento: v.pipe(
        v.string(MESSAGES.birth),
        v.check((value) => ageOn(value, today) !== null, MESSAGES.birth),
        v.check((value) => (ageOn(value, today) ?? 0) >= 18, MESSAGES.adult),
      ),
      telefone: phone,
      cidade: text(1, 80, 'Informe a cidade onde vai entregar.'),
      veiculo: v.picklist(VEHICLE_TYPES, 'Escolha o veículo.'),
      // Read further only for a motorbike; bounded for any vehicle, as any text a request carries.
      cnhNumero: optionalText(20),
      cnhCategoria: optionalText(5),
      placa: optionalText(10),
      pix: pixKeySchema,
      aceiteTermos: termsAccepted,
    }),
    v.forward(v.partialCheck([['veiculo'], ['cnhNumero']], (input) => input.veiculo !== 'moto' || readCnh(input.cnhNumero) !== null, MESSAGES.cnh), ['cnhNumero']),
    v.forward(
      v.partialCheck([['veiculo'], ['cnhCategoria']], (input) => input.veiculo !== 'moto' || (CNH_CATEGORIES as readonly string[]).includes(input.cnhCategoria), MESSAGES.cnhCategory),
      ['cnhCategoria'],
    ),
    v.forward(v.partialCheck([['veiculo'], ['placa']], (input) => input.veiculo !== 'moto' || readPlate(input.placa) !== null, MESSAGES.plate), ['placa']),
    // Stored bare; a bicycle keeps no licence or plate even if the form had them.
    v.transform((input) => ({
      ...input,
      cnhNumero: input.veiculo === 'moto' ? (readCnh(input.cnhNumero) as string) : '',
      cnhCategoria: input.veiculo === 'moto' ? input.cnhCategoria : '',
      placa: input.veiculo === 'moto' ? (readPlate(input.placa) as string) : '',
    })),
  );
}
export type RiderApplicationInput = v.InferInput<ReturnType<typeof riderApplicationSchema>>;
export type RiderApplication = v.InferOutput<ReturnType<typeof riderApplicationSchema>>;

// ---------- the callables' requests ----------

/** submitApplication: a new application, or the fixed one after 'ajustes'. */
export const submitApplicationSchema = v.variant('tipo', [
  v.object({ tipo: v.literal('restaurante'), dados: restaurantApplicationSchema }),
  v.object({ tipo: v.literal('entregador'), dados: v.lazy(() => riderApplicationSchema()) }),
]);
export type SubmitApplicationRequest = v.InferInput<typeof submitApplicationSchema>;

/** reviewApplication: the operator's decision. Changes and rejections carry reasons and a message. */
export const reviewApplicationSchema = v.pipe(
  v.object({
    cadastroId: documentId,
    decisao: v.picklist(REVIEW_DECISIONS),
    motivos: v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(10)),
    mensagem: optionalText(500),
  }),
  v.forward(v.partialCheck([['decisao'], ['motivos']], (input) => input.decisao === 'aprovar' || input.motivos.length > 0, REVIEW_MESSAGES.reasons), ['motivos']),
  v.forward(v.partialCheck([['decisao'], ['mensagem']], (input) => input.decisao !== 'ajustes' || input.mensagem.length > 0, REVIEW_MESSAGES.message), ['mensagem']),
);
export type ReviewApplicationRequest = v.InferInput<typeof reviewApplicationSchema>;
