/** /cardapio/{id}: routed and guarded; its screen is built by the issue that owns it. */
export function MenuPage() {
  return (
    <main className="page">
      <h1>Cardápio</h1>
    </main>
  );
}
