/** The id of the search box's option `index`: what aria-activedescendant names. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;
