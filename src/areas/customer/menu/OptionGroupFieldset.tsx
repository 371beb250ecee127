import { Fragment } from 'react';
import {
  canAddUnit,
  chooseOnly,
  freeRuleText,
  groupRuleBadges,
  isOptionAvailable,
  isRequired,
  isSingleChoice,
  optionPriceText,
  setOptionUnits,
  type GroupOption,
  type OptionGroup,
  type Selection,
} from '@/domain/catalog/option-groups';
import { Badge } from '@/ui/Badge';
import { QuantityStepper } from '@/ui/QuantityStepper';

const SOLD_OUT_TEXT = 'Esgotado hoje';

/**
 * One complemento group on the product sheet: its name and rules ('Obrigatório · Escolha 1'),
 * then its options as radios (choose one), checkboxes (an option taken at most once) or steppers
 * (an option taken more than once). What cannot be added any more is disabled, never hidden.
 */
export function OptionGroupFieldset({
  group,
  selection,
  now,
  invalid,
  errorId,
  onChange,
}: {
  group: OptionGroup;
  selection: Selection;
  now: Date;
  /** The sheet's error is about this group: marked, and described by the error. */
  invalid: boolean;
  errorId: string;
  onChange: (selection: Selection) => void;
}) {
  const freeRule = freeRuleText(group);
  const chosen = selection[group.id] ?? {};
  const unitsOf = (option: GroupOption) => chosen[option.id] ?? 0;
  const single = isSingleChoice(group);

  return (
    <fieldset className="choice-group" data-field={group.id} tabIndex={-1} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
      <legend className="choice-group__legend">
        <span>{group.nome}</span>
        {/* Spaces between the parts: the group is announced 'Adicionais Opcional Escolha até 5'. */}
        {groupRuleBadges(group).map((badge) => (
          <Fragment key={badge}>
            {' '}
            <Badge tone={badge === 'Obrigatório' ? 'brand' : 'neutral'}>{badge}</Badge>
          </Fragment>
        ))}
      </legend>
      {freeRule ? <p className="hint choice-group__hint">{freeRule}</p> : null}

      {/* An optional choose-one group needs a way back to no choice: radios cannot be unticked. */}
      {single && !isRequired(group) ? (
        <label className="choice">
          <input type="radio" name={`grupo-${group.id}`} checked={Object.values(chosen).every((units) => units === 0)} onChange={() => onChange({ ...selection, [group.id]: {} })} />
          <span className="choice__label">Nenhuma opção</span>
        </label>
      ) : null}

      {group.opcoes.map((option) => {
        const units = unitsOf(option);
        const soldOut = !isOptionAvailable(option, now);
        const canAdd = canAddUnit(selection, group, option, now);
        const details = <OptionDetails option={option} soldOut={soldOut} />;
        if (single) {
          return (
            <label key={option.id} className={soldOut ? 'choice choice--sold-out' : 'choice'}>
              <input
                type="radio"
                name={`grupo-${group.id}`}
                checked={units > 0}
                // A sold-out option already chosen (a bag line being edited) stays enabled: the
                // customer sees it is chosen and picks another.
                disabled={soldOut && units === 0}
                onChange={() => onChange(chooseOnly(selection, group.id, option.id))}
              />
              {details}
            </label>
          );
        }
        if (option.maximo <= 1) {
          return (
            <label key={option.id} className={soldOut ? 'choice choice--sold-out' : 'choice'}>
              <input
                type="checkbox"
                checked={units > 0}
                disabled={units === 0 && !canAdd}
                onChange={(event) => onChange(setOptionUnits(selection, group, option.id, event.target.checked ? 1 : 0))}
              />
              {details}
            </label>
          );
        }
        return (
          <div key={option.id} className={soldOut ? 'choice choice--sold-out' : 'choice'}>
            {details}
            <QuantityStepper
              value={units}
              min={0}
              // + stops where the option's own cap or the group's maximum is reached.
              max={canAdd ? option.maximo : units}
              label={`Quantidade de ${option.nome}`}
              buttonLabels={{ decrease: `Menos ${option.nome}`, increase: `Mais ${option.nome}` }}
              onChange={(quantity) => onChange(setOptionUnits(selection, group, option.id, quantity))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

function OptionDetails({ option, soldOut }: { option: GroupOption; soldOut: boolean }) {
  const price = optionPriceText(option);
  return (
    <>
      <span className="choice__label">
        {option.nome}
        {option.maximo > 1 ? <span className="choice__cap">até {option.maximo}</span> : null}
      </span>
      {soldOut ? <span className="choice__sold-out">{SOLD_OUT_TEXT}</span> : price ? <span className="choice__price">{price}</span> : null}
    </>
  );
}
