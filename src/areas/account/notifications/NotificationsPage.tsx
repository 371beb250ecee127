import { useState } from 'react';
import { Link } from 'react-router-dom';
import { homePathFor, PATHS } from '@/domain/shared/routes';
import { KINDS_BY_ROLE, type DeviceRole, type NotificationKind } from '@/domain/notifications/push';
import type { PushSupport } from '@/domain/notifications/device';
import { formatClock } from '@/domain/restaurants/opening-hours';
import { useSession } from '@/state/session-context';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { LoadingState } from '@/ui/LoadingState';
import { Notice, RetryNotice } from '@/ui/Notice';
import { useDeviceActions, useMyDevices, useThisDevice, type Device } from './use-devices';
import './notifications.css';

/** Why this device cannot turn notifications on, and what to do about it. */
const SUPPORT_NOTICES: Record<Exclude<PushSupport, 'available'>, string> = {
  'ios-home-screen':
    'No iPhone e no iPad, as notificações funcionam só com a Sabor na Tela de Início (iOS 16.4 ou mais novo): no Safari, toque em Compartilhar e em "Adicionar à Tela de Início", abra a Sabor pelo ícone e volte a esta página.',
  denied: 'As notificações estão bloqueadas neste navegador. Para receber avisos, permita as notificações da Sabor nas configurações do navegador e volte aqui.',
  unsupported: 'Este navegador não recebe notificações. Use o Chrome, o Edge, o Firefox ou o Safari atualizados.',
};

/** The way back for those whose home is not the customer's. */
const BACK_LINKS: Partial<Record<string, string>> = { restaurante: 'Voltar ao painel', motoboy: 'Voltar às entregas', admin: 'Voltar ao console' };

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

function DeviceCard({ uid, device, current }: { uid: string; device: Device; current: boolean }) {
  const { busy, message, mute, test, remove } = useDeviceActions(uid, device.id);
  const [confirming, setConfirming] = useState(false);
  const kinds = KINDS_BY_ROLE[device.papel as DeviceRole] ?? [];

  function toggle(kind: NotificationKind, wanted: boolean) {
    const muted = wanted ? device.silenciados.filter((item) => item !== kind) : [...new Set([...device.silenciados, kind])];
    void mute(muted);
  }

  return (
    <li className="card device-card">
      <div className="split">
        <div>
          <h3 className="device-card__name">
            {device.rotulo}
            {current ? <span className="device-card__this"> (este aparelho)</span> : null}
          </h3>
          {device.salvo ? (
            <p className="hint">
              Ativado em {device.criadoEm ? dateFormat.format(device.criadoEm) : '—'}
              {device.vistoEm ? ` · visto por último em ${dateFormat.format(device.vistoEm)} às ${formatClock(device.vistoEm)}` : ''}
            </p>
          ) : (
            <p className="hint">Salvando...</p>
          )}
        </div>
      </div>
      {kinds.length > 0 ? (
        <fieldset className="device-card__kinds">
          <legend>Avisar neste aparelho sobre</legend>
          {kinds.map(({ kind, label }) => (
            <label key={kind} className="check-row">
              <input type="checkbox" checked={!device.silenciados.includes(kind)} disabled={busy === 'mute'} onChange={(event) => toggle(kind, event.target.checked)} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div className="device-card__actions">
        <Button variant="secondary" busy={busy === 'test'} onClick={() => void test()}>
          Enviar notificação de teste
        </Button>
        <Button variant="ghost" busy={busy === 'remove'} onClick={() => setConfirming(true)}>
          Remover
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          destructive
          title="Remover este aparelho?"
          confirmLabel="Remover"
          busy={busy === 'remove'}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove().then(() => setConfirming(false))}
        >
          {device.rotulo} deixa de receber as notificações da Sabor. Você pode ativá-las de novo quando quiser.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/**
 * /notificacoes (issue #37): turn notifications on for this device (after a tap, never on load),
 * and each of the person's devices: what it is told about (a mute per kind, apart from the
 * button that turns them on), a test, and 'Remover'.
 */
export function NotificationsPage() {
  const { session } = useSession();
  const profile = session.status === 'ready' ? session.profile : null;
  const uid = profile?.uid ?? null;
  const devices = useMyDevices(uid);
  const { id: currentId, support, turningOn, error, turnOn } = useThisDevice(profile);
  const thisOn = devices.status === 'success' && devices.data.some((device) => device.id === currentId && device.salvo);

  // Opened from the kitchen's panel, the rider's app or the console (issue #51): the way back to it.
  const type = session.status === 'ready' ? session.type : null;
  const back = type && type !== 'cliente' ? BACK_LINKS[type] : null;

  return (
    <main className="page notifications-page">
      {back ? (
        <Link className="notifications-page__back" to={homePathFor(type)}>
          ← {back}
        </Link>
      ) : null}
      <h1>Notificações</h1>
      <p className="muted">Receba os avisos da Sabor mesmo com o app fechado ou a tela apagada. Cada aparelho é ativado à parte.</p>

      <section className="card notifications-page__this" aria-labelledby="this-device-title">
        <h2 id="this-device-title">Este aparelho</h2>
        {support !== 'available' ? (
          <Notice tone="warning">{SUPPORT_NOTICES[support]}</Notice>
        ) : thisOn ? (
          <p>As notificações estão ativadas neste aparelho. Escolha abaixo sobre o que ele avisa.</p>
        ) : (
          <>
            <p>Ative para ser avisado aqui. O navegador vai pedir a sua permissão.</p>
            <Button onClick={() => void turnOn()} busy={turningOn} disabled={!profile || devices.status === 'loading'}>
              Ativar notificações neste aparelho
            </Button>
          </>
        )}
        {error ? <Notice tone="error">{error}</Notice> : null}
      </section>

      <section aria-labelledby="devices-title">
        <h2 id="devices-title">Seus aparelhos</h2>
        {devices.status === 'loading' ? (
          <LoadingState text="Carregando seus aparelhos..." />
        ) : devices.status === 'error' ? (
          <RetryNotice onRetry={() => window.location.reload()}>Não foi possível carregar os seus aparelhos. Verifique sua conexão e tente de novo.</RetryNotice>
        ) : devices.data.length === 0 ? (
          <p className="hint">Nenhum aparelho recebe notificações ainda.</p>
        ) : (
          <ul className="notifications-page__list">
            {devices.data.map((device) => (
              <DeviceCard key={device.id} uid={uid!} device={device} current={device.id === currentId} />
            ))}
          </ul>
        )}
      </section>
      {/* Riders and restaurant teams reach their data from here (customers from their menu too). */}
      <p>
        <Link to={PATHS.privacy}>Privacidade: baixar os seus dados</Link>
      </p>
    </main>
  );
}
