import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/state/session-context';
import { RestaurantApplicationPage, RiderApplicationPage } from '@/areas/onboarding/apply/ApplyPage';
import { MyApplicationsPage } from '@/areas/onboarding/my-applications/MyApplicationsPage';
import { type Application } from '@/domain/onboarding/application';
import { MESSAGES } from '@/domain/onboarding/application-fields';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';
import { type SubmitApplicationRequest } from '@/domain/onboarding/application.schema';
import type { UserType } from '@/domain/shared/user-types';
import { CallableRefusal } from '@/domain/shared/callable-refusal';

// The service is what is replaced here; the emulator suites run the callable and the rules.
const mocks = vi.hoisted(() => ({
  submitApplication: vi.fn<(request: unknown) => Promise<string>>(),
  applications: [] as unknown[],
}));
vi.mock('@/services/onboarding', () => ({
  submitApplication: mocks.submitApplication,
  subscribeToMyApplications: (_uid: string, onNext: (value: unknown[]) => void) => {
    onNext(mocks.applications);
    return () => undefined;
  },
}));

// The operator's open cities and their bairros (issue #36): what the city fields offer.
vi.mock('@/services/cities', () => ({
  getOpenCities: () =>
    Promise.resolve([
      { key: 'sao paulo', nome: 'São Paulo', uf: 'SP', ativa: true, corridaMin: 20, totalBairros: 3 },
      { key: 'campinas', nome: 'Campinas', uf: 'SP', ativa: true, corridaMin: 20, totalBairros: 2 },
    ]),
  getCityBairros: (key: string) => Promise.resolve(key === 'sao paulo' ? ['Bela Vista', 'Consolação', 'Pinheiros'] : ['Cambuí', 'Taquaral']),
}));

// A whole form filled field by field takes a few seconds of jsdom on a busy 2-core machine.
const FORM_TIMEOUT = 20_000;

function signedIn(type: UserType = 'cliente'): Session {
  return {
    status: 'ready',
    user: { uid: 'u1', email: 'ana@sabor.dev', displayName: 'Ana Souza', photoURL: null, emailVerified: true },
    profile: { uid: 'u1', nome: 'Ana Souza', email: 'ana@sabor.dev', tipo: type, telefone: '(11) 98765-4321', emailVerificado: true, restaurantId: null, criadoEm: null },
    type,
  };
}

