/** A delivery-log cell: a table cell from `xl` up (the eight columns need the room), an inline piece of a row card below. */
export const cell = "block p-0 xl:table-cell xl:px-3 xl:py-2.5 xl:align-top xl:first:pl-5 xl:last:pr-5";
