import { describe, expect, it } from 'vitest';
import { decodePixCharge, pixChargeFor, pixTxid, toOrderPix } from '@/domain/money/pix-charge';
import { pixMerchant, pixToForm, readPixForm } from '@/domain/restaurants/restaurant-pix';
import type { PixKey } from '@/domain/money/pix-key';
import { crc16 } from '../../../fixtures/pix-crc';

function expectRightCrc(payload: string) {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
}

const CPF: PixKey = { tipo: 'cpf', chave: '12345678909' };
const EMAIL: PixKey = { tipo: 'email', chave: 'financeiro@cantina.com.br' };
const KEYS: PixKey[] = [
  CPF,
  { tipo: 'cnpj', chave: '11222333000181' },
  EMAIL,
  { tipo: 'telefone', chave: '+5511987654321' },
  { tipo: 'aleatoria', chave: '123e4567-e12b-12d1-a456-426655440000' },
];

describe('pix charge', () => {
  it('names the order in the txid: São Paulo day and number, or the id when not numbered yet', () => {
    // 02:30 UTC on the 25th is still the 24th in São Paulo.
    expect(pixTxid(new Date('2026-11-25T02:30:00Z'), 42, 'abc')).toBe('SABOR20261124N0042');
    expect(pixTxid(new Date('2026-11-25T12:00:00Z'), 12345, 'abc')).toBe('SABOR20261125N12345');
    const fallback = pixTxid(new Date('2026-11-25T12:00:00Z'), null, 'Xy7-kP0qRs9TuVwZ1a2B');
    expect(fallback).toBe('SABOR20261125Xy7kP0qRs9Tu');
    expect(fallback).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });

  it('makes a payload per key type that decodes to the key as the DICT has it, the exact amount and the txid, with a right CRC', () => {
    for (const [index, key] of KEYS.entries()) {
      const amountCentavos = [1, 1999, 4250, 10, 123456][index] ?? 1;
      const payload = pixChargeFor({ key, titular: 'Cantina da Nona', cidade: 'Campinas', amountCentavos, txid: `SABOR20261124N000${index + 1}` });
      expect(payload).not.toBeNull();
      expectRightCrc(payload!);
      expect(decodePixCharge(payload!)).toEqual({ key: key.chave, amountCentavos, txid: `SABOR20261124N000${index + 1}`, titular: 'Cantina da Nona', cidade: 'Campinas' });
    }
  });

  it('amounts from summed centavos carry no float noise (0,10 + 0,20)', () => {
    const payload = pixChargeFor({ key: CPF, titular: 'A', cidade: 'B', amountCentavos: 10 + 20, txid: 'T1' })!;
    expect(payload).toContain('54040.30');
    expect(decodePixCharge(payload)?.amountCentavos).toBe(30);
  });

  it('folds accents to ASCII and cuts the name to 25 and the city to 15 characters', () => {
    const payload = pixChargeFor({ key: EMAIL, titular: 'Açaí & Pastéis da Conceição Ltda', cidade: 'São José dos Campos', amountCentavos: 3590, txid: 'SABOR1' })!;
    expectRightCrc(payload);
    expect(payload).toContain('5925Acai & Pasteis da Concei');
    expect(payload).toContain('6015Sao Jose dos Ca');
    // Lengths count bytes: nothing outside ASCII is left.
    expect(/^[\x20-\x7e]+$/.test(payload)).toBe(true);
  });

  it('refuses what cannot be a charge: no amount, a txid with a hyphen', () => {
    expect(pixChargeFor({ key: CPF, titular: 'A', cidade: 'B', amountCentavos: 0, txid: 'T1' })).toBeNull();
    expect(pixChargeFor({ key: CPF, titular: 'A', cidade: 'B', amountCentavos: 10.5, txid: 'T1' })).toBeNull();
    expect(pixChargeFor({ key: CPF, titular: 'A', cidade: 'B', amountCentavos: 100, txid: 'SABOR-1' })).toBeNull();
    expect(decodePixCharge('000201')).toBeNull();
  });

  it("reads an order's stored pix defensively", () => {
    const at = new Date();
    expect(toOrderPix({ payload: 'x', txid: 'T', recebido: true, recebidoEm: at }, (value) => (value instanceof Date ? value : null))).toEqual({ payload: 'x', txid: 'T', recebido: true, recebidoEm: at });
    expect(toOrderPix({ txid: 'T' }, () => null)).toBeNull();
    expect(toOrderPix(null, () => null)).toBeNull();
  });
});

describe("restaurant's pix form", () => {
  it('stores the key as the DICT does, with the name and city to show; a blank key removes it', () => {
    expect(readPixForm({ tipo: 'telefone', chave: '(11) 98765-4321', titular: ' Cantina  da Nona ', cidade: 'Campinas' })).toEqual({
      ok: true,
      pix: { tipo: 'telefone', chave: '+5511987654321', titular: 'Cantina da Nona', cidade: 'Campinas' },
    });
    expect(readPixForm({ tipo: 'cpf', chave: '  ', titular: '', cidade: '' })).toEqual({ ok: true, pix: null });
  });

  it('says which field is wrong', () => {
    expect(readPixForm({ tipo: 'cpf', chave: '123', titular: 'A', cidade: 'B' })).toMatchObject({ ok: false, field: 'chave', message: 'CPF inválido. Confira os 11 números.' });
    expect(readPixForm({ tipo: 'cpf', chave: '123.456.789-09', titular: '', cidade: 'B' })).toMatchObject({ ok: false, field: 'titular' });
    expect(readPixForm({ tipo: 'cpf', chave: '123.456.789-09', titular: 'A', cidade: 'x'.repeat(61) })).toMatchObject({ ok: false, field: 'cidade' });
  });

  it("shows the restaurant's own name and city when onboarding stored only the key", () => {
    const key = { tipo: 'cpf' as const, chave: '12345678909', titular: null, cidade: null };
    expect(pixMerchant({ nome: 'Cantina', cidade: 'Campinas', pix: key })).toEqual({ titular: 'Cantina', cidade: 'Campinas' });
    expect(pixMerchant({ nome: 'Cantina', cidade: null, pix: key })).toEqual({ titular: 'Cantina', cidade: 'BRASIL' });
    expect(pixToForm(key)).toEqual({ tipo: 'cpf', chave: '123.456.789-09', titular: '', cidade: '' });
    // 'Editar Dados' opens with them filled in, so it saves as it opens.
    expect(pixToForm(key, { nome: 'Cantina', cidade: 'Campinas' })).toEqual({ tipo: 'cpf', chave: '123.456.789-09', titular: 'Cantina', cidade: 'Campinas' });
  });
});
