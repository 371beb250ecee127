/** /pedido-concluido: routed and guarded; its screen is built by the issue that owns it. */
export function OrderDonePage() {
  return (
    <main className="page">
      <h1>Pedido concluído</h1>
    </main>
  );
}
