import { useState } from 'react';
import { statementWeekLabel } from '@/domain/money/commission-ledger';
import { formatCentavos } from '@/domain/shared/money';
import { LEDGER_KIND_LABELS, lineOrderLabel, statementCsv, statementCsvFileName } from '@/domain/money/statement-csv';
import { formatDueDate, STATEMENT_STATUS_LABELS, statementStatus, type Statement, type StatementStatus } from '@/domain/money/statements';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { downloadText } from '@/ui/download';
import { Notice } from '@/ui/Notice';
import { PixCopyButton, PixQrCode } from '@/ui/PixQrCode';
import { useReportPaid, useStatementLines } from './use-finance';

const STATUS_TONES: Record<StatementStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  aberta: 'info',
  fechada: 'warning',
  vencida: 'danger',
  informada: 'neutral',
  paga: 'success',
};

const LINES_FAILED = 'Não foi possível carregar os lançamentos. Verifique sua conexão e tente de novo.';
const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' });

function orders(count: number): string {
  return count === 1 ? '1 pedido' : `${count} pedidos`;
}

/** A week's lines, loaded when asked for, with the CSV of them. */
function StatementLines({ statement }: { statement: Statement }) {
  const { lines, load } = useStatementLines(statement);

  async function downloadCsv() {
    const loaded = Array.isArray(lines) ? lines : await load();
    if (loaded) downloadText(statementCsvFileName(statement.semana), statementCsv(statement, loaded));
  }

  return (
    <div className="statement-card__lines">
      <div className="statement-card__actions">
        {lines === null || lines === 'error' ? (
          <Button variant="secondary" onClick={() => void load()}>
            Ver lançamentos
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => void downloadCsv()}>
          Baixar CSV
        </Button>
      </div>
      {lines === 'loading' ? <p className="muted">Carregando lançamentos...</p> : null}
      {lines === 'error' ? <Notice tone="error">{LINES_FAILED}</Notice> : null}
      {Array.isArray(lines) ? (
        lines.length === 0 ? (
          <p className="muted">Nenhum lançamento nesta semana.</p>
        ) : (
          <table className="statement-lines">
            <caption className="visually-hidden">Lançamentos da semana {statementWeekLabel(statement.semana)}</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Pedido</th>
                <th scope="col">Lançamento</th>
                <th scope="col" className="statement-lines__money">
                  Base
                </th>
                <th scope="col" className="statement-lines__money">
                  Comissão
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.ocorridoEm ? dayFormat.format(line.ocorridoEm) : '—'}</td>
                  <td>
                    {line.pedidoId ? lineOrderLabel(line) : '—'}
                    {line.pagamento ? <span className="muted"> · {line.pagamento}</span> : null}
                  </td>
                  <td>
                    {LEDGER_KIND_LABELS[line.tipo] ?? line.tipo}
                    {line.percentual !== null && line.tipo !== 'estorno' ? <span className="muted"> ({line.percentual}%)</span> : null}
                    {line.motivo ? <span className="statement-lines__reason">{line.motivo}</span> : null}
                    {line.creditoCupom > 0 ? <span className="statement-lines__reason">Crédito do cupom da Sabor: −{formatCentavos(line.creditoCupom)}</span> : null}
                    {line.retidoNaFonte > 0 ? <span className="statement-lines__reason">Retida na fonte (pago pelo app): −{formatCentavos(line.retidoNaFonte)}</span> : null}
                  </td>
                  <td className="statement-lines__money">{formatCentavos(line.base)}</td>
                  <td className="statement-lines__money">{formatCentavos(line.valor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total
                </th>
                <td className="statement-lines__money">
                  <strong>{formatCentavos(statement.comissao)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        )
      ) : null}
    </div>
  );
}

/** One week's statement: its figures and state, its lines, and paying it ('Pagar com Pix', 'Já paguei'). */
export function StatementCard({ statement, now }: { statement: Statement; now: Date }) {
  const status = statementStatus(statement, now);
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, report } = useReportPaid(statement);
  const toPay = status === 'fechada' || status === 'vencida';

  async function reportPaid() {
    await report();
    // Reported or refused, the dialog closes: a refusal shows on the card.
    setConfirming(false);
  }

  return (
    <li className="card statement-card">
      <div className="split">
        <h3 className="statement-card__title">Semana {statementWeekLabel(statement.semana)}</h3>
        <Badge tone={STATUS_TONES[status]}>{STATEMENT_STATUS_LABELS[status]}</Badge>
      </div>
      <p className="statement-card__figures">
        <strong className="statement-card__amount">{formatCentavos(statement.valor ?? statement.comissao)}</strong>
        <span className="muted">
          {' '}
          · {orders(statement.pedidos)}
          {statement.estornos + statement.ajustes > 0 ? ` · correções ${formatCentavos(statement.correcoes)}` : ''}
          {statement.retidoNaFonte > 0 ? ` · ${formatCentavos(statement.retidoNaFonte)} já retidos na fonte (pagos pelo app)` : ''}
        </span>
      </p>
      {statement.estado === 'aberta' ? <p className="hint">Comissão da semana até agora. O extrato fecha na segunda-feira.</p> : null}
      {toPay && statement.vencimento ? <p className="hint">Vencimento: {formatDueDate(statement.vencimento)}</p> : null}
      {statement.estado === 'informada' ? <p className="hint">Você informou o pagamento. A Sabor confirma quando o Pix chegar.</p> : null}
      {statement.estado === 'paga' && statement.pagoEm ? (
        <p className="hint">
          Paga em {formatDueDate(statement.pagoEm)}
          {statement.notaPagamento ? ` · ${statement.notaPagamento}` : ''}
        </p>
      ) : null}
      {toPay ? (
        <div className="statement-card__actions">
          <Button onClick={() => setPaying((open) => !open)} aria-expanded={paying}>
            Pagar com Pix
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Já paguei
          </Button>
        </div>
      ) : null}
      {toPay && paying ? (
        statement.pix ? (
          <div className="statement-card__pix">
            <PixQrCode payload={statement.pix} size={220} label={`QR Code do Pix da comissão de ${formatCentavos(statement.valor ?? 0)}`} />
            <PixCopyButton payload={statement.pix} />
            <p className="hint">Código do extrato: {statement.codigo}. Pague o valor exato: é assim que a Sabor identifica o seu pagamento.</p>
          </div>
        ) : (
          <Notice tone="info">Este extrato não tem código Pix. Fale com a Sabor para saber como pagar.</Notice>
        )
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <StatementLines statement={statement} />
      {confirming ? (
        <ConfirmDialog title="Informar pagamento?" confirmLabel="Já paguei" busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void reportPaid()}>
          Confirme que o Pix de {formatCentavos(statement.valor ?? 0)} da semana {statementWeekLabel(statement.semana)} foi feito. A Sabor confere e marca o extrato como pago.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