function renderAt(path: string, session: Session = signedIn()) {
  const router = createMemoryRouter(
    [
      { path: '/cadastre-seu-restaurante', element: <RestaurantApplicationPage /> },
      { path: '/seja-entregador', element: <RiderApplicationPage /> },
      { path: '/meu-cadastro', element: <MyApplicationsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext.Provider value={{ session, booting: false, refreshUser: vi.fn(), signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

/** Types `text` into the field labelled `label` at once (a paste: the long forms stay quick). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** The form's button, found by its text: role queries are slow over a form this size. */
function submitButton(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'button' });
}

/** The message shown under the field labelled `label`. */
function messageUnder(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Ana's restaurant as the form sends it, normalised: what the first test types, what 'ajustes' shows back. */
const CANTINA_DA_ANA = {
  nomeFantasia: 'Cantina da Ana',
  razaoSocial: 'Ana Souza Alimentos LTDA',
  cnpj: '11222333000181',
  responsavelNome: 'Ana Souza',
  responsavelCpf: '52998224725',
  telefone: '(11) 98765-4321',
  endereco: { cep: '01310100', rua: 'Avenida Paulista', numero: '1000', complemento: '', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' },
  categoria: 'Massa',
  pix: { tipo: 'telefone', chave: '+5511987654321' },
  aceiteTermos: true,
} as const;

beforeEach(() => {
  mocks.applications = [];
  mocks.submitApplication.mockReset();
});

describe("'Cadastre seu restaurante'", () => {
  it('shows each message under its field, focuses the first, keeps what was typed and sends the normalised application', async () => {
    const user = userEvent.setup();
    mocks.submitApplication.mockResolvedValue('restaurante-u1');
    const router = renderAt('/cadastre-seu-restaurante');
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastre seu restaurante' })).toBeInTheDocument();
    // The account's name and phone are already there.
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByText(new RegExp(`versão ${PARTNER_TERMS.version}`), { selector: '.apply-terms__title' })).toBeInTheDocument();

    await fill(user, 'CNPJ', '11.222.333/0001-00');
    await user.click(submitButton('Enviar cadastro'));

    expect(messageUnder('Nome do restaurante (nome fantasia)')).toBe('Informe o nome do restaurante.');
    expect(messageUnder('CNPJ')).toBe(MESSAGES.cnpj);
    expect(messageUnder('CEP')).toBe(MESSAGES.cep);
    expect(messageUnder('Tipo da chave')).toBe(MESSAGES.pixType);
    expect(screen.getByText(MESSAGES.terms)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do restaurante (nome fantasia)')).toHaveFocus();
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-00');
    expect(mocks.submitApplication).not.toHaveBeenCalled();

    await fill(user, 'Nome do restaurante (nome fantasia)', 'Cantina da Ana');
    await fill(user, 'Razão social', 'Ana Souza Alimentos LTDA');
    await user.clear(screen.getByLabelText('CNPJ'));
    await fill(user, 'CNPJ', '11222333000181');
    await user.selectOptions(screen.getByLabelText('Categoria principal'), 'Massa');
    await fill(user, 'CPF', '52998224725');
    await fill(user, 'CEP', '01310100');
    await fill(user, 'Rua', 'Avenida Paulista');
    await fill(user, 'Número', '1000');
    // The city from the open ones (its UF comes with it), then a bairro of its list.
    expect(screen.getByRole('combobox', { name: 'Bairro' })).toBeDisabled();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Cidade/ }), 'São Paulo');
    expect(screen.getByLabelText('UF')).toHaveValue('SP');
    await user.type(screen.getByRole('combobox', { name: 'Bairro' }), 'bela');
    await user.click(await screen.findByRole('option', { name: 'Bela Vista' }));
    await user.selectOptions(screen.getByLabelText('Tipo da chave'), 'telefone');
    await fill(user, 'Chave Pix', '(11) 98765-4321');
    // Tidied on leaving the field, as people write it.
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.click(screen.getByLabelText(/Li e aceito os termos/));
    await user.click(submitButton('Enviar cadastro'));

    expect(mocks.submitApplication).toHaveBeenCalledWith({
      tipo: 'restaurante',
      dados: CANTINA_DA_ANA,
    } satisfies SubmitApplicationRequest);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/meu-cadastro'));
  }, FORM_TIMEOUT);

  it('shows a visitor the programme and the way in, coming back here after signing in', () => {
    renderAt('/cadastre-seu-restaurante', { status: 'visitor' });
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/cadastro?volta=%2Fcadastre-seu-restaurante');
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?volta=%2Fcadastre-seu-restaurante');
    expect(screen.queryByRole('button', { name: 'Enviar cadastro' })).not.toBeInTheDocument();
  });
});

describe("'Seja um entregador'", () => {
  it('asks licence and plate only for a motorcycle, refuses a minor and sends the normalised application', async () => {
    const user = userEvent.setup();
    mocks.submitApplication.mockResolvedValue('entregador-u1');
    renderAt('/seja-entregador');

    await user.click(screen.getByLabelText(/Bicicleta/));
    expect(screen.queryByLabelText('Número da CNH')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Moto/));
    await user.selectOptions(screen.getByLabelText('Categoria da CNH'), 'AB');
    const minor = `${new Date().getFullYear() - 17}-01-01`;
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: minor } });
    await user.click(submitButton('Enviar cadastro'));

    expect(messageUnder('Data de nascimento')).toBe(MESSAGES.adult);
    expect(messageUnder('Número da CNH')).toBe(MESSAGES.cnh);
    expect(messageUnder('Placa da moto')).toBe(MESSAGES.plate);
    expect(messageUnder('CPF')).toBe(MESSAGES.cpf);
    // The first wrong field on screen: the CPF (the name came from the account).
    expect(screen.getByLabelText('CPF')).toHaveFocus();

    await fill(user, 'CPF', '123.456.789-09');
    fireEvent.change(screen.getByLabelText('Data de nascimento'), { target: { value: '1990-05-20' } });
    await user.selectOptions(screen.getByLabelText('Cidade onde vai entregar'), 'Campinas');
    await fill(user, 'Número da CNH', '0123 4567 890');
    await fill(user, 'Placa da moto', 'abc1d23');
    await user.selectOptions(screen.getByLabelText('Tipo da chave'), 'email');
    await fill(user, 'Chave Pix', 'Ana@Exemplo.com');
    await user.click(screen.getByLabelText(/Li e aceito os termos/));
    await user.click(submitButton('Enviar cadastro'));

    expect(mocks.submitApplication).toHaveBeenCalledWith({
      tipo: 'entregador',
      dados: {
        nome: 'Ana Souza',
        cpf: '12345678909',
        nascimento: '1990-05-20',
        telefone: '(11) 98765-4321',
        cidade: 'Campinas',
        veiculo: 'moto',
        cnhNumero: '01234567890',
        cnhCategoria: 'AB',
        placa: 'ABC1D23',
        pix: { tipo: 'email', chave: 'ana@exemplo.com' },
        aceiteTermos: true,
      },
    });
  }, FORM_TIMEOUT);
});

