import { useState } from 'react';
import { dataExportFileName } from '@/domain/accounts/data-export';
import { refusalText } from '@/domain/shared/callable-refusal';
import { exportMyData } from '@/services/data-export';
import { downloadText } from '@/ui/download';

/**
 * 'Baixar meus dados': asks the exportMyData function for everything kept about the person and
 * hands it to the browser as a JSON file; `message` says what the file holds, or why it failed.
 */
export function useDataExport() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function download() {
    setBusy(true);
    setMessage(null);
    try {
      const data = await exportMyData();
      downloadText(dataExportFileName(new Date()), `${JSON.stringify(data, null, 2)}\n`, 'application/json;charset=utf-8');
      const counted = [
        data.pedidos.length > 0 ? (data.pedidos.length === 1 ? '1 pedido' : `${data.pedidos.length} pedidos`) : null,
        data.entregas.length > 0 ? (data.entregas.length === 1 ? '1 entrega' : `${data.entregas.length} entregas`) : null,
      ].filter(Boolean);
      setMessage({ tone: 'success', text: `Arquivo gerado com a sua conta${counted.length > 0 ? ` e ${counted.join(' e ')}` : ''}. Confira a pasta de downloads.` });
    } catch (error) {
      console.error('Erro ao exportar os dados', error);
      setMessage({ tone: 'error', text: refusalText(error, 'Não foi possível gerar o arquivo. Verifique sua conexão e tente de novo.') });
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, download };
}
