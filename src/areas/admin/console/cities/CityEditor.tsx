import { useState, type FormEvent } from 'react';
import { bairroLines, RIDER_PAY_RANGE, UFS, type City } from '@/domain/delivery/cities';
import { checkMoney, centavosToInput, toReais } from '@/domain/shared/money';
import { DEFAULT_RIDE_MINUTES } from '@/domain/delivery/delivery-time';
import { saveCitySchema, type SaveCityRequest } from '@/domain/delivery/cities.schema';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { MoneyField } from '@/ui/MoneyField';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useSaveCity } from './use-cities';

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

interface CityDraft {
  nome: string;
  uf: string;
  ativa: boolean;
  corridaMin: string;
  /** 'Pagamento mínimo por corrida', as typed. */
  entregaMinima: string;
  bairros: string;
}

function draftOf(city: City | null, bairros: readonly string[]): CityDraft {
  return {
    nome: city?.nome ?? '',
    uf: city?.uf ?? '',
    ativa: city?.ativa ?? true,
    corridaMin: String(city?.corridaMin ?? DEFAULT_RIDE_MINUTES),
    entregaMinima: city ? centavosToInput(city.entregaMinima) : '',
    bairros: bairros.join('\n'),
  };
}

/** The first message about the bairros (the list's own, or one name's), for the one field that holds them. */
function bairrosError(errors: SchemaFieldErrors): string | undefined {
  const key = Object.keys(errors).find((path) => path === 'cidade.bairros' || path.startsWith('cidade.bairros.'));
  return key ? errors[key] : undefined;
}

/**
 * Opens a city or edits one: name, UF, the usual ride, open or closed, and its bairros one per
 * line (pasted from a list as often as typed). Checked with the saveCity callable's schema; what
 * was typed stays on a refusal. The name may change only in its spelling: the key is the folded name.
 */
export function CityEditor({ city, bairros, onSaved, onCancel }: { city: City | null; bairros: readonly string[]; onSaved: (message: string) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(city, bairros));
  const [errors, setErrors] = useState<SchemaFieldErrors>({});
  const { sending, refusal, send } = useSaveCity();
  const lines = bairroLines(draft.bairros);
  const update = (patch: Partial<CityDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // An empty field is no minimum; a reading the field refuses stops here, with its own message under it.
    const riderPay = checkMoney(draft.entregaMinima, RIDER_PAY_RANGE, 0);
    if (!riderPay.ok) return setErrors({ 'cidade.entregaMinima': riderPay.message });
    const request = {
      chave: city?.key ?? null,
      cidade: {
        nome: draft.nome,
        uf: draft.uf,
        ativa: draft.ativa,
        corridaMin: draft.corridaMin.trim() === '' ? Number.NaN : Number(draft.corridaMin),
        entregaMinima: toReais(riderPay.centavos),
        bairros: lines,
      },
    };
    const checked = readRequest(saveCitySchema, request);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const sent = await send(checked.value satisfies SaveCityRequest);
    if (!sent.ok) return setErrors(sent.fields);
    const name = checked.value.cidade.nome;
    onSaved(city ? `${name} foi salva.` : `${name} foi cadastrada${checked.value.cidade.ativa ? ' e já está aberta' : ''}.`);
  }

  const headingId = 'console-city-editor';
  return (
    <section className="card console-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{city ? `Editar ${city.nome}` : 'Cadastrar cidade'}</h3>
      <form className="stack" onSubmit={submit} noValidate>
        {refusal ? <Notice tone="error">{refusal}</Notice> : null}
        <div className="console-city-editor__row">
          <TextField label="Nome da cidade" name="nome" value={draft.nome} maxLength={80} error={errors['cidade.nome']} onChange={(event) => update({ nome: event.target.value })} />
          <SelectField label="UF" name="uf" value={draft.uf} options={UF_OPTIONS} error={errors['cidade.uf']} onChange={(event) => update({ uf: event.target.value })} />
        </div>
        <TextField
          label="Tempo de corrida (min)"
          name="corridaMin"
          inputMode="numeric"
          value={draft.corridaMin}
          hint="O tempo de uma entrega comum na cidade. Entra na previsão das lojas que não definem o tempo por bairro."
          error={errors['cidade.corridaMin']}
          onChange={(event) => update({ corridaMin: event.target.value.replace(/\D/g, '').slice(0, 3) })}
        />
        <MoneyField
          label="Pagamento mínimo por corrida (R$)"
          name="entregaMinima"
          value={draft.entregaMinima}
          range={RIDER_PAY_RANGE}
          blank={0}
          error={errors['cidade.entregaMinima']}
          onChange={(entregaMinima) => update({ entregaMinima })}
        />
        <p className="hint">Toda entrega paga ao entregador pelo menos este valor. Quando o cliente paga menos de taxa (frete grátis, taxa baixa), a loja completa a diferença no acerto.</p>
        <label className="check-row">
          <input type="checkbox" name="ativa" checked={draft.ativa} onChange={(event) => update({ ativa: event.target.checked })} />
          <span>Cidade aberta: clientes, restaurantes e entregadores podem escolhê-la</span>
        </label>
        <TextAreaField
          label="Bairros"
          name="bairros"
          rows={12}
          value={draft.bairros}
          hint={`Um bairro por linha, com acentos. ${lines.length} ${lines.length === 1 ? 'bairro' : 'bairros'} (repetidos contam uma vez).`}
          error={bairrosError(errors)}
          onChange={(event) => update({ bairros: event.target.value })}
        />
        <div className="form-actions">
          <Button type="submit" busy={sending}>
            Salvar cidade
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  );
}
