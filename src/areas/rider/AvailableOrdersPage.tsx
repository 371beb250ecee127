/** /deliveryman-dashboard/available-orders: routed and guarded; its screen is built by the issue that owns it. */
export function AvailableOrdersPage() {
  return (
    <main className="page">
      <h1>Pedidos Disponíveis</h1>
    </main>
  );
}
