import { describe, expect, it } from 'vitest';
import { ageOn, formatCnpj, formatCpf, readCep, readCnh, readCnpj, readCpf, readPlate } from '@/domain/shared/br-documents';
import { MESSAGES } from '@/domain/onboarding/application-fields';
import { restaurantApplicationSchema, reviewApplicationSchema, riderApplicationSchema } from '@/domain/onboarding/application.schema';
import { formatPixKey, normalizePixKey } from '@/domain/money/pix-key';
import { readRequest } from '@/domain/shared/request.schema';
import { hasOpeningHours } from '@/domain/restaurants/store-opening';
// The seed's made-up documents must pass the app's own checks, or the demo's forms would refuse them.
import { demoCnpj, demoCpf } from '../../../scripts/lib/demo-data.mjs';
import { DEMO_DOCUMENTS, demoData } from '../../fixtures/demo';
import { RESTAURANT_APPLICATION_FORM } from '../../fixtures/applications';

describe('Brazilian documents', () => {
  it('reads CPFs and CNPJs by their check digits, typed with or without punctuation', () => {
    expect(readCpf('529.982.247-25')).toBe('52998224725');
    expect(readCpf('52998224724')).toBeNull();
    expect(readCpf('111.111.111-11')).toBeNull();
    expect(readCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(readCnpj('11.222.333/0001-80')).toBeNull();
    expect(readCnpj('00.000.000/0000-00')).toBeNull();
    // The alphanumeric CNPJ (Receita Federal, from July 2026): letters count as ASCII - 48.
    expect(readCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(readCnpj('12ABC34501DE36')).toBeNull();
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('reads CNH, CEP and plates by their form, and ages by the calendar', () => {
    expect(readCnh('045.123.789-06')).toBe('04512378906');
    expect(readCnh('1234')).toBeNull();
    expect(readCep('05422-030')).toBe('05422030');
    expect(readCep('0542203')).toBeNull();
    expect(readPlate('abc-1234')).toBe('ABC1234');
    expect(readPlate('FQX4B21')).toBe('FQX4B21');
    expect(readPlate('AB-12345')).toBeNull();
    const today = new Date(2026, 10, 23);
    expect(ageOn('2008-11-23', today)).toBe(18);
    expect(ageOn('2008-11-24', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeNull();
  });

  it('normalises Pix keys as the DICT stores them', () => {
    expect(normalizePixKey('telefone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('telefone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('telefone', '(11) 3284-6512')).toBeNull();
    expect(normalizePixKey('email', ' Loja@Exemplo.com.br ')).toBe('loja@exemplo.com.br');
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('aleatoria', '123E4567-E89B-12D3-A456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(normalizePixKey('aleatoria', '123e4567')).toBeNull();
    expect(formatPixKey({ tipo: 'telefone', chave: '+5511987654321' })).toBe('(11) 98765-4321');
  });
});

// As typed, with the slips normalising must undo: spaces around the name, a lower-case UF, an e-mail key in capitals.
const restaurantForm = {
  ...RESTAURANT_APPLICATION_FORM,
  nomeFantasia: ' Pizzaria Forno a Lenha ',
  endereco: { ...RESTAURANT_APPLICATION_FORM.endereco, estado: 'sp' },
  pix: { tipo: 'email', chave: 'Financeiro@Forno.com.br' },
};

describe('application schemas (the form and the callable read the same)', () => {
  it('stores a restaurant application normalised', () => {
    const result = readRequest(restaurantApplicationSchema, restaurantForm);
    expect(result).toMatchObject({
      ok: true,
      value: { nomeFantasia: 'Pizzaria Forno a Lenha', cnpj: '11222333000181', responsavelCpf: '52998224725', endereco: { cep: '05422030', estado: 'SP' }, pix: { tipo: 'email', chave: 'financeiro@forno.com.br' } },
    });
  });

  it('names each bad field with its message', () => {
    const result = readRequest(restaurantApplicationSchema, {
      ...restaurantForm,
      cnpj: '11.222.333/0001-80',
      responsavelNome: 'Equipe Sabor',
      endereco: { ...restaurantForm.endereco, cep: '123' },
      pix: { tipo: 'telefone', chave: '1234' },
      aceiteTermos: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      cnpj: MESSAGES.cnpj,
      'endereco.cep': MESSAGES.cep,
      'pix.chave': 'Celular inválido. Use DDD e número: (11) 98765-4321',
      aceiteTermos: MESSAGES.terms,
    });
    expect(result.errors.responsavelNome).toMatch(/Sabor/);
  });

  it('asks a motorcycle rider for a category A licence and a plate, and nothing of a cyclist', () => {
    const today = new Date(2026, 10, 23);
    const rider = { nome: 'Thiago Nunes', cpf: '52998224725', nascimento: '1996-04-12', telefone: '11982223030', cidade: 'São Paulo', pix: { tipo: 'cpf', chave: '529.982.247-25' }, aceiteTermos: true };
    const moto = readRequest(riderApplicationSchema(today), { ...rider, veiculo: 'moto', cnhNumero: '123', cnhCategoria: 'B', placa: 'x' });
    expect(moto.ok ? {} : moto.errors).toEqual({ cnhNumero: MESSAGES.cnh, cnhCategoria: MESSAGES.cnhCategory, placa: MESSAGES.plate });
    const bike = readRequest(riderApplicationSchema(today), { ...rider, veiculo: 'bicicleta', placa: 'ABC1234' });
    expect(bike).toMatchObject({ ok: true, value: { veiculo: 'bicicleta', cnhNumero: '', placa: '' } });
    const young = readRequest(riderApplicationSchema(today), { ...rider, veiculo: 'bicicleta', nascimento: '2008-11-24' });
    expect(young.ok ? {} : young.errors).toEqual({ nascimento: MESSAGES.adult });
  });

  it("requires reasons to ask for changes or reject, and a message to ask for changes", () => {
    const base = { cadastroId: 'restaurante-u1', motivos: [], mensagem: '' };
    expect(readRequest(reviewApplicationSchema, { ...base, decisao: 'aprovar' }).ok).toBe(true);
    const changes = readRequest(reviewApplicationSchema, { ...base, decisao: 'ajustes' });
    expect(changes.ok ? {} : Object.keys(changes.errors).sort()).toEqual(['mensagem', 'motivos']);
    expect(readRequest(reviewApplicationSchema, { ...base, decisao: 'recusar', motivos: ['Telefone não atende'] }).ok).toBe(true);
  });
});

describe('the demo data of issue #24', () => {
  it('has valid documents, a role for every staff account and applications the forms would accept', () => {
    for (let n = 1; n <= 50; n += 1) {
      expect(readCnpj(demoCnpj(n, DEMO_DOCUMENTS))).toBe(demoCnpj(n, DEMO_DOCUMENTS));
      expect(readCpf(demoCpf(n, DEMO_DOCUMENTS))).toBe(demoCpf(n, DEMO_DOCUMENTS));
    }
    const demo = demoData(new Date('2026-11-23T15:00:00Z'));
    const staff = demo.accounts.filter((account) => account.tipo === 'restaurante');
    expect(demo.members.map((member) => member.id).sort()).toEqual(staff.map((account) => account.uid).sort());
    expect(demo.members.find((member) => member.id === 'demo-atendente')?.data.papel).toBe('atendente');
    const [restaurant, rider] = demo.applications;
    expect(readRequest(restaurantApplicationSchema, restaurant?.data.dados).ok).toBe(true);
    expect(readRequest(riderApplicationSchema(new Date('2026-11-23T15:00:00Z')), rider?.data.dados).ok).toBe(true);
    expect(demo.restaurants.every((item) => item.data.listado === true && item.data.cnpj === undefined && item.data.uidDono === undefined)).toBe(true);
    // Who registered each one is off the public document (issue #39), with a valid CNPJ.
    expect(demo.registrations.map((item) => item.path)).toEqual(demo.restaurants.map((item) => `${item.path}/privado/cadastro`));
    expect(demo.registrations.every((item) => readCnpj(String(item.data.cnpj)) !== null && typeof item.data.uidDono === 'string')).toBe(true);
  });

  it('knows when a week has opening hours', () => {
    expect(hasOpeningHours([])).toBe(false);
    expect(hasOpeningHours([{ day: 'Segunda', key: 'monday', dayIndex: 1, isOpen: true, periods: [{ open: '18:00', close: '23:00' }] }])).toBe(true);
    expect(hasOpeningHours([{ day: 'Segunda', key: 'monday', dayIndex: 1, isOpen: true, periods: [{ open: '', close: '' }] }])).toBe(false);
  });
});
