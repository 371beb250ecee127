/** /status/{id}: routed and guarded; its screen is built by the issue that owns it. */
export function OrderStatusPage() {
  return (
    <main className="page">
      <h1>Status do pedido</h1>
    </main>
  );
}
