import { describe, expect, it } from 'vitest';
import { applicationFromData } from '@/domain/application-record';

describe('applicationFromData', () => {
  it('reads a stored application, dates from timestamps', () => {
    const stamp = { toDate: () => new Date('2026-11-20T14:00:00Z') };
    const application = applicationFromData('entregador-u1', {
      tipo: 'entregador',
      uid: 'u1',
      email: 'ana@sabor.dev',
      estado: 'ajustes',
      nome: 'Ana Souza',
      dados: { nome: 'Ana Souza', cpf: '12345678909', veiculo: 'moto', cnhNumero: '01234567890', cnhCategoria: 'A', placa: 'ABC1D23', pix: { tipo: 'email', chave: 'ana@exemplo.com' } },
      termosVersao: '2026-11',
      enviadoEm: stamp,
      atualizadoEm: stamp,
      motivos: ['Placa não confere com o veículo'],
      mensagem: 'Confira a placa.',
      restaurantId: null,
      historico: [{ estado: 'enviado', em: stamp, motivos: [], mensagem: '' }, { estado: 'ajustes', em: stamp, motivos: ['Placa não confere com o veículo'], mensagem: 'Confira a placa.' }],
    });
    expect(application).toMatchObject({ tipo: 'entregador', estado: 'ajustes', motivos: ['Placa não confere com o veículo'], mensagem: 'Confira a placa.' });
    expect(application.dados).toMatchObject({ veiculo: 'moto', placa: 'ABC1D23', pix: { tipo: 'email', chave: 'ana@exemplo.com' } });
    expect(application.atualizadoEm).toEqual(new Date('2026-11-20T14:00:00Z'));
    expect(application.historico.map((event) => event.estado)).toEqual(['enviado', 'ajustes']);
  });

  it('reads a damaged document as empty fields instead of failing the page', () => {
    const application = applicationFromData('restaurante-u2', { estado: 'talvez', dados: 'x', motivos: 'não é lista', historico: [{ estado: 'x' }, null] });
    expect(application).toMatchObject({ tipo: 'restaurante', estado: 'enviado', nome: '', motivos: [], historico: [], restaurantId: null, enviadoEm: null });
    expect(application.dados).toMatchObject({ cnpj: '', categoria: '', endereco: { cep: '' }, pix: { tipo: 'cpf', chave: '' } });
  });
});
