/** "1 entry" / "3 entries". */
export const entriesWord = (n: number) => (n === 1 ? 'entry' : 'entries');
