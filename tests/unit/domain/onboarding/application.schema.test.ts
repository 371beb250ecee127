import { describe, expect, it } from 'vitest';
import { readCnpj, readCpf } from '@/domain/shared/br-documents';
import { MESSAGES } from '@/domain/onboarding/application-fields';
import { restaurantApplicationSchema, reviewApplicationSchema, riderApplicationSchema } from '@/domain/onboarding/application.schema';
import { readRequest } from '@/domain/shared/request.schema';
import { hasOpeningHours } from '@/domain/restaurants/store-opening';
// The seed's made-up documents must pass the app's own checks, or the demo's forms would refuse them.
import { demoCnpj, demoCpf } from '../../../../scripts/lib/demo-data.mjs';
import { DEMO_DOMAIN, demoData } from '../../../fixtures/demo';
import { RESTAURANT_APPLICATION_FORM } from '../../../fixtures/applications';

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
      expect(readCnpj(demoCnpj(n, DEMO_DOMAIN))).toBe(demoCnpj(n, DEMO_DOMAIN));
      expect(readCpf(demoCpf(n, DEMO_DOMAIN))).toBe(demoCpf(n, DEMO_DOMAIN));
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
