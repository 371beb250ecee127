import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Centavos } from '@/domain/shared/money';
import { MoneyField } from '@/ui/MoneyField';

function Field({ blank, initial = '' }: { blank?: Centavos; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MoneyField label="Preço (R$)" value={value} onChange={setValue} range={{ min: 1, max: 1_000_000 }} blank={blank} />;
}

describe('MoneyField', () => {
  it('keeps what is typed and says what will be saved', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Preço (R$)');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    // Nothing to say about an empty required field until the form is saved.
    expect(screen.queryByText(/Será salvo/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(input, '19,90');
    expect(input).toHaveValue('19,90');
    expect(input).toHaveAccessibleDescription('Será salvo: R$\u00a019,90');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says why a value cannot be saved, keeping it as typed', async () => {
    render(<Field initial="19,999" />);
    const input = screen.getByLabelText('Preço (R$)');
    expect(screen.getByRole('alert')).toHaveTextContent('Use no máximo duas casas decimais, por exemplo 19,90.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Valor não reconhecido. Digite, por exemplo, 19,90.');

    await userEvent.clear(input);
    await userEvent.type(input, '12.000');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um valor entre R$ 0,01 e R$ 10.000,00.');
    expect(screen.queryByText(/Será salvo/)).toBeNull();
  });

  it('shows what an empty optional field is saved as', () => {
    render(<Field blank={0} />);
    expect(screen.getByLabelText('Preço (R$)')).toHaveAccessibleDescription('Será salvo: R$\u00a00,00');
  });
});
