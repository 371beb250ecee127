import { useRef } from 'react';
import type { Category, Product } from '@/domain/catalog/catalog';
import type { GroupOption, OptionGroup } from '@/domain/catalog/option-groups';
import {
  addCategory,
  deleteCategory,
  deleteOptionGroup,
  deleteProduct,
  newOptionGroupId,
  renameCategory,
  saveOptionGroup,
  saveProduct,
  setMenuOrder,
  setOptionSoldOutToday,
  setSoldOutToday,
} from '@/services/catalog';
import { useToast } from '@/ui/Toast';
import { usePanelWrite } from '@/areas/restaurant/panel/use-panel-write';

/** 'Gerenciar Categorias': add, rename, delete, each with its toast; `message` is the modal's one notice. */
export function useCategoryWrites(restaurantId: string) {
  const { run, pending, error, setError } = usePanelWrite();
  const toast = useToast();
  async function write(action: () => Promise<void>, failure: string, success: string) {
    const ok = await run(action, { log: failure, failure });
    if (ok) toast(success, 'success');
    return ok;
  }
  return {
    busy: pending,
    message: error,
    setMessage: setError,
    add: (nome: string) => write(() => addCategory(restaurantId, nome), 'Erro ao adicionar categoria.', `Categoria ${nome.trim()} adicionada.`),
    rename: (id: string, nome: string) => write(() => renameCategory(restaurantId, id, nome), 'Erro ao atualizar categoria.', `Categoria renomeada para ${nome.trim()}.`),
    remove: (category: Category) => write(() => deleteCategory(restaurantId, category.id), 'Erro ao deletar categoria.', `Categoria ${category.nome} excluída.`),
  };
}

/** The menu list's moves and deletions; a failure goes to the tab's notice through `onError`. */
export function useMenuWrites(restaurantId: string, onError: (message: string) => void) {
  const { run } = usePanelWrite();
  const toast = useToast();
  return {
    move: (kind: 'categorias' | 'produtos', places: ReadonlyArray<{ id: string; ordem: number }>, name: string) =>
      void run(() => setMenuOrder(restaurantId, kind, places), { log: 'Erro ao mudar a ordem do cardápio', failure: `Não foi possível mudar a posição de ${name}. Tente novamente.`, onError }),
    removeProduct: async (product: Product) => {
      if (await run(() => deleteProduct(restaurantId, product.id), { log: 'Erro ao excluir produto', failure: `Não foi possível excluir ${product.nome}. Tente novamente.`, onError }))
        toast(`${product.nome} foi excluído do cardápio.`, 'success');
    },
    removeGroup: (group: OptionGroup, from: Product[]) =>
      void run(() => deleteOptionGroup(restaurantId, group.id, from), { log: 'Erro ao excluir grupo de complementos', failure: `Não foi possível excluir o grupo ${group.nome}. Tente novamente.`, onError }),
  };
}

/** A dish's 'Esgotado hoje' on the list. */
export function useSoldOutToggle(restaurantId: string, product: Product, onError: (message: string) => void) {
  const { run, pending } = usePanelWrite();
  const toggle = (soldOut: boolean) =>
    run(() => setSoldOutToday(restaurantId, product.id, !soldOut), {
      log: 'Erro ao marcar esgotado',
      failure: `Não foi possível ${soldOut ? 'voltar a oferecer' : 'marcar como esgotado'} ${product.nome}. Tente novamente.`,
      onError,
    });
  return { toggle, busy: pending };
}

/** An option's own 'Esgotado hoje' in the complementos library. */
export function useOptionSoldOutToggle(restaurantId: string, group: OptionGroup, option: GroupOption, onError: (message: string) => void) {
  const { run, pending } = usePanelWrite();
  const toggle = (soldOut: boolean) =>
    run(() => setOptionSoldOutToday(restaurantId, group.id, option.id, !soldOut), {
      log: 'Erro ao marcar complemento esgotado',
      failure: `Não foi possível ${soldOut ? 'voltar a oferecer' : 'marcar como esgotado'} ${option.nome} (${group.nome}). Tente novamente.`,
      onError,
    });
  return { toggle, busy: pending };
}

/** The product form's save: pending until the modal closes; the toast is what says it worked. */
export function useSaveProduct(restaurantId: string, productId: string | null) {
  const { run, pending, error, setError } = usePanelWrite();
  const toast = useToast();
  const save = async (product: Parameters<typeof saveProduct>[2]) => {
    const ok = await run(() => saveProduct(restaurantId, productId, product), {
      log: 'Erro ao salvar produto',
      failure: 'Não foi possível salvar o produto. Verifique a conexão e tente novamente.',
      holdOnSuccess: true,
    });
    if (ok) toast(productId ? `Alterações em ${product.nome} salvas.` : `${product.nome} foi adicionado ao cardápio.`, 'success');
    return ok;
  };
  return { save, busy: pending, error, setError };
}

/** The group editor's save, with the products it attaches to; pending until the modal closes. */
export function useSaveOptionGroup(restaurantId: string, group: OptionGroup | null) {
  const { run, pending, error } = usePanelWrite();
  const toast = useToast();
  // A new group's id is made once, so trying again after a failed write never makes a second group.
  const newGroupId = useRef<string | null>(null);
  const save = async (input: Parameters<typeof saveOptionGroup>[2], attachment: Parameters<typeof saveOptionGroup>[3]) => {
    const ok = await run(
      () => {
        const groupId = group?.id ?? (newGroupId.current ??= newOptionGroupId(restaurantId));
        return saveOptionGroup(restaurantId, groupId, input, attachment);
      },
      { log: 'Erro ao salvar grupo de complementos', failure: 'Não foi possível salvar o grupo. Verifique a conexão e tente novamente.', holdOnSuccess: true },
    );
    if (ok) toast(group ? `Grupo ${input.nome} salvo.` : `Grupo ${input.nome} criado.`, 'success');
    return ok;
  };
  return { save, busy: pending, failure: error };
}
