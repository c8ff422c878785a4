import { ULD_STATUSES, ULD_TYPES, type UldStatus, type UldType } from '../../../../shared/codes';
import type { TranslationFunctions } from '../../../../../locales/i18n-types';

// The screens show the stored words (CONTAINER, IN_TRANSIT) translated: Container, En transit, …
export const typeOptions = (LL: TranslationFunctions, types: readonly UldType[] = ULD_TYPES) =>
  types.map((t) => ({ value: t, label: LL.uld.types[t]() }));
export const statusOptions = (LL: TranslationFunctions, statuses: readonly UldStatus[] = ULD_STATUSES) =>
  statuses.map((s) => ({ value: s, label: LL.uld.statuses[s]() }));
