import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { AdminArea } from '@/areas/admin/AdminArea';
import { consoleRestaurantFromData } from '@/domain/restaurants/console-restaurant.record';
import { makeApplication } from '../../fixtures/applications';
import { makeProfile } from '../../fixtures/users';

// The services are what is replaced here: the console's screens against canned documents (read
// through the real converters), and the callables as spies.
const mocks = vi.hoisted(() => ({
  getApplicationsPage: vi.fn(),
  subscribeToApplication: vi.fn(),
  reviewApplication: vi.fn(),
  getApplication: vi.fn(),
  setSuspension: vi.fn(),
  application: null as unknown,
  restaurant: null as unknown,
}));

vi.mock('@/services/admin-applications', () => ({
  APPLICATIONS_PAGE_SIZE: 20,
  getApplicationsPage: mocks.getApplicationsPage,
  getApplication: mocks.getApplication,
  reviewApplication: mocks.reviewApplication,
  subscribeToApplication: (_id: string, onNext: (value: unknown) => void) => {
    onNext(mocks.application);
    return () => undefined;
  },
}));
vi.mock('@/services/admin-directory', () => ({
  RECENT_ORDERS_LIMIT: 10,
  getPartnersPage: vi.fn(async () => ({ items: [], next: null })),
  getRestaurantMembers: vi.fn(async () => []),
  getRecentRestaurantOrders: vi.fn(async () => []),
  subscribeToConsoleRestaurant: (_id: string, onNext: (value: unknown) => void) => {
    onNext(mocks.restaurant);
    return () => undefined;
  },
  subscribeToConsoleUser: vi.fn(() => () => undefined),
  subscribeToUsersByEmail: vi.fn(() => () => undefined),
}));
vi.mock('@/services/admin-moderation', () => ({
  AUDIT_TRAIL_LIMIT: 20,
  setSuspension: mocks.setSuspension,
  subscribeToAuditTrail: (_ids: string[], onNext: (value: unknown[]) => void) => {
    onNext([]);
    return () => undefined;
  },
}));
vi.mock('@/services/sales', () => ({
  ADMIN_PREVIEW_SIZE: 3,
  getPlatformSales: vi.fn(() => new Promise(() => undefined)),
  getRestaurantSalesPage: vi.fn(() => new Promise(() => undefined)),
  getAllRestaurantSales: vi.fn(() => new Promise(() => undefined)),
  getOrdersPage: vi.fn(),
  subscribeToLatestOrders: vi.fn(() => () => undefined),
}));

const admin: Session = {
  status: 'ready',
  user: { uid: 'admin1', email: 'admin@sabor.dev', displayName: null, photoURL: null, emailVerified: true },
  profile: makeProfile('admin', { uid: 'admin1', nome: 'Patrícia Admin', email: 'admin@sabor.dev' }),
  type: 'admin',
};

const restaurantApplication = makeApplication;

