import { useState } from 'react';
import { HELP_CASE_MESSAGES } from '@/domain/help/help-case';
import type { HelpCase } from '@/domain/help/help-case.record';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { HelpTimeline } from '@/ui/HelpTimeline';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { TextAreaField } from '@/ui/TextAreaField';
import { useToast } from '@/ui/Toast';
import { useAnswerHelpCase, useStoreHelpCases } from './use-help-answers';

/**
 * The store's open help cases (issue #53), above the board: a delivered order has left the board,
 * so its case shows here, with its deadline and the three answers. 'Reembolsar' is the dono's and
 * the gerente's, and only for an order paid in the app (the money goes back through Mercado Pago).
 */
export function HelpCasesPanel({ restaurantId, canRefund }: { restaurantId: string; canRefund: boolean }) {
  const cases = useStoreHelpCases(restaurantId);
  if (cases.status === 'error') return <Notice tone="error">Não foi possível carregar os pedidos de ajuda dos clientes. Verifique a conexão.</Notice>;
  if (cases.status !== 'success' || cases.data.length === 0) return null;
  return (
    <section className="card stack help-cases" aria-labelledby="help-cases-title">
      <h2 id="help-cases-title">Clientes pedindo ajuda ({cases.data.length})</h2>
      <ul className="list">
        {cases.data.map((help) => (
          <HelpCaseItem key={help.id} help={help} canRefund={canRefund} />
        ))}
      </ul>
    </section>
  );
}

function HelpCaseItem({ help, canRefund }: { help: HelpCase; canRefund: boolean }) {
  const answers = useAnswerHelpCase();
  const toast = useToast();
  const done = (text: string) => (ok: boolean) => {
    if (!ok) return;
    setDialog(null);
    toast(text, 'success');
  };
  const [dialog, setDialog] = useState<'reembolsar' | 'reenviar' | 'contestar' | null>(null);
  const [motivo, setMotivo] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    answers.clearError();
    setDialog(null);
  };
  const whole = help.problema === 'nao_chegou' || help.itens.length === 0;
  const what = whole ? 'o pedido inteiro, com a entrega' : help.itens.map((item) => `${item.quantidade}x ${item.nome}`).join(', ');
  const contestError = motivo.trim().length < 10 || motivo.trim().length > 500 ? HELP_CASE_MESSAGES.contestReason : null;

  return (
    <li className="help-cases__item">
      <p className="help-cases__order">
        Pedido {help.pedido} · {help.clienteNome || 'Cliente'}
      </p>
      <HelpTimeline help={help} viewer="loja" headingLevel={3} />
      {answers.error && !dialog ? <Notice tone="error">{answers.error}</Notice> : null}
      <div className="panel-order__actions help-cases__actions">
        {canRefund ? <Button onClick={() => setDialog('reembolsar')}>Reembolsar</Button> : null}
        <Button variant="secondary" onClick={() => setDialog('reenviar')}>
          Enviar de novo
        </Button>
        <Button variant="ghost" onClick={() => setDialog('contestar')}>
          Contestar
        </Button>
      </div>
      {!help.pagoNoApp ? <p className="hint">Pago na entrega: um reembolso vira créditos Sabor para o cliente, e o valor entra no próximo extrato da loja, sem a comissão.</p> : null}

      {dialog === 'reembolsar' ? (
        <ConfirmDialog
          title={`Reembolsar o pedido ${help.pedido}?`}
          confirmLabel="Reembolsar"
          busy={answers.pendingKey === 'reembolsar'}
          onCancel={close}
          onConfirm={() => void answers.answer({ casoId: help.id, acao: 'reembolsar', inteiro: whole }).then(done(`Reembolso do pedido ${help.pedido} feito. O cliente foi avisado.`))}
        >
          {help.pagoNoApp ? (
            <p>Devolver ao cliente {what}, pelo mesmo meio de pagamento, saindo da conta Mercado Pago da loja. A Sabor devolve à loja a comissão desse valor no próximo extrato.</p>
          ) : (
            <p>Devolver ao cliente {what} em créditos Sabor, para usar no próximo pedido. O valor entra no próximo extrato da loja, menos a comissão da Sabor sobre ele.</p>
          )}
          {answers.error ? <Notice tone="error">{answers.error}</Notice> : null}
        </ConfirmDialog>
      ) : null}
      {dialog === 'reenviar' ? (
        <ConfirmDialog
          title={`Enviar de novo o pedido ${help.pedido}?`}
          confirmLabel="Vou enviar de novo"
          busy={answers.pendingKey === 'reenviar'}
          onCancel={close}
          onConfirm={() => void answers.answer({ casoId: help.id, acao: 'reenviar' }).then(done(`Pedido ${help.pedido}: o cliente sabe que a loja vai enviar de novo.`))}
        >
          <p>O cliente é avisado de que a loja vai enviar de novo {whole ? 'o pedido' : what}, sem custo para ele.</p>
          {answers.error ? <Notice tone="error">{answers.error}</Notice> : null}
        </ConfirmDialog>
      ) : null}
      {dialog === 'contestar' ? (
        <Modal
          title={`Contestar o pedido de ajuda do pedido ${help.pedido}`}
          onClose={close}
          footer={
            <>
              <Button variant="ghost" onClick={close}>
                Cancelar
              </Button>
              <Button
                busy={answers.pendingKey === 'contestar'}
                onClick={() => {
                  setTried(true);
                  if (contestError) return;
                  void answers.answer({ casoId: help.id, acao: 'contestar', motivo: motivo.trim() }).then(done(`Contestação do pedido ${help.pedido} enviada à Sabor.`));
                }}
              >
                Enviar à Sabor
              </Button>
            </>
          }
        >
          <TextAreaField label="Por que a loja contesta?" value={motivo} onChange={(event) => setMotivo(event.target.value)} maxLength={500} rows={3} error={tried ? contestError : null} hint="A equipe da Sabor lê os dois lados e decide." />
          {answers.error ? <Notice tone="error">{answers.error}</Notice> : null}
        </Modal>
      ) : null}
    </li>
  );
}
