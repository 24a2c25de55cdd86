import type { Extra } from '@hostel/shared/api/folio-schemas';
import { fromCents } from '@hostel/shared/domain/money';
import type { ExtraRecord } from '../data/extra-repository';

// The extras catalog's records → the API's snake_case, money with two decimals.

export function extraView(extra: ExtraRecord): Extra {
  return {
    _id: extra.id,
    name: extra.name,
    price: fromCents(extra.priceCents),
    charged: extra.charged,
    active: extra.active,
    updated_At: extra.updatedAt,
  };
}
