import { useState } from 'react';
import { groupsToAttach } from '@/domain/catalog/option-group-library';
import { groupRuleBadges, OPTION_GROUP_LIMITS, type OptionGroup } from '@/domain/catalog/option-groups';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { SelectField } from '@/ui/SelectField';
import type { LiveResult } from '@/ui/use-subscription';
import './menu.css';
import './product-form.css';

/**
 * The product form's 'Complementos': the groups of the library this product offers, in the
 * order its sheet shows them, and a way to add one it lacks. Ids of deleted groups are kept
 * visible (and removable) rather than dropped behind the person's back.
 */
export function AttachedGroupsField({
  attached,
  library,
  onAdd,
  onMove,
  onRemove,
}: {
  attached: string[];
  /** The restaurant's library, live. */
  library: LiveResult<OptionGroup[]>;
  onAdd: (groupId: string) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (groupId: string) => void;
}) {
  const [choice, setChoice] = useState('');
  const groups = library.status === 'success' ? library.data : [];
  const available = groupsToAttach(attached, groups);
  const full = attached.length >= OPTION_GROUP_LIMITS.groupsPerProduct;
  const byId = new Map(groups.map((group) => [group.id, group]));
  // Until the library answers, an attached id is not yet known to be a deleted group.
  const unknownName = library.status === 'success' ? 'Grupo excluído' : library.status === 'loading' ? 'Carregando...' : 'Grupo (não carregado)';

  return (
    <fieldset className="attached-groups">
      <legend>Complementos</legend>
      {attached.length === 0 ? (
        <p className="hint">Nenhum grupo neste produto. Adicione, por exemplo, “Ponto da carne” ou “Adicionais”.</p>
      ) : (
        <>
          <p className="hint">O cliente vê os grupos nesta ordem.</p>
          <ol className="stack-list attached-groups__list">
            {attached.map((groupId, index) => {
              const group = byId.get(groupId);
              const name = group?.nome ?? unknownName;
              return (
                <li key={groupId} className="split list-row">
                  <span className="attached-groups__text">
                    <strong>{name}</strong>
                    {group ? <span className="hint">{groupRuleBadges(group).join(' · ')}</span> : null}
                  </span>
                  <span className="attached-groups__actions">
                    <Button size="sm" variant="ghost" className="move-btn" aria-label={`Subir ${name}`} disabled={index === 0} onClick={() => onMove(index, -1)}>
                      ↑
                    </Button>
                    <Button size="sm" variant="ghost" className="move-btn" aria-label={`Descer ${name}`} disabled={index === attached.length - 1} onClick={() => onMove(index, 1)}>
                      ↓
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Remover ${name}`} onClick={() => onRemove(groupId)}>
                      Remover
                    </Button>
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {library.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar os complementos. Os grupos deste produto continuam como estão ao salvar.</Notice>
      ) : library.status === 'success' && groups.length === 0 ? (
        <p className="hint">Sua biblioteca ainda não tem grupos: crie-os em “Complementos”, na aba Cardápio.</p>
      ) : (
        <div className="attached-groups__add">
          <SelectField
            label="Grupo da biblioteca"
            placeholder={library.status === 'loading' ? 'Carregando grupos...' : available.length > 0 ? 'Escolha um grupo...' : 'Todos os grupos já estão no produto'}
            options={available.map((group) => ({ value: group.id, label: `${group.nome} (${groupRuleBadges(group).join(' · ')})` }))}
            value={choice}
            disabled={full || available.length === 0}
            hint={full ? `Um produto tem no máximo ${OPTION_GROUP_LIMITS.groupsPerProduct} grupos.` : null}
            onChange={(event) => setChoice(event.target.value)}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={!choice || full}
            onClick={() => {
              onAdd(choice);
              setChoice('');
            }}
          >
            Adicionar grupo
          </Button>
        </div>
      )}
    </fieldset>
  );
}
