/** /politica-de-dados: routed and guarded; its screen is built by the issue that owns it. */
export function DataPolicyPage() {
  return (
    <main className="page">
      <h1>Política de Dados</h1>
    </main>
  );
}
