/** /obrigado: routed and guarded; its screen is built by the issue that owns it. */
export function ThanksPage() {
  return (
    <main className="page">
      <h1>Obrigado por se cadastrar!</h1>
    </main>
  );
}
