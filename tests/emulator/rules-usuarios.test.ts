import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { createRulesEnvironment } from './support';

let env: RulesTestEnvironment;

const verified = (email: string) => ({ email, email_verified: true });
const unverified = (email: string) => ({ email, email_verified: false });

function newRecord(uid: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    uid,
    email,
    nome: 'Pessoa',
    telefone: '(11) 98765-4321',
    tipo: 'cliente',
    emailVerificado: false,
    criadoEm: serverTimestamp(),
    ...extra,
  };
}

beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', email: 'ana@sabor.dev', nome: 'Ana', tipo: 'cliente', emailVerificado: false, telefone: null });
    await setDoc(doc(db, 'usuarios/velho'), { uid: 'velho', email: 'velho@sabor.dev', nome: 'Velho', tipo: 'client', emailVerificado: true });
    await setDoc(doc(db, 'usuarios/chefe'), { uid: 'chefe', email: 'chefe@sabor.dev', nome: 'Chefe', tipo: 'admin', emailVerificado: true });
    await setDoc(doc(db, 'usuarios/staff'), { uid: 'staff', email: 'staff@sabor.dev', nome: 'Staff', tipo: 'restaurante', restaurantId: 'r1', emailVerificado: true });
  });
});

describe('usuarios: creating one’s own record', () => {
  it('allows a new customer record with the server time', async () => {
    const db = env.authenticatedContext('novo', unverified('novo@sabor.dev')).firestore();
    await assertSucceeds(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev')));
  });

  it.each(['admin', 'restaurante', 'motoboy', 'client', 'chefe'])('refuses to create oneself as %s', async (tipo) => {
    const db = env.authenticatedContext('novo', verified('novo@sabor.dev')).firestore();
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev', { tipo })));
  });

  it('refuses a restaurantId, someone else’s uid or e-mail, a client clock and a false verification', async () => {
    const db = env.authenticatedContext('novo', unverified('novo@sabor.dev')).firestore();
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev', { restaurantId: 'r1' })));
    await assertFails(setDoc(doc(db, 'usuarios/outro'), newRecord('outro', 'novo@sabor.dev')));
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'outro@sabor.dev')));
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev', { criadoEm: new Date() })));
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev', { emailVerificado: true })));
  });

  it('refuses visitors', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev')));
  });
});

