import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, deviceLabel, deviceScope, pushSupport } from '@/domain/notifications/device';
import type { PushSupport } from '@/domain/notifications/device';
import { SessionContext, type Session } from '@/state/session-context';
import { NotificationsPage } from '@/areas/account/notifications/NotificationsPage';
import type { Device } from '@/services/push-devices';

// The service is replaced here; the emulator suites run the rules and the sender.
const mocks = vi.hoisted(() => ({
  support: 'available' as PushSupport,
  devices: [] as Device[],
  turnOn: vi.fn<(profile: unknown) => Promise<string>>(),
  mute: vi.fn<(uid: string, id: string, kinds: string[]) => Promise<void>>(),
  remove: vi.fn<(uid: string, id: string) => Promise<void>>(),
  test: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('@/services/push-devices', () => ({
  PushSetupError: class PushSetupError extends Error {},
  thisBrowserPushSupport: () => mocks.support,
  thisDeviceId: () => 'este',
  turnOnThisDevice: mocks.turnOn,
  setDeviceMutes: mocks.mute,
  removeDevice: mocks.remove,
  sendTestNotification: mocks.test,
  subscribeToMyDevices: (_uid: string, onNext: (devices: Device[]) => void) => {
    onNext(mocks.devices);
    return () => undefined;
  },
}));

const session: Session = {
  status: 'ready',
  user: { uid: 'ana', email: 'ana@sabor.dev', displayName: 'Ana', photoURL: null, emailVerified: true },
  profile: { uid: 'ana', nome: 'Ana', email: 'ana@sabor.dev', tipo: 'motoboy', telefone: null, emailVerificado: true, restaurantId: null, criadoEm: null, rider: { cidade: 'sao paulo', cidadeNome: 'São Paulo', disponivel: true, disponivelVistoEm: null } },
  type: 'motoboy',
};

function renderPage() {
  render(
    <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut: vi.fn() }}>
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const device = (id: string, extra: Partial<Device> = {}): Device => ({ id, rotulo: 'Chrome no Android', papel: 'motoboy', silenciados: [], criadoEm: new Date('2026-11-20T12:00:00Z'), vistoEm: new Date('2026-11-26T15:00:00Z'), salvo: true, ...extra });

beforeEach(() => {
  mocks.support = 'available';
  mocks.devices = [];
  for (const mock of [mocks.turnOn, mocks.mute, mocks.remove, mocks.test]) mock.mockReset().mockResolvedValue(undefined as never);
});
afterEach(cleanup);

describe("'Notificações'", () => {
  it('turns this device on only after a tap, with the person’s role, and says why it cannot', async () => {
    const user = userEvent.setup();
    renderPage();
    // A rider opened it from the app: the way back is there (issue #51).
    expect(screen.getByRole('link', { name: '← Voltar às entregas' })).toHaveAttribute('href', '/deliveryman-dashboard/available-orders');
    expect(mocks.turnOn).not.toHaveBeenCalled();
    expect(screen.getByText('Nenhum aparelho recebe notificações ainda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar notificações neste aparelho' }));
    expect(mocks.turnOn).toHaveBeenCalledWith(session.status === 'ready' ? session.profile : null);

    // Until the server has this device it is not shown as on: a page closed then could lose it.
    cleanup();
    mocks.devices = [device('este', { salvo: false, criadoEm: null })];
    renderPage();
    expect(screen.getByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeInTheDocument();
    expect(screen.queryByText(/ativadas neste aparelho/)).not.toBeInTheDocument();
    expect(screen.getByText('Salvando...')).toBeInTheDocument();

    cleanup();
    mocks.support = 'ios-home-screen';
    renderPage();
    expect(screen.getByText(/Adicionar à Tela de Início/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' })).not.toBeInTheDocument();
  });

  it("lists the person's devices: mutes a kind with its own switch, sends a test, removes after confirming", async () => {
    const user = userEvent.setup();
    mocks.devices = [device('este'), device('tablet', { rotulo: 'Firefox no Linux', silenciados: ['entrega_disponivel'] })];
    renderPage();
    expect(screen.getByText(/ativadas neste aparelho/)).toBeInTheDocument();
    const [mine, other] = screen.getAllByRole('listitem');
    expect(within(mine!).getByRole('heading')).toHaveTextContent('Chrome no Android (este aparelho)');

    const switchOf = (card: HTMLElement) => within(card).getByRole('checkbox', { name: 'Entregas esperando na sua cidade' });
    expect(switchOf(mine!)).toBeChecked();
    expect(switchOf(other!)).not.toBeChecked();
    await user.click(switchOf(mine!));
    expect(mocks.mute).toHaveBeenCalledWith('ana', 'este', ['entrega_disponivel']);
    await user.click(switchOf(other!));
    expect(mocks.mute).toHaveBeenCalledWith('ana', 'tablet', []);

    await user.click(within(other!).getByRole('button', { name: 'Enviar notificação de teste' }));
    expect(mocks.test).toHaveBeenCalledWith('tablet');
    expect(await within(other!).findByText(/Notificação de teste enviada/)).toBeInTheDocument();

    await user.click(within(other!).getByRole('button', { name: 'Remover' }));
    expect(mocks.remove).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(mocks.remove).toHaveBeenCalledWith('ana', 'tablet');
  });

  it('shows a failure in Portuguese and keeps the page', async () => {
    const user = userEvent.setup();
    mocks.devices = [device('tablet')];
    mocks.test.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar notificação de teste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível concluir. Verifique sua conexão e tente de novo.');
  });
});

describe('this device and Web Push', () => {
  const chromeAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const facts = { userAgent: chromeAndroid, standalone: false, hasServiceWorker: true, hasPushManager: true, permission: 'default' as NotificationPermission };

  it('knows where push works, and names the device', () => {
    expect(pushSupport(facts)).toBe('available');
    expect(pushSupport({ ...facts, permission: 'denied' })).toBe('denied');
    expect(pushSupport({ ...facts, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...facts, userAgent: iphone, hasPushManager: false })).toBe('ios-home-screen');
    expect(pushSupport({ ...facts, userAgent: iphone, standalone: true })).toBe('available');
    expect(deviceLabel(chromeAndroid)).toBe('Chrome no Android');
    expect(deviceLabel(iphone)).toBe('Safari no iPhone');
  });

  it('turns a device on for the role the person has now', () => {
    expect(deviceScope({ tipo: 'restaurante', restaurantId: 'nonna' })).toEqual({ papel: 'restaurante', restaurantId: 'nonna', cidade: null });
    expect(deviceScope({ tipo: 'motoboy', restaurantId: null, rider: { cidade: 'rio de janeiro', cidadeNome: 'Rio de Janeiro', disponivel: false, disponivelVistoEm: null } })).toEqual({
      papel: 'motoboy',
      restaurantId: null,
      cidade: 'rio de janeiro',
    });
    expect(deviceScope({ tipo: 'cliente', restaurantId: 'stale' })).toEqual({ papel: 'cliente', restaurantId: null, cidade: null });
    // A VAPID key as PushManager.subscribe takes it: 65 bytes, an uncompressed P-256 point.
    const key = applicationServerKey('BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });
});