function renderConsole(path: string) {
  const router = createMemoryRouter([{ path: '/admin-dashboard/*', element: <AdminArea /> }], { initialEntries: [path] });
  render(
    <SessionContext.Provider value={{ session: admin, booting: false, refreshUser: vi.fn(), signOut: vi.fn(async () => undefined) }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

beforeEach(() => {
  mocks.getApplicationsPage.mockReset();
  mocks.reviewApplication.mockReset();
  mocks.setSuspension.mockReset();
  mocks.getApplication.mockResolvedValue(null);
  mocks.application = restaurantApplication();
});

describe("the operator's console", () => {
  it("'Cadastros' lists the queue in review first, filters by kind and state in the address, and pages on", async () => {
    const cursor = { page: 2 };
    mocks.getApplicationsPage.mockImplementation(async (_filter: unknown, after: unknown) =>
      after ? { items: [restaurantApplication({ nome: 'Segunda Página' }, 'restaurante-u2')], next: null } : { items: [restaurantApplication()], next: cursor },
    );
    const router = renderConsole('/admin-dashboard/usuarios');

    // The sections' navigation; following one puts the focus on the new page's title.
    await userEvent.click(screen.getByRole('link', { name: 'Cadastros' }));
    const title = screen.getByRole('heading', { name: 'Cadastros', level: 2 });
    expect(title).toHaveFocus();
    expect(mocks.getApplicationsPage).toHaveBeenLastCalledWith({ kind: null, state: 'enviado' }, null);

    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Tempero da Vila/ });
    expect(within(row).getByRole('link', { name: 'Tempero da Vila' })).toHaveAttribute('href', '/admin-dashboard/cadastros/restaurante-u1');
    expect(row).toHaveTextContent('Restaurante');
    expect(row).toHaveTextContent('São Paulo/SP');
    expect(row).toHaveTextContent('Em análise');

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Segunda Página' })).toBeVisible();
    expect(mocks.getApplicationsPage).toHaveBeenLastCalledWith({ kind: null, state: 'enviado' }, cursor);
    expect(screen.getByText('Todos os 2 cadastros foram exibidos.')).toBeVisible();

    await userEvent.click(within(screen.getByRole('group', { name: 'Tipo' })).getByRole('button', { name: 'Entregadores' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Situação' })).getByRole('button', { name: 'Recusados' }));
    expect(mocks.getApplicationsPage).toHaveBeenLastCalledWith({ kind: 'entregador', state: 'recusado' }, null);
    expect(router.state.location.search).toBe('?tipo=entregador&estado=recusado');
    expect(within(screen.getByRole('group', { name: 'Situação' })).getByRole('button', { name: 'Recusados' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(screen.getByRole('group', { name: 'Situação' })).getByRole('button', { name: 'Todas' }));
    expect(mocks.getApplicationsPage).toHaveBeenLastCalledWith({ kind: 'entregador', state: null }, null);
    expect(router.state.location.search).toBe('?tipo=entregador&estado=todos');
  });

  it("'Cadastros' says so when the queue is empty, and offers a retry when it fails", async () => {
    mocks.getApplicationsPage.mockRejectedValueOnce(new Error('Missing or insufficient permissions.')).mockResolvedValueOnce({ items: [], next: null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole('/admin-dashboard/cadastros?estado=ajustes');

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar cadastros: Missing or insufficient permissions.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum cadastro em "Ajustes pedidos".')).toBeVisible();
    expect(mocks.getApplicationsPage).toHaveBeenLastCalledWith({ kind: null, state: 'ajustes' }, null);
  });

  it('an application shows its fields formatted, and the decision needs reasons (changes, rejection) and a message (changes)', async () => {
    renderConsole('/admin-dashboard/cadastros/restaurante-u1');

    expect(screen.getByRole('heading', { name: 'Tempero da Vila', level: 2 })).toBeVisible();
    for (const text of ['11.222.333/0001-81', '123.456.789-09', '01310-100', 'Celular: (11) 98765-4321', 'Versão 2026-11']) {
      expect(screen.getByText(text)).toBeVisible();
    }

    const form = screen.getByRole('form', { name: 'Decisão' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar decisão' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Escolha a decisão.');

    await userEvent.click(within(form).getByRole('radio', { name: /Pedir ajustes/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Pedir ajustes' }));
    expect(within(form).getByText('Marque pelo menos um motivo.')).toBeVisible();
    expect(within(form).getByText('Escreva uma mensagem para o candidato.')).toBeVisible();
    expect(mocks.reviewApplication).not.toHaveBeenCalled();

    // A refusal from the server is shown, and what was typed stays.
    mocks.reviewApplication.mockRejectedValueOnce(Object.assign(new Error('failed-precondition'), { details: { code: 'estado', message: 'Este cadastro já foi decidido por outra pessoa.' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'CNPJ ou razão social não conferem' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Mensagem para o candidato' }), 'Envie o CNPJ da matriz.');
    await userEvent.click(within(form).getByRole('button', { name: 'Pedir ajustes' }));
    expect(mocks.reviewApplication).toHaveBeenCalledWith({
      cadastroId: 'restaurante-u1',
      decisao: 'ajustes',
      motivos: ['CNPJ ou razão social não conferem'],
      mensagem: 'Envie o CNPJ da matriz.',
    });
    expect(await within(form).findByText('Este cadastro já foi decidido por outra pessoa.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Mensagem para o candidato' })).toHaveValue('Envie o CNPJ da matriz.');

    // Rejecting needs a reason but no message, and asks first.
    mocks.reviewApplication.mockResolvedValueOnce({ ok: true });
    await userEvent.click(within(form).getByRole('radio', { name: /Recusar/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'CNPJ ou razão social não conferem' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: /Mensagem/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Recusar cadastro' }));
    expect(within(form).getByText('Marque pelo menos um motivo.')).toBeVisible();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Telefone não atende' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Recusar cadastro' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar cadastro?' });
    expect(mocks.reviewApplication).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(mocks.reviewApplication).toHaveBeenLastCalledWith({ cadastroId: 'restaurante-u1', decisao: 'recusar', motivos: ['Telefone não atende'], mensagem: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a decided application shows where it stands instead of the form', () => {
    mocks.application = restaurantApplication({ estado: 'aprovado', restaurantId: 'tempero-da-vila' });
    renderConsole('/admin-dashboard/cadastros/restaurante-u1');
    expect(screen.queryByRole('form', { name: 'Decisão' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o restaurante' })).toHaveAttribute('href', '/admin-dashboard/restaurantes/tempero-da-vila');
  });

  it('suspends a restaurant with a reason (a quick pick), which is required', async () => {
    mocks.restaurant = consoleRestaurantFromData('tempero-da-vila', { nome: 'Tempero da Vila', cnpj: '11222333000181', publicado: true, listado: true, suspenso: null });
    mocks.setSuspension.mockResolvedValue({ ok: true });
    renderConsole('/admin-dashboard/restaurantes/tempero-da-vila');

    const panel = screen.getByRole('region', { name: 'Situação da loja' });
    expect(within(panel).getByText('Ativo')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Suspender' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirmar suspensão' }));
    expect(within(panel).getByText('Informe o motivo da suspensão.')).toBeVisible();
    expect(mocks.setSuspension).not.toHaveBeenCalled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Suspeita de fraude' }));
    expect(within(panel).getByRole('textbox', { name: 'Motivo da suspensão' })).toHaveValue('Suspeita de fraude');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirmar suspensão' }));
    expect(mocks.setSuspension).toHaveBeenCalledWith({ alvo: 'restaurante', id: 'tempero-da-vila', suspender: true, motivo: 'Suspeita de fraude' });
    expect(await within(panel).findByText('Tempero da Vila foi suspenso(a).')).toBeVisible();
  });

  it('lifts a suspension without a reason, and shows the server refusing', async () => {
    mocks.restaurant = consoleRestaurantFromData('tempero-da-vila', { nome: 'Tempero da Vila', suspenso: { motivo: 'Dados cadastrais falsos', em: new Date('2026-03-01T12:00:00Z') } });
    mocks.setSuspension.mockRejectedValueOnce(Object.assign(new Error('permission-denied'), { details: { code: 'not-admin', message: 'Só administradores podem suspender contas.' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole('/admin-dashboard/restaurantes/tempero-da-vila');

    const panel = screen.getByRole('region', { name: 'Situação da loja' });
    expect(panel).toHaveTextContent('Motivo: Dados cadastrais falsos');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retirar suspensão' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirmar: retirar suspensão' }));
    expect(mocks.setSuspension).toHaveBeenCalledWith({ alvo: 'restaurante', id: 'tempero-da-vila', suspender: false, motivo: '' });
    expect(await within(panel).findByText('Só administradores podem suspender contas.')).toBeVisible();
  });
});
