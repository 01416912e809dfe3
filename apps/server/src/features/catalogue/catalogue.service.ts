import type { CatalogueFigures } from '@talent/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { catalogueFigures } from './catalogue.repository.ts';

/** The public face of the catalogue: counts of open jobs only, never a job, so a visitor learns nothing private. */
export class CatalogueService {
  constructor(private readonly db: Db) {}

  figures(): Promise<CatalogueFigures> {
    return catalogueFigures(this.db);
  }
}