describe('usuarios: updating', () => {
  it('lets owners change their name and phone', async () => {
    const db = env.authenticatedContext('ana', unverified('ana@sabor.dev')).firestore();
    await assertSucceeds(updateDoc(doc(db, 'usuarios/ana'), { nome: 'Ana Paula', telefone: '(11) 91234-5678' }));
    await assertFails(updateDoc(doc(db, 'usuarios/ana'), { nome: '   ' }));
  });

  it('refuses names that pose as the marketplace, at sign-up and later (RESERVED_NAME_WORDS)', async () => {
    const db = env.authenticatedContext('ana', unverified('ana@sabor.dev')).firestore();
    for (const nome of ['Equipe Sabor - oficial', 'SUPORTE', 'admin', 'Joana (Oficial)']) {
      await assertFails(updateDoc(doc(db, 'usuarios/ana'), { nome }));
    }
    // Whole words only: a name that merely contains the letters is a name.
    await assertSucceeds(updateDoc(doc(db, 'usuarios/ana'), { nome: 'Saborosa Lima' }));
    const newcomer = env.authenticatedContext('nova', unverified('nova@sabor.dev')).firestore();
    await assertFails(setDoc(doc(newcomer, 'usuarios/nova'), newRecord('nova', 'nova@sabor.dev', { nome: 'Sabor Oficial' })));
    await assertSucceeds(setDoc(doc(newcomer, 'usuarios/nova'), newRecord('nova', 'nova@sabor.dev', { nome: 'Nova Pessoa' })));
  });

  it('marks the e-mail verified only when the token says so', async () => {
    await assertFails(updateDoc(doc(env.authenticatedContext('ana', unverified('ana@sabor.dev')).firestore(), 'usuarios/ana'), { emailVerificado: true }));
    await assertSucceeds(updateDoc(doc(env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore(), 'usuarios/ana'), { emailVerificado: true }));
  });

  it.each(['admin', 'restaurante', 'motoboy'])('never lets a customer raise their own type to %s', async (tipo) => {
    const db = env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(db, 'usuarios/ana'), { tipo }));
    await assertFails(setDoc(doc(db, 'usuarios/ana'), { tipo }, { merge: true }));
  });

  it('never lets anyone tie themselves to a restaurant or change identity fields', async () => {
    const db = env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(db, 'usuarios/ana'), { restaurantId: 'r1' }));
    await assertFails(updateDoc(doc(db, 'usuarios/ana'), { email: 'outra@sabor.dev' }));
    await assertFails(updateDoc(doc(db, 'usuarios/ana'), { uid: 'chefe' }));
    const staff = env.authenticatedContext('staff', verified('staff@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(staff, 'usuarios/staff'), { restaurantId: 'r2' }));
    await assertFails(updateDoc(doc(staff, 'usuarios/staff'), { tipo: 'admin' }));
  });

  it("turns a legacy 'client' into 'cliente' and nothing else", async () => {
    const db = env.authenticatedContext('velho', verified('velho@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(db, 'usuarios/velho'), { tipo: 'admin' }));
    await assertSucceeds(updateDoc(doc(db, 'usuarios/velho'), { tipo: 'cliente' }));
  });

  // Types, restaurants and suspensions change only through the functions of issue #24.
  it('refuses changes to another person’s record, by an admin too, and any suspension by a client', async () => {
    const other = env.authenticatedContext('velho', verified('velho@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(other, 'usuarios/ana'), { nome: 'Hacker' }));
    const admin = env.authenticatedContext('chefe', verified('chefe@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(admin, 'usuarios/ana'), { tipo: 'restaurante', restaurantId: 'r1' }));
    await assertFails(updateDoc(doc(admin, 'usuarios/ana'), { suspenso: { motivo: 'Fraude' } }));
    await assertFails(updateDoc(doc(admin, 'usuarios/ana'), { email: 'x@sabor.dev' }));
    const ana = env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(ana, 'usuarios/ana'), { suspenso: null }));
  });

  it('refuses every delete', async () => {
    await assertFails(deleteDoc(doc(env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore(), 'usuarios/ana')));
    await assertFails(deleteDoc(doc(env.authenticatedContext('chefe', verified('chefe@sabor.dev')).firestore(), 'usuarios/ana')));
  });
});

describe('usuarios: saved addresses and contact data', () => {
  const address = (extra: Record<string, unknown> = {}) => ({ rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001', ...extra });
  const ana = () => doc(env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore(), 'usuarios/ana');

  it('lets owners keep up to four addresses, the chosen one and their contact data', async () => {
    await assertSucceeds(updateDoc(ana(), { enderecos: [address({ estado: 'SP', complemento: 'Apto 12' })], enderecoSelecionado: 0 }));
    await assertSucceeds(updateDoc(ana(), { enderecos: [address(), address({ numero: '2' }), address({ numero: '3' }), address({ numero: '4' })], enderecoSelecionado: 3 }));
    await assertSucceeds(updateDoc(ana(), { enderecoSelecionado: null }));
    await assertSucceeds(updateDoc(ana(), { enderecos: [], enderecoSelecionado: null }));
    await assertSucceeds(updateDoc(ana(), { contato: { clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' } }));
    await assertSucceeds(setDoc(ana(), { contato: { clientName: 'Ana', clientPhone: '11987654321' } }, { merge: true }));
  });

  it('refuses a fifth address, a chosen one that is not in the list, and a list that is not one', async () => {
    const five = [1, 2, 3, 4, 5].map((numero) => address({ numero: String(numero) }));
    await assertFails(updateDoc(ana(), { enderecos: five, enderecoSelecionado: 0 }));
    await assertFails(updateDoc(ana(), { enderecos: [address()], enderecoSelecionado: 1 }));
    await assertFails(updateDoc(ana(), { enderecos: [address()], enderecoSelecionado: -1 }));
    await assertFails(updateDoc(ana(), { enderecos: [address()], enderecoSelecionado: '0' }));
    await assertFails(updateDoc(ana(), { enderecos: address(), enderecoSelecionado: null }));
    // A choice with no list to choose from.
    await assertFails(updateDoc(ana(), { enderecoSelecionado: 0 }));
  });

  it('refuses addresses with unknown or missing fields, non-text values and oversized text', async () => {
    await assertFails(updateDoc(ana(), { enderecos: [address({ tipo: 'admin' })], enderecoSelecionado: 0 }));
    const { rua: _rua, ...noStreet } = address();
    await assertFails(updateDoc(ana(), { enderecos: [noStreet], enderecoSelecionado: 0 }));
    await assertFails(updateDoc(ana(), { enderecos: [address({ numero: 1200 })], enderecoSelecionado: 0 }));
    await assertFails(updateDoc(ana(), { enderecos: [address({ rua: 'x'.repeat(121) })], enderecoSelecionado: 0 }));
    await assertFails(updateDoc(ana(), { enderecos: [address({ estado: 'São Paulo' })], enderecoSelecionado: 0 }));
    await assertFails(updateDoc(ana(), { enderecos: [address({ complemento: 'x'.repeat(81) })], enderecoSelecionado: 0 }));
    // The fourth of four is checked too.
    await assertFails(updateDoc(ana(), { enderecos: [address(), address(), address(), address({ cep: 'x'.repeat(11) })], enderecoSelecionado: 0 }));
    await assertFails(updateDoc(ana(), { enderecos: ['Rua Augusta, 1200'], enderecoSelecionado: 0 }));
  });

  it('refuses contact data of another shape or size', async () => {
    await assertFails(updateDoc(ana(), { contato: { clientName: 'Ana' } }));
    await assertFails(updateDoc(ana(), { contato: { clientName: 'Ana', clientPhone: '(11) 98765-4321', tipo: 'admin' } }));
    await assertFails(updateDoc(ana(), { contato: { clientName: 'x'.repeat(81), clientPhone: '(11) 98765-4321' } }));
    await assertFails(updateDoc(ana(), { contato: { clientName: 'Ana', clientPhone: '9'.repeat(31) } }));
    await assertFails(updateDoc(ana(), { contato: 'Ana (11) 98765-4321' }));
  });

  it('never lets the saved details carry a type or restaurant along, nor anyone else write them', async () => {
    await assertFails(updateDoc(ana(), { enderecos: [address()], enderecoSelecionado: 0, tipo: 'admin' }));
    await assertFails(updateDoc(ana(), { contato: { clientName: 'Ana', clientPhone: '(11) 98765-4321' }, restaurantId: 'r1' }));
    const other = env.authenticatedContext('velho', verified('velho@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(other, 'usuarios/ana'), { enderecos: [address()], enderecoSelecionado: 0 }));
    const admin = env.authenticatedContext('chefe', verified('chefe@sabor.dev')).firestore();
    await assertFails(updateDoc(doc(admin, 'usuarios/ana'), { contato: { clientName: 'Ana', clientPhone: '(11) 98765-4321' } }));
    await assertFails(updateDoc(doc(env.unauthenticatedContext().firestore(), 'usuarios/ana'), { enderecos: [], enderecoSelecionado: null }));
  });

  it('creates a new record without them (they come with the first save)', async () => {
    const db = env.authenticatedContext('novo', unverified('novo@sabor.dev')).firestore();
    await assertFails(setDoc(doc(db, 'usuarios/novo'), newRecord('novo', 'novo@sabor.dev', { enderecos: [address()] })));
  });
});

describe('usuarios: reading', () => {
  it('lets people read only their own record, and admins everyone’s', async () => {
    await assertSucceeds(getDoc(doc(env.authenticatedContext('ana').firestore(), 'usuarios/ana')));
    await assertFails(getDoc(doc(env.authenticatedContext('velho').firestore(), 'usuarios/ana')));
    await assertFails(getDocs(collection(env.authenticatedContext('ana').firestore(), 'usuarios')));
    await assertSucceeds(getDoc(doc(env.authenticatedContext('chefe').firestore(), 'usuarios/ana')));
    await assertSucceeds(getDocs(collection(env.authenticatedContext('chefe').firestore(), 'usuarios')));
  });
});

describe('usuarios: consents and deletion requests (issue #39)', () => {
  const consent = (tipo: string, aceito: boolean, extra: Record<string, unknown> = {}) => ({ tipo, aceito, versao: '2026-11-27', em: serverTimestamp(), ...extra });

  it('lets people give and revoke their own consents, to a dated version at the server time, read by them and the operators only', async () => {
    const ana = env.authenticatedContext('ana', unverified('ana@sabor.dev')).firestore();
    await assertSucceeds(setDoc(doc(ana, 'usuarios/ana/consentimentos/politica'), consent('politica', true)));
    await assertSucceeds(setDoc(doc(ana, 'usuarios/ana/consentimentos/marketing'), consent('marketing', true)));
    await assertSucceeds(setDoc(doc(ana, 'usuarios/ana/consentimentos/marketing'), consent('marketing', false)));
    // Another kind, a mismatched id, a client clock, no version, extra fields: refused.
    await assertFails(setDoc(doc(ana, 'usuarios/ana/consentimentos/parceria'), consent('parceria', true)));
    await assertFails(setDoc(doc(ana, 'usuarios/ana/consentimentos/politica'), consent('marketing', true)));
    await assertFails(setDoc(doc(ana, 'usuarios/ana/consentimentos/politica'), consent('politica', true, { em: new Date() })));
    await assertFails(setDoc(doc(ana, 'usuarios/ana/consentimentos/politica'), consent('politica', true, { versao: 'atual' })));
    await assertFails(setDoc(doc(ana, 'usuarios/ana/consentimentos/politica'), consent('politica', true, { ip: '1.2.3.4' })));
    await assertFails(setDoc(doc(ana, 'usuarios/ana/consentimentos/politica'), consent('politica', 'sim' as unknown as boolean)));
    await assertFails(deleteDoc(doc(ana, 'usuarios/ana/consentimentos/politica')));
    // Nobody else gives or reads them; the operators read them.
    const velho = env.authenticatedContext('velho', verified('velho@sabor.dev')).firestore();
    await assertFails(setDoc(doc(velho, 'usuarios/ana/consentimentos/marketing'), consent('marketing', true)));
    await assertFails(getDoc(doc(velho, 'usuarios/ana/consentimentos/politica')));
    await assertSucceeds(getDocs(collection(ana, 'usuarios/ana/consentimentos')));
    await assertSucceeds(getDoc(doc(env.authenticatedContext('chefe', verified('chefe@sabor.dev')).firestore(), 'usuarios/ana/consentimentos/politica')));
  });

  it('keeps the deletion requests to the operators, and the scheduled deletion out of the person’s own writes', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'exclusoes/ana'), { uid: 'ana', estado: 'agendada' }));
    const ana = env.authenticatedContext('ana', verified('ana@sabor.dev')).firestore();
    await assertFails(getDoc(doc(ana, 'exclusoes/ana')));
    await assertFails(setDoc(doc(ana, 'exclusoes/ana'), { uid: 'ana', estado: 'cancelada' }));
    await assertFails(updateDoc(doc(ana, 'usuarios/ana'), { exclusao: null }));
    const chefe = env.authenticatedContext('chefe', verified('chefe@sabor.dev')).firestore();
    await assertSucceeds(getDocs(collection(chefe, 'exclusoes')));
    await assertFails(updateDoc(doc(chefe, 'exclusoes/ana'), { estado: 'concluida' }));
  });
});
