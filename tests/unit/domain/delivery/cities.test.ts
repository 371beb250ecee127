import { describe, expect, it } from 'vitest';
import { bairroChangeSummary, bairroLines, cityKey, inCity, listedBairro, matchBairro, ofCity, searchPlaces } from '@/domain/delivery/cities';
import { saveCitySchema } from '@/domain/delivery/cities.schema';
import { readRequest } from '@/domain/shared/request.schema';

const BAIRROS = ['Bela Vista', 'Cerqueira César', 'Consolação', 'Jardim Paulista', 'Pinheiros', 'Vila Madalena', 'Alto de Pinheiros'];

describe('the cities the operator keeps', () => {
  it('searches bairros as one types, accents and case ignored: starts first, then a word that starts, then any part', () => {
    expect(searchPlaces(BAIRROS, 'cerq')).toEqual(['Cerqueira César']);
    expect(searchPlaces(BAIRROS, 'CESAR')).toEqual(['Cerqueira César']);
    expect(searchPlaces(BAIRROS, 'pin')).toEqual(['Pinheiros', 'Alto de Pinheiros']);
    expect(searchPlaces(BAIRROS, 'ista')).toEqual(['Bela Vista', 'Jardim Paulista']);
    expect(searchPlaces(BAIRROS, '', 3)).toEqual(['Alto de Pinheiros', 'Bela Vista', 'Cerqueira César']);
    expect(searchPlaces(BAIRROS, 'mooca')).toEqual([]);
  });

  it('knows a bairro by the list’s spelling only, and a city by its folded key', () => {
    expect(listedBairro(BAIRROS, '  cerqueira   cesar ')).toBe('Cerqueira César');
    expect(listedBairro(BAIRROS, 'Cerqueira Cezar')).toBeNull();
    expect(listedBairro(BAIRROS, ' ')).toBeNull();
    expect(cityKey('São Paulo')).toBe('sao paulo');
  });

  it('reads the operator’s lines once each, and says what a save added and removed', () => {
    expect(bairroLines(' Pinheiros \n\nMoema\npinhéiros\n  Vila   Mariana ')).toEqual(['Moema', 'Pinheiros', 'Vila Mariana']);
    expect(bairroChangeSummary(['Moema', 'Pinheiros'], ['Pinheiros', 'Itaim Bibi'])).toBe('Bairros incluídos: Itaim Bibi. Bairros retirados: Moema');
    const many = Array.from({ length: 30 }, (_, index) => `Bairro ${index}`);
    expect(bairroChangeSummary([], many)).toBe('30 bairros incluídos');
  });

  it('checks a city as saveCity does: name, UF, ride, at least one bairro, none twice', () => {
    const city = { nome: 'Campinas', uf: 'SP', ativa: true, corridaMin: 20, bairros: ['Cambuí', 'Taquaral'] };
    expect(readRequest(saveCitySchema, { chave: null, cidade: city })).toMatchObject({ ok: true });
    expect(readRequest(saveCitySchema, { chave: null, cidade: { ...city, uf: 'XX', corridaMin: 200, bairros: ['Cambuí', 'CAMBUI'] } })).toEqual({
      ok: false,
      errors: { 'cidade.uf': 'Escolha a UF.', 'cidade.corridaMin': 'Use de 5 a 90 minutos.', 'cidade.bairros': 'Um bairro aparece mais de uma vez.' },
    });
    expect(readRequest(saveCitySchema, { chave: null, cidade: { ...city, bairros: [] } })).toEqual({ ok: false, errors: { 'cidade.bairros': 'Informe ao menos um bairro.' } });
  });
});

describe('matching a name from before the lists', () => {
  it('finds the same name, else the one name a letter or two off, and guesses nothing between two', () => {
    expect(matchBairro(BAIRROS, 'CERQUEIRA CESAR')).toEqual({ name: 'Cerqueira César', how: 'same' });
    expect(matchBairro(BAIRROS, 'Cerqueira Cezar')).toEqual({ name: 'Cerqueira César', how: 'likeness' });
    expect(matchBairro(BAIRROS, 'Pinheiro')).toEqual({ name: 'Pinheiros', how: 'likeness' });
    expect(matchBairro(BAIRROS, 'Jardins')).toBeNull();
    expect(matchBairro(['Vila Mara', 'Vila Mira'], 'Vila Mura')).toBeNull();
    expect(matchBairro(BAIRROS, 'Sé')).toBeNull();
  });
});

describe('a city after "de" (issue #51)', () => {
  it('contracts with the article of the cities that take one', () => {
    expect(['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Recife', 'Porto Alegre'].map(ofCity)).toEqual(['de São Paulo', 'do Rio de Janeiro', 'de Belo Horizonte', 'do Recife', 'de Porto Alegre']);
    expect(['São Paulo', 'Rio de Janeiro'].map(inCity)).toEqual(['em São Paulo', 'no Rio de Janeiro']);
  });
});
