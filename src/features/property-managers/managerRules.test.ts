import { deleteManagerMessage } from './managerRules';

describe('deleteManagerMessage', () => {
  it('is the SPEC §5 confirmation text', () => {
    expect(deleteManagerMessage('Maria Delgado')).toBe(
      'Are you sure you want to delete "Maria Delgado"? This will remove them from all associated properties.',
    );
  });
});
