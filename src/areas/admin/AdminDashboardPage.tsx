/** /admin-dashboard: routed and guarded; its screen is built by the issue that owns it. */
export function AdminDashboardPage() {
  return (
    <main className="page">
      <h1>Painel de Administração</h1>
    </main>
  );
}
