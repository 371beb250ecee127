import { APPLICATION_KINDS, APPLICATION_STATES, type Application, type ApplicationEvent, type ApplicationKind, type ApplicationState } from './application';
import { type RestaurantApplication, type RiderApplication } from './application.schema';
import { toDate, toNullableText, toText, type StoredData } from '../shared/stored-values';
import { oneOf, toRecord, toTexts } from '../shared/stored-shapes';
import { pixKeyFromData } from '../money/pix-key.record';

/**
 * cadastros/{tipo}-{uid} read back (application.ts): written only by the onboarding callables,
 * read by the operator's console. A missing or odd field reads as empty, never as a crash.
 */

function restaurantDetailsFromData(data: StoredData): RestaurantApplication {
  const address = toRecord(data.endereco);
  return {
    nomeFantasia: toText(data.nomeFantasia),
    razaoSocial: toText(data.razaoSocial),
    cnpj: toText(data.cnpj),
    responsavelNome: toText(data.responsavelNome),
    responsavelCpf: toText(data.responsavelCpf),
    telefone: toText(data.telefone),
    endereco: {
      cep: toText(address.cep),
      rua: toText(address.rua),
      numero: toText(address.numero),
      complemento: toText(address.complemento),
      bairro: toText(address.bairro),
      cidade: toText(address.cidade),
      estado: toText(address.estado),
    },
    categoria: toText(data.categoria) as RestaurantApplication['categoria'],
    pix: pixKeyFromData(data.pix) ?? { tipo: 'cpf', chave: '' },
    aceiteTermos: true,
  };
}

function riderDetailsFromData(data: StoredData): RiderApplication {
  return {
    nome: toText(data.nome),
    cpf: toText(data.cpf),
    nascimento: toText(data.nascimento),
    telefone: toText(data.telefone),
    cidade: toText(data.cidade),
    veiculo: data.veiculo === 'bicicleta' ? 'bicicleta' : 'moto',
    cnhNumero: toText(data.cnhNumero),
    cnhCategoria: toText(data.cnhCategoria),
    placa: toText(data.placa),
    pix: pixKeyFromData(data.pix) ?? { tipo: 'cpf', chave: '' },
    aceiteTermos: true,
  };
}

function eventsFromData(value: unknown): ApplicationEvent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const event = raw as StoredData;
    if (!(APPLICATION_STATES as readonly unknown[]).includes(event.estado)) return [];
    return [{ estado: event.estado as ApplicationState, em: toDate(event.em), motivos: toTexts(event.motivos), mensagem: toText(event.mensagem) }];
  });
}

/** cadastros/{tipo}-{uid}. The kind falls back to the id's prefix; the state to 'enviado'. */
export function applicationFromData(id: string, data: StoredData): Application {
  const tipo: ApplicationKind = oneOf(APPLICATION_KINDS, data.tipo, id.startsWith('entregador-') ? 'entregador' : 'restaurante');
  const dados = tipo === 'restaurante' ? restaurantDetailsFromData(toRecord(data.dados)) : riderDetailsFromData(toRecord(data.dados));
  const fallbackName = tipo === 'restaurante' ? (dados as RestaurantApplication).nomeFantasia : (dados as RiderApplication).nome;
  return {
    id,
    tipo,
    uid: toText(data.uid),
    email: toText(data.email),
    estado: oneOf(APPLICATION_STATES, data.estado, 'enviado'),
    dados,
    nome: toText(data.nome) || fallbackName || 'Sem nome',
    termosVersao: toText(data.termosVersao),
    enviadoEm: toDate(data.enviadoEm),
    atualizadoEm: toDate(data.atualizadoEm),
    motivos: toTexts(data.motivos),
    mensagem: toText(data.mensagem),
    restaurantId: toNullableText(data.restaurantId) || null,
    historico: eventsFromData(data.historico),
  };
}
