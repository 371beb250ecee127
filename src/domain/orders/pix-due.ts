import { isDelivered } from './order-status';
import { CUSTOMER_STEPS, customerStep } from './customer-steps';

/**
 * When an order paid by Pix asks for the money (issue #36). Sabor has no payment provider and
 * nothing is charged for an order the restaurant never takes, so the code is offered only once the
 * restaurant has accepted: a customer who paid before could be closed unanswered with no way back.
 * From acceptance until delivery the code is due (the customer's /status and the rider's 'Mostrar
 * QR do Pix'); after delivery it is no longer asked for, and after a rejection, no answer or a
 * cancellation the customer is told what to do if they paid anyway.
 *
 * - 'before-acceptance': the restaurant has not answered yet (no code yet).
 * - 'due': accepted and not yet delivered (the code is offered).
 * - 'delivered': delivered (no code).
 * - 'ended': rejected, unanswered, cancelled or a status this code does not know (no code).
 */
export type PixMoment = 'before-acceptance' | 'due' | 'delivered' | 'ended';

const DELIVERED_STEP = CUSTOMER_STEPS.length - 1;

/**
 * The moment of an order's Pix, from its status as stored. It follows the customer's steps
 * (customerStep), so a status alias ('preparing', 'delivering', ...) counts as the status it
 * stands for; a rider's claim before pickup (stored 'a_caminho') is after acceptance, so due.
 */
export function pixMoment(status: string): PixMoment {
  const step = customerStep(status);
  if (step < 0) return 'ended';
  if (step === 0) return 'before-acceptance';
  // A pickup order collected at the counter ('retirado', whose bar is a step shorter).
  if (isDelivered(status)) return 'delivered';
  return step === DELIVERED_STEP ? 'delivered' : 'due';
}

/** Whether the Pix code may be offered now (the customer's QR and copy button, the rider's QR). */
export function isPixDue(status: string): boolean {
  return pixMoment(status) === 'due';
}
