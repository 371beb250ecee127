/** /meus-pedidos: routed and guarded; its screen is built by the issue that owns it. */
export function MyOrdersPage() {
  return (
    <main className="page">
      <h1>Meus Pedidos</h1>
    </main>
  );
}
