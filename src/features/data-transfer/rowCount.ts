/** "1 row", "2,000 rows": every count of rows the imports speak of (Settings' notice too, without the CSV rules). */
export const rowCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
