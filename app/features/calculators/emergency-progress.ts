/** Share of the target a balance is, percent; a target of 0 counts as met. */
export function percentOfTarget(balance: number, target: number) {
  return target > 0 ? (balance / target) * 100 : 100
}
