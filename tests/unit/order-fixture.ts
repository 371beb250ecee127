import type { Order } from '@/domain/orders/order';

/** A whole order as the services hand it to screens, waiting for a rider unless told otherwise. */
export function makeOrder(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    restaurantId: 'cantina',
    restaurantName: 'Cantina da Nonna',
    restaurantAddress: 'Rua Avanhandava, 81 - Bela Vista, São Paulo',
    restaurantPhone: '1132581234',
    userId: 'ana',
    itens: [{ quantidade: 2, nome: 'Lasanha', preco: 44.9, observacoes: 'sem cebola' }],
    subTotal: 89.8,
    taxaEntrega: 6.9,
    totalValue: 96.7,
    pagamento: 'Dinheiro',
    troco: 100,
    endereco: { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '' },
    clientName: 'Ana Souza',
    clientPhone: '(11) 98765-4321',
    status: 'aguardando_entregador',
    createdAt: new Date('2026-01-10T15:00:00Z'),
    deliverymanId: null,
    acceptedAt: null,
    ultimaAtualizacao: null,
    observacoesPedido: '',
    numero: null,
    prazoAceiteEm: null,
    aceitoEm: null,
    tempoPreparoMin: null,
    motivoRejeicao: '',
    retiradoEm: null,
    entregadorNome: '',
    entregadorTelefone: '',
    pix: null,
    ...overrides,
  };
}
