import { COMMISSION_PERCENT, COMMISSION_RULE_TEXT, commissionRuleText, DELIVERY_FEE_RULE_TEXT, DISCOUNT_RULE_TEXT } from './commission';
import type { PartnerContract, ProposedContract } from './partner-contract';

/** The partner terms a restaurant's dono is asked to accept (issue #38; partner-contract.ts). */

/** What a dono is asked to accept: the terms version and the rate. */
export type TermsOffer = Pick<PartnerContract, 'termos' | 'comissaoPercentual'>;

/** The rate in force: the accepted contract's, or the restaurant's stored rate, or the standard. */
export function rateInForce(restaurant: { contrato: PartnerContract | null; comissaoPercentual: number | null }): number {
  return restaurant.contrato?.comissaoPercentual ?? restaurant.comissaoPercentual ?? COMMISSION_PERCENT;
}

/**
 * What the dono must accept now, or null: the operator's proposal, else the current terms version
 * at the rate in force when the accepted version is older (or none was recorded).
 */
export function termsToAccept(
  restaurant: { contrato: PartnerContract | null; contratoProposto: ProposedContract | null; comissaoPercentual: number | null },
  currentVersion: string = PARTNER_TERMS.version,
): TermsOffer | null {
  if (restaurant.contratoProposto) return { termos: restaurant.contratoProposto.termos || currentVersion, comissaoPercentual: restaurant.contratoProposto.comissaoPercentual };
  if (restaurant.contrato?.termos === currentVersion) return null;
  return { termos: currentVersion, comissaoPercentual: rateInForce(restaurant) };
}

/** The restaurant terms' clauses at `percentual`: the standard text with its commission line for that rate. */
export function restaurantTermsAt(percentual: number): string[] {
  return PARTNER_TERMS.restaurante.map((clause) => (clause === COMMISSION_RULE_TEXT ? commissionRuleText(percentual) : clause));
}

/**
 * The partner terms each applicant accepts, versioned: an application records the version it
 * accepted, and a new version makes the form ask again.
 */
export const PARTNER_TERMS = {
  // 2027-01: what a discount does to the commission, and every ride paid at least the city's minimum (issue #50).
  version: '2027-01',
  restaurante: [
    COMMISSION_RULE_TEXT,
    DISCOUNT_RULE_TEXT,
    DELIVERY_FEE_RULE_TEXT,
    'O restaurante mantém cardápio, preços, horários e disponibilidade corretos e responde aos pedidos no prazo definido no painel.',
    'Os pagamentos são feitos pelo cliente na entrega (dinheiro, cartão ou Pix na chave informada); a Sabor não movimenta o dinheiro dos pedidos.',
    'A Sabor pode suspender a loja por fraude, reclamações graves ou dados falsos, informando o motivo.',
  ],
  entregador: [
    'O entregador é autônomo e escolhe quais pedidos aceitar; aceita no máximo 2 pedidos ao mesmo tempo.',
    DELIVERY_FEE_RULE_TEXT,
    'A entrega só é concluída com o código de entrega informado pelo cliente.',
    'O entregador dirige com a habilitação exigida para o seu veículo e respeita as leis de trânsito.',
    'A Sabor pode suspender o cadastro por fraude, reclamações graves ou dados falsos, informando o motivo.',
  ],
} as const;