describe("'Meu cadastro'", () => {
  it("after 'ajustes': the operator's words, the form as sent; the server's refusal under its field, a lost connection shown, nothing typed lost", async () => {
    const user = userEvent.setup();
    mocks.applications = [ajustes('restaurante')];
    renderAt('/meu-cadastro');
    const card = screen.getByRole('article', { name: /Cantina da Ana/ });
    expect(within(card).getByText('CNPJ ou razão social não conferem', { selector: 'li' })).toBeInTheDocument();
    expect(within(card).getByText('O CNPJ é de outra empresa.')).toBeInTheDocument();
    // What was sent, written back as people type it.
    expect(within(card).getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(within(card).getByLabelText('Chave Pix')).toHaveValue('(11) 98765-4321');
    expect(within(card).getByLabelText(/Li e aceito os termos/)).toBeChecked();

    mocks.submitApplication.mockRejectedValueOnce(new CallableRefusal('invalid', 'Confira os campos destacados.', { cnpj: 'Este CNPJ já tem cadastro na Sabor.' }));
    await user.type(within(card).getByLabelText('Razão social'), ' ME');
    await user.click(submitButton('Reenviar cadastro'));
    expect(await within(card).findByText('Este CNPJ já tem cadastro na Sabor.')).toBeInTheDocument();
    expect(within(card).getByLabelText('CNPJ')).toHaveFocus();
    expect(within(card).getByLabelText('Razão social')).toHaveValue('Ana Souza Alimentos LTDA ME');

    mocks.submitApplication.mockRejectedValueOnce(new CallableRefusal('unavailable', 'Sem conexão com a internet.'));
    await user.click(submitButton('Reenviar cadastro'));
    expect(await within(card).findByText('Sem conexão com a internet.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Razão social')).toHaveValue('Ana Souza Alimentos LTDA ME');
    expect(mocks.submitApplication).toHaveBeenLastCalledWith(expect.objectContaining({ tipo: 'restaurante', dados: expect.objectContaining({ razaoSocial: 'Ana Souza Alimentos LTDA ME', cnpj: '11222333000181' }) }));
  }, FORM_TIMEOUT);

  it('gives an approved rider the way to the orders once the account has become a rider', () => {
    mocks.applications = [{ ...ajustes('entregador'), estado: 'aprovado', motivos: [], mensagem: '' }];
    renderAt('/meu-cadastro', signedIn('cliente'));
    expect(screen.getByRole('heading', { name: 'Cadastro de entregador aprovado!' })).toBeInTheDocument();
    // Approval reaches the application before the account's new type: no button the gate would undo.
    expect(screen.getByText(/Liberando o seu acesso/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver pedidos disponíveis' })).not.toBeInTheDocument();
    cleanup();

    renderAt('/meu-cadastro', signedIn('motoboy'));
    expect(screen.getByRole('link', { name: 'Ver pedidos disponíveis' })).toHaveAttribute('href', '/deliveryman-dashboard/available-orders');
  });

  it('shows the reason of a rejection and the history', () => {
    mocks.applications = [{ ...ajustes('restaurante'), estado: 'recusado', motivos: ['Endereço incompleto ou fora da área atendida'], mensagem: 'Ainda não atendemos Manaus.' }];
    renderAt('/meu-cadastro');
    expect(screen.getByRole('heading', { name: 'Cadastro não aprovado' })).toBeInTheDocument();
    expect(screen.getByText('Ainda não atendemos Manaus.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar cadastro' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Histórico' })).getByText('Cadastro enviado')).toBeInTheDocument();
  });
});

/** An application the operator sent back for changes. */
function ajustes(tipo: 'restaurante' | 'entregador'): Application {
  const when = new Date('2026-11-20T14:00:00Z');
  return {
    id: `${tipo}-u1`,
    tipo,
    uid: 'u1',
    email: 'ana@sabor.dev',
    estado: 'ajustes',
    nome: tipo === 'restaurante' ? 'Cantina da Ana' : 'Ana Souza',
    dados:
      tipo === 'restaurante'
        ? CANTINA_DA_ANA
        : {
            nome: 'Ana Souza',
            cpf: '12345678909',
            nascimento: '1990-05-20',
            telefone: '(11) 98765-4321',
            cidade: 'Campinas',
            veiculo: 'bicicleta',
            cnhNumero: '',
            cnhCategoria: '',
            placa: '',
            pix: { tipo: 'email', chave: 'ana@exemplo.com' },
            aceiteTermos: true,
          },
    termosVersao: PARTNER_TERMS.version,
    enviadoEm: when,
    atualizadoEm: when,
    motivos: ['CNPJ ou razão social não conferem'],
    mensagem: 'O CNPJ é de outra empresa.',
    restaurantId: null,
    historico: [
      { estado: 'enviado', em: when, motivos: [], mensagem: '' },
      { estado: 'ajustes', em: when, motivos: ['CNPJ ou razão social não conferem'], mensagem: 'O CNPJ é de outra empresa.' },
    ],
  };
}
