import {
  accountsToSave,
  EMPTY_ACCOUNT_DRAFT,
  isBlankDraft,
  vendorAddedMessage,
  type AccountDraft,
} from './accountDrafts';

const draft = (over: Partial<AccountDraft>): AccountDraft => ({ ...EMPTY_ACCOUNT_DRAFT, ...over });
const CEDAR = draft({ propertyId: 'p-cedar', accountNumber: ' RW-552-0187 ', notes: ' meter at the back ' });
const ELM = draft({ propertyId: 'p-elm', accountNumber: 'RW-1', notes: '' });

describe('accountsToSave', () => {
  it.each<[string, AccountDraft[], AccountDraft, ReturnType<typeof accountsToSave>]>([
    ['nothing to send', [], EMPTY_ACCOUNT_DRAFT, { accounts: [], error: null }],
    [
      'the added rows, trimmed, notes empty as null',
      [CEDAR, ELM],
      EMPTY_ACCOUNT_DRAFT,
      {
        accounts: [
          { property_id: 'p-cedar', account_number: 'RW-552-0187', notes: 'meter at the back' },
          { property_id: 'p-elm', account_number: 'RW-1', notes: null },
        ],
        error: null,
      },
    ],
    [
      'the row still being typed, when complete',
      [],
      CEDAR,
      {
        accounts: [{ property_id: 'p-cedar', account_number: 'RW-552-0187', notes: 'meter at the back' }],
        error: null,
      },
    ],
    [
      'a typed number without its property stops the save',
      [ELM],
      draft({ accountNumber: 'X' }),
      { accounts: null, error: 'Please select a property' },
    ],
    [
      'a chosen property without a number stops the save',
      [],
      draft({ propertyId: 'p-elm', accountNumber: '  ' }),
      { accounts: null, error: 'Please enter an account number' },
    ],
    [
      'notes alone stop the save too',
      [],
      draft({ notes: 'gate code 12' }),
      { accounts: null, error: 'Please select a property' },
    ],
  ])('%s', (_case, added, typed, expected) => {
    expect(accountsToSave(added, typed)).toEqual(expected);
  });
});

describe('isBlankDraft', () => {
  it.each<[AccountDraft, boolean]>([
    [EMPTY_ACCOUNT_DRAFT, true],
    [draft({ accountNumber: '  ', notes: ' ' }), true],
    [draft({ propertyId: 'p' }), false],
    [draft({ accountNumber: '1' }), false],
    [draft({ notes: 'n' }), false],
  ])('%j → %s', (typed, blank) => {
    expect(isBlankDraft(typed)).toBe(blank);
  });
});

describe('vendorAddedMessage', () => {
  it.each([
    [0, 'Vendor added'],
    [1, 'Vendor added with 1 property account'],
    [3, 'Vendor added with 3 property accounts'],
  ])('%i accounts → %s', (count, text) => {
    expect(vendorAddedMessage(count)).toBe(text);
  });
});
