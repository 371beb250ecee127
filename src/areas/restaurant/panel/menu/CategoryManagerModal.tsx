import { useState, type FormEvent } from 'react';
import type { Category } from '@/domain/catalog/catalog';
import { validateCategoryRename, validateNewCategory } from '@/domain/catalog/product.form';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import type { LiveResult } from '@/ui/use-subscription';
import { useCategoryWrites } from './use-menu-writes';
import './menu.css';

/** 'Gerenciar Categorias' (SPEC.md sections 2 and 5): add, rename inline, delete. */
export function CategoryManagerModal({ restaurantId, categories, onClose }: { restaurantId: string; categories: LiveResult<Category[]>; onClose: () => void }) {
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: string; nome: string } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const { add: addCategory, rename, remove, busy, message, setMessage } = useCategoryWrites(restaurantId);
  const list = categories.status === 'success' ? categories.data : [];

  async function add(event: FormEvent) {
    event.preventDefault();
    // The duplicate check needs the list: wait for it.
    if (categories.status !== 'success') return;
    const invalid = validateNewCategory(newName, list);
    if (invalid) return setMessage(invalid);
    if (await addCategory(newName)) setNewName('');
  }

  async function saveEdit() {
    if (!editing) return;
    const invalid = validateCategoryRename(editing.id, editing.nome, list);
    if (invalid) return setMessage(invalid);
    if (await rename(editing.id, editing.nome)) setEditing(null);
  }

  return (
    <Modal title="Gerenciar Categorias" onClose={onClose} closeLabel="Fechar">
      <form className="inline-form" onSubmit={add} noValidate>
        <TextField label="Nova categoria" name="novaCategoria" value={newName} onChange={(event) => setNewName(event.target.value)} />
        <Button type="submit" busy={busy && !editing} disabled={categories.status !== 'success'}>
          Adicionar
        </Button>
      </form>
      {message ? <Notice tone="error">{message}</Notice> : null}
      {categories.status === 'loading' ? (
        <SkeletonList label="Carregando categorias..." count={3} className="list list--tight" itemClassName="split list-row category-list__item">
          <SkeletonLine width="40%" />
          <SkeletonBlock className="category-list__actions-placeholder" />
        </SkeletonList>
      ) : categories.status === 'error' ? (
        <Notice tone="error">Erro ao carregar categorias.</Notice>
      ) : list.length === 0 ? (
        <p className="empty-state">Nenhuma categoria cadastrada. Adicione uma nova!</p>
      ) : (
        <ul className="list list--tight">
          {list.map((category) =>
            editing?.id === category.id ? (
              <li key={category.id} className="split list-row category-list__item">
                <TextField
                  label={`Novo nome de ${category.nome}`}
                  name="nomeCategoria"
                  value={editing.nome}
                  autoFocus
                  onChange={(event) => setEditing({ id: category.id, nome: event.target.value })}
                />
                <div className="form-actions">
                  <Button size="sm" busy={busy} onClick={saveEdit}>
                    Salvar
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                    Cancelar
                  </Button>
                </div>
              </li>
            ) : (
              <li key={category.id} className="split list-row category-list__item">
                <span>{category.nome}</span>
                <div className="form-actions">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ id: category.id, nome: category.nome })}>
                    Editar
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(category)}>
                    Excluir
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          destructive
          title={`Excluir ${deleting.nome}?`}
          confirmLabel="Excluir"
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const target = deleting;
            setDeleting(null);
            await remove(target);
          }}
        >
          <p>Tem certeza que deseja excluir esta categoria? Isso não removerá a categoria de produtos já existentes.</p>
        </ConfirmDialog>
      ) : null}
    </Modal>
  );
}
