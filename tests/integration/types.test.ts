import { readFile } from 'node:fs/promises';
import { generateTypes, TYPES_FILE } from '../../scripts/genTypes';
import { DB_URL } from './support';

describe('src/api/database.types.ts', () => {
  it('matches the schema the migrations build (run `npm run gen:types` when this fails)', async () => {
    const generated = await generateTypes(DB_URL);
    expect(generated).toContain('export type Database');
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(generated);
  });
});
