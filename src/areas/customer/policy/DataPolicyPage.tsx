import { DataPolicyText } from '@/ui/DataPolicyText';

/** /politica-de-dados: the data policy (SPEC.md section 2); its text is DataPolicyText. */
export function DataPolicyPage() {
  return (
    <main className="page policy">
      <h1>Política de Dados</h1>
      <DataPolicyText />
    </main>
  );
}
