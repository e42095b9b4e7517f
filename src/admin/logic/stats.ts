// Figures derived from GET /api/admin/stats.
/** Orders whose money came in: paid, then shipped or completed. */
export function paidOrderCount(byStatus: Record<string, number> | undefined): number {
  if (!byStatus) return 0;
  return (byStatus.paid ?? 0) + (byStatus.shipped ?? 0) + (byStatus.completed ?? 0);
}

export function totalOrderCount(byStatus: Record<string, number> | undefined): number {
  return byStatus ? Object.values(byStatus).reduce((sum, n) => sum + n, 0) : 0;
}
