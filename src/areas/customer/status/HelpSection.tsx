import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { refusePickedFile } from '@/domain/photos/photos';
import type { CroppedPhoto } from '@/ui/photo/PhotoCropper';
import { canAskForHelp, HELP_CASE_MESSAGES, HELP_PROBLEM_LABELS, HELP_PROBLEMS, ITEM_PROBLEMS, type HelpProblem } from '@/domain/help/help-case';
import type { Order } from '@/domain/orders/order';
import { Button } from '@/ui/Button';
import { HelpTimeline } from '@/ui/HelpTimeline';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { QuantityStepper } from '@/ui/QuantityStepper';
import { TextAreaField } from '@/ui/TextAreaField';
import { useNow } from '@/ui/use-now';
import { useOpenHelpCase, useOrderHelpCases } from './use-help-cases';

// The cropper and the compression load when a photo is picked, not with the page.
const PhotoCropper = lazy(() => import('@/ui/photo/PhotoCropper'));

/**
 * 'Preciso de ajuda' on the order's page (issue #53): the customer's cases on it with their
 * timelines, live, and the button that opens a new one, from placement until 7 days after
 * delivery, for a problem not asked about yet; `askNow` opens the form on arrival ('Meus Pedidos').
 */
export function HelpSection({ order, uid, askNow = false }: { order: Order; uid: string | null; askNow?: boolean }) {
  const cases = useOrderHelpCases(uid, order.id);
  const now = useNow(60_000);
  const [asking, setAsking] = useState(askNow);
  const opened = cases.status === 'success' ? cases.data : [];
  const left = HELP_PROBLEMS.filter((problem) => !opened.some((help) => help.problema === problem));
  const offered = uid !== null && canAskForHelp(order, now) && left.length > 0;
  if (!offered && opened.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="help-title">
      <h2 id="help-title">Ajuda com este pedido</h2>
      {cases.status === 'error' ? <Notice tone="error">Não foi possível carregar seus pedidos de ajuda. Verifique a conexão.</Notice> : null}
      {opened.map((help) => (
        <HelpTimeline key={help.id} help={help} viewer="cliente" />
      ))}
      {offered ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Preciso de ajuda
        </Button>
      ) : null}
      {asking && offered ? <HelpCaseForm order={order} problems={left} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

/** The problem, the items it is about (for an item problem), and what happened; what was typed stays on a refusal. */
function HelpCaseForm({ order, problems, onClose }: { order: Order; problems: readonly HelpProblem[]; onClose: () => void }) {
  const [problema, setProblema] = useState<HelpProblem | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [descricao, setDescricao] = useState('');
  const [tried, setTried] = useState(false);
  const [picked, setPicked] = useState<File | null>(null);
  const [photo, setPhoto] = useState<CroppedPhoto | null>(null);
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  const opening = useOpenHelpCase();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = refusePickedFile(file);
    setPhotoMessage(refusal);
    setPicked(refusal ? null : file);
  }
  const itemProblem = problema !== null && ITEM_PROBLEMS.includes(problema);
  const itens = Object.entries(quantities)
    .filter(([, quantidade]) => quantidade > 0)
    .map(([indice, quantidade]) => ({ indice: Number(indice), quantidade }));
  const errors = {
    problema: problema ? null : HELP_CASE_MESSAGES.chooseProblem,
    itens: itemProblem && itens.length === 0 ? HELP_CASE_MESSAGES.chooseItems : (opening.refusal?.fields.itens ?? null),
    descricao: descricao.trim().length < 10 || descricao.trim().length > 1000 ? HELP_CASE_MESSAGES.description : (opening.refusal?.fields.descricao ?? null),
  };

  async function send() {
    setTried(true);
    if (!problema || errors.itens || errors.descricao) return;
    const done = await opening.send({ restaurantId: order.restaurantId, orderId: order.id, problema, itens: itemProblem ? itens : [], descricao: descricao.trim() }, photo);
    if (done) onClose();
  }

  return (
    <Modal
      title="Preciso de ajuda"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={opening.sending}>
            Cancelar
          </Button>
          <Button busy={opening.sending} onClick={() => void send()}>
            Enviar
          </Button>
        </>
      }
    >
      <fieldset className="choice-list">
        <legend>O que aconteceu?</legend>
        {problems.map((option) => (
          <label key={option} className="choice-list__option">
            <input type="radio" name="problema" value={option} checked={problema === option} onChange={() => setProblema(option)} /> {HELP_PROBLEM_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {tried && errors.problema ? (
        <p className="field__error" role="alert">
          {errors.problema}
        </p>
      ) : null}
      {itemProblem ? (
        <fieldset className="choice-list">
          <legend>Quais itens?</legend>
          <ul className="list refund-items">
            {order.itens.map((item, indice) => (
              <li key={`${item.nome}-${indice}`} className="refund-items__line">
                <span>
                  {item.quantidade}x {item.nome}
                </span>
                <QuantityStepper
                  value={quantities[indice] ?? 0}
                  min={0}
                  max={item.quantidade}
                  onChange={(value) => setQuantities((current) => ({ ...current, [indice]: value }))}
                  label={`Quantidade de ${item.nome} com problema`}
                  buttonLabels={{ decrease: `Menos ${item.nome}`, increase: `Mais ${item.nome}` }}
                />
              </li>
            ))}
          </ul>
          {tried && errors.itens ? (
            <p className="field__error" role="alert">
              {errors.itens}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <TextAreaField
        label="Conte o que aconteceu"
        value={descricao}
        onChange={(event) => setDescricao(event.target.value)}
        maxLength={1000}
        rows={4}
        error={tried ? errors.descricao : null}
        hint="O restaurante e a equipe da Sabor leem o que você escrever."
      />
      <fieldset className="choice-list">
        <legend>Foto (opcional)</legend>
        {picked ? (
          <Suspense fallback={<p className="muted">Abrindo a foto...</p>}>
            <PhotoCropper
              file={picked}
              use="ajuda"
              onDone={(cropped) => {
                setPhoto(cropped);
                setPicked(null);
              }}
              onCancel={() => setPicked(null)}
            />
          </Suspense>
        ) : photo ? (
          <p className="split">
            <span>Foto anexada.</span>
            <Button variant="ghost" size="sm" onClick={() => setPhoto(null)}>
              Remover foto
            </Button>
          </p>
        ) : (
          <div className="photo-field__actions">
            <label className="btn btn--secondary btn--sm">
              Tirar foto
              <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={pick} />
            </label>
            <label className="btn btn--secondary btn--sm">
              Escolher da galeria
              <input type="file" accept="image/*" className="visually-hidden" onChange={pick} />
            </label>
          </div>
        )}
        {photoMessage ? <Notice tone="error">{photoMessage}</Notice> : null}
      </fieldset>
      {opening.refusal ? <Notice tone="error">{opening.refusal.message}</Notice> : null}
    </Modal>
  );
}
