// A company's dwell thresholds (issue 13 §2): a yard tile turns amber, then red, once its asset has
// stood at its location this many minutes. Stored on the company (company.schema.json); the order
// of the two is a rule across fields, checked on every company save.
import type { Company } from '../../schemas/types.generated.js';
import { badRequest } from '../errors.js';

/** The schema's defaults, for a company saved before the thresholds existed. */
export const DEFAULT_DWELL = { amberMinutes: 240, redMinutes: 480 } as const;

export const thresholdsOf = (company: Pick<Company, 'dwellAmberMinutes' | 'dwellRedMinutes'> | undefined) => ({
  amberMinutes: company?.dwellAmberMinutes ?? DEFAULT_DWELL.amberMinutes,
  redMinutes: company?.dwellRedMinutes ?? DEFAULT_DWELL.redMinutes,
});

/** Red must come after amber: a save that says otherwise is refused, naming the red threshold. */
export function dwellThresholdsInOrder(company: Partial<Pick<Company, 'dwellAmberMinutes' | 'dwellRedMinutes'>>) {
  const { amberMinutes, redMinutes } = thresholdsOf(company as Company);
  if (redMinutes <= amberMinutes)
    throw badRequest([{ field: 'dwellRedMinutes', message: 'Dwell Red (minutes) must be more than Dwell Amber (minutes)' }]);
}
