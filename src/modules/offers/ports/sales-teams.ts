/** Who sells for a brand; implemented over the catalog's brand reference data. */
export interface SalesTeams {
  salesTeam(brandingId: number): { brandName: string; email: string };
}
