import type { SchedulingSettings } from './scheduling.record';
import type { GeoPoint } from '../delivery/geo-point';
import type { DeliveryAreas } from '../delivery/delivery-areas';
import type { Suspension } from '../operator/suspension';
import type { PublicCoupon } from '../promotions/store-promotions';
import type { RatingSummary } from './review';
import type { RestaurantPix } from './restaurant-pix';

/** A partner restaurant (SPEC.md section 3), with defaults applied by the services. */
/** The preparation time a restaurant's panel offers first unless it set its own (minutes). */
export const DEFAULT_PREP_MINUTES = 25;
/** How long a restaurant has to accept a new order unless it set its own limit (minutes). */
export const DEFAULT_ACCEPT_LIMIT_MINUTES = 8;

export interface Restaurant {
  id: string;
  nome: string;
  logo: string | null;
  /** The cover photo (3:1) above the menu (issue #40); null or absent: none. */
  capa?: string | null;
  endereco: string | null;
  telefone: string | null;
  /** In reais; 0 when missing. */
  taxaEntrega: number;
  /** In reais; 0 when missing. */
  pedidoMinimo: number;
  horarioFuncionamento: OpeningDay[];
  /** Home-strip categories this restaurant serves (Petisco, Massa, ...). */
  categoriasPrincipais: string[];
  /** The preparation time the panel offers first when accepting (minutes; DEFAULT_PREP_MINUTES). */
  tempoPreparoPadrao: number;
  /** How long a new order waits for an answer before it is closed (minutes; DEFAULT_ACCEPT_LIMIT_MINUTES). */
  limiteAceiteMin: number;
  /** 'Pausar pedidos': no new orders until then; null when not paused. */
  pausadoAte: Date | null;
  /**
   * 'Receber pedidos só com o painel aberto' (on unless turned off): orders are taken only while
   * the panel has been seen in the last PANEL_HEARTBEAT_STALE_MS.
   */
  exigePainelAberto: boolean;
  /** 'Retirar no local' (issue #40, Modalidade in domain/orders/order.ts): customers may collect at the counter; absent: off. */
  retiradaNoLocal?: boolean;
  /** 'Pedidos agendados' (issue #54): off unless its owner turns it on. */
  agendamento?: SchedulingSettings;
  /**
   * Its own Mercado Pago account is connected (issue #52, payments/payment-account.ts): the
   * checkout offers paying in the app. Only the Functions write it; absent: paid at the door only.
   */
  pagamentoOnline?: boolean;
  /** Its Mercado Pago account's public key, with which the customer's browser tokenises a card (null when not connected). */
  chavePublicaPagamento?: string | null;
  /** The panel's last sign of life (it writes one every PANEL_HEARTBEAT_MS while open). */
  painelVistoEm: Date | null;
  /** The home cards' rating, from the tally kept with each review (avaliacaoTotal / avaliacaoSoma). */
  avaliacao: RatingSummary;
  /**
   * Shown to customers and taking orders (issue #24): its owner opened it ('Abrir minha loja')
   * and the operator has not suspended it. Restaurants from before listing existed count as listed.
   */
  listado: boolean;
  /** Its owner tapped 'Abrir minha loja' (approved restaurants start unpublished). */
  publicado: boolean;
  /**
   * Suspended by the operator, and since when; null when not. The reason is in its commercial
   * terms (commercial-terms.ts), which its team and the operators read; here it reads as ''.
   */
  suspenso: Suspension | null;
  /** Where customers pay by Pix at the door, and the name and city their bank shows; null until the restaurant gives one. */
  pix: RestaurantPix | null;
  /** The city it is in and delivers in; null on restaurants from before cities (they deliver anywhere). */
  cidade: string | null;
  /** Its city's usual ride in minutes, copied when it saves its delivery areas (issue #36); null: not known (20). */
  corridaMin: number | null;
  /** The bairro it is in (its address's, as approved); null on restaurants from before. Orders carry it for the rider. */
  bairro: string | null;
  /** Where it is on the map (issue #54): the rider's pin starts there; null until its owner places it. */
  localizacao: GeoPoint | null;
  /** Fees and minimums by bairro (src/domain/delivery/delivery-areas.ts); null: one fee everywhere. */
  areasEntrega: DeliveryAreas | null;
  /** The coupons it shows customers (issue #40, domain/promotions/store-promotions.ts), kept by the coupon trigger; absent: none. */
  cuponsDivulgados?: PublicCoupon[];
}

export const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const WEEKDAY_LABELS: Record<WeekdayKey, string> = {
  sunday: 'Domingo',
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
};

/** One period of a day, 'HH:MM' to 'HH:MM'; close before open means it crosses midnight. */
export interface OpeningPeriod {
  open: string;
  close: string;
}

export interface OpeningDay {
  day: string;
  key: WeekdayKey;
  /** 0 = Sunday ... 6 = Saturday. */
  dayIndex: number;
  isOpen: boolean;
  periods: OpeningPeriod[];
}

/** The home page's category strip (SPEC.md section 2, Home). */
export const HOME_CATEGORIES = ['Petisco', 'Massa', 'Bebidas', 'Principais', 'Doces', 'Sobremesas', 'Lanches'] as const;
