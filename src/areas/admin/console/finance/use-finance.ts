import { useState } from 'react';
import type { StatementFilter } from '@/domain/money/statement-filters';
import { refusalText } from '@/domain/shared/callable-refusal';
import { closeFinishedWeeks, confirmStatementPayment, getFinanceSettings, getReceivableTotals, getStatements, saveFinanceSettings } from '@/services/admin-statements';
import { useCallableSubmit } from '../shared/use-callable-submit';
import { useRetryableLoad } from '../shared/use-console-read';

/** The totals to receive and overdue as of `now` (two aggregation queries), with 'Tentar novamente'. */
export function useReceivableTotals(now: Date) {
  return useRetryableLoad('console-financeiro-totais', () => getReceivableTotals(now));
}

/** The statements in `filter` as of `now` (one read each), read again when the filter changes. */
export function useStatements(filter: StatementFilter, now: Date) {
  return useRetryableLoad(`console-financeiro/${filter}`, () => getStatements(filter, now));
}

/**
 * 'Fechar semanas encerradas', by hand: `close` resolves with what to say (how many statements
 * closed and stores stopped, or why it failed); `onClosed` runs after a close, to read again.
 */
export function useCloseWeeks(onClosed: () => void) {
  const [closing, setClosing] = useState(false);

  async function close(): Promise<{ tone: 'success' | 'error'; text: string }> {
    setClosing(true);
    try {
      const { fechados, bloqueados } = await closeFinishedWeeks();
      const closed = fechados === 0 ? 'Nenhuma semana encerrada a fechar.' : fechados === 1 ? '1 extrato fechado.' : `${fechados} extratos fechados.`;
      const stopped = bloqueados === 0 ? '' : bloqueados === 1 ? ' 1 loja deixou de receber pedidos por comissão em atraso.' : ` ${bloqueados} lojas deixaram de receber pedidos por comissão em atraso.`;
      onClosed();
      return { tone: 'success', text: closed + stopped };
    } catch (error) {
      return { tone: 'error', text: refusalText(error, 'Não foi possível fechar as semanas. Verifique sua conexão e tente de novo.') };
    } finally {
      setClosing(false);
    }
  }

  return { closing, close };
}

/** 'Confirmar pagamento' of a statement, through the confirmStatementPayment callable. */
export function useConfirmStatementPayment() {
  return useCallableSubmit(confirmStatementPayment, 'confirmStatementPayment');
}

/** Where the restaurants pay the platform, and its limits (one document), with 'Tentar novamente'. */
export function useFinanceSettings() {
  return useRetryableLoad('console-financeiro-cobranca', getFinanceSettings);
}

/** 'Salvar dados de cobrança', through the saveFinanceSettings callable. */
export function useSaveFinanceSettings() {
  return useCallableSubmit(saveFinanceSettings, 'saveFinanceSettings');
}
