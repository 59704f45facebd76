import type { Db } from '../../db/client.ts';

/**
 * The shopper's rights: the data export, withdrawal of the processing consent, deleting the account, and
 * the erasure sweeps (docs/product/personal-data.md#the-shoppers-rights).
 */
export interface PersonalDataDeps {
  db: Db;
  now: () => Date;
}

export class PersonalDataService {
  constructor(private readonly deps: PersonalDataDeps) {}

  /** Erases what is due: accounts whose consent was withdrawn long enough ago, guests' old unpaid orders. */
  async eraseDue(): Promise<void> {}
}
