/** /deliveryman-dashboard/my-active-orders: routed and guarded; its screen is built by the issue that owns it. */
export function MyActiveOrdersPage() {
  return (
    <main className="page">
      <h1>Minhas Entregas</h1>
    </main>
  );
}
