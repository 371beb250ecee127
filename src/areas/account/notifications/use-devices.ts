import { useState } from 'react';
import type { UserProfile } from '@/domain/accounts/user';
import type { PushSupport } from '@/domain/notifications/device';
import type { NotificationKind } from '@/domain/notifications/push';
import { refusalText } from '@/domain/shared/callable-refusal';
import {
  PushSetupError,
  removeDevice,
  sendTestNotification,
  setDeviceMutes,
  subscribeToMyDevices,
  thisBrowserPushSupport,
  thisDeviceId,
  turnOnThisDevice,
  type Device,
} from '@/services/push-devices';
import { useSubscription, type LiveResult } from '@/ui/use-subscription';

export type { Device };

/** The person's words for a failure: ours and the functions' are Portuguese already; anything else gets `fallback`. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof PushSetupError ? error.message : refusalText(error, fallback);
}

/** The person's devices, live; nothing is listened to until `uid` is known. */
export function useMyDevices(uid: string | null): LiveResult<Device[]> {
  return useSubscription<Device[]>(`aparelhos:${uid ?? ''}`, uid ? (onNext, onError) => subscribeToMyDevices(uid, onNext, onError) : null);
}

/**
 * This browser: its device id, whether it can turn notifications on (`support`, judged again after
 * a failure, since the person may have just blocked them), and 'Ativar notificações neste
 * aparelho' for `profile`'s role; `error` says why it did not work.
 */
export function useThisDevice(profile: Pick<UserProfile, 'uid' | 'tipo' | 'restaurantId' | 'rider'> | null) {
  const [support, setSupport] = useState<PushSupport>(() => thisBrowserPushSupport());
  const [turningOn, setTurningOn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function turnOn() {
    if (!profile) return;
    setTurningOn(true);
    setError(null);
    try {
      await turnOnThisDevice(profile);
    } catch (failure) {
      setError(failureText(failure, 'Não foi possível ativar as notificações. Verifique sua conexão e tente de novo.'));
      setSupport(thisBrowserPushSupport());
    } finally {
      setTurningOn(false);
    }
  }

  return { id: thisDeviceId(), support, turningOn, error, turnOn };
}

/** Which of a device's buttons is at work. */
export type DeviceAction = 'test' | 'remove' | 'mute';

/**
 * One device's actions: its mutes, a test notification, 'Remover'. `busy` is the action under way,
 * `message` what the last one said (a success's, or the failure's text).
 */
export function useDeviceActions(uid: string, deviceId: string) {
  const [busy, setBusy] = useState<DeviceAction | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function run(kind: DeviceAction, work: () => Promise<void>, done?: string) {
    setBusy(kind);
    setMessage(null);
    try {
      await work();
      if (done) setMessage({ tone: 'success', text: done });
    } catch (error) {
      setMessage({ tone: 'error', text: failureText(error, 'Não foi possível concluir. Verifique sua conexão e tente de novo.') });
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    message,
    mute: (muted: NotificationKind[]) => run('mute', () => setDeviceMutes(uid, deviceId, muted)),
    test: () => run('test', () => sendTestNotification(deviceId), 'Notificação de teste enviada. Ela chega em alguns segundos.'),
    remove: () => run('remove', () => removeDevice(uid, deviceId)),
  };
}
