import { useState } from 'react';
import type { TermsOffer } from '@/domain/money/partner-terms';
import type { Statement } from '@/domain/money/statements';
import type { StatementLine } from '@/domain/money/ledger-entry.record';
import type { DateRange } from '@/domain/shared/date-range';
import { refusalText } from '@/domain/shared/callable-refusal';
import { acceptTerms } from '@/services/partner-contract';
import { getDeliveredByRiders } from '@/services/rider-settlements';
import { getStatementLines, reportStatementPaid, subscribeToStatements } from '@/services/statements';
import { useLoad } from '@/ui/use-load';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

/** The restaurant's statements, week by week, live. */
export function useStatements(restaurantId: string): LiveResult<Statement[]> {
  return useSubscription<Statement[]>(`statements:${restaurantId}`, (onNext, onError) => subscribeToStatements(restaurantId, onNext, onError));
}

/**
 * A week's lines, read when asked for (`load`, which also resolves with them, or null when the
 * read failed): null before, then loading, the lines, or 'error'.
 */
export function useStatementLines(statement: Pick<Statement, 'restaurantId' | 'semana'>) {
  const [lines, setLines] = useState<StatementLine[] | 'loading' | 'error' | null>(null);

  async function load(): Promise<StatementLine[] | null> {
    setLines('loading');
    try {
      const loaded = await getStatementLines(statement.restaurantId, statement.semana);
      setLines(loaded);
      return loaded;
    } catch (error) {
      console.error('Erro ao carregar os lançamentos', error);
      setLines('error');
      return null;
    }
  }

  return { lines, load };
}

/** 'Já paguei': the week's payment reported to the platform; `error` says why it was not. */
export function useReportPaid(statement: Pick<Statement, 'restaurantId' | 'semana'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function report(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await reportStatementPaid(statement.restaurantId, statement.semana);
    } catch (failure) {
      setError(refusalText(failure, 'Não foi possível informar o pagamento. Verifique sua conexão e tente de novo.'));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, report };
}

/**
 * 'Aceitar termos' of `offer`, naming the version and rate read on screen (a change meanwhile is
 * refused rather than accepted unread); `accept` resolves whether it was accepted.
 */
export function useAcceptTerms(restaurantId: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept(offer: TermsOffer): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await acceptTerms({ restaurantId, termos: offer.termos, comissaoPercentual: offer.comissaoPercentual });
      return true;
    } catch (failure) {
      console.error('Erro ao aceitar os termos', failure);
      setError(refusalText(failure, 'Não foi possível aceitar os termos. Verifique sua conexão e tente de novo.'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, accept };
}

/** The restaurant's orders delivered by platform riders in `range`, read once under `key`. */
export function useDeliveredByRiders(key: string, restaurantId: string, range: DateRange) {
  return useLoad(key, () => getDeliveredByRiders(restaurantId, range));
}
