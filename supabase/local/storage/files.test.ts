import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStore, mustBeValidKey } from './files';

describe('the object store on disk', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-files-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it.each(['u1/a.pdf', 'u1/with space (1).pdf', "u1/x/y/z-_!.*'&$=@;:+,?.png"])('takes the key %s', (key) => {
    expect(() => mustBeValidKey(key)).not.toThrow();
  });

  it.each(['', '../etc/passwd', 'u1/../../x', 'u1//a', 'u1/./a', '/abs', 'u1/a\\b', 'u1/é.pdf', 'u1/a%00'])(
    'refuses the key %p as hosted Storage refuses an invalid key',
    (key) => {
      expect(() => mustBeValidKey(key)).toThrow(expect.objectContaining({ code: 'InvalidKey' }));
    },
  );

  it('writes beside the object, renames it into place and keeps nothing else', async () => {
    const files = createFileStore(root);
    const temp = await files.stage(Buffer.from('bytes'));
    expect(existsSync(files.fileOf('documents', 'u1/a.pdf'))).toBe(false);
    await files.place(temp, 'documents', 'u1/a.pdf');
    expect(readFileSync(path.join(root, 'documents', 'u1', 'a.pdf'), 'utf8')).toBe('bytes');
    await files.discard(temp);
    expect(readdirSync(path.join(root, '.uploads'))).toEqual([]);

    await files.move('documents', 'u1/a.pdf', 'documents', 'u1/b/c.pdf');
    expect(readFileSync(files.fileOf('documents', 'u1/b/c.pdf'), 'utf8')).toBe('bytes');
    await files.remove('documents', 'u1/b/c.pdf');
    expect(existsSync(files.fileOf('documents', 'u1/b/c.pdf'))).toBe(false);
  });

  it('never leaves its folder for a strange bucket name', () => {
    const files = createFileStore(root);
    expect(() => files.fileOf('..', 'a.pdf')).toThrow(expect.objectContaining({ code: 'NoSuchBucket' }));
    expect(() => files.fileOf('a/b', 'a.pdf')).toThrow(expect.objectContaining({ code: 'NoSuchBucket' }));
  });
});
