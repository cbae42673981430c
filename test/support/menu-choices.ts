/** The least a line of this dish must choose: the first `min` options of every group (docs/product/decisions.md "Menus"). */
export function requiredChoices(item: { optionGroups?: ReadonlyArray<{ min: number; options: ReadonlyArray<{ _id: string }> }> }): string[] {
  return (item.optionGroups ?? []).flatMap((group) => group.options.slice(0, group.min).map((option) => option._id));
}
