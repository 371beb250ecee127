import { useId, useState } from 'react';
import type { Product } from '@/domain/catalog/catalog';
import { productsUsing, usedInText } from '@/domain/catalog/option-group-library';
import { groupRuleBadges, isOptionAvailable, isRequired, optionPriceText, type GroupOption, type OptionGroup } from '@/domain/catalog/option-groups';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Notice } from '@/ui/Notice';
import { SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import type { LiveResult } from '@/ui/use-subscription';
import { OptionGroupFormModal, type ProductSection } from './OptionGroupFormModal';
import { useMenuWrites, useOptionSoldOutToggle } from './use-menu-writes';
import '@/areas/restaurant/panel/panel.css';
import './option-groups.css';

/**
 * 'Complementos': the restaurant's library of option groups. Managers create, edit and delete
 * groups; everyone on the team, an atendente included, can mark an option 'Esgotado hoje' (the
 * rules let an atendente change only a group's sold-out marks).
 */
export function OptionGroupsSection({
  restaurantId,
  groups,
  products,
  sections,
  canEdit,
  now,
}: {
  restaurantId: string;
  groups: LiveResult<OptionGroup[]>;
  /** null while the products load: counts wait for them, and so do the edits that attach or detach. */
  products: Product[] | null;
  sections: ProductSection[];
  canEdit: boolean;
  now: Date;
}) {
  const [editing, setEditing] = useState<{ group: OptionGroup | null } | null>(null);
  const [deleting, setDeleting] = useState<OptionGroup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { removeGroup } = useMenuWrites(restaurantId, setError);

  function remove(group: OptionGroup, from: Product[]) {
    setDeleting(null);
    setError(null);
    removeGroup(group, from);
  }

  return (
    <section className="option-groups" aria-labelledby="option-groups-title">
      <div className="split">
        <h3 id="option-groups-title">Complementos</h3>
        {canEdit ? (
          <Button variant="secondary" disabled={!products} onClick={() => setEditing({ group: null })}>
            Novo grupo
          </Button>
        ) : null}
      </div>
      <p className="muted">
        {canEdit
          ? 'Grupos de opções que o cliente escolhe no produto, como “Ponto da carne” ou “Adicionais”. Crie uma vez e use em quantos produtos quiser.'
          : 'Acabou algum complemento? Toque em “Esgotado hoje” na opção: ela volta sozinha à meia-noite.'}
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {groups.status === 'loading' ? (
        <SkeletonList label="Carregando complementos..." count={2} className="card-grid card-grid--pair" itemClassName="card option-group">
          <SkeletonLine width="40%" />
          <SkeletonLine width="70%" />
          <SkeletonLine width="60%" />
        </SkeletonList>
      ) : groups.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar os complementos. Verifique a conexão.</Notice>
      ) : groups.data.length === 0 ? (
        <p className="empty-state">{canEdit ? 'Nenhum grupo de complementos ainda. Crie o primeiro em “Novo grupo”.' : 'Nenhum grupo de complementos cadastrado.'}</p>
      ) : (
        <ul className="card-grid card-grid--pair">
          {groups.data.map((group) => (
            <OptionGroupCard
              key={group.id}
              restaurantId={restaurantId}
              group={group}
              usedBy={products ? productsUsing(group.id, products).length : null}
              canEdit={canEdit && products !== null}
              now={now}
              onEdit={() => setEditing({ group })}
              onDelete={() => setDeleting(group)}
              onError={setError}
            />
          ))}
        </ul>
      )}

      {editing && canEdit && products ? (
        <OptionGroupFormModal restaurantId={restaurantId} group={editing.group} sections={sections} products={products} onClose={() => setEditing(null)} />
      ) : null}
      {deleting && products ? <DeleteGroupDialog group={deleting} from={productsUsing(deleting.id, products)} onCancel={() => setDeleting(null)} onConfirm={remove} /> : null}
    </section>
  );
}

function OptionGroupCard({
  restaurantId,
  group,
  usedBy,
  canEdit,
  now,
  onEdit,
  onDelete,
  onError,
}: {
  restaurantId: string;
  group: OptionGroup;
  usedBy: number | null;
  canEdit: boolean;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
  onError: (message: string) => void;
}) {
  return (
    <li className="card option-group">
      <div className="option-group__head">
        <h4>{group.nome}</h4>
        <span className="option-group__badges">
          {groupRuleBadges(group).map((badge, index) => (
            <Badge key={badge} tone={index === 0 && isRequired(group) ? 'brand' : 'neutral'}>
              {badge}
            </Badge>
          ))}
        </span>
      </div>
      {usedBy !== null ? <p className="hint">{usedInText(usedBy)}</p> : null}
      <ul className="option-group__options">
        {group.opcoes.map((option) => (
          <OptionLine key={option.id} restaurantId={restaurantId} group={group} option={option} now={now} onError={onError} />
        ))}
      </ul>
      {canEdit ? (
        <div className="form-actions">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Editar
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete}>
            Excluir
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** One option with its price and its own 'Esgotado hoje', like a product's on the list above. */
function OptionLine({ restaurantId, group, option, now, onError }: { restaurantId: string; group: OptionGroup; option: GroupOption; now: Date; onError: (message: string) => void }) {
  const { toggle: toggleSoldOut, busy } = useOptionSoldOutToggle(restaurantId, group, option, onError);
  const nameId = useId();
  const soldOut = !isOptionAvailable(option, now);
  const toggle = () => toggleSoldOut(soldOut);
  return (
    <li className="option-group__option">
      <span className="option-group__option-text">
        <span id={nameId}>{option.nome}</span>
        <span className="hint">
          {optionPriceText(option) || 'Sem acréscimo'}
          {option.maximo > 1 ? ` · até ${option.maximo}x` : ''}
        </span>
      </span>
      <Button size="sm" variant={soldOut ? 'danger' : 'secondary'} aria-pressed={soldOut} aria-describedby={nameId} busy={busy} onClick={() => void toggle()}>
        Esgotado hoje
      </Button>
    </li>
  );
}

/** Asks before a delete, naming the products that lose the group (orders already placed keep their choices). */
function DeleteGroupDialog({ group, from, onCancel, onConfirm }: { group: OptionGroup; from: Product[]; onCancel: () => void; onConfirm: (group: OptionGroup, from: Product[]) => void }) {
  return (
    <ConfirmDialog destructive title={`Excluir o grupo ${group.nome}?`} confirmLabel="Excluir" onCancel={onCancel} onConfirm={() => onConfirm(group, from)}>
      {from.length === 0 ? (
        <p>Ele não está em nenhum produto.</p>
      ) : (
        <p>
          Ele será removido {from.length === 1 ? 'de 1 produto' : `de ${from.length} produtos`}: {from.map((product) => product.nome).join(', ')}.
        </p>
      )}
      <p className="hint">Os pedidos já feitos não mudam.</p>
    </ConfirmDialog>
  );
}
